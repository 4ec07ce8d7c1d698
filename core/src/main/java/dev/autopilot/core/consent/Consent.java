package dev.autopilot.core.consent;

import static java.util.Objects.requireNonNull;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * What a person agrees to ahead of a run, kind by kind ({@link Commitment}): the gate in front of
 * the executor ({@code dev.autopilot.core.gate.ActionGate}) lets a tick, choice or press that
 * commits the person to a kind through only when their consent {@linkplain #agreesTo agrees to
 * it}. Paying money, giving up a right, selling or sharing personal data and anything the rules
 * cannot read are never agreed ahead, whatever an implementation says: a person decides each time
 * (a {@code ConsentCallback} may ask them during the run). Nothing is implied by another kind.
 *
 * <p>Domain packs declare it ({@code DomainPack.consent()}); the job pack's profile consent
 * ({@code dev.autopilot.jobpack.Profile.Consent}, module {@code autopilot-job-pack}) is one, and {@link #to} makes one of any kinds. Implementations are immutable
 * and thread-safe.
 */
public interface Consent {
  /** Agrees to nothing. */
  Consent NONE = new Kinds(Set.of());

  /**
   * Whether the person agreed ahead to being committed to this kind. Asked only for the kinds a
   * person may agree to ahead; see the class comment.
   */
  boolean agreesTo(Commitment kind);

  /**
   * Consent to these kinds and no others.
   *
   * @throws IllegalArgumentException for {@link Commitment#MONEY}, {@link Commitment#RIGHTS},
   *     {@link Commitment#SHARING_PERSONAL_DATA} or {@link Commitment#UNREAD}: a person decides
   *     those each time; give the run a {@code ConsentCallback} that asks them
   */
  static Consent to(Commitment... kinds) {
    Set<Commitment> set = EnumSet.noneOf(Commitment.class);
    for (Commitment k : kinds) {
      requireNonNull(k, "kind");
      if (!agreeableAhead(k)) {
        throw new IllegalArgumentException(k + " cannot be agreed ahead of a run: a person decides it each time; give the run a ConsentCallback that asks them");
      }
      set.add(k);
    }
    return new Kinds(set);
  }

  /** Consent to a form's own terms and to the processing of data it needs; no marketing. */
  static Consent toFormTerms() {
    return to(Commitment.TERMS, Commitment.DATA_PROCESSING);
  }

  /** Whether a person may agree to this kind ahead of a run: terms, data processing, marketing. */
  static boolean agreeableAhead(Commitment kind) {
    return switch (requireNonNull(kind, "kind")) {
      case TERMS, DATA_PROCESSING, MARKETING -> true;
      case MONEY, RIGHTS, SHARING_PERSONAL_DATA, UNREAD -> false;
    };
  }

  /**
   * Consent to a set of kinds, as {@link #to} makes it.
   *
   * @param kinds the kinds agreed to, none of them money, rights, sharing or unread
   */
  record Kinds(Set<Commitment> kinds) implements Consent {
    public Kinds {
      kinds = Collections.unmodifiableSet(kinds.isEmpty() ? EnumSet.noneOf(Commitment.class) : EnumSet.copyOf(kinds));
      for (Commitment k : kinds) {
        if (!agreeableAhead(k)) {
          throw new IllegalArgumentException(k + " cannot be agreed ahead of a run");
        }
      }
    }

    @Override
    public boolean agreesTo(Commitment kind) {
      return kinds.contains(kind);
    }
  }
}
