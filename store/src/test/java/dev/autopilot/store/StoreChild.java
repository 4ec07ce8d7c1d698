package dev.autopilot.store;

import dev.autopilot.core.memory.ElementFingerprint;
import dev.autopilot.core.memory.LocatorCacheStore;
import dev.autopilot.core.memory.LocatorEntry;
import dev.autopilot.core.memory.LocatorKey;
import dev.autopilot.core.memory.MemoryPolicy;
import dev.autopilot.core.memory.Trajectory;
import dev.autopilot.core.memory.TrajectoryStep;
import dev.autopilot.core.memory.TrajectoryStore;
import dev.autopilot.core.model.Route;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * The second JVM of the store's tests, started by them as a process:
 *
 * <ul>
 *   <li>{@code memory <jdbcUrl> <n>}: opens the PostgreSQL store, prints {@code ready}, waits for a
 *       line on standard input, then counts {@code n} successes of the shared locator entry and
 *       records {@code n} trajectories, and exits 0.
 *   <li>{@code killed <sqliteFolder> <requestId> <events>}: opens the SQLite store, writes the
 *       first events of a run through the run store's sink, prints {@code ready} and waits to be
 *       killed.
 * </ul>
 */
public final class StoreChild {
  static final LocatorKey KEY = new LocatorKey("forms.example.test", "/apply", "sig-two-jvms", "generic@1", "rules@1");
  static final String QUESTION = "email";

  private StoreChild() {}

  public static void main(String[] args) throws Exception {
    switch (args[0]) {
      case "memory" -> memory(args[1], Integer.parseInt(args[2]), "child");
      case "killed" -> killed(Path.of(args[1]), args[2], Integer.parseInt(args[3]));
      default -> throw new IllegalArgumentException(args[0]);
    }
  }

  private static void memory(String jdbcUrl, int n, String who) throws Exception {
    try (Store store = Store.open(StoreConfig.postgres(jdbcUrl, "postgres", ""))) {
      System.out.println("ready");
      System.out.flush();
      new java.io.BufferedReader(new java.io.InputStreamReader(System.in)).readLine();
      work(store, n, who);
    }
    System.out.println("done");
  }

  /** What each JVM does on the shared store: count successes of one entry and record trajectories. */
  static void work(Store store, int n, String who) {
    LocatorCacheStore cache = store.locatorCache(MemoryPolicy.DEFAULT);
    TrajectoryStore memory = store.trajectories(new MemoryPolicy(Duration.ofDays(30), 10_000, 3, 2, Duration.ofDays(90), 1_000));
    for (int i = 0; i < n; i++) {
      cache.recordSuccess(KEY, QUESTION).orElseThrow();
      memory.record(new Trajectory("forms.example.test", "/apply",
          List.of(new TrajectoryStep(QUESTION, "Email", "textbox", "type_ref", Route.MEMORY, "profile.email", null)), List.of(), true, "DONE/" + who + i,
          Instant.now()));
    }
  }

  /** The entry both JVMs count on. */
  static LocatorEntry.Draft draft() {
    return new LocatorEntry.Draft(KEY, QUESTION, "type_ref",
        new ElementFingerprint("textbox", "Email", "Email", Map.of("type", "email"), "//input[@name='email']", "Email", 0), "profile.email");
  }

  private static void killed(Path folder, String requestId, int events) throws Exception {
    try (Store store = Store.open(StoreConfig.sqlite(folder))) {
      Runs.killedAfter(requestId, events, Duration.ZERO).forEach(store.runs().eventSink()::accept);
      System.out.println("ready");
      System.out.flush();
      Thread.sleep(Long.MAX_VALUE);
    }
  }
}
