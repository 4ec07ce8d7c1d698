package dev.autopilot.fsm;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * Serial lanes, one per session id: runs on the same session take turns, runs on different
 * sessions go on in parallel. A lane is retired when nobody holds or waits for it. Thread-safe.
 */
final class SessionLanes {
  private final ConcurrentHashMap<String, ReentrantLock> lanes = new ConcurrentHashMap<>();

  /** Runs the work in the session's lane, waiting while another run holds it. */
  <T> T inLane(String sessionId, Supplier<T> work) {
    ReentrantLock lane = enter(sessionId);
    try {
      return work.get();
    } finally {
      leave(sessionId, lane);
    }
  }

  /** Takes the session's lane, waiting while another run holds it. */
  private ReentrantLock enter(String sessionId) {
    while (true) {
      ReentrantLock lane = lanes.computeIfAbsent(sessionId, id -> new ReentrantLock());
      lane.lock();
      if (lanes.get(sessionId) == lane) {
        return lane;
      }
      // The lane was retired between lookup and lock: take the current one.
      lane.unlock();
    }
  }

  /** Releases the lane, and retires it when nobody waits for it. */
  private void leave(String sessionId, ReentrantLock lane) {
    lanes.compute(sessionId, (id, current) -> current == lane && !lane.hasQueuedThreads() ? null : current);
    lane.unlock();
  }
}
