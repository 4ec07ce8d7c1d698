package dev.autopilot.observability.internal;

import java.io.IOException;

/**
 * Where a sink's text goes: one shared stream, or one file per run. Implementations are
 * thread-safe, write each piece of text whole (texts of concurrent runs never interleave within
 * one piece) and flush after each.
 */
public interface LineOutput {

  /**
   * Writes the text, which belongs to this run, and flushes it.
   *
   * @param requestId the run the text belongs to; picks the file when there is one per run
   * @param text written whole, line breaks included
   * @throws IOException when the text could not be written (a file target is then left as it
   *     was)
   */
  void write(String requestId, String text) throws IOException;

  /**
   * The run is over: releases what is held for it. A later write for it starts afresh.
   *
   * @param requestId the run that ended; a run never written to is ignored
   * @throws IOException when its file cannot be closed
   */
  void endRun(String requestId) throws IOException;

  /**
   * Flushes and releases everything; streams handed in by the caller are flushed, not closed.
   *
   * @throws IOException when flushing or closing fails
   */
  void close() throws IOException;
}
