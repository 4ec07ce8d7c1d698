package dev.autopilot.core;

/**
 * Why an {@link AssistPlugin} could not help, as its {@link AssistResult#failureCode()} says. A
 * dedicated enum rather than {@link ErrorCode}: these say what became of an optional helper, not
 * that the run's own work failed, and a run goes on to plan and fill the page itself after any of
 * them.
 */
public enum AssistFailureCode {
  /** The plugin tried to fill fields but none of them could be filled. */
  NOTHING_FILLED,
  /** The plugin threw instead of returning a result; the run records it and goes on. */
  ASSIST_EXCEPTION,
  /**
   * The browser extension the plugin drives is not running in the session's browser: its folder
   * is missing, its manifest is invalid, or the browser did not start it.
   */
  EXTENSION_NOT_LOADED,
  /**
   * The plugin triggered its helper, as many times as allowed, and no field changed before the
   * deadline: a helper that is broken or too slow.
   */
  DEADLINE_PASSED
}
