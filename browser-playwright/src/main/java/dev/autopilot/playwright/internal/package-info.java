/**
 * Internals of the Playwright module: browser resolution, the in-page ref registry, snapshot
 * parsing, network capture and value comparison. Not API: anything here may change without
 * notice.
 */
@NullMarked
package dev.autopilot.playwright.internal;

import org.jspecify.annotations.NullMarked;
