package dev.autopilot.core.model;

/** Who answered a question: the program's rules, a remembered trajectory, or a model. */
public enum Route {
  /** A domain pack's rules. */
  RULES,
  /** A remembered trajectory or cached answer, validated before use. */
  MEMORY,
  /** A language model, its answer validated by the program. */
  MODEL
}
