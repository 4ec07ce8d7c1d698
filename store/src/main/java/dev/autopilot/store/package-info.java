/**
 * The store: what Autopilot keeps across runs, in one relational database reached through JDBC.
 *
 * <p>{@link dev.autopilot.store.Store#open} opens it from a {@link dev.autopilot.store.StoreConfig}:
 * an embedded SQLite file in a folder the host chooses (the default), or a PostgreSQL database
 * with the same schema, migrated by Flyway and pooled by HikariCP. {@link
 * dev.autopilot.store.Store#runs()} is the run store: one row per run, written when it starts and
 * updated as it goes, with its failure fields and counters, and a redacted line per event; its
 * {@linkplain dev.autopilot.store.RunStore#eventSink() event sink} writes them, its queries read
 * them, and {@link dev.autopilot.store.http.DiagnosticsApi} serves them read-only over HTTP.
 * Nothing stored is raw personal data: texts pass the project's redactor, typed values are kept
 * as keyed digests (see {@code docs/store.md}).
 */
@NullMarked
package dev.autopilot.store;

import org.jspecify.annotations.NullMarked;
