package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.SemanticSnapshot;
import org.junit.jupiter.api.Test;

/**
 * The GOV.UK Design System's documented markup: radios whose fieldset also holds the field an
 * option reveals and a hint between the legend and the radios are asked by the legend, not the
 * hint; a date input (a legend, a hint, Day, Month and Year each labelled) is one question in parts.
 */
class GovUkPatternsIT extends BrowserTestSupport {

  @Test
  void radiosWithAHintAndAConditionalRevealAreAskedByTheirLegend() {
    open("govuk-patterns.html");
    SemanticSnapshot s = snapshot();
    ElementGroup g = s.groupOf(withAttribute(s, "id", "contact-2")).orElseThrow();
    assertEquals("How would you like us to contact you?", g.question());
    assertEquals(2, g.memberRefs().size(), "the two radios; the revealed field asks its own question");
  }

  @Test
  void aDateInputIsOneQuestionInParts() {
    open("govuk-patterns.html");
    SemanticSnapshot s = snapshot();
    ElementGroup g = s.groupOf(withAttribute(s, "name", "seen-day")).orElseThrow();
    assertEquals("When did you first see it?", g.question());
    assertEquals(3, g.memberRefs().size());
  }
}
