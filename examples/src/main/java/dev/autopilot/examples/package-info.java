/**
 * Runnable examples: {@link dev.autopilot.examples.ApplyToJob} applies to a posting of the demo
 * job site end to end; {@link dev.autopilot.examples.QuickStart} is the README's embedding
 * example.
 */
@NullMarked
package dev.autopilot.examples;

import org.jspecify.annotations.NullMarked;
