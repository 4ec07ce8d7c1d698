package dev.autopilot.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.memory.LocatorCacheStore;
import dev.autopilot.core.memory.LocatorEntry;
import dev.autopilot.core.memory.MemoryPolicy;
import dev.autopilot.core.memory.Standing;
import dev.autopilot.core.memory.Trajectory;
import dev.autopilot.core.memory.TrajectoryQuery;
import dev.autopilot.core.memory.TrajectoryStep;
import dev.autopilot.core.memory.TrajectoryStore;
import dev.autopilot.core.model.Route;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Damaged or outdated memory rows are skipped with a warning, never thrown, and a new write replaces them. */
class CorruptMemoryRowsTest {
  @TempDir Path dir;
  Store store;

  @BeforeEach
  void open() {
    store = Store.open(StoreConfig.sqlite(dir));
  }

  @AfterEach
  void close() {
    store.close();
  }

  private void sql(String statement) throws Exception {
    try (Connection c = store.dataSource().getConnection(); Statement s = c.createStatement()) {
      s.executeUpdate(statement);
    }
  }

  @Test
  void aDamagedOrOutdatedLocatorRowIsAMissAndTheNextPickRewritesIt() throws Exception {
    LocatorCacheStore cache = store.locatorCache(MemoryPolicy.DEFAULT);
    LocatorEntry.Draft email = StoreChild.draft();
    LocatorEntry.Draft phone = new LocatorEntry.Draft(email.key(), "phone", "type_ref", email.fingerprint(), "profile.phone");
    LocatorEntry.Draft name = new LocatorEntry.Draft(email.key(), "name", "type_ref", email.fingerprint(), "profile.name");
    cache.put(email);
    cache.put(phone);
    cache.put(name);
    sql("UPDATE locator_entries SET fingerprint = '{\"role\": 42' WHERE question_signature = 'email'");
    sql("UPDATE locator_entries SET standing = 'TRUSTED_FOREVER' WHERE question_signature = 'phone'");
    assertTrue(cache.entry(email.key(), "email").isEmpty(), "unreadable fingerprint: a miss");
    assertTrue(cache.entry(email.key(), "phone").isEmpty(), "a standing this release does not know: a miss");
    assertEquals(List.of("name"), cache.entries(email.key()).stream().map(LocatorEntry::questionSignature).toList());
    LocatorEntry rewritten = cache.put(email);
    assertEquals(Standing.CANDIDATE, rewritten.standing());
    assertEquals(email.fingerprint(), rewritten.fingerprint(), "the pick replaced the damaged row");
    sql("UPDATE locator_entries SET pack_version = 'generic@0' WHERE question_signature = 'name'");
    assertTrue(cache.entry(email.key(), "name").isEmpty(), "a row whose key fields no longer hash to its id is not trusted");
  }

  @Test
  void aDamagedTrajectoryIsNotRecalledAndTheOthersAre() throws Exception {
    TrajectoryStore memory = store.trajectories(MemoryPolicy.DEFAULT);
    Instant now = Instant.now();
    Trajectory good = new Trajectory("forms.example.test", "/apply",
        List.of(new TrajectoryStep("email", "Email", "textbox", "type_ref", Route.RULES, "profile.email", null)), List.of(), true, "DONE/SUCCESS", now);
    Trajectory bad = new Trajectory("forms.example.test", "/apply",
        List.of(new TrajectoryStep("email", "Email", "textbox", "type_ref", Route.RULES, "profile.email", null)), List.of(), true, "DONE/BAD", now.minusSeconds(1));
    memory.record(good);
    memory.record(bad);
    sql("UPDATE trajectories SET body = 'not json at all' WHERE outcome = 'DONE/BAD'");
    assertEquals(List.of(good), memory.recall(new TrajectoryQuery("forms.example.test", "/apply", Set.of("email"), 10)));
  }
}
