/**
 * Outcome classifiers: decide what a submit led to from the page it left behind.
 *
 * <p>{@link dev.autopilot.classifier.OutcomeClassifiers} hands out the stock classifiers: the
 * rule-based one, driven by a {@link dev.autopilot.classifier.RuleSet} of
 * {@link dev.autopilot.classifier.OutcomeRule}s that users can extend, and a chain that asks
 * several classifiers in turn. Everything here is immutable and thread-safe.
 */
@NullMarked
package dev.autopilot.classifier;

import org.jspecify.annotations.NullMarked;
