package dev.autopilot.extract;

import static java.util.Objects.requireNonNull;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A declarative extraction program: which elements are the records, where each field sits in
 * one, and how to reach the next page. Rules or a model write it once; it then runs read-only,
 * again and again, with no model call. Immutable; serializable as JSON (see {@code
 * docs/extraction.md}).
 *
 * @param rows the CSS selector of the record elements, in the whole document
 * @param fields a locator per schema field name, in the schema's order
 * @param pagination how to reach the following pages
 * @param origin who wrote it
 */
public record Recipe(String rows, Map<String, Locator> fields, Pagination pagination, Origin origin) {
  /** Who wrote a recipe. */
  public enum Origin {
    /** The rules, from the page's structure (table headers, grid column headers, list keys, labels). */
    RULES,
    /** A language model, from a part of the page. */
    MODEL
  }

  /**
   * Checks the recipe and copies the fields, keeping their order.
   *
   * @param rows not null; a selector that matches nothing reads no record (the gate then fails)
   * @param fields copied; a locator per field name
   * @param pagination not null; {@link Pagination.None} for one page
   * @param origin not null
   * @throws NullPointerException when a component is null
   */
  public Recipe {
    requireNonNull(rows, "rows");
    requireNonNull(pagination, "pagination");
    requireNonNull(origin, "origin");
    fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
  }

  /**
   * This recipe with another pagination.
   *
   * @param p how to reach the following pages
   * @return a new recipe with the same rows, fields and origin
   */
  public Recipe withPagination(Pagination p) {
    return new Recipe(rows, fields, p, origin);
  }
}
