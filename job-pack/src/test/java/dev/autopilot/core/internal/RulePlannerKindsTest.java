package dev.autopilot.core.internal;

import static dev.autopilot.core.model.SnapshotFixtures.snapshot;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.GroupKind;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.core.pack.Question;
import dev.autopilot.core.pack.QuestionKind;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The rule planner per question kind and per value kind, on hand-built snapshots. */
class RulePlannerKindsTest {

  /** A pack answering by exact question text, recording the questions it was asked. */
  private static final class MapPack implements DomainPack {
    final Map<String, Answer> answers;
    final List<Question> asked = new ArrayList<>();

    MapPack(Map<String, Answer> answers) {
      this.answers = answers;
    }

    @Override
    public String name() {
      return "map";
    }

    @Override
    public dev.autopilot.jobpack.Profile.Consent consent() {
      return dev.autopilot.jobpack.Profile.Consent.toApplying();
    }

    @Override
    public Optional<Answer> answer(Question question) {
      asked.add(question);
      return Optional.ofNullable(answers.get(question.text()));
    }
  }

  private static SemanticElement element(String ref, Role role, String name, @Nullable String value, @Nullable Boolean checked, boolean required,
      @Nullable String group, List<SelectOption> options, @Nullable String type) {
    return new SemanticElement(ref, role, name, null, value, required, false, checked, true, group, options, type, Map.of(), false);
  }

  private static ActionPlan plan(DomainPack pack, List<SemanticElement> elements, List<ElementGroup> groups) {
    return Planner.rules(pack).plan(new PlanningContext(Task.of("apply", URI.create("http://127.0.0.1/")), RunState.FILL,
        snapshot(elements, groups, List.of(), List.of()), List.of()));
  }

  @Test
  void textQuestionsAreTypedWithTheAnswerAsWritten() {
    MapPack pack = new MapPack(Map.of("Full name", new Answer.Text("Ada Lovelace")));
    ActionPlan p = plan(pack, List.of(element("e1", Role.TEXTBOX, "Full name", "", null, true, null, List.of(), "text")), List.of());
    Action.TypeRef type = assertInstanceOf(Action.TypeRef.class, p.actions().get(0));
    assertEquals("Ada Lovelace", type.text());
    assertEquals(QuestionKind.TEXT, pack.asked.get(0).kind());
    assertEquals("text", pack.asked.get(0).inputType());
  }

  @ParameterizedTest(name = "{0}: wanted {1}, holding {2} -> answered {3}")
  @CsvSource(delimiter = '|', value = {
      "text           | Ada  Lovelace     | Ada Lovelace       | true",
      "text           | Ada               | ada                | false",
      "email          | ADA@example.org   | ada@example.org    | true",
      "tel            | +44 20 7946 0000  | 020 7946 0000      | true",
      "tel            | +44 20 7946 0000  | 020 7946 0001      | false",
      "number         | 1,500             | 1500               | true",
      "number         | 1,500             | 150                | false",
      "date           | 01/05/2026        | 2026-01-05         | true",
      "date           | 05.01.2026        | 2026-01-05         | true",
      "date           | January 5, 2026   | 2026-01-05         | true",
      "date           | 13/05/2026        | 2026-05-01         | false",
      "time           | 9:30 PM           | 21:30              | true",
      "time           | 9:30 AM           | 21:30              | false",
      "month          | 01/2026           | 2026-01            | true",
      "week           | Week 2, 2026      | 2026-W02           | true",
      "datetime-local | 01/05/2026 9:30 PM | 2026-01-05T21:30  | true",
      "datetime-local | 01/05/2026 9:30 PM | 2026-01-05T09:30  | false",
  })
  void typedValuesThatAlreadyHoldTheAnswerAreLeftAlone(String type, String wanted, String holding, boolean answered) {
    Role role = type.equals("number") ? Role.SPINBUTTON : Role.TEXTBOX;
    MapPack pack = new MapPack(Map.of("Question", new Answer.Text(wanted)));
    ActionPlan p = plan(pack, List.of(element("e1", role, "Question", holding, null, true, null, List.of(), type)), List.of());
    assertEquals(answered, p.actions().isEmpty(), p.actions().toString());
    if (!answered) {
      assertEquals(wanted, ((Action.TypeRef) p.actions().get(0)).text(), "the executor, not the planner, writes the input's form");
    }
  }

  @Test
  void choiceQuestionsPickTheBestOptionByLabelThenValue() {
    List<SelectOption> options = List.of(new SelectOption("Select...", "", true), new SelectOption("United Kingdom", "uk", false), new SelectOption("France", "fr", false));
    MapPack byLabel = new MapPack(Map.of("Country", new Answer.Choice("united kingdom")));
    ActionPlan p = plan(byLabel, List.of(element("e1", Role.COMBOBOX, "Country", "Select...", null, true, null, options, null)), List.of());
    assertEquals("United Kingdom", ((Action.SelectRef) p.actions().get(0)).option());
    assertEquals(QuestionKind.CHOICE, byLabel.asked.get(0).kind());
    assertEquals(List.of("United Kingdom", "France"), byLabel.asked.get(0).choices(), "the placeholder is no choice");
    MapPack byValue = new MapPack(Map.of("Country", new Answer.Choice("fr")));
    assertEquals("France", ((Action.SelectRef) plan(byValue, List.of(element("e1", Role.COMBOBOX, "Country", "Select...", null, true, null, options, null)), List.of())
        .actions().get(0)).option());
    MapPack none = new MapPack(Map.of("Country", new Answer.Choice("Spain")));
    ActionPlan unmatched = plan(none, List.of(element("e1", Role.COMBOBOX, "Country", "Select...", null, true, null, options, null)), List.of());
    assertTrue(unmatched.actions().isEmpty());
    assertEquals(List.of("Country"), unmatched.unresolved(), "an answer no option names leaves the required question unresolved");
  }

  @Test
  void aChosenOptionIsLeftAloneByLabelOrValue() {
    List<SelectOption> chosen = List.of(new SelectOption("Select...", "", false), new SelectOption("United Kingdom", "uk", true));
    MapPack pack = new MapPack(Map.of("Country", new Answer.Choice("United Kingdom")));
    assertTrue(plan(pack, List.of(element("e1", Role.COMBOBOX, "Country", "United Kingdom", null, true, null, chosen, null)), List.of()).actions().isEmpty());
    MapPack typedCombo = new MapPack(Map.of("City", new Answer.Choice("Porto")));
    assertTrue(plan(typedCombo, List.of(element("e1", Role.COMBOBOX, "City", "porto", null, true, null, List.of(), "text")), List.of()).actions().isEmpty(),
        "an option-less combobox that shows the answer");
    ActionPlan empty = plan(typedCombo, List.of(element("e1", Role.COMBOBOX, "City", "", null, true, null, List.of(), "text")), List.of());
    assertEquals("Porto", ((Action.SelectRef) empty.actions().get(0)).option());
  }

  @Test
  void radioGroupsAreOneChoiceQuestion() {
    ElementGroup g = new ElementGroup("g1", GroupKind.RADIOGROUP, "Need sponsorship?", true, List.of("e1", "e2"));
    List<SemanticElement> radios = List.of(
        element("e1", Role.RADIO, "Yes", null, false, true, "g1", List.of(), "radio"),
        element("e2", Role.RADIO, "No", null, false, true, "g1", List.of(), "radio"));
    MapPack pack = new MapPack(Map.of("Need sponsorship?", new Answer.Choice("No")));
    ActionPlan p = plan(pack, radios, List.of(g));
    assertEquals(List.of("e2"), p.actions().stream().map(Action::targetRef).toList());
    assertInstanceOf(Action.SetRadio.class, p.actions().get(0));
    assertEquals(1, pack.asked.size(), "asked once for the group");
    assertEquals(List.of("Yes", "No"), pack.asked.get(0).choices());
    List<SemanticElement> answered = List.of(
        element("e1", Role.RADIO, "Yes", null, false, true, "g1", List.of(), "radio"),
        element("e2", Role.RADIO, "No", null, true, true, "g1", List.of(), "radio"));
    assertTrue(plan(pack, answered, List.of(g)).actions().isEmpty());
    ActionPlan unknown = plan(new MapPack(Map.of()), radios, List.of(g));
    assertEquals(List.of("Need sponsorship?"), unknown.unresolved());
  }

  @Test
  void toggleQuestionsSetTheWantedState() {
    MapPack pack = new MapPack(Map.of("I agree to the terms", new Answer.Toggle(true), "Send me news", new Answer.Text("no")));
    ActionPlan p = plan(pack, List.of(
        element("e1", Role.CHECKBOX, "I agree to the terms", null, false, true, null, List.of(), "checkbox"),
        element("e2", Role.SWITCH, "Send me news", null, true, false, null, List.of(), null)), List.of());
    assertEquals(2, p.actions().size());
    assertEquals(true, ((Action.SetCheckbox) p.actions().get(0)).checked());
    assertEquals(false, ((Action.SetCheckbox) p.actions().get(1)).checked(), "a text answer says no");
    assertEquals(QuestionKind.TOGGLE, pack.asked.get(0).kind());
    assertTrue(plan(pack, List.of(element("e1", Role.CHECKBOX, "I agree to the terms", null, true, true, null, List.of(), "checkbox")), List.of()).actions().isEmpty());
  }

  @Test
  void consentThePackDoesNotGiveIsLeftToThePersonAndSaid() {
    MapPack pack = new MapPack(Map.of("Send me the newsletter", new Answer.Toggle(true), "I agree to pay the $10 fee", new Answer.Toggle(true)));
    ActionPlan p = plan(pack, List.of(
        element("e1", Role.CHECKBOX, "Send me the newsletter", null, false, false, null, List.of(), "checkbox"),
        element("e2", Role.CHECKBOX, "I agree to pay the $10 fee", null, false, true, null, List.of(), "checkbox")), List.of());
    // the optional one is left unticked; the required one is planned, for the gate to put to the person or stop on
    assertEquals(List.of("e2"), p.actions().stream().map(Action::targetRef).toList(), p.toString());
    assertTrue(p.rationale().contains("left for the person to decide: Send me the newsletter (commits to marketing"), p.rationale());
    assertEquals(List.of(), p.unresolved());
  }

  @Test
  void fileQuestionsUploadOnlyIntoFileInputs() {
    MapPack pack = new MapPack(Map.of("Resume", new Answer.File(Path.of("/home/ada/cv.pdf")), "Portfolio", new Answer.File(Path.of("/home/ada/p.pdf"))));
    // a file input hidden behind its button: the snapshot reports it visible, a person operates it
    SemanticElement hiddenFile = new SemanticElement("e1", Role.FILE, "Resume", null, null, true, false, null, true, null, List.of(), "file", Map.of(), false);
    ActionPlan p = plan(pack, List.of(hiddenFile, element("e2", Role.TEXTBOX, "Portfolio", "", null, true, null, List.of(), "text")), List.of());
    assertEquals(List.of("e1"), p.actions().stream().map(Action::targetRef).toList(), "a file input behind its button is answered");
    assertEquals(QuestionKind.FILE, pack.asked.get(0).kind());
    assertEquals(List.of("Portfolio"), p.unresolved(), "a file answer for a text field cannot be given");
    SemanticElement holding = new SemanticElement("e1", Role.FILE, "Resume", null, "cv.pdf", true, false, null, true, null, List.of(), "file", Map.of(), false);
    assertTrue(plan(pack, List.of(holding), List.of()).actions().isEmpty());
  }

  @Test
  void fieldsAPersonCouldNotAnswerAreLeftAlone() {
    MapPack pack = new MapPack(Map.of("Website", new Answer.Text("https://ada.example")));
    SemanticElement honeypot = new SemanticElement("e1", Role.TEXTBOX, "Website", null, "", false, false, null, false, null, List.of(), "text", Map.of(), false);
    SemanticElement disabled = new SemanticElement("e2", Role.TEXTBOX, "Website", null, "", false, true, null, true, null, List.of(), "text", Map.of(), false);
    SemanticElement foreign = new SemanticElement("e3", Role.TEXTBOX, "Website", null, "", false, false, null, true, null, List.of(), "text", Map.of(), true);
    SemanticElement button = new SemanticElement("e4", Role.BUTTON, "Website", null, null, false, false, null, true, null, List.of(), null, Map.of(), false);
    assertTrue(plan(pack, List.of(honeypot, disabled, foreign, button), List.of()).actions().isEmpty());
    assertTrue(pack.asked.isEmpty(), "the pack is not even asked");
  }

  @Test
  void requiredQuestionsWithoutAnAnswerAreUnresolvedUnlessAlreadyAnswered() {
    MapPack pack = new MapPack(Map.of());
    ActionPlan p = plan(pack, List.of(
        element("e1", Role.TEXTBOX, "Favourite colour", "", null, true, null, List.of(), "text"),
        element("e2", Role.TEXTBOX, "Nickname", "", null, false, null, List.of(), "text"),
        element("e3", Role.TEXTBOX, "Middle name", "B.", null, true, null, List.of(), "text")), List.of());
    assertEquals(List.of("Favourite colour"), p.unresolved());
    assertTrue(p.actions().isEmpty());
    assertEquals("1 required question(s) have no answer in map", p.rationale());
  }
}
