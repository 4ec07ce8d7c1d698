package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * What every action carries besides its target: why it is done and how to tell it worked.
 *
 * @param intent what the action means to do, such as {@code answer}, {@code consent},
 *     {@code upload_resume} or {@code submit}; part of the {@link SemanticKey}
 * @param targetQuestion the question the action answers, or null when it answers none
 * @param successCriteria human-readable criteria the verifier is expected to check, such as
 *     {@code "checked=true"}; informative, the verification matrix decides
 * @param timeoutMillis how long the executor may take, at least 1
 */
public record ActionMeta(String intent, @Nullable String targetQuestion, List<String> successCriteria, long timeoutMillis) {

  /** The timeout used when a plan names none: 6 seconds. */
  public static final long DEFAULT_TIMEOUT_MILLIS = 6_000;

  public ActionMeta {
    requireNonNull(intent, "intent");
    successCriteria = List.copyOf(successCriteria);
    if (timeoutMillis < 1) {
      throw new IllegalArgumentException("timeoutMillis must be at least 1, was " + timeoutMillis);
    }
  }

  /** Meta with this intent and question, no explicit criteria and the default timeout. */
  public static ActionMeta of(String intent, @Nullable String targetQuestion) {
    return new ActionMeta(intent, targetQuestion, List.of(), DEFAULT_TIMEOUT_MILLIS);
  }

  /** A copy with other success criteria. */
  public ActionMeta withCriteria(String... criteria) {
    return new ActionMeta(intent, targetQuestion, List.of(criteria), timeoutMillis);
  }

  /** A copy with another timeout. */
  public ActionMeta withTimeoutMillis(long millis) {
    return new ActionMeta(intent, targetQuestion, successCriteria, millis);
  }
}
