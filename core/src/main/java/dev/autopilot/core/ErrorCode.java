package dev.autopilot.core;

/**
 * Stable error codes: what went wrong, carried by {@link AutopilotException} and by a failed
 * {@link dev.autopilot.core.model.ExecutionResult}, so a host reads one vocabulary whether an
 * executor threw or reported. {@link #isRetriable()} tells a run whether trying again can help.
 * Every constant is produced by the project's own components; names are stable across versions.
 */
public enum ErrorCode {
  /** No usable browser could be found or started. */
  BROWSER_UNAVAILABLE(false),
  /**
   * An export failed: a screenshot, a prepared plan ({@code plan.json}), extracted records
   * (CSV / JSON Lines) or a download the page was asked for could not be written, read back,
   * started or finished. The message names the file or the control; nothing was submitted.
   */
  BROWSER_EXPORT_FAILED(true),
  /**
   * A capability the run needs is switched off by the host's feature flags (acting on pages,
   * say, with {@code Features.browserActions} off). Nothing was done; turn the flag back on.
   */
  BROWSER_CAPABILITY_DISABLED(false),
  /**
   * The page asks a person to sign in first; a run never signs in. Log in by hand in the
   * browser profile the run uses, then run again.
   */
  BROWSER_LOGIN_REQUIRED(false),
  /**
   * A step with side effects (the final submit of a prepared plan) was about to run without the
   * person's confirmation: the phrase was missing or wrong, or the approval callback refused.
   * Nothing was submitted.
   */
  BROWSER_CONFIRM_REQUIRED(false),
  /**
   * The live page no longer matches the prepared plan (another form, other questions, another
   * submit control, other values to be sent): the plan cannot be confirmed. Prepare again.
   */
  BROWSER_SITE_CHANGED(false),
  /**
   * The confirmed submit could not be carried out (its control was gone, covered or disabled);
   * nothing was sent. Prepare again.
   */
  BROWSER_SUBMIT_FAILED(false),
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
  /**
   * A call into the page (a snapshot, an action, a verification, reading its text) outlived its
   * deadline because a script of the page kept the page busy, or the page stopped answering; the
   * script was ended, or the browser when the script could not be ended (then the browser and
   * its sessions are unusable). The page is broken or hostile: a person has to look at it.
   */
  PAGE_UNRESPONSIVE(false),
  /** An action could not be carried out (disabled, covered, not the right kind of control). */
  ACTION_FAILED(true),
  /**
   * A plan could not be read or names something that does not exist: what a {@link Planner}
   * throws when it cannot make a valid plan (a model's reply that cannot be read, say).
   */
  PLAN_INVALID(true),
  /** A language model could not be reached or kept failing (rate limits, server errors, timeouts). */
  MODEL_UNAVAILABLE(true),
  /** A language model's reply could not be used: malformed, cut off, empty, or a refusal. */
  MODEL_REPLY_INVALID(true),
  /** A per-run cap on model calls, tokens or vision calls is reached. */
  MODEL_BUDGET_EXHAUSTED(false),
  /** A configuration value is missing or wrong. */
  CONFIG_INVALID(false),
  /** A file the run needs is missing or unreadable. */
  FILE_NOT_FOUND(false),
  /** A budget ran out: the run's steps or wall time, or a component's own. */
  BUDGET_EXHAUSTED(false),
  /** The state machine was asked for a transition it does not allow. */
  ILLEGAL_TRANSITION(false),
  /**
   * An action was refused before it reached the page: it would commit the person beyond their
   * consent, answer a trap, or click a form's submit again with no proven rejection of the last
   * click. Nothing was done; a person decides.
   */
  ACTION_REFUSED(false),
  /**
   * The browser's own form validation held a submit back (a required field empty, a value out of
   * its range or pattern): nothing was sent. The detail names each field and the browser's message.
   */
  FORM_INVALID(false),
  /**
   * The memory store (locator cache, trajectory memory) could not be opened or read: a database
   * that cannot be reached, a schema of another version. Fix the store's location or version, or
   * let the host run without memory.
   */
  STORE_UNAVAILABLE(true),
  /** A failure nothing else describes. */
  INTERNAL(false);

  private final boolean retriable;

  ErrorCode(boolean retriable) {
    this.retriable = retriable;
  }

  /** {@return whether trying again, after a fresh snapshot or a pause, may succeed} */
  public boolean isRetriable() {
    return retriable;
  }

  /**
   * Whether the page can no longer be worked on: the browser or page died ({@link
   * #BROWSER_CRASHED}) or the page did not answer within its deadline ({@link
   * #PAGE_UNRESPONSIVE}). A run stops at once; a step that goes on after other failures (a
   * screenshot, an assist, a vision check) never swallows these.
   *
   * @return true for {@link #BROWSER_CRASHED} and {@link #PAGE_UNRESPONSIVE} only
   */
  public boolean pageUnusable() {
    return this == BROWSER_CRASHED || this == PAGE_UNRESPONSIVE;
  }
}
