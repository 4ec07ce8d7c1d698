package dev.autopilot.core.proof;

import org.jspecify.annotations.Nullable;

/**
 * The state of an action's target read live from the page after the gesture, as far as judging
 * a key press needs it.
 *
 * @param found whether the target is still in the document
 * @param value its value, or null
 * @param checked its checked state, null for elements without one
 */
public record TargetState(boolean found, @Nullable String value, @Nullable Boolean checked) {}
