/**
 * Internals of the Playwright module, a package per concern: {@code snapshot} (reading the page
 * into a semantic snapshot, and its refs), {@code act} (carrying out the executor's verbs,
 * widgets included), {@code proof} (judging whether an action took effect, a submit included)
 * and {@code session} (the browser, its sessions and what guards them). {@link
 * dev.autopilot.playwright.internal.Scripts}, here, loads the in-page scripts all four run; their
 * resource folders mirror the packages. Not API: anything here may change without notice.
 */
@NullMarked
package dev.autopilot.playwright.internal;

import org.jspecify.annotations.NullMarked;
