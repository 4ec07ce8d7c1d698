/**
 * Internals of the Playwright module for widget families that need gestures of their own (issue
 * 12): date pickers, masked inputs and sliders here. Not API: anything here may change without
 * notice.
 */
@NullMarked
package dev.autopilot.playwright.internal.widgets;

import org.jspecify.annotations.NullMarked;
