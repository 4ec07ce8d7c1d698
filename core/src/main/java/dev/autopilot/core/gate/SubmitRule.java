package dev.autopilot.core.gate;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.FieldError;
import dev.autopilot.core.model.Navigation;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SentRequest;
import dev.autopilot.core.model.SubmitEffects;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The one decision whether a form's submit control may be clicked (again), for every planner and
 * every state: the first click is free; between two clicks there must be a proven rejection of
 * the one before —
 *
 * <ul>
 *   <li>{@link Rejection#FIELD_ERROR}: an error tied to a field showed after the click;
 *   <li>{@link Rejection#VALIDATION_ERROR}: the outcome was classified {@code validation_error};
 *   <li>{@link Rejection#NOT_REACHED}: the click never reached the control (intercepted by an
 *       overlay, the control disabled or gone): nothing was submitted;
 *   <li>{@link Rejection#REFUSED_BY_SITE}: every request that may carry the form was answered
 *       with an error status (4xx or 5xx) and none was accepted.
 * </ul>
 *
 * <p>"Nothing seen" is never a rejection: a click after which nothing happened may still have
 * sent the form, so the run reads the page again, classifies, and stops for a person rather than
 * click a second time. One instance per run (or per host loop); not thread-safe.
 */
public final class SubmitRule {
  /** A proven rejection of the last submit click: what makes another click allowed. */
  public enum Rejection {
    /** An error tied to a field showed after the click. */
    FIELD_ERROR,
    /** The outcome of the click was classified {@code validation_error}. */
    VALIDATION_ERROR,
    /** The click never reached the control: nothing was submitted. */
    NOT_REACHED,
    /** The site answered every request of the form with an error status and accepted none. */
    REFUSED_BY_SITE
  }

  /**
   * Whether a submit click may be made now.
   *
   * @param allowed true when it may
   * @param reason why, in words, for events and a stop's message
   */
  public record Decision(boolean allowed, String reason) {
    /**
     * Checks that there is a reason.
     *
     * @param allowed true when a click may be made
     * @param reason why, in words
     * @throws NullPointerException when {@code reason} is null
     */
    public Decision {
      requireNonNull(reason, "reason");
    }
  }

  private int clicks;
  private boolean rejectedSinceLast = true;
  private final List<Rejection> rejections = new ArrayList<>();

  private SubmitRule() {}

  /** {@return a new rule for a run that has not clicked a submit yet: its first click is allowed} */
  public static SubmitRule create() {
    return new SubmitRule();
  }

  /**
   * Whether a submit control may be clicked now; see the class comment.
   *
   * @return allowed for the first click and after a recorded rejection of the last one, refused
   *     otherwise; the reason says which
   */
  public Decision mayClick() {
    if (clicks == 0) {
      return new Decision(true, "the first submit");
    }
    if (rejectedSinceLast) {
      return new Decision(true, "the last submit was rejected (" + rejections.get(rejections.size() - 1).name().toLowerCase(java.util.Locale.ROOT) + ")");
    }
    return new Decision(false, "the form's submit was clicked " + clicks + " time(s) and nothing since proves it was rejected; "
        + "clicking again could submit it twice");
  }

  /** Records a submit click (performed or not); the next needs a {@link #rejected rejection} first. */
  public void clicked() {
    clicks++;
    rejectedSinceLast = false;
  }

  /**
   * Records a proven rejection of the last click; ignored before the first click.
   *
   * @param rejection how the last click was proven rejected
   * @throws NullPointerException when {@code rejection} is null
   */
  public void rejected(Rejection rejection) {
    requireNonNull(rejection, "rejection");
    if (clicks > 0) {
      rejectedSinceLast = true;
      rejections.add(rejection);
    }
  }

  /**
   * Whether the form may be out: a submit click was recorded and nothing since proves it
   * rejected. A run that stops now, for whatever reason, tells the person to check with the site
   * before submitting again ({@link dev.autopilot.core.model.ManualCode#forFault}).
   *
   * @return true when a click was recorded and no rejection since
   */
  public boolean mayBeOut() {
    return clicks > 0 && !rejectedSinceLast;
  }

  /** {@return how many submit clicks were recorded, performed or not; 0 before the first} */
  public int clicks() {
    return clicks;
  }

  /**
   * Whether the executor reports that a submit click never reached its control (it did not
   * perform it: intercepted, disabled, gone, or the page stopped answering before the gesture was
   * sent): {@link Rejection#NOT_REACHED}, known as soon as the executor returns, before the page
   * is read again.
   *
   * @param execution what the executor reported for the click
   * @return true when the click was not performed
   * @throws NullPointerException when {@code execution} is null
   */
  public static boolean notReached(ExecutionResult execution) {
    return !requireNonNull(execution, "execution").performed();
  }

  /**
   * The rejection an executed submit click proves by itself, or null: {@link
   * Rejection#NOT_REACHED} when the executor did not perform it, {@link Rejection#FIELD_ERROR}
   * when an error tied to a field shows after it that did not show before, {@link
   * Rejection#REFUSED_BY_SITE} when the requests it sent were all refused. What the classifier
   * says is recorded separately ({@link Rejection#VALIDATION_ERROR}).
   *
   * @param execution what the executor reported for the click
   * @param before the snapshot the click was planned on
   * @param after the snapshot taken after it
   * @return the rejection, or null when the click proves none by itself (nothing seen is no
   *     rejection)
   * @throws NullPointerException when an argument is null
   */
  public static @Nullable Rejection provenBy(ExecutionResult execution, SemanticSnapshot before, SemanticSnapshot after) {
    requireNonNull(execution, "execution");
    requireNonNull(before, "before");
    requireNonNull(after, "after");
    if (notReached(execution)) {
      return Rejection.NOT_REACHED;
    }
    if (newFieldError(before, after)) {
      return Rejection.FIELD_ERROR;
    }
    return refusedBySite(execution) ? Rejection.REFUSED_BY_SITE : null;
  }

  /**
   * Whether an error tied to a field (by ref or group) shows after that did not show before; an
   * error tied to no field does not count.
   *
   * @param before the snapshot before the click
   * @param after the snapshot after it
   * @return true when {@code after} shows such an error whose ref, group and text together did not
   *     show in {@code before}
   */
  public static boolean newFieldError(SemanticSnapshot before, SemanticSnapshot after) {
    Set<String> was = new HashSet<>();
    for (FieldError e : before.visibleErrors()) {
      was.add(key(e));
    }
    for (FieldError e : after.visibleErrors()) {
      if ((e.ref() != null || e.groupId() != null) && !was.contains(key(e))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the requests that may carry the form (document navigations and non-GET requests to
   * allowed hosts) all came back with an error status, and at least one went out.
   */
  static boolean refusedBySite(ExecutionResult execution) {
    @Nullable Navigation nav = execution.navigation();
    if (nav == null) {
      return false;
    }
    @Nullable SubmitEffects fx = nav.effects();
    if (fx == null) {
      // an executor that reports no requests: the submit's own response
      return nav.responseStatus() != null && nav.responseStatus() >= 400;
    }
    List<SentRequest> form = fx.requests().stream()
        .filter(SentRequest::mayCarryForm)
        .toList();
    return !form.isEmpty() && form.stream().allMatch(r -> r.status() != null && r.status() >= 400);
  }

  private static String key(FieldError e) {
    return (e.ref() == null ? "" : e.ref()) + "|" + (e.groupId() == null ? "" : e.groupId()) + "|" + e.text();
  }
}
