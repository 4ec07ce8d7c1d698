package dev.autopilot.core.model;

/** How far the escalation ladder has gone for a semantic key (see {@code docs/semantic-key-and-ladder.md}). */
public enum Escalation {
  /** No failure yet: the planner's first choice. */
  NONE,
  /** One failure: plan again, with the failure in view. */
  REPLAN,
  /** Two failures: use an alternate strategy (another gesture, another control). */
  ALTERNATE,
  /** Three failures: stop and hand over to a person. */
  STOP_TO_MANUAL;

  /**
   * The rung for a number of failures on the same key.
   *
   * @param failures how often the key has failed in the run; 0 or less means none
   * @return {@link #NONE} for none, {@link #REPLAN} for 1, {@link #ALTERNATE} for 2, {@link
   *     #STOP_TO_MANUAL} for 3 or more
   */
  public static Escalation forFailures(int failures) {
    if (failures <= 0) {
      return NONE;
    }
    if (failures == 1) {
      return REPLAN;
    }
    return failures == 2 ? ALTERNATE : STOP_TO_MANUAL;
  }
}
