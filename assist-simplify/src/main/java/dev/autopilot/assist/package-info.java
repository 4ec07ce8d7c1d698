/**
 * Two assist plugins, offered the page before the main loop:
 * <ul>
 *   <li>the profile autofill ({@link dev.autopilot.assist.AssistPlugins#profileAutofill}): fills
 *       in one pass, without verifying each field, the text fields, selects and checkboxes that a
 *       domain pack answers, through the executor it is given; files, radios and submit controls
 *       are left to the main loop;
 *   <li>the browser-extension assist ({@link dev.autopilot.assist.AssistPlugins#browserExtension},
 *       {@link dev.autopilot.assist.ExtensionAssist}): has an autofill extension loaded into the
 *       session's browser fill the page, and reports which fields it saw change.
 * </ul>
 * The run judges either by the fill rate of required questions and field by field with its own
 * verifier, never by the plugin's count, and goes on unchanged when a plugin is missing,
 * unavailable, fails or is slow. See {@code docs/assist.md}.
 */
@NullMarked
package dev.autopilot.assist;

import org.jspecify.annotations.NullMarked;
