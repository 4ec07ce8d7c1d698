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
import java.util.List;
import org.junit.jupiter.api.Test;

class SnapshotDivLayoutIT extends BrowserTestSupport {

  @Test
  void ariaRadiosTakeTheQuestionFromThePrecedingDiv() {
    open("divs.html");
    SemanticSnapshot s = snapshot();
    SemanticElement yes = named(s, "Yes");
    assertEquals(Role.RADIO, yes.role());
    assertEquals(Boolean.FALSE, yes.checked());
    ElementGroup g = s.groupOf(yes).orElseThrow();
    assertEquals(GroupKind.RADIOGROUP, g.kind());
    assertEquals("Are you authorized to work here?", g.question());
    assertTrue(g.required(), "asterisk in the question text");
    assertEquals(List.of(yes.ref(), named(s, "No").ref()), g.memberRefs());
    assertEquals("Are you authorized to work here?", yes.label());
    assertEquals("are you authorized to work here", s.questionSignatureOf(yes));
    assertTrue(s.requiredUnfilled().contains("are you authorized to work here"));
  }

  @Test
  void radiosAreAskedByTheTextTheirBoxHoldsBeforeThem() {
    // Contact Form 7's markup: the question is a bare text node before a <br> and the list of radios
    open("wordpress-radios.html");
    SemanticSnapshot s = snapshot();
    SemanticElement search = named(s, "Search");
    ElementGroup g = s.groupOf(search).orElseThrow();
    assertEquals("How did you find us?", g.question(), "not the radios' name, radio-88");
    assertEquals(3, g.memberRefs().size());
    assertEquals("Your name", withAttribute(s, "name", "your-name").name(), "a labelled field keeps its label");
  }

  @Test
  void anUnlabelledInputIsNamedByItsQuestionContainer() {
    open("divs.html");
    SemanticSnapshot s = snapshot();
    SemanticElement years = withAttribute(s, "name", "years");
    assertEquals("Years of experience", years.name());
    assertNull(years.label(), "the question is its name already");
    ElementGroup g = s.groupOf(years).orElseThrow();
    assertEquals(GroupKind.QUESTION, g.kind());
    assertEquals("Years of experience", g.question());
    assertEquals(List.of(years.ref()), g.memberRefs());

    SemanticElement start = withAttribute(s, "name", "start");
    assertEquals("Start date", start.name(), "table header cell as question");
    assertEquals("date", start.inputType());
  }

  @Test
  void customComboboxListsTheOptionsOfItsListbox() {
    open("divs.html");
    SemanticSnapshot s = snapshot();
    SemanticElement loc = named(s, "Preferred location");
    assertEquals(Role.COMBOBOX, loc.role());
    assertEquals("", loc.value(), "placeholder text is no value");
    assertFalse(Fields.answered(loc));
    assertEquals(List.of(new SelectOption("Berlin", "Berlin", false), new SelectOption("Paris", "Paris", false),
        new SelectOption("Remote", "Remote", false)), loc.options());
    assertEquals("false", loc.attribute("expanded"));
    SemanticElement popup = s.elements().get(s.elements().indexOf(loc) + 1);
    assertEquals(Role.LISTBOX, popup.role());
    assertEquals("Preferred location", popup.name(), "a popup listbox is named after its combobox");
    SemanticElement paris = named(s, "Paris");
    assertEquals(Role.OPTION, paris.role());
    assertFalse(paris.visible(), "options of a closed listbox are reported, invisible");
  }

  @Test
  void checkboxesAndNativeRadiosUnderOneQuestionAreGrouped() {
    open("divs.html");
    SemanticSnapshot s = snapshot();
    SemanticElement english = named(s, "English");
    ElementGroup langs = s.groupOf(english).orElseThrow();
    assertEquals(GroupKind.CHECKBOX_GROUP, langs.kind());
    assertEquals("Which languages do you speak?", langs.question());
    assertEquals(List.of(english.ref(), named(s, "German").ref()), langs.memberRefs());

    SemanticElement female = named(s, "Female");
    ElementGroup gender = s.groupOf(female).orElseThrow();
    assertEquals(GroupKind.RADIOGROUP, gender.kind());
    assertEquals("Gender", gender.question());
    assertEquals(2, gender.memberRefs().size());
    assertFalse(gender.required());
  }

  @Test
  void switchAndContenteditable() {
    open("divs.html");
    SemanticSnapshot s = snapshot();
    SemanticElement sw = named(s, "Email me updates");
    assertEquals(Role.SWITCH, sw.role());
    assertEquals(Boolean.TRUE, sw.checked());
    SemanticElement notes = named(s, "Notes");
    assertEquals(Role.TEXTBOX, notes.role());
    assertEquals("", notes.value());
    assertTrue(notes.visible());
  }

  @Test
  void sectionsShadowRootsAndForeignPanels() {
    open("extras.html");
    SemanticSnapshot s = snapshot();
    assertNull(named(s, "Street").groupId(), "a fieldset of independently labelled fields is a section, not a question");
    ElementGroup time = s.groupOf(named(s, "Morning")).orElseThrow();
    assertEquals(GroupKind.RADIOGROUP, time.kind());
    assertEquals("Preferred contact time", time.question());
    assertTrue(time.required(), "a required radio makes its group required");

    SemanticElement nick = named(s, "Nickname");
    assertTrue(nick.required(), "found inside an open shadow root");
    SemanticElement chat = named(s, "Ask us anything");
    assertTrue(chat.isolated());
    assertTrue(named(s, "Autofill").isolated(), "inside a shadow root hosted by a foreign panel");
    assertFalse(nick.isolated());
    assertFalse(s.requiredUnfilled().contains("ask us anything"), "foreign panels are not the form's questions");
    assertEquals(List.of("preferred contact time", "nickname"), s.requiredUnfilled());

    assertEquals("I agree to the privacy policy", named(s, "I agree to the privacy policy").name());
    assertEquals(List.of("Send application"), s.submitCandidates().stream().map(c -> c.name()).toList(),
        "input[type=image] submits; a typeless button outside a form does not");
  }
}
