/**
 * Run events: a sealed family of payload records, the envelope that stamps each with its
 * schema version, request id, sequence number and time, and the {@link dev.autopilot.core.event.EventSink}
 * SPI with its stock implementations.
 */
@NullMarked
package dev.autopilot.core.event;

import org.jspecify.annotations.NullMarked;
