package dev.autopilot.llm;

import dev.autopilot.core.Sleeper;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** Records pauses instead of taking them. */
final class RecordingSleeper implements Sleeper {
  final List<Duration> pauses = new ArrayList<>();

  @Override
  public synchronized void sleep(Duration duration) {
    pauses.add(duration);
  }
}
