package dev.autopilot.core.model;

/** The states of a run (see {@code docs/events.md}). {@link #DONE}, {@link #MANUAL_REQUIRED} and {@link #PREPARED} are final. */
public enum RunState {
  /** Open the page and take the first snapshot. */
  DISCOVER,
  /** Let an assist plugin prefill the form (optional). */
  ASSIST_PREFILL,
  /** Judge the prefill by its fill rate. */
  VERIFY_PREFILL,
  /** Snapshot, plan, execute, verify, until nothing is left to answer. */
  FILL,
  /** Check that no required question is empty and no error is shown. */
  VALIDATE,
  /** Submit the form. */
  SUBMIT,
  /** Classify what the submit led to and apply the retry/stop policy. */
  VERIFY_OUTCOME,
  /** The submission was confirmed. */
  DONE,
  /** The run stopped and hands over to a person, with a structured reason. */
  MANUAL_REQUIRED,
  /**
   * The first phase of a two-phase run ended: the form is filled and verified, and the final
   * submit waits for the person's confirmation in a prepared plan. Nothing was submitted.
   */
  PREPARED;

  /** {@return whether the run ends in this state: {@link #DONE}, {@link #MANUAL_REQUIRED} or {@link #PREPARED}} */
  public boolean isFinal() {
    return this == DONE || this == MANUAL_REQUIRED || this == PREPARED;
  }
}
