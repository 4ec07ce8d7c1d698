package dev.autopilot.jobs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
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

  @Test
  void onlyEndedStatusesAreTerminal() {
    assertEquals(List.of(JobStatus.DONE, JobStatus.MANUAL_REQUIRED, JobStatus.TIMED_OUT, JobStatus.FAILED),
        java.util.Arrays.stream(JobStatus.values()).filter(JobStatus::isTerminal).toList());
    assertFalse(JobStatus.RETRYING.isTerminal());
    assertTrue(JobStatus.DONE.isTerminal());
  }
}
