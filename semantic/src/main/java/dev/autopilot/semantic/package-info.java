/**
 * Pairing by meaning for the rules planner: {@link dev.autopilot.semantic.MiniLmSimilarity}, a
 * {@link dev.autopilot.core.pack.TextSimilarity} on a sentence-embedding model run in process.
 * Use it as {@code Planner.rules(pack, MiniLmSimilarity.shared())}.
 */
@NullMarked
package dev.autopilot.semantic;

import org.jspecify.annotations.NullMarked;
