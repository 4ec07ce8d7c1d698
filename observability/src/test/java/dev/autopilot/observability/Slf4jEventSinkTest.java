package dev.autopilot.observability;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.event.EventEnvelope;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.slf4j.MDC;
import org.slf4j.Marker;
import org.slf4j.event.Level;
import org.slf4j.helpers.LegacyAbstractLogger;
import org.slf4j.helpers.MessageFormatter;

class Slf4jEventSinkTest {

  /** Records what is logged. */
  static final class RecordingLogger extends LegacyAbstractLogger {
    private static final long serialVersionUID = 1L;
    final List<String> lines = new ArrayList<>();
    final boolean debug;

    RecordingLogger(boolean debug) {
      this.name = "test";
      this.debug = debug;
    }

    @Override
    protected String getFullyQualifiedCallerName() {
      return null;
    }

    @Override
    protected void handleNormalizedLoggingCall(Level level, Marker marker, String pattern, Object[] arguments, Throwable throwable) {
      lines.add(level + " " + MessageFormatter.basicArrayFormat(pattern, arguments));
    }

    @Override
    public boolean isTraceEnabled() {
      return false;
    }

    @Override
    public boolean isDebugEnabled() {
      return debug;
    }

    @Override
    public boolean isInfoEnabled() {
      return true;
    }

    @Override
    public boolean isWarnEnabled() {
      return true;
    }

    @Override
    public boolean isErrorEnabled() {
      return true;
    }
  }

  @Test
  void logsOneRedactedLinePerEvent() {
    RecordingLogger logger = new RecordingLogger(true);
    Slf4jEventSink sink = Slf4jEventSink.create(logger);
    List<EventEnvelope> events = new Events("r-1").run();
    events.forEach(sink::accept);

    assertEquals(events.size(), logger.lines.size());
    for (String line : logger.lines) {
      assertFalse(line.contains("\n"), line);
      assertFalse(line.contains(Events.EMAIL), line);
      assertFalse(line.contains("s3cr3tT0kenValue"), line);
    }
    assertTrue(logger.lines.get(0).startsWith("INFO [r-1 #1 DISCOVER step 0] run_started {\"goal\":\"Apply to the backend role as [email]\""), logger.lines.get(0));
    assertTrue(logger.lines.get(1).startsWith("DEBUG [r-1 #2 DISCOVER step 0] snapshot_generated {"), logger.lines.get(1));
    assertTrue(logger.lines.get(4).contains("\"text\":\"" + Redactor.standard().digest(Events.EMAIL) + "\""), logger.lines.get(4));
    assertTrue(logger.lines.get(9).startsWith("INFO [r-1 #10 FILL step 1 a2] action_verified {"), "an unverified action is notable");
    assertFalse(logger.lines.get(9).contains("\"request_id\""), "the prefix carries the envelope");
    assertNull(MDC.get(Slf4jEventSink.MDC_REQUEST_ID));
  }

  @Test
  void routineEventsStayOutOfInfoLogs() {
    RecordingLogger logger = new RecordingLogger(false);
    Slf4jEventSink sink = Slf4jEventSink.create(logger, Redactor.disabled());
    new Events("r-1").run().forEach(sink::accept);

    assertEquals(12, logger.lines.size(), String.join("\n", logger.lines));
    assertTrue(logger.lines.stream().allMatch(l -> l.startsWith("INFO ")));
    assertTrue(logger.lines.get(0).contains(Events.EMAIL), "debug mode logs raw values");
  }

  @Test
  void theDefaultSinkNeverThrows() {
    Slf4jEventSink sink = Slf4jEventSink.create();
    new Events("r-1").run().forEach(e -> assertDoesNotThrow(() -> sink.accept(e)));
  }
}
