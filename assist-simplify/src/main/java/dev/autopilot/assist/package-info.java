/**
 * One assist plugin: the profile autofill ({@link dev.autopilot.assist.AssistPlugins#profileAutofill}).
 * Offered the page before the main loop, it fills in one pass, without verifying each field, the
 * text fields, selects and checkboxes that a domain pack answers, through the executor it is
 * given; files, radios and submit controls are left to the main loop. The run judges it by the
 * fill rate of required questions (how many were answered before and after), never by its own
 * count, and goes on unchanged when it is missing, unavailable or fails. Nothing here drives a
 * browser extension, whatever the module's name suggests. See {@code docs/assist.md}.
 */
@NullMarked
package dev.autopilot.assist;

import org.jspecify.annotations.NullMarked;
