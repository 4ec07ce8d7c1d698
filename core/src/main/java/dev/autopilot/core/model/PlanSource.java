package dev.autopilot.core.model;

/** Where a plan came from. */
public enum PlanSource {
  /** Deterministic rules of a domain pack. */
  RULES,
  /** A language model. */
  LLM,
  /** A remembered trajectory or cached plan, validated before use. */
  MEMORY,
  /** The run's own policy (a retry, a recovery step). */
  POLICY,
  /**
   * A planner of the host's own, neither rules of a pack nor a model; the run's {@code
   * run_started} event names its class ({@code planner}).
   */
  CUSTOM
}
