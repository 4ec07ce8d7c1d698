package dev.autopilot.benchmarks;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.SelectOption;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.memory.LocatorCacheStore;
import dev.autopilot.core.model.PlanSource;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.examples.QuickStart;
import dev.autopilot.examples.SampleProfile;
import dev.autopilot.examples.site.DemoJobSite;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.RunOptions;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A warm repeat run of the demo form (the locator cache filled by one run before) against a
 * hand-written Playwright script filling and submitting the same form with the same answers, side
 * by side in one run: each iteration runs the script and the warm run back to back, each in a
 * fresh browser context of one Chromium, from opening the page to the confirmation. The warm run
 * still snapshots, proves every action and classifies the outcome; the script does none of that.
 *
 * <p>Run: {@code mvn -B -q -DskipTests package -pl benchmarks -am && java -cp
 * benchmarks/target/benchmarks.jar dev.autopilot.benchmarks.WarmRunHarness [iterations]}. The
 * target is a ratio of at most 2.
 */
public final class WarmRunHarness {
  private static final int WARMUP = 2;

  private WarmRunHarness() {}

  /** Runs the harness; the optional argument is the number of measured iterations (default 10). */
  public static void main(String[] args) throws IOException {
    int iterations = args.length > 0 ? Integer.parseInt(args[0]) : 10;
    Path dir = Files.createTempDirectory("autopilot-warm-run");
    Profile profile = SampleProfile.extractTo(dir);
    LocatorCacheStore cache = LocatorCacheStore.inMemory();
    Orchestrator autopilot = QuickStart.autopilot(JobApplicationPack.of(profile)).toBuilder().clearAssistPlugins().locatorCache(cache).build();
    try (DemoJobSite site = DemoJobSite.start(); PlaywrightBrowser browser = PlaywrightBrowser.launch()) {
      String url = site.postingUri("classic").toString();
      Run cold = warmRun(autopilot, browser, url);
      check(cold, "the cold run");
      double[] script = new double[iterations];
      double[] warm = new double[iterations];
      long served = 0;
      long plannerPlans = 0;
      int steps = 0;
      for (int i = 0; i < WARMUP + iterations; i++) {
        long t0 = System.nanoTime();
        handWritten(browser, url, profile);
        long t1 = System.nanoTime();
        Run r = warmRun(autopilot, browser, url);
        long t2 = System.nanoTime();
        check(r, "a warm run");
        if (i >= WARMUP) {
          script[i - WARMUP] = (t1 - t0) / 1e6;
          warm[i - WARMUP] = (t2 - t1) / 1e6;
          served = r.served();
          plannerPlans = r.plannerPlans();
          steps = r.result().counters().steps();
        }
      }
      System.out.printf(Locale.ROOT, "%nWarm repeat run of the demo form (classic posting) vs a hand-written Playwright script, %d iterations after %d warm-up%n",
          iterations, WARMUP);
      System.out.printf(Locale.ROOT, "%-44s %10s %10s%n", "", "mean ms", "median ms");
      System.out.printf(Locale.ROOT, "%-44s %10.1f %10.1f%n", "hand-written Playwright script", mean(script), median(script));
      System.out.printf(Locale.ROOT, "%-44s %10.1f %10.1f%n", "warm autopilot run (locator cache)", mean(warm), median(warm));
      System.out.printf(Locale.ROOT, "%-44s %10.1f %10.1f%n", "cold autopilot run (once, for reference)", cold.millis(), cold.millis());
      System.out.printf(Locale.ROOT, "ratio warm/script: %.2fx (mean), %.2fx (median); target <= 2x%n", mean(warm) / mean(script), median(warm) / median(script));
      System.out.printf(Locale.ROOT, "warm run: %d action(s) from the cache, %d planner plan(s), %d steps; cold run: %d planner plan(s), %d steps%n", served,
          plannerPlans, steps, cold.plannerPlans(), cold.result().counters().steps());
    }
  }

  /** What one autopilot run did. */
  private record Run(RunResult result, InMemoryEventSink events, double millis) {
    long served() {
      return events.payloads(RunEvent.PlanProposed.class).stream().filter(p -> p.source() == PlanSource.MEMORY).mapToLong(p -> p.actions().size()).sum();
    }

    long plannerPlans() {
      return events.payloads(RunEvent.PlanProposed.class).stream().filter(p -> p.source() != PlanSource.MEMORY).count();
    }
  }

  private static Run warmRun(Orchestrator autopilot, PlaywrightBrowser browser, String url) {
    InMemoryEventSink events = EventSink.inMemory();
    long t0 = System.nanoTime();
    try (PlaywrightBrowserSession session = browser.newSession()) {
      RunResult result = autopilot.run(session, Task.of("Apply to the classic posting", java.net.URI.create(url)),
          new RunOptions(RunOptions.newRequestId(), List.of(events), null));
      return new Run(result, events, (System.nanoTime() - t0) / 1e6);
    }
  }

  /** The baseline: the form filled and sent by a script that knows its selectors, as a person would write it. */
  private static void handWritten(PlaywrightBrowser browser, String url, Profile profile) {
    try (PlaywrightBrowserSession session = browser.newSession()) {
      Page page = session.unwrap(Page.class);
      page.navigate(url);
      page.fill("#first_name", profile.firstName());
      page.fill("#last_name", profile.lastName());
      page.fill("#email", profile.email());
      page.fill("#phone", profile.phone());
      page.fill("#location", "San Francisco");
      page.fill("#linkedin", profile.links().get("linkedin"));
      page.selectOption("#source", new SelectOption().setLabel("Job board"));
      page.setInputFiles("#resume", profile.resume());
      page.check("#work_authorization_yes");
      page.check("#visa_sponsorship_no");
      page.fill("#cover_letter", profile.coverLetter());
      page.check("#consent");
      page.click("#submit-application");
      page.waitForSelector("text=Application received");
    }
  }

  private static void check(Run r, String what) {
    if (r.result().finalState() != RunState.DONE) {
      throw new IllegalStateException(what + " did not end DONE: " + r.result().manualReason());
    }
  }

  private static double mean(double[] xs) {
    return Arrays.stream(xs).average().orElse(0);
  }

  private static double median(double[] xs) {
    double[] sorted = xs.clone();
    Arrays.sort(sorted);
    return sorted.length == 0 ? 0 : sorted.length % 2 == 1 ? sorted[sorted.length / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  }
}
