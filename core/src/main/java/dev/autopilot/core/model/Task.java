package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import java.net.URI;
import java.util.Map;

/**
 * What the user asked for.
 *
 * @param goal the goal in words, such as {@code "Apply to Backend Engineer"}
 * @param startUrl the page the run starts on
 * @param constraints facts the host attaches to the task, for a planner of its own to read,
 *     never null; the orchestrator and the stock planner do not read them
 */
public record Task(String goal, URI startUrl, Map<String, String> constraints) {
  public Task {
    requireNonNull(goal, "goal");
    requireNonNull(startUrl, "startUrl");
    constraints = Map.copyOf(constraints);
  }

  /** A task without constraints. */
  public static Task of(String goal, URI startUrl) {
    return new Task(goal, startUrl, Map.of());
  }
}
