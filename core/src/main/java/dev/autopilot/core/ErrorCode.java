package dev.autopilot.core;

/**
 * Stable error codes, carried by {@link AutopilotException}, events and manual reasons. The
 * {@code BROWSER_*} codes follow the automation spec (seed 003 §6).
 */
public enum ErrorCode {
  /** No usable browser could be found or started. */
  BROWSER_UNAVAILABLE(false),
  /** The browser is switched off by configuration. */
  BROWSER_CAPABILITY_DISABLED(false),
  /** The site wants a login the run does not have. */
  BROWSER_LOGIN_REQUIRED(false),
  /** A step with side effects was attempted without confirmation. */
  BROWSER_CONFIRM_REQUIRED(false),
  /** The page no longer has the structure the plan was made for. */
  BROWSER_SITE_CHANGED(true),
  /** An export or download failed. */
  BROWSER_EXPORT_FAILED(true),
  /** The submit could not be made or was refused. */
  BROWSER_SUBMIT_FAILED(true),
  /** The browser, its page or its connection died. */
  BROWSER_CRASHED(false),
  /** A navigation failed or timed out. */
  BROWSER_NAVIGATION_FAILED(true),
  /**
   * A browser or session was used from a thread other than the one that opened it (Playwright
   * objects are not thread-safe). Open one session per thread, for example from a browser pool.
   */
  BROWSER_WRONG_THREAD(false),
  /**
   * A URL the run may not open: a scheme other than {@code http}/{@code https}, or a user name
   * or password in it.
   */
  URL_NOT_ALLOWED(false),
  /** A redirect, navigation or form action to a host outside the run's allowed hosts. */
  HOST_NOT_ALLOWED(false),
  /** A ref names an element that is gone or replaced. */
  STALE_REF(true),
  /** A ref that no snapshot of this session issued. */
  UNKNOWN_REF(false),
  /** An action did not finish within its timeout. */
  ACTION_TIMEOUT(true),
  /** An action could not be carried out (disabled, covered, not the right kind of control). */
  ACTION_FAILED(true),
  /** A plan could not be read or names something that does not exist. */
  PLAN_INVALID(true),
  /** A configuration value is missing or wrong. */
  CONFIG_INVALID(false),
  /** A file the run needs is missing or unreadable. */
  FILE_NOT_FOUND(false),
  /** A step, time, LLM or screenshot budget ran out. */
  BUDGET_EXHAUSTED(false),
  /** The state machine was asked for a transition it does not allow. */
  ILLEGAL_TRANSITION(false),
  /** A failure nothing else describes. */
  INTERNAL(false);

  private final boolean retriable;

  ErrorCode(boolean retriable) {
    this.retriable = retriable;
  }

  /** Whether trying again, after a fresh snapshot or a pause, may succeed. */
  public boolean isRetriable() {
    return retriable;
  }
}
