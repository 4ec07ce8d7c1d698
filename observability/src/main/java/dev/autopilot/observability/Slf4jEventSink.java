package dev.autopilot.observability;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.observability.internal.EventJson;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;

/**
 * Logs each event as one redacted line through SLF4J, for hosts that collect logs rather than
 * files:
 *
 * <pre>{@code
 * [r-42 #7 FILL step 1 a1] action_verified {"semantic_key":"...","verb":"type_ref","ref":"e3","verified":true,...}
 * }</pre>
 *
 * <p>The payload is the same redacted JSON as an {@link NdjsonEventSink} line, without the
 * envelope fields that the prefix already shows (request id, sequence number, state, step, and
 * the action id when the event is about one action). Routine events ({@code snapshot_generated},
 * {@code plan_proposed}, {@code action_executed}, verified {@code action_verified},
 * {@code evidence_captured}) are logged at DEBUG; the rest, including unverified actions and
 * actions not performed, at INFO. While a line is logged the MDC holds the run's request id
 * under {@link #MDC_REQUEST_ID}.
 *
 * <p>Thread-safe and stateless. {@link #accept} never throws: a failure to render an event is
 * logged as a warning instead.
 */
public final class Slf4jEventSink implements EventSink {

  /** The logger name {@link #create()} logs to. */
  public static final String DEFAULT_LOGGER = "dev.autopilot.events";

  /** The MDC key that holds the request id while an event is logged. */
  public static final String MDC_REQUEST_ID = "autopilot.request_id";

  private final Logger logger;
  private final Redactor redactor;

  private Slf4jEventSink(Logger logger, Redactor redactor) {
    this.logger = logger;
    this.redactor = redactor;
  }

  /**
   * A redacting sink that logs to {@value #DEFAULT_LOGGER}.
   *
   * @return the sink, with {@link Redactor#standard()}; closing it does nothing
   */
  public static Slf4jEventSink create() {
    return create(LoggerFactory.getLogger(DEFAULT_LOGGER), Redactor.standard());
  }

  /**
   * A redacting sink that logs to this logger.
   *
   * @param logger receives routine events at DEBUG, the others at INFO
   * @return the sink, with {@link Redactor#standard()}
   */
  public static Slf4jEventSink create(Logger logger) {
    return create(logger, Redactor.standard());
  }

  /**
   * A sink that logs to this logger through this redactor ({@link Redactor#disabled()} for debug).
   *
   * @param logger receives routine events at DEBUG, the others at INFO
   * @param redactor applied to every payload string, such as one with the person's values
   * @return the sink
   */
  public static Slf4jEventSink create(Logger logger, Redactor redactor) {
    return new Slf4jEventSink(requireNonNull(logger, "logger"), requireNonNull(redactor, "redactor"));
  }

  @Override
  public void accept(EventEnvelope event) {
    requireNonNull(event, "event");
    boolean info = isNotable(event.event());
    if (info ? !logger.isInfoEnabled() : !logger.isDebugEnabled()) {
      return;
    }
    try {
      String payload = EventJson.payload(event, redactor);
      String action = event.actionId() == null ? "" : " " + event.actionId();
      String prefix = "[" + event.requestId() + " #" + event.seq() + " " + event.state() + " step " + event.step() + action + "] " + event.type();
      MDC.put(MDC_REQUEST_ID, event.requestId());
      try {
        if (info) {
          logger.info("{} {}", prefix, payload);
        } else {
          logger.debug("{} {}", prefix, payload);
        }
      } finally {
        MDC.remove(MDC_REQUEST_ID);
      }
    } catch (RuntimeException e) {
      try {
        logger.warn("could not log event {} #{} of run {}", event.type(), event.seq(), event.requestId(), e);
      } catch (RuntimeException loggerBroken) {
        // The logger itself fails (a closed appender): there is nowhere left to report it, and a
        // sink never breaks the run.
      }
    }
  }

  /** Whether an event deserves INFO: anything but the routine steps that went well. */
  private static boolean isNotable(RunEvent event) {
    if (event instanceof RunEvent.ActionVerified verified) {
      return !verified.verified();
    }
    if (event instanceof RunEvent.ActionExecuted executed) {
      return !executed.performed();
    }
    return !(event instanceof RunEvent.SnapshotGenerated || event instanceof RunEvent.PlanProposed || event instanceof RunEvent.EvidenceCaptured);
  }
}
