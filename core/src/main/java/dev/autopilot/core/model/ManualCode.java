package dev.autopilot.core.model;

import dev.autopilot.core.ErrorCode;
import java.util.Objects;

/**
 * Why a run handed over to a person, as a stable code ({@link ManualReason#code()}). Each constant
 * says when a run stops with it and what the person taking over should do. The reason's message
 * and details carry the particulars (which question, which outcome, which budget).
 *
 * <p>A run that stops never resubmits on its own: whatever a constant's advice, a person decides
 * whether the form is submitted again.
 */
public enum ManualCode {
  /**
   * The same semantic key (question or control) failed three times: once, again after a replan,
   * and again with an alternate gesture. The page does not keep the answer, or the planner keeps
   * proposing what the page refuses. Look at the key named in the reason, answer that question
   * by hand, and check whether the site's widget needs support.
   */
  LOOP_GUARD,
  /**
   * Required questions are still empty and the planner has no answer for them, or a question the
   * person answered by its own key holds a choice the page made that their value names none of
   * (the question is listed with "the page chose …": submitting would send the page's choice as
   * theirs), or, before the form's last submit, questions no value answers still hold the page's
   * own choice while some of the task's values were placed in no field (details {@code questions}
   * and {@code unplaced}: the page's choice may stand where one of those values was meant). Add the answers to the profile (its {@code answers} map) or the values, worded as
   * the page's options are, and run again, or fill them by hand; the details list the questions.
   */
  UNANSWERED_REQUIRED,
  /**
   * The site rejected the submitted fields and nothing the run can change would fix them
   * (submitting again unchanged would be a blind retry), or the fix rounds of the retry policy
   * are used up; or a step's "next" was refused in place with errors on the page that no verified
   * action has addressed since (details {@code fields}). Read the site's errors in the evidence
   * and correct the fields by hand.
   */
  VALIDATION_UNRESOLVED,
  /**
   * The site blocked the submission (rate limit, spam filter, outage) and the retry policy's
   * attempts are used up, or the block is not retryable. Find out from the site whether the
   * application arrived before submitting again.
   */
  SUBMIT_BLOCKED,
  /**
   * The site answered the submission with a challenge meant for people (a captcha or a
   * verification page). The run never solves challenges: a person completes it in a browser.
   */
  HUMAN_CHALLENGE,
  /**
   * The run cannot tell whether the submission succeeded: the form was sent and the page says
   * nothing the classifier can trust, or a submit that sent nothing still says nothing after a
   * replan. Check the site or your e-mail for a confirmation before submitting again.
   */
  OUTCOME_UNKNOWN,
  /**
   * The form may have been submitted: its request went out and no answer came within the submit
   * deadline, the connection dropped, or the site accepted the request while the page reads as a
   * refusal; or the run stopped on a fault (a page that stopped answering, a browser that was
   * ended or died; details {@code error_code}) after a submit click nothing proved rejected. It
   * was not sent again. Check the site or your e-mail for a confirmation before
   * submitting again.
   */
  MAY_HAVE_BEEN_SUBMITTED,
  /**
   * An action would commit the person beyond what the run's consent covers (details {@code
   * question}, {@code choice}, {@code commitments}: paying money, giving up a right, sharing their
   * data, marketing, terms), and nobody granted it: the consent callback was absent or refused.
   * Nothing was ticked, chosen or pressed. The person decides: answer that question by hand, or
   * give the consent and run again.
   */
  CONSENT_REQUIRED,
  /**
   * A planner tried to answer a question that addresses an automated agent or tells people to
   * leave it alone, or to fill a field hidden from people (details {@code question}, {@code
   * kind}). Nothing was filled: such fields are traps. Check the planner; the page may be
   * steering agents.
   */
  PAGE_TRAP,
  /**
   * The start page has no form fields and no submit control, and none showed within the run's
   * form wait (the run waits for a form a script builds late and presses a control that may open
   * one, such as "Start application"). Check the task's start URL.
   */
  NO_FORM,
  /**
   * The page the run opened asks a person to sign in first (a login wall, {@link
   * dev.autopilot.core.match.LoginWall}: a password field with no form of its own, a redirect to a
   * sign-in page, a 401 or 403 answer; details {@code evidence}, {@code landed_at}). Nothing was
   * typed: a run never signs in and never types into a sign-in's password field. A person logs in
   * by hand, once, in a browser profile folder, and runs with that profile (a persistent user-data
   * folder of the browser, such as {@code BrowserConfig.builder().userDataDir(folder)}); see the
   * project's {@code docs/login.md}.
   */
  LOGIN_REQUIRED,
  /**
   * Every required question is answered but the planner finds no control that submits the form.
   * Submit by hand, and report the page if its submit control should have been found.
   */
  NO_SUBMIT_CONTROL,
  /**
   * The run was about to submit a form that holds no value while it had placed none of its own
   * (no verified answer, no field filled by an assist): the form may still have been building, or
   * nothing of the run's answers fits it. Nothing was submitted. Look at the page; fill and
   * submit it by hand if it is the right form.
   */
  NOTHING_FILLED,
  /**
   * A budget of the run ran out (details {@code budget}: {@code steps} or {@code wall_time}), or
   * a component reported {@link ErrorCode#BUDGET_EXHAUSTED}. Raise the budget if the form is
   * simply long, otherwise look at the narrative for a step that repeats.
   */
  BUDGET_EXHAUSTED,
  /**
   * The thread running the run was interrupted, for example while pausing before a retry (the
   * host is shutting down). If the run had submitted ({@code submit_attempts} in the details),
   * check the site for the application before running again.
   */
  INTERRUPTED,
  /**
   * The browser, its page or its connection died ({@link ErrorCode#BROWSER_CRASHED}) by itself
   * or was closed from outside, while no submit was out. Start a new session.
   */
  BROWSER_CRASHED,
  /**
   * A navigation failed or timed out ({@link ErrorCode#BROWSER_NAVIGATION_FAILED}): the site is
   * unreachable or the URL is wrong. Check the URL and the network, then run again.
   */
  BROWSER_NAVIGATION_FAILED,
  /**
   * A call into the page outlived its deadline because a script of the page kept it busy
   * ({@link ErrorCode#PAGE_UNRESPONSIVE}); the script was ended, or the browser when the script
   * could not be ended, and nothing more was done on the page. Nothing was submitted (else the
   * run stops with {@link #MAY_HAVE_BEEN_SUBMITTED}). Open the page yourself: it is broken or
   * works against automation.
   */
  PAGE_UNRESPONSIVE,
  /**
   * A file the run needs (such as the resume to upload) is missing or unreadable
   * ({@link ErrorCode#FILE_NOT_FOUND}). Fix the path in the profile.
   */
  FILE_NOT_FOUND,
  /**
   * The executor was given a ref that no snapshot of this session issued
   * ({@link ErrorCode#UNKNOWN_REF}): the planner invented a target. Report the planner.
   */
  UNKNOWN_REF,
  /**
   * A component reported a configuration error ({@link ErrorCode#CONFIG_INVALID}), such as a
   * profile the pack cannot read. Fix the configuration named in the message.
   */
  CONFIG_INVALID,
  /**
   * A component (snapshot provider, planner, executor, verifier, classifier) failed with an
   * error code that has no constant of its own; the details' {@code error_code} names it and
   * {@code retriable} says whether trying again later may help.
   */
  COMPONENT_FAILED,
  /**
   * A redirect, navigation or form submission would have taken the run to a host outside its
   * boundary (the start URL's host and the hosts the host application allows); it was stopped
   * before any input or submit there ({@link ErrorCode#HOST_NOT_ALLOWED}). Check where the site
   * sends applicants; if that host is the employer's, allow it and run again.
   */
  HOST_NOT_ALLOWED,
  /**
   * The start URL is not one a run may open: not {@code http}/{@code https}, or with a user name
   * or password in it ({@link ErrorCode#URL_NOT_ALLOWED}). Give the form's web address.
   */
  URL_NOT_ALLOWED,
  /**
   * The page loaded a new document while the run was filling it: it may have submitted itself.
   * The run never fills on or submits again after that; check with the site whether the
   * application arrived before doing anything else.
   */
  PAGE_SUBMITTED_ITSELF,
  /**
   * A language model could not be reached or kept failing for a required question
   * ({@link ErrorCode#MODEL_UNAVAILABLE}: rate limits, server errors, timeouts, an unreachable
   * endpoint, after bounded retries). Check the endpoint, or answer by hand.
   */
  MODEL_UNAVAILABLE,
  /**
   * A language model's reply for a required question could not be used
   * ({@link ErrorCode#MODEL_REPLY_INVALID}: malformed, truncated, empty or refused). Try another
   * model, or answer by hand.
   */
  MODEL_REPLY_INVALID,
  /**
   * A planner's plan stayed invalid ({@link ErrorCode#PLAN_INVALID}): a model's plan failed the
   * program's validation even after one corrective re-ask. The message lists the errors.
   */
  PLAN_INVALID,
  /**
   * The run reached a cap on model calls, tokens or vision calls
   * ({@link ErrorCode#MODEL_BUDGET_EXHAUSTED}); the message names the cap. Raise it in the
   * orchestrator's budgets if the form needs more.
   */
  MODEL_BUDGET_EXHAUSTED,
  /**
   * The vision check before the submit saw the form as not ready (details {@code evidence}:
   * what it saw). Nothing was submitted; look at the page and the screenshot.
   */
  VISION_OBJECTION,
  /**
   * A prepared plan was to be submitted without the person's confirmation ({@link
   * ErrorCode#BROWSER_CONFIRM_REQUIRED}): the confirmation phrase was missing or not the plan's,
   * or the host's approval callback refused. Nothing was submitted. Confirm with the plan's
   * phrase, or approve it.
   */
  CONFIRM_REQUIRED,
  /**
   * The live page no longer matches the prepared plan ({@link ErrorCode#BROWSER_SITE_CHANGED}):
   * another address, other questions, another submit control, or other values to be sent
   * (details {@code changed}). Nothing was submitted. Prepare the task again and review the new
   * plan.
   */
  SITE_CHANGED,
  /**
   * The confirmed submit of a prepared plan could not be carried out ({@link
   * ErrorCode#BROWSER_SUBMIT_FAILED}): its control was gone, covered or disabled, and nothing was
   * sent. The plan is used up; prepare again.
   */
  SUBMIT_FAILED,
  /**
   * A capability the run needs is switched off by the host's feature flags ({@link
   * ErrorCode#BROWSER_CAPABILITY_DISABLED}; details {@code flag}). Nothing was done on the page.
   */
  CAPABILITY_DISABLED,
  /**
   * The prepared plan was confirmed before (by this or another process): it is submitted at
   * most once, and nothing was submitted now. Check the first confirmation's result.
   */
  ALREADY_CONFIRMED,
  /**
   * The run reached its end but a completion gate of its spec did not pass (details {@code
   * failed_gates}); a run is done only when every gate passes. Look at the failed gates and the
   * evidence.
   */
  GATES_FAILED,
  /**
   * The risk monitor stopped a planned step before it ran (details {@code risk}: a payment
   * field, an off-site target, a download, a retry storm, a step the spec does not allow).
   * Nothing of that step was done. Look at the step named in the reason.
   */
  RISK_STOPPED,
  /** A bug: something failed that nothing else describes. The message names it; please report it. */
  INTERNAL;

  /**
   * The code for a run stopped by an {@link ErrorCode}, named by what the run knows rather than
   * by how the failing call ended: while a submit of the form may be out (a submit click or a
   * self-submission was made and nothing since proves it rejected, {@link
   * dev.autopilot.core.gate.SubmitRule#mayBeOut()}), {@link #MAY_HAVE_BEEN_SUBMITTED} whatever
   * the error (a page that stopped answering, a browser ended or crashed, a request never
   * answered, a component that failed): a person must check with the site before the form is
   * sent again. Otherwise {@link #forError(ErrorCode)}: {@link #PAGE_UNRESPONSIVE} for a page that
   * did not answer within its deadline (also when the browser had to be ended to end the call),
   * {@link #BROWSER_CRASHED} only for a browser or page that died by itself or was closed.
   *
   * @param code the error that stopped the run; not null
   * @param submitMayBeOut whether a submit of the form may be out
   * @return {@link #MAY_HAVE_BEEN_SUBMITTED} when a submit may be out, else {@link
   *     #forError(ErrorCode)}'s code
   * @throws NullPointerException when {@code code} is null
   */
  public static ManualCode forFault(ErrorCode code, boolean submitMayBeOut) {
    Objects.requireNonNull(code, "code");
    return submitMayBeOut ? MAY_HAVE_BEEN_SUBMITTED : forError(code);
  }

  /**
   * The code for a run stopped by an {@link ErrorCode} from a component, with no submit out.
   *
   * @param code the error that stopped the run, not null
   * @return the constant of the same meaning ({@code BROWSER_LOGIN_REQUIRED} is {@link
   *     #LOGIN_REQUIRED}, {@code FORM_INVALID} is {@link #VALIDATION_UNRESOLVED}, ...); {@link
   *     #COMPONENT_FAILED} for an error code with no constant of its own
   * @throws NullPointerException when {@code code} is null
   */
  public static ManualCode forError(ErrorCode code) {
    return switch (code) {
      case BROWSER_CRASHED -> BROWSER_CRASHED;
      case BROWSER_LOGIN_REQUIRED -> LOGIN_REQUIRED;
      case BROWSER_CONFIRM_REQUIRED -> CONFIRM_REQUIRED;
      case BROWSER_SITE_CHANGED -> SITE_CHANGED;
      case BROWSER_SUBMIT_FAILED -> SUBMIT_FAILED;
      case BROWSER_CAPABILITY_DISABLED -> CAPABILITY_DISABLED;
      case BROWSER_NAVIGATION_FAILED -> BROWSER_NAVIGATION_FAILED;
      case PAGE_UNRESPONSIVE -> PAGE_UNRESPONSIVE;
      case FORM_INVALID -> VALIDATION_UNRESOLVED;
      case FILE_NOT_FOUND -> FILE_NOT_FOUND;
      case UNKNOWN_REF -> UNKNOWN_REF;
      case CONFIG_INVALID -> CONFIG_INVALID;
      case BUDGET_EXHAUSTED -> BUDGET_EXHAUSTED;
      case HOST_NOT_ALLOWED -> HOST_NOT_ALLOWED;
      case URL_NOT_ALLOWED -> URL_NOT_ALLOWED;
      case MODEL_UNAVAILABLE -> MODEL_UNAVAILABLE;
      case MODEL_REPLY_INVALID -> MODEL_REPLY_INVALID;
      case PLAN_INVALID -> PLAN_INVALID;
      case MODEL_BUDGET_EXHAUSTED -> MODEL_BUDGET_EXHAUSTED;
      case INTERNAL, ILLEGAL_TRANSITION -> INTERNAL;
      default -> COMPONENT_FAILED;
    };
  }
}
