package dev.autopilot.core.memory;

import static java.util.Objects.requireNonNull;

import java.util.Set;

/**
 * What to recall: the site and page a run is on and the questions it sees. {@link #score} is the
 * one measure of how well a remembered run matches; every {@link TrajectoryStore} ranks by it.
 *
 * @param site the host, lower case
 * @param normalizedPath the page's normalized path
 * @param questionSignatures the normalized questions of the page
 * @param limit at most this many trajectories come back; at least 1
 *
 * <p>Immutable and thread-safe.
 */
public record TrajectoryQuery(String site, String normalizedPath, Set<String> questionSignatures, int limit) {
  /**
   * Checks the components and keeps an immutable copy of the questions.
   *
   * @param site the host, lower case
   * @param normalizedPath the page's normalized path
   * @param questionSignatures the normalized questions of the page; copied, may be empty
   * @param limit the most trajectories to return, at least 1
   * @throws NullPointerException when a component, or a question, is null
   * @throws IllegalArgumentException when {@code limit} is below 1
   */
  public TrajectoryQuery {
    requireNonNull(site, "site");
    requireNonNull(normalizedPath, "normalizedPath");
    questionSignatures = Set.copyOf(questionSignatures);
    if (limit < 1) {
      throw new IllegalArgumentException("limit must be at least 1: " + limit);
    }
  }

  /**
   * How well a remembered run matches, 0 when not at all: 1 for the same site, 0.5 more for the
   * same path on it, plus twice the share of questions the two have in common (Jaccard). A run on
   * another site counts only through shared questions.
   *
   * @param t a remembered run
   * @return the score, from 0 to 3.5; a store returns only runs scoring above 0
   */
  public double score(Trajectory t) {
    Set<String> theirs = t.questionSignatures();
    int common = 0;
    for (String q : theirs) {
      if (questionSignatures.contains(q)) {
        common++;
      }
    }
    int union = questionSignatures.size() + theirs.size() - common;
    double overlap = union == 0 ? 0 : (double) common / union;
    boolean sameSite = site.equals(t.site());
    if (!sameSite && common == 0) {
      return 0;
    }
    return (sameSite ? 1.0 : 0) + (sameSite && normalizedPath.equals(t.normalizedPath()) ? 0.5 : 0) + 2 * overlap;
  }
}
