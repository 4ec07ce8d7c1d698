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

  /** What went wrong; decides the code and whether the call may be retried. */
  private final ModelFault fault;
  /** The HTTP exchanges tried, retries included. */
  private final int attempts;

  /**
   * A failed model call.
   *
   * @param fault what went wrong; gives the exception's {@link #code()} and retriability
   * @param message what happened and, where the user can act, what to do; it is logged and
   *     shown, so it holds no personal value and no key
   * @param attempts how many HTTP exchanges were tried, retries included
   * @param cause the provider's exception, or null
   * @throws NullPointerException when {@code fault} is null
   */
  public ModelException(ModelFault fault, String message, int attempts, @Nullable Throwable cause) {
    super(requireNonNull(fault, "fault").code(), message, cause);
    this.fault = fault;
    this.attempts = attempts;
  }

  /**
   * What went wrong.
   *
   * @return the fault, never null; {@link ModelFault#description()} words it for a narrative
   */
  public ModelFault fault() {
    return fault;
  }

  /** Whether the same call may succeed later: only when its fault {@linkplain ModelFault#isTransient() is transient}. */
  @Override
  public boolean isRetriable() {
    return fault.isTransient();
  }

  /**
   * How many HTTP exchanges were tried.
   *
   * @return the count, retries included, as given when the exception was made
   */
  public int attempts() {
    return attempts;
  }
}
