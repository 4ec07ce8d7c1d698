package dev.autopilot.playwright;

import static java.util.Objects.requireNonNull;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import com.microsoft.playwright.TimeoutError;
import dev.autopilot.core.ActionExecutor;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.HostBoundary;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.StaleRefException;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.playwright.internal.act.Gestures;
import dev.autopilot.playwright.internal.act.StaleRefs;
import dev.autopilot.playwright.internal.act.Verbs;
import dev.autopilot.playwright.internal.session.Deadline;
import dev.autopilot.playwright.internal.session.DialogWatch;
import dev.autopilot.playwright.internal.session.Failures;
import dev.autopilot.playwright.internal.snapshot.Refs;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import org.jspecify.annotations.Nullable;

/**
 * The {@link ActionExecutor} for Playwright sessions: resolves the action's ref through the page's
 * ref registry to the very element the snapshot described, and carries out the gesture within
 * the action's timeout.
 *
 * <ul>
 *   <li>{@code click_ref}: clicks; a navigation it causes is awaited and reported. The page's
 *       changes are watched from just before the click, so the verifier can judge it by its effect.
 *   <li>{@code type_ref}: replaces the text of inputs, textareas and contenteditable elements,
 *       then moves the focus away so change and blur handlers run. Fields that listen to keys
 *       (autocompletes, masks, date pickers by default: see {@link FieldKind} and {@link
 *       Builder#typeWithKeys}), and any text field whose action asks for the {@link
 *       dev.autopilot.core.model.ActionMeta#KEYBOARD} technique (the escalation ladder's alternate
 *       gesture, or trajectory memory of a site whose field ignored a value set for it), are
 *       typed with real key events: date pickers and masks in their own
 *       format, others keeping the focus while their suggestions are awaited (a suggestion naming
 *       the typed text is chosen); a popup typing left open (suggestions, a calendar) is closed
 *       ({@code Overlays}). A read-only date picker's date is chosen in its calendar. Plain text inputs and
 *       textareas take the text in one evaluation through the browser's editing command (focus,
 *       select all, insert: trusted input events, {@code maxlength} honoured); contenteditable
 *       elements and other inputs go through Playwright's fill, with dates, times and numbers
 *       written the way the input holds them ({@code 01/05/2026} goes into a date input as
 *       {@code 2026-01-05}).
 *   <li>{@code select_ref}: native selects by option label, else value (selected, with input and
 *       change events, as Playwright's selectOption does); inputs with a datalist by filling the
 *       matching option's value; autocomplete and React-Select-style inputs
 *       ({@code role=combobox}) by typing a prefix with key events, waiting for the suggestions
 *       next to the field (with roles or without) to hold still and clicking the one that names
 *       the option (found anew by its text if the list was rebuilt), typing more when none does;
 *       custom comboboxes and listboxes by opening them, reading their options once they hold
 *       still and clicking the one {@link dev.autopilot.core.match.Match} picks, else (options in
 *       no list found that way) clicking the visible option whose name
 *       matches (case and spacing ignored; a unique partial match is accepted). A select hidden
 *       from view and replaced by a widget (select2, Chosen, Selectric, Tom Select and their
 *       kind) is chosen through the widget: opened, searched by the start of the option's label
 *       where it has a search box and a long list, the option clicked by its text. A popup these
 *       gestures opened and left open is closed, with Escape and else a click outside
 *       ({@code Overlays}).
 *   <li>{@code set_checkbox}, {@code set_radio}: click only when the state differs; a hidden or
 *       covered native control is clicked through its label; a hidden one without a visible label
 *       is refused ({@link ErrorCode#ACTION_FAILED}): a person could not operate it.
 *   <li>{@code upload_file}: sets the files of a file input (hidden ones too), of the input a
 *       label points at, or of the file chooser a button opens.
 *   <li>{@code submit}: clicks or presses Enter, then waits for an outcome signal up to the submit
 *       deadline ({@link Builder#submitDeadline}, 30 s by default): a navigation that loaded, or
 *       every request that may carry the form answered. It reports the main response (document
 *       navigation after redirects, else the fetch/XHR) and, in {@link
 *       dev.autopilot.core.model.Navigation#effects()}, everything the gesture was seen to cause:
 *       the requests sent (fetch, XHR, beacon, form post) and how they ended, the JavaScript
 *       dialogs opened, and the form's state and the page's announcements before and after.
 *   <li>{@code press_key}: focuses the element and presses the key; Enter in a control whose form
 *       it would submit is refused ({@link ErrorCode#ACTION_FAILED}): submitting is {@code submit}'s.
 *   <li>{@code wait_for}, {@code refresh_soft}: as the DSL says.
 * </ul>
 *
 * <p>Before a pointer gesture the target is scrolled into view and hit-tested at its center. A
 * control that is disabled, or covered by something else (a cookie banner, a modal), gets a short
 * grace ({@value #READY_GRACE_MILLIS} ms) to become usable; then the action fails at once with
 * {@link ErrorCode#ACTION_FAILED} and a detail naming the obstacle, such as {@code covered by
 * <div#cookie-banner>}, instead of clicking through it or burning the whole timeout.
 *
 * <p>With a {@link Pacing} other than {@link Pacing#off()}, pointer gestures scroll and hover
 * first, typing focuses and goes key by key, each with its pause through the pacing's sleeper
 * (see {@link Builder#pacing(Pacing)}); the one-evaluation paths are then not taken.
 *
 * <p>A ref that went stale since the planning snapshot (its element re-rendered, say) is
 * re-resolved once: the executor takes one fresh snapshot through the pipeline it is given
 * (purpose {@value #REMATCH}) and acts on the one element with the same role, accessible name and
 * group question. The result then carries the action retargeted
 * to the new ref, and its detail says so. When no single element matches, or the page is no
 * longer the one planned on, a {@link StaleRefException} is thrown.
 *
 * <p>Gestures that cannot be carried out give a failed result ({@link ErrorCode#ACTION_TIMEOUT},
 * {@link ErrorCode#ACTION_FAILED}, {@link ErrorCode#FILE_NOT_FOUND}); details never contain the
 * typed or chosen value. The executor holds no snapshot provider and no page state: snapshots come
 * from the pipeline, refs resolve through the ref state of the pipeline's {@link
 * PlaywrightBrowserSession}. Immutable and thread-safe; each call must come from the thread that
 * owns the session. Never returns null.
 */
public final class PlaywrightActionExecutor implements ActionExecutor {

  /** How long a disabled or covered control may take to become usable. */
  public static final long READY_GRACE_MILLIS = 500;

  /** The purpose of the snapshot taken to re-resolve a stale ref. */
  public static final String REMATCH = "rematch";

  /** The field kinds typed with key events by default: autocompletes, masks and date pickers. */
  public static final Set<FieldKind> DEFAULT_KEY_KINDS = Set.of(FieldKind.AUTOCOMPLETE, FieldKind.MASKED, FieldKind.DATE_PICKER);

  /** How long a submit waits for an outcome signal by default. */
  public static final Duration DEFAULT_SUBMIT_DEADLINE = dev.autopilot.core.model.Action.Submit.DEFAULT_OUTCOME_DEADLINE;

  private final boolean reresolve;
  private final Pacing pacing;
  private final Duration submitDeadline;
  private final Set<FieldKind> keyKinds;
  private final List<String> keyKindNames;
  private final Verbs verbs;

  private PlaywrightActionExecutor(Builder b) {
    this.reresolve = b.reresolve;
    this.pacing = b.pacing;
    this.submitDeadline = b.submitDeadline;
    this.keyKinds = Set.copyOf(b.keyKinds);
    this.keyKindNames = b.keyKinds.stream().map(FieldKind::scriptName).sorted().toList();
    this.verbs = new Verbs(pacing, submitDeadline, keyKindNames, FieldKind::ofScript);
  }

  /**
   * {@return a new executor with its defaults: a stale ref re-resolved once, no pacing, {@link
   * #DEFAULT_KEY_KINDS} typed with keys, the {@link #DEFAULT_SUBMIT_DEADLINE}}
   */
  public static PlaywrightActionExecutor create() {
    return builder().build();
  }

  /** {@return a new builder starting from the defaults of {@link #create()}} */
  public static Builder builder() {
    return new Builder();
  }

  /** {@return a new builder holding this executor's settings, to derive a variant} */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.reresolve = reresolve;
    b.pacing = pacing;
    b.submitDeadline = submitDeadline;
    b.keyKinds = keyKinds;
    return b;
  }

  /**
   * Executes the action.
   *
   * @return the result; when a stale ref was re-resolved, its action is the planned one aimed at
   *     the new ref; a submit on a page that stopped answering before its click or key was sent
   *     is not performed, with {@link ErrorCode#PAGE_UNRESPONSIVE} (nothing was submitted)
   * @throws StaleRefException when the ref was not issued for the current document or its
   *     element left it, and re-resolution found no single element in its place
   * @throws BrowserException with {@link ErrorCode#PAGE_UNRESPONSIVE} when the call outlived the
   *     session's call deadline (also when the browser had to be ended for it), {@link
   *     ErrorCode#BROWSER_CRASHED} when the page or browser is gone otherwise, or another code when
   *     the page cannot be read; it carries the ref, verb and URL
   * @throws IllegalArgumentException when the pipeline's session is not a Playwright session
   */
  @Override
  public ExecutionResult execute(SnapshotPipeline pipeline, Action action, SemanticSnapshot snapshot) {
    requireNonNull(pipeline, "pipeline");
    requireNonNull(action, "action");
    requireNonNull(snapshot, "snapshot");
    PlaywrightBrowserSession session = PlaywrightBrowserSession.of(pipeline.session());
    AtomicBoolean dispatched = new AtomicBoolean();
    long start = System.nanoTime();
    try {
      return session.withDeadline(action.verb(), Duration.ofMillis(action.meta().timeoutMillis()), () -> executeOnPage(pipeline, session, action, snapshot, () -> {
        dispatched.set(true);
        // the wait for the outcome needs no answer from the page's thread: a site that answers
        // late is not a page that stopped answering
        session.extendCallDeadline(outcomeWait(action));
      }));
    } catch (BrowserException e) {
      if (action instanceof Action.Submit && e.code() == ErrorCode.PAGE_UNRESPONSIVE && !dispatched.get()) {
        // the page stopped answering before the click or key was sent: nothing was submitted
        return ExecutionResult.failed(action, ErrorCode.PAGE_UNRESPONSIVE, "the page stopped answering before the submit's gesture was sent; "
            + "nothing was clicked: " + e.getMessage(), (System.nanoTime() - start) / 1_000_000);
      }
      throw e;
    }
  }

  /**
   * How long a submit waits for its outcome signal once its gesture was sent: the call's deadline
   * is moved by it then. A submit whose request is never answered ends at that deadline, as a
   * submit that may have gone out; the call deadline is for a page that stops answering, not for a
   * slow site, and a page that stops answering before the gesture is sent is found at the call's
   * own deadline.
   */
  private Duration outcomeWait(Action action) {
    if (action instanceof Action.Submit s) {
      Long asked = s.outcomeDeadlineMillis();
      return Duration.ofMillis(asked != null ? asked : submitDeadline.toMillis());
    }
    return Duration.ZERO;
  }

  private ExecutionResult executeOnPage(SnapshotPipeline pipeline, PlaywrightBrowserSession session, Action action, SemanticSnapshot snapshot,
      Runnable dispatching) {
    Page page = session.page();
    String ref = action.targetRef();
    if (page.isClosed()) {
      throw session.closed(action.verb(), ref, action.verb());
    }
    Deadline deadline = Deadline.in(action.meta().timeoutMillis());
    Action effective = action;
    ElementHandle el = null;
    try {
      String note = "";
      if (ref != null) {
        try {
          el = Refs.resolve(page, session.refState(), ref, action.verb());
        } catch (StaleRefException stale) {
          if (!reresolve || stale.code() == ErrorCode.UNKNOWN_REF) {
            throw stale;
          }
          StaleRefs.Resolved again = StaleRefs.reresolve(pipeline, page, session.refState(), action, snapshot, stale);
          el = again.element();
          effective = again.action();
          note = "; " + again.note();
        }
      }
      DialogWatch dialogs = action instanceof Action.Submit || action instanceof Action.ClickRef ? dialogWatch(session) : null;
      HostBoundary boundary = session.boundary();
      ExecutionResult result = verbs.perform(page, effective, el, deadline, dialogs, boundary, dispatching);
      return note.isEmpty() ? result
          : new ExecutionResult(result.action(), result.performed(), result.detail() + note, result.errorCode(), result.navigation(), result.elapsedMillis());
    } catch (TimeoutError e) {
      return failed(effective, ErrorCode.ACTION_TIMEOUT, effective.verb() + " timed out after " + deadline.totalMillis() + " ms: " + Failures.gestureProblem(e), deadline);
    } catch (PlaywrightException e) {
      if (Failures.isClosed(e) || page.isClosed()) {
        throw Failures.crashed(action.verb() + " failed", effective.targetRef(), action.verb(), safeUrl(page), e);
      }
      String target = effective.targetRef();
      if (target != null && (Failures.isDetached(e) || Refs.isContextGone(e))) {
        throw new StaleRefException(target, "ref " + target + " left the page during " + action.verb() + "; take a new snapshot");
      }
      return failed(effective, ErrorCode.ACTION_FAILED, effective.verb() + " failed: " + Failures.gestureProblem(e), deadline);
    } catch (Gestures.Interrupted e) {
      Thread.currentThread().interrupt();
      return failed(effective, ErrorCode.ACTION_FAILED, effective.verb() + ": interrupted while pacing", deadline);
    } finally {
      if (el != null) {
        dispose(el);
      }
    }
  }

  private static @Nullable DialogWatch dialogWatch(dev.autopilot.core.BrowserSession session) {
    try {
      return session.unwrap(DialogWatch.class);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  private static ExecutionResult failed(Action action, ErrorCode code, String detail, Deadline d) {
    return ExecutionResult.failed(action, code, detail, d.elapsedMillis());
  }

  private static String safeUrl(Page page) {
    try {
      return page.url();
    } catch (PlaywrightException e) {
      return "";
    }
  }

  private static void dispose(ElementHandle handle) {
    try {
      handle.dispose();
    } catch (PlaywrightException e) {
      // the page navigated or closed: the handle is gone with it
    }
  }

  @Override
  public String toString() {
    return "PlaywrightActionExecutor[" + (reresolve ? "re-resolves stale refs" : "no re-resolution") + ", " + pacing + "]";
  }

  /** Builds a {@link PlaywrightActionExecutor}. Not thread-safe. */
  public static final class Builder {
    private boolean reresolve = true;
    private Pacing pacing = Pacing.off();
    private Duration submitDeadline = DEFAULT_SUBMIT_DEADLINE;
    private Set<FieldKind> keyKinds = DEFAULT_KEY_KINDS;

    private Builder() {}

    /**
     * The kinds of text fields typed with real key events (and whose suggestions are awaited with
     * the focus kept, see {@link FieldKind}); {@link #DEFAULT_KEY_KINDS} by default. Other text
     * fields take their text in one evaluation without key events. {@code typeWithKeys(Set.of())}
     * types every field without key events, date pickers and masks included (a read-only date
     * picker is still chosen in its calendar: that takes no typing); adding {@link FieldKind#PLAIN} types every field key by
     * key (slower).
     *
     * @param kinds the kinds to type key by key; copied, may be empty
     * @return this builder
     */
    public Builder typeWithKeys(Set<FieldKind> kinds) {
      requireNonNull(kinds, "kinds");
      this.keyKinds = Set.copyOf(kinds);
      return this;
    }

    /**
     * Never re-resolves a stale ref: a stale ref is a {@link StaleRefException} at once, and the
     * executor takes no snapshot. By default a stale ref is re-resolved once from one snapshot
     * taken through the pipeline, whose provider must issue refs the executor can resolve (a
     * {@link PlaywrightSnapshotProvider}'s).
     *
     * @return this builder
     */
    public Builder noReresolution() {
      this.reresolve = false;
      return this;
    }

    /**
     * Sets the pacing; {@link Pacing#off()} by default.
     *
     * @param pacing the pauses around gestures; with any pause on, the one-evaluation typing paths
     *     are not taken
     * @return this builder
     */
    public Builder pacing(Pacing pacing) {
      this.pacing = requireNonNull(pacing, "pacing");
      return this;
    }

    /**
     * How long a submit waits for an outcome signal (a navigation that loaded, every request that
     * may carry the form answered); {@link #DEFAULT_SUBMIT_DEADLINE} by default. Past it the
     * result says that the form may have been submitted, never that it was not.
     *
     * @param deadline how long after the gesture to wait; positive
     * @return this builder
     * @throws IllegalArgumentException when the deadline is not positive
     */
    public Builder submitDeadline(Duration deadline) {
      requireNonNull(deadline, "deadline");
      if (deadline.isZero() || deadline.isNegative()) {
        throw new IllegalArgumentException("the submit deadline must be positive, was " + deadline);
      }
      this.submitDeadline = deadline;
      return this;
    }

    /** {@return a new immutable, thread-safe executor with these settings} */
    public PlaywrightActionExecutor build() {
      return new PlaywrightActionExecutor(this);
    }
  }
}
