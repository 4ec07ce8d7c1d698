package dev.autopilot.extract;

import static java.util.Objects.requireNonNull;

import org.jspecify.annotations.Nullable;

/**
 * Where one field's value sits inside a row of a {@link Recipe}.
 *
 * @param css a CSS selector relative to the row (the first match counts; {@code :scope > td:nth-child(2)}
 *     works), or empty for the row itself
 * @param attribute the attribute to read ({@code href} and {@code src} come back absolute), or
 *     null for the element's visible text
 * @param label when set, the value is the one the page shows beside this label inside the row (a
 *     {@code <dt>}'s {@code <dd>}, a row header's cell, a label's control or next sibling): for
 *     detail pages; {@code css} then narrows where the label is looked for
 */
public record Locator(String css, @Nullable String attribute, @Nullable String label) {
  /**
   * Checks the selector.
   *
   * @param css not null; empty for the row itself
   * @param attribute null for the visible text
   * @param label null unless the value is found by its label
   * @throws NullPointerException when {@code css} is null
   */
  public Locator {
    requireNonNull(css, "css");
  }

  /**
   * The text of the first match of {@code css} in the row.
   *
   * @param css a CSS selector relative to the row; empty for the row's own text
   * @return a new locator
   */
  public static Locator text(String css) {
    return new Locator(css, null, null);
  }

  /**
   * An attribute of the first match of {@code css} in the row.
   *
   * @param css a CSS selector relative to the row; empty for the row itself
   * @param attribute the attribute's name, such as {@code href} (returned absolute)
   * @return a new locator
   */
  public static Locator attribute(String css, String attribute) {
    return new Locator(css, requireNonNull(attribute, "attribute"), null);
  }

  /**
   * The value shown beside this label in the row.
   *
   * @param label the label's words as the page shows them, such as {@code "Price"}
   * @return a new locator that looks for the label anywhere in the row
   */
  public static Locator labelled(String label) {
    return new Locator("", null, requireNonNull(label, "label"));
  }
}
