package dev.autopilot.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.gate.ActionGate;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.FailureRecord;
import dev.autopilot.core.model.FieldError;
import dev.autopilot.core.model.GroupKind;
import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import dev.autopilot.core.model.Task;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * The contract of a {@link Planner}, on snapshots built in memory (no browser): what it plans
 * targets refs of the snapshot it was given, never an isolated, disabled or hidden text field;
 * each verb fits the element it targets; an action that failed twice is not planned again
 * unchanged (another gesture, another control, or the question reported unresolved); no submit is
 * planned while a required question it can answer is still open, be it a {@code submit} or a
 * click on the form's submit control; the same context gives the same
 * plan when the planner says it is deterministic; and concurrent calls on different contexts
 * plan as a single caller would.
 *
 * <p>A subclass supplies {@link #planner()}. The kit's form ({@link #form()}) is a job
 * application with the usual questions (names, e-mail, phone, a required yes/no radio group, a
 * country select, a resume upload, a consent-free checkbox), a chat widget's isolated box, a
 * disabled field, a hidden honeypot and a submit button; a planner for another domain overrides
 * {@link #form()} with a snapshot holding at least one open required question it can answer, and
 * {@link #task()} when the task matters to it. Planners that promise the same plan for the same
 * context return true from {@link #deterministic()}.
 *
 * <p>The kit keeps no state between tests: its tests may run concurrently when the planner allows
 * it.
 */
public abstract class PlannerContract {

  /** The address of the kit's form. */
  protected static final String FORM_URL = "http://127.0.0.1:8080/jobs/1001/apply";

  /**
   * The planner under test; asked once per test.
   *
   * @return the planner, not null; one test uses it from several threads at once
   */
  protected abstract Planner planner();

  /**
   * Whether the planner promises the same plan for equal contexts. The default is false.
   *
   * @return true to have the kit also check that equal contexts, alone or among concurrent
   *     calls, get equal plans
   */
  protected boolean deterministic() {
    return false;
  }

  /**
   * The task the kit plans for.
   *
   * @return the task every planning context of the kit carries; by default applying to a
   *     backend engineer job at {@link #FORM_URL}
   */
  protected Task task() {
    return Task.of("Apply to Backend Engineer", URI.create(FORM_URL));
  }

  /**
   * The form the kit plans on: a snapshot with at least one open required question the planner
   * can answer. The default is the kit's job application (see the class comment).
   *
   * @return the snapshot; asked for several times in a test, it must be equal each time. The
   *     kit also plans on a copy with other refs, to check the planner follows them
   */
  protected SemanticSnapshot form() {
    return jobApplication("e");
  }

  @Test
  void plansOnlyRefsOfTheSnapshotItWasGivenAndLeavesIsolatedDisabledAndHiddenFieldsAlone() {
    Planner planner = planner();
    SemanticSnapshot form = form();
    SemanticSnapshot renumbered = renumber(form, "r");
    for (SemanticSnapshot s : List.of(form, renumbered)) {
      for (RunState state : List.of(RunState.FILL, RunState.SUBMIT)) {
        ActionPlan plan = plan(planner, s, state, List.of());
        assertTargetsBelong(s, plan, state);
      }
    }
  }

  @Test
  void answersTheFormsOpenQuestions() {
    ActionPlan plan = plan(planner(), form(), RunState.FILL, List.of());
    assertFalse(answersToRequired(form(), plan).isEmpty(),
        () -> "the planner answers none of the form's required questions; override form() with one it can answer. Plan: " + plan);
  }

  @Test
  void eachVerbFitsTheElementItTargets() {
    Planner planner = planner();
    SemanticSnapshot form = form();
    for (RunState state : List.of(RunState.FILL, RunState.SUBMIT)) {
      ActionPlan plan = plan(planner, form, state, List.of());
      for (Action a : plan.actions()) {
        String ref = a.targetRef();
        if (ref == null) {
          continue;
        }
        SemanticElement e = form.element(ref).orElseThrow();
        Role role = e.role();
        String why = a.verb() + " on " + role + " '" + e.name() + "'";
        if (a instanceof Action.TypeRef) {
          assertTrue(List.of(Role.TEXTBOX, Role.SEARCHBOX, Role.COMBOBOX, Role.SPINBUTTON).contains(role), why);
        } else if (a instanceof Action.SelectRef select) {
          assertTrue(List.of(Role.COMBOBOX, Role.LISTBOX).contains(role), why);
          if (!e.options().isEmpty()) {
            assertTrue(e.options().stream().anyMatch(o -> o.label().equals(select.option()) || o.value().equals(select.option())),
                () -> why + ": '" + select.option() + "' is one of its options " + e.options());
          }
        } else if (a instanceof Action.SetCheckbox) {
          assertTrue(List.of(Role.CHECKBOX, Role.SWITCH).contains(role), why);
        } else if (a instanceof Action.SetRadio) {
          assertEquals(Role.RADIO, role, why);
        } else if (a instanceof Action.UploadFile) {
          assertTrue(List.of(Role.FILE, Role.BUTTON).contains(role), why);
        } else if (a instanceof Action.Submit) {
          assertTrue(form.submitCandidates().stream().anyMatch(c -> c.ref().equals(ref) && c.enabled()),
              () -> why + ": a submit targets an enabled submit candidate");
        }
      }
    }
  }

  @Test
  void anActionThatFailedTwiceIsNotPlannedAgainUnchanged() {
    Planner planner = planner();
    SemanticSnapshot form = form();
    ActionPlan first = plan(planner, form, RunState.FILL, List.of());
    assumeTrue(!first.isEmpty(), "nothing planned on the form");
    for (Action failed : first.actions()) {
      SemanticKey key = SemanticKey.forAction(form, failed);
      ActionPlan replanned = plan(planner, form, RunState.FILL, List.of(new FailureRecord(key, failed.verb(), "the page did not keep it", 1)));
      assertTargetsBelong(form, replanned, RunState.FILL);
      for (int failures : new int[] {2, 3}) {
        ActionPlan next = plan(planner, form, RunState.FILL, List.of(new FailureRecord(key, failed.verb(), "the page did not keep it", failures)));
        assertTargetsBelong(form, next, RunState.FILL);
        assertFalse(next.actions().contains(failed),
            () -> "after " + failures + " failures of " + key + " the same " + failed.verb() + " is planned again: " + next);
        boolean changed = next.actions().stream().anyMatch(a -> SemanticKey.forAction(form, a).equals(key));
        String signature = key.questionSignature();
        boolean reported = next.unresolved().stream().map(SemanticKey::questionSignature)
            .anyMatch(q -> !q.isEmpty() && (q.contains(signature) || signature.contains(q)));
        assertTrue(changed || reported,
            () -> "after " + failures + " failures of " + key + " the planner neither changes its plan for it nor reports it unresolved: " + next);
      }
    }
  }

  @Test
  void neverPlansASubmitWhileARequiredQuestionItCanAnswerIsOpen() {
    Planner planner = planner();
    SemanticSnapshot form = form();
    ActionPlan fill = plan(planner, form, RunState.FILL, List.of());
    assumeTrue(!answersToRequired(form, fill).isEmpty(), "the planner answers no required question of the form");
    for (RunState state : List.of(RunState.FILL, RunState.VALIDATE, RunState.SUBMIT)) {
      ActionPlan plan = plan(planner, form, state, List.of());
      // a click on the submit control is a submit too (ActionGate.isSubmit, the run's one reading):
      // planned while filling, it would send the form before the answers are in
      assertTrue(plan.actions().stream().noneMatch(a -> ActionGate.isSubmit(a, form)),
          () -> "a submit (or a click on the form's submit control) planned in " + state + " while required questions it answers are open: " + plan);
    }
  }

  @Test
  void theSameContextGivesTheSamePlanWhenDeterministic() {
    assumeTrue(deterministic(), "the planner does not promise determinism");
    Planner planner = planner();
    for (RunState state : List.of(RunState.FILL, RunState.SUBMIT)) {
      ActionPlan once = plan(planner, form(), state, List.of());
      ActionPlan again = plan(planner, form(), state, List.of());
      assertEquals(once, again, "equal contexts, equal plans in " + state);
    }
  }

  @Test
  void concurrentCallsOnDifferentContextsPlanAsASingleCallerWould() throws InterruptedException, ExecutionException {
    Planner planner = planner();
    int threads = 4;
    int rounds = 25;
    List<SemanticSnapshot> forms = new ArrayList<>();
    List<ActionPlan> alone = new ArrayList<>();
    for (int i = 0; i < threads; i++) {
      SemanticSnapshot s = renumber(form(), "t" + i + "_");
      forms.add(s);
      alone.add(plan(planner, s, RunState.FILL, List.of()));
    }
    CountDownLatch go = new CountDownLatch(1);
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<List<ActionPlan>>> results = new ArrayList<>();
      for (SemanticSnapshot s : forms) {
        results.add(pool.submit(() -> {
          go.await();
          List<ActionPlan> plans = new ArrayList<>();
          for (int r = 0; r < rounds; r++) {
            plans.add(plan(planner, s, RunState.FILL, List.of()));
          }
          return plans;
        }));
      }
      go.countDown();
      for (int i = 0; i < threads; i++) {
        for (ActionPlan p : results.get(i).get()) {
          assertTargetsBelong(forms.get(i), p, RunState.FILL);
          if (deterministic()) {
            assertEquals(alone.get(i), p, "a plan made among concurrent calls equals the one made alone");
          }
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }

  /**
   * Plans on a snapshot in a state, with these failures, for the kit's {@link #task()}.
   *
   * @param planner the planner to ask
   * @param snapshot the page the plan is for
   * @param state the run's state, such as {@link RunState#FILL} or {@link RunState#SUBMIT}
   * @param failures the failures so far, to plan around; empty for none
   * @return the plan
   * @throws AssertionError when the planner returns null
   */
  protected final ActionPlan plan(Planner planner, SemanticSnapshot snapshot, RunState state, List<FailureRecord> failures) {
    ActionPlan plan = planner.plan(new PlanningContext(task(), state, snapshot, failures));
    assertNotNull(plan, "plan() never returns null");
    return plan;
  }

  private static void assertTargetsBelong(SemanticSnapshot s, ActionPlan plan, RunState state) {
    for (Action a : plan.actions()) {
      String ref = a.targetRef();
      if (ref == null) {
        continue;
      }
      Optional<SemanticElement> target = s.element(ref);
      if (target.isEmpty()) {
        fail(a.verb() + " in " + state + " targets " + ref + ", which the snapshot does not have: " + plan);
      }
      SemanticElement e = target.get();
      assertFalse(e.isolated(), () -> a.verb() + " targets '" + e.name() + "' of an isolated panel");
      assertFalse(e.disabled(), () -> a.verb() + " targets the disabled '" + e.name() + "'");
      assertTrue(e.visible() || e.role() == Role.FILE || e.role().isToggle() || a instanceof Action.Submit,
          () -> a.verb() + " targets the hidden text field '" + e.name() + "' (a honeypot a person would never fill)");
    }
  }

  /** The actions of a plan that answer a required question. */
  private static List<Action> answersToRequired(SemanticSnapshot s, ActionPlan plan) {
    return plan.actions().stream().filter(a -> {
      String ref = a.targetRef();
      if (ref == null || a instanceof Action.Submit) {
        return false;
      }
      Optional<SemanticElement> e = s.element(ref);
      return e.isPresent() && (e.get().required() || s.groupOf(e.get()).map(ElementGroup::required).orElse(false));
    }).toList();
  }

  /**
   * The kit's job application form, with every ref prefixed: names, e-mail, phone, a required
   * yes/no radio group on work authorization, a country select with a placeholder, a resume
   * upload, an optional checkbox, a chat widget's isolated text box, a disabled field, a hidden
   * honeypot and a submit button. Nothing is filled.
   *
   * @param refPrefix put before each element's number to make its ref, such as {@code e} for
   *     {@code e1}, {@code e2}, ...
   * @return a new snapshot of the form
   */
  public static SemanticSnapshot jobApplication(String refPrefix) {
    String p = Objects.requireNonNull(refPrefix, "refPrefix");
    String auth = "Are you legally authorized to work in the United States?";
    List<SemanticElement> elements = List.of(
        field(p + "1", "textbox", "First name", true, true, false, null, null, "text", Map.of("autocomplete", "given-name"), false, List.of()),
        field(p + "2", "textbox", "Last name", true, true, false, null, null, "text", Map.of("autocomplete", "family-name"), false, List.of()),
        field(p + "3", "textbox", "Email", true, true, false, null, null, "email", Map.of("autocomplete", "email"), false, List.of()),
        field(p + "4", "textbox", "Phone", false, true, false, null, null, "tel", Map.of("autocomplete", "tel"), false, List.of()),
        field(p + "5", "radio", "Yes", true, true, false, Boolean.FALSE, "g1", "radio", Map.of(), false, List.of()),
        field(p + "6", "radio", "No", true, true, false, Boolean.FALSE, "g1", "radio", Map.of(), false, List.of()),
        field(p + "7", "combobox", "Country", false, true, false, null, null, null, Map.of(), false,
            List.of(new SelectOption("Select...", "", true), new SelectOption("United States", "us", false), new SelectOption("France", "fr", false))),
        field(p + "8", "file", "Resume/CV", true, false, false, null, null, "file", Map.of("accept", ".pdf,.doc,.docx"), false, List.of()),
        field(p + "9", "checkbox", "Send me alerts about similar jobs", false, true, false, Boolean.FALSE, null, "checkbox", Map.of(), false, List.of()),
        field(p + "10", "textbox", "Type your message", false, true, false, null, null, "text", Map.of(), true, List.of()),
        field(p + "11", "textbox", "Referral code", false, true, true, null, null, "text", Map.of(), false, List.of()),
        field(p + "12", "textbox", "Company website", false, false, false, null, null, "text", Map.of("autocomplete", "off"), false, List.of()),
        field(p + "13", "button", "Submit application", false, true, false, null, null, "submit", Map.of(), false, List.of()));
    PageInfo page = new PageInfo(FORM_URL, "Apply: Backend Engineer", "127.0.0.1", "/jobs/{n}/apply", "kit-job-application");
    ElementGroup group = new ElementGroup("g1", GroupKind.RADIOGROUP, auth, true, List.of(p + "5", p + "6"));
    List<String> requiredUnfilled = List.of("first name", "last name", "email", SemanticKey.questionSignature(auth), "resume cv");
    return new SemanticSnapshot(page, elements, List.of(group), List.<FieldError>of(), requiredUnfilled,
        List.of(new SubmitCandidate(p + "13", "Submit application", true)), 1, true);
  }

  /** The same snapshot with every ref (and group member) given a new prefix in place of its letters. */
  private static SemanticSnapshot renumber(SemanticSnapshot s, String prefix) {
    List<SemanticElement> elements = s.elements().stream().map(e -> e.toBuilder().ref(prefix + e.ref()).build()).toList();
    List<ElementGroup> groups = s.groups().stream().map(g -> new ElementGroup(g.id(), g.kind(), g.question(), g.required(),
        g.memberRefs().stream().map(r -> prefix + r).toList())).toList();
    List<FieldError> errors = s.errors().stream().map(f -> new FieldError(f.text(), f.visible(), f.ref() == null ? null : prefix + f.ref(), f.groupId())).toList();
    List<SubmitCandidate> submits = s.submitCandidates().stream().map(c -> new SubmitCandidate(prefix + c.ref(), c.name(), c.enabled())).toList();
    return new SemanticSnapshot(s.page(), elements, groups, errors, s.requiredUnfilled(), submits, s.epoch(), s.structureChanged());
  }

  private static SemanticElement field(String ref, String role, String name, boolean required, boolean visible, boolean disabled, @Nullable Boolean checked,
      @Nullable String groupId, @Nullable String inputType, Map<String, String> attributes, boolean isolated, List<SelectOption> options) {
    SemanticElement.Builder b = SemanticElement.builder(ref, Role.of(role), name)
        .value(role.equals("button") || role.equals("file") ? null : "")
        .required(required).visible(visible).disabled(disabled).checked(checked).groupId(groupId).inputType(inputType).isolated(isolated);
    attributes.forEach(b::attribute);
    options.forEach(b::addOption);
    return b.build();
  }
}
