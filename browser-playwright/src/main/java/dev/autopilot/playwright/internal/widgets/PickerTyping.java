package dev.autopilot.playwright.internal.widgets;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Page;
import dev.autopilot.core.match.Values;
import dev.autopilot.playwright.internal.Deadline;
import dev.autopilot.playwright.internal.ElementScripts;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Types into a date picker's input or a masked input as a person does: focused, cleared, then key
 * by key (these fields listen to keys, not to a value set at once), a mask's slot characters only
 * ({@link Values#forMask}); then closes the picker popup the focus opened (Escape, else a click on
 * a blank point outside it, which is also where pickers that take typed text read it) and leaves
 * the field. Whether the popup closed is reported; the verifier checks it again. Stateless.
 */
public final class PickerTyping {
  /** How long a popup may take to close (pickers fade out). */
  static final long CLOSE_WAIT_MILLIS = 1_000;

  private PickerTyping() {}

  /**
   * What typing did.
   *
   * @param performed whether the text was typed
   * @param detail what happened, without the typed text (it may be personal data)
   */
  public record Outcome(boolean performed, String detail) {}

  /**
   * Types the text into the element.
   *
   * @param keys types a text into the focused element key by key (the executor's, with its pacing)
   */
  public static Outcome type(Page page, ElementHandle el, String text, Deadline d, Consumer<String> keys) {
    WidgetProbe probe = WidgetProbe.of(el);
    if (probe.disabled()) {
      return new Outcome(false, probe.what() + " is disabled");
    }
    String typed = probe.mask() != null && !text.isBlank() ? Values.forMask(probe.mask(), text) : text;
    el.focus();
    page.keyboard().press("ControlOrMeta+A");
    page.keyboard().press("Backspace");
    if (!typed.isEmpty()) {
      keys.accept(typed);
    }
    StringBuilder detail = new StringBuilder("typed " + typed.codePoints().count() + " chars key by key into " + probe.what());
    if (probe.mask() != null) {
      detail.append(" (a mask of ").append(probe.mask().chars().filter(c -> c == '_').count()).append(" slots)");
    }
    if (probe.picker()) {
      detail.append("; ").append(closePicker(page, el, d));
    }
    ElementScripts.blur(el);
    return new Outcome(true, detail.toString());
  }

  /** Closes a shown picker popup: Escape in the field, else a click on a blank point outside it. */
  static String closePicker(Page page, ElementHandle el, Deadline d) {
    String open = WidgetProbe.openPicker(page, 0);
    if (open == null) {
      return "no picker popup open";
    }
    el.press("Escape", new ElementHandle.PressOptions().setTimeout(d.remaining()));
    if (WidgetProbe.openPicker(page, (long) d.atMost(CLOSE_WAIT_MILLIS)) == null) {
      return "closed the picker " + open + " with Escape";
    }
    Object outside = el.evaluate(WidgetProbe.SCRIPT, "outside");
    if (outside instanceof Map<?, ?> point && point.get("x") instanceof Number x && point.get("y") instanceof Number y) {
      page.mouse().click(x.doubleValue(), y.doubleValue());
      String still = WidgetProbe.openPicker(page, (long) d.atMost(CLOSE_WAIT_MILLIS));
      return still == null ? "closed the picker " + open + " with a click outside it on " + point.get("what") : "the picker " + still + " stayed open";
    }
    return "the picker " + open + " stayed open (Escape did not close it and the page has no blank point to click)";
  }
}
