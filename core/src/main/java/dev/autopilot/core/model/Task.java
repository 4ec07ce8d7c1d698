package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.spec.SpecContract;
import java.net.URI;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * What the user asked for.
 *
 * @param goal the goal in words, such as {@code "Apply to Backend Engineer"}
 * @param startUrl the page the run starts on
 * @param constraints facts the host attaches to the task, for a planner of its own to read,
 *     never null; the orchestrator and the stock planner do not read them
 * @param spec the frozen spec the run is held to (bounds, completion gates, required evidence),
 *     or null for none
 */
public record Task(String goal, URI startUrl, Map<String, String> constraints, @Nullable SpecContract spec) {
  public Task {
    requireNonNull(goal, "goal");
    requireNonNull(startUrl, "startUrl");
    constraints = Map.copyOf(constraints);
  }

  /** A task without a spec. */
  public Task(String goal, URI startUrl, Map<String, String> constraints) {
    this(goal, startUrl, constraints, null);
  }

  /** A copy that carries this spec. */
  public Task withSpec(SpecContract spec) {
    return new Task(goal, startUrl, constraints, requireNonNull(spec, "spec"));
  }

  /** A task without constraints. */
  public static Task of(String goal, URI startUrl) {
    return new Task(goal, startUrl, Map.of());
  }
}
