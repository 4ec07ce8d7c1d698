package dev.autopilot.playwright.internal.pool;

import static java.util.Objects.requireNonNull;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Keyed serial lanes without blocking a thread: jobs of one key are dispatched one at a time, in
 * the order they were submitted; jobs of different keys are dispatched at once. A job waiting for
 * its lane holds no worker, so a busy site never starves the others. The next job of a lane is
 * dispatched when {@link #done(String)} reports the running one finished.
 *
 * <p>Thread-safe. The dispatch function is called while a lock is held: it must only hand the job
 * on (put it on a queue), never run it.
 *
 * @param <J> the job type
 */
public final class SerialLanes<J> {
  private final Consumer<J> dispatch;
  /** Per key with a running job: the jobs waiting behind it, oldest first. */
  private final Map<String, ArrayDeque<J>> lanes = new HashMap<>();

  /**
   * Lanes that hand each job to {@code dispatch} when its turn comes.
   *
   * @param dispatch called with each job when its lane frees, while this object's lock is held:
   *     it must only hand the job on (to a queue, say), never run it
   */
  public SerialLanes(Consumer<J> dispatch) {
    this.dispatch = requireNonNull(dispatch, "dispatch");
  }

  /**
   * Dispatches the job now when its lane is free, else queues it behind the lane's running job.
   *
   * @param key the lane's key; jobs of equal keys run one at a time, in submission order
   * @param job the job
   */
  public synchronized void submit(String key, J job) {
    requireNonNull(key, "key");
    requireNonNull(job, "job");
    ArrayDeque<J> waiting = lanes.get(key);
    if (waiting != null) {
      waiting.addLast(job);
      return;
    }
    lanes.put(key, new ArrayDeque<>());
    dispatch.accept(job);
  }

  /**
   * The running job of this lane finished: dispatches the lane's next job, or frees the lane.
   *
   * @param key the lane's key, as the finished job was submitted with
   * @throws IllegalStateException when the lane has no running job
   */
  public synchronized void done(String key) {
    ArrayDeque<J> waiting = lanes.get(key);
    if (waiting == null) {
      throw new IllegalStateException("lane " + key + " has no running job");
    }
    J next = waiting.pollFirst();
    if (next == null) {
      lanes.remove(key);
    } else {
      dispatch.accept(next);
    }
  }

  /** {@return every job still waiting for its lane (not the running ones), removed from the lanes; empty when none waits} */
  public synchronized List<J> drainWaiting() {
    List<J> all = new ArrayList<>();
    for (ArrayDeque<J> waiting : lanes.values()) {
      all.addAll(waiting);
      waiting.clear();
    }
    return all;
  }

  /** {@return how many jobs wait for their lane, not counting the running or dispatched ones} */
  public synchronized int waiting() {
    int n = 0;
    for (ArrayDeque<J> waiting : lanes.values()) {
      n += waiting.size();
    }
    return n;
  }

  /** {@return how many lanes have a job dispatched or running} */
  public synchronized int busy() {
    return lanes.size();
  }
}
