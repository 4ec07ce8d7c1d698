package dev.autopilot.playwright;

import static java.util.Objects.requireNonNull;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Frame;
import com.microsoft.playwright.Page;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.StaleRefException;
import dev.autopilot.core.Verifier;
import dev.autopilot.core.match.AnswerParts;
import dev.autopilot.core.match.Match;
import dev.autopilot.core.match.StepControls;
import dev.autopilot.core.match.StepTransition;
import dev.autopilot.core.match.ValueKind;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.FieldError;
import dev.autopilot.core.model.Navigation;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Verification;
import dev.autopilot.playwright.internal.act.ElementScripts;
import dev.autopilot.playwright.internal.act.Rematch;
import dev.autopilot.playwright.internal.act.widgets.Overlays;
import dev.autopilot.playwright.internal.act.widgets.SelectWidgets;
import dev.autopilot.playwright.internal.proof.ClickEffect;
import dev.autopilot.playwright.internal.proof.ReadBack;
import dev.autopilot.playwright.internal.proof.SubmitEvidence;
import dev.autopilot.playwright.internal.session.DialogWatch;
import dev.autopilot.playwright.internal.snapshot.Refs;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
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
  /** How long a popup may take to close by itself before "popups closed" fails (pickers fade out). */
  private static final long POPUP_CLOSE_MILLIS = 1_000;

  private final boolean reread;
  private final boolean errorsMustClear;

  private PlaywrightVerifier(Builder b) {
    this.reread = b.reread;
    this.errorsMustClear = b.errorsMustClear;
  }

  /**
   * The verifier with its defaults: an answered question's error must be gone, re-read once from
   * a snapshot taken through the pipeline when the snapshot after the action still shows it.
   */
  public static PlaywrightVerifier create() {
    return builder().build();
  }

  /** A builder starting from the defaults of {@link #create()}. */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder holding this verifier's settings, to derive a variant. */
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
      return submit(execution, before, after);
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
    String ref = requireNonNull(action.targetRef(), "ref");
    Target target = new Target(ref, before, after);
    if (action instanceof Action.ClickRef c) {
      SemanticElement was = target.before();
      if (was == null || !was.role().isToggle()) {
        return click(execution, c, before, after, ClickEffect.read(page), dialogsNow(session));
      }
      // A click on a radio, checkbox or switch is an answer: it must leave the control in the
      // state the click stands for, as set_radio and set_checkbox must.
      ReadBack live = ReadBack.of(page, session.refState(), ref, null);
      if (!live.found()) {
        return gone(action, ref);
      }
      boolean radio = was.role() == Role.RADIO;
      boolean wanted = radio || !Boolean.TRUE.equals(was.checked());
      return toggle(pipeline, action, target, wanted, radio, live);
    }
    if (action instanceof Action.PressKey k) {
      return pressed(execution, k, target, ReadBack.of(page, session.refState(), ref, null), focused(page, session, ref));
    }
    ReadBack live = ReadBack.of(page, session.refState(), ref, action instanceof Action.UploadFile u ? fileName(u.file()) : null);
    if (!live.found()) {
      return gone(action, ref);
    }
    if (action instanceof Action.SetRadio) {
      return toggle(pipeline, action, target, true, true, live);
    }
    if (action instanceof Action.SetCheckbox c) {
      return toggle(pipeline, action, target, c.checked(), false, live);
    }
    if (action instanceof Action.TypeRef t) {
      return typed(pipeline, t, target, live, page, session);
    }
    if (action instanceof Action.SelectRef s) {
      return selected(pipeline, s, target, live, page, session);
    }
    if (action instanceof Action.UploadFile u) {
      return uploaded(u, target, live);
    }
    throw new IllegalArgumentException("unknown action " + action.verb());
  }

  /** Whether the element of the ref, or something in it, has the focus now; false when it is gone. */
  private static boolean focused(Page page, PlaywrightBrowserSession session, String ref) {
    return onElement(page, session, ref, "press_key", false, ElementScripts::hasFocus);
  }

  /** What {@code read} reads from the live element of the ref (disposed after); {@code gone} when the ref no longer resolves. */
  private static <T> T onElement(Page page, PlaywrightBrowserSession session, String ref, String purpose, T gone, Function<ElementHandle, T> read) {
    ElementHandle el;
    try {
      el = Refs.resolve(page, session.refState(), ref, purpose);
    } catch (StaleRefException e) {
      return gone;
    }
    try {
      return read.apply(el);
    } finally {
      el.dispose();
    }
  }

  /**
   * A key press is verified by its effect, never by the press itself: Tab must move the focus off
   * the target; any other key must navigate, change the target's value or state, change another
   * element of the page (a listbox opened, a popup closed), or move the focus.
   */
  private static Verification pressed(ExecutionResult execution, Action.PressKey action, Target t, ReadBack live, boolean stillFocused) {
    Evidence focusMoved = new Evidence("focus moved", !stillFocused, "on " + t.ref, stillFocused ? "on " + t.ref : "elsewhere");
    if (action.key() == Action.Key.TAB) {
      return Verification.fromEvidence(action, List.of(focusMoved));
    }
    SemanticElement was = t.before();
    boolean navigated = execution.navigation() != null;
    boolean targetChanged = was != null && live.found() && (!Objects.equals(was.value(), live.value()) || !Objects.equals(was.checked(), live.checked()));
    int others = changedElements(t.beforeSnapshot, t.afterSnapshot, t.ref);
    boolean structure = !Objects.equals(t.beforeSnapshot.page().structureHash(), t.afterSnapshot.page().structureHash());
    boolean effect = navigated || targetChanged || others > 0 || structure || focusMoved.held();
    String seen = navigated ? "navigated" : targetChanged ? "target changed" : others > 0 ? others + " other elements changed"
        : structure ? "page structure changed" : focusMoved.held() ? "focus moved" : "nothing changed";
    return Verification.fromEvidence(action, List.of(new Evidence("key had an effect", effect, null, seen), Evidence.informative(focusMoved.criterion(), focusMoved.held(), focusMoved.before(), focusMoved.after())));
  }

  private static Verification gone(Action action, String ref) {
    return Verification.fromEvidence(action, List.of(new Evidence("target still on the page", false, ref, "gone")));
  }

  private Verification toggle(SnapshotPipeline pipeline, Action action, Target t, boolean wanted, boolean radio, ReadBack live) {
    Criteria c = new Criteria();
    SemanticElement was = t.before();
    c.decide(wanted ? "target checked" : "target unchecked", Objects.equals(live.checked(), wanted), str(was == null ? null : was.checked()),
        str(live.checked()));
    if (radio) {
      int othersBefore = t.before == null ? 0 : checkedPeers(t.beforeSnapshot, t.before);
      SemanticElement now = t.after();
      int othersAfter = Math.max(live.othersChecked(), now == null ? 0 : checkedPeers(t.afterSnapshot, now));
      c.decide("other radios of the group unchecked", othersAfter == 0, othersBefore + " other checked", othersAfter + " other checked");
    }
    errors(pipeline, c, t, wanted);
    return c.verification(action);
  }

  private Verification typed(SnapshotPipeline pipeline, Action.TypeRef action, Target t, ReadBack live, Page page, PlaywrightBrowserSession session) {
    Criteria c = new Criteria();
    SemanticElement was = t.before();
    // A part of an answer asked in parts (a day, an area code) holds by the rules the planner split it by.
    Optional<AnswerParts.Part> part = was == null ? Optional.empty() : AnswerParts.partOf(t.beforeSnapshot, was);
    boolean holds = part.isPresent() ? AnswerParts.holds(part.get(), action.text(), live.value()) : typedHolds(was, live, action.text());
    c.decide("value matches", holds, cut(was == null ? null : was.value()), cut(live.value()));
    // suggestions, a date picker's popup: what typing opened is closed again (issue 12); only
    // where the executor's gesture marked popups for this ref (read back with the value, no extra call)
    if (live.marked()) {
      popupsClosed(c, page, session, t.ref);
    }
    errors(pipeline, c, t, false);
    return c.verification(action);
  }

  /**
   * Whether a typed text holds: {@link Match#holds} for the element's {@link ValueKind}, derived
   * from the element as the snapshot before the action saw it (the rule planner derives it from
   * the same element), else from the live input's type.
   */
  static boolean typedHolds(@Nullable SemanticElement was, ReadBack live, String wanted) {
    if (was != null) {
      return Match.holds(was, wanted, live.value());
    }
    return Match.holds(ValueKind.ofInputType(live.tag().equals("input") ? live.type() : null), wanted, live.value());
  }

  /**
   * Whether the wanted option is chosen, by {@link Match#sameOption}: a selected option's label or
   * value names it; or, for widgets that are not native selects, the value, a datalist label or
   * the text the widget shows names it (an input whose suggestions are still open does not
   * count), or an autocomplete input completed the wanted text to a longer suggestion.
   */
  static boolean optionChosen(String wanted, ReadBack live) {
    for (List<String> pair : live.selected()) {
      if (Match.anyOption(wanted, pair)) {
        return true;
      }
    }
    if (live.tag().equals("select")) {
      return false;
    }
    String shown = live.value() == null ? "" : live.value();
    boolean input = live.tag().equals("input");
    boolean showsIt = Match.sameOption(wanted, shown)
        || Match.anyOption(wanted, live.listLabels())
        || Match.anyOption(wanted, live.shown())
        || (input && !wanted.isBlank() && Match.key(shown).contains(Match.key(wanted)));
    return showsIt && !(input && live.expanded());
  }

  private Verification selected(SnapshotPipeline pipeline, Action.SelectRef action, Target t, ReadBack live, Page page, PlaywrightBrowserSession session) {
    Criteria c = new Criteria();
    String wanted = action.option();
    SemanticElement before = t.before();
    Optional<AnswerParts.Part> part = before == null ? Optional.empty() : AnswerParts.partOf(t.beforeSnapshot, before);
    boolean chosen = optionChosen(wanted, live)
        || part.isPresent() && live.tag().equals("select") && live.selected().stream().anyMatch(pair -> pair.stream().anyMatch(v -> AnswerParts.holds(part.get(), wanted, v)));
    String shown = live.value() == null ? "" : live.value();
    SemanticElement was = t.before();
    c.decide("option selected", chosen, cut(was == null ? null : was.value()),
        cut(shown.isEmpty() && !live.shown().isEmpty() ? String.join(" | ", live.shown()) : shown));
    // a replaced select's widget and the popups of the gesture: only where the executor marked them
    boolean judged = live.marked() && widgetAndPopups(c, page, session, t.ref, wanted, live);
    if (!judged && !chosen && live.tag().equals("input") && live.expanded()) {
      c.inform("popups closed", false, null, "still open");
    }
    errors(pipeline, c, t, false);
    return c.verification(action);
  }

  /**
   * Two more criteria where they apply: a select replaced by a widget must show the choice in its
   * widget too ({@link #widgetShows}); the popups the executor's gesture opened must be closed
   * ({@link #popupsClosed}).
   *
   * @return whether "popups closed" was judged
   */
  private static boolean widgetAndPopups(Criteria c, Page page, PlaywrightBrowserSession session, String ref, String wanted, ReadBack live) {
    return onElement(page, session, ref, "select_ref", false, el -> {
      List<String> shown = live.tag().equals("select") ? SelectWidgets.shown(el) : null;
      if (shown != null) {
        c.decide("widget shows the choice", widgetShows(wanted, live, shown), null, cut(String.join(" | ", shown)));
      }
      return popupsClosed(c, el, ref);
    });
  }

  /** {@link #popupsClosed(Criteria, ElementHandle, String)} for the element of the ref, when it is still there. */
  private static void popupsClosed(Criteria c, Page page, PlaywrightBrowserSession session, String ref) {
    onElement(page, session, ref, "type_ref", false, el -> popupsClosed(c, el, ref));
  }

  /**
   * The one criterion "popups closed" of type_ref and select_ref: the popups the executor's
   * gesture on the ref opened (suggestions, a date picker, a replaced select's list) are closed,
   * after up to {@link #POPUP_CLOSE_MILLIS} for one that fades out ({@link Overlays#leftOpen},
   * judged only where the executor marked them for this ref).
   *
   * @return whether the criterion was judged
   */
  private static boolean popupsClosed(Criteria c, ElementHandle el, String ref) {
    Frame frame = el.ownerFrame();
    if (frame == null) {
      return false;
    }
    Overlays.awaitClosed(frame, ref, POPUP_CLOSE_MILLIS);
    List<String> left = Overlays.leftOpen(frame, ref);
    if (left == null) {
      return false;
    }
    c.decide("popups closed", left.isEmpty(), null, left.isEmpty() ? "none open" : cut(String.join(", ", left)));
    return true;
  }

  /**
   * Whether the widget of a replaced select shows the wanted option, by {@link Match#anyOption}:
   * one of its texts names it, or names the selected option that names it (the answer given as
   * the option's value).
   */
  static boolean widgetShows(String wanted, ReadBack live, List<String> shown) {
    if (Match.anyOption(wanted, shown)) {
      return true;
    }
    for (List<String> pair : live.selected()) {
      if (Match.anyOption(wanted, pair) && !pair.isEmpty() && Match.anyOption(pair.get(0), shown)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the file took: a file input holds a file of that name ({@link Match#sameFile}); for
   * another target (a styled drop zone), any file input of the page holds it or the page shows
   * its name.
   */
  static boolean fileHeld(@Nullable String name, ReadBack live) {
    if (!live.type().equals("file")) {
      return live.fileAnywhere() || live.pageShowsFile();
    }
    return name == null ? !live.files().isEmpty() : live.files().stream().anyMatch(f -> Match.sameFile(name, f));
  }

  private static Verification uploaded(Action.UploadFile action, Target t, ReadBack live) {
    boolean fileInput = live.type().equals("file");
    boolean held = fileHeld(fileName(action.file()), live);
    SemanticElement was = t.before();
    String now = fileInput ? live.files().size() + " file(s): " + String.join(", ", live.files())
        : (live.fileAnywhere() ? "a file input holds the file" : live.pageShowsFile() ? "the page shows the file name" : "no trace of the file");
    return Verification.fromEvidence(action, List.of(new Evidence("file attached", held, cut(was == null ? null : was.value()), cut(now))));
  }

  private static Verification submit(ExecutionResult execution, SemanticSnapshot before, SemanticSnapshot after) {
    List<Evidence> evidence = SubmitEvidence.of(execution.navigation(), before, after);
    List<String> proofs = evidence.stream().filter(e -> e.deciding() && e.held()).map(Evidence::criterion).toList();
    if (proofs.isEmpty()) {
      return new Verification(execution.action(), false, "the submit changed nothing: no navigation, no request, no change to the form, "
          + "its submit control or the page's announcements, no dialog", evidence);
    }
    return new Verification(execution.action(), true, "submit proven by: " + String.join(", ", proofs), evidence);
  }

  /**
   * A click on anything but a toggle counts when it had an effect: the URL changed, the page's
   * interactive structure, the target's state, the errors or another control's state changed, a
   * JavaScript dialog opened, or the page changed visibly anywhere after the click ({@link
   * ClickEffect}: content that was already changing before the click, a clock or a carousel, is
   * not its effect). A click with none of these is unverified, with that reason.
   */
  private static Verification click(ExecutionResult execution, Action.ClickRef action, SemanticSnapshot before, SemanticSnapshot after,
      ClickEffect.Seen seen, int dialogsNow) {
    List<Evidence> changes = new ArrayList<>();
    Navigation nav = execution.navigation();
    String urlBefore = before.page().url();
    String urlAfter = after.page().url();
    if (!urlBefore.equals(urlAfter) || (nav != null && !nav.urlBefore().equals(nav.urlAfter()))) {
      changes.add(new Evidence("URL changed", true, cut(urlBefore), cut(nav != null ? nav.urlAfter() : urlAfter)));
    }
    if (!before.page().structureHash().equals(after.page().structureHash()) || after.structureChanged() && after.epoch() != before.epoch()) {
      changes.add(new Evidence("page structure changed", true, before.page().structureHash(), after.page().structureHash()));
    }
    SemanticElement targetBefore = before.element(action.ref()).orElse(null);
    SemanticElement targetAfter = after.element(action.ref()).orElse(null);
    if (targetBefore != null && !sameState(targetBefore, targetAfter)) {
      changes.add(new Evidence("target state changed", true, cut(state(targetBefore)), cut(targetAfter == null ? "gone" : state(targetAfter))));
    }
    List<String> errorsBefore = before.visibleErrors().stream().map(FieldError::text).toList();
    List<String> errorsAfter = after.visibleErrors().stream().map(FieldError::text).toList();
    if (!errorsBefore.equals(errorsAfter)) {
      changes.add(new Evidence("errors changed", true, errorsBefore.size() + " shown", errorsAfter.size() + " shown"));
    }
    int changedElements = changedElements(before, after, action.ref());
    if (changedElements > 0) {
      changes.add(new Evidence("other elements changed state", true, null, changedElements + " changed"));
    }
    if (seen.armed() && dialogsNow > seen.dialogsBefore()) {
      changes.add(new Evidence("dialog opened", true, null, (dialogsNow - seen.dialogsBefore()) + " opened"));
    }
    if (seen.changes() > 0) {
      changes.add(new Evidence("page changed visibly", true, null, seen.changes() + " change(s): " + String.join(", ", seen.seen())));
    }
    if (changes.isEmpty()) {
      String ignored = seen.ignored() > 0 ? "; " + seen.ignored() + " change(s) to content that was already changing before the click ignored" : "";
      return new Verification(action, false, "the click had no effect: no navigation, no dialog, no visible change to the page" + ignored,
          List.of(new Evidence("something observable changed", false, before.page().structureHash(), cut("nothing changed" + ignored))));
    }
    return Verification.fromEvidence(action, changes);
  }

  /** How many JavaScript dialogs the session has answered; 0 when it keeps no record of them. */
  private static int dialogsNow(PlaywrightBrowserSession session) {
    try {
      return session.unwrap(DialogWatch.class).all().size();
    } catch (IllegalArgumentException e) {
      return 0;
    }
  }

  /**
   * The question's visible errors must not grow. When it showed errors before: for an answer
   * (checking a radio or checkbox) they must decrease, re-read once from a fresh snapshot when the
   * snapshot after still shows them; otherwise their decrease is recorded without deciding.
   */
  private void errors(SnapshotPipeline pipeline, Criteria c, Target t, boolean answers) {
    SemanticElement was = t.before();
    SemanticElement now = t.after();
    int errorsBefore = was == null ? 0 : t.beforeSnapshot.errorsFor(was).size();
    int errorsAfter = now == null ? 0 : t.afterSnapshot.errorsFor(now).size();
    boolean deciding = answers && errorsMustClear && errorsBefore > 0;
    boolean reread = false;
    if (deciding && errorsAfter >= errorsBefore && this.reread) {
      SemanticSnapshot fresh = pipeline.take(REREAD);
      SemanticElement again = fresh.element(t.ref).orElse(null);
      errorsAfter = again == null ? errorsAfter : fresh.errorsFor(again).size();
      reread = true;
    }
    c.decide("question errors did not grow", errorsAfter <= errorsBefore, String.valueOf(errorsBefore), String.valueOf(errorsAfter));
    if (errorsBefore > 0) {
      String after = errorsAfter + (reread ? " (read again)" : "");
      if (deciding) {
        c.decide("question errors decreased", errorsAfter < errorsBefore, String.valueOf(errorsBefore), after);
      } else {
        c.inform("question errors decreased", errorsAfter < errorsBefore, String.valueOf(errorsBefore), after);
      }
    }
  }

  /** How many other radios of the element's group the snapshot shows checked. */
  private static int checkedPeers(SemanticSnapshot s, SemanticElement radio) {
    return s.groupOf(radio).map(g -> (int) s.members(g).stream()
        .filter(m -> !m.ref().equals(radio.ref()) && m.role() == Role.RADIO && Boolean.TRUE.equals(m.checked()))
        .count()).orElse(0);
  }

  private static boolean sameState(SemanticElement a, @Nullable SemanticElement b) {
    return b != null && Objects.equals(a.checked(), b.checked()) && Objects.equals(a.value(), b.value())
        && a.options().equals(b.options()) && a.visible() == b.visible() && a.disabled() == b.disabled()
        && a.attributes().equals(b.attributes()) && a.name().equals(b.name());
  }

  private static String state(SemanticElement e) {
    return "checked=" + e.checked() + " value=" + e.value() + " visible=" + e.visible() + " " + e.attributes();
  }

  private static int changedElements(SemanticSnapshot before, SemanticSnapshot after, String except) {
    Map<String, SemanticElement> was = new HashMap<>();
    for (SemanticElement e : before.elements()) {
      was.put(e.ref(), e);
    }
    int changed = 0;
    for (SemanticElement e : after.elements()) {
      SemanticElement old = was.get(e.ref());
      if (old != null && !e.ref().equals(except)
          && !(Objects.equals(old.checked(), e.checked()) && Objects.equals(old.value(), e.value()) && old.options().equals(e.options()))) {
        changed++;
      }
    }
    return changed;
  }

  private static @Nullable String fileName(Path file) {
    Path name = file.getFileName();
    return name == null ? null : name.toString();
  }

  private static @Nullable String cut(@Nullable String s) {
    return s == null || s.length() <= EVIDENCE_CHARS ? s : s.substring(0, EVIDENCE_CHARS);
  }

  private static @Nullable String str(@Nullable Boolean b) {
    return b == null ? null : b.toString();
  }

  /**
   * The target in both snapshots. In the snapshot before, an element whose ref the executor
   * re-resolved is found by role, name and question.
   */
  private static final class Target {
    final String ref;
    final SemanticSnapshot beforeSnapshot;
    final SemanticSnapshot afterSnapshot;
    final @Nullable SemanticElement before;

    Target(String ref, SemanticSnapshot beforeSnapshot, SemanticSnapshot afterSnapshot) {
      this.ref = ref;
      this.beforeSnapshot = beforeSnapshot;
      this.afterSnapshot = afterSnapshot;
      SemanticElement direct = beforeSnapshot.element(ref).orElse(null);
      SemanticElement now = afterSnapshot.element(ref).orElse(null);
      if (direct == null && now != null) {
        List<SemanticElement> found = Rematch.candidates(afterSnapshot, now, beforeSnapshot);
        direct = found.size() == 1 ? found.get(0) : null;
      }
      this.before = direct;
    }

    @Nullable SemanticElement before() {
      return before;
    }

    @Nullable SemanticElement after() {
      return afterSnapshot.element(ref).orElse(null);
    }
  }

  /** The criteria of one verification: deciding ones and informative ones, in order. */
  private static final class Criteria {
    private final List<Evidence> all = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();

    void decide(String criterion, boolean held, @Nullable String before, @Nullable String after) {
      all.add(new Evidence(criterion, held, before, after));
    }

    void inform(String criterion, boolean held, @Nullable String before, @Nullable String after) {
      all.add(Evidence.informative(criterion, held, before, after));
      if (!held) {
        notes.add(criterion + " did not hold (informative)");
      }
    }

    Verification verification(Action action) {
      Verification v = Verification.fromEvidence(action, all);
      return notes.isEmpty() ? v : new Verification(action, v.verified(), v.reason() + "; " + String.join("; ", notes), all);
    }
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
     */
    public Builder noReread() {
      this.reread = false;
      return this;
    }

    /**
     * Whether the error a question showed before must be gone once a radio or checkbox answers
     * it (default true). False records it without deciding, for sites that clear
     * errors only on the next submit.
     */
    public Builder errorsMustClear(boolean mustClear) {
      this.errorsMustClear = mustClear;
      return this;
    }

    /** The verifier. */
    public PlaywrightVerifier build() {
      return new PlaywrightVerifier(this);
    }
  }
}
