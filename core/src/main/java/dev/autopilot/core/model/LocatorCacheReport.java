package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * What the locator cache did in a run, question by question: the partial result it gave (the
 * questions it answered, validated as cached or healed) and, when it could not answer everything
 * it held, the failure report (which questions it handed to the planner, and why). Questions are
 * the page's words; no value is in it. Immutable.
 *
 * @param hits the questions answered by an entry validated as cached, in the order they were served
 * @param healed the questions answered by an entry found again by a heal level
 * @param handedToPlanner the questions the cache held an entry for and did not answer: the
 *     planner (and the model, when there is one) answered them, or nobody did
 */
public record LocatorCacheReport(List<String> hits, List<Healed> healed, List<HandedOver> handedToPlanner) {

  /** A run that used no locator cache, or found nothing in it. */
  public static final LocatorCacheReport NONE = new LocatorCacheReport(List.of(), List.of(), List.of());

  /**
   * Copies the lists.
   *
   * @param hits the questions answered from the cache, copied
   * @param healed the questions answered after a heal, copied
   * @param handedToPlanner the questions handed to the planner, copied
   * @throws NullPointerException when a list or an element of one is null
   */
  public LocatorCacheReport {
    hits = List.copyOf(hits);
    healed = List.copyOf(healed);
    handedToPlanner = List.copyOf(handedToPlanner);
  }

  /**
   * A question answered by a healed entry.
   *
   * @param question the question as the page asked it
   * @param level the heal level that found its field ({@code role_and_name}, {@code question},
   *     {@code text_anchor}, {@code position})
   */
  public record Healed(String question, String level) {
    /**
     * Checks the entry.
     *
     * @param question the question, not null
     * @param level the heal level, not null
     * @throws NullPointerException when an argument is null
     */
    public Healed {
      requireNonNull(question, "question");
      requireNonNull(level, "level");
    }
  }

  /**
   * A cached question the cache handed to the planner.
   *
   * @param question the question as the page asked it (the cached one, when no field of the page
   *     asks it any more)
   * @param reason why, in words: no heal level found its field, its heal tries were spent, the
   *     page did not verify the cached answer, or the task's data gives no answer the field takes
   */
  public record HandedOver(String question, String reason) {
    /**
     * Checks the entry.
     *
     * @param question the question, not null
     * @param reason why it was handed over, not null
     * @throws NullPointerException when an argument is null
     */
    public HandedOver {
      requireNonNull(question, "question");
      requireNonNull(reason, "reason");
    }
  }

  /** {@return whether a heal failed: the cache held an entry for a question and did not answer it} */
  public boolean healFailed() {
    return !handedToPlanner.isEmpty();
  }

  /** {@return whether the cache took no part in the run: no hit, no heal, nothing handed over} */
  public boolean isEmpty() {
    return hits.isEmpty() && healed.isEmpty() && handedToPlanner.isEmpty();
  }
}
