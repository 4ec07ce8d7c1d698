package dev.autopilot.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.jobpack.Profile;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PersonalDataTest {
  static final Profile PROFILE = Profile.parse("""
      {"firstName":"Ada","lastName":"Lovelace","email":"ada@example.org","phone":"+44 20 7946 0000","location":"London, UK",
       "links":{"github":"https://github.com/ada"},"coverLetter":"I would like to join your team.","consent":{"applicationTerms":true,"dataProcessing":true,"marketing":false},
       "answers":{"How did you hear about us?":"A friend told me"}}""", "test");

  @Test
  void placeholdersAreFilledAndUnknownOnesNamed() {
    PersonalData d = PersonalData.fromProfile(PROFILE);
    assertEquals("Ada Lovelace <ada@example.org>", d.fill("{{first_name}} {{last_name}} <{{ email }}>"));
    assertEquals(List.of("ssn"), d.unknownPlaceholders("{{ssn}} {{email}}"));
    assertThrows(IllegalArgumentException.class, () -> d.fill("{{ssn}}"));
    assertTrue(PersonalData.onlyPlaceholders("{{first_name}} {{last_name}}"));
    assertFalse(PersonalData.onlyPlaceholders("Mr {{last_name}}"));
    assertFalse(PersonalData.onlyPlaceholders(""));
  }

  @Test
  void theProfileMapsToKindsThatDecideWhatLeaves() {
    PersonalData d = PersonalData.fromProfile(PROFILE);
    assertEquals(PersonalData.Kind.IDENTITY, d.item("email").orElseThrow().kind());
    assertEquals(PersonalData.Kind.IDENTITY, d.item("link_github").orElseThrow().kind());
    assertEquals(PersonalData.Kind.COVER_LETTER, d.item("cover_letter").orElseThrow().kind());
    assertEquals(PersonalData.Kind.FREE_TEXT, d.item("how_did_you_hear_about_us").orElseThrow().kind());
    assertFalse(PersonalData.disclosed(d.item("email").orElseThrow(), Set.of(LlmConfig.Share.FREE_TEXT, LlmConfig.Share.COVER_LETTER)));
    assertTrue(PersonalData.disclosed(d.item("cover_letter").orElseThrow(), Set.of(LlmConfig.Share.COVER_LETTER)));
    assertFalse(d.toString().contains("Ada"), "toString shows keys only");
  }

  @Test
  void scrubbingReplacesWithheldValuesButNotTheWordsOfAPage() {
    PersonalData d = PersonalData.fromProfile(PROFILE);
    String page = "e1 \"Name\" = \"Ada Lovelace\" e2 \"Email\" = \"ADA@example.org\" e3 radio \"Yes\" (x) e4 \"Source\" = \"A friend told me\"";
    String scrubbed = d.scrub(page, Set.of());
    assertEquals("e1 \"Name\" = \"{{full_name}}\" e2 \"Email\" = \"{{email}}\" e3 radio \"Yes\" (x) e4 \"Source\" = \"{{how_did_you_hear_about_us}}\"", scrubbed);
    assertNull(d.leakIn(scrubbed, Set.of()));
    assertTrue(d.leakIn(page, Set.of()) != null);
    assertEquals("In Canada, {{first_name}} said", d.scrub("In Canada, Ada said", Set.of()), "only whole words");
    assertTrue(d.scrub(page, Set.of(LlmConfig.Share.FREE_TEXT)).contains("A friend told me"), "shared free text stays");
  }

  @Test
  void keysAreCheckedAndDerivedFromQuestions() {
    assertThrows(IllegalArgumentException.class, () -> PersonalData.builder().identity("E-mail", "x", "e-mail"));
    assertEquals("how_did_you_hear_about_us", PersonalData.keyOf("How did you hear about us?"));
    assertEquals("q_2024_goals", PersonalData.keyOf("2024 goals"));
  }

  @Test
  void aValuesFileIsDataUnderItsOwnKeysWithItsConsent() {
    dev.autopilot.core.pack.GenericPack pack = dev.autopilot.core.pack.GenericPack.load(write("""
        {"values": {"given-name": "Ada", "Date of birth": "1815-12-10", "Phone": "020 7946 0000", "Sector": "Local government",
                    "电话": "+86 10 1234 5678", "Consent to be contacted": "yes", "2024 goals": "Ship it"},
         "files": {"CV": "cv.pdf"}, "consent": {"marketing": false}}"""));
    PersonalData d = PersonalData.fromValues(pack);
    assertEquals(Set.of("given_name", "date_of_birth", "phone", "sector", "value_5", "consent_to_be_contacted", "q_2024_goals", "cv"), d.items().keySet());
    assertEquals(PersonalData.Kind.IDENTITY, d.item("given_name").orElseThrow().kind(), "a name by its key's meaning");
    assertEquals(PersonalData.Kind.IDENTITY, d.item("date_of_birth").orElseThrow().kind(), "a date by its shape");
    assertEquals(PersonalData.Kind.IDENTITY, d.item("value_5").orElseThrow().kind(), "a phone by its shape, whatever its key's script");
    assertEquals(PersonalData.Kind.FREE_TEXT, d.item("sector").orElseThrow().kind());
    assertEquals(PersonalData.Kind.FILE, d.item("cv").orElseThrow().kind());
    assertEquals("the person's value for: Sector", d.item("sector").orElseThrow().description());
    assertEquals("Local government", d.fill("{{sector}}"));
    assertEquals(pack.consent(), d.consent(), "the pack's consent, values' own answers included");
    String contact = "By checking this box I agree that Harbor Loans may contact me by phone, text or email about my inquiry.";
    java.util.Set<dev.autopilot.core.consent.Commitment> uncovered = dev.autopilot.core.consent.ConsentRules.commitments(contact);
    assertEquals(java.util.Optional.of("Consent to be contacted"), d.consent().decidedBy(contact, "", List.of(), uncovered).map(by -> by.replaceAll("^values\\[\"|\"\\]$", "")),
        "the person's own yes to the box decides it, for the model's plan as for the rules'");
    assertFalse(d.consent().agreesTo(dev.autopilot.core.consent.Commitment.MARKETING));
  }

  private static java.nio.file.Path write(String json) {
    try {
      java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("values");
      java.nio.file.Files.writeString(dir.resolve("cv.pdf"), "%PDF-1.4");
      return java.nio.file.Files.writeString(dir.resolve("values.json"), json);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
