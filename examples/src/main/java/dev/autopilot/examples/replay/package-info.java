/**
 * The replay set: recorded failure families (pages, the server's answers, and the events a run
 * must produce on them) replayed deterministically on every build, and {@link
 * dev.autopilot.examples.replay.CaptureReplayCase}, which turns a failed run's evidence bundle
 * into a new case. See {@code docs/evidence.md}.
 */
@NullMarked
package dev.autopilot.examples.replay;

import org.jspecify.annotations.NullMarked;
