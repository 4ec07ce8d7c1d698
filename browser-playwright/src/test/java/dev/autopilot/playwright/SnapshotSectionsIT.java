package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.autopilot.core.model.SemanticSnapshot;
import org.junit.jupiter.api.Test;

/**
 * The section a field sits in: its fieldset's legend, or the heading it sits under in its form,
 * as a document's outline reads it (the last heading before it, nearer than a legend when inside
 * the fieldset), so plain "Name" and "Phone" under an {@code <h3>Emergency contact</h3>} are
 * asked about the contact.
 */
class SnapshotSectionsIT extends BrowserTestSupport {

  @Test
  void aFieldIsInTheSectionOfTheLastHeadingAboveItInItsForm() {
    open("sections.html");
    SemanticSnapshot s = snapshot();
    assertNull(withAttribute(s, "name", "own_name").attribute("section"), "no heading of its form comes before it; one outside the form says nothing");
    assertEquals("Club induction", withAttribute(s, "name", "own_phone").attribute("section"));
    assertEquals("Emergency contact", withAttribute(s, "name", "ice_name").attribute("section"));
    assertEquals("Emergency contact", withAttribute(s, "name", "ice_phone").attribute("section"));
  }

  @Test
  void aLegendIsTheSectionUnlessAHeadingInsideItsFieldsetIsNearer() {
    open("sections.html");
    SemanticSnapshot s = snapshot();
    assertEquals("Your address", withAttribute(s, "name", "street").attribute("section"), "the legend, not the heading before the fieldset");
    assertEquals("Billing", withAttribute(s, "name", "billing_street").attribute("section"));
  }

  @Test
  void aHiddenHeadingIsNoneAndAnAriaHeadingIsOne() {
    open("sections.html");
    SemanticSnapshot s = snapshot();
    assertEquals("Parent or guardian", withAttribute(s, "name", "guardian").attribute("section"));
  }

  @Test
  void aGroupedFieldIsInTheSectionAroundItsGroupNotItsGroupsOwnQuestion() {
    open("sections.html");
    SemanticSnapshot s = snapshot();
    assertEquals("Date of birth", s.groupOf(withAttribute(s, "name", "p1_day")).orElseThrow().question());
    assertEquals("First partner", withAttribute(s, "name", "p1_day").attribute("section"), "the fieldset around the date's own");
    assertEquals("First partner", withAttribute(s, "name", "p1_year").attribute("section"));
    assertEquals("Second partner", withAttribute(s, "name", "p2_month").attribute("section"), "the heading above the date's fieldset");
    assertEquals("First partner", s.elements().stream().filter(e -> "p1_sex".equals(e.attribute("name"))).findFirst().orElseThrow().attribute("section"));
    assertEquals("Second partner", s.elements().stream().filter(e -> "p2_sex".equals(e.attribute("name"))).findFirst().orElseThrow().attribute("section"));
  }
}
