package dev.autopilot.fsm;

import dev.autopilot.core.ActionProof;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.Escalation;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.FailureRecord;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Verification;
import dev.autopilot.core.pack.Secret;
import dev.autopilot.core.gate.ActionGate;
import dev.autopilot.core.gate.GateVerdict;
import dev.autopilot.core.gate.SubmitRule;
import dev.autopilot.core.risk.Risk;
import dev.autopilot.core.risk.RiskMonitor;
import dev.autopilot.core.risk.RiskVerdict;
import dev.autopilot.fsm.prepare.PreparedPlan;
import dev.autopilot.fsm.prepare.SideEffect;
import dev.autopilot.core.match.FormPresence;
import dev.autopilot.core.match.StepControls;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Executes one planned action and verifies it, and keeps the escalation ladder: a failure on a
 * semantic key first replans, then asks for an alternate strategy, and the third stops the run
 * ({@link ManualCode#LOOP_GUARD}). Emits {@code action_executed}, then exactly one
 * {@code action_verified}, both carrying the action's id. Stateless; the ladder's counts live in
 * the {@link RunLedger}.
 *
 * <p>Every action of the run passes here, whichever handler and planner it comes from, so the
 * gates stand here, in front of the executor: the {@link ActionGate} (traps, consent: a refusal
 * stops the run with {@link ManualCode#PAGE_TRAP} or {@link ManualCode#CONSENT_REQUIRED}) and, for
 * an action that submits the form ({@link ActionGate#isSubmit}: a submit, or a click on a submit
 * control, in any state), the {@link SubmitRule}: a second click without a proven rejection of
 * the first is never made, and a form that holds no value while the run has placed none of its
 * own ({@link FormPresence#holdsNoValue}) is never submitted ({@link ManualCode#NOTHING_FILLED}).
 * A submit is the run's wherever it is planned: counted, screenshotted
 * before and after, watched as a submit, and {@link Result#submitted() reported} so that its
 * outcome is classified before anything else.
 */
final class ActionAttempt {
  private ActionAttempt() {}

  /**
   * What an attempt came to.
   *
   * @param verification the verifier's judgement (or why the action was not performed)
   * @param stop why the run must stop because of it, or null
   */
  record Result(Verification verification, @Nullable ManualReason stop, boolean submitted, boolean performed, boolean prepared) {
    Result(Verification verification, @Nullable ManualReason stop, boolean submitted, boolean performed) {
      this(verification, stop, submitted, performed, false);
    }

    Result(Verification verification, @Nullable ManualReason stop) {
      this(verification, stop, false, true);
    }

    /** Where a prepare run goes when this attempt was its submit, held back for the plan. */
    static Next toPrepared(String from) {
      return Next.go(dev.autopilot.core.model.RunState.PREPARED, "the form is filled and verified " + from
          + "; its submit waits for the person's confirmation in the prepared plan");
    }

    boolean verified() {
      return verification.verified();
    }

    /** Where the run goes after a submit made by this attempt: classify it, unless the click never reached the control. */
    Next afterSubmit(String from) {
      return performed
          ? Next.go(dev.autopilot.core.model.RunState.VERIFY_OUTCOME, "a submit was made " + from + "; classify its outcome before anything else")
          : Next.go(dev.autopilot.core.model.RunState.FILL, "the submit click never reached its control; nothing was sent");
    }
  }

  /** Executes and verifies the action with this id; the action stays in focus afterwards. */
  static Result run(RunContext run, RunLedger ledger, String actionId, Action planned, SemanticKey key) {
    ledger.focus = actionId;
    SemanticSnapshot before = run.current();
    Action gated = ActionGate.asSubmit(planned, before);
    boolean submit = ActionGate.isSubmit(gated, before);
    Action action = gated instanceof Action.Submit s ? s.withOutcomeDeadline(run.config().submitDeadline()) : gated;
    @Nullable RiskVerdict refusal = admit(run, ledger, action, before);
    if (refusal != null) {
      return refuse(run, ledger, action, key, before, refusal);
    }
    if (submit && ledger.valuesPlaced == 0 && FormPresence.holdsNoValue(before)) {
      String why = "the form holds no value and the run has placed none of its own: it may still be building, or nothing of the run's answers it";
      return refused(run, ledger, action, key, before, why, run.stop(ManualCode.NOTHING_FILLED, "not submitted: " + why
          + ". Look at the page; fill and submit it by hand if it is the right form", key.toString(), Map.of("verb", action.verb())));
    }
    if (submit || StepControls.NEXT_STEP_INTENT.equals(action.meta().intent())) {
      // what the form holds of the task's values as it is sent or left for its next step
      ledger.placedKeys.addAll(run.config().planner().valuesPlaced(before));
    }
    if (submit && !StepControls.NEXT_STEP_INTENT.equals(action.meta().intent())) {
      @Nullable ManualReason kept = pageChoicesOverValues(run, ledger, before, key);
      if (kept != null) {
        return refused(run, ledger, action, key, before, "the page's own choices would be sent where a value of the task may have been meant", kept);
      }
    }
    TwoPhase phase = ledger.twoPhase;
    if (submit && phase != null && phase.mode == TwoPhase.Mode.PREPARE) {
      // the first phase ends here: the plan takes the submit's place
      phase.plan = phase.prepare(run, ledger, actionId, action, before);
      return new Result(new Verification(action, false, "held back for the person's confirmation", List.of()), null, false, false, true);
    }
    if (submit && phase != null) {
      ManualReason unconfirmed = phase.beforeSubmit(run, action, before);
      if (unconfirmed != null) {
        return refused(run, ledger, action, key, before, unconfirmed.message(), unconfirmed);
      }
    }
    if (submit) {
      SubmitRule.Decision may = ledger.submitRule.mayClick();
      if (!may.allowed()) {
        return refused(run, ledger, action, key, before, may.reason(), repeatRefused(run, ledger, key, may));
      }
      run.screenshot("before_submit");
      ledger.submitting(before.page().url());
    }
    // One proof for the orchestrator and hosts: execute, snapshot after ("verify"), verify.
    ActionProof proof = run.actions().prove(action, before, exec -> executed(run, ledger, key, action, before, submit, exec));
    return judge(run, ledger, actionId, action, key, submit, phase, proof);
  }

  /**
   * Executes and verifies several field answers planned on the current page with one snapshot
   * after them all ({@link ActionProof#proveAll}), for answers the locator cache served: each is
   * admitted by the same gates as {@link #run}, in order, and judged on its own as {@link #run}
   * judges it; the run's events keep their contract (each {@code action_executed} is followed, after
   * the batch's one snapshot, by its {@code action_verified} in the same order). The first action
   * a gate refuses ends the batch: those admitted before it are carried out and proved, then it is
   * refused as {@link #run} refuses it.
   *
   * @param ids the actions' ids, in order
   * @param actions the actions, each {@link ActionProof#batchable} and none a submit, on
   *     different targets
   * @param keys their semantic keys
   * @return one result per action carried out or refused, in order; shorter than {@code actions}
   *     when one was refused or not performed (the rest were not tried)
   */
  static List<Result> runBatch(RunContext run, RunLedger ledger, List<String> ids, List<Action> actions, List<SemanticKey> keys) {
    SemanticSnapshot before = run.current();
    List<Action> admitted = new java.util.ArrayList<>();
    @Nullable RiskVerdict refusal = null;
    for (int i = 0; i < actions.size(); i++) {
      ledger.focus = ids.get(i);
      refusal = admit(run, ledger, actions.get(i), before);
      if (refusal != null) {
        break;
      }
      admitted.add(actions.get(i));
    }
    List<Result> results = new java.util.ArrayList<>();
    if (!admitted.isEmpty()) {
      int[] at = {0};
      List<ActionProof> proofs = run.actions().proveAll(admitted, before, exec -> {
        int i = at[0]++;
        ledger.focus = ids.get(i);
        executed(run, ledger, keys.get(i), admitted.get(i), before, false, exec);
      });
      for (int i = 0; i < proofs.size(); i++) {
        ledger.focus = ids.get(i);
        Result r = judge(run, ledger, ids.get(i), admitted.get(i), keys.get(i), false, null, proofs.get(i));
        results.add(r);
        if (r.stop() != null) {
          return results;
        }
      }
      if (proofs.size() < admitted.size()) {
        return results;
      }
    }
    if (refusal != null) {
      int k = admitted.size();
      ledger.focus = ids.get(k);
      results.add(refuse(run, ledger, actions.get(k), keys.get(k), before, refusal));
    }
    return results;
  }

  /**
   * The gates' judgement of an action before it is carried out: null when the risk monitor (or,
   * without one, the {@link ActionGate}) lets it pass, else the verdict that refuses it. May ask the
   * person through the consent callback; emits nothing.
   */
  private static @Nullable RiskVerdict admit(RunContext run, RunLedger ledger, Action action, SemanticSnapshot before) {
    RiskMonitor monitor = ledger.risk;
    RiskVerdict judged = monitor == null ? new RiskVerdict(null, ActionGate.check(action, before, run.config().consent(), run.config().consentCallback()), "")
        : monitor.check(action, before, run.config().consent(), run.config().consentCallback());
    if (judged.risk() != null) {
      return judged;
    }
    GateVerdict verdict = java.util.Objects.requireNonNull(judged.gate());
    if ((verdict.kind() == GateVerdict.Kind.DECIDED_BY_VALUES || verdict.kind() == GateVerdict.Kind.GRANTED) && ledger.focus != null) {
      ledger.consented.put(ledger.focus, verdict.reason());
    }
    return verdict.allowed() ? null : judged;
  }

  /** Refuses an action {@link #admit} did not let pass: its events, and the stop. */
  private static Result refuse(RunContext run, RunLedger ledger, Action action, SemanticKey key, SemanticSnapshot before, RiskVerdict judged) {
    Risk risk = judged.risk();
    if (risk != null) {
      run.emit(new RunEvent.RiskFlagged(risk.wireName(), action.verb(), judged.reason()));
      return refused(run, ledger, action, key, before, judged.reason(), run.stop(ManualCode.RISK_STOPPED, "stopped before " + action.verb() + ": "
          + judged.reason() + ". Nothing of that step was done; check what planned it", key.toString(), Map.of("risk", risk.wireName(), "verb", action.verb())));
    }
    GateVerdict verdict = java.util.Objects.requireNonNull(judged.gate());
    return refused(run, ledger, action, key, before, verdict.reason(), refusal(run, action, key, verdict));
  }

  /** Counts an execution and emits its {@code action_executed} (a submit's also recorded as sent, or as never reaching its control). */
  private static void executed(RunContext run, RunLedger ledger, SemanticKey key, Action action, SemanticSnapshot before, boolean submit, ExecutionResult exec) {
    ledger.actions++;
    if (submit) {
      ledger.submitted(exec);
      if (SubmitRule.notReached(exec)) {
        // known before the page is read again: a page that fails that read sent nothing
        ledger.rejected(SubmitRule.Rejection.NOT_REACHED);
      }
    }
    // The executor may have re-resolved a stale ref: events tell what was really acted on.
    run.emit(new RunEvent.ActionExecuted(key.toString(), shown(action, exec.action(), before), exec.performed(), exec.detail(),
        Texts.codeName(exec.errorCode()), exec.elapsedMillis()));
  }

  /** Judges a proved action: its {@code action_verified}, the ledger's counts, and the stop it calls for, if any. */
  private static Result judge(RunContext run, RunLedger ledger, String actionId, Action action, SemanticKey key, boolean submit,
      @Nullable TwoPhase phase, ActionProof proof) {
    SemanticSnapshot before = proof.before();
    ExecutionResult exec = proof.execution();
    Action done = proof.action();
    Verification v = proof.verification();
    List<Evidence> evidence = secret(action, before) ? concealed(v.evidence()) : v.evidence();
    String consented = ledger.consented.remove(actionId);
    if (consented != null) {
      // informative: who decided the commitment (the person, in their values or when asked), not whether it took effect
      evidence = new java.util.ArrayList<>(evidence);
      evidence.add(new Evidence("decided by the person", true, null, consented, false));
    }
    run.emit(new RunEvent.ActionVerified(key.toString(), done.verb(), done.targetRef(), v.verified(), v.reason(), evidence));
    ledger.performed.add(new PreparedPlan.Step(actionId, done.verb(), key.questionSignature(), SideEffect.ofVerb(done.verb()),
        v.verified() ? "done" : "not_verified"));
    if (submit && phase != null && !exec.performed()) {
      // the confirmed submit never reached its control: nothing was sent, and the plan is used
      ledger.unverified++;
      return new Result(v, run.stop(ManualCode.SUBMIT_FAILED, "the confirmed submit could not be carried out: " + exec.detail()
          + "; nothing was sent. Prepare again", key.toString(), Map.of("error_code", ErrorCode.BROWSER_SUBMIT_FAILED.name(), "verb", action.verb())),
          true, false);
    }
    if (submit) {
      run.screenshot("after_submit");
      SubmitRule.@Nullable Rejection rejection = SubmitRule.provenBy(exec, before, proof.after());
      if (rejection != null && rejection != SubmitRule.Rejection.NOT_REACHED) { // NOT_REACHED is recorded when the executor returns
        ledger.rejected(rejection);
      }
      if (!exec.performed() && exec.errorCode() != null && !exec.errorCode().isRetriable()) {
        ledger.unverified++;
        return new Result(v, run.stop(ManualCode.forFault(exec.errorCode(), ledger.submitRule.mayBeOut()), "the submit cannot succeed by trying again: " + exec.detail(),
            key.toString(), Map.of("verb", action.verb(), "error_code", exec.errorCode().name())), true, false);
      }
      if (v.verified()) {
        ledger.verified.merge(key, 1, Integer::sum);
      } else {
        ledger.unverified++;
      }
      @Nullable ManualReason stop = exec.performed() ? null : recordFailure(run, ledger, key, action.gesture(), v.reason());
      return new Result(v, stop, true, exec.performed());
    }
    @Nullable ErrorCode finalCode = finalError(exec);
    if (finalCode != null) {
      ledger.unverified++;
      return new Result(v, run.stop(ManualCode.forError(finalCode), action.verb() + " cannot succeed by trying again: " + exec.detail(), key.toString(),
          Map.of("verb", action.verb(), "error_code", finalCode.name())));
    }
    if (v.verified()) {
      ledger.verified.merge(key, 1, Integer::sum);
      if (!(action instanceof Action.Submit)) {
        ledger.verifiedSinceSubmit++;
      }
      if (placesValue(action)) {
        ledger.valuesPlaced++;
      }
      return new Result(v, null);
    }
    ledger.unverified++;
    return new Result(v, recordFailure(run, ledger, key, action.gesture(), v.reason()));
  }

  /**
   * Whether a verified action put a value on the form: anything but a submit and the clicks that
   * move between a form's steps or open it.
   */
  static boolean placesValue(Action action) {
    if (action instanceof Action.Submit || action instanceof Action.WaitFor || action instanceof Action.RefreshSoft) {
      return false;
    }
    String intent = action.meta().intent();
    return !(action instanceof Action.ClickRef) || !(StepControls.NEXT_STEP_INTENT.equals(intent) || FormPresence.START_INTENT.equals(intent));
  }

  /**
   * An action the gates refused: reported as executed-not-performed and not verified (the event
   * order holds), and the run stops with the refusal.
   */
  private static Result refused(RunContext run, RunLedger ledger, Action action, SemanticKey key, SemanticSnapshot before, String why,
      ManualReason stop) {
    String detail = "not carried out: " + why;
    run.emit(new RunEvent.ActionExecuted(key.toString(), shown(action, action, before), false, detail, null, 0));
    run.emit(new RunEvent.ActionVerified(key.toString(), action.verb(), action.targetRef(), false, detail,
        List.of(new Evidence("allowed by the gate", false, null, why, true))));
    ledger.unverified++;
    return new Result(new Verification(action, false, detail, List.of()), stop, false, false);
  }

  /**
   * The stop before the form's last submit when values of the task were placed in no field and
   * questions still hold the page's own choice, which no value answers and none of those values
   * would make ({@link dev.autopilot.core.Planner#pageChoicesLeft}): the page's "0" or preselected
   * option may stand where the person's value was meant, and the run cannot tell, so it sends
   * nothing rather than the page's choice as theirs. Null when the planner declares no values,
   * every value was placed, or no such question is left.
   */
  private static @Nullable ManualReason pageChoicesOverValues(RunContext run, RunLedger ledger, SemanticSnapshot before, SemanticKey key) {
    java.util.Set<String> keys = run.config().planner().valueKeys();
    if (keys.isEmpty() || ledger.placedKeys.containsAll(keys)) {
      return null;
    }
    List<String> unplaced = keys.stream().filter(k -> !ledger.placedKeys.contains(k)).toList();
    List<String> left = run.config().planner().pageChoicesLeft(before, new java.util.LinkedHashSet<>(unplaced));
    if (left.isEmpty()) {
      return null;
    }
    Map<String, String> details = new LinkedHashMap<>();
    details.put("questions", String.join("; ", left));
    details.put("unplaced", String.join("; ", unplaced));
    return run.stop(ManualCode.UNANSWERED_REQUIRED, "not submitted: " + left.size() + " question(s) hold the page's own choice and no value answers them: "
        + String.join("; ", left) + "; while the task's values " + unplaced.stream().map(k -> "\"" + k + "\"").collect(java.util.stream.Collectors.joining(", "))
        + " were placed in no field. One of them may be meant for such a question, and submitting would send the page's choice as the person's."
        + " Add a value for each question, keyed as the page asks it, or check them and submit by hand", key.toString(), details);
  }

  /** The stop for an action the {@link ActionGate} refused. */
  private static ManualReason refusal(RunContext run, Action action, SemanticKey key, GateVerdict verdict) {
    Map<String, String> details = new LinkedHashMap<>();
    details.put("question", verdict.question());
    details.put("verb", action.verb());
    if (verdict.kind() == GateVerdict.Kind.CONSENT_REFUSED) {
      details.put("choice", verdict.choice());
      details.put("commitments", verdict.commitmentNames());
      String what = verdict.choice().isBlank() ? "'" + verdict.question() + "'" : "'" + verdict.choice() + "' for '" + verdict.question() + "'";
      return run.stop(ManualCode.CONSENT_REQUIRED, "a person must decide " + what + ": it " + verdict.reason()
          + ". Nothing was ticked, chosen or pressed; answer it by hand, or give that consent and run again", key.toString(), details);
    }
    if (verdict.kind() == GateVerdict.Kind.SIGN_IN) {
      return run.stop(ManualCode.LOGIN_REQUIRED, "refused to type into '" + verdict.question() + "': " + verdict.reason()
          + ". Nothing was typed; log in by hand once in a browser profile folder and run with that profile; see docs/login.md", key.toString(),
          Map.of("evidence", "a planner typed into a sign-in's password field", "landed_at", run.current().page().domain() + run.current().page().normalizedPath()));
    }
    details.put("kind", verdict.kind().name().toLowerCase(Locale.ROOT));
    return run.stop(ManualCode.PAGE_TRAP, "refused to " + action.verb() + " '" + verdict.question() + "': " + verdict.reason()
        + ". Nothing was filled; check what planned it", key.toString(), details);
  }

  /** The stop for a second submit click that nothing proves necessary. */
  private static ManualReason repeatRefused(RunContext run, RunLedger ledger, SemanticKey key, SubmitRule.Decision may) {
    boolean sent = SubmitFacts.sent(ledger.lastSubmit) || ledger.lastSubmit == null;
    ManualCode code = sent ? ManualCode.MAY_HAVE_BEEN_SUBMITTED : ManualCode.OUTCOME_UNKNOWN;
    return run.stop(code, "not submitted again: " + may.reason() + ". Check with the site whether the form arrived before submitting it by hand",
        key.toString(), Map.of("submit_clicks", String.valueOf(ledger.submitRule.clicks())));
  }

  /**
   * Counts a failure against the key and emits the ladder's rung.
   *
   * @return the stop when the key has reached {@link Escalation#STOP_TO_MANUAL}, else null
   */
  static @Nullable ManualReason recordFailure(RunContext run, RunLedger ledger, SemanticKey key, String verb, String reason) {
    int n = ledger.failures.merge(key, 1, Integer::sum);
    ledger.failureRecords.remove(key);
    ledger.failureRecords.put(key, new FailureRecord(key, verb, reason, n));
    Escalation rung = Escalation.forFailures(n);
    run.emit(new RunEvent.SemanticLoopGuard(key.toString(), n, rung, reason));
    if (rung != Escalation.STOP_TO_MANUAL) {
      return null;
    }
    return run.stop(ManualCode.LOOP_GUARD, "the same action failed " + n + " times on '" + key.questionSignature() + "' (" + verb + "): " + reason,
        key.toString(), Map.of("verb", verb, "failures", String.valueOf(n)));
  }

  /** The error code of an action that was not performed and that no retry can help (a missing file, say), or null. */
  private static @Nullable ErrorCode finalError(ExecutionResult exec) {
    ErrorCode code = exec.errorCode();
    return exec.performed() || code == null || code.isRetriable() ? null : code;
  }

  /** Whether the action types into a password field: what it types is never shown. */
  private static boolean secret(Action planned, SemanticSnapshot before) {
    return Secret.conceal(planned, before) != planned;
  }

  /** The action as events show it: the one really acted on, with a secret concealed. */
  private static Action shown(Action planned, Action acted, SemanticSnapshot before) {
    if (secret(planned, before) && acted instanceof Action.TypeRef t) {
      return new Action.TypeRef(t.ref(), Secret.SHOWN, t.meta(), t.keepOpen());
    }
    return Secret.conceal(acted, before);
  }

  private static List<Evidence> concealed(List<Evidence> evidence) {
    return evidence.stream().map(e -> new Evidence(e.criterion(), e.held(), e.before() == null ? null : Secret.SHOWN,
        e.after() == null ? null : Secret.SHOWN, e.deciding())).toList();
  }
}
