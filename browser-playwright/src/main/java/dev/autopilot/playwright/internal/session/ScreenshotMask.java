package dev.autopilot.playwright.internal.session;

import com.microsoft.playwright.Frame;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import dev.autopilot.playwright.internal.Scripts;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What a screenshot hides: every control that can show what a person entered or chose, in the
 * page and its frames, painted over in one colour: inputs of every type (text, password, dates,
 * numbers, colours, ranges, checkboxes, radios, file inputs with their file names), text areas,
 * selects, editable regions and their ARIA equivalents (textbox, combobox, listbox, spin button,
 * switch), chosen options; and the box of a custom widget that shows a chosen value or a file name
 * beside its input (see {@code session/mask-widgets.js}). Buttons stay visible. Stateless.
 */
public final class ScreenshotMask {
  private static final Logger LOG = LoggerFactory.getLogger(ScreenshotMask.class);
  private static final String MARK_WIDGETS = Scripts.load("session/mask-widgets.js");

  /** The colour of the boxes over masked fields. */
  public static final String COLOR = "#5b5b5b";

  /** The attribute that marks a widget's box while a screenshot is taken. */
  static final String MARK = "data-autopilot-mask";

  /** Every control that holds what a person entered or chose. */
  static final String FIELDS = "input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=reset]):not([type=image]),"
      + " textarea, select, [contenteditable]:not([contenteditable=false]), [role=textbox], [role=combobox], [role=searchbox],"
      + " [role=spinbutton], [role=listbox], [role=checkbox], [role=radio], [role=switch], [role=slider],"
      + " [role=option][aria-selected=true], [aria-haspopup=listbox]";

  private ScreenshotMask() {}

  /**
   * Marks the boxes of custom widgets in every frame and returns locators of everything to mask;
   * call {@link #clear} after the screenshot.
   *
   * @param page the page about to be captured
   * @return the locators of form fields and custom widgets, for Playwright's screenshot mask
   */
  public static List<Locator> prepare(Page page) {
    List<Locator> masks = new ArrayList<>();
    for (Frame frame : page.frames()) {
      if (frame.isDetached()) {
        continue;
      }
      try {
        frame.evaluate(MARK_WIDGETS, Map.of("fields", FIELDS, "attr", MARK, "clear", false));
      } catch (PlaywrightException e) {
        LOG.debug("the widgets of a frame could not be marked for masking: {}", Failures.summary(e));
      }
      masks.add(frame.locator(FIELDS + ", [" + MARK + "]"));
    }
    return masks;
  }

  /**
   * Removes the marks {@link #prepare} set, leaving the pages as they were.
   *
   * @param page the page captured
   */
  public static void clear(Page page) {
    for (Frame frame : page.frames()) {
      if (!frame.isDetached()) {
        try {
          frame.evaluate(MARK_WIDGETS, Map.of("fields", FIELDS, "attr", MARK, "clear", true));
        } catch (PlaywrightException e) {
          LOG.debug("the masking marks of a frame could not be removed: {}", Failures.summary(e));
        }
      }
    }
  }
}
