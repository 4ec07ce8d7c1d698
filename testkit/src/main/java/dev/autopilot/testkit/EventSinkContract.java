package dev.autopilot.testkit;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.EventSink;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The contract of an {@link EventSink}: it takes a run's events in run order, keeps that order
 * in what it delivers ({@code run_started} first, {@code run_finished} last, every
 * {@code action_executed} with its one {@code action_verified}), never throws at the caller —
 * not for a failing destination, not after {@link EventSink#close()} — and keeps its thread-safety
 * promise when concurrent runs with distinct request ids share it.
 *
 * <p>A subclass supplies {@link #newSink()}. Sinks whose output a test can read back (an
 * in-memory list, an NDJSON file) also override {@link #delivered}, so that the kit can check
 * the order of what came out, not only that nothing was thrown; sinks that only write prose or
 * log lines leave it empty and those checks are skipped. A sink whose destination can fail (a
 * file, a stream) overrides {@link #brokenSink()} to hand one whose destination fails on every
 * write.
 *
 * <p>The kit's runs are {@link SampleRun}s. Each test gets a new sink and closes it after; test
 * methods of one class may run concurrently only if {@link #newSink()} allows it.
 */
public abstract class EventSinkContract {

  /**
   * What a sink delivered for one event: enough to check the order.
   *
   * @param requestId the run the event belongs to
   * @param seq the event's sequence number within its run
   * @param type the event's type name, such as {@code state_transition}
   */
  public record Delivered(String requestId, long seq, String type) {
    /**
     * What an envelope should come out as.
     *
     * @param e an envelope the kit fed the sink
     * @return its run, sequence number and type
     */
    public static Delivered of(EventEnvelope e) {
      return new Delivered(e.requestId(), e.seq(), e.type());
    }
  }

  private @Nullable EventSink sink;

  /**
   * A new sink under test.
   *
   * @return a sink for one test, asked for before each; the kit closes it after the test. Not
   *     null
   */
  protected abstract EventSink newSink();

  /**
   * What this sink has delivered so far (after {@link EventSink#close()} when the kit closed it),
   * in the order it delivered it, or empty when the sink keeps nothing a test can read. The
   * default is empty.
   *
   * @param sink the test's sink, as {@link #newSink()} made it
   * @return what it delivered, one entry per event; empty (the default) to skip the checks of
   *     what came out
   */
  protected Optional<List<Delivered>> delivered(EventSink sink) {
    return Optional.empty();
  }

  /**
   * A sink whose destination fails on every write.
   *
   * @return a new sink the kit feeds a whole run and closes; empty (the default) when the sink
   *     has no destination that can fail, which skips that test
   */
  protected Optional<EventSink> brokenSink() {
    return Optional.empty();
  }

  @BeforeEach
  final void openSink() {
    sink = Objects.requireNonNull(newSink(), "newSink()");
  }

  @AfterEach
  final void closeSink() {
    EventSink s = sink;
    sink = null;
    if (s != null) {
      s.close();
    }
  }

  /**
   * The test's sink.
   *
   * @return the sink {@link #newSink()} gave for this test
   * @throws NullPointerException when called outside a test
   */
  protected final EventSink sink() {
    return Objects.requireNonNull(sink, "no sink: called outside a test");
  }

  @Test
  void theSampleRunItselfKeepsTheOrderingContract() {
    assertEquals(List.of(), EventOrderValidator.check(SampleRun.events("req-kit")));
  }

  @Test
  void acceptsAWholeRunOfEveryEventTypeAndCloses() {
    List<EventEnvelope> run = SampleRun.events("req-whole");
    assertDoesNotThrow(() -> run.forEach(sink()::accept));
    assertDoesNotThrow(sink()::close, "close after a run");
  }

  @Test
  void deliversTheRunInRunOrderStartedFirstFinishedLast() {
    List<EventEnvelope> run = SampleRun.events("req-order");
    run.forEach(sink()::accept);
    sink().close();
    Optional<List<Delivered>> out = delivered(sink());
    assumeTrue(out.isPresent(), "this sink keeps nothing a test can read back");
    List<Delivered> delivered = out.get();
    assertAll(
        () -> assertEquals(run.stream().map(Delivered::of).toList(), delivered, "every event, once, in run order"),
        () -> assertEquals("run_started", delivered.get(0).type()),
        () -> assertEquals("run_finished", delivered.get(delivered.size() - 1).type()),
        () -> assertEquals(List.of(), EventOrderValidator.check(envelopesOf(run, delivered)),
            "what was delivered keeps the ordering contract"));
  }

  @Test
  void neverThrowsAfterCloseOrForARunItDidNotSeeStart() {
    List<EventEnvelope> run = SampleRun.events("req-late");
    assertDoesNotThrow(() -> sink().accept(run.get(run.size() - 1)), "a run joined at its end");
    sink().close();
    assertDoesNotThrow(() -> sink().accept(run.get(0)), "an event after close is dropped or kept, never thrown");
    assertDoesNotThrow(sink()::close, "close twice");
  }

  @Test
  void aFailingDestinationNeverBreaksTheCaller() {
    Optional<EventSink> broken = brokenSink();
    assumeTrue(broken.isPresent(), "this sink has no destination that can fail");
    EventSink b = broken.get();
    assertDoesNotThrow(() -> SampleRun.events("req-broken").forEach(b::accept));
    assertDoesNotThrow(b::close);
  }

  @Test
  void concurrentRunsWithDistinctRequestIdsStayWholeAndInOrder() throws InterruptedException, ExecutionException {
    int runs = 4;
    List<List<EventEnvelope>> inputs = new ArrayList<>();
    for (int i = 0; i < runs; i++) {
      inputs.add(SampleRun.events("req-concurrent-" + i));
    }
    CountDownLatch go = new CountDownLatch(1);
    ExecutorService pool = Executors.newFixedThreadPool(runs);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (List<EventEnvelope> input : inputs) {
        done.add(pool.submit(() -> {
          go.await();
          input.forEach(sink()::accept);
          return null;
        }));
      }
      go.countDown();
      for (Future<?> f : done) {
        f.get();
      }
    } finally {
      pool.shutdownNow();
    }
    sink().close();
    Optional<List<Delivered>> out = delivered(sink());
    assumeTrue(out.isPresent(), "this sink keeps nothing a test can read back");
    for (List<EventEnvelope> input : inputs) {
      String id = input.get(0).requestId();
      assertEquals(input.stream().map(Delivered::of).toList(),
          out.get().stream().filter(d -> d.requestId().equals(id)).toList(), "run " + id + " delivered whole and in order");
    }
  }

  /** The input's envelopes in the order they were delivered; an event delivered but never sent fails. */
  private static List<EventEnvelope> envelopesOf(List<EventEnvelope> run, List<Delivered> delivered) {
    List<EventEnvelope> out = new ArrayList<>();
    for (Delivered d : delivered) {
      out.add(run.stream().filter(e -> Delivered.of(e).equals(d)).findFirst()
          .orElseThrow(() -> new AssertionError("delivered an event never sent: " + d)));
    }
    return out;
  }
}
