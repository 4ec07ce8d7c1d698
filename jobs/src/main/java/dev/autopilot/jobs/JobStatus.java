package dev.autopilot.jobs;

/** Where a run request is. */
public enum JobStatus {
  /** Waiting for a worker. */
  QUEUED(false),
  /** A worker runs it. */
  RUNNING(false),
  /** Its last attempt ended for a reason another attempt can fix (a browser that died before the submit); queued again. */
  RETRYING(false),
  /** The run ended done. */
  DONE(true),
  /** The run ended for a person to look at; {@link JobRecord#reasonCode()} says why. */
  MANUAL_REQUIRED(true),
  /** The run outlived the worker's run timeout and was ended. */
  TIMED_OUT(true),
  /** No run could be made of it (no browser after the retries, a handler that failed). */
  FAILED(true);

  private final boolean terminal;

  JobStatus(boolean terminal) {
    this.terminal = terminal;
  }

  /**
   * Whether the request has ended and will never run again.
   *
   * @return true for {@link #DONE}, {@link #MANUAL_REQUIRED}, {@link #TIMED_OUT} and {@link
   *     #FAILED}; false while it is queued, running or waiting for a retry
   */
  public boolean isTerminal() {
    return terminal;
  }
}
