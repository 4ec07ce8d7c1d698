/**
 * Contract test kits for SPI implementers: abstract JUnit 5 classes that an implementation's
 * test extends (Autopilot's own implementations extend them too), and what they run against.
 *
 * <ul>
 *   <li>In a real browser, on fixture pages served by a {@link dev.autopilot.testkit.FixtureServer}
 *       on 127.0.0.1: {@link dev.autopilot.testkit.SnapshotProviderContract},
 *       {@link dev.autopilot.testkit.ActionExecutorContract},
 *       {@link dev.autopilot.testkit.VerifierContract},
 *       {@link dev.autopilot.testkit.AssistPluginContract}.
 *   <li>In memory, on snapshots, signals and events built by the kit:
 *       {@link dev.autopilot.testkit.PlannerContract},
 *       {@link dev.autopilot.testkit.OutcomeClassifierContract},
 *       {@link dev.autopilot.testkit.EventSinkContract}.
 *   <li>Helpers for any test: {@link dev.autopilot.testkit.EventOrderValidator} checks the
 *       ordering contract of run events, {@link dev.autopilot.testkit.SampleRun} makes a run's
 *       worth of events.
 * </ul>
 *
 * <p>No kit asserts on wall-clock time: what they check is an effect (a result, a code, a page
 * state), never how long something took. See {@code docs/contract-kits.md}.
 */
@NullMarked
package dev.autopilot.testkit;

import org.jspecify.annotations.NullMarked;
