package dev.autopilot.fsm;

import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.event.RunEvent.RetryDecision;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.Navigation;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.OutcomeSignals;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.core.model.VisionNode;
import dev.autopilot.core.model.SubmitEffects;
import dev.autopilot.core.gate.SubmitRule;
import java.time.Duration;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * VERIFY_OUTCOME: classifies what the submit led to and applies the {@link RetryPolicy}: a
 * confirmation is DONE; a rejection of fields goes back to FILL to fix them (within the policy's
 * rounds); a retryable block or outage pauses and re-enters the form (DISCOVER, within the
 * policy's attempts) unless the site accepted the submit's request; an unknown outcome gets a
 * replan from a fresh snapshot only when the submit sent nothing. A form that may have gone out
 * is never sent again: a request without an answer, an unknown outcome after the form was sent
 * or an accepted request under a refusal stop the run. Everything else stops the run. Emits {@code submission_outcome_classified}, then one
 * {@code retry_policy_applied}.
 */
final class VerifyOutcomeHandler implements StateHandler {
  /** How long between two readings of a page whose outcome says nothing yet. */
  static final long REREAD_MILLIS = 1_000;
  /** How much page text the classifier sees. */
  static final int PAGE_TEXT_LIMIT = OutcomeSignals.PAGE_TEXT_LIMIT;

  @Override
  public Next handle(RunContext run, RunLedger ledger) throws InterruptedException {
    SemanticSnapshot after = run.current();
    ExecutionResult exec = ledger.lastSubmit;
    @Nullable Navigation nav = exec == null ? null : exec.navigation();
    @Nullable Integer status = nav == null ? null : nav.responseStatus();
    String formUrl = ledger.formUrl;
    String urlBefore = formUrl == null ? after.page().url() : formUrl;
    BrowserSession session = run.session();
    SubmissionOutcome outcome = classify(run, ledger, urlBefore, status, after);
    if (outcome.outcomeClass() == OutcomeClass.UNKNOWN_BLOCKED && !timedOut(exec)) {
      outcome = readAgain(run, ledger, urlBefore, status, outcome);
    }
    ledger.lastOutcome = outcome;
    run.emit(new RunEvent.SubmissionOutcomeClassified(ledger.submitAttempts, outcome, status, session.url()));
    RetryPolicy policy = run.config().retryPolicy();
    OutcomeClass cls = outcome.outcomeClass();
    @Nullable ManualReason self = SelfSubmission.stopUnlessConfirmed(run, ledger, outcome);
    if (self != null) {
      decide(run, cls, ledger.submitAttempts, policy.maxBlockedAttempts(), RetryDecision.STOP_TO_MANUAL, 0,
          "the page submitted itself; filling on would let it submit again");
      return Next.stop(self);
    }
    if (cls != OutcomeClass.SUCCESS_CONFIRMED && SubmitFacts.mayHaveBeenSubmitted(exec)) {
      decide(run, cls, ledger.submitAttempts, policy.maxBlockedAttempts(), RetryDecision.STOP_TO_MANUAL, 0, "a request that may carry the form got no answer");
      return Next.stop(run.stop(ManualCode.MAY_HAVE_BEEN_SUBMITTED, "the form may have been submitted: its request went out and no answer came ("
          + (exec == null ? "" : exec.detail()) + "); it was not submitted again. Check with the site before trying again", null, outcomeDetails(outcome)));
    }
    switch (cls) {
      case SUCCESS_CONFIRMED -> {
        decide(run, cls, ledger.submitAttempts, policy.maxBlockedAttempts(), RetryDecision.ACCEPT, 0, "the site confirmed the submission");
        return Next.go(RunState.DONE, "submission confirmed");
      }
      case VALIDATION_ERROR -> {
        ledger.rejected(SubmitRule.Rejection.VALIDATION_ERROR);
        ledger.validationRounds++;
        int max = policy.maxValidationRounds();
        if (ledger.validationRounds > max) {
          decide(run, cls, ledger.validationRounds, max, RetryDecision.STOP_TO_MANUAL, 0, "the site still rejects fields after " + max + " fix round(s)");
          Map<String, String> rejected = ValidateHandler.rejectedFields(after);
          Map<String, String> details = new java.util.LinkedHashMap<>(outcomeDetails(outcome));
          if (!rejected.isEmpty()) {
            details.put("fields", String.join("; ", rejected.keySet()));
          }
          return Next.stop(run.stop(ManualCode.VALIDATION_UNRESOLVED, "the site rejected the fields " + ledger.validationRounds + " times: "
              + outcome.evidenceSnippet() + ValidateHandler.describe(rejected), null, details));
        }
        decide(run, cls, ledger.validationRounds, max, RetryDecision.FIX_AND_RESUBMIT, 0, "fix the rejected fields before any new submit");
        return Next.go(RunState.FILL, "fix the fields the site rejected");
      }
      case EXTERNAL_BLOCKED, TRANSIENT_NETWORK -> {
        return blocked(run, ledger, policy, outcome, urlBefore);
      }
      default -> {
        // the screenshot's verdict is recorded for the person; only page text can confirm a submission
        run.vision(VisionNode.AFTER_SUBMIT, "Does the page confirm that the submission was received?");
        if (SubmitFacts.sent(exec)) {
          decide(run, cls, ledger.submitAttempts, policy.unknownReplans(), RetryDecision.STOP_TO_MANUAL, 0, "the form was sent and the outcome is unknown");
          return Next.stop(run.stop(ManualCode.OUTCOME_UNKNOWN, "the form was sent but the outcome could not be established; it may have been submitted "
              + "and was not sent again: " + outcome.evidenceSnippet(), null, outcomeDetails(outcome)));
        }
        SubmitRule.Decision again = ledger.submitRule.mayClick();
        if (!again.allowed()) {
          decide(run, cls, ledger.submitAttempts, policy.unknownReplans(), RetryDecision.STOP_TO_MANUAL, 0, "nothing shows what the submit did");
          return Next.stop(run.stop(ManualCode.OUTCOME_UNKNOWN, "the submit was clicked and, read again until the submit deadline, the page shows "
              + "nothing that says what happened; it was not clicked again (" + again.reason() + "). Check with the site whether the form arrived: "
              + outcome.evidenceSnippet(), null, outcomeDetails(outcome)));
        }
        ledger.unknownReplans++;
        int max = policy.unknownReplans();
        if (ledger.unknownReplans > max) {
          decide(run, cls, ledger.unknownReplans, max, RetryDecision.STOP_TO_MANUAL, 0, "the outcome is still unknown after a replan");
          return Next.stop(run.stop(ManualCode.OUTCOME_UNKNOWN, "the outcome of the submission could not be established: " + outcome.evidenceSnippet(),
              null, outcomeDetails(outcome)));
        }
        decide(run, cls, ledger.unknownReplans, max, RetryDecision.REPLAN, 0, "plan once more from a fresh snapshot");
        ledger.focus = null; // the fresh page is not about the submit any more
        run.snapshot("replan");
        return Next.go(RunState.FILL, "replan after an unknown outcome");
      }
    }
  }

  /** Reads the page the submit led to and classifies it. */
  private static SubmissionOutcome classify(RunContext run, RunLedger ledger, String urlBefore, @Nullable Integer status, SemanticSnapshot after) {
    ExecutionResult exec = ledger.lastSubmit;
    @Nullable SubmitEffects effects = exec == null || exec.navigation() == null ? null : exec.navigation().effects();
    OutcomeSignals signals = OutcomeSignals.read(run.session(), urlBefore, status, after, PAGE_TEXT_LIMIT, ledger.model).withSubmitEffects(effects);
    return run.config().classifier().classify(signals);
  }

  /** Whether the submit already waited its whole deadline for an outcome signal. */
  private static boolean timedOut(@Nullable ExecutionResult exec) {
    @Nullable SubmitEffects fx = exec == null || exec.navigation() == null ? null : exec.navigation().effects();
    return fx != null && fx.timedOut();
  }

  /**
   * "Nothing seen" is no answer: reads the page again, once a second, until the submit deadline
   * (counted from the submit) has passed or the page says something the classifier can tell, and
   * classifies each reading. An error tied to a field that shows meanwhile is a proven rejection.
   */
  private static SubmissionOutcome readAgain(RunContext run, RunLedger ledger, String urlBefore, @Nullable Integer status, SubmissionOutcome first)
      throws InterruptedException {
    ExecutionResult exec = ledger.lastSubmit;
    long left = run.config().submitDeadline().toMillis() - (exec == null ? 0 : exec.elapsedMillis());
    SubmissionOutcome outcome = first;
    SemanticSnapshot before = run.current();
    for (long waited = 0; waited + REREAD_MILLIS <= left && outcome.outcomeClass() == OutcomeClass.UNKNOWN_BLOCKED; waited += REREAD_MILLIS) {
      run.config().sleeper().sleep(Duration.ofMillis(REREAD_MILLIS));
      SemanticSnapshot now = run.snapshot("outcome_reread");
      outcome = classify(run, ledger, urlBefore, status, now);
      if (SubmitRule.newFieldError(before, now)) {
        ledger.rejected(SubmitRule.Rejection.FIELD_ERROR);
      }
    }
    return outcome;
  }

  private static Next blocked(RunContext run, RunLedger ledger, RetryPolicy policy, SubmissionOutcome outcome, String formUrl)
      throws InterruptedException {
    OutcomeClass cls = outcome.outcomeClass();
    ledger.blockedFailures++;
    int n = ledger.blockedFailures;
    int max = policy.maxBlockedAttempts();
    if (outcome.retryable() && SubmitFacts.accepted(ledger.lastSubmit)) {
      decide(run, cls, n, max, RetryDecision.STOP_TO_MANUAL, 0, "the site accepted the submit's request");
      return Next.stop(run.stop(ManualCode.MAY_HAVE_BEEN_SUBMITTED, "the page reads " + cls.wireName() + "/" + outcome.code()
          + " but the site accepted the submit's request; the form may have been submitted and was not sent again: " + outcome.evidenceSnippet(),
          null, outcomeDetails(outcome)));
    }
    if (!outcome.retryable()) {
      decide(run, cls, n, max, RetryDecision.STOP_TO_MANUAL, 0, outcome.code() + " is not retryable");
      ManualCode code = outcome.typedCode().isChallenge() ? ManualCode.HUMAN_CHALLENGE : ManualCode.SUBMIT_BLOCKED;
      return Next.stop(run.stop(code, "the site blocked the submission (" + outcome.code() + "); a person must take over: " + outcome.evidenceSnippet(),
          null, outcomeDetails(outcome)));
    }
    if (n >= max) {
      decide(run, cls, n, max, RetryDecision.STOP_TO_MANUAL, 0, "attempt " + n + " of " + max + " failed");
      return Next.stop(run.stop(ManualCode.SUBMIT_BLOCKED, "the submission failed " + n + " times (" + cls.wireName() + "/" + outcome.code()
          + "); stopped instead of retrying again: " + outcome.evidenceSnippet(), null, outcomeDetails(outcome)));
    }
    SubmitRule.Decision again = ledger.submitRule.mayClick();
    if (!again.allowed()) {
      decide(run, cls, n, max, RetryDecision.STOP_TO_MANUAL, 0, "nothing proves the site refused the submit");
      return Next.stop(run.stop(ManualCode.SUBMIT_BLOCKED, "the page reads " + cls.wireName() + "/" + outcome.code() + " but nothing proves the site "
          + "refused the submit (" + again.reason() + "); not retried: " + outcome.evidenceSnippet(), null, outcomeDetails(outcome)));
    }
    Duration wait = policy.backoff(n);
    decide(run, cls, n, max, RetryDecision.RETRY, wait.toMillis(), "pause, reopen the form and submit again");
    run.config().sleeper().sleep(wait);
    ledger.navigateTo = formUrl;
    // The form is opened afresh: answers verified on the old page say nothing about the new one.
    ledger.verified.clear();
    return Next.go(RunState.DISCOVER, "re-enter the form to retry");
  }

  private static void decide(RunContext run, OutcomeClass cls, int attempt, int max, RetryDecision decision, long waitMillis, String reason) {
    run.emit(new RunEvent.RetryPolicyApplied(cls, attempt, max, decision, waitMillis, reason));
  }

  /** The outcome's class, code and confidence, for a manual reason's details. */
  static Map<String, String> outcomeDetails(SubmissionOutcome o) {
    return Map.of("outcome_class", o.outcomeClass().wireName(), "outcome_code", o.code(), "confidence", String.valueOf(o.confidence()));
  }
}
