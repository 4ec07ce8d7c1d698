/**
 * The one rule set for form values: how a typed or chosen value matches what a field holds, per
 * {@link dev.autopilot.core.match.ValueKind}; whether an element holds an answer; whether a
 * person could answer it now; and which questions are required. The planner, the verifier, the
 * executor, assist plugins and the classifier all call these classes, so they cannot disagree.
 *
 * <p>Everything here is stateless or immutable and safe to call from any thread. The rules, with
 * examples, are in the project's {@code docs/values-and-answers.md}.
 */
@NullMarked
package dev.autopilot.core.match;

import org.jspecify.annotations.NullMarked;
