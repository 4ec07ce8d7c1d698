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
}
