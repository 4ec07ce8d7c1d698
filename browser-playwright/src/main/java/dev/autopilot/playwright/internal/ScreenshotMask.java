package dev.autopilot.playwright.internal;

import com.microsoft.playwright.Frame;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.util.ArrayList;
import java.util.List;

/**
 * What a screenshot hides: every form field of the page and its frames (text inputs, choices,
 * selects, text areas, editable regions and their ARIA equivalents), painted over in one colour.
 * Buttons stay visible. Stateless.
 */
public final class ScreenshotMask {
  /** The colour of the boxes over masked fields. */
  public static final String COLOR = "#5b5b5b";

  /** Every control that holds what a person entered or chose. */
  static final String FIELDS = "input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=reset]):not([type=image]),"
      + " textarea, select, [contenteditable]:not([contenteditable=false]), [role=textbox], [role=combobox], [role=searchbox],"
      + " [role=spinbutton], [role=listbox], [role=checkbox], [role=radio], [role=switch]";

  private ScreenshotMask() {}

  /** Locators of the fields of the page and of each of its frames. */
  public static List<Locator> fieldsOf(Page page) {
    List<Locator> masks = new ArrayList<>();
    for (Frame frame : page.frames()) {
      if (!frame.isDetached()) {
        masks.add(frame.locator(FIELDS));
      }
    }
    return masks;
  }
}
