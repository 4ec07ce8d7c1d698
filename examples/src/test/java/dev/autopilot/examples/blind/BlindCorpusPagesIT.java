package dev.autopilot.examples.blind;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Proves the blind corpus pages work for a person, independently of the library: each page is
 * filled the way a person would (typing, picking dates, choosing options, attaching the résumé,
 * clicking submit) in one headless Chromium for the class, and the server must have received the
 * case's expected fields exactly once. Pages without a filler here are skipped.
 */
class BlindCorpusPagesIT extends CorpusPagesCheck {
  private static final String PHONE = "+1 202 555 0147";
  private static final String LINKEDIN = "https://www.linkedin.com/in/grace-hopper-example";
  private static final String COVER = "For thirty years I have made computers easier for people to program, and I would like to bring that care to your team.";

  private static Path resume;

  BlindCorpusPagesIT() {
    super(BlindCorpusSite.BLIND);
  }

  @BeforeAll
  static void writeResume() throws Exception {
    Path dir = Files.createTempDirectory("blind-pages");
    resume = dir.resolve("grace-hopper-resume.pdf");
    try (var in = BlindCorpusPagesIT.class.getResourceAsStream(BlindCorpusSite.ROOT + "grace-hopper-resume.pdf")) {
      Files.write(resume, in.readAllBytes());
    }
  }

  @Override
  Map<String, Consumer<Page>> fillers() {
    return fillers;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("pages")
  void aPersonSubmitsThePageOnce(String name) {
    Consumer<Page> filler = fillers.get(name);
    Assumptions.assumeTrue(filler != null, "no person filler for " + name);
    BlindCase c = BlindCase.load(name);
    site().reset();
    fillAsAPerson(name, filler.andThen(page -> page.waitForTimeout(300)));
    assertEquals(1, site().submissions(name), "submissions of " + name);
    Map<String, String> fields = site().received(name).get(0).fields();
    assertEquals(List.copyOf(c.expectedFields().keySet()), c.rightFields(fields), "fields of " + name + ": " + fields);
  }

  private static void fillPerson(Page p, String first, String last, String email, String phone) {
    p.getByLabel(first).fill("Grace");
    p.getByLabel(last).fill("Hopper");
    p.getByLabel(email).fill("grace.hopper@example.org");
    p.getByLabel(phone).fill(PHONE);
  }

  private final Map<String, Consumer<Page>> fillers = Map.ofEntries(
      Map.entry("formik-basic", p -> {
        fillPerson(p, "First Name", "Last Name", "Email", "Phone");
        p.getByLabel("LinkedIn profile").fill(LINKEDIN);
        p.getByLabel("Years of professional experience").selectOption("10+");
        p.getByLabel("Cover letter").fill(COVER);
        p.getByLabel("I accept the terms").check();
        press(p, "Submit");
        seen(p, "Application submitted");
      }),
      Map.entry("formik-yup", p -> {
        p.getByLabel("First name").click();
        p.getByLabel("Last name").click(); // blur: the Yup error shows
        seen(p, "Required");
        fillPerson(p, "First name", "Last name", "Email address", "Phone number");
        p.getByLabel("Current city").fill("Arlington, VA");
        p.getByLabel("Resume / CV").setInputFiles(resume);
        group(p, "Are you legally authorized").getByLabel("Yes").check();
        group(p, "require visa sponsorship").getByLabel("No").check();
        p.getByLabel("I have read and agree").check();
        press(p, "Submit application");
        seen(p, "Application submitted");
      }),
      Map.entry("react-final-form", p -> {
        // the labels are not tied to their inputs: a person reads the label and types below it
        p.locator("input[name=firstName]").fill("Grace");
        p.locator("input[name=lastName]").fill("Hopper");
        p.locator("input[name=email]").fill("grace.hopper@example.org");
        p.locator("input[name=phone]").fill(PHONE);
        p.locator("select[name=source]").selectOption("job-board");
        p.locator("textarea[name=notes]").fill("I can interview on any weekday.");
        p.locator("input[name=privacy]").check();
        press(p, "Submit");
        seen(p, "Your application has been received");
      }),
      Map.entry("tanstack-form", p -> {
        fillPerson(p, "First Name", "Last Name", "Email", "Phone");
        p.getByLabel("Portfolio or GitHub URL").fill("https://github.com/grace-hopper-example");
        p.getByLabel("Salary expectation").fill("165000");
        p.getByLabel("Why do you want to join").fill("I want to design toys that teach children how computers think.");
        press(p, "Submit");
        seen(p, "We received your application");
      }),
      Map.entry("rhf-controller", p -> {
        fillPerson(p, "First name", "Last name", "Email", "Phone");
        p.getByLabel("Preferred workplace").click();
        p.getByLabel("Preferred workplace").pressSequentially("Remo");
        p.keyboard().press("Enter");
        p.getByLabel("Resume").setInputFiles(resume);
        p.getByLabel("I agree that Wingtip").check();
        press(p, "Apply");
        seen(p, "Application sent");
      }),
      Map.entry("rnw-signup", p -> {
        p.getByLabel("First name").fill("Grace");
        p.getByLabel("Last name").fill("Hopper");
        p.getByRole(AriaRole.TEXTBOX, new Page.GetByRoleOptions().setName("Email")).fill("grace.hopper@example.org");
        p.getByLabel("Mobile number").fill(PHONE);
        p.getByLabel("City you want to drive in").fill("Arlington");
        p.getByLabel("Vehicle type").fill("Car");
        p.getByRole(AriaRole.SWITCH, new Page.GetByRoleOptions().setName("I accept the driver terms")).click();
        press(p, "Sign up");
        seen(p, "Your sign-up was received");
      }),
      Map.entry("react-datepicker", p -> {
        fillPerson(p, "First name", "Last name", "Email", "Phone");
        Locator dob = p.getByLabel("Date of birth");
        dob.click();
        dob.pressSequentially("12/09/1988");
        p.keyboard().press("Escape");
        Locator start = p.getByLabel("Earliest start date");
        start.click();
        start.pressSequentially("01/11/2027");
        p.keyboard().press("Escape");
        p.getByLabel("City").fill("Arlington, VA");
        p.getByLabel("I consent").check();
        press(p, "Submit application");
        seen(p, "Your application was received");
      }),
      Map.entry("mui-x-datepicker", p -> {
        fillPerson(p, "First name", "Last name", "Email", "Phone number");
        Locator dob = p.getByLabel("Date of birth");
        dob.click();
        dob.pressSequentially("12091988");
        Locator from = p.getByLabel("Available from");
        from.click();
        from.pressSequentially("01112027");
        p.getByLabel("Nursing license").click();
        p.getByRole(AriaRole.OPTION, new Page.GetByRoleOptions().setName("Nurse Practitioner (NP)")).click();
        p.getByLabel("I agree to the processing").check();
        press(p, "Submit application");
        seen(p, "Application submitted");
      }),
      Map.entry("graphql-mutation", p -> {
        fillPerson(p, "First name", "Last name", "Email", "Phone");
        p.getByLabel("Location (city, state)").fill("Arlington, VA");
        p.getByLabel("LinkedIn URL").fill(LINKEDIN);
        p.getByLabel("Are you legally authorized").selectOption("yes");
        p.getByLabel("Cover letter").fill(COVER);
        p.getByLabel("I agree to the application terms").check();
        press(p, "Send application");
        seen(p, "Application received");
      }),
      Map.entry("schema-delayed", p -> {
        seen(p, "Loading application form");
        fillPerson(p, "First name", "Last name", "Work email", "Phone");
        p.getByLabel("Current company").fill("Remington Rand");
        p.getByLabel("Notice period").selectOption("2w");
        p.getByLabel("LinkedIn profile").fill(LINKEDIN);
        p.getByLabel("I agree to the privacy notice").check();
        press(p, "Submit");
        seen(p, "has been submitted");
      }),
      Map.entry("react-wizard", p -> {
        fillPerson(p, "First name", "Last name", "Email", "Phone");
        press(p, "Next");
        seen(p, "Step 2 of 3");
        p.getByLabel("Résumé").setInputFiles(resume);
        p.getByLabel("LinkedIn profile").fill(LINKEDIN);
        p.getByLabel("Years of experience").selectOption("10+");
        press(p, "Next");
        seen(p, "Step 3 of 3");
        group(p, "Are you authorized to work in the US?").getByLabel("Yes").check();
        group(p, "Will you require visa sponsorship?").getByLabel("No").check();
        p.getByLabel("How did you hear about us?").selectOption("job-board");
        p.getByLabel("I accept the terms").check();
        press(p, "Submit application");
        seen(p, "Application submitted");
      }),
      Map.entry("transition-submit", p -> {
        fillPerson(p, "First name", "Last name", "Email", "Phone");
        p.getByLabel("Where are you based?").fill("Arlington, VA");
        p.getByLabel("Link to a writing sample").fill("https://grace-hopper.example.org/writing/a-manual-for-cobol");
        p.getByLabel("Cover letter").fill(COVER);
        p.getByLabel("I agree to the privacy policy").check();
        press(p, "Apply now"); // waits until enabled
        seen(p, "Thanks for applying");
      }),
      Map.entry("toast-vanish", p -> {
        fillPerson(p, "First name", "Last name", "Email", "Phone");
        p.getByLabel("Which team are you applying to?").selectOption("enterprise");
        p.getByLabel("LinkedIn profile").fill(LINKEDIN);
        p.getByLabel("I agree to the processing of my data").check();
        press(p, "Send application");
        seen(p, "Application received");
        p.getByText("Application received").waitFor(new Locator.WaitForOptions().setState(com.microsoft.playwright.options.WaitForSelectorState.DETACHED));
      }),
      Map.entry("split-dob-selects", p -> {
        fillPerson(p, "First name", "Last name", "Email", "Phone");
        p.locator("#birthDay").selectOption("9");
        p.locator("#birthMonth").selectOption(new com.microsoft.playwright.options.SelectOption().setLabel("December"));
        p.locator("#birthYear").selectOption("1988");
        p.getByLabel("Home town").fill("Arlington, VA");
        p.getByLabel("Do you hold a current first aid certificate?").selectOption("yes");
        p.getByLabel("I confirm the information").check();
        press(p, "Submit");
        seen(p, "We have received your application");
      }),
      Map.entry("server-422-phone", p -> {
        fillPerson(p, "First name", "Last name", "Email", "Mobile phone");
        p.getByLabel("Region you can cover").selectOption("mid-atlantic");
        p.getByLabel("Do you have a valid driver's license?").selectOption("yes");
        p.getByLabel("I agree to the application terms").check();
        press(p, "Submit application");
        seen(p, "international format");
        assertEquals(1, site().rejected("server-422-phone"), "the first post is rejected");
        p.getByLabel("Mobile phone").fill("+12025550147");
        press(p, "Submit application");
        seen(p, "your application was submitted");
      }));
}
