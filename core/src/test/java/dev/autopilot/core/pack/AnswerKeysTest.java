package dev.autopilot.core.pack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Questions meet the profile's keys by meaning: the keys as people wrote them, the questions as pages ask them. */
class AnswerKeysTest {
  private static AnswerKeys keys(String... pairs) {
    Map<String, String> m = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      m.put(pairs[i], pairs[i + 1]);
    }
    return new AnswerKeys(m);
  }

  @Test
  void aKeyThatSaysOnlyWhichOfAThingNamesNoField() {
    // "Wanted by" reads as "preferred" alone: it is no name of the colours, the finish or the date
    AnswerKeys k = keys("Wanted by", "2027-04-15", "Colours", "gold");
    assertTrue(k.find("Couleurs souhaitées").map(f -> !f.key().equals("Wanted by")).orElse(true), "the colours are not a date: " + k.find("Couleurs souhaitées"));
    assertTrue(k.find("Finition souhaitée").isEmpty());
  }

  @Test
  void twoWordsReadAsOneAreNoKeyOfOneWord() {
    // "ID" and "number" are read alike, so "ID number" holds one word of meaning; it is still two
    // words as the person wrote them, and the invoice's number is not their ID
    AnswerKeys k = keys("ID number", "48123456K", "Invoice number", "FV-2027-00318");
    assertTrue(k.find("Número de factura").isEmpty(), "two keys share only 'number' with it: neither answers");
    assertEquals("ID number", k.find("ID number").orElseThrow().key());
    // a concept of two words is one word of meaning and keeps the short question's reading
    assertEquals("Licence plate", keys("Licence plate", "GH-482-KL").find("Plate number").orElseThrow().key());
  }

  @Test
  void wordsWithAnotherEndingAndQuestionWordsDoNotStandBetweenAKeyAndItsQuestion() {
    AnswerKeys k = keys("Current visa status", "F-1 STEM OPT", "Work authorization expiry date", "2027-06-30");
    assertEquals("Work authorization expiry date", k.find("When does your current work authorization expire?").orElseThrow().key());
    assertEquals("Current visa status", k.find("Current visa status *").orElseThrow().key());
  }

  @Test
  void aWordOfTheKeyMeetsOneWordOfTheQuestionOnly() {
    AnswerKeys k = keys("Vorname Partner 1", "Lena", "Nachname Partner 1", "Brückner", "Vorname Partner 2", "Jonas", "Nachname Partner 2", "Albrecht");
    // "Partnerin" and "Partner" are one word of the key, not two: the section alone does not answer its every field
    assertTrue(k.fit("Partnerin / Partner 1: Familienname", "Vorname Partner 1") < 1.0);
    assertEquals("Nachname Partner 1", k.find("Partnerin / Partner 1: Familienname", "p1 nachname", x -> true).orElseThrow().key());
    assertEquals("Vorname Partner 1", k.find("Partnerin / Partner 1: Vorname", "p1 vorname", x -> true).orElseThrow().key());
    assertEquals("Nachname Partner 2", k.find("Partnerin / Partner 2: Familienname", "p2 nachname", x -> true).orElseThrow().key());
  }

  @Test
  void aKindOfAThingIsItsType() {
    AnswerKeys k = keys("Kind of LPA", "both", "LPA for", "my mother");
    assertEquals("Kind of LPA", k.find("Type of LPA").orElseThrow().key(), "'kind of' is 'type of', never the German 'Kind' (a child)");
    assertEquals("#pupil", AnswerKeys.read("Kind"), "a German Kind alone is still a child");
    assertTrue(keys("Kind of support", "x").fit("Type of wheelchair", "Kind of support") < AnswerKeys.ANSWER_OVERLAP, "the kind of another thing is no answer");
    assertEquals("boat type", keys("Boat", "Kingfisher Dawn", "boat type", "narrowboat").find("Type of boat").orElseThrow().key(),
        "'boat type' is 'type of boat', and says more of it than 'Boat'");
  }

  @Test
  void caseAccentsMarksAndButtonTextsInTheLabelDoNotMatter() {
    AnswerKeys k = keys("Upload file", "a", "Résumé headline", "b");
    assertEquals("Upload file", k.find("attach file upload file").orElseThrow().key());
    assertEquals("Résumé headline", k.find("RESUME HEADLINE:").orElseThrow().key());
    assertEquals("Résumé headline", k.find("Resume headline (one line) *").orElseThrow().key());
  }

  @Test
  void arabicKeysMeetTheirQuestionsDespiteMarksAndTheOtherGrammaticalPerson() {
    AnswerKeys k = keys("المدينة", "عمّان", "هل أنا مستعدة للانتقال؟", "لا", "سنوات الخبرة", "من 2 إلى 5 سنوات");
    assertEquals("هل أنا مستعدة للانتقال؟", k.find("هل أنت مستعد للانتقال إلى مدينة أخرى؟").orElseThrow().key());
    assertEquals("سنوات الخبرة", k.find("سنوات الخبرة *").orElseThrow().key());
  }

  @Test
  void keysSharingOneWordOfManyDoNotAnswer() {
    AnswerKeys k = keys("Work authorization expiry date", "2027-06-30", "Years of experience", "5");
    assertEquals(Optional.empty(), k.find("Current employer"));
    assertEquals(Optional.empty(), k.find("Start date"));
    assertEquals(Optional.empty(), k.find("Experience with Kubernetes in production clusters at scale"));
  }

  @Test
  void theClosestKeysOfAnUnansweredQuestionComeClosestFirst() {
    AnswerKeys k = keys("Preferred start date", "x", "Notice period", "y", "Years of experience", "z");
    List<String> near = k.closest("When could you start work?", 3);
    assertEquals(List.of("Preferred start date"), near);
    assertTrue(k.closest("Shoe size", 3).isEmpty());
  }

  @Test
  void sameWordKeepsShortAndUnrelatedWordsApart() {
    assertTrue(AnswerKeys.sameWord("expire", "expiry"));
    assertTrue(AnswerKeys.sameWord("authorized", "authorization"));
    assertFalse(AnswerKeys.sameWord("contract", "contact"));
    assertTrue(AnswerKeys.sameWord("start", "starting"));
    assertFalse(AnswerKeys.sameWord("phone", "photograph"));
    assertFalse(AnswerKeys.sameWord("age", "agent"));
  }





  @Test
  void wordsAndAbbreviationsThatStandForEachOtherAreReadAsOne() {
    AnswerKeys k = keys("Member ID", "M-7731", "Qty", "12", "OS", "macOS 15", "Policy info", "see attached");
    assertEquals("Member ID", k.find("Member number").orElseThrow().key());
    assertEquals("Member ID", k.find("Member no.").orElseThrow().key());
    assertEquals("Qty", k.find("Quantity ordered").orElseThrow().key());
    assertEquals("OS", k.find("Operating system").orElseThrow().key());
    assertEquals("Policy info", k.find("Policy information").orElseThrow().key());
    assertTrue(k.find("Phone number").isEmpty(), "a number of another thing is not a member's");
    assertEquals("Size", keys("Size", "30 x 20 cm").find("Dimensions (W x H)").orElseThrow().key());
  }

  @Test
  void aNestedCodeNameIsReadByItsOwnPart() {
    assertEquals("postal code", new Question("x", QuestionKind.TEXT, List.of(), null, null, false, "invoice[billing][postal_code]").fieldNameWords());
    assertEquals("given name", new Question("x", QuestionKind.TEXT, List.of(), null, null, false, "form[guests][0][givenName]").fieldNameWords());
    assertEquals("txt city", new Question("x", QuestionKind.TEXT, List.of(), null, null, false, "ctl00$Body$txtCity").fieldNameWords());
    assertEquals(Optional.of("given-name"), FieldMeanings.standard().of(new Question("Guest", QuestionKind.TEXT, List.of(), "text", null, true, "booking[guest][first_name]")));
  }

  @Test
  void aShortQuestionIsAnsweredByTheOneKeyThatHoldsItsWords() {
    AnswerKeys k = keys("Book title", "Dune", "Publisher", "Chilton");
    assertEquals("Book title", k.find("Title").orElseThrow().key());
    AnswerKeys two = keys("Book title", "Dune", "Chapter title", "Arrakis");
    assertTrue(two.find("Title").isEmpty(), "two keys hold it: which one is meant is not known");
    assertTrue(k.find("Edition").isEmpty());
  }

  @Test
  void englishEndingsOnShortWordsAreOneWord() {
    assertTrue(AnswerKeys.sameWord("shop", "shopped"));
    assertTrue(AnswerKeys.sameWord("book", "booking"));
    assertTrue(AnswerKeys.sameWord("guest", "guests"));
    assertFalse(AnswerKeys.sameWord("new", "news"));
    assertFalse(AnswerKeys.sameWord("us", "use"));
    assertFalse(AnswerKeys.sameWord("car", "care"));
    assertFalse(AnswerKeys.sameWord("contract", "contact"));
    assertEquals("Address line 2", AnswerKeys.withoutNumbering("Address line 2"));
    assertEquals("Which one?", AnswerKeys.withoutNumbering("Q4) Which one?"));
    assertEquals("Why did you shop with us?", keys("Why did you shop with us?", "x", "Email", "y")
        .find("3. Which best describes why you shopped with us?").orElseThrow().key());
  }

  @Test
  void articlesAndPronounsOfOtherLanguagesCarryNoMeaning() {
    assertEquals("Secteur", keys("Secteur", "x", "Email", "y").find("Quel est votre secteur d'activité ?").orElseThrow().key());
  }
}
