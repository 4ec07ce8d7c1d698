/**
 * How the executor operates widgets that are more than a native control: suggestion lists next
 * to a field, comboboxes chosen by typing. Not API: anything here may change without notice.
 */
@NullMarked
package dev.autopilot.playwright.internal.widgets;

import org.jspecify.annotations.NullMarked;
