package dev.autopilot.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.Planner;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.core.spec.SpecContract;
import dev.autopilot.fsm.spec.SpecLoader;
import dev.autopilot.testkit.EventOrderValidator;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run held to a spec: DONE only when every gate passes, the failed gates listed otherwise. */
class SpecRunTest {
  final FakeForm form = new FakeForm();
  final InMemoryEventSink events = EventSink.inMemory();
  final EventOrderValidator ordering = new EventOrderValidator();

  private RunResult run(String specYaml, Profile profile, RunOptions options) {
    SpecContract spec = SpecLoader.parse(specYaml, "spec.yaml", false);
    Orchestrator o = Orchestrator.builder().snapshotProvider(form).planner(Planner.rules(JobApplicationPack.of(profile))).executor(form).verifier(form)
        .classifier(OrchestratorTest.CLASSIFIER).addEventSink(events).addEventSink(ordering).sleeper(d -> {}).build();
    return o.run(form, Task.of("apply", URI.create(FakeForm.FORM_URL)).withSpec(spec), options);
  }

  private static String spec(String gates, String constraints) {
    return "version: v2\nfreeze: true\ngoal: apply\n" + constraints + "completion_gate:\n" + gates;
  }

  @Test
  void aRunWhoseGatesAllPassIsDone(@TempDir Path dir) {
    RunResult result = run(spec("  - submission_confirmed\n  - submit_attempts <= 1\n  - all_actions_verified\n", "")
        + "evidence:\n  required: [before_submit, after_submit]\n", OrchestratorTest.PROFILE, RunOptions.defaults().withEvidenceDirectory(dir));
    assertEquals(RunState.DONE, result.finalState(), String.valueOf(result.manualReason()));
    assertEquals(List.of(), result.failedGates());
    RunEvent.GatesEvaluated gates = events.payloads(RunEvent.GatesEvaluated.class).get(0);
    assertEquals("v2", gates.specVersion());
    assertEquals(List.of("submission_confirmed", "submit_attempts <= 1", "all_actions_verified", "evidence before_submit", "evidence after_submit"),
        gates.passed());
    assertEquals(List.of(), ordering.violations());
  }

  @Test
  void aConfirmedSubmissionWithAFailedGateIsNotDone() {
    RunResult result = run(spec("  - submission_confirmed\n  - screenshots >= 1\n", "") + "evidence:\n  required: [after_submit]\n",
        OrchestratorTest.PROFILE, RunOptions.defaults());
    assertEquals(RunState.MANUAL_REQUIRED, result.finalState());
    assertEquals(ManualCode.GATES_FAILED, result.manualReason().code());
    assertEquals(List.of("screenshots >= 1: screenshots was 0", "evidence after_submit: no evidence 'after_submit' was written"), result.failedGates());
    assertEquals(1, form.submits, "the submission happened; the run says it is not done by its spec");
    assertEquals(result.failedGates(), events.payloads(RunEvent.GatesEvaluated.class).get(0).failed());
    assertEquals(List.of(), ordering.violations());
  }

  @Test
  void aRunThatStopsListsTheGatesItDidNotPass() {
    Profile noAuthorization = new Profile("Ada", "Lovelace", "ada@example.org", "+1 415 555 0100", null, Map.of(), null, null, null,
        Profile.Consent.toApplying(), Map.of());
    RunResult result = run(spec("  - submission_confirmed\n  - all_values_placed\n", ""), noAuthorization, RunOptions.defaults());
    assertEquals(ManualCode.UNANSWERED_REQUIRED, result.manualReason().code());
    assertEquals(List.of("submission_confirmed: nothing was submitted"), result.failedGates());
  }

  @Test
  void theSpecsAllowedActionsStopAStepOutsideThemBeforeItRuns() {
    RunResult result = run(spec("  - submission_confirmed\n", "constraints:\n  allowed_actions: [type_ref, set_radio, click_ref]\n"),
        OrchestratorTest.PROFILE, RunOptions.defaults());
    assertEquals(ManualCode.RISK_STOPPED, result.manualReason().code());
    assertEquals("action_not_allowed", result.manualReason().details().get("risk"));
    assertEquals(0, form.submits);
    RunEvent.RiskFlagged flagged = events.payloads(RunEvent.RiskFlagged.class).get(0);
    assertEquals("submit", flagged.verb());
    assertTrue(events.payloads(RunEvent.ActionVerified.class).stream().anyMatch(v -> v.verb().equals("submit") && !v.verified()));
    assertEquals(List.of(), ordering.violations());
  }
}
