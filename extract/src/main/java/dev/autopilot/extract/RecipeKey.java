package dev.autopilot.extract;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.SemanticKey;
import java.net.URI;
import java.util.Locale;

/**
 * What a cached recipe is for: a site, a page signature and a schema. The page signature is the
 * URL's path with its volatile segments (ids, hashes) replaced ({@link SemanticKey#normalizePath}):
 * {@code /products/123} and {@code /products/456} share a recipe; the query is left out, so the
 * pages of one listing share one. Immutable.
 *
 * @param site the host, lower case
 * @param pageSignature the normalized path
 * @param schema the schema's {@link Schema#signature()}
 */
public record RecipeKey(String site, String pageSignature, String schema) {
  /**
   * Checks the parts.
   *
   * @param site not null; empty for a URL without host
   * @param pageSignature not null
   * @param schema not null
   * @throws NullPointerException when a part is null
   */
  public RecipeKey {
    requireNonNull(site, "site");
    requireNonNull(pageSignature, "pageSignature");
    requireNonNull(schema, "schema");
  }

  /**
   * The key of a page's URL and a schema.
   *
   * @param page the page's URL; its host and path count, its query and fragment do not
   * @param schema the schema the recipe reads
   * @return the key
   */
  public static RecipeKey of(URI page, Schema schema) {
    String host = page.getHost() == null ? "" : page.getHost().toLowerCase(Locale.ROOT);
    String path = page.getRawPath() == null || page.getRawPath().isEmpty() ? "/" : page.getRawPath();
    return new RecipeKey(host, SemanticKey.normalizePath(path), schema.signature());
  }

  /**
   * One string for the key, usable as a file name or a database key.
   *
   * @return site, signature and schema joined by {@code _}, every character other than letters,
   *     digits, {@code .}, {@code _} and {@code -} replaced by {@code _}
   */
  public String id() {
    return (site + "_" + pageSignature + "_" + schema).replaceAll("[^A-Za-z0-9._-]", "_");
  }
}
