package dev.autopilot.playwright.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The in-page scripts shipped as resources, read once per class loader. */
public final class Scripts {

  /**
   * The snapshot script with the accessible-name script ({@code names.js}, an expression) put in
   * its place: one script, sent and compiled once per document.
   */
  private static final String SNAPSHOT_SOURCE = load("/dev/autopilot/playwright/snapshot.js")
      .replace("/*@NAMES*/null", load("/dev/autopilot/playwright/names.js").strip());

  /** The version of the snapshot script: a digest of its text. */
  static final String SNAPSHOT_VERSION = Integer.toHexString(SNAPSHOT_SOURCE.hashCode());

  /**
   * The snapshot script, {@code dev/autopilot/playwright/snapshot.js}. It installs itself on the
   * window of the document it runs in, under a key naming its version.
   */
  public static final String SNAPSHOT = SNAPSHOT_SOURCE.replace("@VERSION", "@" + SNAPSHOT_VERSION);

  /**
   * Runs the snapshot script installed in the document by an earlier {@link #SNAPSHOT}, or gives
   * null when it is not installed (a new document).
   */
  public static final String SNAPSHOT_STUB = "(arg) => { const f = window[Symbol.for('dev.autopilot.snapshot@"
      + SNAPSHOT_VERSION + "')]; return f ? f(arg) : null; }";

  private Scripts() {}

  private static String load(String resource) {
    try (InputStream in = Scripts.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + resource);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read resource " + resource, e);
    }
  }
}
