package dev.autopilot.extract.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The extraction's in-page scripts, resource files beside this package ({@code
 * dev/autopilot/extract/*.js}), each wrapped with {@code common.js}'s helpers into one function of
 * one argument. Loaded once; stateless.
 */
public final class PageScripts {
  private static final String COMMON = load("common.js");
  /** Record structures and paging controls: what the rules write a recipe from. */
  public static final String OUTLINE = wrap("outline.js");
  /** Reads records by a recipe. */
  public static final String READ_ROWS = wrap("read-rows.js");
  /** A paging control's state and snapshot ref. */
  public static final String CONTROL = wrap("control.js");
  /** The page's links. */
  public static final String LINKS = wrap("links.js");
  /** The outline a model reads: the whole page, and the part the schema needs. */
  public static final String PROMPT_PART = wrap("prompt-part.js");
  /** Whether the rows differ from a signature or outnumber a count. */
  public static final String ROWS_CHANGED = wrap("rows-changed.js");

  /** Starts watching the document for its next change. */
  public static final String WATCH_CHANGES = wrap("watch-changes.js");
  /** Whether the document changed since the watch started. */
  public static final String CHANGED = wrap("changed.js");

  private PageScripts() {}

  private static String wrap(String name) {
    return "(__arg) => {\n" + COMMON + "\nreturn (" + load(name).strip() + ")(__arg);\n}";
  }

  private static String load(String name) {
    String path = "/dev/autopilot/extract/" + name;
    try (InputStream in = PageScripts.class.getResourceAsStream(path)) {
      if (in == null) {
        throw new IllegalStateException(path + " is missing from the classpath");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + path, e);
    }
  }
}
