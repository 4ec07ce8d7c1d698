/**
 * The widgets a person uses without thinking but that carry little or no semantics (replaced
 * selects, comboboxes and suggestion lists, date pickers, masks, sliders): how each family is
 * operated, each in a class of its own, and {@link
 * dev.autopilot.playwright.internal.act.widgets.Overlays}, the popups a gesture opened and must
 * close, shared by all (the verifier asks it too). Not API: anything here may change without
 * notice.
 */
@NullMarked
package dev.autopilot.playwright.internal.act.widgets;

import org.jspecify.annotations.NullMarked;
