package dev.autopilot.examples;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.examples.site.DemoJobSite;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.RunOptions;
import dev.autopilot.llm.LlmConfig;
import dev.autopilot.llm.PersonalData;
import dev.autopilot.observability.NarrativeEventSink;
import dev.autopilot.observability.EvidenceBundle;
import dev.autopilot.observability.Redactor;
import dev.autopilot.observability.RunFolder;
import dev.autopilot.playwright.BrowserConfig;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The demo: starts the demo job site on 127.0.0.1, applies to one of its postings in a real
 * headless Chromium with the sample profile, prints the narrative, and writes the run's evidence
 * bundle ({@link EvidenceBundle}: events, narrative, plan, snapshots, screenshots, summary, report,
 * a trace when the run did not succeed) under {@code runs/}. Unless
 * {@code --debug}, nothing it prints or writes holds a value of the profile: every value is
 * redacted, screenshots mask the form's fields, and the profile and resume are kept in a
 * temporary folder outside the run folder, deleted at the end.
 *
 * <pre>
 * ApplyToJob [posting] [--debug] [--runs DIR] [--llm]
 *   posting   classic (default), modern, validation, flaky, spam, cancel-radio
 *   --debug   show personal data unredacted in the narrative and events
 *   --runs    where run folders go (default: runs)
 *   --llm     ask the model configured by the AUTOPILOT_LLM_* variables for what the rules cannot
 *             answer (see {@link dev.autopilot.llm.LlmConfig})
 * </pre>
 *
 * <p>Exits 0 when the outcome is {@code success_confirmed}, 2 when the run ended otherwise, 1 on
 * a usage or setup error.
 */
public final class ApplyToJob {
  private ApplyToJob() {}

  private static void deleteQuietly(@Nullable Path folder) {
    if (folder == null) {
      return;
    }
    try (Stream<Path> files = Files.walk(folder)) {
      files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException | UncheckedIOException e) {
      // a temporary folder; the system cleans it eventually
    }
  }

  public static void main(String[] args) {
    System.exit(run(args, System.out));
  }

  /** Runs the demo and returns the process exit code. */
  static int run(String[] args, PrintStream out) {
    return run(args, out, System.getenv());
  }

  /** Runs the demo with these environment variables (the model's {@code AUTOPILOT_LLM_*}) and returns the process exit code. */
  static int run(String[] args, PrintStream out, Map<String, String> env) {
    String posting = "classic";
    boolean debug = false;
    boolean llm = false;
    Path runs = Path.of("runs");
    List<String> rest = new ArrayList<>(List.of(args));
    for (int i = 0; i < rest.size(); i++) {
      String arg = rest.get(i);
      if (arg.equals("--debug")) {
        debug = true;
      } else if (arg.equals("--llm")) {
        llm = true;
      } else if (arg.equals("--runs") && i + 1 < rest.size()) {
        runs = Path.of(rest.get(++i));
      } else if (arg.startsWith("--")) {
        out.println("unknown option " + arg + "; usage: ApplyToJob [posting] [--debug] [--runs DIR] [--llm]");
        return 1;
      } else {
        posting = arg;
      }
    }
    BrowserConfig browserConfig = BrowserConfig.builder().revealInputsInScreenshots(debug).build();
    Path input = null;
    try (DemoJobSite site = DemoJobSite.start(); PlaywrightBrowser browser = PlaywrightBrowser.launch(browserConfig)) {
      if (!site.postings().contains(posting)) {
        out.println("no posting '" + posting + "'; the demo site has " + site.postings());
        return 1;
      }
      String requestId = RunOptions.newRequestId();
      RunFolder folder = RunFolder.create(runs, requestId, Clock.systemUTC());
      // the profile and resume stay outside the run folder, which is evidence that leaves the machine
      input = Files.createTempDirectory("autopilot-demo-profile-");
      Profile profile = SampleProfile.extractTo(input);
      Redactor redactor = debug ? Redactor.disabled() : Redactor.standard().withPersonalValues(profile.personalValues());
      JobApplicationPack pack = JobApplicationPack.of(profile);
      Orchestrator autopilot = QuickStart.autopilot(pack).toBuilder().evidence(EvidenceBundle.under(runs).redactor(redactor).build()).build();
      if (llm) {
        LlmConfig config = LlmConfig.fromEnvironment(env);
        autopilot = WithModel.withModel(autopilot, pack, PersonalData.fromProfile(profile), config);
        out.println("Model: " + config);
      }
      NarrativeEventSink terminal = NarrativeEventSink.builder().printStream(out).redactor(redactor).build();
      RunOptions options = new RunOptions(requestId, List.of(terminal), null);
      out.println("Demo job site on " + site.baseUri() + "; browser: " + browser.version() + " (" + browser.source() + ")");
      RunResult result;
      try (PlaywrightBrowserSession session = browser.newSession()) {
        result = autopilot.run(session, Task.of("Apply to the '" + posting + "' posting", site.postingUri(posting)), options);
      } finally {
        terminal.close();
      }
      out.println();
      out.println("Outcome: " + (result.outcome() == null ? "none" : result.outcome().outcomeClass().wireName()) + ", final state " + result.finalState()
          + (result.manualReason() == null ? "" : ", manual reason " + result.manualReason().code()));
      out.println("Run folder: " + folder.directory().toAbsolutePath());
      boolean confirmed = result.outcome() != null && result.outcome().outcomeClass() == OutcomeClass.SUCCESS_CONFIRMED && result.isSuccess();
      return confirmed ? 0 : 2;
    } catch (IOException e) {
      out.println("Autopilot could not run: cannot create a temporary folder for the sample profile (" + e + ")");
      return 1;
    } catch (AutopilotException e) {
      out.println("Autopilot could not run (" + e.code() + "): " + e.getMessage());
      return 1;
    } finally {
      deleteQuietly(input);
    }
  }
}
