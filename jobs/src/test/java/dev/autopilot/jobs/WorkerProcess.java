package dev.autopilot.jobs;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.RunState;
import dev.autopilot.playwright.BrowserConfig;
import dev.autopilot.playwright.PlaywrightBrowserPool;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;

/**
 * A worker JVM the tests start: a {@link RunWorker} with a pool of two browsers on the database
 * given, until killed. Arguments: JDBC URL, worker name, a folder. A run whose request id ends in
 * {@code -stall} stops when it reaches FILL the first time any worker runs it: the worker writes
 * {@code <folder>/<request id>.stalled} with its name and holds the run there, so that the test
 * can kill this JVM in the middle of that run.
 */
public final class WorkerProcess {
  private WorkerProcess() {}

  public static void main(String[] args) throws Exception {
    String url = args[0];
    String name = args[1];
    Path folder = Path.of(args[2]);
    PlaywrightBrowserPool pool = PlaywrightBrowserPool.builder(BrowserConfig.defaults()).workers(2).build();
    RunHandler applicants = Applicants.handler(Files.createDirectories(folder.resolve(name)));
    RunHandler handler = request -> {
      RunHandler.PreparedRun run = applicants.prepare(request);
      return request.requestId().endsWith("-stall")
          ? new RunHandler.PreparedRun(run.orchestrator(), run.task(), run.options().withEventSink(new StallAtFill(folder, request.requestId(), name)))
          : run;
    };
    RunWorker worker = RunWorker.builder(TestPostgres.dataSource(url), pool, handler).name(name).pollingInterval(Duration.ofMillis(200))
        .heartbeat(Duration.ofSeconds(1)).missedHeartbeats(4).build();
    worker.start();
    System.out.println("worker " + name + " started");
    new CountDownLatch(1).await();
  }

  /** Holds the run at its first FILL, once across the fleet: the marker file says it happened. */
  private record StallAtFill(Path folder, String requestId, String worker) implements EventSink {
    @Override
    public void accept(EventEnvelope event) {
      if (event.event() instanceof RunEvent.StateTransition t && t.to() == RunState.FILL) {
        Path marker = folder.resolve(requestId + ".stalled");
        try {
          Files.writeString(marker, worker, java.nio.file.StandardOpenOption.CREATE_NEW);
        } catch (java.nio.file.FileAlreadyExistsException e) {
          return;
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
        try {
          new CountDownLatch(1).await();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
    }
  }
}
