package dev.autopilot.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.match.ValueKind;
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
 * The one value left of a typed input's shape: the page's {@code type} and the value's form are the
 * evidence, in any language, with guards for values that mean something of their own and for
 * values kept for many forms.
 */
class PagePairsShapeTest {
  private static GenericPack pack(String... kv) {
    Map<String, String> m = new LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put(kv[i], kv[i + 1]);
    }
    return GenericPack.of(m);
  }

  private static Question typed(String text, String type, boolean required) {
    return new Question(text, QuestionKind.TEXT, List.of(), type, null, required, null);
  }

  private static Question input(String text) {
    return new Question(text, QuestionKind.TEXT, List.of(), "text", null, true, null);
  }

  private static Optional<Answer> text(String value) {
    return Optional.of(new Answer.Text(value));
  }

  @Test
  void aRequiredDateTakesTheOneDateLeftWhateverTheKeySays() {
    GenericPack p = pack("Business name", "Corner Bakery Ltd", "Moved in", "2024-08-01");
    Question name = input("Business name");
    Question since = typed("Date you started occupying the premises", "date", true);
    PagePairs pairs = PagePairs.of(p, List.of(name, since));
    assertEquals(text("2024-08-01"), pairs.answer(since));
    assertEquals(Optional.of("values[\"Moved in\"] (the one value left of this field's shape, a date)"), pairs.answeredBy(since));
  }

  @Test
  void theShapeCrossesLanguages() {
    GenericPack p = pack("Name", "Jonas Weber", "How many", "7", "Date seen", "2026-05-14");
    Question name = input("Name");
    Question count = typed("Anzahl der beobachteten Vögel", "number", true);
    Question day = typed("Beobachtungsdatum", "date", true);
    PagePairs pairs = PagePairs.of(p, List.of(name, count, day));
    assertEquals(text("7"), pairs.answer(count));
    assertEquals(text("2026-05-14"), pairs.answer(day));
  }

  @Test
  void anEmailAddressUnderAKeyReadAsAnotherFieldGoesToTheOneEmailField() {
    GenericPack p = pack("Prénom", "Camille", "Adresse mail", "camille@example.fr");
    Question first = input("Prénom");
    Question mail = typed("Courriel", "email", true);
    assertEquals(text("camille@example.fr"), PagePairs.of(p, List.of(first, mail)).answer(mail));
    Question other = typed("Emergency contact's email", "email", true);
    assertEquals(Optional.empty(), PagePairs.of(p, List.of(first, other)).answer(other), "the person's own address is not their emergency contact's");
  }

  @Test
  void aKeyWithAMeaningOfItsOwnGoesOnlyToAQuestionOfThatMeaning() {
    GenericPack p = pack("Name", "Ana Ruiz", "Date of birth", "1990-03-02");
    Question name = input("Name");
    Question visit = typed("Preferred appointment day", "date", true);
    assertEquals(Optional.empty(), PagePairs.of(p, List.of(name, visit)).answer(visit), "a birthday is no appointment");
    GenericPack own = pack("Name", "Ana Ruiz", "Mobile", "07700 900 843");
    Question emergency = typed("Emergency contact's phone", "tel", true);
    assertEquals(Optional.empty(), PagePairs.of(own, List.of(name, emergency)).answer(emergency), "the person's phone is not their emergency contact's");
  }

  @Test
  void twoQuestionsOfOneShapeOrTwoValuesOfItPairNothing() {
    Question from = typed("Closed from", "date", true);
    Question to = typed("Closed until", "date", true);
    GenericPack one = pack("Party day", "2026-06-20");
    PagePairs pairs = PagePairs.of(one, List.of(from, to));
    assertEquals(Optional.empty(), pairs.answer(from));
    assertEquals(Optional.empty(), pairs.answer(to));
    GenericPack two = pack("Started", "2026-10-11", "Ended", "2026-10-20");
    Question since = typed("Since when?", "date", true);
    assertEquals(Optional.empty(), PagePairs.of(two, List.of(since)).answer(since));
  }

  @Test
  void anOptionalInputIsNotAskedWhenThePageMarksOthersRequired() {
    GenericPack p = pack("Name", "Ana Ruiz", "Started", "2026-10-11");
    Question name = input("Name");
    Question since = typed("Since when?", "date", false);
    assertEquals(Optional.empty(), PagePairs.of(p, List.of(name, since)).answer(since));
  }

  @Test
  void valuesKeptForManyFormsLeaveTheShapeSilent() {
    GenericPack profile = pack("Name", "Ana Ruiz", "Years of experience", "5", "Team", "Platform", "Languages", "Spanish, English", "Hobby", "climbing",
        "Shoe size", "38 EU", "Favourite colour", "green", "Notice period", "one month");
    Question name = input("Name");
    Question pupils = typed("Number of pupils", "number", true);
    assertEquals(Optional.empty(), PagePairs.of(profile, List.of(name, pupils)).answer(pupils), "seven values found no field: not written for this page");
  }

  @Test
  void aFieldThatTakesAMeaningOnlyFromItsCodeNameDoesNotTakeThePersonsOwn() {
    GenericPack p = pack("Address", "Flat 12, Harrow Court", "Noisy neighbour's flat", "Flat 16, Harrow Court");
    Question own = new Question("Your address", QuestionKind.TEXT, List.of(), null, null, true, "address");
    Question source = new Question("Which property is the noise coming from?", QuestionKind.TEXT, List.of(), "text", null, true, "sourceAddress");
    PagePairs pairs = PagePairs.of(p, List.of(own, source));
    assertEquals(text("Flat 12, Harrow Court"), pairs.answer(own));
    assertFalse(pairs.answer(source).equals(text("Flat 12, Harrow Court")), "the page asks whose in words: not the person's own address");
    Question billing = new Question("Billing address", QuestionKind.TEXT, List.of(), "text", null, true, "billing");
    assertEquals(text("Flat 12, Harrow Court"), PagePairs.of(p, List.of(own, billing)).answer(billing), "a field asking the same meaning in words still takes it");
  }

  @Test
  void aDateAloneIsNoAnswerToABoxOfTextThatAsksNoDay() {
    Question source = new Question("Which property is the noise coming from?", QuestionKind.TEXT, List.of(), "text", null, true, "source");
    assertTrue(PagePairs.misfits(source, "2026-10-01"));
    assertFalse(PagePairs.misfits(new Question("Since when has it been happening?", QuestionKind.TEXT, List.of(), "text", null, true, "since"), "2026-10-01"));
    assertFalse(PagePairs.misfits(source, "Flat 16, Harrow Court"));
    assertFalse(PagePairs.misfits(new Question("What our records show now", QuestionKind.TEXT, List.of(), "text", null, true, "current"), "04/11/1987"),
        "a label may hold a date: only a question sentence that asks no day refuses one");
    assertFalse(PagePairs.misfits(new Question("Wann sind Sie ausgezogen?", QuestionKind.TEXT, List.of(), "text", null, true, "auszug"), "2026-10-31"));
  }

  @Test
  void theOneQuestionOfTextLeftTakesTheOneValueLeft() {
    GenericPack p = pack("Name", "Ola Nordmann", "Email", "ola@example.no", "Publication", "Harbour Gazette");
    Question name = input("Name");
    Question email = typed("Email", "email", true);
    Question outlet = input("Media outlet");
    PagePairs pairs = PagePairs.of(p, List.of(name, email, outlet));
    assertEquals(text("Harbour Gazette"), pairs.answer(outlet));
    assertEquals(Optional.of("values[\"Publication\"] (the one value left for the one question of text left)"), pairs.answeredBy(outlet));
  }

  @Test
  void twoQuestionsOrTwoValuesLeftOrAValueOfAnotherKindPairNothing() {
    Question name = input("Name");
    Question outlet = input("Media outlet");
    Question beat = input("Beat or section");
    GenericPack one = pack("Name", "Ola Nordmann", "Publication", "Harbour Gazette");
    assertEquals(Optional.empty(), PagePairs.of(one, List.of(name, outlet, beat)).answer(outlet), "two questions left");
    GenericPack two = pack("Name", "Ola Nordmann", "Publication", "Harbour Gazette", "Desk", "Sport");
    assertEquals(Optional.empty(), PagePairs.of(two, List.of(name, outlet)).answer(outlet), "two values left");
    GenericPack yes = pack("Name", "Ola Nordmann", "Newsletter", "no");
    assertEquals(Optional.empty(), PagePairs.of(yes, List.of(name, outlet)).answer(outlet), "a no answers what its key asks");
    GenericPack phone = pack("Name", "Ola Nordmann", "Mobile", "+47 912 34 567");
    assertEquals(Optional.empty(), PagePairs.of(phone, List.of(name, outlet)).answer(outlet), "a phone goes where its meaning says");
    Question optional = new Question("Media outlet", QuestionKind.TEXT, List.of(), "text", null, false, null);
    assertEquals(Optional.empty(), PagePairs.of(one, List.of(name, optional)).answer(optional), "the page does not ask it");
  }

  @Test
  void aValueHasAShapeOnlyInOneReading() {
    assertTrue(PagePairs.hasShape(ValueKind.NUMBER, "26"));
    assertFalse(PagePairs.hasShape(ValueKind.NUMBER, "0551234987"), "a phone number kept in digits is no count");
    assertFalse(PagePairs.hasShape(ValueKind.TIME, "4"), "a bare number is no time of day");
    assertTrue(PagePairs.hasShape(ValueKind.TIME, "10:00"));
    assertTrue(PagePairs.hasShape(ValueKind.DATE, "14 August 1995"));
    assertFalse(PagePairs.hasShape(ValueKind.DATE, "2026-12-03 10:00"), "a date and a time is no date");
    assertTrue(PagePairs.hasShape(ValueKind.PHONE, "+44 7700 900843"));
    assertFalse(PagePairs.hasShape(ValueKind.PHONE, "DX27-4418"));
    assertTrue(PagePairs.hasShape(ValueKind.EMAIL, "o@example.org"));
  }
}
