package dev.autopilot.observability;

import dev.autopilot.core.event.EventSink;
import dev.autopilot.testkit.EventSinkContract;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.slf4j.Marker;
import org.slf4j.event.Level;
import org.slf4j.helpers.LegacyAbstractLogger;
import org.slf4j.helpers.MessageFormatter;

/** The SLF4J sink passes the event sink contract, with every level on; the log lines are read back. */
class Slf4jEventSinkContractTest extends EventSinkContract {
  private final Lines logger = new Lines(false);

  /** Keeps what is logged; or, when failing, throws on every call as a broken appender would. */
  static final class Lines extends LegacyAbstractLogger {
    private static final long serialVersionUID = 1L;
    final List<String> lines = Collections.synchronizedList(new ArrayList<>());
    private final boolean failing;

    Lines(boolean failing) {
      this.name = "contract";
      this.failing = failing;
    }

    @Override
    protected String getFullyQualifiedCallerName() {
      return null;
    }

    @Override
    protected void handleNormalizedLoggingCall(Level level, Marker marker, String pattern, Object[] arguments, Throwable throwable) {
      if (failing) {
        throw new IllegalStateException("appender closed");
      }
      lines.add(level + " " + MessageFormatter.basicArrayFormat(pattern, arguments));
    }

    @Override
    public boolean isTraceEnabled() {
      return true;
    }

    @Override
    public boolean isDebugEnabled() {
      return true;
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

  @Override
  protected EventSink newSink() {
    return Slf4jEventSink.create(logger);
  }

  @Override
  protected Optional<List<Delivered>> delivered(EventSink sink) {
    return Optional.of(SinkOutputs.logLines(List.copyOf(logger.lines)));
  }

  @Override
  protected Optional<EventSink> brokenSink() {
    return Optional.of(Slf4jEventSink.create(new Lines(true)));
  }
}
