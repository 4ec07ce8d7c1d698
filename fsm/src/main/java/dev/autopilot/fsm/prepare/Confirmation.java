package dev.autopilot.fsm.prepare;

import static java.util.Objects.requireNonNull;

import org.jspecify.annotations.Nullable;

/**
 * How a person confirms a prepared plan: its confirmation phrase typed back ({@link #phrase}), or
 * a host's approval callback ({@link #approval}). {@link #none()} confirms nothing: a confirm run
 * with it fills and checks the form again and stops before the submit with {@code
 * CONFIRM_REQUIRED}. Immutable.
 */
public sealed interface Confirmation {

  /**
   * The phrase the person typed; it must equal the plan's {@link
   * PreparedPlan#confirmationPhrase()} (spaces and case aside).
   *
   * @param phrase what the person typed, as typed; a wrong phrase stops the confirm run before it
   *     opens anything
   * @return a confirmation that is checked against the plan at the start of the confirm run
   */
  static Confirmation phrase(String phrase) {
    return new Phrase(requireNonNull(phrase, "phrase"));
  }

  /**
   * The host asks the person right before the submit.
   *
   * @param approval asked once, on the confirming run's thread, after the live page matched the
   *     plan; false or an exception refuses
   * @return a confirmation that defers the decision to the moment of the submit
   */
  static Confirmation approval(PlanApproval approval) {
    return new Approval(requireNonNull(approval, "approval"));
  }

  /**
   * No confirmation.
   *
   * @return a confirmation that confirms nothing: the run stops before the submit with {@code
   *     CONFIRM_REQUIRED}
   */
  static Confirmation none() {
    return new Phrase(null);
  }

  /** A typed phrase; null for none. */
  record Phrase(@Nullable String text) implements Confirmation {
    /**
     * Whether this phrase confirms the plan.
     *
     * @param plan the plan being confirmed
     * @return true when the text equals the plan's phrase once surrounding spaces are stripped,
     *     inner runs of spaces made one and case ignored; false for {@link #none()}
     */
    public boolean confirms(PreparedPlan plan) {
      return text != null && normalize(text).equals(normalize(plan.confirmationPhrase()));
    }

    private static String normalize(String s) {
      return s.strip().replaceAll("\\s+", " ").toLowerCase(java.util.Locale.ROOT);
    }

    @Override
    public String toString() {
      return text == null ? "Confirmation.none()" : "Confirmation.phrase(...)";
    }
  }

  /** An approval callback. */
  record Approval(PlanApproval approval) implements Confirmation {
    /**
     * Checks the callback.
     *
     * @param approval the host's callback; not null
     * @throws NullPointerException when {@code approval} is null
     */
    public Approval {
      requireNonNull(approval, "approval");
    }
  }
}
