package dev.autopilot.playwright.internal.act.widgets;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Frame;
import com.microsoft.playwright.JSHandle;
import com.microsoft.playwright.Page;
import dev.autopilot.core.match.Values;
import dev.autopilot.playwright.internal.act.ElementScripts;
import dev.autopilot.playwright.internal.session.Deadline;
import java.time.LocalDate;
import java.util.List;
import java.util.function.Consumer;

/**
 * Types into a date picker's input or a masked input as a person does: focused, cleared, then key
 * by key (these fields listen to keys, not to a value set at once), a mask's slot characters only
 * ({@link Values#forMask}); then closes the popups typing opened through {@link Overlays} (Escape,
 * else a click on a blank point outside them, which is also where pickers that take typed text
 * read it) and leaves the field. The caller marks the popups ({@link Overlays#mark}) for the ref
 * before calling; whether they closed is reported, and the verifier checks it again. This is the
 * {@code DATE_PICKER} / {@code MASKED} branch of the executor's key typing. Stateless.
 */
public final class PickerTyping {
  /** How long a popup may take to show or to close by itself (pickers slide in and fade out). */
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
   * @param page the page, whose keyboard types
   * @param ref the element's ref, the owner of the popups marked before
   * @param el a date picker's or mask's text field
   * @param text the text, in the picker's or mask's format as far as it can be read
   * @param d the action's deadline
   * @param keys types a text into the focused element key by key (the executor's, with its pacing)
   * @return whether it typed, and a detail without the text
   */
  public static Outcome type(Page page, String ref, ElementHandle el, String text, Deadline d, Consumer<String> keys) {
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
    detail.append(closePopups(page, ref, el, d));
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
   * ({@link Values#dateInFormat}). The caller marks the popups for the ref before calling.
   *
   * @param page the page the calendar shows in
   * @param ref the field's ref, the owner of the popups marked before
   * @param el the read-only date field
   * @param text the date to choose
   * @param d the action's deadline
   * @return whether a day was chosen, and a detail without the date
   */
  public static Outcome choose(Page page, String ref, ElementHandle el, String text, Deadline d) {
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
          Frame frame = el.ownerFrame();
          if (frame != null) {
            Overlays.awaitClosed(frame, ref, d.atMost(CLOSE_WAIT_MILLIS));
          }
          String closed = closePopups(page, ref, el, d);
          ElementScripts.blur(el);
          return new Outcome(true, "chose the day in the calendar of " + probe.what() + " after " + moves + " month move(s)" + closed);
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

  /** Closes the popups left open since the ref's mark ({@link Overlays#close}); a note for the detail. */
  private static String closePopups(Page page, String ref, ElementHandle el, Deadline d) {
    Frame frame = el.ownerFrame();
    return frame == null ? "" : Overlays.note(Overlays.close(page, frame, ref, d));
  }
}
