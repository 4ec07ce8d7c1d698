package dev.autopilot.jobpack;

import dev.autopilot.core.pack.ProfileException;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProfileTest {
  @TempDir Path dir;

  static final String JSON = """
      {"firstName":"Ada","lastName":"Lovelace","email":"ada@example.org","phone":"+44 20 7946 0000",
       "location":"London","links":{"linkedin":"https://linkedin.example/in/ada"},"resume":"cv.pdf",
       "workAuthorization":{"authorized":true,"requiresSponsorship":false},"consent":{"applicationTerms":true,"dataProcessing":true,"marketing":false},
       "answers":{"How did you hear about us?":"Referral"}}
      """;

  @Test
  void loadsAndResolvesTheResumeAgainstTheProfileFolder() throws Exception {
    Files.writeString(dir.resolve("cv.pdf"), "%PDF-1.4");
    Path file = Files.writeString(dir.resolve("profile.json"), JSON);
    Profile p = Profile.load(file);
    assertEquals("Ada Lovelace", p.fullName());
    assertEquals(dir.resolve("cv.pdf"), p.resume());
    assertTrue(p.personalValues().contains("cv.pdf"), "the resume's file name can name the person: " + p.personalValues().size());
    assertEquals("Referral", p.answers().get("How did you hear about us?"));
    assertTrue(p.workAuthorization().authorized());
  }

  @Test
  void missingFileSaysWhichAndHow() {
    AutopilotException e = assertThrows(AutopilotException.class, () -> Profile.load(dir.resolve("nope.json")));
    assertEquals(ErrorCode.FILE_NOT_FOUND, e.code());
    assertTrue(e.getMessage().contains("nope.json"), e.getMessage());
  }

  @Test
  void missingResumeIsAClearError() throws Exception {
    Path file = Files.writeString(dir.resolve("profile.json"), JSON);
    AutopilotException e = assertThrows(AutopilotException.class, () -> Profile.load(file));
    assertEquals(ErrorCode.FILE_NOT_FOUND, e.code());
    assertTrue(e.getMessage().contains("resume"), e.getMessage());
  }

  @Test
  void malformedOrIncompleteJsonIsAConfigError() {
    AutopilotException broken = assertThrows(AutopilotException.class, () -> Profile.parse("{\"firstName\":", "p.json"));
    assertEquals(ErrorCode.CONFIG_INVALID, broken.code());
    AutopilotException missing = assertThrows(AutopilotException.class, () -> Profile.parse("{\"firstName\":\"A\",\"lastName\":\"B\",\"phone\":\"1\"}", "p.json"));
    assertTrue(missing.getMessage().contains("email"), missing.getMessage());
    AutopilotException unknown = assertThrows(AutopilotException.class, () -> Profile.parse(JSON.replace("\"consent\"", "\"consnet\""), "p.json"));
    assertEquals(ErrorCode.CONFIG_INVALID, unknown.code());
  }

  @Test
  void aMissingFileNamesTheFileButNotItsFolder() {
    AutopilotException e = assertThrows(AutopilotException.class, () -> Profile.load(dir.resolve("nope.json")));
    assertFalse(e.getMessage().contains(dir.toString()), e.getMessage());
  }

  @Test
  void aNullOrEmptyProfileIsATypedError() {
    ProfileException none = assertThrows(ProfileException.class, () -> Profile.load(null));
    assertEquals(ErrorCode.CONFIG_INVALID, none.code());
    ProfileException empty = assertThrows(ProfileException.class, () -> Profile.parse("null", "p.json"));
    assertTrue(empty.getMessage().contains("empty"), empty.getMessage());
    ProfileException noPack = assertThrows(ProfileException.class, () -> JobApplicationPack.of(null));
    assertTrue(noPack.getMessage().contains("Profile.load"), noPack.getMessage());
  }

  @Test
  void everyBadFieldIsNamedWithAFixAndWithoutItsValue() {
    assertBad(JSON.replace("\"Ada\"", "\"  \""), "firstName", "blank");
    assertBad(JSON.replace("\"Lovelace\"", "null"), "lastName", "missing");
    assertBad(JSON.replace("ada@example.org", "ada-at-example"), "email", "name@example.org");
    assertBad(JSON.replace("ada@example.org", "Ada <ada@example.org>"), "email", "display name");
    assertBad(JSON.replace("+44 20 7946 0000", "call me maybe"), "phone", "7 to 15 digits");
    assertBad(JSON.replace("+44 20 7946 0000", "12345"), "phone", "7 to 15 digits");
    assertBad(JSON.replace("\"phone\":\"+44 20 7946 0000\",", ""), "phone", "missing");
  }

  private static void assertBad(String json, String field, String hint) {
    ProfileException e = assertThrows(ProfileException.class, () -> Profile.parse(json, "p.json"));
    assertEquals(ErrorCode.CONFIG_INVALID, e.code());
    assertEquals(field, e.field(), e.getMessage());
    assertTrue(e.getMessage().contains("\"" + field + "\"") && e.getMessage().contains("p.json") && e.getMessage().contains(hint), e.getMessage());
    for (String value : new String[] {"ada-at-example", "call me maybe", "12345"}) {
      assertFalse(e.getMessage().contains(value), "the message repeats the value: " + e.getMessage());
    }
  }

  @Test
  void anUnreadableResumeIsNamedByItsFileName() throws Exception {
    Path resume = Files.writeString(dir.resolve("cv.pdf"), "%PDF-1.4");
    Path file = Files.writeString(dir.resolve("profile.json"), JSON);
    assumeTrue(resume.toFile().setReadable(false) && !Files.isReadable(resume), "the file system honours read permissions (not root)");
    ProfileException e = assertThrows(ProfileException.class, () -> Profile.load(file));
    assertEquals("resume", e.field());
    assertTrue(e.getMessage().contains("cv.pdf") && !e.getMessage().contains(dir.toString()), e.getMessage());
  }

  @Test
  void aMissingResumeNamesTheFieldAndTheFix() throws Exception {
    Path file = Files.writeString(dir.resolve("profile.json"), JSON);
    ProfileException e = assertThrows(ProfileException.class, () -> Profile.load(file));
    assertEquals("resume", e.field());
    assertTrue(e.getMessage().contains("relative path"), e.getMessage());
    assertFalse(e.getMessage().contains(dir.toString()), e.getMessage());
  }

  @Test
  void toStringShowsNoPersonalData() throws Exception {
    Files.writeString(dir.resolve("cv.pdf"), "%PDF-1.4");
    Profile p = Profile.load(Files.writeString(dir.resolve("profile.json"), JSON));
    String text = p.toString();
    for (String value : p.personalValues()) {
      assertFalse(text.contains(value), () -> text + " shows a personal value");
    }
    assertFalse(text.contains("cv.pdf"), text);
  }

  @Test
  void personalValuesHoldEveryValueThatDescribesThePerson() throws Exception {
    Files.writeString(dir.resolve("cv.pdf"), "%PDF-1.4");
    Profile p = Profile.load(Files.writeString(dir.resolve("profile.json"), JSON));
    assertTrue(p.personalValues().containsAll(java.util.List.of("Ada", "Lovelace", "Ada Lovelace", "ada@example.org", "+44 20 7946 0000", "442079460000",
        "London", "https://linkedin.example/in/ada", dir.resolve("cv.pdf").toString(), "Referral")), p.personalValues().toString());
    assertFalse(Profile.parse(JSON.replace("Referral", "Yes"), "p.json").personalValues().contains("Yes"));
  }

  @org.junit.jupiter.api.Test
  void aJsonResumeIsAJobProfile() {
    String json = "{\"$schema\": \"https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json\","
        + " \"basics\": {\"name\": \"Grace Brewster Hopper\", \"label\": \"Rear Admiral\", \"email\": \"grace@example.org\","
        + " \"phone\": \"+1 202 555 0147\", \"url\": \"https://grace.example.org\", \"summary\": \"I write compilers.\","
        + " \"location\": {\"city\": \"Arlington\", \"region\": \"Virginia\", \"countryCode\": \"US\"},"
        + " \"profiles\": [{\"network\": \"LinkedIn\", \"url\": \"https://linkedin.example/in/grace\"}, {\"network\": \"GitHub\", \"username\": \"ghopper\", \"url\": \"https://github.example/ghopper\"}]},"
        + " \"work\": [{\"name\": \"US Navy\", \"position\": \"Programmer\"}], \"skills\": [{\"name\": \"COBOL\"}],"
        + " \"answers\": {\"Years of experience\": \"40\"}}";
    Profile p = Profile.parse(json, "resume.json");
    org.junit.jupiter.api.Assertions.assertEquals("Grace Brewster", p.firstName());
    org.junit.jupiter.api.Assertions.assertEquals("Hopper", p.lastName());
    org.junit.jupiter.api.Assertions.assertEquals("Arlington, Virginia, US", p.location());
    org.junit.jupiter.api.Assertions.assertEquals("https://github.example/ghopper", p.links().get("github"));
    org.junit.jupiter.api.Assertions.assertEquals("https://linkedin.example/in/grace", p.links().get("linkedin"));
    org.junit.jupiter.api.Assertions.assertEquals("https://grace.example.org", p.links().get("website"));
    org.junit.jupiter.api.Assertions.assertEquals("I write compilers.", p.coverLetter());
    org.junit.jupiter.api.Assertions.assertEquals("40", p.answers().get("Years of experience"));
    org.junit.jupiter.api.Assertions.assertEquals(Profile.Consent.NONE, p.consent(), "a resume consents to nothing");
    ProfileException noName = org.junit.jupiter.api.Assertions.assertThrows(ProfileException.class,
        () -> Profile.parse("{\"basics\": {\"name\": \"Cher\", \"email\": \"c@example.org\", \"phone\": \"1\"}}", "r.json"));
    org.junit.jupiter.api.Assertions.assertTrue(noName.getMessage().contains("basics.name"), noName.getMessage());
  }
}
