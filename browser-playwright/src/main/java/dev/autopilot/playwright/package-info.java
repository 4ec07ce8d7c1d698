/**
 * Playwright implementations of Autopilot's browser-facing SPIs: launching or connecting to a
 * browser ({@link dev.autopilot.playwright.PlaywrightBrowser}, configured by
 * {@link dev.autopilot.playwright.BrowserConfig}), one isolated session per run
 * ({@link dev.autopilot.playwright.PlaywrightBrowserSession}), the semantic snapshot
 * ({@link dev.autopilot.playwright.PlaywrightSnapshotProvider}), ref-based execution
 * ({@link dev.autopilot.playwright.PlaywrightActionExecutor}) and live-state verification
 * ({@link dev.autopilot.playwright.PlaywrightVerifier}).
 *
 * <p>Playwright objects are not thread-safe: a browser and every session made from it are used
 * from one thread. The snapshot provider, executor and verifier hold no state of their own and may
 * be shared; each call runs on the calling thread with the session it is given. What lives across
 * snapshots of a page (frame ids, the refs issued, the last result) is owned by its session; the
 * executor and verifier take any snapshot through the {@link dev.autopilot.core.SnapshotPipeline}
 * they are given. The in-page scripts are resource files under {@code dev/autopilot/playwright/}
 * (see {@link dev.autopilot.playwright.internal.Scripts}).
 */
@NullMarked
package dev.autopilot.playwright;

import org.jspecify.annotations.NullMarked;
