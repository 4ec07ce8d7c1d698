package dev.autopilot.jobs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.fsm.prepare.PreparedPlan;
import dev.autopilot.fsm.prepare.Requirement;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RunRequestTest {
  @Test
  void aRequestOfASiteRunsInThatSitesLane() {
    RunRequest r = RunRequest.of("req-1", "apply", URI.create("http://Jobs.Example:8080/apply/7"), Map.of("applicant", "a1"));
    assertEquals("site:jobs.example:8080", r.lane());
    assertEquals(Map.of("applicant", "a1"), r.attributes());
  }

  @Test
  void blankIdsGoalsAndLanesAreRefused() {
    URI url = URI.create("http://127.0.0.1/");
    AutopilotException e = assertThrows(AutopilotException.class, () -> new RunRequest(" ", "apply", url, "lane", Map.of()));
    assertEquals(ErrorCode.CONFIG_INVALID, e.code());
    assertThrows(AutopilotException.class, () -> new RunRequest("req", "", url, "lane", Map.of()));
    assertThrows(AutopilotException.class, () -> new RunRequest("req", "apply", url, " ", Map.of()));
  }

  private static PreparedPlan plan(String id, boolean ready) {
    return new PreparedPlan(PreparedPlan.SCHEMA_VERSION, id, "req-prepare", java.time.Instant.parse("2026-11-27T00:00:00Z"), "apply",
        "http://127.0.0.1/jobs/1", "http://127.0.0.1/jobs/1/apply", "127.0.0.1/jobs/1/apply", "confirm " + id.substring(0, 8), "key",
        List.of(), List.of(new PreparedPlan.Need(Requirement.PERSON_CONFIRMS, "the person confirms")), List.of(), List.of(),
        ready ? new PreparedPlan.SubmitControl("Submit") : null, null);
  }

  @Test
  void aConfirmRequestCarriesItsPlanUnderThePlansIdAndOnlyWithThePersonsPhrase() {
    PreparedPlan plan = plan("0123abcd-plan", true);
    RunRequest r = RunRequest.confirm(plan, "  CONFIRM 0123abcd ", "session:a1", Map.of("applicant", "a1"));
    assertEquals("0123abcd-plan", r.requestId());
    assertEquals(URI.create("http://127.0.0.1/jobs/1"), r.startUrl());
    assertTrue(r.confirms());
    assertFalse(r.toString().contains("CONFIRM"), "the phrase stays out of logs: " + r);

    AutopilotException wrong = assertThrows(AutopilotException.class, () -> RunRequest.confirm(plan, "confirm ffffffff", "l", Map.of()));
    assertEquals(ErrorCode.CONFIG_INVALID, wrong.code());
    assertThrows(AutopilotException.class, () -> RunRequest.confirm(plan("0123abcd-plan", false), "confirm 0123abcd", "l", Map.of()),
        "a plan that is not ready is refused");
    URI url = URI.create("http://127.0.0.1/");
    assertThrows(AutopilotException.class, () -> new RunRequest("other-id", "apply", url, "l", Map.of(), plan, "confirm 0123abcd"),
        "the request id is the plan's");
    assertThrows(AutopilotException.class, () -> new RunRequest("0123abcd-plan", "apply", url, "l", Map.of(), plan, null),
        "a plan comes with the person's phrase");
    assertFalse(new RunRequest("req", "apply", url, "l", Map.of()).confirms());
  }

  @Test
  void onlyEndedStatusesAreTerminal() {
    assertEquals(List.of(JobStatus.DONE, JobStatus.MANUAL_REQUIRED, JobStatus.TIMED_OUT, JobStatus.FAILED),
        java.util.Arrays.stream(JobStatus.values()).filter(JobStatus::isTerminal).toList());
    assertFalse(JobStatus.RETRYING.isTerminal());
    assertTrue(JobStatus.DONE.isTerminal());
  }
}
