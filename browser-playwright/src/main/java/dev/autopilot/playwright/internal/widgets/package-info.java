/**
 * Internals of the Playwright module for widgets a person uses without thinking but that carry
 * little or no semantics (clickable elements without a role, custom selects, pickers): how they
 * are operated and how their effect is judged. Not API: anything here may change without notice.
 */
@NullMarked
package dev.autopilot.playwright.internal.widgets;

import org.jspecify.annotations.NullMarked;
