package dev.autopilot.store;

/** Where a run stands, as the run store knows it. */
public enum RunStatus {
  /** Started and not finished: under way, or killed before it could say so (see {@link RunStore#markAbandoned}). */
  RUNNING,
  /** Finished in {@code DONE}. */
  DONE,
  /** Finished handing over to a person, with a manual reason. */
  MANUAL_REQUIRED,
  /** Started, then fell silent without finishing: its process was killed or lost its store. */
  ABANDONED
}
