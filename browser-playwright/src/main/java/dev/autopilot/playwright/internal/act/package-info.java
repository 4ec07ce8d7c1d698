/**
 * Acting on the page: the executor's gestures, one class per verb or family of verbs, with what
 * they share (the in-page scripts run on one element, re-resolving a stale ref by role, name and
 * question, the URL rule of {@code wait_for}); the widgets a gesture operates are in {@code
 * widgets}. Whether a gesture took effect is judged in {@code internal.proof}, not here. Not API:
 * anything here may change without notice.
 */
@NullMarked
package dev.autopilot.playwright.internal.act;

import org.jspecify.annotations.NullMarked;
