package dev.autopilot.fsm;

import dev.autopilot.core.HostBoundary;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.risk.RiskPolicy;
import dev.autopilot.core.spec.SpecConstraints;
import dev.autopilot.core.spec.SpecContract;
import java.time.Duration;

/**
 * The bounds one run is held to: the orchestrator's, narrowed by the task's spec when it carries
 * one (its wall time, retries and actions), with the spec's allowed hosts as the whole boundary
 * when it names any.
 *
 * @param maxWallTime the run's wall time at most
 * @param hosts the hosts the run may go to besides its start URL's, or null for the orchestrator's
 * @param risk what the risk monitor holds each planned step to
 */
record RunPolicy(Duration maxWallTime, java.util.@org.jspecify.annotations.Nullable Set<String> hosts, RiskPolicy risk) {

  /**
   * Where the run may go.
   *
   * @throws dev.autopilot.core.AutopilotException with {@code URL_NOT_ALLOWED} for a start URL a run may not open
   */
  HostBoundary boundary(Orchestrator config, Task task) {
    return config.boundaryFor(task.startUrl(), hosts);
  }

  static RunPolicy of(Orchestrator config, Task task) {
    SpecContract spec = task.spec();
    Duration wall = config.budgets().maxWallTime();
    RiskPolicy risk = config.riskPolicy();
    java.util.Set<String> hosts = spec == null || spec.constraints().allowedHosts().isEmpty() ? null : spec.constraints().allowedHosts();
    if (spec != null) {
      SpecConstraints c = spec.constraints();
      if (c.maxExecutionTime() != null && c.maxExecutionTime().compareTo(wall) < 0) {
        wall = c.maxExecutionTime();
      }
      if (c.maxRetries() != null) {
        risk = risk.withMaxRepeats(Math.min(risk.maxRepeats(), c.maxRetries() + 1));
      }
      if (!c.allowedActions().isEmpty()) {
        risk = risk.withAllowedVerbs(risk.allowedVerbs().isEmpty() ? c.allowedActions()
            : risk.allowedVerbs().stream().filter(c.allowedActions()::contains).collect(java.util.stream.Collectors.toSet()));
      }
      if (!c.forbiddenActions().isEmpty()) {
        java.util.Set<String> forbidden = new java.util.HashSet<>(risk.forbiddenVerbs());
        forbidden.addAll(c.forbiddenActions());
        risk = risk.withForbiddenVerbs(forbidden);
      }
    }
    return new RunPolicy(wall, hosts, risk);
  }
}
