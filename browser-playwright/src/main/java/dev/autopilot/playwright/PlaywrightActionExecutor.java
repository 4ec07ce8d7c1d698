package dev.autopilot.playwright;

import static java.util.Objects.requireNonNull;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.FileChooser;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.TimeoutError;
import com.microsoft.playwright.options.WaitForSelectorState;
import com.microsoft.playwright.options.WaitUntilState;
import dev.autopilot.core.ActionExecutor;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.StaleRefException;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.Navigation;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.playwright.internal.Deadline;
import dev.autopilot.playwright.internal.ElementScripts;
import dev.autopilot.playwright.internal.ElementScripts.Inspection;
import dev.autopilot.playwright.internal.Failures;
import dev.autopilot.playwright.internal.NetworkWatch;
import dev.autopilot.playwright.internal.Refs;
import dev.autopilot.playwright.internal.UrlMatch;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jspecify.annotations.Nullable;

/**
 * The {@link ActionExecutor} for Playwright sessions: resolves the action's ref through the page's
 * ref registry to the very element the snapshot described, and carries out the gesture within
 * the action's timeout.
 *
 * <ul>
 *   <li>{@code click_ref}: clicks (Playwright scrolls it into view and waits until it can be
 *       clicked); a navigation it causes is awaited and reported.
 *   <li>{@code type_ref}: fills inputs and textareas, select-all and types into contenteditable
 *       elements, then moves the focus away so change and blur handlers run.
 *   <li>{@code select_ref}: native selects by option label, else value; inputs with a datalist or
 *       ARIA autocomplete by typing then choosing; custom comboboxes and listboxes by opening and
 *       clicking the option whose name matches (case and spacing ignored).
 *   <li>{@code set_checkbox}, {@code set_radio}: click only when the state differs; a hidden or
 *       covered native control is clicked through its label.
 *   <li>{@code upload_file}: sets the files of a file input (hidden ones too), of the input a
 *       label points at, or of the file chooser a button opens.
 *   <li>{@code submit}: clicks or presses Enter, then waits for the page to settle and reports the
 *       main response it caused (document navigation after redirects, else the fetch/XHR).
 *   <li>{@code wait_for}, {@code refresh_soft}: as the DSL says.
 * </ul>
 *
 * <p>A gesture that cannot be carried out gives a failed result ({@link ErrorCode#ACTION_TIMEOUT},
 * {@link ErrorCode#ACTION_FAILED}, {@link ErrorCode#FILE_NOT_FOUND}); details never contain the
 * typed or chosen value. Immutable and thread-safe; each call must come from the thread that owns
 * the session. Never returns null.
 */
public final class PlaywrightActionExecutor implements ActionExecutor {

  /** How long to wait for a click to start a request before deciding it started none. */
  static final long CLICK_GRACE_MILLIS = 150;
  /** The same for a submit, which more often starts its request from a script. */
  static final long SUBMIT_GRACE_MILLIS = 400;
  /** The quiet period of {@code wait_for NETWORK_IDLE}. */
  static final long IDLE_MILLIS = 500;

  private PlaywrightActionExecutor() {}

  /** The executor. */
  public static PlaywrightActionExecutor create() {
    return new PlaywrightActionExecutor();
  }

  /**
   * Executes the action.
   *
   * @throws StaleRefException when the ref was not issued for the current document or its
   *     element left it
   * @throws BrowserException with {@link ErrorCode#BROWSER_CRASHED} when the page or browser is
   *     gone
   * @throws IllegalArgumentException when the session has no Playwright page
   */
  @Override
  public ExecutionResult execute(BrowserSession session, Action action, SemanticSnapshot snapshot) {
    requireNonNull(action, "action");
    requireNonNull(snapshot, "snapshot");
    Page page = session.unwrap(Page.class);
    String ref = action.targetRef();
    if (page.isClosed()) {
      throw new BrowserException(ErrorCode.BROWSER_CRASHED, action.verb() + ": the page is closed", ref, action.verb(), page.url(), null);
    }
    Deadline deadline = Deadline.in(action.meta().timeoutMillis());
    ElementHandle el = null;
    try {
      if (ref != null) {
        el = Refs.resolve(page, ref, action.verb());
      }
      return dispatch(page, action, el, deadline);
    } catch (TimeoutError e) {
      return failed(action, ErrorCode.ACTION_TIMEOUT, action.verb() + " timed out after " + deadline.totalMillis() + " ms: " + Failures.gestureProblem(e), deadline);
    } catch (PlaywrightException e) {
      if (Failures.isClosed(e) || page.isClosed()) {
        throw Failures.crashed(action.verb() + " failed", ref, action.verb(), page.url(), e);
      }
      if (ref != null && (Failures.isDetached(e) || Refs.isContextGone(e))) {
        throw new StaleRefException(ref, "ref " + ref + " left the page during " + action.verb() + "; take a new snapshot");
      }
      return failed(action, ErrorCode.ACTION_FAILED, action.verb() + " failed: " + Failures.gestureProblem(e), deadline);
    } finally {
      if (el != null) {
        dispose(el);
      }
    }
  }

  private ExecutionResult dispatch(Page page, Action action, @Nullable ElementHandle el, Deadline d) {
    if (action instanceof Action.WaitFor w) {
      return waitFor(page, w, d);
    }
    if (action instanceof Action.RefreshSoft r) {
      return refresh(page, r, d);
    }
    requireNonNull(el, "element");
    Inspection info = ElementScripts.inspect(el);
    if (info.disabled()) {
      return failed(action, ErrorCode.ACTION_FAILED, action.verb() + ": " + info.describe() + " is disabled", d);
    }
    if (action instanceof Action.ClickRef c) {
      return click(page, c, el, info, d);
    }
    if (action instanceof Action.TypeRef t) {
      return type(page, t, el, info, d);
    }
    if (action instanceof Action.SelectRef s) {
      return select(page, s, el, info, d);
    }
    if (action instanceof Action.SetCheckbox c) {
      return toggle(page, c, el, info, c.checked(), d);
    }
    if (action instanceof Action.SetRadio r) {
      if (info.checked() != null && !"radio".equals(info.type()) && !"radio".equals(info.role()) && !"menuitemradio".equals(info.role())) {
        return failed(action, ErrorCode.ACTION_FAILED, "set_radio: " + info.describe() + " is not a radio", d);
      }
      return toggle(page, r, el, info, true, d);
    }
    if (action instanceof Action.UploadFile u) {
      return upload(page, u, el, info, d);
    }
    if (action instanceof Action.Submit s) {
      return submit(page, s, el, d);
    }
    throw new IllegalArgumentException("unknown action " + action.verb());
  }

  private ExecutionResult click(Page page, Action.ClickRef action, ElementHandle el, Inspection info, Deadline d) {
    String before = page.url();
    try (NetworkWatch watch = NetworkWatch.start(page, NetworkWatch.Scope.NAVIGATION_AND_FETCH)) {
      el.click(new ElementHandle.ClickOptions().setTimeout(d.remaining()));
      boolean settled = watch.settle(d, CLICK_GRACE_MILLIS);
      Navigation nav = null;
      if (watch.navigated() || !before.equals(page.url())) {
        Response r = watch.mainResponse();
        nav = new Navigation(before, page.url(), r == null ? null : r.status(), r == null ? null : r.url());
      }
      return ExecutionResult.performed(action, "clicked " + info.describe() + (settled ? "" : "; the page was still loading"), nav, d.elapsedMillis());
    }
  }

  private ExecutionResult type(Page page, Action.TypeRef action, ElementHandle el, Inspection info, Deadline d) {
    int chars = action.text().length();
    if (info.readOnly()) {
      return failed(action, ErrorCode.ACTION_FAILED, "type_ref: " + info.describe() + " is read-only", d);
    }
    if (info.fillable()) {
      el.fill(action.text(), new ElementHandle.FillOptions().setTimeout(d.remaining()));
    } else if (info.editable()) {
      el.focus();
      page.keyboard().press("ControlOrMeta+A");
      if (action.text().isEmpty()) {
        page.keyboard().press("Delete");
      } else {
        page.keyboard().type(action.text());
      }
    } else {
      return failed(action, ErrorCode.ACTION_FAILED, "type_ref: " + info.describe() + " does not take text", d);
    }
    ElementScripts.blur(el);
    return ExecutionResult.performed(action, "typed " + chars + " chars into " + info.describe(), null, d.elapsedMillis());
  }

  private ExecutionResult select(Page page, Action.SelectRef action, ElementHandle el, Inspection info, Deadline d) {
    String wanted = action.option();
    if (info.tag().equals("select")) {
      int[] found = ElementScripts.nativeOptionIndex(el, wanted);
      if (found[0] < 0) {
        return failed(action, ErrorCode.ACTION_FAILED, "select_ref: none of the " + found[1] + " options matches the requested one", d);
      }
      el.selectOption(new com.microsoft.playwright.options.SelectOption().setIndex(found[0]),
          new ElementHandle.SelectOptionOptions().setTimeout(d.remaining()));
      ElementScripts.blur(el);
      return ExecutionResult.performed(action, "selected option " + (found[0] + 1) + " of " + found[1], null, d.elapsedMillis());
    }
    boolean autocomplete = info.hasList() || info.role().equals("combobox") || !info.autocomplete().isEmpty();
    if (info.tag().equals("input") && info.fillable() && autocomplete) {
      String listValue = info.hasList() ? ElementScripts.datalistValue(el, wanted) : null;
      el.fill(listValue != null ? listValue : wanted, new ElementHandle.FillOptions().setTimeout(d.remaining()));
      if (info.hasList()) {
        ElementScripts.blur(el);
        String how = listValue != null ? "typed a datalist option" : "typed; no datalist option matched";
        return ExecutionResult.performed(action, how, null, d.elapsedMillis());
      }
      ElementHandle option = ElementScripts.awaitOption(page, el, wanted, d.remaining());
      if (option == null) {
        ElementScripts.blur(el);
        return failed(action, ErrorCode.ACTION_FAILED, "select_ref: typed " + wanted.length() + " chars but no matching option appeared", d);
      }
      try {
        option.click(new ElementHandle.ClickOptions().setTimeout(d.remaining()));
      } finally {
        dispose(option);
      }
      return ExecutionResult.performed(action, "typed " + wanted.length() + " chars and chose the matching option", null, d.elapsedMillis());
    }
    boolean listbox = info.role().equals("listbox");
    if (!listbox && !info.role().equals("combobox")) {
      return failed(action, ErrorCode.ACTION_FAILED, "select_ref: " + info.describe() + " is not a select, combobox or listbox", d);
    }
    if (!listbox && !info.expanded()) {
      el.click(new ElementHandle.ClickOptions().setTimeout(d.remaining()));
    }
    ElementHandle option = ElementScripts.awaitOption(page, el, wanted, d.remaining());
    if (option == null) {
      if (!listbox) {
        page.keyboard().press("Escape");
      }
      return failed(action, ErrorCode.ACTION_FAILED, "select_ref: no visible option of " + info.describe() + " matches the requested one", d);
    }
    try {
      option.click(new ElementHandle.ClickOptions().setTimeout(d.remaining()));
    } finally {
      dispose(option);
    }
    return ExecutionResult.performed(action, (listbox ? "clicked the matching option" : "opened and clicked the matching option") + " of " + info.describe(), null, d.elapsedMillis());
  }

  private ExecutionResult toggle(Page page, Action action, ElementHandle el, Inspection info, boolean wanted, Deadline d) {
    Boolean current = info.checked();
    String state = wanted ? "checked" : "unchecked";
    if (current == null) {
      return failed(action, ErrorCode.ACTION_FAILED, action.verb() + ": " + info.describe() + " has no checked state", d);
    }
    if (current == wanted) {
      return ExecutionResult.performed(action, info.describe() + " was already " + state, null, d.elapsedMillis());
    }
    if (!info.nativeToggle()) {
      el.click(new ElementHandle.ClickOptions().setTimeout(d.remaining()));
      return ExecutionResult.performed(action, "clicked " + info.describe() + " to make it " + state, null, d.elapsedMillis());
    }
    String hit = ElementScripts.hitTest(el);
    if (hit.equals("self")) {
      el.click(new ElementHandle.ClickOptions().setTimeout(d.remaining()));
      return ExecutionResult.performed(action, "clicked " + info.describe() + " to make it " + state, null, d.elapsedMillis());
    }
    ElementHandle label = ElementScripts.visibleLabel(el);
    if (label != null) {
      try {
        label.click(new ElementHandle.ClickOptions().setTimeout(d.remaining()));
      } finally {
        dispose(label);
      }
      return ExecutionResult.performed(action, "clicked the label of " + info.describe() + " to make it " + state, null, d.elapsedMillis());
    }
    if (hit.equals("covered")) {
      return failed(action, ErrorCode.ACTION_FAILED, action.verb() + ": " + info.describe() + " is covered by another element", d);
    }
    el.dispatchEvent("click");
    return ExecutionResult.performed(action, "dispatched a click on the hidden " + info.describe() + " (it has no visible label)", null, d.elapsedMillis());
  }

  private ExecutionResult upload(Page page, Action.UploadFile action, ElementHandle el, Inspection info, Deadline d) {
    Path file = action.file();
    if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
      return failed(action, ErrorCode.FILE_NOT_FOUND, "upload_file: file not found or unreadable: " + file, d);
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
    FileChooser chooser;
    try {
      chooser = page.waitForFileChooser(new Page.WaitForFileChooserOptions().setTimeout(d.remaining()),
          () -> el.click(new ElementHandle.ClickOptions().setTimeout(d.remaining())));
    } catch (TimeoutError e) {
      return failed(action, ErrorCode.ACTION_TIMEOUT, "upload_file: clicking " + info.describe() + " opened no file chooser", d);
    }
    chooser.setFiles(file, new FileChooser.SetFilesOptions().setTimeout(d.remaining()));
    return ExecutionResult.performed(action, "set 1 file in the file chooser opened by " + info.describe(), null, d.elapsedMillis());
  }

  private ExecutionResult submit(Page page, Action.Submit action, ElementHandle el, Deadline d) {
    String before = page.url();
    try (NetworkWatch watch = NetworkWatch.start(page, NetworkWatch.Scope.NAVIGATION_AND_FETCH)) {
      if (action.method() == Action.SubmitMethod.ENTER) {
        el.press("Enter", new ElementHandle.PressOptions().setTimeout(d.remaining()));
      } else {
        el.click(new ElementHandle.ClickOptions().setTimeout(d.remaining()));
      }
      boolean settled = watch.settle(d, SUBMIT_GRACE_MILLIS);
      Response r = watch.mainResponse();
      Integer status = r == null ? null : r.status();
      Navigation nav = new Navigation(before, page.url(), status, r == null ? null : r.url());
      String detail = (action.method() == Action.SubmitMethod.ENTER ? "pressed Enter" : "clicked")
          + (status == null ? "; no response seen" : "; response HTTP " + status)
          + (settled ? "" : "; the page was still loading after " + d.totalMillis() + " ms");
      return ExecutionResult.performed(action, detail, nav, d.elapsedMillis());
    }
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
    Response r = page.reload(new Page.ReloadOptions().setWaitUntil(WaitUntilState.LOAD).setTimeout(d.remaining()));
    Integer status = r == null ? null : r.status();
    return ExecutionResult.performed(action, "reloaded" + (status == null ? "" : "; response HTTP " + status),
        new Navigation(before, page.url(), status, r == null ? null : r.url()), d.elapsedMillis());
  }

  private static ExecutionResult failed(Action action, ErrorCode code, String detail, Deadline d) {
    return ExecutionResult.failed(action, code.name(), detail, d.elapsedMillis());
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
    return "PlaywrightActionExecutor";
  }
}
