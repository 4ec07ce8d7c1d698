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

  /** The phrase the person typed; it must equal the plan's {@link PreparedPlan#confirmationPhrase()} (spaces and case aside). */
  static Confirmation phrase(String phrase) {
    return new Phrase(requireNonNull(phrase, "phrase"));
  }

  /** The host asks the person right before the submit. */
  static Confirmation approval(PlanApproval approval) {
    return new Approval(requireNonNull(approval, "approval"));
  }

  /** No confirmation. */
  static Confirmation none() {
    return new Phrase(null);
  }

  /** A typed phrase; null for none. */
  record Phrase(@Nullable String text) implements Confirmation {
    /** Whether this phrase confirms the plan. */
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
    public Approval {
      requireNonNull(approval, "approval");
    }
  }
}
