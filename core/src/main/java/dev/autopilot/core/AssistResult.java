package dev.autopilot.core;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * What an assist plugin says it did. Whether it helped is judged by the run from the fill rate,
 * not from this.
 *
 * @param attempted whether the plugin acted on the page
 * @param fieldsTouched how many fields it says it filled
 * @param failureCode why it could not act, null when it acted
 * @param detail a short account, without personal data
 * @param touchedRefs the refs (of the snapshot the plugin was given) of the fields the plugin saw
 *     change while it worked, in the order it saw them, including a field that was filled and
 *     emptied again; empty when the plugin cannot tell. The run judges each of these fields, and
 *     every field whose value differs between its snapshots before and after, on its own.
 *
 * <p>Immutable and thread-safe.
 */
public record AssistResult(boolean attempted, int fieldsTouched, @Nullable AssistFailureCode failureCode, String detail, List<String> touchedRefs) {
  /**
   * Checks that {@code detail} and {@code touchedRefs} are not null and keeps an immutable copy of
   * {@code touchedRefs}. {@code fieldsTouched} is taken as the plugin says it.
   *
   * @param attempted whether the plugin acted on the page
   * @param fieldsTouched how many fields it says it filled
   * @param failureCode why it could not act, null when it acted
   * @param detail a short account, without personal data; not null
   * @param touchedRefs refs of the snapshot the plugin was given; copied
   * @throws NullPointerException when {@code detail} or {@code touchedRefs} is null or a ref in it is
   */
  public AssistResult {
    requireNonNull(detail, "detail");
    touchedRefs = List.copyOf(touchedRefs);
  }

  /**
   * A result without touched refs: the plugin cannot tell which fields changed.
   *
   * @param attempted whether the plugin acted on the page
   * @param fieldsTouched how many fields it says it filled
   * @param failureCode why it could not act, null when it acted
   * @param detail a short account, without personal data
   */
  public AssistResult(boolean attempted, int fieldsTouched, @Nullable AssistFailureCode failureCode, String detail) {
    this(attempted, fieldsTouched, failureCode, detail, List.of());
  }

  /**
   * A plugin that acted and cannot tell which fields changed.
   *
   * @param fieldsTouched how many fields it says it filled; the run judges the fill by the page,
   *     not by this
   * @param detail a short account, without personal data
   * @return an attempted result with no failure code and no touched refs
   */
  public static AssistResult attempted(int fieldsTouched, String detail) {
    return new AssistResult(true, fieldsTouched, null, detail);
  }

  /**
   * A plugin that acted and saw these fields change.
   *
   * @param fieldsTouched how many fields it says it filled
   * @param detail a short account, without personal data
   * @param touchedRefs refs of the snapshot the plugin was given, in the order it saw them change;
   *     see {@link #touchedRefs()}; copied
   * @return an attempted result with no failure code
   */
  public static AssistResult attempted(int fieldsTouched, String detail, List<String> touchedRefs) {
    return new AssistResult(true, fieldsTouched, null, detail, touchedRefs);
  }

  /**
   * A plugin that could not act.
   *
   * @param failureCode why, not null
   * @param detail a short account, without personal data
   * @return a result not attempted, with no field touched
   * @throws NullPointerException when {@code failureCode} or {@code detail} is null
   */
  public static AssistResult failed(AssistFailureCode failureCode, String detail) {
    requireNonNull(failureCode, "failureCode");
    return new AssistResult(false, 0, failureCode, detail);
  }
}
