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
  /**
   * Checks the task and copies the constraints.
   *
   * @param goal the goal, not null
   * @param startUrl the start page, not null; not checked here (the orchestrator refuses a URL a
   *     run may not open)
   * @param constraints the host's facts, copied; no null key or value
   * @param spec the spec, or null for none
   * @throws NullPointerException when the goal, the URL, the map or an entry's key or value is null
   */
  public Task {
    requireNonNull(goal, "goal");
    requireNonNull(startUrl, "startUrl");
    constraints = Map.copyOf(constraints);
  }

  /**
   * A task without a spec.
   *
   * @param goal the goal in words
   * @param startUrl the page the run starts on
   * @param constraints facts the host attaches for a planner of its own; copied
   * @throws NullPointerException when an argument, or a key or value of the map, is null
   */
  public Task(String goal, URI startUrl, Map<String, String> constraints) {
    this(goal, startUrl, constraints, null);
  }

  /**
   * A copy that carries this spec.
   *
   * @param spec the spec the run is held to, replacing any this task carried
   * @return the copy; this task is unchanged
   * @throws NullPointerException when the spec is null
   */
  public Task withSpec(SpecContract spec) {
    return new Task(goal, startUrl, constraints, requireNonNull(spec, "spec"));
  }

  /**
   * A task without constraints or spec.
   *
   * @param goal the goal in words, such as {@code "Apply to Backend Engineer"}
   * @param startUrl the page the run starts on
   * @return the task
   * @throws NullPointerException when an argument is null
   */
  public static Task of(String goal, URI startUrl) {
    return new Task(goal, startUrl, Map.of());
  }
}
