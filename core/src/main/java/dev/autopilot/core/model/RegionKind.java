package dev.autopilot.core.model;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * Where on a page a piece of text stands, as far as judging a submit's outcome goes. What a site
 * says about a submission appears in the main content, a dialog, a toast or a live region; what
 * stands in its header, navigation and footer is the same on every page.
 */
public enum RegionKind {
  /** The main content: {@code main}, {@code role=main}. */
  MAIN("main"),
  /** An open dialog of the page: {@code dialog[open]}, {@code role=dialog}, {@code role=alertdialog}. */
  DIALOG("dialog"),
  /**
   * A place that announces changes: {@code role=alert}, {@code role=status}, {@code aria-live},
   * {@code output}, a toast or snackbar.
   */
  LIVE("live"),
  /** The message of a JavaScript dialog the page opened ({@code alert}, {@code confirm}, {@code prompt}). */
  BROWSER_DIALOG("browser_dialog"),
  /** Page text outside every landmark, or a whole page read without regions. */
  OTHER("other"),
  /** Complementary content: {@code aside}, {@code role=complementary}. */
  ASIDE("aside"),
  /** The page header: a {@code header} not inside a sectioning element, {@code role=banner}. */
  HEADER("header"),
  /** Navigation: {@code nav}, {@code role=navigation}. */
  NAVIGATION("navigation"),
  /** The page footer: a {@code footer} not inside a sectioning element, {@code role=contentinfo}. */
  FOOTER("footer");

  private final String wireName;

  RegionKind(String wireName) {
    this.wireName = wireName;
  }

  /** {@return the name used in events, JSON and in-page scripts, such as {@code live}} */
  @JsonValue
  public String wireName() {
    return wireName;
  }

  /**
   * The kind with this wire name.
   *
   * @param wireName a name as {@link #wireName()} gives it; exact, case-sensitive
   * @return the kind of that name
   * @throws IllegalArgumentException when no kind has it
   */
  public static RegionKind fromWireName(String wireName) {
    for (RegionKind kind : values()) {
      if (kind.wireName.equals(wireName)) {
        return kind;
      }
    }
    throw new IllegalArgumentException("unknown region kind '" + wireName + "'");
  }
}
