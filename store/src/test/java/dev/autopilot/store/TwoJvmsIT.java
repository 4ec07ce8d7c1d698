package dev.autopilot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.memory.LocatorEntry;
import dev.autopilot.core.memory.MemoryPolicy;
import dev.autopilot.core.memory.TrajectoryQuery;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Two JVMs on one store: a second java process started by the test. */
@Timeout(120)
class TwoJvmsIT {
  @TempDir Path dir;

  @Test
  void twoJvmsCountingOnOnePostgresLoseNoUpdate() throws Exception {
    StoreConfig config = TestPostgres.newDatabase();
    int n = 25;
    try (Store store = Store.open(config); ChildJvm child = ChildJvm.start("memory", config.jdbcUrl(), Integer.toString(n))) {
      store.locatorCache(MemoryPolicy.DEFAULT).put(StoreChild.draft());
      child.awaitLine("ready");
      child.send("go");
      StoreChild.work(store, n, "parent");
      child.awaitLine("done");
      assertTrue(child.process.waitFor(60, TimeUnit.SECONDS));
      assertEquals(0, child.process.exitValue());
      LocatorEntry entry = store.locatorCache(MemoryPolicy.DEFAULT).entry(StoreChild.KEY, StoreChild.QUESTION).orElseThrow();
      assertEquals(2 * n, entry.totalSuccesses(), "every success of both JVMs counted");
      assertEquals(2 * n, store.trajectories(MemoryPolicy.DEFAULT).size(), "every trajectory of both JVMs recorded");
      assertEquals(1, store.trajectories(MemoryPolicy.DEFAULT).recall(new TrajectoryQuery("forms.example.test", "/apply", Set.of("email"), 1)).size());
    }
  }

  @Test
  void aProcessKilledMidRunLeavesARowThatSaysSo() throws Exception {
    Path folder = dir.resolve("store");
    try (ChildJvm child = ChildJvm.start("killed", folder.toString(), "killed-run", "15")) {
      child.awaitLine("ready");
      child.process.destroyForcibly();
      assertTrue(child.process.waitFor(30, TimeUnit.SECONDS));
    }
    try (Store store = Store.open(StoreConfig.sqlite(folder))) {
      RunRecord run = store.runs().diagnostics("killed-run").orElseThrow();
      assertEquals(RunStatus.RUNNING, run.status(), "the row says the run never finished");
      assertNull(run.endedAt());
      assertEquals(15, run.eventCount());
      assertEquals(15, store.runs().traceSummary("killed-run").orElseThrow().events());
      assertEquals(1, store.runs().markAbandoned(Duration.ZERO));
      assertEquals(RunStatus.ABANDONED, store.runs().diagnostics("killed-run").orElseThrow().status());
    }
  }
}
