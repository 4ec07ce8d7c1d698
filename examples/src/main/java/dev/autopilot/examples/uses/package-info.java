/**
 * One complete example per way of using Autopilot, each a file that needs only the published
 * artifacts (and Playwright, SLF4J and the JDK): embedding it in a plain Java application, a
 * custom domain pack, a swapped planner, a swapped outcome classifier, runs on many threads, and
 * timing a planner on snapshots built in memory. {@code UsesIT} and {@code UsesTest} run each one;
 * {@code docs/examples.md} walks through them.
 */
@NullMarked
package dev.autopilot.examples.uses;

import org.jspecify.annotations.NullMarked;
