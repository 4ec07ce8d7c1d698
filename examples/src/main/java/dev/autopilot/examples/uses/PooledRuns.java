package dev.autopilot.examples.uses;

import dev.autopilot.classifier.OutcomeClassifiers;
import dev.autopilot.core.Planner;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.GenericPack;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.playwright.BrowserConfig;
import dev.autopilot.playwright.PlaywrightActionExecutor;
import dev.autopilot.playwright.PlaywrightBrowserPool;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import dev.autopilot.playwright.PlaywrightSnapshotProvider;
import dev.autopilot.playwright.PlaywrightVerifier;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Many runs on many threads: one orchestrator shared by all (it is immutable), one browser per
 * thread from a {@link PlaywrightBrowserPool} (Playwright objects belong to the thread that made
 * them), one session per run.
 */
public final class PooledRuns {
  private PooledRuns() {}

  /** Runs every task on {@code threads} threads, each filled from {@code values}; results in task order. */
  public static List<RunResult> runAll(List<Task> tasks, Map<String, String> values, int threads) throws InterruptedException, ExecutionException {
    Orchestrator autopilot = Orchestrator.builder()
        .snapshotProvider(PlaywrightSnapshotProvider.create())
        .planner(Planner.rules(GenericPack.of(values)))
        .executor(PlaywrightActionExecutor.create())
        .verifier(PlaywrightVerifier.create())
        .classifier(OutcomeClassifiers.rules())
        .build();
    ExecutorService workers = Executors.newFixedThreadPool(threads);
    try (PlaywrightBrowserPool pool = PlaywrightBrowserPool.create(BrowserConfig.defaults())) {
      List<Future<RunResult>> runs = new ArrayList<>();
      for (Task task : tasks) {
        runs.add(workers.submit(() -> {
          try (PlaywrightBrowserSession session = pool.newSession()) { // on the worker thread
            return autopilot.run(session, task);
          }
        }));
      }
      List<RunResult> results = new ArrayList<>();
      for (Future<RunResult> run : runs) {
        results.add(run.get());
      }
      return results;
    } finally {
      workers.shutdown();
    }
  }

  public static void main(String[] args) throws Exception {
    List<Task> tasks = new ArrayList<>();
    for (String url : args) {
      tasks.add(Task.of("Fill in the form", URI.create(url)));
    }
    for (RunResult result : runAll(tasks, Map.of("name", "Ada Lovelace", "email", "ada@example.org"), 4)) {
      System.out.println(result.requestId() + " " + result.finalState());
    }
  }
}
