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
}
