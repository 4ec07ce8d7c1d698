/**
 * Autopilot core: the service-provider interfaces a host assembles into a pipeline
 * ({@link dev.autopilot.core.SnapshotProvider}, {@link dev.autopilot.core.Planner},
 * {@link dev.autopilot.core.ActionExecutor}, {@link dev.autopilot.core.Verifier},
 * {@link dev.autopilot.core.OutcomeClassifier}, {@link dev.autopilot.core.AssistPlugin},
 * {@link dev.autopilot.core.event.EventSink}), the browser session they share, and the
 * exception hierarchy.
 *
 * <p>Nothing in this package depends on a browser technology.
 */
@NullMarked
package dev.autopilot.core;

import org.jspecify.annotations.NullMarked;
