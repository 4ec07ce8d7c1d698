package dev.autopilot.observability.internal;

import java.io.IOException;

/**
 * Where a sink's text goes: one shared stream, or one file per run. Implementations are
 * thread-safe, write each piece of text whole (texts of concurrent runs never interleave within
 * one piece) and flush after each.
 */
public interface LineOutput {

  /** Writes the text, which belongs to this run, and flushes it. */
  void write(String requestId, String text) throws IOException;

  /** The run is over: releases what is held for it. A later write for it starts afresh. */
  void endRun(String requestId) throws IOException;

  /** Flushes and releases everything; streams handed in by the caller are flushed, not closed. */
  void close() throws IOException;
}
