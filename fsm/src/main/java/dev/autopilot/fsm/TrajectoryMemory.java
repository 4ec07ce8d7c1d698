package dev.autopilot.fsm;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.memory.MemoryHint;
import dev.autopilot.core.memory.Trajectory;
import dev.autopilot.core.memory.TrajectoryFailure;
import dev.autopilot.core.memory.TrajectoryQuery;
import dev.autopilot.core.memory.TrajectoryStep;
import dev.autopilot.core.memory.TrajectoryStore;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.FailureRecord;
import dev.autopilot.core.model.QuestionRoute;
import dev.autopilot.core.model.Route;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The run's trajectory memory: recalled once at DISCOVER (the best-matching past runs by site
 * and questions, as a {@link MemoryHint} every planning context carries, and a {@code
 * memory_recalled} event), kept up as actions verify, and written when the run has ended: its
 * site, questions, how each was answered, failures and what finally worked, outcome. Values are
 * never written. A store that fails is logged; the run goes on without memory.
 */
final class TrajectoryMemory {
  private static final Logger LOG = LoggerFactory.getLogger(TrajectoryMemory.class);

  /** How many past runs a hint is made of. */
  static final int RECALLED = 3;

  private TrajectoryMemory() {}

  /** Recalls what past runs tell about this page, once per run. */
  static void recall(RunContext run, RunLedger ledger, SemanticSnapshot snapshot) {
    TrajectoryStore store = run.config().memory();
    if (store == null || ledger.memoryRecalled) {
      return;
    }
    ledger.memoryRecalled = true;
    Set<String> questions = new LinkedHashSet<>();
    for (SemanticElement e : snapshot.elements()) {
      if (!e.isolated() && e.role().isField()) {
        questions.add(snapshot.questionSignatureOf(e));
      }
    }
    List<Trajectory> recalled;
    try {
      recalled = store.recall(new TrajectoryQuery(snapshot.page().domain(), snapshot.page().normalizedPath(), questions, RECALLED));
    } catch (AutopilotException | IllegalStateException e) {
      LOG.warn("run {}: trajectory memory cannot be read; going on without it: {}", run.requestId(), e.getMessage());
      return;
    }
    ledger.memory = MemoryHint.of(recalled, snapshot.page().domain());
    long sameSite = recalled.stream().filter(t -> t.site().equals(snapshot.page().domain())).count();
    run.emit(new RunEvent.MemoryRecalled(recalled.size(), ledger.memory.mappings().size(), ledger.memory.avoid().size(), recalled.isEmpty()
        ? "no past run on " + snapshot.page().domain() + " or with these questions"
        : sameSite + " on this site, " + (recalled.size() - sameSite) + " elsewhere with shared questions"));
  }

  /** Notes a verified action that answered a question. */
  static void verified(RunLedger ledger, Action action, SemanticSnapshot before, SemanticKey key, @Nullable QuestionRoute route, boolean fromCache) {
    ledger.verifiedVerb.put(key, action.gesture());
    String ref = action.targetRef();
    String question = action.meta().targetQuestion();
    if (ref == null || question == null || action instanceof Action.Submit) {
      return;
    }
    String role = before.element(ref).map(SemanticElement::rawRole).orElse("unknown");
    Route how = fromCache ? Route.MEMORY : route == null ? Route.RULES : route.route();
    ledger.memorySteps.add(new TrajectoryStep(key.questionSignature(), question, role, action.verb(), how, route == null ? null : route.answeredBy(),
        action.meta().technique()));
  }

  /** Writes the ended run's trajectory. */
  static void record(RunContext run, RunLedger ledger, RunResult result) {
    TrajectoryStore store = run.config().memory();
    if (store == null) {
      return;
    }
    URI start = run.task().startUrl();
    String site = start.getHost() == null ? "" : start.getHost().toLowerCase(java.util.Locale.ROOT);
    String path = SemanticKey.normalizePath(start.getRawPath() == null ? "/" : start.getRawPath());
    List<TrajectoryFailure> failures = new ArrayList<>();
    for (FailureRecord f : ledger.failureRecords.values()) {
      String worked = ledger.verifiedVerb.get(f.semanticKey());
      failures.add(new TrajectoryFailure(f.semanticKey().questionSignature(), f.semanticKey().toString(), f.verb(),
          "failed " + f.failures() + (f.failures() == 1 ? " time" : " times"), worked));
    }
    String outcome = result.finalState().name() + (result.manualReason() != null ? "/" + result.manualReason().code().name()
        : result.outcome() != null ? "/" + result.outcome().outcomeClass().name() : "");
    try {
      store.record(new Trajectory(site, path, ledger.memorySteps, failures, result.finalState() == dev.autopilot.core.model.RunState.DONE, outcome,
          run.config().clock().instant()));
    } catch (AutopilotException | IllegalStateException e) {
      LOG.warn("run {}: trajectory memory cannot be written: {}", run.requestId(), e.getMessage());
    }
  }
}
