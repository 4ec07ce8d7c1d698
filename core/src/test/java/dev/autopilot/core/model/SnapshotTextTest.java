package dev.autopilot.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SnapshotTextTest {

  private static SemanticElement element(String ref, Role role, String name, String value, boolean required, String group,
      boolean visible, boolean isolated) {
    return new SemanticElement(ref, role, name, null, value, required, false, null, visible, group, List.of(), null, Map.of(), isolated);
  }

  private static SemanticSnapshot form() {
    SemanticElement first = SnapshotFixtures.textbox("e1", "First name", "Ada", true, "text");
    SemanticElement email = SnapshotFixtures.textbox("e2", "Email", "ada@", true, "email");
    SemanticElement yes = SnapshotFixtures.radio("e3", "Yes", true, "g1");
    SemanticElement no = SnapshotFixtures.radio("e4", "No", false, "g1");
    SemanticElement country = SnapshotFixtures.select("e5", "Country",
        List.of(new SelectOption("Choose one", "", false), new SelectOption("Canada", "ca", true), new SelectOption("Mexico", "mx", false)), false);
    SemanticElement resume = SnapshotFixtures.file("e6", "Resume", "", true);
    SemanticElement honeypot = element("e7", Role.TEXTBOX, "Leave empty", null, false, null, false, false);
    SemanticElement chat = element("e8", Role.TEXTBOX, "Ask us", null, true, null, true, true);
    SemanticElement terms = SnapshotFixtures.checkbox("e9", "I accept the terms", false, true);
    SemanticElement title = element("e10", Role.TEXTBOX, "Current title", "", false, "g2", true, false);
    SemanticElement submit = element("e99", Role.BUTTON, "Submit application", null, false, null, true, false);
    return SnapshotFixtures.snapshot(List.of(first, email, yes, no, country, resume, honeypot, chat, terms, title, submit),
        List.of(new ElementGroup("g1", GroupKind.RADIOGROUP, "Are you authorized to work here?", true, List.of("e3", "e4")),
            new ElementGroup("g2", GroupKind.QUESTION, "Current title", true, List.of("e10"))),
        List.of(new FieldError("Please fix the errors below", true, null, null), new FieldError("Enter a valid email address", true, "e2", null),
            new FieldError("Pick one", true, null, "g1"), new FieldError("Hidden message", false, "e1", null), new FieldError("Required", true, "e10", "g2")),
        List.of("resume", "i accept the terms", "current title"));
  }

  @Test
  void rendersThePageItsQuestionsValuesStatesAndErrors() {
    assertEquals(String.join("\n",
        "# Backend Engineer | 127.0.0.1/jobs/{n}",
        "# 3 of 6 required unanswered, 1 hidden not shown, 1 in foreign panels not shown",
        "! Please fix the errors below",
        "e1 \"First name\" * = \"Ada\"",
        "e2 \"Email\" (email) * = \"ada@\" !\"Enter a valid email address\"",
        "? Are you authorized to work here? * !\"Pick one\"",
        "  e3 radio \"Yes\" (x)",
        "  e4 radio \"No\" ( )",
        "e5 combobox \"Country\" {[Canada]|Mexico}",
        "e6 file \"Resume\" * accept=.pdf",
        "e9 checkbox \"I accept the terms\" * [ ]",
        "e10 \"Current title\" * !\"Required\"",
        "e99 button \"Submit application\" submit"), SnapshotText.render(form()));
  }

  @Test
  void hiddenAndIsolatedElementsCanBeShown() {
    String text = SnapshotText.render(form(), SnapshotText.Options.defaults().withHidden(true).withIsolated(true));
    assertTrue(text.contains("e7 \"Leave empty\" hidden"), text);
    assertTrue(text.contains("e8 \"Ask us\" * isolated"), text);
    assertFalse(text.contains("not shown"), text);
  }

  @Test
  void longValuesAndLongChoiceListsAreCut() {
    String letter = "x".repeat(300);
    SemanticElement cover = SnapshotFixtures.textbox("e1", "Cover letter", letter, false, null);
    List<SelectOption> many = new ArrayList<>();
    for (int i = 0; i < 60; i++) {
      many.add(new SelectOption("Option " + i, "o" + i, i == 59));
    }
    SemanticElement select = SnapshotFixtures.select("e2", "Many", many, false);
    String text = SnapshotText.render(SnapshotFixtures.snapshot(List.of(cover, select), List.of(), List.of(), List.of()),
        SnapshotText.Options.defaults().withMaxChoices(3).withMaxValueChars(10));
    assertTrue(text.contains("e1 \"Cover letter\" = \"xxxxxxxxxx...\" (300 chars)"), text);
    assertTrue(text.contains("e2 combobox \"Many\" = \"Option 59\" {Option 0|Option 1|Option 2|+57 more}"),
        "a chosen option past the limit is shown as the value: " + text);
  }

  @Test
  void quotesAndLineBreaksAreEscapedAndPlaceholderChoicesAreNoValue() {
    SemanticElement quote = SnapshotFixtures.textbox("e1", "Say \"hi\"", "line one\nline two", false, null);
    SemanticElement notice = SnapshotFixtures.select("e2", "Notice period",
        List.of(new SelectOption("Select...", "", true), new SelectOption("Two weeks", "2w", false)), false);
    String text = SnapshotText.render(SnapshotFixtures.snapshot(List.of(quote, notice), List.of(), List.of(), List.of()));
    assertTrue(text.contains("e1 \"Say \\\"hi\\\"\" = \"line one\\nline two\""), text);
    assertTrue(text.contains("e2 combobox \"Notice period\" {Two weeks}"), text);
  }

  @Test
  void optionsOfCustomListboxesAreShownAsTheirChoicesOnly() {
    SemanticElement level = new SemanticElement("e1", Role.COMBOBOX, "Seniority", null, "Senior", false, false, null, true, null,
        List.of(new SelectOption("Junior", "Junior", false), new SelectOption("Senior", "Senior", true)), null, Map.of(), false);
    SemanticElement option = element("e2", Role.OPTION, "Junior", null, false, null, true, false);
    String text = SnapshotText.render(SnapshotFixtures.snapshot(List.of(level, option), List.of(), List.of(), List.of()));
    assertTrue(text.contains("e1 combobox \"Seniority\" {Junior|[Senior]}"), text);
    assertFalse(text.contains("e2 option"), text);
  }

  @Test
  void optionsAreChecked() {
    assertThrows(IllegalArgumentException.class, () -> new SnapshotText.Options(-1, 10, false, false));
    assertThrows(IllegalArgumentException.class, () -> new SnapshotText.Options(5, 0, false, false));
  }
}
