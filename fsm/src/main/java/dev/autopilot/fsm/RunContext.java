package dev.autopilot.fsm;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.VisionFallback;
import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.evidence.EvidenceRecorder;
import dev.autopilot.core.evidence.RunEvidence;
import dev.autopilot.core.pack.Secret;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.BrowserDialog;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.ModelUsage;
import dev.autopilot.core.model.PlanSource;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.model.VisionNode;
import dev.autopilot.core.model.VisionVerdict;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The fixed collaborators of one run and the few services every handler uses: the session and
 * its one {@link SnapshotPipeline}, the orchestrator's settings, the executor and verifier
 * ({@link PageActions}), and emitting events stamped from the run's {@link RunLedger}. Holds no
 * run state of its own. Confined to the run's thread.
 */
final class RunContext {
  private static final Logger LOG = LoggerFactory.getLogger(RunContext.class);

  private final Orchestrator config;
  private final BrowserSession session;
  private final Task task;
  private final RunOptions options;
  private final EventSink sink;
  private final RunLedger ledger;
  private final SnapshotPipeline page;
  private final PageActions actions;
  private final RunPolicy policy;
  private final long startMillis;
  private final RunEvidence evidence;

  RunContext(Orchestrator config, BrowserSession session, Task task, RunOptions options, EventSink sink, RunLedger ledger) {
    this(config, session, task, options, sink, ledger, EvidenceRecorder.none().open(options.requestId()));
  }

  RunContext(Orchestrator config, BrowserSession session, Task task, RunOptions options, EventSink sink, RunLedger ledger, RunEvidence evidence) {
    this.evidence = evidence;
    this.config = config;
    this.session = session;
    this.task = task;
    this.options = options;
    this.sink = sink;
    this.ledger = ledger;
    this.startMillis = config.clock().millis();
    this.page = SnapshotPipeline.of(session, config.snapshotProvider(), this::onSnapshot);
    this.actions = new PageActions(page, config.executor(), config.verifier());
    // Dialogs a reused session answered before this run are not this run's.
    ledger.dialogsReported = session.dialogs().size();
    this.policy = RunPolicy.of(config, task);
    ledger.risk = dev.autopilot.core.risk.RiskMonitor.start(policy.risk(), boundaryOrNull());
  }

  /** The bounds this run is held to: the orchestrator's, narrowed by the task's spec. */
  RunPolicy policy() {
    return policy;
  }

  /** Where the run may go; see {@link RunPolicy#boundary}. */
  dev.autopilot.core.HostBoundary boundary() {
    return policy.boundary(config, task);
  }

  /** Where the run may go, or null for a start URL no run may open (the run stops on it). */
  private dev.autopilot.core.@Nullable HostBoundary boundaryOrNull() {
    try {
      return boundary();
    } catch (AutopilotException e) {
      return null;
    }
  }

  /** Where this run writes its evidence, or null when it writes none. */
  @Nullable Path evidenceDirectory() {
    return options.evidenceDirectory();
  }

  Orchestrator config() {
    return config;
  }

  BrowserSession session() {
    return session;
  }

  Task task() {
    return task;
  }

  String requestId() {
    return options.requestId();
  }

  /** The run's one snapshot pipeline. */
  SnapshotPipeline page() {
    return page;
  }

  /** The executor and verifier, called on this run's page. */
  PageActions actions() {
    return actions;
  }

  /** Wall time since the run started, by the orchestrator's clock. */
  long elapsedMillis() {
    return config.clock().millis() - startMillis;
  }

  /** Takes a snapshot through the run's pipeline (emitted and counted). */
  SemanticSnapshot snapshot(String purpose) {
    return page.take(purpose);
  }

  /** The latest snapshot, or null when none was taken: never reads the page. */
  @Nullable SemanticSnapshot currentOrNull() {
    return page.latest();
  }

  /** The latest snapshot, or a new one when none was taken yet. */
  SemanticSnapshot current() {
    SemanticSnapshot s = page.latest();
    return s != null ? s : page.take("plan");
  }

  /** Every snapshot, whoever takes it through the pipeline, is counted and emitted. */
  private void onSnapshot(SemanticSnapshot s, String purpose, long millis) {
    ledger.snapshots++;
    emit(new RunEvent.SnapshotGenerated(purpose, s.page().url(), s.page().title(), s.page().structureHash(), s.epoch(), s.structureChanged(),
        s.elements().size(), s.groups().size(), s.visibleErrors().size(), s.requiredCount(), s.requiredUnfilled().size(), s.submitCandidates().size(),
        millis));
    try {
      evidence.snapshot(ledger.snapshots, purpose, s);
    } catch (RuntimeException e) {
      LOG.warn("run {}: the evidence could not record snapshot {}: {}", options.requestId(), ledger.snapshots, e.toString());
    }
  }

  /**
   * Stamps the event with the run's state, step and action in focus, and hands it to the sinks.
   * The JavaScript dialogs the page opened since the last event follow it as {@code
   * dialog_handled} events (before it when it is the run's last), so every dialog of the run is
   * reported with the step and action it happened in.
   */
  void emit(RunEvent event) {
    boolean last = event instanceof RunEvent.RunFinished;
    if (last) {
      reportDialogs();
    }
    stamp(event);
    if (!last) {
      reportDialogs();
    }
  }

  private void stamp(RunEvent event) {
    ledger.seq++;
    sink.accept(new EventEnvelope(EventEnvelope.SCHEMA_VERSION, options.requestId(), ledger.seq, config.clock().instant(), ledger.state, ledger.steps,
        ledger.focus, event));
  }

  /** Emits a {@code dialog_handled} event for each dialog the session answered and no event reported yet. */
  private void reportDialogs() {
    List<BrowserDialog> all;
    try {
      all = session.dialogs();
    } catch (RuntimeException e) {
      LOG.debug("run {}: the session's dialogs cannot be read: {}", options.requestId(), e.toString());
      return;
    }
    while (ledger.dialogsReported < all.size()) {
      stamp(RunEvent.DialogHandled.of(all.get(ledger.dialogsReported++)));
    }
  }

  /**
   * Starts a new step, or says why the step budget forbids it: a run takes at most
   * {@link Budgets#maxSteps()} steps.
   *
   * @return null when the step may start (the step counter has moved on), else the stop
   */
  @Nullable ManualReason beginStep() {
    int max = config.budgets().maxSteps();
    if (ledger.steps >= max) {
      return stop(ManualCode.BUDGET_EXHAUSTED, "the run used its budget of " + max + " steps; raise Budgets.maxSteps if the form is long", null,
          Map.of("budget", "steps", "steps", String.valueOf(ledger.steps)));
    }
    ledger.steps++;
    ledger.focus = null;
    if (config.screenshotMode().screenshotEveryStep()) {
      screenshot("step_" + ledger.steps);
    }
    return null;
  }

  /** Asks the planner, gives every proposed action a run-wide id, and emits the plan. */
  PlannedStep plan(RunState planState) {
    long t0 = System.nanoTime();
    PlanningContext ctx = new PlanningContext(task, planState, current(), List.copyOf(ledger.failureRecords.values()), ledger.model, ledger.memory);
    ModelUsage before = ledger.model.usage();
    ActionPlan plan;
    try {
      plan = config.planner().plan(ctx);
    } catch (AutopilotException e) {
      ModelUsage spent = ledger.model.usage().minus(before);
      if (spent.calls() > 0) {
        // the model was asked and failed: the cost is on the record before the run stops
        emit(new RunEvent.PlanProposed(PlanSource.LLM, "the planner failed: " + e.code(), List.of(), List.of(), List.of(), List.of(), spent,
            (System.nanoTime() - t0) / 1_000_000));
      }
      throw e;
    }
    List<String> ids = new ArrayList<>(plan.actions().size());
    for (int i = 0; i < plan.actions().size(); i++) {
      ids.add(ledger.newActionId());
    }
    emit(new RunEvent.PlanProposed(plan.source(), plan.rationale(), Secret.conceal(plan.actions(), ctx.snapshot()), ids, plan.unresolved(), plan.routes(), ledger.model.usage().minus(before),
        (System.nanoTime() - t0) / 1_000_000));
    return new PlannedStep(plan, ids);
  }

  /**
   * What the planner would do on this snapshot, asked without proposing it: no plan event, no
   * action ids, nothing executed. Used to judge an assist's fields against what the run would
   * have put there; model usage is counted on the run's ledger like any other.
   */
  ActionPlan expectedPlan(RunState planState, SemanticSnapshot snapshot) {
    return config.planner().plan(new PlanningContext(task, planState, snapshot, List.copyOf(ledger.failureRecords.values()), ledger.model, ledger.memory));
  }

  /**
   * Writes a screenshot to the evidence folder, within the screenshot budget. A capture that fails
   * is taken once more (it has no effect on the page, and a page still painting after a submit is
   * the usual cause); a second failure is logged, not fatal.
   */
  void screenshot(String label) {
    Path dir = options.evidenceDirectory();
    if (dir == null || ledger.screenshots >= config.budgets().maxScreenshots()) {
      return;
    }
    Path file = dir.resolve(String.format("%03d_%s.png", ledger.screenshots + 1, label));
    for (int attempt = 1; ; attempt++) {
      try {
        session.screenshot(file);
        ledger.screenshots++;
        ledger.evidence.add(label);
        emit(new RunEvent.EvidenceCaptured("screenshot", label, file.toString()));
        return;
      } catch (AutopilotException e) {
        if (e.code().pageUnusable()) {
          throw e;
        }
        if (attempt == 2 || e.code() == ErrorCode.BROWSER_EXPORT_FAILED) {
          LOG.warn("run {}: screenshot {} failed: {}", options.requestId(), label, e.getMessage());
          return;
        }
        LOG.info("run {}: screenshot {} failed once, taking it again: {}", options.requestId(), label, e.getMessage());
      }
    }
  }

  /**
   * Asks the vision check at a node, when the screenshot mode allows and a vision check is
   * configured: a screenshot (into the evidence folder, else a temporary file deleted once the
   * check has read it), the question, the
   * verdict as a {@code vision_checked} event. Never fails the run: a check that cannot be made
   * is {@code SKIPPED}.
   */
  VisionVerdict vision(VisionNode node, String question) {
    if (!config.screenshotMode().allowsVision() || config.vision() == VisionFallback.none() || !ledger.model.visionLeft()) {
      return VisionVerdict.skipped(node, "vision is off, not configured, or its budget is spent");
    }
    VisionVerdict verdict;
    Path dir = options.evidenceDirectory();
    Path temporary = null;
    try {
      Path file;
      if (dir != null) {
        file = dir.resolve(String.format("vision_%s_%d.png", node.wireName(), ledger.model.usage().visionCalls() + 1));
      } else {
        // no evidence folder: the screenshot lives only as long as the check that reads it
        temporary = Files.createTempFile("autopilot-vision-", ".png");
        file = temporary;
      }
      session.screenshot(file);
      verdict = config.vision().inspect(new VisionFallback.Request(node, question, file, current(), ledger.model));
    } catch (IOException | AutopilotException e) {
      if (e instanceof AutopilotException ae && ae.code().pageUnusable()) {
        throw ae;
      }
      verdict = VisionVerdict.skipped(node, "no screenshot: " + e.getMessage());
    } catch (RuntimeException e) {
      LOG.warn("run {}: the vision check failed", options.requestId(), e);
      verdict = VisionVerdict.skipped(node, "the vision check failed: " + e.getClass().getSimpleName());
    } finally {
      if (temporary != null) {
        try {
          Files.deleteIfExists(temporary);
        } catch (IOException e) {
          LOG.debug("run {}: the vision check's temporary screenshot could not be deleted: {}", options.requestId(), e.getMessage());
        }
      }
    }
    emit(new RunEvent.VisionChecked(node, question, verdict.status(), verdict.answer(), verdict.evidence()));
    return verdict;
  }

  /** A reason to stop, with the run's state and submit count added to the details. */
  ManualReason stop(ManualCode code, String message, @Nullable String semanticKey, Map<String, String> details) {
    Map<String, String> all = new LinkedHashMap<>(details);
    all.put("state", ledger.state.name());
    all.put("submit_attempts", String.valueOf(ledger.submitAttempts));
    return new ManualReason(code, message, semanticKey, all);
  }

  /** A plan and the ids its actions were given, in the same order. */
  record PlannedStep(ActionPlan plan, List<String> ids) {}
}
