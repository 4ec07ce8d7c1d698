package dev.autopilot.playwright.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The in-page scripts shipped as resources, read once per class loader. */
public final class Scripts {

  /** The snapshot script, {@code dev/autopilot/playwright/snapshot.js}. */
  public static final String SNAPSHOT = load("/dev/autopilot/playwright/snapshot.js");

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
