package dev.autopilot.examples;

import dev.autopilot.assist.AssistPlugins;
import dev.autopilot.classifier.OutcomeClassifiers;
import dev.autopilot.core.Planner;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.observability.EvidenceBundle;
import dev.autopilot.observability.Redactor;
import dev.autopilot.playwright.PlaywrightActionExecutor;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import dev.autopilot.playwright.PlaywrightSnapshotProvider;
import dev.autopilot.playwright.PlaywrightVerifier;
import java.net.URI;
import java.nio.file.Path;

/**
 * The README's embedding example, kept here so that the build compiles it: apply to the form at
 * a URL with the applicant profile in a JSON file.
 *
 * <pre>QuickStart PROFILE_JSON FORM_URL</pre>
 */
public final class QuickStart {
  private QuickStart() {}

  public static void main(String[] args) {
    if (args.length != 2) {
      System.err.println("usage: QuickStart PROFILE_JSON FORM_URL");
      System.exit(1);
    }
    RunResult result = apply(Path.of(args[0]), URI.create(args[1]));
    System.out.println(result.finalState() + " " + result.outcome());
    System.exit(result.isSuccess() ? 0 : 2);
  }

  // README:embedding:start
  /** The stock pipeline: Playwright perception, execution and verification; rules elsewhere. */
  public static Orchestrator autopilot(DomainPack pack) {
    PlaywrightActionExecutor executor = PlaywrightActionExecutor.create();
    return Orchestrator.builder()
        .snapshotProvider(PlaywrightSnapshotProvider.create())
        .planner(Planner.rules(pack))
        .executor(executor)
        .verifier(PlaywrightVerifier.create())
        .classifier(OutcomeClassifiers.rules())
        .addAssistPlugin(AssistPlugins.profileAutofill(pack, executor))
        .build();
  }

  static RunResult apply(Path profileFile, URI formUrl) {
    Profile profile = Profile.load(profileFile);
    Redactor redactor = Redactor.standard().withPersonalValues(profile.personalValues());
    Orchestrator autopilot = autopilot(JobApplicationPack.of(profile)).toBuilder()
        .evidence(EvidenceBundle.under(Path.of("runs")).redactor(redactor).build()) // runs/<date>/<request id>/
        .build();
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch();
        PlaywrightBrowserSession session = browser.newSession()) {
      return autopilot.run(session, Task.of("Apply to Backend Engineer", formUrl));
    }
  }
  // README:embedding:end
}
