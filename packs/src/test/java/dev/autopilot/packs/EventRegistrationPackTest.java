package dev.autopilot.packs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.consent.Commitment;
import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.ProfileException;
import dev.autopilot.core.pack.Question;
import dev.autopilot.core.pack.QuestionKind;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class EventRegistrationPackTest {
  static final String ADA = """
      {"name": "Ada Lovelace", "email": "ada@example.org", "organization": "Analytical Engines Ltd",
       "ticketType": "Community pass", "dietaryNeeds": "Vegetarian", "sessions": ["Opening keynote", "Agents in practice"],
       "consent": {"terms": true, "dataProcessing": true}}""";
  final EventRegistrationPack pack = EventRegistrationPack.of(Attendee.parse(ADA, "ada.json"));

  static Question text(String q) {
    return new Question(q, QuestionKind.TEXT, List.of(), null, null, true);
  }

  @Test
  void theCommonFieldsComeFromTheGenericPackInAnyLanguage() {
    assertEquals(Optional.of(new Answer.Text("Ada Lovelace")), pack.answer(text("Full name")));
    assertEquals(Optional.of(new Answer.Text("Ada")), pack.answer(text("Vorname")), "a full name gives its given name");
    assertEquals(Optional.of(new Answer.Text("ada@example.org")), pack.answer(new Question("Where do we send your badge?", QuestionKind.TEXT, List.of(), "email", null, true)));
    assertEquals(Optional.of(new Answer.Text("Analytical Engines Ltd")), pack.answer(text("Company")));
    assertEquals(Optional.of("attendee[\"email\"]"), pack.answeredBy(text("E-mail address")));
  }

  @Test
  void theEventsOwnQuestionsComeFromTheAttendee() {
    Question ticket = new Question("Ticket type", QuestionKind.CHOICE, List.of("Community pass (free)", "Workshop pass (€149)"), null, null, true);
    assertEquals(Optional.of(new Answer.Choice("Community pass")), pack.answer(ticket));
    assertEquals(Optional.of("attendee[\"ticketType\"]"), pack.answeredBy(ticket));
    assertEquals(Optional.of(new Answer.Choice("Vegetarian")), pack.answer(new Question("Dietary requirements", QuestionKind.CHOICE, List.of("None", "Vegetarian"), null, null, false)));
    assertEquals(Optional.empty(), pack.answer(text("Accessibility needs")), "nothing given, nothing typed");
    Question keynote = new Question("Which sessions will you attend?: Opening keynote", QuestionKind.TOGGLE, List.of(), null, null, false);
    Question testing = new Question("Which sessions will you attend?: Testing with real browsers", QuestionKind.TOGGLE, List.of(), null, null, false);
    assertEquals(Optional.of(new Answer.Toggle(true)), pack.answer(keynote));
    assertEquals(Optional.of(new Answer.Toggle(false)), pack.answer(testing));
  }

  @Test
  void valueKeysAreTheAttendeesFieldsThatHoldAValue() {
    assertEquals(Set.of("name", "email", "organization", "ticketType", "dietaryNeeds", "sessions"), pack.valueKeys());
  }

  @Test
  void consentIsTheAttendeesAndNeverMoney() {
    assertTrue(pack.consent().agreesTo(Commitment.TERMS));
    assertTrue(pack.consent().agreesTo(Commitment.DATA_PROCESSING));
    assertFalse(pack.consent().agreesTo(Commitment.MARKETING));
    assertFalse(pack.consent().agreesTo(Commitment.MONEY));
  }

  @Test
  void aBadFileNamesTheFieldAndTheFixWithoutItsValue() {
    ProfileException e = assertThrows(ProfileException.class, () -> Attendee.parse(ADA.replace("ada@example.org", "ada at example"), "ada.json"));
    assertEquals("email", e.field());
    assertEquals(ErrorCode.CONFIG_INVALID, e.code());
    assertTrue(e.getMessage().contains("ada.json") && e.getMessage().contains("name@example.org"), e.getMessage());
    assertFalse(e.getMessage().contains("ada at example"), e.getMessage());
    assertEquals("ticketType", assertThrows(ProfileException.class, () -> Attendee.parse(ADA.replace("\"ticketType\": \"Community pass\",", ""), "a.json")).field());
    assertEquals("tshirt", assertThrows(ProfileException.class, () -> Attendee.parse(ADA.replace("{\"name\"", "{\"tshirt\": \"M\", \"name\""), "a.json")).field());
    assertEquals("consent", assertThrows(ProfileException.class, () -> Attendee.parse(ADA.replace("{\"terms\": true, \"dataProcessing\": true}", "true"), "a.json")).field());
    assertEquals(ErrorCode.FILE_NOT_FOUND, assertThrows(ProfileException.class, () -> Attendee.load(java.nio.file.Path.of("no-such-attendee.json"))).code());
  }

  @Test
  void theOutcomePhrasesAreARuleFileOfTheClassifier() {
    assertTrue(EventRegistrationPack.outcomeRules().rules().stream().anyMatch(r -> r.code().equals("REGISTRATION_CONFIRMED")
        && r.pattern().matcher("You're registered! See you on 12 March.").find()));
  }
}
