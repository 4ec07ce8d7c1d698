package dev.autopilot.extract;

import static java.util.Objects.requireNonNull;

/**
 * How a recipe reaches the records past the first page. Every kind stays read-only: a link is
 * followed by a GET navigation; a control is clicked only when the page's snapshot does not count
 * it among a form's submit controls; the extraction's guard aborts any non-GET navigation.
 */
public sealed interface Pagination {
  /** One page only. */
  record None() implements Pagination {}

  /**
   * A "next" link: its {@code href} is opened, and the new page is read with the same recipe.
   *
   * @param selector the CSS selector of the link on every page
   */
  record NextLink(String selector) implements Pagination {
    /**
     * Checks the selector.
     *
     * @param selector the CSS selector of the link; not null
     * @throws NullPointerException when {@code selector} is null
     */
    public NextLink {
      requireNonNull(selector, "selector");
    }
  }

  /**
   * A "next" control that replaces the rows in place (a client-side table's pager): clicked,
   * then the rows are read again once they changed.
   *
   * @param selector the CSS selector of the control
   */
  record NextButton(String selector) implements Pagination {
    /**
     * Checks the selector.
     *
     * @param selector the CSS selector of the control; not null
     * @throws NullPointerException when {@code selector} is null
     */
    public NextButton {
      requireNonNull(selector, "selector");
    }
  }

  /**
   * A "load more" control that appends rows: clicked, then the rows past those read are read.
   *
   * @param selector the CSS selector of the control
   */
  record LoadMore(String selector) implements Pagination {
    /**
     * Checks the selector.
     *
     * @param selector the CSS selector of the control; not null
     * @throws NullPointerException when {@code selector} is null
     */
    public LoadMore {
      requireNonNull(selector, "selector");
    }
  }

  /** Infinite scroll: the page is scrolled to its end, then the rows past those read are read. */
  record Scroll() implements Pagination {}
}
