/**
 * Observability for Autopilot runs: event sinks that write every event as NDJSON
 * ({@link dev.autopilot.observability.NdjsonEventSink}), as a terminal narrative
 * ({@link dev.autopilot.observability.NarrativeEventSink}) or as log lines
 * ({@link dev.autopilot.observability.Slf4jEventSink}); the
 * {@link dev.autopilot.observability.Redactor} that keeps e-mail addresses, phone numbers, URL
 * tokens and typed values out of them unless debug is on; the per-run evidence bundle
 * ({@link dev.autopilot.observability.EvidenceBundle}, laid out by {@link
 * dev.autopilot.observability.RunFolder}); and the run report and index read from bundles
 * ({@link dev.autopilot.observability.HtmlReport}, {@link dev.autopilot.observability.RunIndex}).
 */
@NullMarked
package dev.autopilot.observability;

import org.jspecify.annotations.NullMarked;
