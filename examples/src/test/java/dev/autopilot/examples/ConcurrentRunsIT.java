package dev.autopilot.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.examples.site.DemoJobSite;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.playwright.BrowserConfig;
import dev.autopilot.playwright.PlaywrightBrowserPool;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Sixteen runs on sixteen threads, one shared orchestrator, a browser per thread from the pool. */
class ConcurrentRunsIT {
  static final int THREADS = 16;

  @Test
  void sixteenRunsOnSixteenThreadsAllEndDone(@TempDir Path dir) throws Exception {
    Profile profile = SampleProfile.extractTo(dir);
    Orchestrator autopilot = QuickStart.autopilot(JobApplicationPack.of(profile));
    ExecutorService workers = Executors.newFixedThreadPool(THREADS);
    try (DemoJobSite site = DemoJobSite.start(); PlaywrightBrowserPool pool = PlaywrightBrowserPool.create(BrowserConfig.defaults())) {
      List<Future<RunResult>> runs = new ArrayList<>();
      for (int i = 0; i < THREADS; i++) {
        String posting = i % 2 == 0 ? "classic" : "modern";
        runs.add(workers.submit(() -> {
          try (PlaywrightBrowserSession session = pool.newSession()) {
            return autopilot.run(session, Task.of("apply to " + posting, site.postingUri(posting)));
          }
        }));
      }
      List<String> ends = new ArrayList<>();
      for (Future<RunResult> run : runs) {
        RunResult result = run.get(10, TimeUnit.MINUTES);
        ends.add(result.finalState() + (result.manualReason() == null ? "" : " " + result.manualReason()));
      }
      workers.shutdown();
      workers.awaitTermination(1, TimeUnit.MINUTES);
      assertEquals(List.of(RunState.DONE.toString()).size() * THREADS, ends.stream().filter(e -> e.equals(RunState.DONE.toString())).count(), ends.toString());
      assertEquals(THREADS, pool.size(), "one browser per thread");
      assertEquals(THREADS, site.submissions().size());
    } finally {
      workers.shutdownNow();
    }
  }
}
