package dev.autopilot.fsm;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.RunState;

/**
 * What a {@link StateHandler} decided: go to a state (possibly the same one, for another step),
 * or stop the run for a person. The run turns either into a {@code state_transition} event.
 */
sealed interface Next {

  /** Go to a state, for the reason given (written on the transition event). */
  static Next go(RunState to, String reason) {
    return new Go(to, reason);
  }

  /** Stop the run and hand it to a person. */
  static Next stop(ManualReason reason) {
    return new Stop(reason);
  }

  /** Go to {@code to}; checked against {@link Transitions} by the run. */
  record Go(RunState to, String reason) implements Next {
    public Go {
      requireNonNull(to, "to");
      requireNonNull(reason, "reason");
      if (to == RunState.MANUAL_REQUIRED) {
        throw new IllegalArgumentException("stop with Next.stop, not Next.go(" + to + ")");
      }
    }
  }

  /** Stop for a person, for this reason. */
  record Stop(ManualReason reason) implements Next {
    public Stop {
      requireNonNull(reason, "reason");
    }
  }
}
