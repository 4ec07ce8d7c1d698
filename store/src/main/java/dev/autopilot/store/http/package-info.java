/**
 * The read-only diagnostics API over the run store: {@link dev.autopilot.store.http.DiagnosticsApi}
 * answers {@code GET /api/runs}, {@code /api/stats/failures}, {@code /api/runs/{id}/diagnostics}
 * and {@code /api/runs/{id}/trace-summary} with JSON, mountable in a host's own server; {@link
 * dev.autopilot.store.http.DiagnosticsServer} serves it standalone.
 */
@NullMarked
package dev.autopilot.store.http;

import org.jspecify.annotations.NullMarked;
