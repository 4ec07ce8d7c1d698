package dev.autopilot.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.autopilot.core.memory.MemoryPolicy;
import dev.autopilot.core.memory.Trajectory;
import dev.autopilot.core.memory.TrajectoryFailure;
import dev.autopilot.core.memory.TrajectoryQuery;
import dev.autopilot.core.memory.TrajectoryStep;
import dev.autopilot.core.memory.TrajectoryStore;
import dev.autopilot.core.model.Route;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The contract of a {@link TrajectoryStore}, as its Javadoc states it: whole round trips, recall
 * ranked by {@link TrajectoryQuery#score}, expiry, the per-site bound, concurrent writers, and
 * (when the implementation can open a second instance on the same storage) visibility across
 * instances.
 *
 * <p>A subclass supplies {@link #newStore}; each test opens fresh, empty storage and the kit
 * closes what it opened.
 */
public abstract class TrajectoryStoreContract {

  /** The policy the kit tests with: trajectories live one day, three per site. */
  protected static final MemoryPolicy POLICY = new MemoryPolicy(Duration.ofHours(1), 100, 3, 2, Duration.ofDays(1), 3);

  /** Where the kit's clock starts. */
  protected static final Instant START = Instant.parse("2026-01-01T00:00:00Z");

  private final List<TrajectoryStore> opened = new ArrayList<>();

  /**
   * A new store on fresh, empty storage, applying this policy and reading time from this clock.
   *
   * @param policy the kit's {@link #POLICY}, which the store must apply as given
   * @param clock the test's clock, starting at {@link #START}; the store's only source of time
   * @return a store holding no trajectory; the kit closes it after the test
   */
  protected abstract TrajectoryStore newStore(MemoryPolicy policy, MutableClock clock);

  /**
   * A second store on the same storage as {@code first}.
   *
   * @param first a store {@link #newStore} made in this test
   * @param policy the kit's {@link #POLICY}
   * @param clock the clock {@code first} reads
   * @return a second store that sees {@code first}'s trajectories, which the kit closes after the
   *     test; empty (the default) when there is none, which skips the shared-storage test
   */
  protected Optional<TrajectoryStore> sameStorage(TrajectoryStore first, MemoryPolicy policy, MutableClock clock) {
    return Optional.empty();
  }

  @AfterEach
  final void closeStores() {
    opened.forEach(TrajectoryStore::close);
    opened.clear();
  }

  private TrajectoryStore open(MutableClock clock) {
    TrajectoryStore s = newStore(POLICY, clock);
    opened.add(s);
    return s;
  }

  /**
   * A trajectory of the kit, answering these questions on this site at this time: a successful
   * run on {@code /apply}, one typed step per question, answered by rules.
   *
   * @param site the site, such as {@code a.test}
   * @param at when it was recorded
   * @param questions the questions its steps answered, in order; none makes a trajectory with no
   *     step
   * @return the trajectory
   */
  protected static Trajectory trajectory(String site, Instant at, String... questions) {
    List<TrajectoryStep> steps = new ArrayList<>();
    for (String q : questions) {
      steps.add(new TrajectoryStep(q, q.toUpperCase(java.util.Locale.ROOT) + "?", "textbox", "type_ref", Route.RULES, "answers[" + q + "]", null));
    }
    return new Trajectory(site, "/apply", steps, List.of(), true, "DONE/SUCCESS", at);
  }

  @Test
  void aRecordedTrajectoryComesBackWhole() {
    MutableClock clock = new MutableClock(START);
    TrajectoryStore store = open(clock);
    Trajectory t = new Trajectory("forms.example.test", "/apply",
        List.of(new TrajectoryStep("email", "Email *", "textbox", "type_ref", Route.MODEL, "profile.email", null),
            new TrajectoryStep("start date", "Start date", "textbox", "type_ref", Route.RULES, "answers[Start date]", "keyboard"),
            new TrajectoryStep("i agree", "I agree", "checkbox", "set_checkbox", Route.MEMORY, null, null)),
        List.of(new TrajectoryFailure("start date", "forms.example.test|/apply|answer|start date", "type_ref", "value did not hold", "type_ref:keyboard"),
            new TrajectoryFailure("country", "forms.example.test|/apply|answer|country", "select_ref", "no such option", null)),
        false, "MANUAL_REQUIRED/VALIDATION_FAILED", START);
    store.record(t);
    assertEquals(List.of(t), store.recall(new TrajectoryQuery("forms.example.test", "/apply", Set.of("email"), 5)));
    assertEquals(1, store.size());
  }

  @Test
  void recallRanksBySiteThenSharedQuestionsAndSkipsUnrelatedRuns() {
    MutableClock clock = new MutableClock(START);
    TrajectoryStore store = open(clock);
    Trajectory sameSiteFew = trajectory("a.test", START, "email");
    Trajectory sameSiteMany = trajectory("a.test", START.plusSeconds(1), "email", "phone", "name");
    Trajectory otherSiteShared = trajectory("b.test", START.plusSeconds(2), "email", "phone", "name");
    Trajectory unrelated = trajectory("c.test", START.plusSeconds(3), "favourite colour");
    for (Trajectory t : List.of(sameSiteFew, sameSiteMany, otherSiteShared, unrelated)) {
      store.record(t);
    }
    TrajectoryQuery q = new TrajectoryQuery("a.test", "/apply", Set.of("email", "phone", "name"), 10);
    assertEquals(List.of(sameSiteMany, sameSiteFew, otherSiteShared), store.recall(q));
    assertEquals(List.of(sameSiteMany), store.recall(new TrajectoryQuery("a.test", "/apply", Set.of("email", "phone", "name"), 1)));
  }

  @Test
  void amongEqualScoresTheNewerComesFirst() {
    TrajectoryStore store = open(new MutableClock(START));
    Trajectory older = trajectory("a.test", START, "email");
    Trajectory newer = trajectory("a.test", START.plusSeconds(60), "email");
    store.record(older);
    store.record(newer);
    assertEquals(List.of(newer, older), store.recall(new TrajectoryQuery("a.test", "/apply", Set.of("email"), 10)));
  }

  @Test
  void expiredTrajectoriesAreNotRecalledAndEvictExpiredDeletesThem() {
    MutableClock clock = new MutableClock(START);
    TrajectoryStore store = open(clock);
    store.record(trajectory("a.test", START, "email"));
    store.record(trajectory("a.test", START.plus(Duration.ofHours(12)), "phone"));
    clock.advance(Duration.ofDays(1));
    TrajectoryQuery q = new TrajectoryQuery("a.test", "/apply", Set.of("email", "phone"), 10);
    assertEquals(List.of("phone"), store.recall(q).stream().map(t -> t.steps().get(0).questionSignature()).toList());
    assertEquals(2, store.size());
    assertEquals(1, store.evictExpired());
    assertEquals(1, store.size());
  }

  @Test
  void pastTheBoundTheOldestOfTheSiteAreEvicted() {
    TrajectoryStore store = open(new MutableClock(START));
    for (int i = 0; i < POLICY.maxTrajectoriesPerSite() + 2; i++) {
      store.record(trajectory("a.test", START.plusSeconds(i), "q" + i));
    }
    store.record(trajectory("b.test", START, "q0"));
    assertEquals(POLICY.maxTrajectoriesPerSite() + 1, store.size());
    List<Trajectory> kept = store.recall(new TrajectoryQuery("a.test", "/apply", Set.of(), 10));
    assertEquals(List.of("q4", "q3", "q2"), kept.stream().map(t -> t.steps().get(0).questionSignature()).toList());
  }

  @Test
  void concurrentRecordsAllLand() throws Exception {
    TrajectoryStore store = open(new MutableClock(START));
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        String site = "s" + t + ".test";
        done.add(pool.submit(() -> {
          for (int i = 0; i < 3; i++) {
            store.record(trajectory(site, START.plusSeconds(i), "email"));
          }
        }));
      }
      for (Future<?> f : done) {
        f.get();
      }
    } finally {
      pool.shutdownNow();
    }
    assertEquals(12, store.size());
    assertEquals(10, store.recall(new TrajectoryQuery("x.test", "/apply", Set.of("email"), 10)).size());
  }

  @Test
  void aSecondInstanceOnTheSameStorageRecalls() {
    MutableClock clock = new MutableClock(START);
    TrajectoryStore first = open(clock);
    Optional<TrajectoryStore> second = sameStorage(first, POLICY, clock);
    assumeTrue(second.isPresent(), "this store keeps its storage inside the instance");
    opened.add(second.get());
    Trajectory t = trajectory("a.test", START, "email");
    first.record(t);
    assertTrue(second.get().recall(new TrajectoryQuery("a.test", "/apply", Set.of("email"), 1)).contains(t));
  }
}
