package dev.autopilot.fsm;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.event.RunEvent.AssistEffectEvaluated.FieldEffect;
import dev.autopilot.core.event.RunEvent.AssistEffectEvaluated.FieldVerdict;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Verification;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * VERIFY_PREFILL: judges the assist's prefill from a fresh snapshot, never from the plugin's
 * account. As a whole by the fill rate of required questions: verified when more required
 * questions are filled than before, or none is left empty. Field by field: each field the plugin
 * saw change, and each whose value differs between the snapshots before and after, is given to
 * the run's verifier as if the run had put there what its planner would have (the planner is
 * asked on the snapshot before the prefill): read back right it is an assist effect; otherwise it
 * is wrong, or cleared when empty again, and FILL writes it as it writes any field that does not
 * hold its answer. Either way the run goes on to FILL.
 */
final class VerifyPrefillHandler implements StateHandler {
  private static final Logger LOG = LoggerFactory.getLogger(VerifyPrefillHandler.class);

  @Override
  public Next handle(RunContext run, RunLedger ledger) {
    RunLedger.AssistInvocation assist = ledger.assist;
    if (assist == null) {
      throw new IllegalStateException("VERIFY_PREFILL without an assist invocation");
    }
    SemanticSnapshot before = assist.before();
    SemanticSnapshot after = run.snapshot("prefill");
    int filledBefore = before.requiredFilledCount();
    int filledAfter = after.requiredFilledCount();
    int delta = filledAfter - filledBefore;
    int requiredEmpty = after.requiredUnfilled().size();
    boolean ok = delta > 0 || requiredEmpty == 0;
    List<FieldEffect> fields = judgeFields(run, assist, before, after);
    long verifiedFields = fields.stream().filter(f -> f.verdict() == FieldVerdict.VERIFIED).count();
    // a field proven by read-back is a value placed; so is a required question newly answered
    ledger.valuesPlaced += (int) Math.max(Math.max(delta, 0), verifiedFields);
    String failureCode = assist.result().failureCode() != null ? assist.result().failureCode().name() : (ok ? null : "NO_FILL_GAIN");
    run.emit(new RunEvent.AssistEffectEvaluated(assist.plugin().name(), filledBefore, filledAfter, delta, requiredEmpty, ok, failureCode,
        RunEvent.AssistEffectEvaluated.fillRate(filledAfter, requiredEmpty), fields));
    return Next.go(RunState.FILL, ok ? "the prefill helped; answer what is left" : "the prefill did not help; answer the questions");
  }

  private static List<FieldEffect> judgeFields(RunContext run, RunLedger.AssistInvocation assist, SemanticSnapshot before, SemanticSnapshot after) {
    Set<String> refs = new LinkedHashSet<>(FieldStates.changed(before, after));
    Set<String> touched = Set.copyOf(assist.result().touchedRefs());
    refs.addAll(assist.result().touchedRefs());
    if (refs.isEmpty()) {
      return List.of();
    }
    Map<String, Action> expected = expected(run, before);
    List<FieldEffect> fields = new ArrayList<>();
    for (SemanticElement element : after.elements()) {
      if (!refs.contains(element.ref())) {
        continue;
      }
      String question = after.questionOf(element);
      Action action = expected.get(element.ref());
      if (action == null) {
        fields.add(new FieldEffect(element.ref(), question, FieldVerdict.UNCHECKED, "the run has no answer of its own for this question"));
        continue;
      }
      Verification v = run.actions().verify(ExecutionResult.performed(action, "filled by assist " + assist.plugin().name(), null, 0), before, after);
      if (v.verified()) {
        fields.add(new FieldEffect(element.ref(), question, FieldVerdict.VERIFIED, v.reason()));
      } else if (FieldStates.isEmpty(element) && (touched.contains(element.ref()) || !FieldStates.isEmpty(before.element(element.ref()).orElse(element)))) {
        fields.add(new FieldEffect(element.ref(), question, FieldVerdict.CLEARED, v.reason()));
      } else {
        fields.add(new FieldEffect(element.ref(), question, FieldVerdict.WRONG, v.reason()));
      }
    }
    return fields;
  }

  /** What the planner would have done on the page before the prefill, by target ref; empty when it cannot say. */
  private static Map<String, Action> expected(RunContext run, SemanticSnapshot before) {
    ActionPlan plan;
    try {
      plan = run.expectedPlan(RunState.VERIFY_PREFILL, before);
    } catch (AutopilotException e) {
      if (e.code() == ErrorCode.BROWSER_CRASHED) {
        throw e;
      }
      LOG.warn("run {}: the planner could not say what the prefilled fields should hold ({}); they stay unchecked", run.requestId(), e.code());
      return Map.of();
    }
    Map<String, Action> byRef = new HashMap<>();
    for (Action a : plan.actions()) {
      if (a.targetRef() != null && (a instanceof Action.TypeRef || a instanceof Action.SelectRef || a instanceof Action.SetCheckbox)) {
        byRef.putIfAbsent(a.targetRef(), a);
      }
    }
    return byRef;
  }
}
