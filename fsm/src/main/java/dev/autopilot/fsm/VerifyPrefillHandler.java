package dev.autopilot.fsm;

import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticSnapshot;

/**
 * VERIFY_PREFILL: judges the assist's prefill by the fill rate of required questions, from a
 * fresh snapshot: verified when more required questions are filled than before, or none is left
 * empty. Either way the run goes on to FILL, which answers what is still empty.
 */
final class VerifyPrefillHandler implements StateHandler {

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
    if (delta > 0) {
      ledger.valuesPlaced += delta;
    }
    String failureCode = assist.result().failureCode() != null ? assist.result().failureCode().name() : (ok ? null : "NO_FILL_GAIN");
    run.emit(new RunEvent.AssistEffectEvaluated(assist.plugin().name(), filledBefore, filledAfter, delta, requiredEmpty, ok, failureCode));
    return Next.go(RunState.FILL, ok ? "the prefill helped; answer what is left" : "the prefill did not help; answer the questions");
  }
}
