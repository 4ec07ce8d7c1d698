package dev.autopilot.core.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A key meets its question in other words and other languages, through the concepts lexicon and the page's own code names. */
class FormConceptsTest {
  private static AnswerKeys keys(String... pairs) {
    Map<String, String> m = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      m.put(pairs[i], pairs[i + 1]);
    }
    return new AnswerKeys(m);
  }

  private static String keyFor(AnswerKeys k, String question) {
    return k.find(question).map(AnswerKeys.Found::key).orElse("(none)");
  }

  @Test
  void everyLineOfTheLexiconNamesItsConceptInAllSixLanguages() throws IOException {
    try (InputStream in = FormConcepts.class.getResourceAsStream("concepts.txt")) {
      int concepts = 0;
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\\R")) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] parts = line.split("\\|");
        List<String> languages = java.util.Arrays.stream(parts).skip(1).map(p -> p.substring(0, p.indexOf(':')).strip()).toList();
        assertEquals(List.of("en", "de", "fr", "es", "zh", "ar"), languages, line);
        concepts++;
      }
      assertTrue(concepts >= 60, "the lexicon covers the common questions of forms: " + concepts);
    }
  }

  @Test
  void englishKeysMeetQuestionsAskedInOtherLanguages() {
    AnswerKeys k = keys("Title", "Ms", "Sector", "Local government", "Ticket", "Both days", "Nationality", "Saudi Arabia", "Degree level", "Bachelor's",
        "Insurance type", "statutory", "Existing patient", "no", "Preferred contact", "phone", "Dietary requirements", "Vegetarian");
    assertEquals("Title", keyFor(k, "Civilité"));
    assertEquals("Sector", keyFor(k, "Secteur d'activité"));
    assertEquals("Ticket", keyFor(k, "Type de billet"));
    assertEquals("Dietary requirements", keyFor(k, "Régime alimentaire"));
    assertEquals("Nationality", keyFor(k, "الجنسية"));
    assertEquals("Degree level", keyFor(k, "المرحلة الدراسية المطلوبة"));
    assertEquals("Insurance type", keyFor(k, "Versicherung"));
    assertEquals("Existing patient", keyFor(k, "Sind Sie bereits Patient/in unserer Praxis?"));
    assertEquals("Preferred contact", keyFor(k, "¿Cómo prefiere que le contactemos?"));
    assertEquals("Sector", keyFor(k, "所属行业"));
  }

  @Test
  void keysInOtherWordsMeetTheirQuestions() {
    AnswerKeys k = keys("RSVP", "Yes", "Audition time", "Saturday afternoon", "Hours worked", "22.5", "Rate per hour", "65", "How did you hear about us?", "A friend");
    assertEquals("RSVP", keyFor(k, "Will you be joining us?"));
    assertEquals("Audition time", keyFor(k, "Which audition slot can you attend?"));
    assertEquals("Hours worked", keyFor(k, "Hours"));
    assertEquals("Rate per hour", keyFor(k, "Hourly rate"));
    assertEquals("How did you hear about us?", keyFor(k, "¿Cómo nos ha conocido?"));
  }

  @Test
  void questionWordsAndATrailingOnAreReadAsWhatTheyAskFor() {
    AnswerKeys k = keys("Bought on", "2026-11-02", "Retailer", "Harvey Norman");
    assertEquals("Bought on", keyFor(k, "Date of purchase"));
    assertEquals("Bought on", keyFor(k, "When did you buy it?"));
    assertEquals("Retailer", keyFor(k, "Where did you buy it?"), "where asks for a place, not the day");
    assertEquals("Einzug am", keyFor(keys("Einzug am", "2027-01-01"), "Einzugsdatum"));
  }

  @Test
  void aKeyOfFunctionWordsNamesItsConceptOnlyAsAWholeText() {
    AnswerKeys k = keys("Du", "2026-12-21", "Au", "2027-01-02", "Manager", "claire@example.org");
    assertEquals("Du", keyFor(k, "Premier jour d’absence"));
    assertEquals("Au", keyFor(k, "Dernier jour d'absence"));
    assertEquals("Manager", keyFor(k, "Courriel du responsable qui valide"), "the 'du' of a question is not a start");
    assertEquals("#start", FormConcepts.standard().read("du"));
    assertFalse(FormConcepts.standard().read("courriel du responsable").contains("#start"));
  }

  @Test
  void aQuestionOfFunctionWordsMeetsTheOneKeyOfFunctionWordsItStartsWith() {
    AnswerKeys k = keys("I am", "Owner", "Email", "a@b.c");
    assertEquals("I am", keyFor(k, "I am the"));
    assertEquals("(none)", keyFor(keys("I am", "Owner", "I was", "x"), "We are"));
  }

  @Test
  void aChildOnASchoolFormIsItsStudent() {
    AnswerKeys k = keys("Child first name", "Ava", "Child last name", "Thompson", "Parent name", "Rachel Thompson");
    assertEquals("Child first name", keyFor(k, "Student's legal first name"));
    assertEquals("Child last name", keyFor(k, "Student's legal last name"));
  }

  @Test
  void theTextIsReadStructurally() {
    FormConcepts c = FormConcepts.standard();
    assertEquals("#sector", AnswerKeys.read("Secteur d'activité"), "an elided article stands apart");
    assertEquals("l après-midi", FormConcepts.elisionsApart("l’après-midi"));
    assertEquals("#preferred #date", c.read("wunschtermin"), "a German compound of two known words reads as both");
    assertEquals("#event #date", c.read("活动日期"), "Chinese is cut into the lexicon's words");
    assertEquals("预计 #people", c.read("预计人数"), "unknown characters stay one word");
    assertEquals("#passport", AnswerKeys.read("رقم جواز السفر"));
    assertEquals("#passport", AnswerKeys.read("رقم الجواز"), "an Arabic article does not count");
    assertTrue(AnswerKeys.sameWord("#honorific", "#honorific/title"));
    assertFalse(AnswerKeys.sameWord("#date", "date"));
  }

  @Test
  void chineseKeysMeetTheQuestionsThatHoldThem() {
    AnswerKeys k = keys("日期", "2027-03-18", "人数", "150", "需求", "投影");
    assertEquals("日期", keyFor(k, "活动日期"));
    assertEquals("人数", keyFor(k, "预计人数"));
    assertEquals("需求", keyFor(k, "需求说明"));
  }

  @Test
  void theControlsCodeNameNamesAKeyTheTextDoesNot() {
    AnswerKeys k = keys("Number of people", "4", "Notes", "x");
    assertEquals(Optional.empty(), k.find("Party"));
    Optional<AnswerKeys.Found> f = k.find("Party", "party size", key -> true);
    assertEquals("Number of people", f.orElseThrow().key());
    assertEquals(AnswerKeys.CODE_NAME, f.get().score());
    assertEquals("Notes", k.find("Notes", "party size", key -> true).orElseThrow().key(), "the words come first");
    AnswerKeys pets = keys("Experience with animals", "I grew up with cats", "Pet I want to adopt", "Luna");
    assertEquals(Optional.empty(), pets.findByCodeName("animal", key -> true), "a code name is not held in a longer key");
    assertEquals("Pet I want to adopt", keyFor(pets, "Which animal would you like to adopt?"));
  }

  @Test
  void aTieBetweenTwoKeysIsSettledByEvidence() {
    AnswerKeys k = keys("Insurance type", "gesetzlich", "Health insurance", "AOK PLUS");
    assertEquals("Insurance type", k.find("Versicherung", key -> true, key -> key.equals("Insurance type")).orElseThrow().key());
    assertEquals("Health insurance", k.find("Versicherung", key -> true, key -> key.equals("Health insurance")).orElseThrow().key());
  }

  @Test
  void aFunctionWordThatEndsATextSaysWhereASpanLies() {
    assertTrue(FormConcepts.standard().read("access needed from").endsWith("#start"));
    assertTrue(FormConcepts.standard().read("valid to").endsWith("#end"));
    assertFalse(FormConcepts.standard().read("bought from").contains("#start"), "a longer phrase took it");
    assertFalse(FormConcepts.standard().read("where are you from").contains("#start"), "a function word before it: no span");
  }

  @Test
  void conceptsThatFormsOfManyDomainsAskMeetAcrossLanguages() {
    assertEquals("Number of people", keyFor(keys("Number of people", "26", "Email", "x"), "Teilnehmende gesamt"));
    assertEquals("Accompanying adults", keyFor(keys("Accompanying adults", "2", "Number of people", "26"), "davon Begleitpersonen"));
    assertEquals("Visit date", keyFor(keys("Visit date", "2027-03-09", "Arrival time", "10:00"), "Besuchstag"));
    assertEquals("Guided tour", keyFor(keys("Guided tour", "ja", "Notes", "x"), "Führung"));
    assertEquals("Participation", keyFor(keys("Participation", "In person", "Track", "Climate"), "How will you take part?"));
    assertEquals("Location", keyFor(keys("Location", "Valencia, Spain", "Medium", "Textile"), "City / Country of residence"));
    assertEquals("上门日期", keyFor(keys("上门日期", "2026-12-02", "房间号", "1203"), "*期望上门日期"));
    AnswerKeys lifts = keys("Ascensor en la casa actual", "No", "Ascensor en la casa nueva", "Sí");
    assertEquals("Ascensor en la casa actual", keyFor(lifts, "¿Hay ascensor en el origen?"));
    assertEquals("Ascensor en la casa nueva", keyFor(lifts, "¿Hay ascensor en el destino?"));
  }
}
