package dev.autopilot.observability;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.observability.internal.EventJson;

/**
 * An event as the JSON every writer of this project writes it: the same flat, snake_case,
 * redacted form as a line of {@code events.ndjson} ({@link NdjsonEventSink}), for components
 * that keep events elsewhere (the store's run diagnostics). Typed values, chosen options and
 * evidence readings are concealed whole; every other string goes through the redactor.
 *
 * <p>Stateless and thread-safe. Methods throw only {@link NullPointerException} for a null
 * argument.
 */
public final class RedactedEvents {
  private RedactedEvents() {}

  /** The whole event, envelope fields first, as one line of NDJSON without its line break. */
  public static String line(EventEnvelope event, Redactor redactor) {
    return EventJson.line(requireNonNull(event, "event"), requireNonNull(redactor, "redactor"));
  }

  /** The payload alone, without the envelope's fields, as compact JSON. */
  public static String payload(EventEnvelope event, Redactor redactor) {
    return EventJson.payload(requireNonNull(event, "event"), requireNonNull(redactor, "redactor"));
  }
}
