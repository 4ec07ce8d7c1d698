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
 * <p>A person may also have decided one question ahead, in their own words: the values a task
 * carries may answer a box ("Consent to be contacted": "yes") or name an option ("Room": "Loft
 * Suite"). {@link #decidedBy} says which value does; {@link ConsentRules#decidedByAnswer} judges
 * whether that answer decides the control, and only for that control.
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
   *
   * @param kind the commitment a control would make, not null
   * @return true when the person agreed to it ahead; {@link ConsentRules#covers} still refuses the
   *     kinds a person decides each time, whatever this returns
   */
  boolean agreesTo(Commitment kind);

  /**
   * The person's own answer, given ahead with the task's values, to this very question: the key of
   * the value that answers it by its words, when that answer decides the control ({@link
   * ConsentRules#decidedByAnswer}: a yes to the box itself, or a value naming this option and no
   * other; never giving up a right, sharing data or agreeing to pay on a box). A value
   * that meets the question only through a field's code name, or names an option without its key
   * meeting the question, decides nothing.
   *
   * <p>The default decides nothing: a consent of kinds only ({@link #to}) has no answers.
   *
   * @param question the control's question as the page words it (a box's label, a group's legend);
   *     page text, read as data only
   * @param choice the chosen option's own text; empty for a lone box
   * @param options every option of the question, the chosen one included; empty for a lone box
   * @param uncovered what the control commits to beyond the kinds agreed ahead, not empty
   * @return the key as the values spell it (never the value: it may be personal data), or empty
   *     when no value the person gave decides the control
   */
  default java.util.Optional<String> decidedBy(String question, String choice, java.util.List<String> options, Set<Commitment> uncovered) {
    return java.util.Optional.empty();
  }

  /**
   * Consent to these kinds and no others.
   *
   * @param kinds the kinds agreed to, each one a person may agree to ahead ({@link
   *     #agreeableAhead}); none at all makes a consent that agrees to nothing, like {@link #NONE}
   * @return an immutable, thread-safe consent
   * @throws NullPointerException when a kind is null
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

  /**
   * {@return consent to a form's own terms ({@link Commitment#TERMS}) and to the processing of
   * data it needs ({@link Commitment#DATA_PROCESSING}); no marketing}
   */
  static Consent toFormTerms() {
    return to(Commitment.TERMS, Commitment.DATA_PROCESSING);
  }

  /**
   * Whether a person may agree to this kind ahead of a run.
   *
   * @param kind a commitment, not null
   * @return true for terms, data processing and marketing; false for money, rights, sharing
   *     personal data and what the rules cannot read
   * @throws NullPointerException when the kind is null
   */
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
    /**
     * Copies the kinds into an unmodifiable set and checks that each may be agreed ahead.
     *
     * @param kinds the kinds agreed to; copied
     * @throws IllegalArgumentException for a kind a person decides each time ({@link
     *     #agreeableAhead} is false)
     * @throws NullPointerException when the set or one of its kinds is null
     */
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
