package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.match.Fields;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.GroupKind;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import java.util.List;
import org.junit.jupiter.api.Test;

class SnapshotClassicFormIT extends BrowserTestSupport {

  @Test
  void namesComeFromLabelsAriaAndPlaceholders() {
    open("classic.html");
    SemanticSnapshot s = snapshot();

    SemanticElement first = withAttribute(s, "name", "first");
    assertEquals("First name", first.name(), "label for, asterisk dropped from the name");
    assertEquals(Role.TEXTBOX, first.role());
    assertTrue(first.required(), "asterisk marks it required");
    assertEquals("given-name", first.attribute("autocomplete"));

    SemanticElement last = withAttribute(s, "name", "last");
    assertEquals("Last name", last.name(), "wrapping label");
    assertTrue(last.required(), "required attribute");

    SemanticElement email = withAttribute(s, "name", "email");
    assertEquals("Email address", email.name(), "aria-label");
    assertEquals("email", email.inputType());
    assertEquals("you@example.com", email.attribute("placeholder"));
    assertTrue(email.required());

    assertEquals("Phone", withAttribute(s, "name", "phone").name(), "aria-labelledby");
    assertEquals("tel", withAttribute(s, "name", "phone").inputType());
    assertEquals("City", withAttribute(s, "name", "city").name(), "placeholder last");
    assertFalse(withAttribute(s, "name", "city").required());
    assertEquals("Cover letter", withAttribute(s, "name", "cover").name(), "title");
  }

  @Test
  void fieldsetRadiosFormARequiredGroupWithTheLegendAsQuestion() {
    open("classic.html");
    SemanticSnapshot s = snapshot();

    SemanticElement yes = named(s, "Yes");
    SemanticElement no = named(s, "No");
    assertEquals(Role.RADIO, yes.role());
    assertEquals(Boolean.FALSE, yes.checked());
    ElementGroup group = s.groupOf(yes).orElseThrow();
    assertEquals(GroupKind.FIELDSET, group.kind());
    assertEquals("Are you over 18?", group.question());
    assertTrue(group.required(), "asterisk in the legend");
    assertEquals(List.of(yes.ref(), no.ref()), group.memberRefs());
    assertEquals("Are you over 18?", yes.label(), "a radio's label is its question");
    assertTrue(s.requiredUnfilled().contains("are you over 18"));
  }

  @Test
  void selectFileCheckboxAndLinkAreDescribed() {
    open("classic.html");
    SemanticSnapshot s = snapshot();

    SemanticElement country = named(s, "Country");
    assertEquals(Role.COMBOBOX, country.role());
    assertEquals("Canada", country.value());
    assertEquals(List.of(new SelectOption("Choose one", "", false), new SelectOption("United States", "us", false),
        new SelectOption("Canada", "ca", true)), country.options());
    assertTrue(country.required());
    assertTrue(Fields.answered(country));

    SemanticElement resume = named(s, "Resume");
    assertEquals(Role.FILE, resume.role());
    assertTrue(resume.visible(), "a display:none file input with a visible label is operated through it: reported visible");
    assertEquals(".pdf,.docx", resume.attribute("accept"));
    assertEquals("", resume.value());

    SemanticElement terms = named(s, "I accept the terms");
    assertEquals(Role.CHECKBOX, terms.role());
    assertTrue(terms.required());
    assertEquals(Boolean.FALSE, terms.checked());
    assertNull(terms.groupId());

    assertEquals(Role.LINK, named(s, "Help").role());
    assertEquals(Role.BUTTON, named(s, "Cancel").role());
  }

  @Test
  void submitCandidatesCarryTheirEnabledState() {
    open("classic.html");
    SemanticSnapshot s = snapshot();
    List<SubmitCandidate> submits = s.submitCandidates();
    assertEquals(2, submits.size(), submits.toString());
    assertEquals("Apply now", submits.get(0).name());
    assertTrue(submits.get(0).enabled());
    assertEquals("Save draft", submits.get(1).name());
    assertFalse(submits.get(1).enabled());
    assertTrue(named(s, "Save draft").disabled());
  }

  @Test
  void pageInfoAndRequiredUnfilled() {
    open("classic.html");
    SemanticSnapshot s = snapshot();
    assertEquals("Classic application", s.page().title());
    assertEquals("127.0.0.1", s.page().domain());
    assertEquals("/pages/classic.html", s.page().normalizedPath());
    assertEquals(16, s.page().structureHash().length());
    assertTrue(s.structureChanged(), "a newly loaded document is a new structure");
    SemanticSnapshot again = snapshot();
    assertFalse(again.structureChanged());
    assertEquals(s.epoch(), again.epoch());
    assertEquals(List.of("are you over 18", "first name", "last name", "email address", "i accept the terms"), s.requiredUnfilled());
    assertEquals(6, s.requiredCount(), "5 unfilled + the country select");
    assertEquals(1, s.requiredFilledCount());
  }

  @Test
  void structureHashIgnoresValues() {
    open("classic.html");
    SemanticSnapshot before = snapshot();
    page().fill("#first", "Ada");
    page().check("input[value=yes]");
    SemanticSnapshot after = snapshot();
    assertEquals(before.page().structureHash(), after.page().structureHash());
    assertFalse(after.structureChanged());
    assertEquals(before.epoch(), after.epoch());
    assertEquals("Ada", withAttribute(after, "name", "first").value());
    assertFalse(after.requiredUnfilled().contains("first name"));
    assertFalse(after.requiredUnfilled().contains("are you over 18"));
  }

  @Test
  void aMarkBeforeTheLabelMarksItRequiredToo() {
    // Chinese forms, and many others, put the asterisk before the label: no required attribute,
    // and the page refuses the form while they are empty
    open("required-marks.html");
    SemanticSnapshot s = snapshot();
    assertTrue(withAttribute(s, "name", "airport").required(), "*机场");
    assertTrue(withAttribute(s, "name", "flight").required(), "* 航班号");
    assertTrue(withAttribute(s, "name", "name").required(), "a full-width asterisk");
    assertFalse(withAttribute(s, "name", "hotel").required(), "a star inside the words is no mark");
    assertFalse(withAttribute(s, "name", "notes").required());
    assertTrue(s.requiredUnfilled().size() >= 3, s.requiredUnfilled().toString());
  }

  @Test
  void aFormsFieldIsNeverAskedByTheLeadParagraphBeforeTheForm() {
    // a React page: a plate input named only by its placeholder, first in the form, after the
    // page's lead paragraph; the paragraph is the page's, not the field's question
    open("lead-paragraph.html");
    SemanticSnapshot s = snapshot();
    SemanticElement reg = withAttribute(s, "name", "reg");
    assertEquals("ENTER REG", reg.name());
    assertEquals("ENTER REG", s.questionOf(reg), "the placeholder, not 'Pick a slot that suits you'");
    assertEquals("Full name", withAttribute(s, "name", "fullname").name());
  }
}
