package dev.autopilot.playwright.internal.act.widgets;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Page;
import dev.autopilot.playwright.internal.Scripts;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * What a live element is as a date picker, masked input or slider, read in one evaluation of
 * {@code act/widget-w-date.js} (the snapshot reads the same through the same included file,
 * {@code lib/widget-w-date.js}). Immutable.
 *
 * @param picker whether typing into it opens a date picker popup
 * @param mask the input's empty mask template, one {@code _} per slot, or null
 * @param format its date format as a {@link java.time.format.DateTimeFormatter} pattern, or null
 * @param slider whether it is a slider (a range input or {@code role=slider})
 * @param spin whether it is a spin button that takes no text ({@code role=spinbutton} on an element
 *     that is no text field: a value between − and + buttons), set by its arrow keys
 * @param now a slider's or such a spin button's value ({@code aria-valuenow}), or null
 * @param min a slider's lowest value, or null
 * @param max a slider's highest value, or null
 * @param disabled whether it is disabled
 * @param what a short description such as {@code <span.ui-slider-handle>}
 */
public record WidgetProbe(boolean picker, @Nullable String mask, @Nullable String format, boolean slider, boolean spin, @Nullable String now,
    @Nullable String min, @Nullable String max, boolean disabled, String what) {

  static final String SCRIPT = Scripts.load("act/widget-w-date.js");
  private static final String PICKER_OPEN = Scripts.load("act/picker-open.js");

  /**
   * Reads the element.
   *
   * @param el a text field or slider handle
   * @return what it is: a date picker, a mask, a slider with its range, or none of them
   */
  public static WidgetProbe of(ElementHandle el) {
    Map<?, ?> m = (Map<?, ?>) el.evaluate(SCRIPT, "probe");
    return new WidgetProbe(Boolean.TRUE.equals(m.get("picker")), str(m.get("mask")), str(m.get("format")),
        Boolean.TRUE.equals(m.get("slider")), Boolean.TRUE.equals(m.get("spin")), str(m.get("now")), str(m.get("min")), str(m.get("max")),
        Boolean.TRUE.equals(m.get("disabled")), String.valueOf(m.get("what")));
  }

  /**
   * The date picker popup shown in the page, after waiting up to {@code waitMillis} for one to
   * show and for its animations to end; null when none shows. (Whether popups are closed is
   * {@link Overlays}' judgement.)
   *
   * @param page the page
   * @param waitMillis the longest wait, in milliseconds; a negative one counts as zero
   * @return the popup described as {@code <tag#id>} or {@code <tag.class>}, or null when none shows
   */
  public static @Nullable String shownPicker(Page page, long waitMillis) {
    Object open = page.evaluate(PICKER_OPEN, (int) Math.max(0, Math.min(waitMillis, Integer.MAX_VALUE)));
    return open == null || open.toString().isEmpty() ? null : open.toString();
  }

  private static @Nullable String str(@Nullable Object o) {
    return o == null ? null : o.toString();
  }
}
