package dev.autopilot.llm;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.AutopilotException;
import org.jspecify.annotations.Nullable;

/**
 * A model call that did not give a usable answer. Its {@link #code()} comes from its
 * {@link #fault()}; its message says what happened and, where the user can act, what to do. It
 * is {@linkplain #isRetriable() retriable} only when its fault is transient (a rate limit, a
 * server error, a timeout, an unreachable endpoint): a reply that could not be used, or a plan
 * that failed the program's check after its re-ask, will not be better for asking again.
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

  /** Whether the same call may succeed later: only when its fault {@linkplain ModelFault#isTransient() is transient}. */
  @Override
  public boolean isRetriable() {
    return fault.isTransient();
  }

  /** How many HTTP exchanges were tried. */
  public int attempts() {
    return attempts;
  }
}
