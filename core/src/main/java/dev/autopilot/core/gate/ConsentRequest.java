package dev.autopilot.core.gate;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.consent.Commitment;
import java.util.Set;

/**
 * What a person is asked when an action would commit them beyond what the run's consent covers.
 *
 * @param question the question the control answers (a group's legend, a checkbox's label), as the page words it
 * @param choice the option the action would choose or the control's own text; empty for a plain toggle
 * @param commitments what ticking, choosing or pressing commits to, beyond the run's consent; never empty
 * @param url the page's address
 *
 * <p>Immutable and thread-safe.
 */
public record ConsentRequest(String question, String choice, Set<Commitment> commitments, String url) {
  /**
   * Checks that no component is null and keeps an immutable copy of the commitments. It does not
   * check that there is a commitment: the gate asks only when there is one.
   *
   * @param question the question the control answers
   * @param choice the option or the control's text; empty for a plain toggle
   * @param commitments what the action commits to beyond the run's consent; copied
   * @param url the page's address
   * @throws NullPointerException when a component, or a commitment, is null
   */
  public ConsentRequest {
    requireNonNull(question, "question");
    requireNonNull(choice, "choice");
    commitments = Set.copyOf(requireNonNull(commitments, "commitments"));
    requireNonNull(url, "url");
  }
}
