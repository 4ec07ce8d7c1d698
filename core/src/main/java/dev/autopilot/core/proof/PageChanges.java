package dev.autopilot.core.proof;

import java.util.List;

/**
 * What a page showed after a click that was watched from just before it: its visible changes,
 * told apart from content that was already changing (a clock, a carousel), and the JavaScript
 * dialogs answered by then. A browser adapter reads it; {@link ClickChange} judges it.
 *
 * @param armed whether the click was watched (false: a click by another executor, or a new
 *     document after a navigation)
 * @param changes visible changes after the click, not part of a change going on before
 * @param ignored changes after the click to content that was already changing
 * @param seen up to five of the changes, as {@code <tag#id> what} (no text content)
 * @param dialogsBefore the number of JavaScript dialogs the session had answered when armed
 */
public record PageChanges(boolean armed, int changes, int ignored, List<String> seen, int dialogsBefore) {
  /**
   * Copies the list of changes seen; the counts are taken as given.
   *
   * @param armed whether the click was watched
   * @param changes visible changes after the click, 0 or more
   * @param ignored changes to content already changing, 0 or more
   * @param seen some of the changes in words, copied
   * @param dialogsBefore the dialogs answered when armed, 0 or more
   * @throws NullPointerException when {@code seen} or one of its entries is null
   */
  public PageChanges {
    seen = List.copyOf(seen);
  }

  /** {@return what an unwatched click shows: not armed, no change, no dialog} */
  public static PageChanges none() {
    return new PageChanges(false, 0, 0, List.of(), 0);
  }
}
