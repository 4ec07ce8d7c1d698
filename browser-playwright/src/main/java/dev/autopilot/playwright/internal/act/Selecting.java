package dev.autopilot.playwright.internal.act;

import static dev.autopilot.playwright.PlaywrightActionExecutor.READY_GRACE_MILLIS;
import static dev.autopilot.playwright.internal.act.Gestures.clickOptions;
import static dev.autopilot.playwright.internal.act.Gestures.closeOverlays;
import static dev.autopilot.playwright.internal.act.Gestures.dispose;
import static dev.autopilot.playwright.internal.act.Gestures.failed;
import static dev.autopilot.playwright.internal.act.Gestures.markOverlays;
import static dev.autopilot.playwright.internal.act.Gestures.widget;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Frame;
import com.microsoft.playwright.Page;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.playwright.internal.act.ElementScripts.Inspection;
import dev.autopilot.playwright.internal.act.ElementScripts.NativeOption;
import dev.autopilot.playwright.internal.act.widgets.KeyedTyping;
import dev.autopilot.playwright.internal.act.widgets.SelectWidgets;
import dev.autopilot.playwright.internal.act.widgets.Suggestions;
import dev.autopilot.playwright.internal.session.Deadline;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * {@code select_ref}: a native select by option label, else value; a select replaced by a widget
 * through its widget; an input with a datalist by the matching option's value; an autocomplete by
 * typing a prefix and choosing the suggestion that names the option; a custom combobox or listbox
 * by opening it and clicking the option {@link dev.autopilot.core.match.Match} picks. Popups the
 * gesture opened are closed ({@link Gestures#closeOverlays}). Immutable and thread-safe.
 */
public final class Selecting {
  /** How long a combobox's or listbox's options may take to show and hold still once it is opened. */
  private static final long OPEN_LIST_GRACE_MILLIS = 1_500;

  private final Gestures g;

  /**
   * Makes the select verb.
   *
   * @param g the shared gestures, with the executor's pacing
   */
  public Selecting(Gestures g) {
    this.g = g;
  }

  /**
   * Chooses a native select's option in one evaluation; null when the element is no native
   * select.
   */
  @Nullable ExecutionResult selectNative(Action.SelectRef action, ElementHandle el, Deadline d) {
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
  @Nullable ExecutionResult selectWidget(Page page, Action.SelectRef action, ElementHandle el, Deadline d) {
    ElementHandle widget = SelectWidgets.widgetOf(el);
    if (widget == null) {
      return null;
    }
    try {
      g.pointerPrelude(widget, d);
      SelectWidgets.Choice c = SelectWidgets.choose(page, action.ref(), el, widget, action.option(), d);
      return switch (c.status()) {
        case CHOSEN, ALREADY -> ExecutionResult.performed(action, c.detail(), null, d.elapsedMillis());
        case NOT_SHOWN, NO_SUCH_OPTION, DISABLED, OPTION_DISABLED -> failed(action, ErrorCode.ACTION_FAILED, "select_ref: " + c.detail(), d);
      };
    } finally {
      dispose(widget);
    }
  }

  ExecutionResult select(Page page, Action.SelectRef action, ElementHandle el, Inspection info, Deadline d) {
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
      g.focusPrelude(el, d);
      el.selectOption(new com.microsoft.playwright.options.SelectOption().setIndex(found.index()),
          new ElementHandle.SelectOptionOptions().setTimeout(d.remaining()));
      ElementScripts.blur(el);
      return ExecutionResult.performed(action, "selected option " + (found.index() + 1) + " of " + found.count(), null, d.elapsedMillis());
    }
    // which inputs listen to keys is lib/field-kind.js's one judgement (suggests), as for typing; a datalist is its own;
    // a readonly combobox input takes no keys (Ant Design's Select without search): it is opened and its option clicked
    if (info.tag().equals("input") && info.fillable() && !info.readOnly() && (info.hasList() || info.suggests())) {
      if (info.hasList()) {
        String listValue = ElementScripts.datalistValue(el, wanted);
        g.focusPrelude(el, d);
        el.fill(listValue != null ? listValue : wanted, new ElementHandle.FillOptions().setTimeout(d.remaining()));
        ElementScripts.blur(el);
        String how = listValue != null ? "typed a datalist option" : "typed; no datalist option matched";
        return ExecutionResult.performed(action, how, null, d.elapsedMillis());
      }
      el.fill("", new ElementHandle.FillOptions().setTimeout(d.remaining()));
      g.focusPrelude(el, d);
      el.focus();
      markOverlays(frame, action.ref());
      KeyedTyping.Result r = KeyedTyping.choose(el, wanted, s -> g.keys(page, s, d), d);
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
      g.pointerPrelude(el, d);
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

  private void clickOption(ElementHandle option, Deadline d) {
    try {
      g.pointerPrelude(option, d);
      option.click(new ElementHandle.ClickOptions().setTimeout(d.remaining()));
    } finally {
      dispose(option);
    }
  }
}
