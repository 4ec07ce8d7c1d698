package dev.autopilot.playwright;

import static java.util.Objects.requireNonNull;

import com.microsoft.playwright.Page;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.Verifier;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.FieldError;
import dev.autopilot.core.model.Navigation;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Verification;
import dev.autopilot.playwright.internal.ReadBack;
import dev.autopilot.playwright.internal.ValueMatch;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The {@link Verifier} for Playwright sessions: the blueprint's verification matrix, checked
 * against a live read-back of the target (one evaluation, after the next animation frame, so
 * handlers that undo a click have run) and the snapshots before and after the action.
 *
 * <ul>
 *   <li>{@code set_radio}, {@code set_checkbox}: the target's checked state is the wanted one;
 *       for radios the other radios of its group are unchecked; the errors of its field or group
 *       did not grow. Whether an error shown before is gone is recorded as well, without deciding
 *       the verdict (many pages clear errors only on the next submit).
 *   <li>{@code type_ref}: the value equals the typed text, ignoring surrounding and repeated
 *       whitespace, letter case for e-mail inputs and all but digits for phone inputs; the
 *       field's errors did not grow.
 *   <li>{@code select_ref}: the chosen option is selected (native select) or shown (custom
 *       combobox, datalist input); the field's errors did not grow.
 *   <li>{@code upload_file}: the file input holds a file, or the page holds or shows the file.
 *   <li>{@code submit}: the URL changed or a response was captured. The outcome is the
 *       classifier's call.
 *   <li>{@code click_ref} on a radio, checkbox or switch: as {@code set_radio}, or the checkbox
 *       toggled; on anything else, something observable changed: URL, structure, the target's state,
 *       the errors, or any element's value or checked state.
 *   <li>{@code wait_for}, {@code refresh_soft}: verified when performed.
 * </ul>
 *
 * <p>An execution that was not performed is never verified. Evidence values are cut at 200
 * characters; typed values appear in evidence (observability redacts them), never in reasons.
 * Immutable and thread-safe; each call must come from the thread that owns the session. Never
 * returns null.
 */
public final class PlaywrightVerifier implements Verifier {

  private static final int EVIDENCE_CHARS = 200;

  private PlaywrightVerifier() {}

  /** The verifier. */
  public static PlaywrightVerifier create() {
    return new PlaywrightVerifier();
  }

  /**
   * Verifies one executed action.
   *
   * @throws BrowserException with {@link ErrorCode#BROWSER_CRASHED} when the page or browser is
   *     gone during the read-back
   * @throws IllegalArgumentException when the session has no Playwright page
   */
  @Override
  public Verification verify(BrowserSession session, ExecutionResult execution, SemanticSnapshot before, SemanticSnapshot after) {
    requireNonNull(execution, "execution");
    requireNonNull(before, "before");
    requireNonNull(after, "after");
    Action action = execution.action();
    if (!execution.performed()) {
      return Verification.fromEvidence(action, List.of(new Evidence("performed", false, null, execution.errorCode())));
    }
    if (action instanceof Action.WaitFor || action instanceof Action.RefreshSoft) {
      return Verification.fromEvidence(action, List.of(new Evidence("performed", true, null, cut(execution.detail()))));
    }
    if (action instanceof Action.Submit) {
      return submit(execution, before, after);
    }
    Page page = session.unwrap(Page.class);
    if (action instanceof Action.ClickRef c) {
      SemanticElement target = before.element(c.ref()).orElse(null);
      if (target == null || !target.isToggle()) {
        return click(execution, c, before, after);
      }
      // A click on a radio, checkbox or switch is an answer: it must leave the control in the
      // state the click stands for, as set_radio and set_checkbox must.
      ReadBack live = ReadBack.of(page, c.ref(), null);
      if (!live.found()) {
        return Verification.fromEvidence(action, List.of(new Evidence("target still on the page", false, c.ref(), "gone")));
      }
      boolean wanted = target.role().equals("radio") || !Boolean.TRUE.equals(target.checked());
      return toggle(action, c.ref(), wanted, target.role().equals("radio"), live, before, after);
    }
    String ref = requireNonNull(action.targetRef(), "ref");
    ReadBack live = ReadBack.of(page, ref, action instanceof Action.UploadFile u ? fileName(u.file()) : null);
    if (!live.found()) {
      return Verification.fromEvidence(action, List.of(new Evidence("target still on the page", false, ref, "gone")));
    }
    if (action instanceof Action.SetRadio) {
      return toggle(action, ref, true, true, live, before, after);
    }
    if (action instanceof Action.SetCheckbox c) {
      return toggle(action, ref, c.checked(), false, live, before, after);
    }
    if (action instanceof Action.TypeRef t) {
      return typed(t, live, before, after);
    }
    if (action instanceof Action.SelectRef s) {
      return selected(s, live, before, after);
    }
    if (action instanceof Action.UploadFile u) {
      return uploaded(u, live, before);
    }
    throw new IllegalArgumentException("unknown action " + action.verb());
  }

  private static Verification toggle(Action action, String ref, boolean wanted, boolean radio, ReadBack live, SemanticSnapshot before, SemanticSnapshot after) {
    Required req = new Required();
    Boolean was = before.element(ref).map(SemanticElement::checked).orElse(null);
    req.add(new Evidence(wanted ? "target checked" : "target unchecked", Objects.equals(live.checked(), wanted), str(was), str(live.checked())));
    if (radio) {
      req.add(new Evidence("other radios of the group unchecked", live.othersChecked() == 0, null, live.othersChecked() + " other checked"));
    }
    errors(req, ref, before, after);
    return req.verification(action);
  }

  private static Verification typed(Action.TypeRef action, ReadBack live, SemanticSnapshot before, SemanticSnapshot after) {
    Required req = new Required();
    String was = before.element(action.ref()).map(SemanticElement::value).orElse(null);
    String type = live.tag().equals("input") ? live.type() : null;
    req.add(new Evidence("value matches", ValueMatch.typed(type, action.text(), live.value()), cut(was), cut(live.value())));
    errors(req, action.ref(), before, after);
    return req.verification(action);
  }

  private static Verification selected(Action.SelectRef action, ReadBack live, SemanticSnapshot before, SemanticSnapshot after) {
    Required req = new Required();
    String wanted = action.option();
    boolean held = false;
    for (List<String> option : live.selected()) {
      for (String labelOrValue : option) {
        held |= ValueMatch.sameOption(wanted, labelOrValue);
      }
    }
    if (!live.tag().equals("select") && !held) {
      String shown = live.value() == null ? "" : live.value();
      held = ValueMatch.sameOption(wanted, shown) || live.listLabels().stream().anyMatch(l -> ValueMatch.sameOption(wanted, l))
          || (!wanted.isBlank() && ValueMatch.key(shown).contains(ValueMatch.key(wanted)) && !live.tag().equals("input"));
    }
    String was = before.element(action.ref()).map(SemanticElement::value).orElse(null);
    req.add(new Evidence("option selected", held, cut(was), cut(live.value())));
    errors(req, action.ref(), before, after);
    return req.verification(action);
  }

  private static Verification uploaded(Action.UploadFile action, ReadBack live, SemanticSnapshot before) {
    boolean fileInput = live.type().equals("file");
    boolean held = fileInput ? !live.files().isEmpty() : live.fileAnywhere() || live.pageShowsFile();
    String was = before.element(action.ref()).map(SemanticElement::value).orElse(null);
    String now = fileInput ? live.files().size() + " file(s): " + String.join(", ", live.files())
        : (live.fileAnywhere() ? "a file input holds the file" : live.pageShowsFile() ? "the page shows the file name" : "no trace of the file");
    return Verification.fromEvidence(action, List.of(new Evidence("file attached", held, cut(was), cut(now))));
  }

  private static Verification submit(ExecutionResult execution, SemanticSnapshot before, SemanticSnapshot after) {
    Navigation nav = execution.navigation();
    String urlBefore = nav != null ? nav.urlBefore() : before.page().url();
    String urlAfter = nav != null ? nav.urlAfter() : after.page().url();
    Integer status = nav == null ? null : nav.responseStatus();
    boolean urlChanged = !urlBefore.equals(urlAfter) || !before.page().url().equals(after.page().url());
    List<Evidence> evidence = new ArrayList<>();
    evidence.add(new Evidence("URL changed or a response was captured", urlChanged || status != null, cut(urlBefore),
        cut(urlAfter + (status == null ? " (no response seen)" : " (HTTP " + status + ")"))));
    return Verification.fromEvidence(execution.action(), evidence);
  }

  private static Verification click(ExecutionResult execution, Action.ClickRef action, SemanticSnapshot before, SemanticSnapshot after) {
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
    if (changes.isEmpty()) {
      changes.add(new Evidence("something observable changed", false, before.page().structureHash(), "nothing changed"));
    }
    return Verification.fromEvidence(action, changes);
  }

  /**
   * The field's or group's visible errors must not grow; whether errors shown before are gone is
   * recorded without deciding the verdict.
   */
  private static void errors(Required req, String ref, SemanticSnapshot before, SemanticSnapshot after) {
    int was = before.element(ref).map(e -> before.errorsFor(e).size()).orElse(0);
    int now = after.element(ref).map(e -> after.errorsFor(e).size()).orElse(0);
    req.add(new Evidence("field errors did not grow", now <= was, String.valueOf(was), String.valueOf(now)));
    if (was > 0) {
      req.inform(new Evidence("field error cleared", now == 0, String.valueOf(was), String.valueOf(now)));
    }
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
    return ValueMatch.cut(s, EVIDENCE_CHARS);
  }

  private static @Nullable String str(@Nullable Boolean b) {
    return b == null ? null : b.toString();
  }

  /** Evidence that decides the verdict, and evidence that is only recorded. */
  private static final class Required {
    private final List<Evidence> deciding = new ArrayList<>();
    private final List<Evidence> all = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();

    void add(Evidence e) {
      deciding.add(e);
      all.add(e);
    }

    void inform(Evidence e) {
      all.add(e);
      if (!e.held()) {
        notes.add(e.criterion() + " did not hold (informative)");
      }
    }

    Verification verification(Action action) {
      Verification v = Verification.fromEvidence(action, deciding);
      String reason = notes.isEmpty() ? v.reason() : v.reason() + "; " + String.join("; ", notes);
      return new Verification(action, v.verified(), reason, all);
    }
  }

  @Override
  public String toString() {
    return "PlaywrightVerifier";
  }
}
