package dev.autopilot.examples.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.event.RunEvent.LocatorCacheUsed.CacheOutcome;
import dev.autopilot.core.memory.LocatorCacheStore;
import dev.autopilot.core.model.LocatorCacheReport;
import dev.autopilot.core.model.PlanSource;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.examples.QuickStart;
import dev.autopilot.fsm.Orchestrator;
import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A locator cache hit validated in the live page, in a real Chromium: the snapshot finds each
 * cached field by role, name and question, and the entry's stabilized XPath must match exactly
 * that field in the page too. When the page's {@code name} attributes are swapped between two
 * fields (same labels, same questions), each entry's XPath points at the other field: the hit is
 * refused, the field is found again by the heal levels and the entry rewritten, so that the run
 * after hits again.
 */
class LocatorCacheXPathIT {
  static String form(String nameOfName, String nameOfEmail) {
    return form(nameOfName, nameOfEmail, "Email");
  }

  static String form(String nameOfName, String nameOfEmail, String emailLabel) {
    return """
        <!doctype html><html lang="en"><head><title>Join</title></head><body>
        <main><h1>Join the list</h1>
        <form id="f">
          <label for="a">Full name</label> <input id="a" name="%s" type="text" required>
          <label for="b">%s</label> <input id="b" name="%s" type="text" required>
          <button type="submit">Join</button>
        </form></main>
        <script>
          document.getElementById('f').addEventListener('submit', e => {
            e.preventDefault();
            document.querySelector('main').innerHTML = '<h1>Thank you</h1><p role="status">You joined the list.</p>';
          });
        </script></body></html>
        """.formatted(nameOfName, emailLabel, nameOfEmail);
  }

  static final DomainPack PACK = WordsPack.of("xpath", "full name", "Ada Lovelace", "email", "ada@example.org");

  @RegisterExtension
  static final PageRuns PAGES = new PageRuns();

  record Ran(RunResult result, InMemoryEventSink events) {
    /** The actions the cache served (planned with no planner). */
    List<dev.autopilot.core.model.Action> served() {
      return events.payloads(RunEvent.PlanProposed.class).stream().filter(p -> p.source() == PlanSource.MEMORY).flatMap(p -> p.actions().stream()).toList();
    }

    List<RunEvent.LocatorCacheUsed> cache(CacheOutcome outcome) {
      return events.payloads(RunEvent.LocatorCacheUsed.class).stream().filter(c -> c.outcome() == outcome).toList();
    }
  }

  static Ran run(Orchestrator autopilot, URI page) {
    Ran ran = PAGES.run(autopilot, Task.of("join", page), Ran::new);
    assertEquals(RunState.DONE, ran.result().finalState(), () -> ran.result() + "\n" + ran.events().payloads(RunEvent.LocatorCacheUsed.class));
    return ran;
  }

  @Test
  void aHitWhoseXPathPointsElsewhereInThePageIsHealedNotUsed() {
    Orchestrator autopilot = QuickStart.autopilot(PACK).toBuilder().clearAssistPlugins().locatorCache(LocatorCacheStore.inMemory()).build();
    URI page = PAGES.page("xpath-form", form("fullname", "email"));

    Ran learnt = run(autopilot, page);
    assertTrue(learnt.served().isEmpty(), "nothing cached yet: the planner answers");

    Ran hits = run(autopilot, page);
    assertEquals(2, hits.served().size(), () -> String.valueOf(hits.events().payloads(RunEvent.LocatorCacheUsed.class)));
    assertEquals(2, hits.cache(CacheOutcome.HIT).stream().filter(h -> h.detail().contains("XPath matching it in the page")).count(),
        () -> String.valueOf(hits.cache(CacheOutcome.HIT)));
    assertEquals(List.of("Full name", "Email"), hits.result().locatorCache().hits());
    assertTrue(hits.cache(CacheOutcome.HEALED).isEmpty());

    // same labels and questions (the snapshot alone would call both hits), name attributes swapped
    PAGES.page("xpath-form", form("email", "fullname"));
    Ran swapped = run(autopilot, page);
    List<RunEvent.LocatorCacheUsed> healed = swapped.cache(CacheOutcome.HEALED);
    assertEquals(2, healed.size(), () -> String.valueOf(swapped.events().payloads(RunEvent.LocatorCacheUsed.class)));
    assertTrue(healed.stream().allMatch(h -> h.detail().contains("XPath no longer matches") && h.level().equals("role_and_name")), healed::toString);
    assertTrue(swapped.cache(CacheOutcome.HIT).stream().noneMatch(h -> h.detail().contains("XPath matching")), "no hit used before the heal");
    assertEquals(List.of(new LocatorCacheReport.Healed("Full name", "role_and_name"), new LocatorCacheReport.Healed("Email", "role_and_name")),
        swapped.result().locatorCache().healed());
    assertTrue(swapped.cache(CacheOutcome.FAILED).isEmpty(), "each answer went into its own field and verified");

    Ran again = run(autopilot, page);
    assertEquals(2, again.served().size(), () -> String.valueOf(again.events().payloads(RunEvent.LocatorCacheUsed.class)));
    assertTrue(again.cache(CacheOutcome.HEALED).isEmpty(), "the heal rewrote the entries with the page's XPaths");
    assertTrue(again.result().locatorCache().healed().isEmpty() && !again.result().locatorCache().healFailed());

    // the email question relabelled and its field renamed: no level finds it; the report says so
    PAGES.page("xpath-form", form("email", "contact", "Email address (work)"));
    Ran relabelled = run(autopilot, page);
    LocatorCacheReport report = relabelled.result().locatorCache();
    assertTrue(report.healFailed(), report::toString);
    assertEquals(1, report.handedToPlanner().size(), report::toString);
    assertEquals("Email", report.handedToPlanner().get(0).question());
    assertTrue(report.handedToPlanner().get(0).reason().startsWith("no field of the page fits"), report::toString);
    assertEquals(List.of("Full name"), report.healed().stream().map(LocatorCacheReport.Healed::question).toList(), "the partial result: " + report);
    System.out.println("LocatorCacheXPathIT report after a relabelling: " + report);
  }
}
