package dev.autopilot.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.examples.QuickStart;
import dev.autopilot.examples.SampleProfile;
import dev.autopilot.examples.site.DemoJobSite;
import dev.autopilot.examples.site.Submission;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.RunOptions;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.observability.NdjsonEventSink;
import dev.autopilot.playwright.BrowserConfig;
import dev.autopilot.playwright.BrowserPoolStats;
import dev.autopilot.playwright.Lane;
import dev.autopilot.playwright.PlaywrightBrowserPool;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * Runs at 1, 2, 4, 8, 16 and 32 at once against the demo job site on 127.0.0.1, through a {@link
 * PlaywrightBrowserPool} with as many workers as runs at once: throughput, p50/p95 run time,
 * memory, lost events and duplicate submissions, one line per level.
 *
 * <p>Each level starts its workers' browsers first (not measured), then submits {@code runs per
 * level} runs, each a different applicant (its own e-mail address, its own lane) on the classic
 * or the modern posting. Run time is the orchestrator's own elapsed time; throughput is finished
 * runs per second of the level's wall time. Memory is the proportional set size (PSS, from {@code
 * /proc}) of every process this JVM started (drivers, browsers, renderers), idle with the level's
 * browsers open and at its peak while the runs ran; per context is (peak - idle) / runs at once.
 * Events: every run's events go to its own in-memory sink and to one NDJSON file shared by all
 * runs; a run has lost an event when its sequence numbers have a gap, it has no {@code
 * run_finished}, or the file holds a different number of its events. Submissions are counted by
 * the site: an applicant accepted twice is a duplicate, one a finished run claimed but the site
 * never received is missing.
 *
 * <p>Run: {@code mvn -B -q -DskipTests package -pl benchmarks -am && java -cp
 * benchmarks/target/benchmarks.jar dev.autopilot.benchmarks.LoadHarness [levels] [runs per level]},
 * for example {@code 1,2,4,8,16,32 0} (0: twice the level, at least 4, the default).
 */
public final class LoadHarness {
  private static final ObjectMapper JSON = new ObjectMapper();

  private LoadHarness() {}

  /** One level's figures. */
  record Level(int concurrency, int runs, int done, double seconds, double throughput, long p50Millis, long p95Millis,
      long idleMiB, long peakMiB, double perContextMiB, int lostEvents, int duplicates, int missing, BrowserPoolStats stats) {}

  public static void main(String[] args) throws Exception {
    int[] levels = args.length > 0 ? Arrays.stream(args[0].split(",")).mapToInt(Integer::parseInt).toArray() : new int[] {1, 2, 4, 8, 16, 32};
    int fixedRuns = args.length > 1 ? Integer.parseInt(args[1]) : 0;
    Path work = Files.createTempDirectory("autopilot-load");
    Profile sample = SampleProfile.extractTo(work);
    System.out.printf(Locale.ROOT, "%d processors, %d MiB max heap; levels %s%n", Runtime.getRuntime().availableProcessors(),
        Runtime.getRuntime().maxMemory() >> 20, Arrays.toString(levels));
    System.out.println("at once | runs | done | wall s | runs/s | p50 ms | p95 ms | idle MiB | peak MiB | MiB/context | lost events | duplicate | missing");
    List<Level> results = new ArrayList<>();
    for (int c : levels) {
      int runs = fixedRuns > 0 ? fixedRuns : Math.max(4, 2 * c);
      Level level = level(c, runs, sample, work);
      results.add(level);
      System.out.printf(Locale.ROOT, "%7d | %4d | %4d | %6.1f | %6.2f | %6d | %6d | %8d | %8d | %11.0f | %11d | %9d | %7d%n", level.concurrency,
          level.runs, level.done, level.seconds, level.throughput, level.p50Millis, level.p95Millis, level.idleMiB, level.peakMiB,
          level.perContextMiB, level.lostEvents, level.duplicates, level.missing);
    }
    Level best = results.stream().max((a, b) -> Double.compare(a.throughput, b.throughput)).orElseThrow();
    System.out.printf(Locale.ROOT, "highest throughput %.2f runs/s at %d at once%n", best.throughput, best.concurrency);
  }

  private static Level level(int concurrency, int runs, Profile sample, Path work) throws Exception {
    Path events = work.resolve("events-" + concurrency + ".ndjson");
    NdjsonEventSink shared = NdjsonEventSink.toFile(events);
    try (DemoJobSite site = DemoJobSite.start();
        PlaywrightBrowserPool pool = PlaywrightBrowserPool.builder(BrowserConfig.defaults()).workers(concurrency).recycleAfter(1_000).build();
        MemorySampler memory = new MemorySampler()) {
      warmUp(pool, concurrency);
      long idle = memory.now();
      memory.start();
      List<CompletableFuture<Measured>> futures = new ArrayList<>();
      long start = System.nanoTime();
      for (int i = 0; i < runs; i++) {
        String applicant = "applicant-" + concurrency + "-" + i;
        Profile profile = new Profile(sample.firstName(), sample.lastName(), applicant + "@example.org", sample.phone(), sample.location(),
            sample.links(), sample.resume(), sample.coverLetter(), sample.workAuthorization(), sample.consent(), sample.answers());
        Orchestrator autopilot = QuickStart.autopilot(JobApplicationPack.of(profile));
        String posting = i % 2 == 0 ? "classic" : "modern";
        InMemoryEventSink own = EventSink.inMemory();
        RunOptions options = RunOptions.defaults().withEventSink(own).withEventSink(shared);
        futures.add(pool.submit(Lane.session(applicant),
            session -> new Measured(applicant, autopilot.run(session, Task.of("apply to " + posting, site.postingUri(posting)), options), own)));
      }
      List<Measured> measured = new ArrayList<>();
      for (CompletableFuture<Measured> f : futures) {
        measured.add(f.get(30, TimeUnit.MINUTES));
      }
      double seconds = (System.nanoTime() - start) / 1e9;
      long peak = memory.stop();
      BrowserPoolStats stats = pool.stats();
      long[] times = measured.stream().mapToLong(m -> m.result.counters().elapsedMillis()).sorted().toArray();
      int done = (int) measured.stream().filter(m -> m.result.finalState() == RunState.DONE).count();
      for (Measured m : measured) {
        if (m.result.finalState() != RunState.DONE) {
          System.out.println("  not done: " + m.applicant + " " + m.result.manualReason());
        }
      }
      shared.close();
      int lost = lostEvents(measured, events);
      Map<String, Integer> accepted = new HashMap<>();
      for (Submission s : site.submissions()) {
        String email = s.fields().values().stream().filter(v -> v.endsWith("@example.org")).findFirst().orElse("?");
        accepted.merge(email, 1, Integer::sum);
      }
      int duplicates = accepted.values().stream().mapToInt(n -> n - 1).sum();
      int missing = (int) measured.stream().filter(m -> m.result.finalState() == RunState.DONE && !accepted.containsKey(m.applicant + "@example.org")).count();
      return new Level(concurrency, runs, done, seconds, measured.size() / seconds, percentile(times, 50), percentile(times, 95), idle >> 20, peak >> 20,
          (peak - idle) / (double) concurrency / (1 << 20), lost, duplicates, missing, stats);
    }
  }

  private record Measured(String applicant, RunResult result, InMemoryEventSink events) {}

  /** Starts every worker's browser: each worker holds a run until all workers hold one. */
  private static void warmUp(PlaywrightBrowserPool pool, int workers) throws Exception {
    CountDownLatch all = new CountDownLatch(workers);
    List<CompletableFuture<Boolean>> warm = new ArrayList<>();
    for (int i = 0; i < workers; i++) {
      warm.add(pool.submit(Lane.independent(), session -> {
        all.countDown();
        try {
          return all.await(10, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return false;
        }
      }));
    }
    for (CompletableFuture<Boolean> w : warm) {
      if (!w.get(15, TimeUnit.MINUTES)) {
        throw new IllegalStateException("the workers' browsers did not all start");
      }
    }
  }

  /** Runs whose events have a gap, no end, or a different count in the shared NDJSON file. */
  private static int lostEvents(List<Measured> measured, Path file) throws IOException {
    Map<String, Integer> inFile = new HashMap<>();
    try (Stream<String> lines = Files.lines(file)) {
      for (String line : (Iterable<String>) lines::iterator) {
        JsonNode node = JSON.readTree(line);
        inFile.merge(node.get("request_id").asText(), 1, Integer::sum);
      }
    }
    int lost = 0;
    for (Measured m : measured) {
      List<EventEnvelope> events = m.events.events();
      boolean gapless = true;
      for (int i = 0; i < events.size(); i++) {
        gapless &= events.get(i).seq() == i + 1;
      }
      boolean ended = !events.isEmpty() && events.get(events.size() - 1).event() instanceof RunEvent.RunFinished;
      Integer written = inFile.get(m.result.requestId());
      if (!gapless || !ended || written == null || written != events.size()) {
        lost++;
      }
    }
    return lost;
  }

  private static long percentile(long[] sorted, int p) {
    if (sorted.length == 0) {
      return 0;
    }
    int index = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
    return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
  }

  /** The PSS of every process this JVM started, now and at its peak while sampling. */
  private static final class MemorySampler implements AutoCloseable {
    private final AtomicLong peak = new AtomicLong();
    private volatile boolean sampling;
    private @Nullable Thread thread;

    long now() {
      return ProcessHandle.current().descendants().mapToLong(MemorySampler::pss).sum();
    }

    void start() {
      sampling = true;
      thread = new Thread(() -> {
        while (sampling) {
          peak.accumulateAndGet(now(), Math::max);
          try {
            Thread.sleep(250);
          } catch (InterruptedException e) {
            return;
          }
        }
      }, "memory-sampler");
      thread.setDaemon(true);
      thread.start();
    }

    long stop() throws InterruptedException {
      sampling = false;
      if (thread != null) {
        thread.join();
      }
      return peak.get();
    }

    /** Bytes of a process's proportional set size, 0 when it is gone or unreadable. */
    private static long pss(ProcessHandle p) {
      try {
        for (String line : Files.readAllLines(Path.of("/proc/" + p.pid() + "/smaps_rollup"))) {
          if (line.startsWith("Pss:")) {
            return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
          }
        }
      } catch (IOException | RuntimeException e) {
        // the process ended between listing and reading
      }
      return 0;
    }

    @Override
    public void close() throws InterruptedException {
      stop();
    }
  }
}
