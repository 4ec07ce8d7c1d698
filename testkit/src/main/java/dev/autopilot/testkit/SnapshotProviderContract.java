package dev.autopilot.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ActionExecutor;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.SnapshotProvider;
import dev.autopilot.core.StaleRefException;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.FieldError;
import dev.autopilot.core.model.GroupKind;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import java.net.URI;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The contract of a {@link SnapshotProvider}, checked in a real browser on the kit's corpus of
 * tricky form pages (under {@code pages/snapshot/}, served on 127.0.0.1 by a {@link FixtureServer};
 * one frame comes from {@code localhost}, another origin on the same loopback server).
 *
 * <p>What every provider must do:
 *
 * <ul>
 *   <li>name elements the way the accessible-name rules do in the common cases
 *       ({@code aria-labelledby}, {@code aria-label}, {@code <label for>}, a wrapping label,
 *       {@code title}, {@code placeholder} last, the text of buttons and links, the legend of a
 *       fieldset as its question) and give implicit and explicit roles, custom widgets included;
 *       list the options of selects, datalists, comboboxes and listboxes; read date, time,
 *       number, search and range inputs;
 *   <li>find the question of a control whose text is a preceding div, span, paragraph, table
 *       header or heading; group radios and checkboxes under their question; read required from
 *       {@code required}, {@code aria-required}, an asterisk or "(required)";
 *   <li>tie errors to their fields: {@code aria-invalid} with {@code aria-describedby} or
 *       {@code aria-errormessage}, {@code role=alert}, error text beside a field; report hidden
 *       messages as not visible;
 *   <li>read same-origin and cross-origin frames where they stand, with refs that name their
 *       frame, and open shadow roots where their host stands; mark hidden elements not visible and
 *       still list a hidden file input, reported visible when a visible label operates it;
 *   <li>keep an element's ref while it lives, give a new element a new ref, never give a ref to
 *       another element, and say when the structure changed; reflect values set by people and by
 *       scripts;
 *   <li>mark the elements of foreign panels (anything inside {@link #FOREIGN_PANELS}, including
 *       their frames and shadow roots) isolated, and leave them out of groups, required counts,
 *       errors and submit candidates.
 * </ul>
 *
 * <p>A subclass supplies a session factory, the provider (configured to isolate
 * {@link #FOREIGN_PANELS}), and an executor that resolves the provider's refs and does not
 * re-resolve stale ones (so that a stale ref shows as a {@link StaleRefException}). Each test gets
 * a new session, closed after it. Test classes built on it must not run concurrently with each
 * other (they share one fixture server per class through a static field).
 */
public abstract class SnapshotProviderContract extends BrowserContractSupport {

  /** The CSS selector of the corpus's foreign panels, which the provider must isolate. */
  public static final String FOREIGN_PANELS = "[data-autopilot-isolated], .chat-widget";

  private static final Pattern FRAME_REF = Pattern.compile("f[0-9]+e[0-9]+");
  private static final Pattern MAIN_REF = Pattern.compile("e[0-9]+");

  private @Nullable SnapshotProvider provider;
  private @Nullable ActionExecutor executor;
  private @Nullable SnapshotPipeline pipeline;

  /**
   * The provider under test, isolating {@link #FOREIGN_PANELS}.
   *
   * @return the provider, asked for once per test; not null
   */
  protected abstract SnapshotProvider snapshotProvider();

  /**
   * An executor that resolves the provider's refs and never re-resolves a stale one.
   *
   * @return the executor, asked for once per test; not null
   */
  protected abstract ActionExecutor executor();

  @BeforeEach
  final void takeImplementations() {
    provider = Objects.requireNonNull(snapshotProvider(), "snapshotProvider()");
    executor = Objects.requireNonNull(executor(), "executor()");
  }

  @AfterEach
  final void forgetPipeline() {
    pipeline = null;
  }

  /** The test's pipeline: the test's session read by the provider under test. */
  private SnapshotPipeline pipeline() {
    SnapshotPipeline p = pipeline;
    if (p == null) {
      p = SnapshotPipeline.of(session(), Objects.requireNonNull(provider, "no provider"));
      pipeline = p;
    }
    return p;
  }

  // ---- names and roles ----

  @Test
  void namesFollowTheAccessibleNameRules() {
    SemanticSnapshot s = open("names.html");
    assertEquals("Given name", withAttribute(s, "name", "given").name(), "aria-labelledby, several ids, before aria-label");
    SemanticElement family = withAttribute(s, "name", "family");
    assertEquals("Family name", family.name(), "aria-label before a label");
    assertEquals("Surname", family.label(), "the visible label is kept as the label");
    assertEquals("Email address", withAttribute(s, "name", "email").name(), "label for, before the placeholder");
    assertEquals("Phone number", withAttribute(s, "name", "phone").name(), "wrapping label");
    assertEquals("Personal website", withAttribute(s, "name", "website").name(), "title before placeholder");
    assertEquals("City", withAttribute(s, "name", "city").name(), "placeholder last");
    assertEquals("Short summary", withAttribute(s, "name", "summary").name(), "title of a textarea");
    assertEquals("Part one part two", withAttribute(s, "name", "twice").name(), "two labels join");
    assertEquals(Role.BUTTON, named(s, "Save draft").role());
    assertEquals(Role.LINK, named(s, "Help with this form").role(), "link text, visually hidden text included");
    assertEquals(Role.BUTTON, named(s, "Send application").role(), "input type=submit is named by its value");
    assertEquals(Role.BUTTON, named(s, "Upload and continue").role(), "a button named by its image's alt text");
    assertEquals(Set.of("Send application", "Upload and continue"), names(s.submitCandidates()));

    ElementGroup contact = s.groupOf(named(s, "By mail")).orElseThrow(() -> new AssertionError("radios in a fieldset form a group"));
    assertEquals("Preferred contact", contact.question(), "the legend is the fieldset's question");
    assertEquals(refs(named(s, "By mail"), named(s, "By call")), contact.memberRefs());
  }

  @Test
  void customWidgetsHaveTheirRolesAndStates() {
    SemanticSnapshot s = open("names.html");
    SemanticElement remote = named(s, "Remote");
    assertEquals(Role.RADIO, remote.role());
    assertEquals(Boolean.TRUE, remote.checked());
    assertEquals(Boolean.FALSE, named(s, "On site").checked());
    ElementGroup mode = s.groupOf(remote).orElseThrow();
    assertEquals(GroupKind.RADIOGROUP, mode.kind());
    assertEquals("Work mode", mode.question());

    SemanticElement relocation = named(s, "Open to relocation");
    assertEquals(Role.CHECKBOX, relocation.role());
    assertEquals(Boolean.FALSE, relocation.checked());
    SemanticElement alerts = named(s, "Job alerts");
    assertEquals(Role.SWITCH, alerts.role());
    assertEquals(Boolean.TRUE, alerts.checked());

    SemanticElement level = named(s, "Seniority", Role.COMBOBOX);
    assertEquals("Senior", level.value());
    assertEquals(List.of("Junior", "Senior"), labels(level.options()));
    assertEquals(List.of("Senior"), selected(level.options()));

    SemanticElement skills = named(s, "Skills");
    assertEquals(Role.LISTBOX, skills.role());
    assertEquals(List.of("Java"), selected(skills.options()));

    SemanticElement headline = named(s, "Headline");
    assertEquals(Role.TEXTBOX, headline.role());
    assertEquals("", headline.value());
    SemanticElement notes = named(s, "Notes");
    assertEquals(Role.TEXTBOX, notes.role(), "contenteditable is a text box");
    assertEquals("Hello there", notes.value());
  }

  @Test
  void nativeChoicesDatesAndNumbersAreRead() {
    SemanticSnapshot s = open("names.html");
    SemanticElement country = named(s, "Country");
    assertEquals(Role.COMBOBOX, country.role());
    assertEquals("France", country.value());
    assertEquals(List.of(new SelectOption("Choose one", "", false), new SelectOption("Germany", "de", false), new SelectOption("France", "fr", true)),
        country.options(), "options inside optgroups, with their values");
    SemanticElement langs = named(s, "Languages");
    assertEquals(Role.LISTBOX, langs.role(), "a multiple select is a list box");
    assertEquals(List.of("English", "French"), selected(langs.options()));
    SemanticElement office = named(s, "Office");
    assertEquals(Role.COMBOBOX, office.role(), "an input with a datalist");
    assertEquals(List.of(new SelectOption("Berlin", "BER", false), new SelectOption("Lisbon", "LIS", false)), office.options());

    SemanticElement start = named(s, "Start date");
    assertEquals(Role.TEXTBOX, start.role());
    assertEquals("date", start.inputType());
    assertEquals("2026-03-01", start.value());
    assertEquals("time", named(s, "Interview time").inputType());
    assertEquals(Role.SPINBUTTON, named(s, "Years of experience").role());
    assertEquals(Role.SEARCHBOX, named(s, "Search jobs").role());
    SemanticElement pay = named(s, "Pay range");
    assertEquals(Role.SLIDER, pay.role());
    assertEquals("5", pay.value());
  }

  @Test
  void hiddenElementsAreListedAsNotVisible() {
    SemanticSnapshot s = open("names.html");
    for (String name : List.of("Display none", "Visibility hidden", "Hidden attribute", "Zero size", "Collapsed detail")) {
      assertFalse(named(s, name).visible(), name + " is not visible");
    }
    assertTrue(named(s, "Shown").visible());
    SemanticElement resume = named(s, "Upload résumé");
    assertEquals(Role.FILE, resume.role(), "a hidden file input behind a styled label is still listed");
    assertTrue(resume.visible(), "and visible: a person operates it through its label");
    assertEquals(".pdf,.docx", resume.attribute("accept"));
  }

  // ---- questions, required marks, errors ----

  @Test
  void questionsComeFromTheTextBeforeTheControls() {
    SemanticSnapshot s = open("questions.html");
    assertQuestion(s, withAttribute(s, "name", "title"), "What is your current job title?");
    assertQuestion(s, withAttribute(s, "name", "notice"), "Notice period");
    assertQuestion(s, withAttribute(s, "name", "why"), "Why do you want to work here?");
    assertEquals("LinkedIn profile", withAttribute(s, "name", "linkedin").name(), "table header cell");
    assertEquals("GitHub profile", withAttribute(s, "name", "github").name());
    assertEquals(List.of("Two weeks", "One month"), labels(withAttribute(s, "name", "notice").options()).subList(1, 3));
    SemanticElement newsletter = withAttribute(s, "name", "newsletter");
    assertEquals("Send me the newsletter", s.questionOf(newsletter), "the text before it on the same line");
    ElementGroup shirt = group(s, "Shirt size:");
    assertEquals(List.of("S", "M"), memberNames(s, shirt));
    SemanticElement age = withAttribute(s, "name", "age");
    assertEquals("Age:", age.name(), "two questions on one line stay apart");
    assertFalse(shirt.memberRefs().contains(age.ref()));
  }

  @Test
  void radiosAndCheckboxesAreGroupedUnderTheirQuestion() {
    SemanticSnapshot s = open("questions.html");
    ElementGroup languages = group(s, "Which languages do you speak?");
    assertEquals(GroupKind.CHECKBOX_GROUP, languages.kind());
    assertEquals(List.of("English", "Spanish"), memberNames(s, languages));

    ElementGroup authorized = group(s, "Are you legally authorized to work in this country?");
    assertEquals(GroupKind.RADIOGROUP, authorized.kind());
    assertEquals(List.of("Yes", "No"), memberNames(s, authorized));
    assertTrue(authorized.required(), "an asterisk after the question");

    ElementGroup sponsorship = group(s, "Will you require visa sponsorship?");
    assertEquals(List.of("Yes", "No"), memberNames(s, sponsorship));
    assertTrue(sponsorship.required(), "aria-required on the radio group");
    for (SemanticElement m : s.members(sponsorship)) {
      assertEquals(Role.RADIO, m.role());
    }

    ElementGroup source = group(s, "How did you hear about us?");
    assertEquals(List.of("Job board", "A friend"), memberNames(s, source));
    assertFalse(source.required());
  }

  @Test
  void requiredComesFromAttributesAriaAndMarks() {
    SemanticSnapshot s = open("questions.html");
    assertTrue(withAttribute(s, "name", "why").required(), "an asterisk in a span after the question");
    SemanticElement salary = withAttribute(s, "name", "salary");
    assertTrue(salary.required(), "(required) after the label");
    assertEquals("Salary expectation", salary.name(), "the mark is not part of the name");
    SemanticElement consent = withAttribute(s, "name", "consent");
    assertTrue(consent.required(), "the required attribute");
    assertEquals("I agree to the privacy policy", consent.name());
    assertFalse(withAttribute(s, "name", "title").required());
    assertEquals(List.of("why do you want to work here", "are you legally authorized to work in this country",
        "will you require visa sponsorship", "salary expectation", "i agree to the privacy policy"), s.requiredUnfilled());
    assertEquals(5, s.requiredCount());
  }

  @Test
  void errorsAreTiedToTheirFields() {
    SemanticSnapshot s = open("errors.html");
    assertEquals(List.of("There are problems with your application", "Enter a valid email address", "Use at least 12 characters",
        "Use digits only", "Zip code is required", "Choose a shift", "City is required"), texts(s.errors()),
        "hints are not errors");
    FieldError banner = s.errors().get(0);
    assertNull(banner.ref(), "a form-level alert belongs to no field");
    assertNull(banner.groupId());
    assertEquals(List.of("Enter a valid email address"), texts(s.errorsFor(named(s, "Email"))), "aria-describedby, the hint left out");
    assertEquals(List.of("Use at least 12 characters"), texts(s.errorsFor(named(s, "Password"))), "aria-invalid makes the description an error");
    assertEquals(List.of("Use digits only"), texts(s.errorsFor(named(s, "Phone"))), "aria-errormessage");
    assertEquals(List.of("Zip code is required"), texts(s.errorsFor(named(s, "Zip code"))), "error text beside the field");
    assertEquals(List.of("Choose a shift"), texts(s.errorsFor(named(s, "Night"))), "an error of the question");
    FieldError city = s.errors().get(6);
    assertEquals(named(s, "City").ref(), city.ref());
    assertFalse(city.visible(), "a hidden message is reported as not visible");
    assertTrue(s.errorsFor(named(s, "City")).isEmpty());
    assertTrue(s.errorsFor(named(s, "Nickname")).isEmpty());
    assertEquals(6, s.visibleErrors().size());
  }

  // ---- frames and shadow roots ----

  @Test
  void sameOriginAndCrossOriginFramesAreReadWhereTheyStand() {
    SemanticSnapshot s = open("frames.html");
    List<String> order = s.elements().stream().map(SemanticElement::name).toList();
    assertEquals(List.of("Full name", "Street", "Home", "Work", "Card number", "Tracking code", "Delivery notes", "Place order",
        "Remove the address form"), order);
    assertTrue(MAIN_REF.matcher(named(s, "Full name").ref()).matches());
    SemanticElement street = named(s, "Street");
    SemanticElement card = named(s, "Card number");
    assertTrue(FRAME_REF.matcher(street.ref()).matches(), "a ref in a frame names its frame: " + street.ref());
    assertTrue(FRAME_REF.matcher(card.ref()).matches(), "a cross-origin frame too: " + card.ref());
    assertNotEquals(frameOf(street.ref()), frameOf(card.ref()));
    assertTrue(street.required());
    assertEquals("Address type", s.groupOf(named(s, "Home")).orElseThrow().question());
    assertEquals(List.of("Enter the 16 digits of your card"), texts(s.errorsFor(card)));
    assertEquals("cc-number", card.attribute("autocomplete"));
    assertFalse(named(s, "Tracking code").visible(), "everything in a hidden frame is hidden");
    assertEquals(List.of("street"), s.requiredUnfilled());
  }

  @Test
  void actionsReachElementsInFrames() {
    SemanticSnapshot s = open("frames.html");
    assertPerformed(execute(new Action.TypeRef(named(s, "Card number").ref(), "4111 1111 1111 1111", answer()), s));
    assertPerformed(execute(new Action.TypeRef(named(s, "Street").ref(), "1 Main Street", answer()), s));
    SemanticSnapshot after = snapshot();
    assertEquals("4111 1111 1111 1111", named(after, "Card number").value());
    assertEquals("1 Main Street", named(after, "Street").value());
    assertEquals(named(s, "Card number").ref(), named(after, "Card number").ref(), "refs in frames are as stable as any");
    assertTrue(after.requiredUnfilled().isEmpty());
    assertFalse(after.structureChanged());
  }

  @Test
  void theRefsOfARemovedFrameAreStale() {
    SemanticSnapshot s = open("frames.html");
    String street = named(s, "Street").ref();
    click(s, "Remove the address form");
    StaleRefException e = assertThrows(StaleRefException.class, () -> execute(new Action.TypeRef(street, "x", answer()), s));
    assertEquals(ErrorCode.STALE_REF, e.code());
    SemanticSnapshot after = snapshot();
    assertTrue(after.element(street).isEmpty());
    assertEquals(named(s, "Card number").ref(), named(after, "Card number").ref(), "the other frames keep their refs");
    assertTrue(after.structureChanged());
  }

  @Test
  void openShadowRootsAreReadWhereTheirHostStands() {
    SemanticSnapshot s = open("shadow.html");
    assertEquals(List.of("Display name", "Nickname", "she/her", "he/him", "they/them", "Portfolio URL", "Motto"),
        s.elements().stream().map(SemanticElement::name).toList(), "a closed shadow root stays closed");
    assertTrue(named(s, "Nickname").required(), "label for inside a shadow root, with its asterisk");
    ElementGroup pronouns = s.groupOf(named(s, "he/him")).orElseThrow();
    assertEquals("Pronouns", pronouns.question());
    assertEquals(3, pronouns.memberRefs().size());
    assertEquals("url", named(s, "Portfolio URL").inputType(), "aria-labelledby inside a nested shadow root");
    assertPerformed(execute(new Action.TypeRef(named(s, "Nickname").ref(), "Ada", answer()), s));
    assertEquals("Ada", named(snapshot(), "Nickname").value());
  }

  // ---- foreign panels ----

  @Test
  void foreignPanelsAreIsolatedAndLeftOutOfThePlan() {
    SemanticSnapshot s = open("isolation.html");
    for (String name : List.of("Search your profiles", "Work", "Home", "Fill everything", "Open the helper", "Message", "Send message")) {
      SemanticElement e = named(s, name);
      assertTrue(e.isolated(), name + " is in a foreign panel");
      assertNull(e.groupId(), name + " belongs to no question of the form");
    }
    for (String name : List.of("Email", "City", "Apply")) {
      assertFalse(named(s, name).isolated(), name + " is the form's own");
    }
    assertEquals(List.of("email", "city"), s.requiredUnfilled());
    assertEquals(2, s.requiredCount());
    assertTrue(s.errors().isEmpty(), "a panel's messages are not the form's errors: " + texts(s.errors()));
    assertEquals(Set.of("Apply"), names(s.submitCandidates()));
    assertTrue(s.groups().isEmpty());
  }

  // ---- refs ----

  @Test
  void refsAreStableAcrossSnapshotsAndNewElementsGetNewOnes() {
    SemanticSnapshot first = open("refs.html");
    SemanticSnapshot again = snapshot();
    assertEquals(refs(first), refs(again), "nothing changed, nothing moved");
    assertFalse(again.structureChanged());
    assertEquals(first.epoch(), again.epoch());

    click(first, "Add gamma");
    SemanticSnapshot after = snapshot();
    SemanticElement gamma = named(after, "Gamma");
    assertFalse(refs(first).contains(gamma.ref()), "a new element gets a ref never issued before");
    assertEquals(named(first, "Alpha").ref(), named(after, "Alpha").ref(), "moving down the page keeps the ref");
    assertEquals(named(first, "Beta").ref(), named(after, "Beta").ref());
    assertTrue(after.structureChanged(), "an added question changes the structure");
    assertTrue(after.epoch() > first.epoch());
  }

  @Test
  void aRemovedElementsRefIsStaleAndNeverResolvesToAnotherElement() {
    SemanticSnapshot s = open("refs.html");
    String beta = named(s, "Beta").ref();
    click(s, "Remove beta");
    StaleRefException e = assertThrows(StaleRefException.class, () -> execute(new Action.TypeRef(beta, "x", answer()), s));
    assertEquals(ErrorCode.STALE_REF, e.code());
    assertEquals(beta, e.ref());
    SemanticSnapshot after = snapshot();
    assertTrue(after.element(beta).isEmpty());
    assertTrue(after.elements().stream().allMatch(x -> x.value() == null || x.value().isEmpty()), "nothing was typed anywhere else");
    assertTrue(after.structureChanged());
  }

  @Test
  void aReplacedElementIsStaleAndItsSuccessorGetsANewRef() {
    SemanticSnapshot s = open("refs.html");
    String beta = named(s, "Beta").ref();
    click(s, "Redraw beta");
    StaleRefException e = assertThrows(StaleRefException.class, () -> execute(new Action.TypeRef(beta, "x", answer()), s));
    assertEquals(ErrorCode.STALE_REF, e.code());
    SemanticSnapshot after = snapshot();
    String successor = named(after, "Beta").ref();
    assertNotEquals(beta, successor, "the same markup drawn again is a new element");
    assertFalse(refs(s).contains(successor));
    assertEquals("", named(after, "Beta").value());
  }

  @Test
  void aRefNoSnapshotIssuedIsUnknown() {
    SemanticSnapshot s = open("refs.html");
    StaleRefException e = assertThrows(StaleRefException.class, () -> execute(new Action.ClickRef("e999999", answer()), s));
    assertEquals(ErrorCode.UNKNOWN_REF, e.code());
    StaleRefException frame = assertThrows(StaleRefException.class, () -> execute(new Action.ClickRef("f999e1", answer()), s));
    assertEquals(ErrorCode.UNKNOWN_REF, frame.code());
  }

  @Test
  void refsOfAPreviousDocumentAreStale() {
    SemanticSnapshot old = open("refs.html");
    String alpha = named(old, "Alpha").ref();
    SemanticSnapshot fresh = open("refs.html");
    assertTrue(fresh.structureChanged(), "a new document is a new structure");
    assertFalse(refs(fresh).contains(alpha), "a ref is never issued twice, not even across documents");
    StaleRefException e = assertThrows(StaleRefException.class, () -> execute(new Action.TypeRef(alpha, "x", answer()), fresh));
    assertEquals(ErrorCode.STALE_REF, e.code());
    assertEquals("", named(snapshot(), "Alpha").value());
  }

  // ---- values and structure over time ----

  @Test
  void valuesTypedOrSetByScriptsShowInTheNextSnapshot() {
    SemanticSnapshot s = open("refs.html");
    assertPerformed(execute(new Action.TypeRef(named(s, "Alpha").ref(), "first", answer()), s));
    SemanticSnapshot typed = snapshot();
    assertEquals("first", named(typed, "Alpha").value());
    assertFalse(typed.structureChanged(), "a value is no structure");
    assertEquals(s.page().structureHash(), typed.page().structureHash());

    click(typed, "Look up the city");
    assertEquals("Lisbon", named(snapshot(), "City").value(), "a value a script set without an event");

    SemanticSnapshot before = snapshot();
    assertPerformed(execute(new Action.SetRadio(named(before, "Pro").ref(), answer()), before));
    SemanticSnapshot radio = snapshot();
    assertEquals(Boolean.TRUE, named(radio, "Pro").checked());
    assertEquals(Boolean.FALSE, named(radio, "Basic").checked(), "the radio the browser unchecked");
  }

  @Test
  void aRenamedQuestionIsAStructureChange() {
    SemanticSnapshot s = open("refs.html");
    String zip = named(s, "Zip").ref();
    click(s, "Rename zip");
    SemanticSnapshot after = snapshot();
    assertEquals(zip, named(after, "Postal code").ref(), "the element lives on with its ref");
    assertTrue(after.structureChanged());
    assertNotEquals(s.page().structureHash(), after.page().structureHash());
  }

  // ---- helpers ----

  private SemanticSnapshot open(String page) {
    URI uri = server().uri("snapshot/" + page);
    session().navigate(uri.toString());
    return snapshot();
  }

  private SemanticSnapshot snapshot() {
    return pipeline().take("test");
  }

  private ExecutionResult execute(Action action, SemanticSnapshot on) {
    return Objects.requireNonNull(executor, "no executor").execute(pipeline(), action, on);
  }

  private void click(SemanticSnapshot s, String button) {
    assertPerformed(execute(new Action.ClickRef(named(s, button).ref(), answer()), s));
  }

  private static ActionMeta answer() {
    return ActionMeta.of("answer", null);
  }

  private static void assertPerformed(ExecutionResult r) {
    assertTrue(r.performed(), r.detail());
  }

  private static void assertQuestion(SemanticSnapshot s, SemanticElement e, String question) {
    assertEquals(question, e.name(), "an unlabelled control is named by its question");
    ElementGroup g = s.groupOf(e).orElseThrow(() -> new AssertionError(e.ref() + " has no question group"));
    assertEquals(question, g.question());
    assertTrue(g.memberRefs().contains(e.ref()));
  }

  /**
   * The only element with this name.
   *
   * @param s the snapshot to look in
   * @param name the accessible name, matched exactly
   * @return the element
   * @throws AssertionError when none or several have it; the message describes the snapshot
   */
  protected static SemanticElement named(SemanticSnapshot s, String name) {
    List<SemanticElement> found = s.elements().stream().filter(e -> e.name().equals(name)).toList();
    if (found.size() != 1) {
      throw new AssertionError(found.size() + " elements named '" + name + "' in " + describe(s));
    }
    return found.get(0);
  }

  /**
   * The only element with this name and role.
   *
   * @param s the snapshot to look in
   * @param name the accessible name, matched exactly
   * @param role the role the element must have
   * @return the element
   * @throws AssertionError when none or several match; the message describes the snapshot
   */
  protected static SemanticElement named(SemanticSnapshot s, String name, Role role) {
    List<SemanticElement> found = s.elements().stream().filter(e -> e.name().equals(name) && e.role() == role).toList();
    if (found.size() != 1) {
      throw new AssertionError(found.size() + " " + role + " elements named '" + name + "' in " + describe(s));
    }
    return found.get(0);
  }

  /**
   * The only element with this attribute value.
   *
   * @param s the snapshot to look in
   * @param attribute the attribute's name as the snapshot keeps it, such as {@code autocomplete}
   * @param value the value, matched exactly
   * @return the element
   * @throws AssertionError when none or several match; the message describes the snapshot
   */
  protected static SemanticElement withAttribute(SemanticSnapshot s, String attribute, String value) {
    List<SemanticElement> found = s.elements().stream().filter(e -> value.equals(e.attribute(attribute))).toList();
    if (found.size() != 1) {
      throw new AssertionError(found.size() + " elements with " + attribute + "=" + value + " in " + describe(s));
    }
    return found.get(0);
  }

  private static ElementGroup group(SemanticSnapshot s, String question) {
    return s.groups().stream().filter(g -> g.question().equals(question)).findFirst()
        .orElseThrow(() -> new AssertionError("no group '" + question + "' in " + s.groups()));
  }

  private static List<String> memberNames(SemanticSnapshot s, ElementGroup g) {
    return s.members(g).stream().map(SemanticElement::name).toList();
  }

  private static List<String> refs(SemanticElement... elements) {
    return List.of(elements).stream().map(SemanticElement::ref).toList();
  }

  private static List<String> refs(SemanticSnapshot s) {
    return s.elements().stream().map(SemanticElement::ref).toList();
  }

  private static String frameOf(String ref) {
    return ref.substring(0, ref.indexOf('e'));
  }

  private static List<String> labels(List<SelectOption> options) {
    return options.stream().map(SelectOption::label).toList();
  }

  private static List<String> selected(List<SelectOption> options) {
    return options.stream().filter(SelectOption::selected).map(SelectOption::label).toList();
  }

  private static List<String> texts(List<FieldError> errors) {
    return errors.stream().map(FieldError::text).toList();
  }

  private static Set<String> names(List<SubmitCandidate> candidates) {
    return candidates.stream().map(SubmitCandidate::name).collect(Collectors.toSet());
  }

  private static String describe(SemanticSnapshot s) {
    return s.elements().stream().map(e -> e.ref() + ":" + e.role() + ":'" + e.name() + "'").toList().toString();
  }
}
