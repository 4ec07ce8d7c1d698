package dev.autopilot.examples.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.memory.Trajectory;
import dev.autopilot.core.memory.TrajectoryFailure;
import dev.autopilot.core.memory.TrajectoryQuery;
import dev.autopilot.core.memory.TrajectoryStep;
import dev.autopilot.core.memory.TrajectoryStore;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.examples.QuickStart;
import dev.autopilot.fsm.Orchestrator;
import java.net.URI;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Trajectory memory reaching the executor, in a real Chromium: a page whose start-date field
 * throws away a value that arrives without key presses (as some date widgets do) takes the first
 * run a failed gesture before the escalation ladder's alternate one (typing with real keys) works;
 * the run remembers it, and the second run types that field with keys at once: no failed attempt,
 * fewer actions.
 */
class MemoryTechniqueIT {
  /** A form whose "Start date" keeps only what real key presses typed; a plain "Full name". */
  static final String PAGE = """
      <!doctype html><html lang="en"><head><title>Apply</title></head><body>
      <main><h1>Apply</h1>
      <form id="f">
        <label for="n">Full name</label> <input id="n" name="fullname" type="text" required>
        <label for="d">Start date</label> <input id="d" name="start" type="text" required>
        <button type="submit">Send application</button>
      </form></main>
      <script>
        const d = document.getElementById('d');
        let keys = 0;
        d.addEventListener('keydown', () => { keys++; });
        // a widget that owns its value: text that did not come from keys is thrown away
        d.addEventListener('input', () => { if (keys === 0) { d.value = ''; } });
        d.addEventListener('focus', () => { keys = 0; });
        document.getElementById('f').addEventListener('submit', e => {
          e.preventDefault();
          if (!d.value || !document.getElementById('n').value) return;
          document.querySelector('main').innerHTML = '<h1>Thank you</h1><p role="status">Your application was received.</p>';
        });
      </script></body></html>
      """;

  /** Answers the two questions of the page. */
  static final DomainPack PACK = WordsPack.of("technique", "full name", "Ada Lovelace", "start date", "03/01/2026");

  @RegisterExtension
  static final PageRuns PAGES = new PageRuns();

  record Ran(RunResult result, InMemoryEventSink events) {
    List<RunEvent.ActionExecuted> typed(String question) {
      return events.payloads(RunEvent.ActionExecuted.class).stream()
          .filter(a -> question.equals(a.action().meta().targetQuestion()) && a.action().verb().equals("type_ref")).toList();
    }

    long failedVerifications() {
      return events.payloads(RunEvent.ActionVerified.class).stream().filter(v -> !v.verified()).count();
    }

    long actions() {
      return events.payloads(RunEvent.ActionExecuted.class).size();
    }
  }

  static Ran run(Orchestrator autopilot, URI page) {
    return PAGES.run(autopilot, Task.of("apply", page), Ran::new);
  }

  @Test
  void aTechniqueThatWorkedIsUsedFirstOnTheNextRun() {
    URI page = PAGES.page("technique-form", PAGE);
    TrajectoryStore memory = TrajectoryStore.inMemory();
    Orchestrator autopilot = QuickStart.autopilot(PACK).toBuilder().clearAssistPlugins().memory(memory).build();

    Ran first = run(autopilot, page);
    assertEquals(RunState.DONE, first.result().finalState(), () -> "first run: " + first.result() + "\n" + first.typed("Start date"));
    assertEquals(OutcomeClass.SUCCESS_CONFIRMED, first.result().outcome().outcomeClass());
    List<RunEvent.ActionExecuted> firstTyped = first.typed("Start date");
    assertTrue(firstTyped.size() >= 2, "the plain gesture failed before the keys: " + firstTyped);
    assertEquals(null, firstTyped.get(0).action().meta().technique(), "the executor's own choice first");
    assertEquals(ActionMeta.KEYBOARD, firstTyped.get(firstTyped.size() - 1).action().meta().technique(), "then the ladder's alternate: keys");
    assertTrue(first.failedVerifications() >= 1);

    Trajectory remembered = memory.recall(new TrajectoryQuery("127.0.0.1", "/technique-form", Set.of("start date"), 1)).get(0);
    TrajectoryFailure failure = remembered.failures().stream().filter(f -> f.questionSignature().equals("start date")).findFirst().orElseThrow();
    assertEquals("type_ref", failure.verb());
    assertEquals("type_ref:keyboard", failure.resolvedBy());
    TrajectoryStep step = remembered.steps().stream().filter(s -> s.questionSignature().equals("start date")).findFirst().orElseThrow();
    assertEquals(ActionMeta.KEYBOARD, step.technique());
    assertFalse(remembered.toString().contains("03/01/2026"), "no value is remembered");

    Ran second = run(autopilot, page);
    assertEquals(RunState.DONE, second.result().finalState(), () -> "second run: " + second.result());
    List<RunEvent.ActionExecuted> secondTyped = second.typed("Start date");
    assertEquals(1, secondTyped.size(), "one gesture for the field: " + secondTyped);
    assertEquals(ActionMeta.KEYBOARD, secondTyped.get(0).action().meta().technique(), "the remembered technique first");
    assertEquals(0, second.failedVerifications(), "the remembered failure is not repeated");
    assertTrue(second.actions() < first.actions(), "fewer actions: " + second.actions() + " against " + first.actions());
    System.out.printf("MemoryTechniqueIT: first run %d actions (%d on the start date, %d failed verifications); second run %d actions (%d, %d)%n",
        first.actions(), firstTyped.size(), first.failedVerifications(), second.actions(), secondTyped.size(), second.failedVerifications());
  }

  @Test
  void withTheLocatorCacheTooTheCachedAnswerCarriesTheRememberedTechnique() {
    URI page = PAGES.page("technique-form-cached", PAGE);
    Orchestrator autopilot = QuickStart.autopilot(PACK).toBuilder().clearAssistPlugins().memory(TrajectoryStore.inMemory())
        .locatorCache(dev.autopilot.core.memory.LocatorCacheStore.inMemory()).build();
    Ran first = run(autopilot, page);
    assertEquals(RunState.DONE, first.result().finalState(), () -> "first run: " + first.result());
    Ran second = run(autopilot, page);
    assertEquals(RunState.DONE, second.result().finalState(), () -> "second run: " + second.result());
    List<RunEvent.ActionExecuted> typed = second.typed("Start date");
    assertEquals(1, typed.size(), typed::toString);
    assertEquals(ActionMeta.KEYBOARD, typed.get(0).action().meta().technique(), "the cache's answer types with keys: " + typed);
    assertEquals(0, second.failedVerifications());
    assertTrue(second.result().locatorCache().hits().contains("Start date"), () -> second.result().locatorCache().toString());
  }
}
