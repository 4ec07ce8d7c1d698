package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

/**
 * Where a snapshot was taken.
 *
 * @param url the page's full URL
 * @param title the document title, empty when the page has none
 * @param domain the URL's host, lower case
 * @param normalizedPath the URL's path with volatile segments (numeric ids, UUIDs, hashes)
 *     replaced by placeholders, see {@link SemanticKey#normalizePath(String)}
 * @param structureHash a digest of the page's interactive structure (roles, names, groups);
 *     equal hashes mean the same form, whatever the field values
 */
public record PageInfo(String url, String title, String domain, String normalizedPath, String structureHash) {
  public PageInfo {
    requireNonNull(url, "url");
    requireNonNull(title, "title");
    requireNonNull(domain, "domain");
    requireNonNull(normalizedPath, "normalizedPath");
    requireNonNull(structureHash, "structureHash");
  }
}
