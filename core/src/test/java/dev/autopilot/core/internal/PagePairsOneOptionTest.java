package dev.autopilot.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.GenericPack;
import dev.autopilot.core.pack.Question;
import dev.autopilot.core.pack.QuestionKind;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A value whose key meets no question by its words, placed where its own words meet one option of
 * one question alone on the page, and the cases where that reading says nothing.
 */
class PagePairsOneOptionTest {
  private static GenericPack pack(String... kv) {
    Map<String, String> m = new LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put(kv[i], kv[i + 1]);
    }
    return GenericPack.of(m);
  }

  private static Question radios(String text, String... options) {
    return new Question(text, QuestionKind.CHOICE, List.of(options), "radio", null, false);
  }

  private static Question select(String text, String... options) {
    return new Question(text, QuestionKind.CHOICE, List.of(options), null, null, true);
  }

  private static Question input(String text, boolean required) {
    return new Question(text, QuestionKind.TEXT, List.of(), "text", null, required);
  }

  private static final String BY_ELIMINATION = " (the one value left that only this question takes, by elimination)";

  @Test
  void aValueMeetingOneOptionOfThePageByAWordOfItsOwnGoesToThatQuestion() {
    GenericPack p = pack("name", "Jess Penrose", "how long", "the weekend", "going on", "the patio at the back");
    Question name = input("Full name", true);
    Question length = radios("Hire length", "Weekend Fri–Mon, 3 nights", "Midweek Mon–Fri, 4 nights", "Full week 7 nights");
    Question surface = select("Where will the tub go?", "On a patio or paving", "On decking", "On a lawn", "On gravel");
    PagePairs pairs = PagePairs.of(p, List.of(name, length, surface));
    assertEquals(Optional.of("values[\"how long\"]" + BY_ELIMINATION), pairs.answeredBy(length));
    assertEquals(Optional.of("values[\"going on\"]" + BY_ELIMINATION), pairs.answeredBy(surface));
    assertTrue(pairs.answer(length).filter(a -> a instanceof Answer.Choice c && c.option().equals("the weekend")).isPresent());
  }

  @Test
  void aWordTwoQuestionsOffersPlacesNothing() {
    GenericPack p = pack("name", "Jess Penrose", "going on", "the patio at the back");
    Question surface = select("Where will the tub go?", "On a patio or paving", "On decking");
    Question heater = select("Where should the heater stand?", "Next to the patio", "Indoors");
    PagePairs pairs = PagePairs.of(p, List.of(input("Full name", true), surface, heater));
    assertEquals(Optional.empty(), pairs.answeredBy(surface));
    assertEquals(Optional.empty(), pairs.answeredBy(heater));
  }

  @Test
  void aYesOrNoIsAnsweredByItsSenseNeverByAWord() {
    GenericPack p = pack("name", "Ana Ruiz", "Near", "in front of no. 14");
    Question danger = select("¿Supone un peligro para peatones?", "Sí", "No");
    PagePairs pairs = PagePairs.of(p, List.of(input("Nombre", true), danger));
    assertEquals(Optional.empty(), pairs.answeredBy(danger), "'no.' is a number's abbreviation, not a no");
  }

  @Test
  void aWordTheWholePageSpeaksIsNoEvidence() {
    GenericPack p = pack("الاسم", "خالد الزهراني", "المستشفى الجديد", "مركز الشفاء الطبي");
    Question file = input("رقم الملف الطبي", true);
    Question records = radios("نوع السجلات", "ملخص الخروج", "نتائج التحاليل المخبرية", "الملف الطبي كاملاً");
    PagePairs pairs = PagePairs.of(p, List.of(input("الاسم الرباعي", true), file, records));
    assertEquals(Optional.empty(), pairs.answeredBy(records), "'الطبي' (medical) is asked in the file number's question too");
  }

  @Test
  void wordsInBracketsExplainAnOptionAndNameNothing() {
    GenericPack p = pack("Name", "Tomasz Wierzbicki", "I am a", "PhD student");
    Question status = select("Status", "Undergraduate (project student)", "Postgraduate researcher", "Visiting researcher");
    PagePairs pairs = PagePairs.of(p, List.of(input("Full name", true), status));
    assertEquals(Optional.empty(), pairs.answeredBy(status), "a PhD student is no undergraduate, whatever the brackets say");
  }

  @Test
  void aDateAloneIsNoAddress() {
    GenericPack p = pack("delivery", "Friday 21 May 2027", "postcode", "TR26 2SQ");
    Question date = new Question("Delivery date", QuestionKind.TEXT, List.of(), "date", null, false);
    Question address = new Question("Delivery address", QuestionKind.TEXT, List.of(), "text", "street-address", true);
    assertTrue(PagePairs.misfits(address, "Friday 21 May 2027"));
    assertTrue(!PagePairs.misfits(input("Message", false), "Friday 21 May 2027"), "a person's own words may be a date");
    PagePairs pairs = PagePairs.of(p, List.of(date, address));
    assertEquals(Optional.of(new Answer.Text("Friday 21 May 2027")), pairs.answer(date));
    assertEquals(Optional.empty(), pairs.answer(address), "the date answers the date, never the address as well");
  }

  @Test
  void anAuxiliaryBringsNoKeyNearAQuestion() {
    // "had" says nothing, as "have" and "has" do not: each key answers its own health question
    GenericPack p = pack("tattoo or piercing lately", "no", "ever had a transfusion", "no");
    Question tattoo = radios("Have you had a tattoo, piercing or semi-permanent make-up in the last 4 months?", "Yes", "No");
    Question transfusion = radios("Have you ever received a blood transfusion?", "Yes", "No");
    PagePairs pairs = PagePairs.of(p, List.of(tattoo, transfusion));
    assertEquals(Optional.of("values[\"tattoo or piercing lately\"]"), pairs.answeredBy(tattoo));
    assertEquals(Optional.of("values[\"ever had a transfusion\"]"), pairs.answeredBy(transfusion));
  }
}
