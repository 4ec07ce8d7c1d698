package dev.autopilot.fsm;

import dev.autopilot.core.match.StepControls;
import dev.autopilot.core.match.StepTransition;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.VisionNode;
import dev.autopilot.core.model.VisionVerdict;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * SUBMIT: one step that submits the form. Asks the planner for the submit control (none stops
 * the run: {@link ManualCode#NO_SUBMIT_CONTROL}) and submits through {@link ActionAttempt}, where
 * the gates, the screenshots before and after and the submit's counting are, as for a submit
 * planned in any other state. When the planned control moves a form spread over steps to its next step ({@link
 * StepControls}), it is clicked instead of submitted: a verified step transition ({@link
 * StepTransition}) counts as no submit and the run goes back to FILL. A submit click goes to
 * VERIFY_OUTCOME, verified or not, which keeps the submit's action in focus; only a click that
 * never reached its control goes back to FILL (the ladder counts it).
 */
final class SubmitHandler implements StateHandler {

  @Override
  public Next handle(RunContext run, RunLedger ledger) {
    @Nullable ManualReason budget = run.beginStep();
    if (budget != null) {
      return Next.stop(budget);
    }
    RunContext.PlannedStep planned = run.plan(RunState.SUBMIT);
    ActionPlan plan = planned.plan();
    List<Action> actions = plan.actions();
    Action.@Nullable ClickRef next = actions.isEmpty() ? null : stepControl(run.current(), actions.get(0));
    if (next != null) {
      return nextStep(run, ledger, planned.ids().get(0), next);
    }
    int at = -1;
    for (int i = 0; i < actions.size() && at < 0; i++) {
      at = actions.get(i) instanceof Action.Submit ? i : -1;
    }
    if (at < 0) {
      VisionVerdict seen = run.vision(VisionNode.UNDECIDABLE_ELEMENT, "Is there a button or control on this page that submits the form?");
      return Next.stop(run.stop(ManualCode.NO_SUBMIT_CONTROL, "no way to submit on " + run.current().page().url() + ": " + plan.rationale(), null,
          seen.status() == VisionVerdict.Status.SKIPPED ? Map.of() : Map.of("vision", seen.status().name().toLowerCase(java.util.Locale.ROOT) + ": " + seen.evidence())));
    }
    VisionVerdict ready = run.vision(VisionNode.BEFORE_SUBMIT, "Is the form completely filled in, with no error message showing?");
    if (ready.status() == VisionVerdict.Status.NO) {
      return Next.stop(run.stop(ManualCode.VISION_OBJECTION, "the vision check before the submit saw the form as not ready: " + ready.evidence(), null,
          Map.of("evidence", ready.evidence())));
    }
    Action submit = actions.get(at);
    String id = planned.ids().get(at);
    SemanticSnapshot before = run.current();
    ActionAttempt.Result attempt = ActionAttempt.run(run, ledger, id, submit, SemanticKey.forAction(before, submit));
    ManualReason stop = attempt.stop();
    if (stop != null) {
      return Next.stop(stop);
    }
    if (attempt.prepared()) {
      return ActionAttempt.Result.toPrepared("in SUBMIT");
    }
    return attempt.submitted() ? attempt.afterSubmit("in SUBMIT") : Next.go(RunState.FILL, "the planned submit was no submit of the form");
  }

  /**
   * The click of a form spread over steps, when the planned action is one: a click with the next
   * step's intent, or a submit whose control {@link StepControls#isNext} names (the "Next" of a
   * per-step form is a submit button), whichever planner planned it.
   */
  static Action.@Nullable ClickRef stepControl(SemanticSnapshot snapshot, Action action) {
    if (action instanceof Action.ClickRef click && StepControls.NEXT_STEP_INTENT.equals(click.meta().intent())) {
      return click;
    }
    if (action instanceof Action.Submit submit && snapshot.element(submit.ref()).map(e -> StepControls.isNext(e.name())).orElse(false)) {
      return new Action.ClickRef(submit.ref(), ActionMeta.of(StepControls.NEXT_STEP_INTENT, "next step").withCriteria("the next step shows"));
    }
    return null;
  }

  /**
   * Moves to the next step: a verified step transition is no submission and counts as none; a
   * click after which the form's questions left and nothing of a form took their place may have
   * sent the form, so it counts as a submit and its outcome is classified.
   */
  private static Next nextStep(RunContext run, RunLedger ledger, String id, Action.ClickRef next) {
    SemanticSnapshot before = run.current();
    ActionAttempt.Result moved = ActionAttempt.run(run, ledger, id, next, SemanticKey.forAction(before, next));
    ManualReason stop = moved.stop();
    if (stop != null) {
      return Next.stop(stop);
    }
    return switch (StepTransition.judge(before, run.current()).kind()) {
      case NEXT_STEP -> Next.go(RunState.FILL, "verified step transition; answer the next step");
      case SAME_STEP -> {
        // a step the page refused in place is judged as a refused submit: what counts from here
        // is what the run changes, and a page that shows errors nothing changed stops the run
        // (VALIDATE, naming the fields) rather than be asked the same again
        ledger.verifiedSinceSubmit = 0;
        yield Next.go(RunState.FILL, "the next step did not show");
      }
      case FORM_ENDED -> {
        ledger.submitting(before.page().url());
        yield Next.go(RunState.VERIFY_OUTCOME, "the 'next' click ended the form and may have sent it; classify the outcome");
      }
    };
  }
}
