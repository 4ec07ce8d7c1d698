package dev.autopilot.playwright;

import static java.util.Objects.requireNonNull;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.FileChooser;
import com.microsoft.playwright.Frame;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.TimeoutError;
import com.microsoft.playwright.options.WaitForSelectorState;
import com.microsoft.playwright.options.WaitUntilState;
import dev.autopilot.core.ActionExecutor;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.HostBoundary;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.StaleRefException;
import dev.autopilot.core.match.ValueKind;
import dev.autopilot.core.match.Values;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.Navigation;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitEffects;
import dev.autopilot.playwright.internal.act.ElementScripts;
import dev.autopilot.playwright.internal.act.ElementScripts.Hit;
import dev.autopilot.playwright.internal.act.ElementScripts.Inspection;
import dev.autopilot.playwright.internal.act.ElementScripts.NativeOption;
import dev.autopilot.playwright.internal.act.Rematch;
import dev.autopilot.playwright.internal.act.UrlMatch;
import dev.autopilot.playwright.internal.act.widgets.KeyedTyping;
import dev.autopilot.playwright.internal.act.widgets.Overlays;
import dev.autopilot.playwright.internal.act.widgets.PickerTyping;
import dev.autopilot.playwright.internal.act.widgets.SelectWidgets;
import dev.autopilot.playwright.internal.act.widgets.SliderKeys;
import dev.autopilot.playwright.internal.act.widgets.Suggestions;
import dev.autopilot.playwright.internal.act.widgets.WidgetProbe;
import dev.autopilot.playwright.internal.proof.ClickEffect;
import dev.autopilot.playwright.internal.proof.SubmitWatch;
import dev.autopilot.playwright.internal.session.Deadline;
import dev.autopilot.playwright.internal.session.DialogWatch;
import dev.autopilot.playwright.internal.session.Failures;
import dev.autopilot.playwright.internal.session.NetworkWatch;
import dev.autopilot.playwright.internal.session.PageSettle;
import dev.autopilot.playwright.internal.snapshot.Refs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Set;
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
 *       Builder#typeWithKeys}) are typed with real key events: date pickers and masks in their own
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

  /** How long to wait for a click to start a request before deciding it started none. */
  static final long CLICK_GRACE_MILLIS = 150;
  /** The same for a submit, which more often starts its request from a script. */
  static final long SUBMIT_GRACE_MILLIS = 400;
  /** The quiet period of {@code wait_for NETWORK_IDLE}. */
  static final long IDLE_MILLIS = 500;
  /** How long a disabled or covered control may take to become usable. */
  public static final long READY_GRACE_MILLIS = 500;

  /** The purpose of the snapshot taken to re-resolve a stale ref. */
  public static final String REMATCH = "rematch";

  /** Whether the page's top-left corner is blank: nothing there reacts to a click. */
  private static final String BLANK_CORNER = "() => { const el = document.elementFromPoint(2, 2);"
      + " return !el || !el.closest('a, button, input, select, textarea, label, summary, [onclick], [role], [tabindex], [contenteditable]'); }";

  /** How long a combobox's or listbox's options may take to show and hold still once it is opened. */
  private static final long OPEN_LIST_GRACE_MILLIS = 1_500;

  /** Input types that take no keystrokes reliably: filled at once even with pacing. */
  private static final Set<String> FILLED_TYPES = Set.of("date", "time", "datetime-local", "month", "week", "color", "range");

  /** The field kinds typed with key events by default: autocompletes, masks and date pickers. */
  public static final Set<FieldKind> DEFAULT_KEY_KINDS = Set.of(FieldKind.AUTOCOMPLETE, FieldKind.MASKED, FieldKind.DATE_PICKER);

  /** How long a submit waits for an outcome signal by default. */
  public static final Duration DEFAULT_SUBMIT_DEADLINE = Duration.ofSeconds(30);

  private final boolean reresolve;
  private final Pacing pacing;
  private final Duration submitDeadline;
  private final Set<FieldKind> keyKinds;
  private final List<String> keyKindNames;

  private PlaywrightActionExecutor(Builder b) {
    this.reresolve = b.reresolve;
    this.pacing = b.pacing;
    this.submitDeadline = b.submitDeadline;
    this.keyKinds = Set.copyOf(b.keyKinds);
    this.keyKindNames = b.keyKinds.stream().map(FieldKind::scriptName).sorted().toList();
  }

  /** The executor with its defaults: a stale ref re-resolved once, no pacing. */
  public static PlaywrightActionExecutor create() {
    return builder().build();
  }

  /** A builder starting from the defaults of {@link #create()}. */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder holding this executor's settings, to derive a variant. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.reresolve = reresolve;
    b.pacing = pacing;
    b.submitDeadline = submitDeadline;
    return b;
  }

  /**
   * Executes the action.
   *
   * @return the result; when a stale ref was re-resolved, its action is the planned one aimed at
   *     the new ref
   * @throws StaleRefException when the ref was not issued for the current document or its
   *     element left it, and re-resolution found no single element in its place
   * @throws BrowserException with {@link ErrorCode#BROWSER_CRASHED} when the page or browser is
   *     gone, or another code when the page cannot be read; it carries the ref, verb and URL
   * @throws IllegalArgumentException when the pipeline's session is not a Playwright session
   */
  @Override
  public ExecutionResult execute(SnapshotPipeline pipeline, Action action, SemanticSnapshot snapshot) {
    requireNonNull(pipeline, "pipeline");
    requireNonNull(action, "action");
    requireNonNull(snapshot, "snapshot");
    PlaywrightBrowserSession session = PlaywrightBrowserSession.of(pipeline.session());
    return session.withDeadline(action.verb(), Duration.ofMillis(action.meta().timeoutMillis()), () -> executeOnPage(pipeline, session, action, snapshot));
  }

  private ExecutionResult executeOnPage(SnapshotPipeline pipeline, PlaywrightBrowserSession session, Action action, SemanticSnapshot snapshot) {
    Page page = session.page();
    String ref = action.targetRef();
    if (page.isClosed()) {
      throw new BrowserException(ErrorCode.BROWSER_CRASHED, action.verb() + ": the page is closed", ref, action.verb(), page.url(), null);
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
          Resolved again = reresolve(pipeline, session, action, snapshot, stale);
          el = again.element();
          effective = again.action();
          note = "; " + again.note();
        }
      }
      DialogWatch dialogs = action instanceof Action.Submit || action instanceof Action.ClickRef ? dialogWatch(session) : null;
      HostBoundary boundary = session.boundary();
      ExecutionResult result = dispatch(page, effective, el, deadline, dialogs, boundary);
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
    } catch (Interrupted e) {
      Thread.currentThread().interrupt();
      return failed(effective, ErrorCode.ACTION_FAILED, effective.verb() + ": interrupted while pacing", deadline);
    } finally {
      if (el != null) {
        dispose(el);
      }
    }
  }

  private record Resolved(ElementHandle element, Action action, String note) {}

  private Resolved reresolve(SnapshotPipeline pipeline, PlaywrightBrowserSession session, Action action, SemanticSnapshot planned,
      StaleRefException stale) {
    String ref = stale.ref();
    Page page = session.page();
    if (!reresolve || stale.code() == ErrorCode.UNKNOWN_REF) {
      throw stale;
    }
    SemanticElement was = planned.element(ref).orElse(null);
    if (was == null) {
      throw new StaleRefException(ErrorCode.UNKNOWN_REF, ref,
          "ref " + ref + " is not in the snapshot the " + action.verb() + " was planned from; take a new snapshot and plan again");
    }
    if (!withoutFragment(planned.page().url()).equals(withoutFragment(page.url()))) {
      throw new StaleRefException(ref, stale.getMessage() + " (the page is no longer the one the action was planned on)");
    }
    SemanticSnapshot fresh = pipeline.take(REMATCH);
    List<SemanticElement> found = Rematch.candidates(planned, was, fresh);
    if (found.size() != 1) {
      throw new StaleRefException(ref, "ref " + ref + " is stale and a fresh snapshot has " + (found.isEmpty() ? "no element" : found.size() + " elements")
          + " with its role, name and question; take a new snapshot and plan again");
    }
    String successor = found.get(0).ref();
    ElementHandle el = Refs.resolve(page, session.refState(), successor, action.verb());
    return new Resolved(el, Rematch.retarget(action, successor), "ref " + ref + " was stale; re-resolved to " + successor + " by role, name and question");
  }

  private static String withoutFragment(String url) {
    int hash = url.indexOf('#');
    return hash < 0 ? url : url.substring(0, hash);
  }

  private static @Nullable DialogWatch dialogWatch(dev.autopilot.core.BrowserSession session) {
    try {
      return session.unwrap(DialogWatch.class);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  private ExecutionResult dispatch(Page page, Action action, @Nullable ElementHandle el, Deadline d, @Nullable DialogWatch dialogs,
      @Nullable HostBoundary boundary) {
    if (action instanceof Action.WaitFor w) {
      return waitFor(page, w, d);
    }
    if (action instanceof Action.RefreshSoft r) {
      return refresh(page, r, d);
    }
    requireNonNull(el, "element");
    if (action instanceof Action.TypeRef t) {
      return type(page, t, el, d);
    }
    if (action instanceof Action.SelectRef s) {
      ExecutionResult replaced = selectWidget(page, s, el, d);
      if (replaced != null) {
        return replaced;
      }
    }
    if (action instanceof Action.SelectRef s && pacing.isOff()) {
      ExecutionResult chosen = selectNative(s, el, d);
      if (chosen != null) {
        return chosen;
      }
    }
    boolean pointer = !(action instanceof Action.Submit s && s.method() == Action.SubmitMethod.ENTER);
    Inspection info = ElementScripts.inspect(el, pointer);
    boolean reach = needsReach(action, info);
    if (info.disabled() || (reach && !info.hit().reachable())) {
      info = ElementScripts.awaitReady(el, info, reach, d.atMost(READY_GRACE_MILLIS));
    }
    if (info.disabled()) {
      return failed(action, ErrorCode.ACTION_FAILED, action.verb() + ": " + info.describe() + " is disabled", d);
    }
    if (reach && !info.hit().reachable() && info.hit() == Hit.COVERED && action instanceof Action.Submit) {
      // A picker or suggestion list left open by the last answer covers the button: a person
      // closes it with Escape before submitting.
      page.keyboard().press("Escape");
      info = ElementScripts.inspect(el, pointer);
      if (!info.hit().reachable() && Boolean.TRUE.equals(page.evaluate(BLANK_CORNER))) {
        // Some pickers close only on a click outside them: a click on the page's blank corner.
        page.mouse().click(2, 2);
      }
      info = ElementScripts.awaitReady(el, ElementScripts.inspect(el, pointer), true, d.atMost(READY_GRACE_MILLIS));
    }
    if (reach && !info.hit().reachable()) {
      return failed(action, ErrorCode.ACTION_FAILED, action.verb() + ": " + info.describe() + " " + obstacle(info), d);
    }
    if (action instanceof Action.PressKey k) {
      return pressKey(page, k, el, info, d);
    }
    if (action instanceof Action.ClickRef c) {
      return click(page, c, el, info, d, dialogs);
    }
    if (action instanceof Action.SelectRef s) {
      return select(page, s, el, info, d);
    }
    if (action instanceof Action.SetCheckbox c) {
      return toggle(c, el, info, c.checked(), d);
    }
    if (action instanceof Action.SetRadio r) {
      if (info.checked() != null && !"radio".equals(info.type()) && !"radio".equals(info.role()) && !"menuitemradio".equals(info.role())) {
        return failed(action, ErrorCode.ACTION_FAILED, "set_radio: " + info.describe() + " is not a radio", d);
      }
      return toggle(r, el, info, true, d);
    }
    if (action instanceof Action.UploadFile u) {
      return upload(page, u, el, info, d);
    }
    if (action instanceof Action.Submit s) {
      return submit(page, s, el, info, d, dialogs, boundary);
    }
    throw new IllegalArgumentException("unknown action " + action.verb());
  }

  /** Whether the gesture is a pointer gesture on the element itself, so it must be reachable. */
  private static boolean needsReach(Action action, Inspection info) {
    if (action instanceof Action.ClickRef) {
      return true;
    }
    if (action instanceof Action.SetCheckbox || action instanceof Action.SetRadio) {
      return !info.nativeToggle() && info.checked() != null;
    }
    if (action instanceof Action.SelectRef) {
      return !info.tag().equals("select") && !info.fillable() && !info.role().equals("listbox") && !info.expanded();
    }
    if (action instanceof Action.UploadFile) {
      return !info.type().equals("file") && !info.labelsFile();
    }
    return action instanceof Action.Submit s && s.method() == Action.SubmitMethod.CLICK;
  }

  private static String obstacle(Inspection info) {
    return info.hit() == Hit.COVERED ? "is covered by " + info.cover() : "is not visible";
  }

  private ExecutionResult click(Page page, Action.ClickRef action, ElementHandle el, Inspection info, Deadline d, @Nullable DialogWatch dialogs) {
    String before = page.url();
    pointerPrelude(el, d);
    // the verifier judges the click by what it changed on the page (PlaywrightVerifier, ClickEffect)
    ClickEffect.arm(page, dialogs == null ? 0 : dialogs.all().size());
    try (NetworkWatch watch = NetworkWatch.start(page, NetworkWatch.Scope.NAVIGATION_AND_FETCH)) {
      el.click(clickOptions(info, d));
      boolean settled = watch.settle(d, CLICK_GRACE_MILLIS);
      Navigation nav = null;
      if (watch.navigated() || !before.equals(page.url())) {
        Response r = watch.mainResponse();
        nav = new Navigation(before, page.url(), r == null ? null : r.status(), r == null ? null : r.url());
      }
      return ExecutionResult.performed(action, "clicked " + info.describe() + (settled ? "" : "; the page was still loading"), nav, d.elapsedMillis());
    }
  }

  /**
   * Presses a key in the element, focused first. Enter where it would submit a form is refused:
   * submitting is the submit action's, with its proof.
   */
  private ExecutionResult pressKey(Page page, Action.PressKey action, ElementHandle el, Inspection info, Deadline d) {
    String key = action.key().domKey();
    if (action.key() == Action.Key.ENTER && ElementScripts.enterSubmits(el)) {
      return failed(action, ErrorCode.ACTION_FAILED, "press_key Enter: " + info.describe() + " is in a form that Enter would submit; submit with the submit action", d);
    }
    String before = page.url();
    try (NetworkWatch watch = NetworkWatch.start(page, NetworkWatch.Scope.NAVIGATION_AND_FETCH)) {
      el.focus();
      el.press(key, new ElementHandle.PressOptions().setTimeout(d.remaining()));
      boolean settled = watch.settle(d, CLICK_GRACE_MILLIS);
      Navigation nav = null;
      if (watch.navigated() || !before.equals(page.url())) {
        Response r = watch.mainResponse();
        nav = new Navigation(before, page.url(), r == null ? null : r.status(), r == null ? null : r.url());
      }
      return ExecutionResult.performed(action, "pressed " + key + " in " + info.describe() + (settled ? "" : "; the page was still loading"), nav,
          d.elapsedMillis());
    }
  }

  /**
   * Types: in one evaluation for plain text fields without pacing; through Playwright's fill (or
   * key by key with pacing) for the others, with dates, times and numbers written the way the
   * input holds them.
   */
  private ExecutionResult type(Page page, Action.TypeRef action, ElementHandle el, Deadline d) {
    int chars = action.text().length();
    boolean fast = pacing.isOff();
    ElementScripts.Typing t = ElementScripts.typeFast(el, action.text(), fast, keyKindNames);
    if (t.status().equals("disabled") || t.status().equals("hidden")) {
      boolean ready = ElementScripts.await(el, false, true, d.atMost(READY_GRACE_MILLIS));
      t = ready ? ElementScripts.typeFast(el, action.text(), fast, keyKindNames) : t;
    }
    String what = t.describe();
    switch (t.status()) {
      case "typed" -> {
        return ExecutionResult.performed(action, "typed " + chars + " chars into " + what, null, d.elapsedMillis());
      }
      case "keys" -> {
        return typeKeys(page, action, el, t, d);
      }
      case "disabled" -> {
        return failed(action, ErrorCode.ACTION_FAILED, "type_ref: " + what + " is disabled", d);
      }
      case "hidden" -> {
        return failed(action, ErrorCode.ACTION_FAILED, "type_ref: " + what + " is not visible", d);
      }
      case "readonly" -> {
        if (WidgetProbe.of(el).picker()) {
          markOverlays(el.ownerFrame(), action.ref());
          return widget(PickerTyping.choose(page, action.ref(), el, action.text(), d), action, d);
        }
        return failed(action, ErrorCode.ACTION_FAILED, "type_ref: " + what + " is read-only", d);
      }
      case "notext" -> {
        WidgetProbe probe = WidgetProbe.of(el);
        if (SliderKeys.isSlider(probe)) {
          return widget(SliderKeys.set(el, probe, action.text(), d), action, d);
        }
        return failed(action, ErrorCode.ACTION_FAILED, "type_ref: " + what + " does not take text", d);
      }
      default -> {
        // a field the one-evaluation path does not handle: Playwright's own input
      }
    }
    if (t.fillable()) {
      String value = Values.forInput(ValueKind.ofInputType(t.type()), action.text());
      if (value == null) {
        return failed(action, ErrorCode.ACTION_FAILED, "type_ref: the text is no value " + what + " can hold", d);
      }
      if (pacing.keystroke().isZero() || FILLED_TYPES.contains(t.type())) {
        focusPrelude(el, d);
        el.fill(value, new ElementHandle.FillOptions().setTimeout(d.remaining()));
      } else {
        el.fill("", new ElementHandle.FillOptions().setTimeout(d.remaining()));
        focusPrelude(el, d);
        el.focus();
        keys(page, value, d);
      }
    } else {
      focusPrelude(el, d);
      if (pacing.keystroke().isZero()) {
        el.fill(action.text(), new ElementHandle.FillOptions().setTimeout(d.remaining()));
      } else {
        el.focus();
        page.keyboard().press("ControlOrMeta+A");
        if (action.text().isEmpty()) {
          page.keyboard().press("Delete");
        } else {
          keys(page, action.text(), d);
        }
      }
    }
    ElementScripts.blur(el);
    return ExecutionResult.performed(action, "typed " + chars + " chars into " + what, null, d.elapsedMillis());
  }

  /** The result of a widget's own gesture (a date picker, a mask, a slider; internal.act.widgets). */
  private static ExecutionResult widget(PickerTyping.Outcome outcome, Action action, Deadline d) {
    return outcome.performed() ? ExecutionResult.performed(action, outcome.detail(), null, d.elapsedMillis())
        : failed(action, ErrorCode.ACTION_FAILED, action.verb() + ": " + outcome.detail(), d);
  }

  /**
   * Types with key events into a field of a kind that listens to keys ({@link FieldKind}, decided
   * in the page by {@code lib/field-kind.js}): a date picker or masked input in its own format
   * ({@link PickerTyping}); any other, such as an autocomplete, keeping the focus until a
   * suggestion equal to the text is chosen ({@link KeyedTyping}). Either way the popups typing
   * opened are marked before and closed after through {@link Overlays}, then the field is left.
   */
  private ExecutionResult typeKeys(Page page, Action.TypeRef action, ElementHandle el, ElementScripts.Typing t, Deadline d) {
    FieldKind kind = FieldKind.ofScript(t.fieldKind());
    Frame frame = el.ownerFrame();
    if (kind == FieldKind.DATE_PICKER || kind == FieldKind.MASKED) {
      focusPrelude(el, d);
      markOverlays(frame, action.ref());
      return widget(PickerTyping.type(page, action.ref(), el, action.text(), d, text -> keys(page, text, d)), action, d);
    }
    String value = Values.forInput(ValueKind.ofInputType(t.type()), action.text());
    String text = value == null ? action.text() : value;
    el.fill("", new ElementHandle.FillOptions().setTimeout(d.remaining()));
    focusPrelude(el, d);
    markOverlays(frame, action.ref());
    el.focus();
    KeyedTyping.Result r = KeyedTyping.type(el, text, kind == FieldKind.AUTOCOMPLETE, s -> keys(page, s, d), d);
    String closed = closeOverlays(page, frame, action.ref(), d);
    ElementScripts.blur(el);
    String how = r.outcome() == KeyedTyping.Outcome.CHOSEN ? "; chose the suggestion naming it"
        : r.shown() > 0 ? "; none of the " + r.shown() + " suggestions named it" : "";
    return ExecutionResult.performed(action, "typed " + text.length() + " chars with key events into " + t.describe()
        + " (" + kind.name().toLowerCase(Locale.ROOT) + ")" + how + closed, null, d.elapsedMillis());
  }

  /**
   * Chooses a native select's option in one evaluation; null when the element is no native
   * select.
   */
  private @Nullable ExecutionResult selectNative(Action.SelectRef action, ElementHandle el, Deadline d) {
    ElementScripts.NativeChoice c = ElementScripts.selectNative(el, action.option());
    if (c.status().equals("disabled") && ElementScripts.await(el, false, false, d.atMost(READY_GRACE_MILLIS))) {
      c = ElementScripts.selectNative(el, action.option());
    }
    return switch (c.status()) {
      case "notselect" -> null;
      case "selected" -> ExecutionResult.performed(action, "selected option " + (c.index() + 1) + " of " + c.count(), null, d.elapsedMillis());
      case "disabled" -> failed(action, ErrorCode.ACTION_FAILED, "select_ref: select is disabled", d);
      case "optdisabled" -> failed(action, ErrorCode.ACTION_FAILED, "select_ref: option " + (c.index() + 1) + " of " + c.count() + " is disabled", d);
      default -> failed(action, ErrorCode.ACTION_FAILED, "select_ref: none of the " + c.count() + " options matches the requested one", d);
    };
  }

  /**
   * Chooses through the widget of a select replaced by one (select2, Chosen, Selectric, Tom Select
   * and their kind): opens it, picks the option by its text, closes what stayed open. Null when the
   * element is no replaced select.
   */
  private @Nullable ExecutionResult selectWidget(Page page, Action.SelectRef action, ElementHandle el, Deadline d) {
    ElementHandle widget = SelectWidgets.widgetOf(el);
    if (widget == null) {
      return null;
    }
    try {
      pointerPrelude(widget, d);
      SelectWidgets.Choice c = SelectWidgets.choose(page, action.ref(), el, widget, action.option(), d);
      return switch (c.status()) {
        case CHOSEN, ALREADY -> ExecutionResult.performed(action, c.detail(), null, d.elapsedMillis());
        case NOT_SHOWN, NO_SUCH_OPTION, DISABLED, OPTION_DISABLED -> failed(action, ErrorCode.ACTION_FAILED, "select_ref: " + c.detail(), d);
      };
    } finally {
      dispose(widget);
    }
  }

  private ExecutionResult select(Page page, Action.SelectRef action, ElementHandle el, Inspection info, Deadline d) {
    String wanted = action.option();
    Frame frame = el.ownerFrame();
    if (info.tag().equals("select")) {
      NativeOption found = ElementScripts.nativeOption(el, wanted);
      if (found.index() < 0) {
        return failed(action, ErrorCode.ACTION_FAILED, "select_ref: none of the " + found.count() + " options matches the requested one", d);
      }
      if (found.disabled()) {
        return failed(action, ErrorCode.ACTION_FAILED, "select_ref: option " + (found.index() + 1) + " of " + found.count() + " is disabled", d);
      }
      focusPrelude(el, d);
      el.selectOption(new com.microsoft.playwright.options.SelectOption().setIndex(found.index()),
          new ElementHandle.SelectOptionOptions().setTimeout(d.remaining()));
      ElementScripts.blur(el);
      return ExecutionResult.performed(action, "selected option " + (found.index() + 1) + " of " + found.count(), null, d.elapsedMillis());
    }
    boolean autocomplete = info.hasList() || info.role().equals("combobox") || !info.autocomplete().isEmpty() || info.suggests();
    if (info.tag().equals("input") && info.fillable() && autocomplete) {
      if (info.hasList()) {
        String listValue = ElementScripts.datalistValue(el, wanted);
        focusPrelude(el, d);
        el.fill(listValue != null ? listValue : wanted, new ElementHandle.FillOptions().setTimeout(d.remaining()));
        ElementScripts.blur(el);
        String how = listValue != null ? "typed a datalist option" : "typed; no datalist option matched";
        return ExecutionResult.performed(action, how, null, d.elapsedMillis());
      }
      el.fill("", new ElementHandle.FillOptions().setTimeout(d.remaining()));
      focusPrelude(el, d);
      el.focus();
      markOverlays(frame, action.ref());
      KeyedTyping.Result r = KeyedTyping.choose(el, wanted, s -> keys(page, s, d), d);
      String closed = closeOverlays(page, frame, action.ref(), d);
      ElementScripts.blur(el);
      if (r.outcome() != KeyedTyping.Outcome.CHOSEN) {
        return failed(action, ErrorCode.ACTION_FAILED, "select_ref: typed " + r.typedChars() + " chars but none of the " + r.shown()
            + " suggestions named the requested option" + closed, d);
      }
      return ExecutionResult.performed(action, "typed " + r.typedChars() + " chars and chose the matching suggestion of " + r.shown()
          + closed, null, d.elapsedMillis());
    }
    boolean listbox = info.role().equals("listbox");
    if (!listbox && !info.role().equals("combobox")) {
      return failed(action, ErrorCode.ACTION_FAILED, "select_ref: " + info.describe() + " is not a select, combobox or listbox", d);
    }
    markOverlays(frame, action.ref());
    if (!listbox && !info.expanded()) {
      Suggestions.mark(el);
      pointerPrelude(el, d);
      el.click(clickOptions(info, d));
    }
    List<String> shown = Suggestions.await(el, d.atMost(OPEN_LIST_GRACE_MILLIS));
    int pick = Suggestions.pick(shown, wanted, true);
    if (pick >= 0 && Suggestions.choose(el, shown.get(pick), d)) {
      return ExecutionResult.performed(action, (listbox ? "clicked the option" : "opened and clicked the option") + " naming the requested one, "
          + (pick + 1) + " of " + shown.size() + ", of " + info.describe() + closeOverlays(page, frame, action.ref(), d), null, d.elapsedMillis());
    }
    // options that are in no list the suggestions rule finds: the page's visible role=option elements
    ElementHandle option = ElementScripts.awaitOption(el, wanted, d.remaining());
    if (option == null) {
      return failed(action, ErrorCode.ACTION_FAILED, "select_ref: no visible option of " + info.describe() + " matches the requested one"
          + closeOverlays(page, frame, action.ref(), d), d);
    }
    clickOption(option, d);
    return ExecutionResult.performed(action, (listbox ? "clicked the matching option" : "opened and clicked the matching option") + " of " + info.describe()
        + closeOverlays(page, frame, action.ref(), d), null, d.elapsedMillis());
  }

  /** Marks the popups open before a gesture on the ref that may open one (see {@link Overlays}). */
  private static void markOverlays(@Nullable Frame frame, String ref) {
    if (frame != null) {
      Overlays.mark(frame, ref);
    }
  }

  /** Closes the popups the gesture on the ref left open; a note for the detail when one stayed open. */
  private static String closeOverlays(Page page, @Nullable Frame frame, String ref, Deadline d) {
    return frame == null ? "" : Overlays.note(Overlays.close(page, frame, ref, d));
  }

  private void clickOption(ElementHandle option, Deadline d) {
    try {
      pointerPrelude(option, d);
      option.click(new ElementHandle.ClickOptions().setTimeout(d.remaining()));
    } finally {
      dispose(option);
    }
  }

  private ExecutionResult toggle(Action action, ElementHandle el, Inspection info, boolean wanted, Deadline d) {
    Boolean current = info.checked();
    String state = wanted ? "checked" : "unchecked";
    if (current == null) {
      return failed(action, ErrorCode.ACTION_FAILED, action.verb() + ": " + info.describe() + " has no checked state", d);
    }
    if (current == wanted) {
      return ExecutionResult.performed(action, info.describe() + " was already " + state, null, d.elapsedMillis());
    }
    if (!info.nativeToggle() || info.hit() == Hit.SELF || info.hit() == Hit.ANCESTOR) {
      pointerPrelude(el, d);
      el.click(clickOptions(info, d));
      return ExecutionResult.performed(action, "clicked " + info.describe() + " to make it " + state, null, d.elapsedMillis());
    }
    ElementHandle label = ElementScripts.visibleLabel(el);
    if (label != null) {
      try {
        Inspection labelInfo = ElementScripts.inspect(label, true);
        if (!labelInfo.hit().reachable()) {
          labelInfo = ElementScripts.awaitReady(label, labelInfo, true, d.atMost(READY_GRACE_MILLIS));
        }
        if (!labelInfo.hit().reachable()) {
          return failed(action, ErrorCode.ACTION_FAILED, action.verb() + ": the label of " + info.describe() + " " + obstacle(labelInfo), d);
        }
        pointerPrelude(label, d);
        label.click(clickOptions(labelInfo, d));
      } finally {
        dispose(label);
      }
      return ExecutionResult.performed(action, "clicked the label of " + info.describe() + " to make it " + state, null, d.elapsedMillis());
    }
    if (info.hit() == Hit.COVERED) {
      Inspection again = ElementScripts.awaitReady(el, info, true, d.atMost(READY_GRACE_MILLIS));
      if (!again.hit().reachable()) {
        return failed(action, ErrorCode.ACTION_FAILED, action.verb() + ": " + info.describe() + " " + obstacle(again), d);
      }
      pointerPrelude(el, d);
      el.click(clickOptions(again, d));
      return ExecutionResult.performed(action, "clicked " + info.describe() + " to make it " + state, null, d.elapsedMillis());
    }
    // Nothing a person could click: a hidden control without a visible label is a trap, never ticked.
    return failed(action, ErrorCode.ACTION_FAILED, action.verb() + ": " + info.describe() + " is not visible and has no visible label to click", d);
  }

  private ExecutionResult upload(Page page, Action.UploadFile action, ElementHandle el, Inspection info, Deadline d) {
    Path file = action.file();
    if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
      return failed(action, ErrorCode.FILE_NOT_FOUND, "upload_file: file not found or unreadable: " + file.getFileName(), d);
    }
    if (info.type().equals("file")) {
      el.setInputFiles(file, new ElementHandle.SetInputFilesOptions().setTimeout(d.remaining()));
      return ExecutionResult.performed(action, "set 1 file on " + info.describe(), null, d.elapsedMillis());
    }
    if (info.labelsFile()) {
      ElementHandle input = ElementScripts.labelControl(el);
      if (input != null) {
        try {
          input.setInputFiles(file, new ElementHandle.SetInputFilesOptions().setTimeout(d.remaining()));
        } finally {
          dispose(input);
        }
        return ExecutionResult.performed(action, "set 1 file on the file input of the label", null, d.elapsedMillis());
      }
    }
    pointerPrelude(el, d);
    FileChooser chooser;
    try {
      chooser = page.waitForFileChooser(new Page.WaitForFileChooserOptions().setTimeout(d.remaining()), () -> el.click(clickOptions(info, d)));
    } catch (TimeoutError e) {
      return failed(action, ErrorCode.ACTION_TIMEOUT, "upload_file: clicking " + info.describe() + " opened no file chooser", d);
    }
    chooser.setFiles(file, new FileChooser.SetFilesOptions().setTimeout(d.remaining()));
    return ExecutionResult.performed(action, "set 1 file in the file chooser opened by " + info.describe(), null, d.elapsedMillis());
  }

  private ExecutionResult submit(Page page, Action.Submit action, ElementHandle el, Inspection info, Deadline d, @Nullable DialogWatch dialogs,
      @Nullable HostBoundary boundary) {
    boolean enter = action.method() == Action.SubmitMethod.ENTER;
    if (enter) {
      focusPrelude(el, d);
    } else {
      pointerPrelude(el, d);
    }
    Long asked = action.outcomeDeadlineMillis();
    Deadline outcome = Deadline.in(asked != null ? asked : submitDeadline.toMillis());
    // A request counts as the submit's when it goes to a host of the run's boundary (the form's own host without one).
    SubmitWatch.Outcome o = SubmitWatch.perform(page, el, dialogs, boundary == null ? null : boundary::allows, () -> {
      if (enter) {
        el.press("Enter", new ElementHandle.PressOptions().setTimeout(d.remaining()));
      } else {
        el.click(clickOptions(info, d));
      }
    }, outcome, SUBMIT_GRACE_MILLIS);
    Navigation nav = o.navigation();
    Integer status = nav.responseStatus();
    SubmitEffects effects = nav.effects();
    long sent = effects == null ? 0 : effects.requests().size();
    String detail = (enter ? "pressed Enter" : "clicked " + info.describe())
        + (status == null ? "; no response seen" : "; response HTTP " + status)
        + (sent == 0 ? "" : "; " + sent + " request(s) sent")
        + (effects == null || effects.dialogs().isEmpty() ? "" : "; " + effects.dialogs().size() + " dialog(s) answered")
        + (o.settled() ? "" : "; no outcome signal within the submit deadline of " + outcome.totalMillis() + " ms")
        + (effects != null && effects.mayHaveBeenSubmitted() ? "; the form may have been submitted: a request got no answer" : "");
    return ExecutionResult.performed(action, detail, nav, d.elapsedMillis());
  }

  private ExecutionResult waitFor(Page page, Action.WaitFor action, Deadline d) {
    try {
      switch (action.condition()) {
        case SELECTOR -> page.locator(action.value()).first()
            .waitFor(new Locator.WaitForOptions().setState(WaitForSelectorState.VISIBLE).setTimeout(d.remaining()));
        case TEXT -> page.getByText(action.value()).first()
            .waitFor(new Locator.WaitForOptions().setState(WaitForSelectorState.VISIBLE).setTimeout(d.remaining()));
        case URL -> page.waitForURL(url -> UrlMatch.matches(action.value(), url), new Page.WaitForURLOptions().setTimeout(d.remaining()));
        case NETWORK_IDLE -> {
          try (NetworkWatch watch = NetworkWatch.start(page, NetworkWatch.Scope.ALL)) {
            watch.awaitIdle(d, IDLE_MILLIS);
          }
        }
      }
    } catch (TimeoutError e) {
      return failed(action, ErrorCode.ACTION_TIMEOUT, "wait_for " + action.condition() + " did not hold within " + d.totalMillis() + " ms", d);
    } catch (PlaywrightException e) {
      if (Failures.isClosed(e)) {
        throw e;
      }
      return failed(action, ErrorCode.ACTION_FAILED, "wait_for " + action.condition() + " failed: " + Failures.summary(e), d);
    }
    return ExecutionResult.performed(action, "wait_for " + action.condition() + " held", null, d.elapsedMillis());
  }

  private ExecutionResult refresh(Page page, Action.RefreshSoft action, Deadline d) {
    String before = page.url();
    Response r = page.reload(new Page.ReloadOptions().setWaitUntil(WaitUntilState.DOMCONTENTLOADED).setTimeout(d.remaining()));
    PageSettle.afterCommit(page, d);
    Integer status = r == null ? null : r.status();
    return ExecutionResult.performed(action, "reloaded" + (status == null ? "" : "; response HTTP " + status),
        new Navigation(before, page.url(), status, r == null ? null : r.url()), d.elapsedMillis());
  }

  /**
   * Click options: forced when the hit test found the pointer reaches the element through a label
   * or its container (Playwright's own check would wait for the element itself).
   */
  private static ElementHandle.ClickOptions clickOptions(Inspection info, Deadline d) {
    ElementHandle.ClickOptions o = new ElementHandle.ClickOptions().setTimeout(d.remaining());
    return info.hit() == Hit.LABEL || info.hit() == Hit.ANCESTOR ? o.setForce(true) : o;
  }

  // ---- pacing ----

  private void pointerPrelude(ElementHandle el, Deadline d) {
    if (pacing.isOff()) {
      return;
    }
    if (!pacing.scroll().isZero()) {
      el.scrollIntoViewIfNeeded(new ElementHandle.ScrollIntoViewIfNeededOptions().setTimeout(d.remaining()));
      pause(pacing.scroll(), d);
    }
    if (!pacing.hover().isZero()) {
      el.hover(new ElementHandle.HoverOptions().setTimeout(d.remaining()).setForce(true));
      pause(pacing.hover(), d);
    }
  }

  private void focusPrelude(ElementHandle el, Deadline d) {
    if (pacing.isOff()) {
      return;
    }
    if (!pacing.scroll().isZero()) {
      el.scrollIntoViewIfNeeded(new ElementHandle.ScrollIntoViewIfNeededOptions().setTimeout(d.remaining()));
      pause(pacing.scroll(), d);
    }
    if (!pacing.focus().isZero()) {
      el.focus();
      pause(pacing.focus(), d);
    }
  }

  /**
   * Types the text into the focused element, key by key with the pacing's cadence. Typing never
   * submits: a line break would be an Enter key, which submits a form from a single-line field,
   * so outside text areas and editable regions line breaks are typed as spaces.
   */
  private void keys(Page page, String text, Deadline d) {
    if (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) {
      Object multiline = page.evaluate("() => { const e = document.activeElement; return !!e && (e.tagName === 'TEXTAREA' || e.isContentEditable); }");
      if (!Boolean.TRUE.equals(multiline)) {
        text = text.replaceAll("\r\n|\r|\n", " ");
      }
    }
    if (pacing.keystroke().isZero()) {
      page.keyboard().type(text);
      return;
    }
    int[] points = text.codePoints().toArray();
    for (int i = 0; i < points.length; i++) {
      page.keyboard().type(new String(points, i, 1));
      if (i + 1 < points.length) {
        pause(pacing.keystroke(), d);
      }
    }
  }

  private void pause(Duration pause, Deadline d) {
    if (d.expired()) {
      return;
    }
    long left = d.totalMillis() - d.elapsedMillis();
    Duration capped = pause.toMillis() > left ? Duration.ofMillis(Math.max(0, left)) : pause;
    try {
      pacing.sleeper().sleep(capped);
    } catch (InterruptedException e) {
      throw new Interrupted();
    }
  }

  /** A pacing pause was interrupted. */
  private static final class Interrupted extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Interrupted() {
      super(null, null, false, false);
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
     */
    public Builder noReresolution() {
      this.reresolve = false;
      return this;
    }

    /** The pacing; {@link Pacing#off()} by default. */
    public Builder pacing(Pacing pacing) {
      this.pacing = requireNonNull(pacing, "pacing");
      return this;
    }

    /**
     * How long a submit waits for an outcome signal (a navigation that loaded, every request that
     * may carry the form answered); {@link #DEFAULT_SUBMIT_DEADLINE} by default. Past it the
     * result says that the form may have been submitted, never that it was not.
     *
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

    /** The executor. */
    public PlaywrightActionExecutor build() {
      return new PlaywrightActionExecutor(this);
    }
  }
}
