package dev.autopilot.fsm.spec;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import java.util.List;

/**
 * A spec that cannot be used, with every problem found, each at its line and field. Its code is
 * {@link ErrorCode#CONFIG_INVALID}; its message lists the problems, one a line.
 */
public final class SpecException extends AutopilotException {
  private static final long serialVersionUID = 1L;

  /** The problems, in the order of the spec's lines. */
  private final transient List<Problem> problems;

  SpecException(String source, List<Problem> problems) {
    super(ErrorCode.CONFIG_INVALID, message(source, problems));
    this.problems = List.copyOf(problems);
  }

  /**
   * Every problem found.
   *
   * @return the problems in the order of the spec's lines, at least one; an unmodifiable list
   */
  public List<Problem> problems() {
    return problems;
  }

  private static String message(String source, List<Problem> problems) {
    StringBuilder b = new StringBuilder("the spec " + source + " cannot be used (" + problems.size() + " problem" + (problems.size() == 1 ? "" : "s") + "):");
    for (Problem p : problems) {
      b.append("\n  ").append(source).append(':').append(p.line() > 0 ? String.valueOf(p.line()) : "?").append(' ').append(p.field()).append(": ").append(p.message());
    }
    return b.toString();
  }

  /**
   * One problem.
   *
   * @param line the line it is on (1-based), or 0 when the field is missing
   * @param field the field's path, such as {@code constraints.max_retries}
   * @param message what is wrong and what to write instead
   */
  public record Problem(int line, String field, String message) {
    /**
     * Checks the problem.
     *
     * @param line 1-based, or 0 when no line can be named
     * @param field the field's dotted path; not null
     * @param message the explanation; not null
     * @throws NullPointerException when {@code field} or {@code message} is null
     */
    public Problem {
      requireNonNull(field, "field");
      requireNonNull(message, "message");
    }
  }
}
