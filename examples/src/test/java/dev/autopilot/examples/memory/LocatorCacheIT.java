package dev.autopilot.examples.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.event.RunEvent.LocatorCacheUsed.CacheOutcome;
import dev.autopilot.core.memory.LocatorCacheStore;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.PlanSource;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.JobApplicationPack;
import dev.autopilot.core.pack.Profile;
import dev.autopilot.examples.QuickStart;
import dev.autopilot.examples.corpus.FormCorpusSite;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.RunOptions;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import dev.autopilot.testkit.EventOrderValidator;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The locator cache with the stock rule pipeline on pages of the form corpus, in one Chromium: a
 * second run of a form is answered from the cache (validated hits, no planner plan for the fields)
 * in fewer steps, and a re-styled variant of the form (ids and classes renamed, fields reordered,
 * a question relabelled) heals and is rewritten, so that the run after it hits again.
 */
class LocatorCacheIT {
  static final List<String> PAGES = List.of("prg-classic", "xhr-legacy", "german-fetch");

  static FormCorpusSite site;
  static PlaywrightBrowser browser;
  static Profile profile;

  @BeforeAll
  static void start() throws URISyntaxException {
    site = FormCorpusSite.start();
    browser = PlaywrightBrowser.launch();
    profile = Profile.load(Path.of(LocatorCacheIT.class.getResource("/dev/autopilot/examples/corpus/corpus-profile.json").toURI()));
  }

  @AfterAll
  static void stop() {
    if (browser != null) {
      browser.close();
    }
    if (site != null) {
      site.close();
    }
  }

  /** What one run did. */
  record Ran(RunResult result, InMemoryEventSink events) {
    long plannerPlans() {
      return events.payloads(RunEvent.PlanProposed.class).stream().filter(p -> p.source() != PlanSource.MEMORY).count();
    }

    long cache(CacheOutcome outcome) {
      return events.payloads(RunEvent.LocatorCacheUsed.class).stream().filter(c -> c.outcome() == outcome).count();
    }

    int steps() {
      return result.counters().steps();
    }

    boolean done() {
      return result.finalState() == RunState.DONE && result.outcome() != null && result.outcome().outcomeClass() == OutcomeClass.SUCCESS_CONFIRMED;
    }
  }

  static Ran run(Orchestrator autopilot, String page) {
    InMemoryEventSink events = EventSink.inMemory();
    EventOrderValidator order = new EventOrderValidator();
    RunResult result;
    try (PlaywrightBrowserSession session = browser.newSession()) {
      result = autopilot.run(session, Task.of("apply on " + page, site.pageUri(page)), new RunOptions(RunOptions.newRequestId(), List.of(events, order), null));
    }
    order.assertValid();
    return new Ran(result, events);
  }

  static Orchestrator withCache(LocatorCacheStore store) {
    return QuickStart.autopilot(JobApplicationPack.of(profile)).toBuilder().clearAssistPlugins().locatorCache(store).build();
  }

  @Test
  void aSecondRunIsAnsweredFromTheCacheInFewerSteps() {
    LocatorCacheStore store = LocatorCacheStore.inMemory();
    Orchestrator autopilot = withCache(store);
    site.reset();
    for (String page : PAGES) {
      Ran first = run(autopilot, page);
      Ran second = run(autopilot, page);
      String report = page + ": first " + first.result().counters() + " " + first.events().types() + "\nsecond " + second.result().counters() + " "
          + second.events().types();
      assertTrue(first.done(), report);
      assertTrue(second.done(), report);
      assertEquals(1, first.cache(CacheOutcome.MISS), report);
      assertTrue(second.cache(CacheOutcome.HIT) >= 3, report);
      assertEquals(0, second.cache(CacheOutcome.HEALED) + second.cache(CacheOutcome.FAILED), report);
      assertTrue(second.plannerPlans() < first.plannerPlans(), report);
      assertTrue(second.steps() < first.steps(), report);
      assertEquals(2, site.submissions(page), page + " sent once per run");
    }
  }

  @Test
  void aChangedFormHealsAndTheRunAfterItHitsAgain() {
    LocatorCacheStore store = LocatorCacheStore.inMemory();
    Orchestrator autopilot = withCache(store);
    site.reset();
    try {
      for (String page : PAGES) {
        site.serveVariant(page, null);
        assertTrue(run(autopilot, page).done(), page);
        site.serveVariant(page, "changed");
        Ran healed = run(autopilot, page);
        String report = page + ": " + healed.result().counters() + " " + healed.events().payloads(RunEvent.LocatorCacheUsed.class);
        assertTrue(healed.done(), report);
        // every cached question is found again by its fingerprint, or (a relabelled one at most) left to the planner
        assertTrue(healed.cache(CacheOutcome.HEALED) >= 2, report);
        assertTrue(healed.cache(CacheOutcome.HEAL_FAILED) <= 1, report);
        assertEquals(0, healed.cache(CacheOutcome.FAILED), report);
        Ran after = run(autopilot, page);
        String again = page + ": " + after.events().payloads(RunEvent.LocatorCacheUsed.class);
        assertTrue(after.done(), again);
        assertEquals(0, after.cache(CacheOutcome.HEALED), again);
        assertTrue(after.cache(CacheOutcome.HIT) >= 3, again);
      }
    } finally {
      PAGES.forEach(p -> site.serveVariant(p, null));
    }
  }
}
