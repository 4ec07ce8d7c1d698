package dev.autopilot.playwright.internal.act.widgets;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Picking a suggestion by text: core.match's option rules, exact before loose. */
class SuggestionsTest {
  @Test
  void anEqualTextWinsOverEarlierPartialOnes() {
    assertEquals(1, Suggestions.pick(List.of("JavaScript", "Java"), "java", false));
    assertEquals(1, Suggestions.pick(List.of("San Diego", " San  Francisco "), "San Francisco", false));
  }

  @Test
  void aPrefixOnlyMatchesLooselyOnceTheWholeTextIsTyped() {
    List<String> shown = List.of("United States", "United Kingdom of Great Britain");
    assertEquals(-1, Suggestions.pick(shown, "United Kingdom", false));
    assertEquals(1, Suggestions.pick(shown, "United Kingdom", true));
    assertEquals(-1, Suggestions.pick(List.of("No options"), "Berlin", true));
  }
}
