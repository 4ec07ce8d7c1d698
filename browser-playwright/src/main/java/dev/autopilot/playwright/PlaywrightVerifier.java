package dev.autopilot.playwright;

import static java.util.Objects.requireNonNull;

import com.microsoft.playwright.Page;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.Verifier;
import dev.autopilot.core.match.StepControls;
import dev.autopilot.core.match.StepTransition;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Verification;
import dev.autopilot.core.proof.ClickChange;
import dev.autopilot.core.proof.KeyChange;
import dev.autopilot.core.proof.SubmitEvidence;
import dev.autopilot.playwright.internal.act.ElementScripts;
import dev.autopilot.playwright.internal.proof.ClickEffect;
import dev.autopilot.playwright.internal.proof.ErrorCriteria;
import dev.autopilot.playwright.internal.proof.FileCriteria;
import dev.autopilot.playwright.internal.proof.OptionCriteria;
import dev.autopilot.playwright.internal.proof.ReadBack;
import dev.autopilot.playwright.internal.proof.Target;
import dev.autopilot.playwright.internal.proof.ToggleCriteria;
import dev.autopilot.playwright.internal.proof.ValueCriteria;
import dev.autopilot.playwright.internal.session.DialogWatch;
import dev.autopilot.playwright.internal.snapshot.RefState;
import java.time.Duration;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The {@link Verifier} for Playwright sessions: a verification matrix per verb (see {@code docs/verification.md}), checked
 * against a live read-back of the target (one evaluation, after the next animation frame, so
 * handlers that undo a gesture have run) and the snapshots before and after the action. Each
 * criterion is recorded as {@link Evidence} with what was seen before and after; deciding
 * criteria make the verdict, informative ones are recorded beside it.
 *
 * <ul>
 *   <li>{@code set_radio}, {@code set_checkbox}: the target's checked state is the wanted one;
 *       for radios, no other radio of its group is checked; the errors of its question did not
 *       grow. When the question showed an error before and the action answers it (checks a radio
 *       or a checkbox), the error must be gone too ("question errors decreased"): the page must
 *       accept the answer, not merely show a tick. If the snapshot after the action still shows
 *       the error, it is read once more from a fresh snapshot, for pages that clear errors a
 *       moment later. Pages that clear errors only on the next submit can make this criterion
 *       informative with {@link Builder#errorsMustClear(boolean)}.
 *   <li>{@code type_ref}: the value equals the typed text, ignoring surrounding and repeated
 *       whitespace, letter case for e-mail inputs, all but digits for phone inputs, and the written
 *       form of dates, times and numbers ({@code 01/05/2026} and {@code 2026-01-05}); the errors
 *       of its question did not grow. An error that cleared is recorded, without deciding.
 *   <li>{@code select_ref}: the chosen option is selected (native select, {@code aria-selected}
 *       option) or shown (the combobox's text, the text the widget around a React-Select-style
 *       input shows, a datalist input's value); an autocomplete input whose popup is still open
 *       has chosen nothing; a select replaced by a widget shows the choice in its widget too; no
 *       popup the executor's gesture opened is still open; the errors of its question did not
 *       grow.
 *   <li>{@code upload_file}: the file input holds the file, or the page holds or shows it.
 *   <li>{@code submit}: proven by what happened, each kind recorded as evidence: a navigation; a
 *       request sent after the gesture to the page's own site (fetch, XHR, beacon, form post) and
 *       its status; the form removed, replaced, hidden or reset; an announcement (status, alert,
 *       toast, live region, dialog) appearing or changing; the submit control disabled or
 *       relabelled; a JavaScript dialog opening. A gesture that changed none of these is
 *       unverified, with that reason. The outcome is the classifier's call.
 *   <li>{@code click_ref} on a radio, checkbox or switch: as {@code set_radio}, or the checkbox
 *       toggled; on anything else, something observable changed: URL, structure, the target's
 *       state, the errors, any element's value or checked state, a JavaScript dialog opened, or
 *       the page changed visibly anywhere after the click, where content that was already
 *       changing before it (a clock, a carousel) is not the click's doing. A click with no effect
 *       is unverified with that reason.
 *   <li>{@code press_key}: by the key's effect, never by the press: Tab must move the focus off
 *       the target; any other key must navigate, change the target's value or checked state,
 *       change another element or the page's structure, or move the focus.
 *   <li>{@code wait_for}, {@code refresh_soft}: verified when performed.
 * </ul>
 *
 * <p>An execution that was not performed is never verified. When the executor re-resolved a
 * stale ref, the target's state before the action is taken from the element of the snapshot
 * before with the same role, name and question. Evidence values are cut at 200 characters; typed
 * values appear in evidence (observability redacts them), never in reasons. The verifier holds no
 * snapshot provider and no page state: the one snapshot it may take (the re-read above, purpose
 * {@value #REREAD}) goes through the pipeline it is given, and refs resolve through the ref state
 * of the pipeline's {@link PlaywrightBrowserSession}. Immutable and thread-safe; each call must
 * come from the thread that owns the session. Never returns null.
 */
public final class PlaywrightVerifier implements Verifier {

  /** The purpose of the snapshot taken to read an answered question's errors once more. */
  public static final String REREAD = "reread";

  private static final int EVIDENCE_CHARS = 200;

  private final boolean reread;
  private final boolean errorsMustClear;
  private final ErrorCriteria errors;

  private PlaywrightVerifier(Builder b) {
    this.reread = b.reread;
    this.errorsMustClear = b.errorsMustClear;
    this.errors = new ErrorCriteria(reread, errorsMustClear);
  }

  /**
   * {@return a new verifier with its defaults: an answered question's error must be gone, re-read
   * once from a snapshot taken through the pipeline when the snapshot after the action still
   * shows it}
   */
  public static PlaywrightVerifier create() {
    return builder().build();
  }

  /** {@return a new builder starting from the defaults of {@link #create()}} */
  public static Builder builder() {
    return new Builder();
  }

  /** {@return a new builder holding this verifier's settings, to derive a variant} */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.reread = reread;
    b.errorsMustClear = errorsMustClear;
    return b;
  }

  /**
   * Verifies one executed action.
   *
   * @throws BrowserException with {@link ErrorCode#BROWSER_CRASHED} when the page or browser is
   *     gone during the read-back
   * @throws IllegalArgumentException when the pipeline's session is not a Playwright session
   */
  @Override
  public Verification verify(SnapshotPipeline pipeline, ExecutionResult execution, SemanticSnapshot before, SemanticSnapshot after) {
    requireNonNull(pipeline, "pipeline");
    requireNonNull(execution, "execution");
    requireNonNull(before, "before");
    requireNonNull(after, "after");
    Action action = execution.action();
    if (!execution.performed()) {
      return Verification.fromEvidence(action, List.of(new Evidence("performed", false, null, String.valueOf(execution.errorCode()))));
    }
    if (action instanceof Action.WaitFor || action instanceof Action.RefreshSoft) {
      return Verification.fromEvidence(action, List.of(new Evidence("performed", true, null, cut(execution.detail()))));
    }
    if (action instanceof Action.Submit) {
      return SubmitEvidence.verification(execution, before, after);
    }
    if (action instanceof Action.ClickRef && StepControls.NEXT_STEP_INTENT.equals(action.meta().intent())) {
      // A "next" click is proven by the step changing, the one judgement the run routes on too.
      return StepTransition.judge(before, after).verification(execution.action());
    }
    PlaywrightBrowserSession session = PlaywrightBrowserSession.of(pipeline.session());
    return session.withDeadline("verifying " + action.verb(), Duration.ZERO, () -> readBack(pipeline, session, action, execution, before, after));
  }

  private Verification readBack(SnapshotPipeline pipeline, PlaywrightBrowserSession session, Action action, ExecutionResult execution, SemanticSnapshot before, SemanticSnapshot after) {
    Page page = session.page();
    RefState refs = session.refState();
    String ref = requireNonNull(action.targetRef(), "ref");
    Target target = new Target(ref, before, after);
    if (action instanceof Action.ClickRef c) {
      SemanticElement was = target.before();
      if (was == null || !was.role().isToggle()) {
        return ClickChange.judge(execution, c, before, after, ClickEffect.read(page), dialogsNow(session));
      }
      // A click on a radio, checkbox or switch is an answer: it must leave the control in the
      // state the click stands for, as set_radio and set_checkbox must.
      ReadBack live = ReadBack.of(page, refs, ref, null);
      if (!live.found()) {
        return gone(action, ref);
      }
      boolean radio = was.role() == Role.RADIO;
      boolean wanted = radio || !Boolean.TRUE.equals(was.checked());
      return ToggleCriteria.judge(errors, pipeline, action, target, wanted, radio, live);
    }
    if (action instanceof Action.PressKey k) {
      ReadBack live = ReadBack.of(page, refs, ref, null);
      boolean stillFocused = target.onElement(page, refs, "press_key", false, ElementScripts::hasFocus);
      return KeyChange.judge(execution, k, ref, target.before(), before, after, live.targetState(), stillFocused);
    }
    ReadBack live = ReadBack.of(page, refs, ref, action instanceof Action.UploadFile u ? FileCriteria.fileName(u.file()) : null);
    if (!live.found()) {
      return gone(action, ref);
    }
    if (action instanceof Action.SetRadio) {
      return ToggleCriteria.judge(errors, pipeline, action, target, true, true, live);
    }
    if (action instanceof Action.SetCheckbox c) {
      return ToggleCriteria.judge(errors, pipeline, action, target, c.checked(), false, live);
    }
    if (action instanceof Action.TypeRef t) {
      return ValueCriteria.judge(errors, pipeline, t, target, live, page, refs);
    }
    if (action instanceof Action.SelectRef s) {
      return OptionCriteria.judge(errors, pipeline, s, target, live, page, refs);
    }
    if (action instanceof Action.UploadFile u) {
      return FileCriteria.judge(u, target, live);
    }
    throw new IllegalArgumentException("unknown action " + action.verb());
  }

  private static Verification gone(Action action, String ref) {
    return Verification.fromEvidence(action, List.of(new Evidence("target still on the page", false, ref, "gone")));
  }

  /** How many JavaScript dialogs the session has answered; 0 when it keeps no record of them. */
  private static int dialogsNow(PlaywrightBrowserSession session) {
    try {
      return session.unwrap(DialogWatch.class).all().size();
    } catch (IllegalArgumentException e) {
      return 0;
    }
  }

  private static @Nullable String cut(@Nullable String s) {
    return s == null || s.length() <= EVIDENCE_CHARS ? s : s.substring(0, EVIDENCE_CHARS);
  }

  @Override
  public String toString() {
    return "PlaywrightVerifier[" + (errorsMustClear ? "answered questions' errors must clear" : "errors that clear are informative") + "]";
  }

  /** Builds a {@link PlaywrightVerifier}. Not thread-safe. */
  public static final class Builder {
    private boolean reread = true;
    private boolean errorsMustClear = true;

    private Builder() {}

    /**
     * Never takes a snapshot: the snapshot after the action is final. By default, when an
     * answered question still shows its error in the snapshot after the action, one more
     * snapshot is taken through the pipeline and its errors decide.
     *
     * @return this builder
     */
    public Builder noReread() {
      this.reread = false;
      return this;
    }

    /**
     * Whether the error a question showed before must be gone once a radio or checkbox answers
     * it (default true). False records it without deciding, for sites that clear
     * errors only on the next submit.
     *
     * @param mustClear false to record a remaining error as evidence without failing the
     *     verification
     * @return this builder
     */
    public Builder errorsMustClear(boolean mustClear) {
      this.errorsMustClear = mustClear;
      return this;
    }

    /** {@return a new immutable verifier with these settings} */
    public PlaywrightVerifier build() {
      return new PlaywrightVerifier(this);
    }
  }
}
