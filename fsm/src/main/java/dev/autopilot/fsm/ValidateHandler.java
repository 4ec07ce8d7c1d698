package dev.autopilot.fsm;

import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmissionOutcome;
import java.util.List;
import java.util.Map;

/**
 * VALIDATE: the planner has nothing left to do; decides whether the form may be submitted.
 * Required questions still empty stop the run ({@link ManualCode#UNANSWERED_REQUIRED}); a
 * rejection by the site, or errors on the page, that no verified action has addressed since the
 * last submit stop it too ({@link ManualCode#VALIDATION_UNRESOLVED}), since submitting again
 * unchanged would be a blind retry. Otherwise SUBMIT.
 */
final class ValidateHandler implements StateHandler {

  @Override
  public Next handle(RunContext run, RunLedger ledger) {
    SemanticSnapshot s = run.current();
    if (!s.requiredUnfilled().isEmpty()) {
      List<String> questions = ledger.lastUnresolved.isEmpty() ? s.requiredUnfilled() : ledger.lastUnresolved;
      return Next.stop(run.stop(ManualCode.UNANSWERED_REQUIRED,
          questions.size() + " required question(s) have no answer: " + String.join("; ", questions)
              + ". Add answers to the profile (its \"answers\" map) or fill them by hand",
          null, Map.of("questions", String.join("; ", questions))));
    }
    SubmissionOutcome last = ledger.lastOutcome;
    if (last != null && last.outcomeClass() == OutcomeClass.VALIDATION_ERROR && ledger.verifiedSinceSubmit == 0) {
      return Next.stop(run.stop(ManualCode.VALIDATION_UNRESOLVED, "the site rejected the submission (" + last.code()
          + ") and no verified action has changed a field since; submitting again unchanged would be a blind retry: " + last.evidenceSnippet(),
          null, VerifyOutcomeHandler.outcomeDetails(last)));
    }
    if (!s.visibleErrors().isEmpty() && ledger.verifiedSinceSubmit == 0) {
      return Next.stop(run.stop(ManualCode.VALIDATION_UNRESOLVED, "the page shows " + s.visibleErrors().size()
          + " error(s) that no verified action addressed; submitting again unchanged would be a blind retry",
          null, Map.of("errors", String.valueOf(s.visibleErrors().size()))));
    }
    return Next.go(RunState.SUBMIT, "no required question is empty");
  }
}
