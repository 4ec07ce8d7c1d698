package dev.autopilot.cli;

import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;

/**
 * The exit codes of {@code autopilot}, by what a script should do next. The table is the one in
 * {@code docs/cli.md}; {@code autopilot --help} prints it too.
 */
public enum ExitCode {
  /**
   * The run ended done: the form was submitted and the site confirmed it; {@code prepare}: the plan
   * is ready and awaits confirmation (nothing was submitted); {@code doctor}: every check passed.
   */
  DONE(0, "submitted and confirmed; prepare: plan ready, not submitted; doctor: every check passed"),
  /** Autopilot could not run: no browser, a values file or setting it cannot use, an I/O failure. Fix what the message says. */
  ERROR(1, "could not run: fix what the message names"),
  /** The command line is wrong: an unknown option, a missing argument. */
  USAGE(2, "wrong command line"),
  /** The run stopped for a person: a question it has no answer for, a page it cannot work, a budget used up. */
  NEEDS_PERSON(3, "stopped for a person: a question, a page, a budget"),
  /**
   * An action would commit the person beyond their consent and nobody granted it, or a plan was
   * confirmed without its phrase. Nothing was committed.
   */
  CONSENT_REQUIRED(4, "stopped: consent needed and not given"),
  /** The site rejected the values and nothing the run could change would fix them. */
  REJECTED(5, "the site rejected the values"),
  /** The site blocked the run: a login, a challenge for people, a block or rate limit, another host. */
  BLOCKED(6, "blocked: login, challenge, rate limit, other host"),
  /** The form may have been submitted but no confirmation was seen: check before submitting again. */
  UNCONFIRMED(7, "may have been submitted: check before running again"),
  /** The run failed on a fault of the browser, the page or the model; running again may work. */
  FAILED(8, "a fault (browser, page, model): running again may work");

  private final int code;
  private final String meaning;

  ExitCode(int code, String meaning) {
    this.code = code;
    this.meaning = meaning;
  }

  /** The process exit code. */
  public int code() {
    return code;
  }

  /** One line on what it means, for the help text. */
  public String meaning() {
    return meaning;
  }

  /** The exit code of a run's result. */
  public static ExitCode of(RunResult result) {
    if (result.isSuccess() || result.finalState() == RunState.PREPARED) {
      // a prepare that ends PREPARED did what was asked: the plan awaits the person's confirmation
      return DONE;
    }
    if (result.manualReason() == null) {
      // done without a confirmed outcome, or ended without a reason: the person checks
      return result.finalState() == RunState.DONE ? UNCONFIRMED : NEEDS_PERSON;
    }
    return of(result.manualReason().code());
  }

  /** The exit code of a run that stopped for this reason. */
  public static ExitCode of(ManualCode code) {
    return switch (code) {
      case CONSENT_REQUIRED, CONFIRM_REQUIRED -> CONSENT_REQUIRED;
      case VALIDATION_UNRESOLVED -> REJECTED;
      case SUBMIT_BLOCKED, HUMAN_CHALLENGE, LOGIN_REQUIRED, HOST_NOT_ALLOWED -> BLOCKED;
      case OUTCOME_UNKNOWN, MAY_HAVE_BEEN_SUBMITTED, PAGE_SUBMITTED_ITSELF -> UNCONFIRMED;
      case BROWSER_CRASHED, BROWSER_NAVIGATION_FAILED, PAGE_UNRESPONSIVE, MODEL_UNAVAILABLE, MODEL_REPLY_INVALID, COMPONENT_FAILED, INTERRUPTED,
          INTERNAL -> FAILED;
      case CONFIG_INVALID, FILE_NOT_FOUND, URL_NOT_ALLOWED, CAPABILITY_DISABLED -> ERROR;
      // LOOP_GUARD, UNANSWERED_REQUIRED, PAGE_TRAP, NO_FORM, NO_SUBMIT_CONTROL, NOTHING_FILLED, BUDGET_EXHAUSTED, ...,
      // and a stop reason added later: a person looks
      default -> NEEDS_PERSON;
    };
  }
}
