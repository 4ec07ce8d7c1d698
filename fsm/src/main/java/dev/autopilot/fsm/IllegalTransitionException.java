package dev.autopilot.fsm;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.model.RunState;

/** A transition the run's state machine does not allow: a bug in the orchestrator or an extension of it. */
public final class IllegalTransitionException extends AutopilotException {
  private static final long serialVersionUID = 1L;

  /** The state the run was in. */
  private final RunState from;
  /** The state it was asked to go to. */
  private final RunState to;

  /**
   * An exception whose message names both states and the states legal from {@code from}.
   *
   * @param from the state the run was in
   * @param to the state it was asked to go to, which {@link Transitions} does not allow
   */
  public IllegalTransitionException(RunState from, RunState to) {
    super(ErrorCode.ILLEGAL_TRANSITION, "illegal run transition " + from + " -> " + to + "; legal from " + from + ": " + Transitions.from(from));
    this.from = from;
    this.to = to;
  }

  /**
   * The state the run was in.
   *
   * @return the source state of the refused transition
   */
  public RunState from() {
    return from;
  }

  /**
   * The state it was asked to go to.
   *
   * @return the target state of the refused transition
   */
  public RunState to() {
    return to;
  }
}
