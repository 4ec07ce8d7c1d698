package dev.autopilot.playwright.internal.widgets;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.JSHandle;
import com.microsoft.playwright.Page;
import dev.autopilot.core.match.Values;
import dev.autopilot.playwright.internal.Deadline;
import dev.autopilot.playwright.internal.ElementScripts;
import java.time.LocalDate;
import java.util.List;
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

  /** The most months a calendar is moved to reach a date, before choosing gives up. */
  static final int MAX_MONTHS = 240;

  /**
   * Chooses a date in the picker's calendar, for a picker whose field takes no typing (a read-only
   * input): a click opens the calendar, its month buttons move it to the date's month (at most
   * {@link #MAX_MONTHS} clicks), a click on the day's cell chooses it; the popup is closed after
   * when the picker leaves it open. The date is read in the picker's format
   * ({@link Values#dateInFormat}).
   */
  public static Outcome choose(Page page, ElementHandle el, String text, Deadline d) {
    WidgetProbe probe = WidgetProbe.of(el);
    LocalDate date = Values.dateInFormat(probe.format(), text);
    if (date == null) {
      return new Outcome(false, "the answer is no date to choose in the calendar of " + probe.what());
    }
    el.click(new ElementHandle.ClickOptions().setTimeout(d.remaining()));
    WidgetProbe.shownPicker(page, (long) d.atMost(CLOSE_WAIT_MILLIS));
    List<Integer> ymd = List.of(date.getYear(), date.getMonthValue(), date.getDayOfMonth());
    int moves = 0;
    while (!d.expired()) {
      JSHandle found = el.evaluateHandle(WidgetProbe.SCRIPT, ymd);
      try {
        String kind = String.valueOf(found.getProperty("1").jsonValue());
        ElementHandle target = found.getProperty("0").asElement();
        if (kind.equals("none") || target == null) {
          return new Outcome(false, moves == 0 ? "no calendar of " + probe.what() + " opened, or it shows no day cells"
              : "the calendar of " + probe.what() + " cannot be moved further toward the date");
        }
        if (kind.equals("disabled")) {
          target.dispose();
          return new Outcome(false, "the calendar of " + probe.what() + " does not offer that day");
        }
        // a month button stays where it is while the calendar slides: it needs no wait for the
        // animation to settle (a day cell does)
        target.click(new ElementHandle.ClickOptions().setTimeout(d.remaining()).setForce(!kind.equals("day")));
        target.dispose();
        if (kind.equals("day")) {
          String closed = WidgetProbe.openPicker(page, (long) d.atMost(CLOSE_WAIT_MILLIS)) == null ? "the picker closed"
              : closePicker(page, el, d);
          ElementScripts.blur(el);
          return new Outcome(true, "chose the day in the calendar of " + probe.what() + " after " + moves + " month move(s); " + closed);
        }
        if (++moves > MAX_MONTHS) {
          return new Outcome(false, "the date lies more than " + MAX_MONTHS + " months away in the calendar of " + probe.what());
        }
      } finally {
        found.dispose();
      }
    }
    return new Outcome(false, "the time ran out choosing the day in the calendar of " + probe.what());
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
