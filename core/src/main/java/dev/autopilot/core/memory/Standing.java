package dev.autopilot.core.memory;

/**
 * How far a locator entry is trusted, from its run of successes and failures (see {@link
 * MemoryPolicy}).
 */
public enum Standing {
  /** Written, not yet confirmed often enough: used as a hit, validated like any hit. */
  CANDIDATE,
  /** Succeeded {@link MemoryPolicy#promoteAfter()} times in a row. */
  PROMOTED,
  /**
   * Failed {@link MemoryPolicy#demoteAfter()} times in a row: not used as a hit; its fingerprint
   * may still guide a heal, and a heal rewrites it as a {@link #CANDIDATE}.
   */
  DEMOTED
}
