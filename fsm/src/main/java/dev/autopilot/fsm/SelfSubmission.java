package dev.autopilot.fsm;

import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SubmissionOutcome;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * A page that submits itself while it is being filled (a script that sends the form when a field
 * changes, an Enter the page adds): seen as a new document loaded in a state that fills. It is a
 * submit the run did not make but must own: it is counted as a submit attempt, a snapshot and a
 * screenshot record the page it led to, and the run goes to VERIFY_OUTCOME, where the classifier
 * reads the outcome. A confirmed submission ends the run in DONE; any other outcome stops it with
 * {@link ManualCode#PAGE_SUBMITTED_ITSELF}, because filling on would let the page submit again.
 */
final class SelfSubmission {
  /** States in which the run fills the form: a new document then means the page submitted itself. */
  static final Set<RunState> FILLING = EnumSet.of(RunState.ASSIST_PREFILL, RunState.VERIFY_PREFILL, RunState.FILL, RunState.VALIDATE);

  private SelfSubmission() {}

  /**
   * Records the page's own submission and sends the run to classify it.
   *
   * @param at the state in which the page loaded a new document
   * @param formUrl the page's address before it did
   */
  static Next seen(RunContext run, RunLedger ledger, RunState at, String formUrl) {
    ledger.pageSubmittedItself(formUrl);
    ledger.focus = null;
    run.snapshot("after_self_submit");
    run.screenshot("after_self_submit");
    return Next.go(RunState.VERIFY_OUTCOME, "the page submitted itself while it was being filled in " + at
        + " (it loaded a new document); counted as submit attempt " + ledger.submitAttempts + ", never repeated; classify the outcome");
  }

  /**
   * The stop after the page submitted itself and the outcome is not a confirmation, else null.
   */
  static @Nullable ManualReason stopUnlessConfirmed(RunContext run, RunLedger ledger, SubmissionOutcome outcome) {
    if (!ledger.selfSubmitted || outcome.outcomeClass() == OutcomeClass.SUCCESS_CONFIRMED) {
      return null;
    }
    Map<String, String> details = new LinkedHashMap<>(VerifyOutcomeHandler.outcomeDetails(outcome));
    details.put("url", run.session().url());
    return run.stop(ManualCode.PAGE_SUBMITTED_ITSELF, "the page submitted itself while it was being filled, and its outcome reads "
        + outcome.outcomeClass().wireName() + "/" + outcome.code() + "; nothing more is filled or submitted, because the page would submit again. "
        + "Check with the site whether the submission arrived: " + outcome.evidenceSnippet(), null, details);
  }
}
