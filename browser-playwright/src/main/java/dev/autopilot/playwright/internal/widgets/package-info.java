/**
 * Internals of the Playwright module for widgets a person uses without thinking but that carry
 * little or no semantics (clickable elements without a role, replaced selects, comboboxes,
 * pickers, masks, custom choices): how each family is operated and how its effect is judged, each
 * in a class of its own, and {@link dev.autopilot.playwright.internal.widgets.Overlays}, the popups
 * a gesture opened and must close, shared by all. Not API: anything here may change without notice.
 */
@NullMarked
package dev.autopilot.playwright.internal.widgets;

import org.jspecify.annotations.NullMarked;
