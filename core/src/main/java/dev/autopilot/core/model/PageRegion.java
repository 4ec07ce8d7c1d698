package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

/**
 * The visible text of one kind of region of a page, all such regions' text joined in document
 * order.
 *
 * @param kind where the text stands
 * @param text the visible text, whitespace as the page had it; may be empty
 */
public record PageRegion(RegionKind kind, String text) {
  /**
   * Checks the region.
   *
   * @param kind where the text stands, not null
   * @param text the visible text, not null
   * @throws NullPointerException when an argument is null
   */
  public PageRegion {
    requireNonNull(kind, "kind");
    requireNonNull(text, "text");
  }
}
