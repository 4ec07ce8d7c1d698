/**
 * The snapshot: the in-page snapshot script's protocol and parser, the snapshot of every frame of
 * a page assembled into one {@link dev.autopilot.core.model.SemanticSnapshot}, the main-world
 * shortcut the most frequent snapshot call takes, and the refs a snapshot issues: the state that
 * outlives one document ({@link dev.autopilot.playwright.internal.snapshot.RefState}) and their
 * resolution to the very element they name ({@link dev.autopilot.playwright.internal.snapshot.Refs}).
 * Not API: anything here may change without notice.
 */
@NullMarked
package dev.autopilot.playwright.internal.snapshot;

import org.jspecify.annotations.NullMarked;
