package dev.autopilot.fsm;

import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * FILL: one step of answering questions. Plans on the current page and carries the plan out
 * action by action, each executed and verified ({@link ActionAttempt}); stops carrying it out at
 * the first action that fails or changes the page's structure, and plans again (FILL) from the
 * page as it is then. An empty plan means nothing is left to answer: VALIDATE. A submit among
 * the planned actions (a planner that submits while filling) is made through the same gates and
 * goes to VERIFY_OUTCOME like any submit.
 *
 * <p>An answer verified {@link #MAX_REPEATS_OF_VERIFIED} times that the planner proposes yet
 * again does not stick on the page; it counts as a failure on the ladder instead of being typed
 * again.
 */
final class FillHandler implements StateHandler {
  /** How often an action verified before may be proposed again before it counts as not sticking. */
  static final int MAX_REPEATS_OF_VERIFIED = 2;

  @Override
  public Next handle(RunContext run, RunLedger ledger) {
    @Nullable ManualReason budget = run.beginStep();
    if (budget != null) {
      return Next.stop(budget);
    }
    CachedStep.@Nullable Served served = CachedStep.serve(run, ledger);
    RunContext.PlannedStep planned = served != null ? served.step() : run.plan(RunState.FILL);
    ActionPlan plan = planned.plan();
    ledger.lastUnresolved = plan.unresolved();
    ledger.lastClosestKeys = plan.closestKeys();
    if (plan.isEmpty()) {
      return Next.go(RunState.VALIDATE, "nothing left to answer");
    }
    List<Action> actions = plan.actions();
    for (int i = 0; i < actions.size(); i++) {
      Action action = actions.get(i);
      String id = planned.ids().get(i);
      SemanticKey key = SemanticKey.forAction(run.current(), action);
      int verifiedBefore = ledger.verified.getOrDefault(key, 0);
      if (verifiedBefore >= MAX_REPEATS_OF_VERIFIED) {
        ledger.focus = id;
        ManualReason stop = ActionAttempt.recordFailure(run, ledger, key, action.gesture(),
            "verified " + verifiedBefore + " times yet proposed again: the page does not keep the answer");
        return stop != null ? Next.stop(stop) : Next.go(RunState.FILL, "the answer to '" + key.questionSignature() + "' does not stick; plan again");
      }
      SemanticSnapshot before = run.current();
      ActionAttempt.Result attempt = ActionAttempt.run(run, ledger, id, action, key);
      boolean fromCache = ledger.cacheUses.containsKey(id);
      CachedStep.after(run, ledger, id, action, before, attempt.verified(), answeredBy(plan, action));
      if (attempt.verified()) {
        TrajectoryMemory.verified(ledger, action, before, key, route(plan, action), fromCache);
      }
      ManualReason stop = attempt.stop();
      if (stop != null) {
        return Next.stop(stop);
      }
      if (attempt.prepared()) {
        return ActionAttempt.Result.toPrepared("while filling");
      }
      if (attempt.submitted()) {
        // a submit planned while filling is the run's submit all the same
        return attempt.afterSubmit("while filling");
      }
      if (!attempt.verified()) {
        return Next.go(RunState.FILL, "an action was not verified; plan again");
      }
      if (run.current().structureChanged()) {
        return Next.go(RunState.FILL, "the page changed its structure; plan again");
      }
    }
    if (served != null && served.wholePage()) {
      // the cache answered every field the planner could have: nothing is left to plan on this page
      return Next.go(RunState.VALIDATE, "every question of the page answered from the locator cache and verified");
    }
    return Next.go(RunState.FILL, "every planned action verified; plan again on the page as it is now");
  }

  /** The key of the task's data that answered the action's question, as the plan's route names it, or null. */
  private static @Nullable String answeredBy(ActionPlan plan, Action action) {
    dev.autopilot.core.model.QuestionRoute r = route(plan, action);
    return r == null ? null : r.answeredBy();
  }

  /** The plan's route for the action's question, or null. */
  private static dev.autopilot.core.model.@Nullable QuestionRoute route(ActionPlan plan, Action action) {
    String q = action.meta().targetQuestion();
    if (q == null) {
      return null;
    }
    for (dev.autopilot.core.model.QuestionRoute r : plan.routes()) {
      if (r.question().equals(q)) {
        return r;
      }
    }
    return null;
  }
}
