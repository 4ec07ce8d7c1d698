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
 * page as it is then. Answers the locator cache served lead the plan; they are carried out
 * together with one snapshot after them all, each still judged on its own against it ({@link
 * ActionAttempt#runBatch}), so a warm run reads the page fewer times. An empty plan means nothing is left to answer: VALIDATE. A submit among
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
    int batched = 0;
    if (served != null) {
      Batch batch = batch(run, ledger, actions, planned.ids());
      if (batch.size() >= 2) {
        Next next = carryOut(run, ledger, plan, batch);
        if (next != null) {
          return next;
        }
        batched = batch.size();
      }
    }
    for (int i = batched; i < actions.size(); i++) {
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

  /**
   * The leading cached answers that may share one snapshot after them ({@link
   * dev.autopilot.core.ActionProof#batchable}, none a submit, each on its own field, none proposed
   * again after it was verified).
   */
  record Batch(List<String> ids, List<Action> actions, List<SemanticKey> keys) {
    int size() {
      return actions.size();
    }
  }

  private static Batch batch(RunContext run, RunLedger ledger, List<Action> actions, List<String> ids) {
    SemanticSnapshot before = run.current();
    List<String> bIds = new java.util.ArrayList<>();
    List<Action> bActions = new java.util.ArrayList<>();
    List<SemanticKey> bKeys = new java.util.ArrayList<>();
    java.util.Set<String> targets = new java.util.HashSet<>();
    for (int i = 0; i < actions.size(); i++) {
      Action a = actions.get(i);
      SemanticKey key = SemanticKey.forAction(before, a);
      if (!dev.autopilot.core.ActionProof.batchable(a) || dev.autopilot.core.gate.ActionGate.isSubmit(dev.autopilot.core.gate.ActionGate.asSubmit(a, before), before)
          || !targets.add(String.valueOf(a.targetRef())) || ledger.verified.getOrDefault(key, 0) >= MAX_REPEATS_OF_VERIFIED
          || !ledger.cacheUses.containsKey(ids.get(i))) {
        break;
      }
      bIds.add(ids.get(i));
      bActions.add(a);
      bKeys.add(key);
    }
    return new Batch(bIds, bActions, bKeys);
  }

  /**
   * Carries out a batch of cached answers with one snapshot after them all ({@link
   * ActionAttempt#runBatch}); null when every one was verified and the page kept its structure, so
   * the rest of the plan goes on, else where the run goes.
   */
  private static @Nullable Next carryOut(RunContext run, RunLedger ledger, ActionPlan plan, Batch batch) {
    SemanticSnapshot before = run.current();
    List<ActionAttempt.Result> results = ActionAttempt.runBatch(run, ledger, batch.ids(), batch.actions(), batch.keys());
    boolean allVerified = results.size() == batch.size();
    for (int i = 0; i < results.size(); i++) {
      Action action = batch.actions().get(i);
      ActionAttempt.Result attempt = results.get(i);
      CachedStep.after(run, ledger, batch.ids().get(i), action, before, attempt.verified(), answeredBy(plan, action));
      if (attempt.verified()) {
        TrajectoryMemory.verified(ledger, action, before, batch.keys().get(i), route(plan, action), true);
      } else {
        allVerified = false;
      }
    }
    for (ActionAttempt.Result attempt : results) {
      ManualReason stop = attempt.stop();
      if (stop != null) {
        return Next.stop(stop);
      }
    }
    if (!allVerified) {
      return Next.go(RunState.FILL, "an action was not verified; plan again");
    }
    if (run.current().structureChanged()) {
      return Next.go(RunState.FILL, "the page changed its structure; plan again");
    }
    return null;
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
