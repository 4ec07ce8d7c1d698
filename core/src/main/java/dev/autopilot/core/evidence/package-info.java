/**
 * Evidence of a run beyond its events: the {@link dev.autopilot.core.evidence.EvidenceRecorder}
 * SPI a host sets once on the orchestrator, and the per-run {@link
 * dev.autopilot.core.evidence.RunEvidence} the run feeds (events, snapshots, screenshots, its
 * plan, a browser trace). The observability module implements it as an evidence bundle on disk.
 */
@NullMarked
package dev.autopilot.core.evidence;

import org.jspecify.annotations.NullMarked;
