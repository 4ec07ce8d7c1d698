package dev.autopilot.examples.uses;

import dev.autopilot.classifier.OutcomeClassifiers;
import dev.autopilot.core.Planner;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.core.pack.GenericPack;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.RunOptions;
import dev.autopilot.observability.NdjsonEventSink;
import dev.autopilot.observability.NarrativeEventSink;
import dev.autopilot.playwright.PlaywrightActionExecutor;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import dev.autopilot.playwright.PlaywrightSnapshotProvider;
import dev.autopilot.playwright.PlaywrightVerifier;
import java.net.URI;
import java.nio.file.Path;

/**
 * A plain Java application that fills a form from a file of values:
 * {@code java EmbedInAnApp https://example.org/contact values.json}. It writes each run's events,
 * narrative and screenshots under {@code runs/<date>/<request id>/} and prints the narrative.
 */
public final class EmbedInAnApp {
  private EmbedInAnApp() {}

  /** The stock pipeline: Playwright perception, execution and verification; rules elsewhere. */
  public static Orchestrator autopilot(DomainPack pack) {
    return Orchestrator.builder()
        .snapshotProvider(PlaywrightSnapshotProvider.create())
        .planner(Planner.rules(pack))
        .executor(PlaywrightActionExecutor.create())
        .verifier(PlaywrightVerifier.create())
        .classifier(OutcomeClassifiers.rules())
        .build();
  }

  /**
   * Fills and submits the form at {@code form} from the values file, in a session of {@code
   * browser}, writing the run folder under {@code runs}.
   */
  public static RunResult fill(PlaywrightBrowser browser, URI form, Path values, Path runs) {
    GenericPack pack = GenericPack.load(values);
    RunOptions options = RunOptions.defaults()
        .withEventSink(NdjsonEventSink.builder().runFolders(runs).build())
        .withEventSink(NarrativeEventSink.toStream(System.out));
    try (PlaywrightBrowserSession session = browser.newSession()) {
      return autopilot(pack).run(session, Task.of("Fill in the form", form), options);
    }
  }

  public static void main(String[] args) {
    if (args.length != 2) {
      System.err.println("usage: EmbedInAnApp FORM_URL VALUES_JSON");
      System.exit(2);
    }
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch()) {
      RunResult result = fill(browser, URI.create(args[0]), Path.of(args[1]), Path.of("runs"));
      System.out.println(result.finalState() + (result.manualReason() == null ? "" : ": " + result.manualReason().message()));
      System.exit(result.isSuccess() ? 0 : 1);
    }
  }
}
