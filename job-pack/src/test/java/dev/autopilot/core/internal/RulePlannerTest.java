package dev.autopilot.core.internal;

import static dev.autopilot.core.model.SnapshotFixtures.checkbox;
import static dev.autopilot.core.model.SnapshotFixtures.file;
import static dev.autopilot.core.model.SnapshotFixtures.radio;
import static dev.autopilot.core.model.SnapshotFixtures.select;
import static dev.autopilot.core.model.SnapshotFixtures.snapshot;
import static dev.autopilot.core.model.SnapshotFixtures.textbox;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.FailureRecord;
import dev.autopilot.core.model.GroupKind;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.JobApplicationPackTest;
import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.Test;

class RulePlannerTest {
  private final Planner planner = Planner.rules(JobApplicationPack.of(JobApplicationPackTest.PROFILE));
  private final Task task = Task.of("apply", URI.create("http://127.0.0.1/jobs/1001"));
  private final ElementGroup auth = new ElementGroup("g1", GroupKind.FIELDSET, "Are you legally authorized to work here? *", true, List.of("e5", "e6"));

  private SemanticSnapshot form(String emailValue, boolean yesChecked) {
    return snapshot(List.of(
            textbox("e1", "First name", null, true, "text"),
            textbox("e2", "Email", emailValue, true, "email"),
            select("e3", "How did you hear about us?", List.of(new SelectOption("Select...", "", true), new SelectOption("Job board", "board", false), new SelectOption("Referral", "ref", false)), false),
            file("e4", "Resume/CV", null, true),
            radio("e5", "Yes", yesChecked, "g1"),
            radio("e6", "No", false, "g1"),
            checkbox("e7", "I certify the information is accurate", false, true),
            textbox("e8", "Favourite colour", null, true, "text"),
            textbox("e9", "Nickname", null, false, "text")),
        List.of(auth), List.of(), List.of());
  }

  private ActionPlan plan(SemanticSnapshot s, List<FailureRecord> failures) {
    return planner.plan(new PlanningContext(task, RunState.FILL, s, failures));
  }

  @Test
  void answersEveryAnswerableQuestionOnceAndReportsTheRest() {
    ActionPlan plan = plan(form("", false), List.of());
    List<String> verbs = plan.actions().stream().map(Action::verb).toList();
    assertEquals(List.of("type_ref", "type_ref", "select_ref", "upload_file", "set_radio", "set_checkbox"), verbs);
    assertEquals("Referral", ((Action.SelectRef) plan.actions().get(2)).option());
    assertEquals("e5", plan.actions().get(4).targetRef());
    assertEquals(List.of("Favourite colour"), plan.unresolved(), "required and unanswerable; the optional nickname is not reported");
  }

  @Test
  void everyAnsweredQuestionNamesTheKeyThatAnsweredItAndAnUnansweredOneItsClosestKeys() {
    ActionPlan plan = plan(form("", false), List.of());
    java.util.Map<String, String> by = new java.util.HashMap<>();
    plan.routes().forEach(r -> by.put(r.question(), r.answeredBy()));
    assertEquals("profile.firstName", by.get("First name"));
    assertEquals("profile.email", by.get("Email"));
    assertEquals("answers[\"How did you hear about us?\"]", by.get("How did you hear about us?"));
    assertEquals("profile.resume", by.get("Resume/CV"));
    assertEquals("profile.consent", by.get("I certify the information is accurate"));
    assertEquals(java.util.Map.of(), plan.closestKeys(), "nothing in the profile is near 'Favourite colour'");

    SemanticSnapshot s = snapshot(List.of(textbox("e1", "Years of Kubernetes experience in production", null, true, "text")), List.of(), List.of(), List.of());
    ActionPlan near = Planner.rules(JobApplicationPack.of(JobApplicationPackTest.PROFILE)).plan(new PlanningContext(task, RunState.FILL, s, List.of()));
    assertEquals(List.of("Years of Kubernetes experience in production"), near.unresolved());
    assertEquals(List.of("Years of professional experience"), near.closestKeys().get("Years of Kubernetes experience in production"));
  }

  private static dev.autopilot.core.model.SemanticElement button(String ref, String name, boolean visible) {
    return new dev.autopilot.core.model.SemanticElement(ref, dev.autopilot.core.model.Role.BUTTON, name, null, null, false, false, null, visible, null,
        List.of(), "submit", java.util.Map.of(), false);
  }

  private ActionPlan planSubmit(List<dev.autopilot.core.model.SemanticElement> elements, List<dev.autopilot.core.model.SubmitCandidate> submits) {
    SemanticSnapshot s = new SemanticSnapshot(dev.autopilot.core.model.SnapshotFixtures.page(), elements, List.of(), List.of(), List.of(), submits, 1, false);
    return planner.plan(new PlanningContext(task, RunState.SUBMIT, s, List.of()));
  }

  @Test
  void aNextThatIsASubmitButtonOfAPerStepFormIsClickedAsTheNextStepNeverSubmitted() {
    ActionPlan plan = planSubmit(List.of(textbox("e1", "First name", "Ada", true, "text"), button("e2", "Back", true), button("e3", "Next \u2192", true),
            button("e4", "Submit application", false)),
        List.of(new dev.autopilot.core.model.SubmitCandidate("e2", "Back", true), new dev.autopilot.core.model.SubmitCandidate("e3", "Next \u2192", true),
            new dev.autopilot.core.model.SubmitCandidate("e4", "Submit application", true)));
    assertEquals(1, plan.actions().size(), plan.toString());
    Action.ClickRef next = assertInstanceOf(Action.ClickRef.class, plan.actions().get(0));
    assertEquals("e3", next.ref());
    assertEquals(dev.autopilot.core.match.StepControls.NEXT_STEP_INTENT, next.meta().intent());
  }

  @Test
  void buttonsOfHiddenStepsAreNeverOffered() {
    ActionPlan plan = planSubmit(List.of(textbox("e1", "First name", "Ada", true, "text"), button("e2", "Continue", true), button("e5", "Weiter", false),
            button("e4", "Submit application", false)),
        List.of(new dev.autopilot.core.model.SubmitCandidate("e4", "Submit application", true)));
    assertEquals(List.of("e2"), plan.actions().stream().map(Action::targetRef).toList(), plan.toString());
    ActionPlan none = planSubmit(List.of(textbox("e1", "First name", "Ada", true, "text"), button("e5", "Next", false), button("e4", "Submit application", false)),
        List.of(new dev.autopilot.core.model.SubmitCandidate("e5", "Next", true), new dev.autopilot.core.model.SubmitCandidate("e4", "Submit application", true)));
    assertTrue(none.actions().isEmpty(), "a hidden step's Next and Submit are not offered: " + none);
  }

  private static dev.autopilot.core.model.SemanticElement hiddenRadio(String ref, String name, String group) {
    return new dev.autopilot.core.model.SemanticElement(ref, dev.autopilot.core.model.Role.RADIO, name, null, null, true, false, false, false, group,
        List.of(), "radio", java.util.Map.of(), false);
  }

  @Test
  void aRadioGroupWithNoOptionAPersonCanChooseIsNoQuestionYet() {
    // the radios of a step not shown yet: hidden, with no visible label; the gate would refuse them
    SemanticSnapshot hiddenStep = snapshot(List.of(textbox("e1", "First name", null, true, "text"),
            hiddenRadio("e5", "Yes", "g1"), hiddenRadio("e6", "No", "g1")),
        List.of(auth), List.of(), List.of());
    ActionPlan plan = plan(hiddenStep, List.of());
    assertEquals(List.of("e1"), plan.actions().stream().map(Action::targetRef).toList(), plan.toString());
    assertTrue(plan.unresolved().isEmpty(), "a hidden required group is asked when its step shows: " + plan.unresolved());
    // one hidden option among visible ones is no choice: the visible one is pressed
    SemanticSnapshot oneHidden = snapshot(List.of(hiddenRadio("e5", "Yes", "g1"), radio("e7", "Yes", false, "g1"), radio("e6", "No", false, "g1")),
        List.of(new ElementGroup("g1", GroupKind.FIELDSET, auth.question(), true, List.of("e5", "e7", "e6"))), List.of(), List.of());
    assertEquals(List.of("e7"), plan(oneHidden, List.of()).actions().stream().map(Action::targetRef).toList());
  }

  @Test
  void skipsWhatAlreadyHoldsTheAnswer() {
    ActionPlan plan = plan(form("ADA@example.org ", true), List.of());
    assertTrue(plan.actions().stream().noneMatch(a -> "e2".equals(a.targetRef()) || "e5".equals(a.targetRef())), plan.actions().toString());
  }

  @Test
  void alternateRungChangesTheGesture() {
    SemanticSnapshot s = form("", false);
    SemanticKey key = SemanticKey.of(s.page(), "answer", auth.question());
    ActionPlan replan = plan(s, List.of(new FailureRecord(key, "set_radio", "target checked did not hold", 1)));
    assertInstanceOf(Action.SetRadio.class, replan.actions().get(4));
    ActionPlan alternate = plan(s, List.of(new FailureRecord(key, "set_radio", "target checked did not hold", 2)));
    assertInstanceOf(Action.ClickRef.class, alternate.actions().get(4));
    assertEquals(key, SemanticKey.forAction(s, alternate.actions().get(4)), "the alternate keeps the semantic key");
  }

  @Test
  void plansTheSubmitInTheSubmitStateOnceNoRequiredQuestionItAnswersIsOpen() {
    SemanticSnapshot answered = snapshot(List.of(textbox("e1", "First name", "Ada", true, "text"), textbox("e9", "Nickname", null, false, "text")),
        List.of(), List.of(), List.of());
    ActionPlan plan = planner.plan(new PlanningContext(task, RunState.SUBMIT, answered, List.of()));
    assertEquals(List.of("submit"), plan.actions().stream().map(Action::verb).toList());
    assertEquals("e99", plan.actions().get(0).targetRef());
    ActionPlan open = planner.plan(new PlanningContext(task, RunState.SUBMIT, form("", false), List.of()));
    assertTrue(open.actions().stream().noneMatch(a -> a instanceof Action.Submit), open.toString());
    assertEquals(List.of("type_ref", "type_ref", "upload_file", "set_radio", "set_checkbox"), open.actions().stream().map(Action::verb).toList(),
        "the required questions it can answer come first; the optional select waits");
  }

  @Test
  void aTypedAnswerThatFailedTwiceIsTypedWithKeysAndOnceKeysFailedToo() {
    SemanticSnapshot s = form("", false);
    SemanticKey key = SemanticKey.of(s.page(), "answer", "Email");
    ActionPlan keys = plan(s, List.of(new FailureRecord(key, "type_ref", "value does not match", 2)));
    Action typed = keys.actions().stream().filter(a -> "e2".equals(a.targetRef())).findFirst().orElseThrow();
    assertEquals("type_ref:keyboard", typed.gesture(), "the alternate gesture: real key presses");
    ActionPlan alternate = plan(s, List.of(new FailureRecord(key, "type_ref:keyboard", "value does not match", 2)));
    assertTrue(alternate.actions().stream().noneMatch(a -> "e2".equals(a.targetRef())), alternate.toString());
    assertTrue(alternate.unresolved().contains("Email"), alternate.unresolved().toString());
  }

  @Test
  void bestOptionPrefersExactThenPrefix() {
    assertEquals(1, RulePlanner.bestOption(List.of("Yes, with sponsorship", "Yes", "No"), "yes"));
    assertEquals(0, RulePlanner.bestOption(List.of("Yes, I am authorized", "No"), "Yes"));
    assertEquals(-1, RulePlanner.bestOption(List.of("Red", "Blue"), "Yes"));
  }

  @Test
  void aFieldInASectionAboutSomeoneElseIsAskedWithTheSectionsWords() {
    // one page with the next of kin's mobile in a fieldset, another with it under a section the
    // snapshot names: a page asks it once (two fields asking it on one page compete for one key)
    Planner generic = Planner.rules(dev.autopilot.core.pack.GenericPack.of(java.util.Map.of("Mobile", "+44 7700 900123", "Next of kin mobile", "+44 7700 900456")));
    ElementGroup nextOfKin = new ElementGroup("g2", GroupKind.FIELDSET, "Next of kin", false, List.of("e2"));
    SemanticSnapshot inFieldset = snapshot(List.of(
            textbox("e1", "Mobile", null, true, "tel"),
            new dev.autopilot.core.model.SemanticElement("e2", dev.autopilot.core.model.Role.TEXTBOX, "Mobile", null, null, true, false, null, true, "g2",
                List.of(), "tel", java.util.Map.of(), false)),
        List.of(nextOfKin), List.of(), List.of());
    ActionPlan plan = generic.plan(new PlanningContext(task, RunState.FILL, inFieldset, List.of()));
    assertEquals(2, plan.actions().size(), plan::toString);
    assertEquals("+44 7700 900123", ((Action.TypeRef) plan.actions().get(0)).text());
    assertEquals("+44 7700 900456", ((Action.TypeRef) plan.actions().get(1)).text(), "the section says whose mobile it asks for");
    assertTrue(String.valueOf(plan.actions().get(1).meta().targetQuestion()).startsWith("Next of kin"));
    SemanticSnapshot inSection = snapshot(List.of(
            textbox("e1", "Mobile", null, true, "tel"),
            new dev.autopilot.core.model.SemanticElement("e3", dev.autopilot.core.model.Role.TEXTBOX, "Mobile", null, null, true, false, null, true, null,
                List.of(), "tel", java.util.Map.of("section", "Next of kin"), false)),
        List.of(), List.of(), List.of());
    plan = generic.plan(new PlanningContext(task, RunState.FILL, inSection, List.of()));
    assertEquals(2, plan.actions().size(), plan::toString);
    assertEquals("+44 7700 900456", ((Action.TypeRef) plan.actions().get(1)).text(), "a fieldset's legend the snapshot gives as the field's section");
    assertEquals("Next of kin: Mobile", plan.actions().get(1).meta().targetQuestion());
  }

  @Test
  void aNumberFieldIsTypedTheNumberOfAnAnswerInWords() {
    SemanticSnapshot s = snapshot(List.of(textbox("e1", "Warranty (years)", null, true, "number")), List.of(), List.of(), List.of());
    Planner generic = Planner.rules(dev.autopilot.core.pack.GenericPack.of(java.util.Map.of("Warranty", "2 years")));
    ActionPlan plan = generic.plan(new PlanningContext(task, RunState.FILL, s, List.of()));
    assertEquals("2", ((Action.TypeRef) plan.actions().get(0)).text());
  }

  @Test
  void aQuestionNoKeyAnswersTakesTheOneKeyLeftNearItOnThePage() {
    Planner generic = Planner.rules(dev.autopilot.core.pack.GenericPack.of(java.util.Map.of(
        "Email", "kim@example.org", "Seats", "3", "Arrival", "2027-05-01")));
    SemanticSnapshot s = snapshot(List.of(
            textbox("e1", "Email", null, true, "email"),
            textbox("e2", "How many seats should we reserve for your group?", null, true, "number")),
        List.of(), List.of(), List.of());
    ActionPlan plan = generic.plan(new PlanningContext(task, RunState.FILL, s, List.of()));
    assertEquals(List.of("kim@example.org", "3"), plan.actions().stream().map(a -> ((Action.TypeRef) a).text()).toList());
    assertTrue(plan.routes().get(1).answeredBy().contains("values[\"Seats\"]"), plan.routes().toString());

    SemanticSnapshot two = snapshot(List.of(
            textbox("e1", "How many seats should we reserve for your group?", null, true, "text"),
            textbox("e2", "Which seats do you prefer, window or aisle?", null, true, "text")),
        List.of(), List.of(), List.of());
    ActionPlan none = generic.plan(new PlanningContext(task, RunState.FILL, two, List.of()));
    assertTrue(none.actions().isEmpty(), "two open questions near one key: which one it answers is not known");
    // a number input says what the words do not: the one number left is its answer
    SemanticSnapshot typed = snapshot(List.of(
            textbox("e1", "How many seats should we reserve for your group?", null, true, "number"),
            textbox("e2", "Which seats do you prefer, window or aisle?", null, true, "text")),
        List.of(), List.of(), List.of());
    ActionPlan shaped = generic.plan(new PlanningContext(task, RunState.FILL, typed, List.of()));
    assertEquals(List.of("3"), shaped.actions().stream().map(a -> ((Action.TypeRef) a).text()).toList());

    SemanticSnapshot taken = snapshot(List.of(
            textbox("e1", "Email", null, true, "email"),
            textbox("e2", "Email of a colleague to copy", null, true, "text")),
        List.of(), List.of(), List.of());
    ActionPlan once = generic.plan(new PlanningContext(task, RunState.FILL, taken, List.of()));
    assertEquals(1, once.actions().size(), "a key that answers one question answers no other");
  }

  @Test
  void aControlDeclaredAPartOfABirthdayTakesThatPartOfTheDate() {
    List<SelectOption> months = new java.util.ArrayList<>(List.of(new SelectOption("Month", "", true)));
    for (String m : List.of("January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December")) {
      months.add(new SelectOption(m, String.valueOf(months.size()), false));
    }
    SemanticSnapshot s = snapshot(List.of(
            new dev.autopilot.core.model.SemanticElement("e1", dev.autopilot.core.model.Role.COMBOBOX, "Birthday", null, null, true, false, null, true, null,
                months, null, java.util.Map.of("autocomplete", "bday-month"), false),
            new dev.autopilot.core.model.SemanticElement("e2", dev.autopilot.core.model.Role.TEXTBOX, "Birthday", null, null, true, false, null, true, null,
                List.of(), "text", java.util.Map.of("autocomplete", "bday-day"), false),
            new dev.autopilot.core.model.SemanticElement("e3", dev.autopilot.core.model.Role.TEXTBOX, "Birthday", null, null, true, false, null, true, null,
                List.of(), "text", java.util.Map.of("autocomplete", "bday-year"), false)),
        List.of(), List.of(), List.of());
    Planner generic = Planner.rules(dev.autopilot.core.pack.GenericPack.of(java.util.Map.of("Date of birth", "March 9, 1988")));
    ActionPlan plan = generic.plan(new PlanningContext(task, RunState.FILL, s, List.of()));
    assertEquals("March", ((Action.SelectRef) plan.actions().get(0)).option());
    assertEquals("09", ((Action.TypeRef) plan.actions().get(1)).text());
    assertEquals("1988", ((Action.TypeRef) plan.actions().get(2)).text());
  }
}
