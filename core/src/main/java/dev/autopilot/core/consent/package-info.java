/**
 * Consent is the person's: the one judgement of what ticking a checkbox or radio, or pressing a
 * button, commits a person to (money, sharing their data, marketing, terms), and whether the
 * profile's consent covers it. Every planner, rule-based or model-based, asks {@link
 * dev.autopilot.core.consent.ConsentRules} before it ticks or presses anything.
 */
@NullMarked
package dev.autopilot.core.consent;

import org.jspecify.annotations.NullMarked;
