package dev.autopilot.examples.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.event.RunEvent.LocatorCacheUsed.CacheOutcome;
import dev.autopilot.core.memory.LocatorCacheStore;
import dev.autopilot.core.memory.Trajectory;
import dev.autopilot.core.memory.TrajectoryQuery;
import dev.autopilot.core.memory.TrajectoryStep;
import dev.autopilot.core.memory.TrajectoryStore;
import dev.autopilot.core.model.Route;
import java.util.Set;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.PlanSource;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.examples.QuickStart;
import dev.autopilot.examples.corpus.FormCorpusSite;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.core.pack.Question;
import dev.autopilot.llm.LlmConfig;
import dev.autopilot.llm.LlmPlanner;
import dev.autopilot.llm.LlmPlanners;
import dev.autopilot.llm.ModelGateway;
import dev.autopilot.llm.PersonalData;
import dev.autopilot.llm.replay.ScriptedModelServer;
import dev.autopilot.playwright.PlaywrightSnapshotProvider;
import java.nio.file.Files;
import java.util.Optional;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Memory on pages of the form corpus, in one Chromium. The locator cache: a second run of a form
 * is answered from the cache (validated hits, no planner plan for the fields) in fewer steps, with
 * the rules and with the model planner on the scripted model server (no model call the second
 * time), and a re-styled variant of the form (ids and classes renamed, fields reordered, a
 * question relabelled) heals and is rewritten, so that the run after it hits again. Trajectory
 * memory: a run's trajectory is written without a value and recalled by the next run.
 */
class MemoryIT {
  /**
   * The corpus pages measured, each with a re-styled variant ({@code <page>.changed.html}): two by
   * default, to keep the suite short; {@code -Dmemory.pages=prg-classic,xhr-legacy,german-fetch}
   * for all three.
   */
  static final List<String> PAGES = List.of(System.getProperty("memory.pages", "prg-classic,german-fetch").split("\\s*,\\s*"));

  static FormCorpusSite site;
  static PlaywrightBrowser browser;
  static Profile profile;

  @BeforeAll
  static void start() throws URISyntaxException {
    site = FormCorpusSite.start();
    browser = PlaywrightBrowser.launch();
    profile = Profile.load(Path.of(MemoryIT.class.getResource("/dev/autopilot/examples/corpus/corpus-profile.json").toURI()));
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

    /** Actions the cache served (planned with no planner or model). */
    long served() {
      return events.payloads(RunEvent.PlanProposed.class).stream().filter(p -> p.source() == PlanSource.MEMORY).mapToLong(p -> p.actions().size()).sum();
    }

    /** Why each snapshot was taken, in order. */
    List<String> snapshotPurposes() {
      return events.payloads(RunEvent.SnapshotGenerated.class).stream().map(RunEvent.SnapshotGenerated::purpose).toList();
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
    return PageRuns.run(browser, autopilot, Task.of("apply on " + page, site.pageUri(page)), Ran::new);
  }

  /** A pack that answers nothing: every question goes to the model. */
  static final DomainPack NO_RULES = new DomainPack() {
    @Override
    public String name() {
      return "no-rules";
    }

    @Override
    public Optional<Answer> answer(Question question) {
      return Optional.empty();
    }
  };

  /**
   * The scripted model's reply for a page: what the rules with the full profile would type into
   * each field, written as the placeholders of the person's data a model answers with. Made from
   * a snapshot of the page in a session of its own (refs are the same in every fresh session).
   */
  static String modelReply(String page, PersonalData data) {
    SemanticSnapshot snap;
    try (PlaywrightBrowserSession session = browser.newSession()) {
      session.navigate(site.pageUri(page).toString());
      snap = PlaywrightSnapshotProvider.create().snapshot(session);
    }
    ActionPlan ruled = Planner.rules(JobApplicationPack.of(profile)).plan(new PlanningContext(Task.of("x", site.pageUri(page)), RunState.FILL, snap, List.of()));
    ArrayNode actions = JSON.createArrayNode();
    for (Action a : ruled.actions()) {
      if (!(a instanceof Action.TypeRef t)) {
        continue;
      }
      String key = data.items().values().stream().filter(i -> i.value().equals(t.text())).map(PersonalData.Item::key).findFirst()
          .orElseGet(() -> data.items().values().stream().filter(i -> i.value().contains(t.text())).map(PersonalData.Item::key).findFirst().orElseThrow());
      ObjectNode o = actions.addObject();
      o.put("verb", "type_ref").put("ref", t.ref()).put("value", "{{" + key + "}}").put("question", String.valueOf(t.meta().targetQuestion()));
    }
    ObjectNode reply = JSON.createObjectNode();
    reply.set("actions", actions);
    reply.putArray("unresolved");
    reply.put("rationale", "each field from the person's data");
    return reply.toString();
  }

  static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void withTheModelPlannerTheSecondRunMakesNoModelCallAndAChangedFormAtMostOnePerChangedQuestion() {
    PersonalData data = PersonalData.fromProfile(profile);
    site.reset();
    StringBuilder table = new StringBuilder("| page | run | model calls | planner plans | answered from the cache | of them healed | steps | snapshots | final state |\n"
        + "|---|---|---:|---:|---:|---:|---:|---:|---|\n");
    LocatorCacheStore store = LocatorCacheStore.inMemory();
    for (String page : PAGES) {
      // a model server per page, so that a scripted reply no run asked for never reaches another page
      try (ScriptedModelServer model = ScriptedModelServer.start(ScriptedModelServer.Dialect.OPENAI)) {
        LlmConfig config = LlmConfig.builder().baseUrl(model.baseUrl()).model("scripted").maxRetries(0).build();
        Orchestrator autopilot = QuickStart.autopilot(NO_RULES).toBuilder().clearAssistPlugins()
            .planner(LlmPlanners.routing(Planner.rules(NO_RULES), LlmPlanner.builder().gateway(ModelGateway.of(config)).data(data).share(config).build()))
            .consent(data.consent()).locatorCache(store).build();
        model.enqueue(ScriptedModelServer.Step.reply(modelReply(page, data), 900, 60));
        Ran first = run(autopilot, page);
        Ran second = run(autopilot, page);
        site.serveVariant(page, "changed");
        Ran changed;
        Ran again;
        try {
          model.enqueue(ScriptedModelServer.Step.reply(modelReply(page, data), 900, 60));
          changed = run(autopilot, page);
          again = run(autopilot, page);
        } finally {
          site.serveVariant(page, null);
        }
        row(table, page, "first", first);
        row(table, page, "second", second);
        row(table, page, "changed", changed);
        row(table, page, "changed, again", again);
        String report = table + "\n" + first.snapshotPurposes() + "\n" + second.snapshotPurposes() + "\n" + second.events().payloads(RunEvent.LocatorCacheUsed.class) + "\n"
            + changed.events().payloads(RunEvent.LocatorCacheUsed.class) + "\n" + model.requests().size() + " model requests";
        assertTrue(first.done() && second.done() && changed.done(), report);
        assertTrue(first.result().counters().model().calls() >= 1, report);
        assertEquals(0, second.result().counters().model().calls(), report);
        assertTrue(second.steps() < first.steps(), report);
        assertTrue(second.result().counters().snapshots() < first.result().counters().snapshots(), report);
        assertTrue(second.served() >= 3, report);
        assertEquals(0, second.cache(CacheOutcome.HEALED) + second.cache(CacheOutcome.FAILED), report);
        assertTrue(second.plannerPlans() < first.plannerPlans(), report);
        // every cached question is found again by its fingerprint, or (the relabelled one at most) left to the planner,
        // which asks the model once for it
        assertTrue(changed.cache(CacheOutcome.HEALED) >= 2, report);
        assertTrue(changed.cache(CacheOutcome.HEAL_FAILED) <= 1, report);
        assertEquals(0, changed.cache(CacheOutcome.FAILED), report);
        assertTrue(changed.result().counters().model().calls() <= changed.cache(CacheOutcome.HEAL_FAILED), report);
        // the heal rewrote the entries: the changed form now hits as the original did
        assertTrue(again.done(), report);
        assertEquals(0, again.result().counters().model().calls(), report);
        assertEquals(0, again.cache(CacheOutcome.HEALED), report);
        assertTrue(again.served() >= 3, report);
        assertEquals(4, site.submissions(page), page + " sent once per run");
      }
    }
    System.out.println(table);
    try {
      Files.createDirectories(Path.of("target"));
      Files.writeString(Path.of("target", "locator-cache.md"), table.toString());
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static void row(StringBuilder table, String page, String which, Ran r) {
    table.append("| ").append(page).append(" | ").append(which).append(" | ").append(r.result().counters().model().calls()).append(" | ")
        .append(r.plannerPlans()).append(" | ").append(r.served()).append(" | ").append(r.cache(CacheOutcome.HEALED)).append(" | ")
        .append(r.steps()).append(" | ").append(r.result().counters().snapshots()).append(" | ").append(r.result().finalState())
        .append(r.result().manualReason() == null ? "" : " " + r.result().manualReason().code() + ": " + r.result().manualReason().message()).append(" |\n");
  }

  @Test
  void aRunsTrajectoryIsRecordedWithoutValuesAndRecalledByTheNextRun() {
    TrajectoryStore memory = TrajectoryStore.inMemory();
    Orchestrator autopilot = QuickStart.autopilot(JobApplicationPack.of(profile)).toBuilder().clearAssistPlugins().memory(memory).build();
    site.reset();
    Ran first = run(autopilot, "prg-classic");
    assertTrue(first.done());
    assertEquals(0, first.events().payloads(RunEvent.MemoryRecalled.class).get(0).trajectories());
    assertEquals(1, memory.size());
    Trajectory t = memory.recall(new TrajectoryQuery("127.0.0.1", "/forms/prg-classic", Set.of(), 1)).get(0);
    assertTrue(t.succeeded(), t.toString());
    assertEquals(List.of("first name", "last name", "email", "location"), t.steps().stream().map(TrajectoryStep::questionSignature).toList());
    assertTrue(t.steps().stream().allMatch(s -> s.route() == Route.RULES && s.verb().equals("type_ref")), t.toString());
    for (String value : List.of(profile.firstName(), profile.lastName(), profile.email(), "San Francisco")) {
      assertFalse(t.toString().contains(value), "a value was remembered: " + t);
    }
    Ran second = run(autopilot, "prg-classic");
    assertTrue(second.done());
    RunEvent.MemoryRecalled recalled = second.events().payloads(RunEvent.MemoryRecalled.class).get(0);
    assertEquals(1, recalled.trajectories());
    assertEquals(4, recalled.mappings());
    assertEquals(2, memory.size());
  }


}
