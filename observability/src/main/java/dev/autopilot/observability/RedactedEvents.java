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

  /**
   * The whole event, envelope fields first, as one line of NDJSON without its line break.
   *
   * @param event the event; not changed
   * @param redactor applied to every payload string; its personal values and digest key decide
   *     what is replaced and how digests read
   * @return compact JSON holding no line break, as {@code events.ndjson} holds it
   */
  public static String line(EventEnvelope event, Redactor redactor) {
    return EventJson.line(requireNonNull(event, "event"), requireNonNull(redactor, "redactor"));
  }

  /**
   * The payload alone, without the envelope's fields, as compact JSON.
   *
   * @param event the event; not changed
   * @param redactor applied to every payload string
   * @return a JSON object; {@code {}} for an event without fields
   */
  public static String payload(EventEnvelope event, Redactor redactor) {
    return EventJson.payload(requireNonNull(event, "event"), requireNonNull(redactor, "redactor"));
  }
}
