package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.match.AnswerParts;
import dev.autopilot.core.match.AnswerParts.Part;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.GroupKind;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Questions asked in parts under one label, each part named by a sub-label under its input (the
 * markup of hosted form builders): a date's parts become one group asked by the label, each
 * control named by its part, so the shared rules ({@link AnswerParts}) split the answer into
 * them; a name's parts are named as a person reads them.
 */
class SnapshotPartsIT extends BrowserTestSupport {

  @Test
  void aDateAskedInPartsUnderOneLabelIsOneQuestion() {
    open("parts.html");
    SemanticSnapshot s = snapshot();
    SemanticElement day = withAttribute(s, "name", "a1");
    assertEquals("DD", day.name());
    assertEquals("Date of birth", day.label());
    assertEquals("b1", day.attribute("id"), "the id is kept where it differs from the name");
    assertEquals("2", day.attribute("maxlength"));
    ElementGroup g = s.groupOf(day).orElseThrow();
    assertEquals(GroupKind.QUESTION, g.kind());
    assertEquals("Date of birth", g.question());
    assertTrue(g.required(), "the asterisk of the label");
    Map<SemanticElement, Part> parts = AnswerParts.partsOf(AnswerParts.members(s, g));
    assertEquals(List.of(Part.DAY, Part.MONTH, Part.YEAR), List.copyOf(parts.values()));
  }

  @Test
  void aNamesPartsAreNamedAsAPersonReadsThem() {
    open("parts.html");
    SemanticSnapshot s = snapshot();
    assertEquals("First name", withAttribute(s, "name", "a4").name());
    assertEquals("Last name", withAttribute(s, "name", "a5").name());
    assertEquals("Emergency contact First", withAttribute(s, "name", "a6").name(), "another question keeps its words");
    assertEquals("Emergency contact Last", withAttribute(s, "name", "a7").name());
    assertEquals("Phone", withAttribute(s, "name", "a8").name(), "a label of its own is no part");
    assertEquals("Email", withAttribute(s, "name", "a9").name());
    assertTrue(s.groupOf(withAttribute(s, "name", "a8")).isEmpty());
  }

  @Test
  void aDateFormatWrittenBesideAPlainInputIsItsFormat() {
    open("parts.html");
    SemanticSnapshot s = snapshot();
    SemanticElement available = withAttribute(s, "name", "a10");
    assertEquals("MM/dd/yyyy", available.attribute("format"), "the hint after the input");
    assertEquals("10/05/2026", AnswerParts.inPlaceholderFormat(available, "2026-10-05"));
    assertEquals("dd.MM.yyyy", withAttribute(s, "name", "a11").attribute("format"), "the hint in the label");
    assertEquals(null, withAttribute(s, "name", "a12").attribute("format"), "no date pattern, no format");
    assertEquals("dd/MM/yyyy", withAttribute(s, "name", "a13").attribute("format"), "the hint after the input's wrapper (Salesforce)");
    assertEquals("yyyy-MM-dd", withAttribute(s, "name", "a14").attribute("format"), "the hint after the wrappers of the control (Ant Design's form item)");
    assertEquals("dd/MM/yyyy", withAttribute(s, "name", "a15").attribute("format"), "French letters: jour, mois, année");
    assertEquals("dd.MM.yyyy", withAttribute(s, "name", "a16").attribute("format"), "German letters: Tag, Monat, Jahr");
    assertEquals("dd/MM/yyyy", withAttribute(s, "name", "a17").attribute("format"), "Spanish letters: día, mes, año");
    assertEquals("dd/MM/yyyy", withAttribute(s, "name", "a18").attribute("format"),
        "a picker's toggle button beside the input is no other field: the hint after their wrapper is the input's (Angular Material)");
  }
}
