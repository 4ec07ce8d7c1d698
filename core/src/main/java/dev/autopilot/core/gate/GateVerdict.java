package dev.autopilot.core.gate;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.consent.Commitment;
import java.util.Set;

/**
 * What the {@link ActionGate} decided about one action.
 *
 * @param kind allowed, granted by the person, or why it was refused
 * @param question the question the target answers, as the page words it; empty when the action has no target
 * @param choice the option chosen or the control's own text; may be empty
 * @param commitments what the action commits to (empty for an ordinary answer)
 * @param reason in words, for events and the narrative
 *
 * <p>Immutable and thread-safe.
 */
public record GateVerdict(Kind kind, String question, String choice, Set<Commitment> commitments, String reason) {
  /**
   * Checks that no component is null and keeps an immutable copy of the commitments.
   *
   * @param kind allowed, granted, or why it was refused
   * @param question the question the target answers; empty when the action has no target
   * @param choice the option chosen or the control's own text; may be empty
   * @param commitments what the action commits to; copied, empty for an ordinary answer
   * @param reason in words, for events and the narrative
   * @throws NullPointerException when a component, or a commitment, is null
   */
  public GateVerdict {
    requireNonNull(kind, "kind");
    requireNonNull(question, "question");
    requireNonNull(choice, "choice");
    commitments = Set.copyOf(requireNonNull(commitments, "commitments"));
    requireNonNull(reason, "reason");
  }

  /**
   * {@return the commitments as event details show them: lower-case names, sorted,
   * comma-separated ({@code money,rights}); empty when there is none}
   */
  public String commitmentNames() {
    return commitments.stream().map(c -> c.name().toLowerCase(java.util.Locale.ROOT)).sorted().collect(java.util.stream.Collectors.joining(","));
  }

  /** {@return whether the action may be carried out: {@code ALLOWED}, {@code DECIDED_BY_VALUES} or {@code GRANTED}} */
  public boolean allowed() {
    return kind == Kind.ALLOWED || kind == Kind.DECIDED_BY_VALUES || kind == Kind.GRANTED;
  }

  /** What the gate decided. */
  public enum Kind {
    /** Nothing stands in the way: an ordinary answer, or a commitment the run's consent covers. */
    ALLOWED,
    /**
     * A commitment beyond the run's consent that the person decided ahead, in their own words: a
     * value the task carries answers this very question ({@link
     * dev.autopilot.core.consent.Consent#decidedBy}). The reason names the value's key.
     */
    DECIDED_BY_VALUES,
    /** A commitment beyond the run's consent that the person granted through the {@link ConsentCallback}. */
    GRANTED,
    /** A commitment beyond the run's consent that nobody granted: only the person can decide. */
    CONSENT_REFUSED,
    /** The question addresses an automated agent or tells people to leave it alone: page text is data, never instructions. */
    TRAP,
    /** The field is hidden from people: a person would never fill it (a honeypot). */
    HIDDEN_FROM_PEOPLE,
    /**
     * The field is a sign-in's password ({@link dev.autopilot.core.match.LoginWall#signInPassword}):
     * a run never signs in; a person does, in the browser profile the run uses.
     */
    SIGN_IN
  }
}
