package dev.autopilot.examples.blind;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.examples.CorpusWorkers;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.RunOptions;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * What the corpus measurements share: the measurement loop with its one assertion, one page's run,
 * the pages chosen to run, a run's events on disk, report cells.
 */
final class CorpusReports {
  private CorpusReports() {}

  /** A row of a corpus report, as far as the measurement loop asserts on it. */
  interface Counted {
    /** The page's name. */
    String page();

    /** The run's final state, {@code DONE} when it ended done, {@code EXCEPTION} when it threw. */
    String state();

    /** The submissions the page or the server counted. */
    int submissions();
  }

  /** One page's run on a worker's own browser, its events written under {@code runs}. */
  @FunctionalInterface
  interface PageRun<R> {
    R run(PlaywrightBrowser browser, String page, Path runs) throws Exception;
  }

  /**
   * Runs every chosen page on the corpus workers, writes the report to {@code target/<reportFile>}
   * (and prints it), with each run's events in {@code target/<runsFolder>/}. The rates are the
   * measurement and are not asserted; asserted: no page was submitted more than once, and a run
   * that ends {@code DONE} was counted exactly once.
   */
  static <R extends Counted> void measure(List<String> pages, String runsFolder, String reportFile, Function<List<R>, String> report, PageRun<R> run)
      throws Exception {
    Path target = Path.of("target");
    Path runs = target.resolve(runsFolder);
    Files.createDirectories(runs);
    List<R> rows = CorpusWorkers.runAll(chosen(pages), (browser, name) -> run.run(browser, name, runs));
    String text = report.apply(rows);
    Files.writeString(target.resolve(reportFile), text, StandardCharsets.UTF_8);
    System.out.println(text);
    List<String> problems = new ArrayList<>();
    for (R r : rows) {
      if (r.submissions() > 1) {
        problems.add(r.page() + " was submitted " + r.submissions() + " times");
      }
      if (r.state().equals("DONE") && r.submissions() != 1) {
        problems.add(r.page() + " ended DONE with " + r.submissions() + " counted submissions");
      }
    }
    assertTrue(problems.isEmpty(), String.join("; ", problems));
  }

  /**
   * What one run of a page came to.
   *
   * @param state {@code DONE}, another final state, or {@code EXCEPTION} when the run threw
   * @param manual the manual reason as {@code code: message}, the exception when the run threw, with
   *     what {@code afterRun} added; empty when none
   * @param result the run's result; null when the run threw
   * @param seconds from the session's opening to its closing
   */
  record Ran(String state, String manual, @Nullable RunResult result, double seconds) {}

  /**
   * Runs the task in a new session of the browser with an in-memory event sink and writes the
   * events to {@code <runs>/<page>.events.txt}.
   *
   * @param afterRun reads the page before its session closes; returns text to add to the manual
   *     reason (empty for none)
   */
  static Ran run(PlaywrightBrowser browser, Orchestrator autopilot, Task task, Path runs, String page, Function<PlaywrightBrowserSession, String> afterRun)
      throws IOException {
    InMemoryEventSink events = EventSink.inMemory();
    long started = System.nanoTime();
    String state;
    String manual = "";
    RunResult result = null;
    try (PlaywrightBrowserSession session = browser.newSession()) {
      try {
        result = autopilot.run(session, task, RunOptions.defaults().withEventSink(events));
        state = result.finalState() == RunState.DONE ? "DONE" : String.valueOf(result.finalState());
        ManualReason reason = result.manualReason();
        if (reason != null) {
          manual = reason.code() + ": " + reason.message();
        }
      } catch (RuntimeException e) {
        state = "EXCEPTION";
        manual = e.getClass().getSimpleName() + ": " + e.getMessage();
      }
      manual = manual + afterRun.apply(session);
    }
    double seconds = (System.nanoTime() - started) / 1e9;
    writeEvents(runs, page, events);
    return new Ran(state, manual, result, seconds);
  }

  /** The pages to run: those {@code -Dblind.pages=a,b} names, else all. */
  static List<String> chosen(List<String> pages) {
    String only = System.getProperty("blind.pages", "").strip();
    if (only.isEmpty()) {
      return pages;
    }
    List<String> named = List.of(only.split("\\s*,\\s*"));
    return pages.stream().filter(named::contains).toList();
  }

  /** Writes a run's events, one a line, to {@code <folder>/<page>.events.txt}. */
  static void writeEvents(Path folder, String page, InMemoryEventSink events) throws IOException {
    Files.writeString(folder.resolve(page + ".events.txt"),
        events.events().stream().map(EventEnvelope::toString).collect(Collectors.joining("\n")), StandardCharsets.UTF_8);
  }

  /** The text on one line, cut to {@code max} characters with an ellipsis. */
  static String shorten(String s, int max) {
    String one = s.replaceAll("\\s+", " ").strip();
    return one.length() <= max ? one : one.substring(0, max - 1) + "…";
  }

  /** The text made safe for a Markdown table cell. */
  static String cell(String s) {
    return s.replace("|", "\\|");
  }
}
