package dev.autopilot.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.ModelUsage;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.RunCounters;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SubmissionOutcome;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The exit code of a run, by what a script should do next; codes are distinct and documented in order. */
class ExitCodeTest {
  static final RunCounters COUNTERS = new RunCounters(1, 1, 0, 1, 2, 0, ModelUsage.none(), 10);

  static RunResult stopped(ManualCode code) {
    return new RunResult("r", RunState.MANUAL_REQUIRED, new ManualReason(code, "why", null, Map.of()), null, COUNTERS);
  }

  @Test
  void aRunIsDoneOnlyWhenSubmittedAndConfirmed() {
    SubmissionOutcome confirmed = new SubmissionOutcome(OutcomeClass.SUCCESS_CONFIRMED, "confirmed", 0.9, "Thanks", false);
    assertEquals(ExitCode.DONE, ExitCode.of(new RunResult("r", RunState.DONE, null, confirmed, COUNTERS)));
    SubmissionOutcome unknown = new SubmissionOutcome(OutcomeClass.UNKNOWN_BLOCKED, "unknown", 0.2, "", false);
    assertEquals(ExitCode.UNCONFIRMED, ExitCode.of(new RunResult("r", RunState.DONE, null, unknown, COUNTERS)));
  }

  @Test
  void aPreparedPlanIsDoneAndAConfirmWithoutThePhraseNeedsConsent() {
    assertEquals(ExitCode.DONE, ExitCode.of(new RunResult("r", RunState.PREPARED, null, null, COUNTERS)));
    assertEquals(ExitCode.CONSENT_REQUIRED, ExitCode.of(stopped(ManualCode.CONFIRM_REQUIRED)));
    assertEquals(ExitCode.NEEDS_PERSON, ExitCode.of(stopped(ManualCode.SITE_CHANGED)), "prepare again");
    assertEquals(ExitCode.NEEDS_PERSON, ExitCode.of(stopped(ManualCode.ALREADY_CONFIRMED)), "the plan was used");
    assertEquals(ExitCode.ERROR, ExitCode.of(stopped(ManualCode.CAPABILITY_DISABLED)), "a setting turned it off");
  }

  @Test
  void aStopIsMappedByWhatThePersonDoesNext() {
    assertEquals(ExitCode.CONSENT_REQUIRED, ExitCode.of(stopped(ManualCode.CONSENT_REQUIRED)));
    assertEquals(ExitCode.REJECTED, ExitCode.of(stopped(ManualCode.VALIDATION_UNRESOLVED)));
    assertEquals(ExitCode.BLOCKED, ExitCode.of(stopped(ManualCode.LOGIN_REQUIRED)));
    assertEquals(ExitCode.BLOCKED, ExitCode.of(stopped(ManualCode.HUMAN_CHALLENGE)));
    assertEquals(ExitCode.UNCONFIRMED, ExitCode.of(stopped(ManualCode.MAY_HAVE_BEEN_SUBMITTED)));
    assertEquals(ExitCode.FAILED, ExitCode.of(stopped(ManualCode.BROWSER_CRASHED)));
    assertEquals(ExitCode.ERROR, ExitCode.of(stopped(ManualCode.CONFIG_INVALID)));
    assertEquals(ExitCode.NEEDS_PERSON, ExitCode.of(stopped(ManualCode.UNANSWERED_REQUIRED)));
    assertEquals(ExitCode.NEEDS_PERSON, ExitCode.of(stopped(ManualCode.NO_FORM)));
  }

  @Test
  void codesAreDistinctAndInOrder() {
    Set<Integer> codes = Arrays.stream(ExitCode.values()).map(ExitCode::code).collect(Collectors.toSet());
    assertEquals(ExitCode.values().length, codes.size());
    for (ExitCode c : ExitCode.values()) {
      assertEquals(c.ordinal(), c.code(), "the table in docs/cli.md lists them in order");
    }
  }
}
