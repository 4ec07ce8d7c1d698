package dev.autopilot.cli.command;

import static java.util.Objects.requireNonNull;

import dev.autopilot.cli.ExitCode;
import dev.autopilot.cli.ProgressSink;
import dev.autopilot.cli.Terminal;
import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.ProfileException;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.RunOptions;
import dev.autopilot.observability.NarrativeEventSink;
import dev.autopilot.observability.NdjsonEventSink;
import dev.autopilot.observability.Redactor;
import dev.autopilot.observability.RunFolder;
import dev.autopilot.playwright.BrowserConfig;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Locale;
import java.util.function.BiConsumer;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Option;

/**
 * What the commands that run a form share: their options ({@code --runs}, {@code --debug}) and
 * the run itself, in a headless Chromium, with the progress printed a line per step, the run
 * folder written (events.ndjson, narrative.txt, screenshots, summary.md) and the exit code by
 * outcome. A new command that runs a form adds this as a picocli mixin and calls {@link #run}.
 */
public final class Runs {
  @Option(names = "--runs", paramLabel = "DIR", description = "where run folders go (default: ${DEFAULT-VALUE})", defaultValue = "runs")
  Path runs = Path.of("runs");

  @Option(names = "--debug", description = "show personal data unredacted in the progress, events and narrative, and unmasked in screenshots")
  boolean debug;

  /** The redactor of a run over these personal values: none with {@code --debug}. */
  public Redactor redactor(java.util.Collection<String> personalValues) {
    return debug ? Redactor.disabled() : Redactor.standard().withPersonalValues(personalValues);
  }

  /**
   * Runs the task with the pipeline in a new headless browser and returns the exit code.
   * Failures the person can fix (no browser, a folder that cannot be written) are printed on the
   * error stream and give {@link ExitCode#ERROR}.
   */
  public ExitCode run(Terminal t, Orchestrator autopilot, Task task, Redactor redactor) {
    requireNonNull(autopilot, "autopilot");
    requireNonNull(task, "task");
    return run(t, redactor, null, (session, options) -> autopilot.run(session, task, options), (result, out) -> {});
  }

  /** What a command does with the browser session and the run's options: a run, a prepare, a confirm. */
  @FunctionalInterface
  public interface RunAction {
    /** Runs in the session with these options (request id, the progress and evidence sinks, the evidence folder). */
    RunResult run(PlaywrightBrowserSession session, RunOptions options);
  }

  /**
   * Runs an action in a new headless browser with the live progress and the run folder, as
   * {@link #run(Terminal, Orchestrator, Task, Redactor)} does, and returns the exit code.
   *
   * @param evidence the evidence folder (screenshots; a prepare's {@code plan.json}); null: the run
   *     folder's {@code screenshots/}
   * @param epilogue prints what the command adds about the result, before the exit line
   */
  public ExitCode run(Terminal t, Redactor redactor, @Nullable Path evidence, RunAction action, BiConsumer<RunResult, PrintStream> epilogue) {
    requireNonNull(t, "t");
    requireNonNull(redactor, "redactor");
    requireNonNull(action, "action");
    requireNonNull(epilogue, "epilogue");
    BrowserConfig config = BrowserConfig.builder().revealInputsInScreenshots(debug).build();
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(config)) {
      String requestId = RunOptions.newRequestId();
      RunFolder folder = RunFolder.create(runs, requestId, Clock.systemUTC());
      NdjsonEventSink events = NdjsonEventSink.builder().file(folder.eventsFile()).redactor(redactor).build();
      NarrativeEventSink narrative = NarrativeEventSink.builder().file(folder.narrativeFile()).redactor(redactor).build();
      RunOptions options = new RunOptions(requestId, List.of(new ProgressSink(t.out(), redactor), events, narrative),
          evidence == null ? folder.screenshotsDirectory() : evidence);
      t.out().println("browser: " + browser.version() + " (" + browser.source() + ")");
      RunResult result;
      try (PlaywrightBrowserSession session = browser.newSession()) {
        result = action.run(session, options);
      } finally {
        events.close();
        narrative.close();
      }
      folder.writeSummary(result, redactor);
      ExitCode code = ExitCode.of(result);
      t.out().println("outcome: " + (result.outcome() == null ? "none" : result.outcome().outcomeClass().wireName()) + ", final state " + result.finalState()
          + (result.manualReason() == null ? "" : ", reason " + result.manualReason().code().name().toLowerCase(Locale.ROOT)));
      t.out().println("run folder: " + folder.directory().toAbsolutePath());
      epilogue.accept(result, t.out());
      t.out().println("exit " + code.code() + " (" + code.name().toLowerCase(Locale.ROOT) + ")");
      return code;
    } catch (AutopilotException e) {
      return failed(t, e);
    } catch (UncheckedIOException e) {
      t.err().println("autopilot could not write the run folder under " + runs.toAbsolutePath() + ": " + e.getCause());
      return ExitCode.ERROR;
    }
  }

  /** Prints why Autopilot could not run, with the fix where the error names one, and gives {@link ExitCode#ERROR}. */
  static ExitCode failed(Terminal t, AutopilotException e) {
    t.err().println("autopilot could not run (" + e.code() + "): " + e.getMessage()
        + (e instanceof ProfileException p && !p.fix().isBlank() ? "; " + p.fix() : ""));
    return ExitCode.ERROR;
  }
}
