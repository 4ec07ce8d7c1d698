package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import java.net.URI;
import java.util.List;
import java.util.Locale;

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
  /**
   * Checks that no part is null; the URL is not parsed here ({@link #of} does).
   *
   * @param url the page's URL, not null
   * @param title the document title, not null
   * @param domain the host, not null
   * @param normalizedPath the normalized path, not null
   * @param structureHash the structure's digest, not null
   * @throws NullPointerException when an argument is null
   */
  public PageInfo {
    requireNonNull(url, "url");
    requireNonNull(title, "title");
    requireNonNull(domain, "domain");
    requireNonNull(normalizedPath, "normalizedPath");
    requireNonNull(structureHash, "structureHash");
  }

  /**
   * The page of a URL, for snapshots built in memory: its host as the domain, its path normalized
   * by {@link SemanticKey#normalizePath(String)}, the structure hash of these elements and groups.
   *
   * @param url an absolute URL
   * @param title the document title, empty for none
   * @param elements the snapshot's elements
   * @param groups the snapshot's groups
   * @return the page
   * @throws IllegalArgumentException when the URL is not absolute or has no host
   */
  public static PageInfo of(String url, String title, List<SemanticElement> elements, List<ElementGroup> groups) {
    URI uri = URI.create(requireNonNull(url, "url"));
    String host = uri.getHost();
    if (!uri.isAbsolute() || host == null) {
      throw new IllegalArgumentException("the page URL must be absolute with a host, such as http://127.0.0.1:8080/apply: " + url);
    }
    String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
    return new PageInfo(url, title, host.toLowerCase(Locale.ROOT), SemanticKey.normalizePath(path), structureHashOf(elements, groups));
  }

  /**
   * The structure hash of a page's elements and groups, as every snapshot provider of the project
   * computes it: 16 hex digits over each element's role, name, label, visibility and group, and
   * each group's kind, question and size; values and refs do not count, nor do isolated elements.
   *
   * @param elements the elements, in document order
   * @param groups the groups, in document order
   * @return 16 lower-case hex digits
   */
  public static String structureHashOf(List<SemanticElement> elements, List<ElementGroup> groups) {
    long h = 0x6a09e667f3bcc908L;
    for (SemanticElement e : elements) {
      if (e.isolated()) {
        continue;
      }
      String label = e.label();
      String group = e.groupId();
      h = add(h, e.role().id().hashCode());
      h = add(h, e.name().hashCode() ^ e.name().length());
      h = add(h, label == null ? 1 : label.hashCode() ^ label.length() << 16);
      h = add(h, e.visible() ? 3 : 5);
      h = add(h, group == null ? 7 : group.hashCode());
    }
    h = add(h, 11);
    for (ElementGroup g : groups) {
      h = add(h, g.kind().ordinal());
      h = add(h, g.question().hashCode() ^ g.question().length());
      h = add(h, g.memberRefs().size());
    }
    String hex = Long.toHexString(mix(h));
    return "0".repeat(16 - hex.length()) + hex;
  }

  private static long add(long h, int value) {
    return (h ^ (value & 0xffffffffL)) * 0x9e3779b97f4a7c15L + 0x632be59bd9b4e019L;
  }

  private static long mix(long z) {
    z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
    z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
    return z ^ (z >>> 33);
  }
}
