package dev.autopilot.jobs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.autopilot.examples.site.DemoJobSite;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two worker JVMs started by the test share one real PostgreSQL: every request runs once, counted
 * by the site that receives the applications; a worker killed in the middle of a run has that run
 * taken over by the other exactly once, and the application is received once.
 */
class TwoWorkersIT {
  @TempDir
  Path folder;

  @Test
  void twoWorkersNeverRunARequestTwiceAndADeadWorkersRunIsTakenOverOnce() throws Exception {
    String url = TestPostgres.newDatabase();
    DataSource ds = TestPostgres.dataSource(url);
    RunQueue queue = RunQueue.create(ds);
    Map<String, Process> workers = new HashMap<>();
    List<Process> killed = new ArrayList<>();
    try (DemoJobSite site = DemoJobSite.start()) {
      workers.put("worker-a", start(url, "worker-a"));
      workers.put("worker-b", start(url, "worker-b"));
      List<String> applicants = new ArrayList<>();
      for (int i = 0; i < 4; i++) {
        String applicant = "shared-" + i;
        applicants.add(applicant);
        queue.enqueue(Applicants.request(applicant, site.postingUri(i % 2 == 0 ? "classic" : "modern")));
      }
      for (String applicant : applicants) {
        JobRecord done = awaitEnd(queue, "req-" + applicant, workers.values());
        assertEquals(JobStatus.DONE, done.status(), done.toString());
        assertEquals(1, done.attempts(), done.toString());
        assertEquals(1, Applicants.accepted(site.submissions(), applicant), applicant + " was received once");
      }
      assertEquals(applicants.size(), site.submissions().size());

      RunRequest stall = new RunRequest("req-takeover-stall", "apply as takeover", site.postingUri("classic"), "session:takeover",
          Map.of("applicant", "takeover"));
      queue.enqueue(stall);
      Path marker = folder.resolve(stall.requestId() + ".stalled");
      RunJobsIT.until(() -> alive(workers.values()) && Files.exists(marker) && marker.toFile().length() > 0);
      String stalled = Files.readString(marker);
      Process dying = workers.get(stalled);
      killed.add(dying);
      dying.descendants().forEach(ProcessHandle::destroyForcibly);
      dying.destroyForcibly().waitFor();

      workers.remove(stalled);
      JobRecord takenOver = awaitEnd(queue, stall.requestId(), workers.values());
      assertEquals(JobStatus.DONE, takenOver.status(), takenOver.toString());
      assertEquals(2, takenOver.attempts(), "started by the worker that died, then by the other, once");
      assertNotEquals(stalled, takenOver.worker());
      assertEquals(1, Applicants.accepted(site.submissions(), "takeover"), "received once");
      assertEquals(applicants.size() + 1, site.submissions().size());
    } finally {
      killed.addAll(workers.values());
      for (Process p : killed) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly().waitFor();
      }
    }
  }

  private static JobRecord awaitEnd(RunQueue queue, String requestId, java.util.Collection<Process> workers) throws InterruptedException {
    RunJobsIT.until(() -> alive(workers) && queue.status(requestId).map(r -> r.status().isTerminal()).orElse(false));
    return queue.status(requestId).orElseThrow();
  }

  /** True while every worker runs; fails at once, pointing at the logs, when one ended by itself. */
  private static boolean alive(java.util.Collection<Process> workers) {
    for (Process p : workers) {
      if (!p.isAlive()) {
        throw new AssertionError("a worker JVM ended by itself (exit " + p.exitValue() + "); see jobs/target/worker-logs");
      }
    }
    return true;
  }

  /** The workers' output, kept in the build folder for a failed run to be read. */
  private static Path logs() throws java.io.IOException {
    return Files.createDirectories(Path.of("target", "worker-logs"));
  }

  private Process start(String url, String name) throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    return new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), WorkerProcess.class.getName(), url, name, folder.toString())
        .redirectErrorStream(true).redirectOutput(logs().resolve(name + ".log").toFile()).start();
  }
}
