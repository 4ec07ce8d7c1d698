package dev.autopilot.examples;

import dev.autopilot.classifier.OutcomeClassifiers;
import dev.autopilot.classifier.RuleSet;
import dev.autopilot.core.Planner;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.examples.packs.EventSite;
import dev.autopilot.examples.packs.SupplierSite;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.RunOptions;
import dev.autopilot.observability.NarrativeEventSink;
import dev.autopilot.packs.EventRegistrationPack;
import dev.autopilot.packs.SupplierOnboardingPack;
import dev.autopilot.playwright.PlaywrightActionExecutor;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import dev.autopilot.playwright.PlaywrightSnapshotProvider;
import dev.autopilot.playwright.PlaywrightVerifier;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * A domain pack of {@code autopilot-packs} on its demo site, in headless Chromium: register for
 * an event, or onboard a supplier, from a values file (the bundled sample when none is given).
 * The pipeline is the stock one; the pack brings the answers, the consent and its outcome phrases.
 *
 * <pre>RunPack event|supplier [VALUES_JSON]</pre>
 *
 * <p>Exits 0 when the run ends done, 2 otherwise, 1 on a usage error.
 */
public final class RunPack {
  private RunPack() {}

  /** The stock pipeline for a pack, its outcome phrases added to the classifier's defaults. */
  public static Orchestrator autopilot(DomainPack pack, RuleSet outcomePhrases) {
    return Orchestrator.builder()
        .snapshotProvider(PlaywrightSnapshotProvider.create())
        .planner(Planner.rules(pack))
        .executor(PlaywrightActionExecutor.create())
        .verifier(PlaywrightVerifier.create())
        .classifier(OutcomeClassifiers.rules(RuleSet.defaults().plus(outcomePhrases.rules())))
        .build();
  }

  /** A bundled sample values file ({@code attendee.json}, {@code supplier.json}) copied to a temporary file. */
  public static Path sample(String name) {
    try (InputStream in = RunPack.class.getResourceAsStream("packs/" + name)) {
      if (in == null) {
        throw new IllegalArgumentException("no sample " + name);
      }
      Path file = Files.createTempFile("autopilot-", "-" + name);
      Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
      file.toFile().deleteOnExit();
      return file;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot copy the sample " + name, e);
    }
  }

  public static void main(String[] args) {
    if (args.length < 1 || args.length > 2 || !List.of("event", "supplier").contains(args[0])) {
      System.err.println("usage: RunPack event|supplier [VALUES_JSON]");
      System.exit(1);
    }
    boolean event = args[0].equals("event");
    Path values = args.length == 2 ? Path.of(args[1]) : sample(event ? "attendee.json" : "supplier.json");
    DomainPack pack = event ? EventRegistrationPack.load(values) : SupplierOnboardingPack.load(values);
    RuleSet phrases = event ? EventRegistrationPack.outcomeRules() : SupplierOnboardingPack.outcomeRules();
    RunResult result;
    if (event) {
      try (EventSite site = EventSite.start()) {
        result = run(pack, phrases, "Register for AgentConf", site.formUri());
      }
    } else {
      try (SupplierSite site = SupplierSite.start()) {
        result = run(pack, phrases, "Become a Northwind supplier", site.formUri());
      }
    }
    System.out.println(result.finalState() + " " + result.outcome());
    System.exit(result.isSuccess() ? 0 : 2);
  }

  private static RunResult run(DomainPack pack, RuleSet phrases, String task, URI form) {
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(); PlaywrightBrowserSession session = browser.newSession()) {
      NarrativeEventSink narrative = NarrativeEventSink.builder().printStream(System.out).build();
      return autopilot(pack, phrases).run(session, Task.of(task, form), new RunOptions(RunOptions.newRequestId(), List.of(narrative), null));
    }
  }
}
