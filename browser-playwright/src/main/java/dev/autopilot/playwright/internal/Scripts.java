package dev.autopilot.playwright.internal;

import dev.autopilot.playwright.internal.snapshot.SnapshotProtocol;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The in-page scripts, shipped as resource files under {@code dev/autopilot/playwright/} in a
 * folder per concern, as the internal packages are, each read once per class loader into a
 * constant of the class that runs it:
 *
 * <ul>
 *   <li>{@code snapshot/}: the snapshot script {@code snapshot.js}, with the constants of {@link
 *       SnapshotProtocol}, its stub, the ref resolution and the tagging of a frame element;
 *   <li>{@code act/}: what the executor runs, mostly functions of one element evaluated on an
 *       element handle ({@code (el, arg) => ...}), and the popups of a document;
 *   <li>{@code proof/}: what the verifier and the submit watch read in a document (the read-back,
 *       a click's effect, the form's state around a submit, the page's regions);
 *   <li>{@code session/}: the session's page text and the marks of a masked screenshot;
 *   <li>{@code lib/}: fragments no one evaluates alone, included by other scripts.
 * </ul>
 *
 * <p>A line holding only {@code // @include lib/name.js} is replaced by that file's text (includes
 * do not nest). Each file is one JavaScript function expression, as Playwright's
 * {@code evaluate} takes it. Stateless.
 */
public final class Scripts {

  private static final String ROOT = "/dev/autopilot/playwright/";
  private static final String INCLUDE = "// @include ";

  private static final String SNAPSHOT_SOURCE = withProtocol(load("snapshot/snapshot.js"));

  /** The version of the snapshot script: a digest of its text, constants included. */
  static final String SNAPSHOT_VERSION = Integer.toHexString(SNAPSHOT_SOURCE.hashCode());

  /**
   * The snapshot script, {@code dev/autopilot/playwright/snapshot/snapshot.js}. It installs itself on the
   * window of the document it runs in, under a key naming its version.
   */
  public static final String SNAPSHOT = SNAPSHOT_SOURCE.replace("@VERSION", "@" + SNAPSHOT_VERSION);

  /**
   * Runs the snapshot script installed in the document by an earlier {@link #SNAPSHOT}, or gives
   * null when it is not installed (a new document). A function of no parameters: the caller writes
   * the snapshot's argument in place of {@code ARGUMENT} as a JSON literal.
   */
  public static final String SNAPSHOT_STUB = load("snapshot/snapshot-stub.js").replace("@VERSION", "@" + SNAPSHOT_VERSION);

  private Scripts() {}

  /**
   * The text of a script resource, its includes resolved.
   *
   * @param name the path under {@code dev/autopilot/playwright/}, such as {@code act/blur.js}
   * @return the script's text with every {@code @include} line replaced by the included file
   * @throws IllegalStateException when the resource or an include is missing
   */
  public static String load(String name) {
    String text = read(name);
    if (!text.contains(INCLUDE)) {
      return text;
    }
    StringBuilder out = new StringBuilder(text.length() * 2);
    for (String line : text.split("\n", -1)) {
      String trimmed = line.strip();
      if (trimmed.startsWith(INCLUDE)) {
        out.append(read(trimmed.substring(INCLUDE.length()).strip()).stripTrailing());
      } else {
        out.append(line);
      }
      out.append('\n');
    }
    return out.toString().stripTrailing();
  }

  private static String withProtocol(String source) {
    if (!source.contains(SnapshotProtocol.PLACEHOLDER)) {
      throw new IllegalStateException("snapshot/snapshot.js lacks the line " + SnapshotProtocol.PLACEHOLDER);
    }
    return source.replace(SnapshotProtocol.PLACEHOLDER, SnapshotProtocol.javaScript());
  }

  private static String read(String name) {
    String resource = ROOT + name;
    try (InputStream in = Scripts.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + resource);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8).stripTrailing();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read resource " + resource, e);
    }
  }
}
