package dev.autopilot.fsm;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.model.RunState;

/** A transition the run's state machine does not allow: a bug in the orchestrator or an extension of it. */
public final class IllegalTransitionException extends AutopilotException {
  private static final long serialVersionUID = 1L;

  private final RunState from;
  private final RunState to;

  public IllegalTransitionException(RunState from, RunState to) {
    super(ErrorCode.ILLEGAL_TRANSITION, "illegal run transition " + from + " -> " + to + "; legal from " + from + ": " + Transitions.from(from));
    this.from = from;
    this.to = to;
  }

  /** The state the run was in. */
  public RunState from() {
    return from;
  }

  /** The state it was asked to go to. */
  public RunState to() {
    return to;
  }
}
