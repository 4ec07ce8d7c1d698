package dev.autopilot.llm;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.AutopilotException;
import org.jspecify.annotations.Nullable;

/**
 * A model call that did not give a usable answer. Its {@link #code()} comes from its
 * {@link #fault()}; its message says what happened and, where the user can act, what to do.
 */
public final class ModelException extends AutopilotException {
  private static final long serialVersionUID = 1L;

  private final ModelFault fault;
  private final int attempts;

  public ModelException(ModelFault fault, String message, int attempts, @Nullable Throwable cause) {
    super(requireNonNull(fault, "fault").code(), message, cause);
    this.fault = fault;
    this.attempts = attempts;
  }

  /** What went wrong. */
  public ModelFault fault() {
    return fault;
  }

  /** How many HTTP exchanges were tried. */
  public int attempts() {
    return attempts;
  }
}
