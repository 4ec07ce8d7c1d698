package dev.autopilot.benchmarks;

import com.microsoft.playwright.Page;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SnapshotText;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import dev.autopilot.playwright.internal.snapshot.FrameSnapshots;
import dev.autopilot.playwright.internal.snapshot.SnapshotParser;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The Java half of a snapshot: turning the page's raw result into a {@link SemanticSnapshot}
 * (parse, structure hash, required-but-unfilled signatures), on the 10,000-control page of
 * {@link FormPages}. The raw result is the real one: the setup opens the page in a headless
 * Chromium once and keeps the snapshot script's text. Baseline, in the same run: one pass over
 * the text that only counts its field separators, the least any reader of it must do. The
 * rendering for planners ({@link SnapshotText}) is measured beside it.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class SnapshotParseBenchmark {
  private String raw = "";
  @SuppressWarnings("NullAway.Init") // JMH runs the @Setup method capture() before any benchmark method
  private SemanticSnapshot snapshot;

  @Setup(Level.Trial)
  public void capture() {
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(); PlaywrightBrowserSession session = browser.newSession()) {
      Page page = session.unwrap(Page.class);
      page.setContent(FormPages.page(FormPages.questionsFor(10_000)));
      raw = FrameSnapshots.evaluate(page.mainFrame(), null, 0, "[data-autopilot-isolated]", null, false);
    }
    snapshot = SnapshotParser.parse(raw);
    if (snapshot.elements().size() < 10_000) {
      throw new IllegalStateException("the page gave " + snapshot.elements().size() + " elements");
    }
  }

  @Benchmark
  public SemanticSnapshot parse() {
    return SnapshotParser.parse(raw);
  }

  @Benchmark
  public int baselineScan() {
    int fields = 0;
    String s = raw;
    for (int i = 0, n = s.length(); i < n; i++) {
      char c = s.charAt(i);
      if (c == '\t' || c == '\n') {
        fields++;
      }
    }
    return fields;
  }

  @Benchmark
  public String render() {
    return SnapshotText.render(snapshot);
  }
}
