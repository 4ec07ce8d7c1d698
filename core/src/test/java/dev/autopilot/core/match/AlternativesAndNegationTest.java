package dev.autopilot.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An option written as alternatives is named by an answer holding one of them; of two options one
 * of which is "without" the thing, a yes picks the other.
 */
class AlternativesAndNegationTest {
  private static final List<String> MATTERS = List.of("Family-based petition", "Green card (adjustment of status)", "Citizenship / naturalization",
      "Employment visa", "DACA renewal", "Deportation defense");

  @Test
  void anAnswerHoldingOneAlternativeOfAnOptionPicksIt() {
    assertEquals(2, Match.bestOption(MATTERS, "apply for U.S. citizenship"));
    assertEquals(-1, Match.optionByAlternative(List.of("Dance / movement", "Music / movement"), "movement classes"), "two options hold it");
    assertEquals(-1, Match.optionByAlternative(List.of("Art / design", "Other"), "art classes"), "an alternative of four letters or fewer is too short to tell");
  }

  @Test
  void withoutInSixLanguagesIsANegation() {
    assertEquals(0, Match.bestOption(List.of("mit Führung (60 Min.)", "ohne Führung"), "ja"));
    assertEquals(1, Match.bestOption(List.of("With a guided tour", "Without a guide"), "no"));
    assertEquals(0, Match.bestOption(List.of("Avec accompagnement", "Sans accompagnement"), "oui"));
  }

  private static final List<String> DAYS = List.of("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday");

  @Test
  void anExceptionLeavesOutWhatItNames() {
    assertEquals(List.of(1, 3, 4, 5, 6), Match.optionsNamed(DAYS, "any day except Monday and Wednesday", "Which days suit you?"));
    assertEquals(List.of(0, 1, 2, 3, 4, 5), Match.optionsNamed(DAYS, "every day but Sunday", "Days you can come"));
    assertEquals(List.of(0, 1, 2, 3, 5, 6), Match.optionsNamed(DAYS, "jeden Tag außer Freitag", "Tage"));
    // a word of quantity whose noun the question does not say is no "every" ("any weekday" is no weekend day)
    assertEquals(List.of(), Match.optionsPlaced(DAYS, "any weekday except Monday", "Which days suit you?"));
    // never the excepted ones, whatever else the words name
    List<String> arabicDays = List.of("السبت", "الأحد", "الإثنين", "الثلاثاء", "الأربعاء", "الخميس");
    assertEquals(List.of(), Match.optionsPlaced(arabicDays, "أي يوم ما عدا الإثنين والأربعاء", "الأيام المناسبة"));
    assertEquals(List.of(0, 2), Match.optionsNamed(List.of("Copper", "Lead", "Brass"), "Copper, Lead and Brass except the lead"));
  }

  @Test
  void anExceptionRulesOutTheOneOptionItNames() {
    assertEquals(-1, Match.optionSharingAWord(List.of("Monday", "Saturday"), "any morning except Monday", "When"));
  }
}
