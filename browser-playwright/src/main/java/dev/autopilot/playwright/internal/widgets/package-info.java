/**
 * Widget families the executor and the verifier operate beyond native controls, each in a class of
 * its own, and {@link dev.autopilot.playwright.internal.widgets.Overlays}, the popups a gesture
 * opened and must close, shared by all. Not API: anything here may change without notice.
 */
@NullMarked
package dev.autopilot.playwright.internal.widgets;

import org.jspecify.annotations.NullMarked;
