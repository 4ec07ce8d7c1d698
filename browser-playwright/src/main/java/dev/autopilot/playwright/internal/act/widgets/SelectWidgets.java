package dev.autopilot.playwright.internal.act.widgets;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Frame;
import com.microsoft.playwright.JSHandle;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.TimeoutError;
import dev.autopilot.playwright.internal.Scripts;
import dev.autopilot.playwright.internal.act.ElementScripts;
import dev.autopilot.playwright.internal.act.ElementScripts.NativeOption;
import dev.autopilot.playwright.internal.proof.ReadBack;
import dev.autopilot.playwright.internal.session.Deadline;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Selects replaced by a widget (select2, Chosen, Selectric, Tom Select and their kind): a native
 * select hidden from view, bound to a visible widget that shows its choice ({@code
 * lib/widget-select.js} holds the rule, shared with the snapshot). The snapshot offers the select
 * as the control; this class chooses through the widget as a person does: it opens the widget,
 * types the start of the option's label into the widget's search box where it has one and the
 * list is long (more than {@value #SEARCH_ABOVE} options), clicks the option by its text in the list that appeared, and closes what stayed open ({@link
 * Overlays}). The option is matched against the native select's options by the same rule as a
 * native select's. Stateless; each call must come from the thread that owns the session.
 */
public final class SelectWidgets {

  private static final String SCRIPT = Scripts.load("act/replaced-select.js");
  private static final String WAIT = "([el, op, label, before]) => (" + SCRIPT + ")(el, [op, label, before])";
  /** Lists longer than this are searched by typing where the widget has a search box. */
  public static final int SEARCH_ABOVE = 8;
  /** How much of the label is typed into a search box: enough to narrow a list, few keys. */
  static final int SEARCH_CHARS = 5;

  private SelectWidgets() {}

  /** How a choice through a widget went. */
  public enum Status {
    /** The option was clicked in the widget's list. */
    CHOSEN,
    /** The option was the select's choice already; nothing was touched. */
    ALREADY,
    /** No option of the select matches the wanted one. */
    NO_SUCH_OPTION,
    /** The select is disabled (its widget too). */
    DISABLED,
    /** The matching option is disabled. */
    OPTION_DISABLED,
    /** The widget's list did not show the option in time. */
    NOT_SHOWN
  }

  /**
   * The outcome of {@link #choose}.
   *
   * @param status how it went
   * @param detail what was done, without the option's text
   * @param stillOpen popups the gesture opened that stayed open despite Escape and a click outside
   */
  public record Choice(Status status, String detail, List<String> stillOpen) {
    /**
     * Copies the list.
     *
     * @param status how it went
     * @param detail what was done, without the option's text
     * @param stillOpen popups that stayed open; copied
     */
    public Choice {
      stillOpen = List.copyOf(stillOpen);
    }
  }

  /**
   * Finds the widget that stands for a select hidden from view.
   *
   * @param select a native select
   * @return the widget, which the caller disposes; null when the element is no replaced select
   */
  public static @Nullable ElementHandle widgetOf(ElementHandle select) {
    JSHandle h = select.evaluateHandle(SCRIPT, Arrays.asList("widget", null, null));
    ElementHandle e = h.asElement();
    if (e == null) {
      h.dispose();
    }
    return e;
  }

  /** How long a widget may be covered (by another widget's popup) before that popup is closed. */
  private static final double COVER_GRACE_MILLIS = 1_000;

  /**
   * Chooses the wanted option of a replaced select through its widget.
   *
   * @param page the page the widget is in
   * @param ref the select's ref, the owner of the popup mark
   * @param select the native select
   * @param widget its widget, from {@link #widgetOf}
   * @param wanted the option's label or value
   * @param d the action's deadline
   * @return how it went
   */
  public static Choice choose(Page page, String ref, ElementHandle select, ElementHandle widget, String wanted, Deadline d) {
    NativeOption found = ElementScripts.nativeOption(select, wanted);
    if (found.index() < 0) {
      return new Choice(Status.NO_SUCH_OPTION, "none of the " + found.count() + " options matches the requested one", List.of());
    }
    if (found.disabled()) {
      return new Choice(Status.OPTION_DISABLED, "option " + (found.index() + 1) + " of " + found.count() + " is disabled", List.of());
    }
    Map<?, ?> option = (Map<?, ?>) select.evaluate(SCRIPT, Arrays.asList("option", found.index(), null));
    String label = String.valueOf(option.get("label"));
    String which = "option " + (found.index() + 1) + " of " + found.count();
    if (Boolean.TRUE.equals(option.get("disabled"))) {
      return new Choice(Status.DISABLED, "the select is disabled", List.of());
    }
    if (Boolean.TRUE.equals(option.get("selected"))) {
      return new Choice(Status.ALREADY, which + " was chosen already", List.of());
    }
    Frame frame = select.ownerFrame();
    if (frame == null) {
      return new Choice(Status.NOT_SHOWN, "the select is in no frame", List.of());
    }
    Overlays.mark(frame, ref);
    JSHandle before = select.evaluateHandle(SCRIPT, Arrays.asList("matching", label, null));
    try {
      try {
        widget.click(new ElementHandle.ClickOptions().setTrial(true).setTimeout(Math.min(COVER_GRACE_MILLIS, d.remaining())));
      } catch (com.microsoft.playwright.TimeoutError e) {
        // a popup another widget left open, or opened again on a deferred focus, covers this one:
        // close it as a person would (Escape, the focus taken off it), then click
        page.keyboard().press("Escape");
        frame.evaluate("() => { const a = document.activeElement; if (a && a !== document.body) a.blur(); }");
      }
      widget.click(new ElementHandle.ClickOptions().setTimeout(d.remaining()));
      if (!await(frame, select, "opened", label, before, d)) {
        return new Choice(Status.NOT_SHOWN, "clicked the widget, but its list did not open", Overlays.close(page, frame, ref, d));
      }
      int typedChars = 0;
      if (found.count() > SEARCH_ABOVE && Boolean.TRUE.equals(select.evaluate(SCRIPT, Arrays.asList("search", label, null)))) {
        String prefix = label.strip();
        prefix = prefix.substring(0, prefix.offsetByCodePoints(0, Math.min(SEARCH_CHARS, prefix.codePointCount(0, prefix.length()))));
        page.keyboard().type(prefix);
        typedChars = prefix.length();
      }
      ElementHandle item = null;
      if (await(frame, select, "pick", label, before, d)) {
        JSHandle h = select.evaluateHandle(SCRIPT, Arrays.asList("pick", label, before));
        item = h.asElement();
        if (item == null) {
          h.dispose();
        }
      }
      if (item == null) {
        return new Choice(Status.NOT_SHOWN, "opened the widget" + (typedChars > 0 ? " and searched" : "") + ", but " + which + " did not appear in its list",
            Overlays.close(page, frame, ref, d));
      }
      try {
        item.click(new ElementHandle.ClickOptions().setTimeout(d.remaining()));
      } finally {
        item.dispose();
      }
      List<String> still = Overlays.close(page, frame, ref, d);
      return new Choice(Status.CHOSEN, "opened the widget, " + (typedChars > 0 ? "typed " + typedChars + " chars into its search box, " : "")
          + "clicked " + which + Overlays.note(still), still);
    } finally {
      before.dispose();
    }
  }

  /**
   * The texts the widget of a replaced select shows, whatever they are; null when the element is
   * no replaced select.
   *
   * @param select a native select
   * @return the texts in document order; null when the element is no replaced select
   */
  public static @Nullable List<String> shown(ElementHandle select) {
    Object r = select.evaluate(SCRIPT, Arrays.asList("shown", null, null));
    return r instanceof List<?> ? ReadBack.strings(r) : null;
  }

  private static boolean await(Frame frame, ElementHandle select, String op, String label, JSHandle before, Deadline d) {
    try {
      frame.waitForFunction(WAIT, Arrays.asList(select, op, label, before), new Frame.WaitForFunctionOptions().setTimeout(d.remaining())).dispose();
      return true;
    } catch (TimeoutError e) {
      return false;
    }
  }
}
