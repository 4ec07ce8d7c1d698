package dev.autopilot.playwright.internal.act.widgets;

import com.microsoft.playwright.ElementHandle;
import dev.autopilot.core.match.Values;
import dev.autopilot.playwright.internal.session.Deadline;
import java.math.BigDecimal;
import java.math.RoundingMode;
import org.jspecify.annotations.Nullable;

/**
 * Sets a {@code role=slider} widget, or a {@code role=spinbutton} that takes no text (a value
 * between − and + buttons), by keyboard, as a person does and as the ARIA practices give these
 * roles: Home or End for its ends, else the arrow keys (Right and Left for a slider, Up and Down
 * for a spin button), one step at a time. One press measures the step; then the presses the distance
 * needs, and at most {@link #CORRECTIONS} single presses more where the widget's steps are uneven.
 * Bounded: never more than {@link #MAX_PRESSES} presses. Stateless.
 */
public final class SliderKeys {
  static final int MAX_PRESSES = 1_000;
  static final int CORRECTIONS = 3;

  private SliderKeys() {}

  /**
   * {@return whether the element is a slider, or a spin button that takes no text, this class sets}
   *
   * @param probe what the element was read to be
   */
  public static boolean isSlider(WidgetProbe probe) {
    return probe.slider() || probe.spin();
  }

  /**
   * Moves the slider to the wanted value.
   *
   * @param el the slider's handle
   * @param probe what the handle was read to be: its value, range and description
   * @param wanted the value, a number
   * @param d the action's deadline
   * @return what happened; not performed when the value is no number, lies outside the slider's
   *     range, or the slider does not move with the arrow keys
   */
  public static PickerTyping.Outcome set(ElementHandle el, WidgetProbe probe, String wanted, Deadline d) {
    BigDecimal target = Values.number(wanted.strip());
    if (target == null) {
      return new PickerTyping.Outcome(false, "the answer is no number a slider can take");
    }
    BigDecimal min = number(probe.min());
    BigDecimal max = number(probe.max());
    if ((min != null && target.compareTo(min) < 0) || (max != null && target.compareTo(max) > 0)) {
      return new PickerTyping.Outcome(false, "the answer lies outside the range of " + probe.what() + " (" + probe.min() + " to " + probe.max() + ")");
    }
    el.focus();
    BigDecimal now = number(probe.now());
    if (now != null && now.compareTo(target) == 0) {
      return new PickerTyping.Outcome(true, probe.what() + " already held the value");
    }
    if (min != null && target.compareTo(min) == 0) {
      press(el, "Home", d);
      return new PickerTyping.Outcome(true, "pressed Home in " + probe.what());
    }
    if (max != null && target.compareTo(max) == 0) {
      press(el, "End", d);
      return new PickerTyping.Outcome(true, "pressed End in " + probe.what());
    }
    if (now == null) {
      return new PickerTyping.Outcome(false, probe.what() + " tells no current value (aria-valuenow)");
    }
    String up = probe.spin() ? "ArrowUp" : "ArrowRight";
    String down = probe.spin() ? "ArrowDown" : "ArrowLeft";
    String key = target.compareTo(now) > 0 ? up : down;
    int presses = 1;
    press(el, key, d);
    BigDecimal after = read(el);
    BigDecimal step = after == null ? BigDecimal.ZERO : after.subtract(now).abs();
    if (step.signum() == 0) {
      return new PickerTyping.Outcome(false, probe.what() + " did not move with " + key);
    }
    int more = target.subtract(after).abs().divide(step, 0, RoundingMode.HALF_UP).intValue();
    for (int i = 0; i < more && presses < MAX_PRESSES && !d.expired(); i++, presses++) {
      press(el, key, d);
    }
    for (int c = 0; c < CORRECTIONS && presses < MAX_PRESSES && !d.expired(); c++) {
      BigDecimal at = read(el);
      if (at == null || at.compareTo(target) == 0) {
        break;
      }
      String toward = target.compareTo(at) > 0 ? up : down;
      if (!toward.equals(key) && c > 0) {
        break;
      }
      press(el, toward, d);
      presses++;
    }
    return new PickerTyping.Outcome(true, "pressed " + key + " " + presses + " times in " + probe.what() + " (step " + step.stripTrailingZeros().toPlainString() + ")");
  }

  private static void press(ElementHandle el, String key, Deadline d) {
    el.press(key, new ElementHandle.PressOptions().setTimeout(d.remaining()));
  }

  private static @Nullable BigDecimal read(ElementHandle el) {
    return number(WidgetProbe.of(el).now());
  }

  private static @Nullable BigDecimal number(@Nullable String s) {
    return s == null ? null : Values.number(s.strip());
  }
}
