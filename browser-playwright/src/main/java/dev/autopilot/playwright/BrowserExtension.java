package dev.autopilot.playwright;

import static java.util.Objects.requireNonNull;

import java.nio.file.Path;
import org.jspecify.annotations.Nullable;

/**
 * An unpacked extension a {@link PlaywrightBrowser} was configured to load ({@link
 * BrowserConfig#extensions()}), and what became of it. An extension that is not {@link
 * State#LOADED} was not given to the browser or did not start there; the browser runs without it.
 * Immutable and thread-safe.
 *
 * @param folder the extension's folder, absolute
 * @param name the name its manifest gives, or null when the manifest could not be read
 * @param id the id Chromium gives the unpacked extension (derived from its folder, or from the
 *     manifest's {@code key}), or null when it was not given to the browser
 * @param state what became of it
 * @param detail why, in a few words
 */
public record BrowserExtension(Path folder, @Nullable String name, @Nullable String id, State state, String detail) {
  /**
   * Checks the components.
   *
   * @param folder the extension's folder, absolute
   * @param name the name its manifest gives, or null when the manifest could not be read
   * @param id the id Chromium gives the unpacked extension, or null when it was not given to the
   *     browser
   * @param state what became of it
   * @param detail why, in a few words
   * @throws NullPointerException when {@code folder}, {@code state} or {@code detail} is null
   */
  public BrowserExtension {
    requireNonNull(folder, "folder");
    requireNonNull(state, "state");
    requireNonNull(detail, "detail");
  }

  /** What became of a configured extension. */
  public enum State {
    /**
     * Given to the browser; when its manifest declares a background service worker, that worker
     * was seen running.
     */
    LOADED,
    /** No folder, or no {@code manifest.json} in it: not given to the browser. */
    MISSING,
    /** A manifest that is not JSON, or lacks {@code manifest_version}, {@code name} or {@code version}: not given to the browser. */
    INVALID,
    /** Given to the browser, but its declared service worker never started: the browser refused it. */
    NOT_STARTED
  }

  /** {@return whether the extension runs in the browser: its state is {@link State#LOADED}} */
  public boolean loaded() {
    return state == State.LOADED;
  }
}
