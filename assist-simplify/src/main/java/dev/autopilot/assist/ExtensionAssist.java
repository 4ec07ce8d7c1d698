package dev.autopilot.assist;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.AssistPlugin;
import dev.autopilot.playwright.BrowserConfig;
import dev.autopilot.playwright.ExtensionTrigger;
import java.nio.file.Path;
import java.time.Duration;

/**
 * Builds the browser-extension assist: an {@link AssistPlugin} that has an autofill extension (one
 * such as Simplify, loaded unpacked into the session's browser with {@link
 * BrowserConfig.Builder#addExtension(Path)}) fill the page, and watches what it does.
 *
 * <p>What the plugin does in {@link AssistPlugin#prefill}:
 * <ol>
 *   <li>It finds the extension among the browser's ({@link dev.autopilot.playwright.PlaywrightBrowserSession#extensions()}) by
 *       its folder. One that is missing, has an invalid manifest or did not start returns {@link
 *       dev.autopilot.core.AssistFailureCode#EXTENSION_NOT_LOADED}, with the reason, and nothing
 *       is triggered.
 *   <li>It fires the {@link ExtensionTrigger} and watches the page through the run's snapshot
 *       pipeline (a snapshot every {@link Builder#poll poll}) until a field changes, at most for
 *       the {@link Builder#deadline deadline}; with no change it fires again, at most {@link
 *       Builder#retries retries} more times (two at most), then returns {@link
 *       dev.autopilot.core.AssistFailureCode#DEADLINE_PASSED}.
 *   <li>Once a field changed it watches on until no field changed for the {@link Builder#settle
 *       settle} time (at most one more deadline), so that an extension that fills and then
 *       empties a field is seen doing both.
 *   <li>It returns the fields it saw change ({@link dev.autopilot.core.AssistResult#touchedRefs()})
 *       and the fill rate it reached: how many of the fields that were empty hold a value now.
 * </ol>
 * It never submits and never clicks the extension's own panels. What it reports is not taken on
 * trust: the run judges every field it saw change with the run's verifier, and fills what is
 * wrong, cleared or empty itself (see {@code docs/assist.md}).
 *
 * <p>The built plugin is immutable and thread-safe; it keeps no state between calls. It needs a
 * Playwright session: on any other it is not available.
 */
public final class ExtensionAssist {
  /** The most retries allowed: an assist that fails is dropped, never tried in a loop. */
  public static final int MAX_RETRIES = 2;

  private ExtensionAssist() {}

  /**
   * A builder for the extension in this folder (the same folder given to {@link
   * BrowserConfig.Builder#addExtension(Path)}), asked to fill with this trigger.
   *
   * @param extensionFolder the extension's unpacked folder; made absolute and normalised, then
   *     compared with the folders of the extensions the session loaded
   * @param trigger how the extension is asked to fill, fired once per attempt
   * @return a new builder with the defaults: 3 s deadline, 800 ms settle, 200 ms poll, one retry
   * @throws NullPointerException if either argument is null
   */
  public static Builder builder(Path extensionFolder, ExtensionTrigger trigger) {
    return new Builder(extensionFolder, trigger);
  }

  /** Settings of the extension assist; see {@link ExtensionAssist}. Not thread-safe. */
  public static final class Builder {
    private final Path folder;
    private final ExtensionTrigger trigger;
    private Duration deadline = Duration.ofSeconds(3);
    private Duration settle = Duration.ofMillis(800);
    private Duration poll = Duration.ofMillis(200);
    private int retries = 1;

    private Builder(Path folder, ExtensionTrigger trigger) {
      this.folder = requireNonNull(folder, "extensionFolder").toAbsolutePath().normalize();
      this.trigger = requireNonNull(trigger, "trigger");
    }

    /**
     * How long after a trigger the first change may take (default 3 s). It also bounds the
     * settle phase: once a field changed, the plugin watches at most one more deadline.
     *
     * @param deadline a positive duration; a prefill lasts at most about {@code retries + 2}
     *     deadlines
     * @return this builder
     * @throws NullPointerException if {@code deadline} is null
     * @throws IllegalArgumentException if it is zero or negative
     */
    public Builder deadline(Duration deadline) {
      this.deadline = positive(deadline, "deadline");
      return this;
    }

    /**
     * How long no field may change before the fill counts as done (default 800 ms).
     *
     * @param settle a positive duration; one longer than the deadline is cut short by it
     * @return this builder
     * @throws NullPointerException if {@code settle} is null
     * @throws IllegalArgumentException if it is zero or negative
     */
    public Builder settle(Duration settle) {
      this.settle = positive(settle, "settle");
      return this;
    }

    /**
     * How often the page is looked at while waiting (default 200 ms). Each look takes a snapshot
     * through the run's pipeline, so a shorter poll costs more snapshots.
     *
     * @param poll a positive duration, the pause before each snapshot (sub-millisecond parts are
     *     dropped)
     * @return this builder
     * @throws NullPointerException if {@code poll} is null
     * @throws IllegalArgumentException if it is zero or negative
     */
    public Builder poll(Duration poll) {
      this.poll = positive(poll, "poll");
      return this;
    }

    /**
     * How many times the trigger is fired again when nothing changed before the deadline: 0 to
     * {@value ExtensionAssist#MAX_RETRIES} (default 1).
     *
     * @param retries the extra triggers after the first; 0 fires the trigger once
     * @return this builder
     * @throws IllegalArgumentException outside that range
     */
    public Builder retries(int retries) {
      if (retries < 0 || retries > MAX_RETRIES) {
        throw new IllegalArgumentException("retries must be within [0, " + MAX_RETRIES + "], was " + retries);
      }
      this.retries = retries;
      return this;
    }

    /**
     * The plugin, named {@code browser-extension}. The builder may be changed and built again
     * afterwards; plugins built before keep their settings.
     *
     * @return a new immutable, thread-safe plugin with this builder's settings
     */
    public AssistPlugin build() {
      return new BrowserExtensionAssist(folder, trigger, deadline, settle, poll, retries);
    }

    private static Duration positive(Duration d, String name) {
      requireNonNull(d, name);
      if (d.isZero() || d.isNegative()) {
        throw new IllegalArgumentException(name + " must be positive, was " + d);
      }
      return d;
    }
  }
}
