package dev.autopilot.testkit;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.OutcomeClassifier;
import dev.autopilot.core.Planner;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.jobpack.JobApplicationPack;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** The kits fail the implementations they exist to catch. */
class KitsCatchTest {

  /** Answers what the rules answer, and clicks the form's submit control in the same plan. */
  private static final Planner CLICKS_SUBMIT_WHILE_FILLING = context -> {
    ActionPlan rules = Planner.rules(JobApplicationPack.of(RulesPlannerContractTest.PROFILE)).plan(context);
    List<Action> actions = new ArrayList<>(rules.actions());
    context.snapshot().submitCandidates().stream().findFirst()
        .ifPresent(c -> actions.add(new Action.ClickRef(c.ref(), ActionMeta.of("click", c.name()))));
    return new ActionPlan(actions, rules.rationale(), rules.source(), rules.unresolved(), rules.routes(), rules.closestKeys());
  };

  @Test
  void thePlannerKitCatchesAClickOnTheSubmitControlPlannedWhileFilling() {
    PlannerContract kit = new PlannerContract() {
      @Override
      protected Planner planner() {
        return CLICKS_SUBMIT_WHILE_FILLING;
      }
    };
    AssertionFailedError failure = assertThrows(AssertionFailedError.class, kit::neverPlansASubmitWhileARequiredQuestionItCanAnswerIsOpen);
    assertTrue(failure.getMessage().contains("click on the form's submit control"), failure.getMessage());
  }

  /** Names confirmations only, and everything else unknown. */
  static final OutcomeClassifier CONFIRMATIONS_ONLY = signals -> {
    String text = signals.pageText();
    int at = text.indexOf("Thank you");
    if (at >= 0 && signals.snapshot().submitCandidates().isEmpty()) {
      return new SubmissionOutcome(OutcomeClass.SUCCESS_CONFIRMED, "CONFIRMATION_PAGE", 0.9, text.substring(at, Math.min(text.length(), at + 80)), false);
    }
    return new SubmissionOutcome(OutcomeClass.UNKNOWN_BLOCKED, "UNKNOWN", 0.0, "", false);
  };

  @Test
  void aClassifierOfConfirmationsFailsTheKitUnlessItDeclaresWhatItCovers() {
    OutcomeClassifierContract standing = new OutcomeClassifierContract() {
      @Override
      protected OutcomeClassifier classifier() {
        return CONFIRMATIONS_ONLY;
      }
    };
    assertThrows(AssertionFailedError.class, standing::theCommonPagesGetTheirClassOrUnknownWhenTheClassifierDoesNotCoverThem);
  }

  @Test
  void aClassifierThatNamesAnotherClassForAPageItDoesNotCoverFails() {
    OutcomeClassifierContract kit = new OutcomeClassifierContract() {
      @Override
      protected OutcomeClassifier classifier() {
        // calls every page with a status a success: it names classes it says it does not cover
        return signals -> signals.httpStatus() != null
            ? new SubmissionOutcome(OutcomeClass.SUCCESS_CONFIRMED, "STATUS", 0.9, "HTTP " + signals.httpStatus(), false)
            : CONFIRMATIONS_ONLY.classify(signals);
      }

      @Override
      protected Set<String> covers() {
        return Set.of("confirmation");
      }
    };
    assertThrows(AssertionFailedError.class, kit::theCommonPagesGetTheirClassOrUnknownWhenTheClassifierDoesNotCoverThem);
  }
}
