/**
 * The browser pool's machinery: the serial lanes that hand a pool's runs to its workers one lane
 * at a time. Not API: anything here may change without notice.
 */
@NullMarked
package dev.autopilot.playwright.internal.pool;

import org.jspecify.annotations.NullMarked;
