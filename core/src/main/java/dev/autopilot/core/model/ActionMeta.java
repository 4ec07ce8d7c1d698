package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.annotation.JsonInclude;
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
 * @param technique how the executor is to carry the gesture out when its own choice is known not
 *     to work on this field, or null for the executor's choice: {@value #KEYBOARD} types with real
 *     key events whatever the field's kind. Set on the escalation ladder's {@code ALTERNATE} rung
 *     and from trajectory memory (a past run on the site where the plain gesture failed and this
 *     one worked); an executor that does not know a technique ignores it
 */
public record ActionMeta(String intent, @Nullable String targetQuestion, List<String> successCriteria, long timeoutMillis,
    @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable String technique) {

  /** The technique of typing with real key events ({@code keydown}, {@code input}, {@code keyup} per character). */
  public static final String KEYBOARD = "keyboard";

  /** The timeout used when a plan names none: 6 seconds. */
  public static final long DEFAULT_TIMEOUT_MILLIS = 6_000;

  /**
   * Checks the meta and copies the criteria; a blank technique becomes null.
   *
   * @param intent what the action means to do, not null
   * @param targetQuestion the question answered, or null
   * @param successCriteria the criteria, copied
   * @param timeoutMillis how long the executor may take, at least 1
   * @param technique the technique asked for, or null (blank reads as null)
   * @throws NullPointerException when the intent, the list or a criterion is null
   * @throws IllegalArgumentException when the timeout is below 1
   */
  public ActionMeta {
    requireNonNull(intent, "intent");
    successCriteria = List.copyOf(successCriteria);
    if (timeoutMillis < 1) {
      throw new IllegalArgumentException("timeoutMillis must be at least 1, was " + timeoutMillis);
    }
    if (technique != null && technique.isBlank()) {
      technique = null;
    }
  }

  /**
   * Meta with the executor's own choice of technique.
   *
   * @param intent what the action means to do, such as {@code answer}
   * @param targetQuestion the question the action answers, or null when it answers none
   * @param successCriteria criteria the verifier is expected to check, copied
   * @param timeoutMillis how long the executor may take, at least 1
   * @throws NullPointerException when the intent, the list or a criterion is null
   * @throws IllegalArgumentException when the timeout is below 1
   */
  public ActionMeta(String intent, @Nullable String targetQuestion, List<String> successCriteria, long timeoutMillis) {
    this(intent, targetQuestion, successCriteria, timeoutMillis, null);
  }

  /**
   * Meta with this intent and question, no explicit criteria and the default timeout ({@value
   * #DEFAULT_TIMEOUT_MILLIS} ms).
   *
   * @param intent what the action means to do, such as {@code answer}
   * @param targetQuestion the question the action answers, or null when it answers none
   * @return the meta, with the executor's own choice of technique
   * @throws NullPointerException when the intent is null
   */
  public static ActionMeta of(String intent, @Nullable String targetQuestion) {
    return new ActionMeta(intent, targetQuestion, List.of(), DEFAULT_TIMEOUT_MILLIS);
  }

  /**
   * A copy with other success criteria.
   *
   * @param criteria the criteria, replacing this meta's; none for none
   * @return the copy; this meta is unchanged
   * @throws NullPointerException when a criterion is null
   */
  public ActionMeta withCriteria(String... criteria) {
    return new ActionMeta(intent, targetQuestion, List.of(criteria), timeoutMillis, technique);
  }

  /**
   * A copy with another timeout.
   *
   * @param millis how long the executor may take, in milliseconds, at least 1
   * @return the copy; this meta is unchanged
   * @throws IllegalArgumentException when {@code millis} is below 1
   */
  public ActionMeta withTimeoutMillis(long millis) {
    return new ActionMeta(intent, targetQuestion, successCriteria, millis, technique);
  }

  /**
   * A copy with another technique.
   *
   * @param technique the technique, such as {@value #KEYBOARD}; null or blank for the executor's
   *     own choice
   * @return the copy; this meta is unchanged
   */
  public ActionMeta withTechnique(@Nullable String technique) {
    return new ActionMeta(intent, targetQuestion, successCriteria, timeoutMillis, technique);
  }
}
