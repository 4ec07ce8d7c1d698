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
  public PageRegion {
    requireNonNull(kind, "kind");
    requireNonNull(text, "text");
  }
}
