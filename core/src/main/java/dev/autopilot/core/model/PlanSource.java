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
  POLICY
}
