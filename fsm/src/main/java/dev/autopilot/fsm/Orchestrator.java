package dev.autopilot.fsm;

import dev.autopilot.core.gate.ConsentCallback;
import org.jspecify.annotations.Nullable;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.ActionExecutor;
import dev.autopilot.core.AssistPlugin;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.HostBoundary;
import dev.autopilot.core.OutcomeClassifier;
import dev.autopilot.core.Planner;
import dev.autopilot.core.Sleeper;
import dev.autopilot.core.SnapshotProvider;
import dev.autopilot.core.Verifier;
import dev.autopilot.core.VisionFallback;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.evidence.EvidenceRecorder;
import dev.autopilot.core.evidence.RunEvidence;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.ScreenshotMode;
import dev.autopilot.core.model.Task;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Runs tasks through the state machine with the SPI implementations it was built with:
 * {@code DISCOVER -> ASSIST_PREFILL -> VERIFY_PREFILL -> FILL -> VALIDATE -> SUBMIT ->
 * VERIFY_OUTCOME -> DONE | MANUAL_REQUIRED} (see {@link Transitions}).
 *
 * <p>Each state has its own handler ({@code DiscoverHandler}, {@code FillHandler}, ...). FILL
 * loops snapshot, plan, execute, verify, one step per plan. An action that fails, or whose effect
 * cannot be verified, counts against its semantic key: the first failure replans, the second
 * asks the planner for an alternate strategy, the third stops the run for a person. After a
 * submit the classifier's outcome goes through the {@link RetryPolicy}. Every decision and every
 * transition is an event; each event carries its step number and, when it is about one action,
 * the action's id. Every snapshot is taken through one {@link dev.autopilot.core.SnapshotPipeline}
 * per run, emitted as {@code snapshot_generated} and counted. With an {@link
 * OrchestratorBuilder#evidence evidence recorder}, each run opens its evidence before its first
 * event and hands it every event, every snapshot, its screenshots, the host's plan and, when the
 * recorder asks, a browser trace; it finishes the evidence after {@code run_finished}.
 *
 * <p>Thread-safe: one orchestrator serves many concurrent runs, each on its own session. Runs on
 * the same session are serialized (a serial lane: their actions never interleave). A run never
 * throws for what happens in the browser: it ends in {@code MANUAL_REQUIRED} with a structured
 * reason ({@link dev.autopilot.core.model.ManualCode}), and its events are delivered.
 */
public final class Orchestrator {
  private final SnapshotProvider snapshotProvider;
  private final Planner planner;
  private final ActionExecutor executor;
  private final Verifier verifier;
  private final OutcomeClassifier classifier;
  private final List<AssistPlugin> assistPlugins;
  private final List<EventSink> eventSinks;
  private final EventSink sink;
  private final Budgets budgets;
  private final Duration submitDeadline;
  private final Duration formWait;
  private final RetryPolicy retryPolicy;
  private final double assistThreshold;
  private final Clock clock;
  private final Sleeper sleeper;
  private final VisionFallback vision;
  private final ScreenshotMode screenshotMode;
  private final dev.autopilot.core.consent.@Nullable Consent consent;
  private final ConsentCallback consentCallback;
  private final EvidenceRecorder evidence;
  private final SessionLanes lanes = new SessionLanes();
  private final Set<String> allowedHosts;
  private final boolean anyStartScheme;
  private final dev.autopilot.core.memory.@Nullable LocatorCache locatorCache;
  private final dev.autopilot.core.memory.@Nullable TrajectoryStore memory;

  /**
   * How long a submit waits for its outcome signal unless {@link OrchestratorBuilder#submitDeadline}
   * says otherwise: {@link dev.autopilot.core.model.Action.Submit#DEFAULT_OUTCOME_DEADLINE} (30 s),
   * the executor's default too.
   */
  public static final Duration DEFAULT_SUBMIT_DEADLINE = dev.autopilot.core.model.Action.Submit.DEFAULT_OUTCOME_DEADLINE;

  /** How long DISCOVER waits for a form to show unless {@link OrchestratorBuilder#formWait} says otherwise: 8 s. */
  public static final Duration DEFAULT_FORM_WAIT = Duration.ofSeconds(8);

  Orchestrator(OrchestratorBuilder b) {
    this.snapshotProvider = requireNonNull(b.snapshotProvider);
    this.planner = requireNonNull(b.planner);
    this.executor = requireNonNull(b.executor);
    this.verifier = requireNonNull(b.verifier);
    this.classifier = requireNonNull(b.classifier);
    this.assistPlugins = List.copyOf(b.assistPlugins);
    this.eventSinks = List.copyOf(b.eventSinks);
    this.sink = EventSink.composite(eventSinks);
    this.budgets = b.budgets;
    this.submitDeadline = b.submitDeadline;
    this.formWait = b.formWait;
    this.allowedHosts = Set.copyOf(b.allowedHosts);
    this.anyStartScheme = b.anyStartScheme;
    this.retryPolicy = b.retryPolicy;
    this.assistThreshold = b.assistThreshold;
    this.clock = b.clock;
    this.sleeper = b.sleeper;
    this.vision = b.vision;
    this.screenshotMode = b.screenshotMode;
    this.consent = b.consent;
    this.consentCallback = b.consentCallback;
    this.locatorCache = b.locatorCache == null ? null
        : new dev.autopilot.core.memory.LocatorCache(b.locatorCache, planner.packVersion(), planner.version());
    this.memory = b.memory;
    this.evidence = b.evidence;
  }

  /** A new builder; snapshot provider, planner, executor, verifier and classifier are required. */
  public static OrchestratorBuilder builder() {
    return new OrchestratorBuilder();
  }

  /** A builder holding this orchestrator's settings, to derive a variant. */
  public OrchestratorBuilder toBuilder() {
    OrchestratorBuilder b = new OrchestratorBuilder();
    b.snapshotProvider = snapshotProvider;
    b.planner = planner;
    b.executor = executor;
    b.verifier = verifier;
    b.classifier = classifier;
    b.assistPlugins.addAll(assistPlugins);
    b.eventSinks.addAll(eventSinks);
    b.budgets = budgets;
    b.submitDeadline = submitDeadline;
    b.formWait = formWait;
    b.allowedHosts.addAll(allowedHosts);
    b.anyStartScheme = anyStartScheme;
    b.retryPolicy = retryPolicy;
    b.assistThreshold = assistThreshold;
    b.clock = clock;
    b.sleeper = sleeper;
    b.vision = vision;
    b.screenshotMode = screenshotMode;
    b.consent = consent;
    b.consentCallback = consentCallback;
    b.locatorCache = locatorCache == null ? null : locatorCache.store();
    b.memory = memory;
    b.evidence = evidence;
    return b;
  }

  /** Runs a task on a session with a fresh request id. */
  public RunResult run(BrowserSession session, Task task) {
    return run(session, task, RunOptions.defaults());
  }

  /**
   * Runs a task on a session. Blocks until the run ends; waits first while another run holds the
   * same session.
   *
   * @return how the run ended; never null
   */
  public RunResult run(BrowserSession session, Task task, RunOptions options) {
    requireNonNull(session, "session");
    requireNonNull(task, "task");
    requireNonNull(options, "options");
    return lanes.inLane(session.id(), () -> {
      RunEvidence runEvidence = RunEvidences.open(evidence, options.requestId());
      RunOptions runOptions = options;
      Path screenshots = runEvidence.screenshotsDirectory();
      if (options.evidenceDirectory() == null && screenshots != null) {
        runOptions = new RunOptions(options.requestId(), options.eventSinks(), screenshots, options.planJson());
      }
      List<EventSink> sinks = concat(sink, options.eventSinks());
      sinks.add(runEvidence.events());
      RunEvidences.start(runEvidence, session, options);
      RunResult result = new Run(this, session, task, runOptions, EventSink.composite(sinks), runEvidence).execute();
      RunEvidences.end(runEvidence, session, result);
      return result;
    });
  }

  private static List<EventSink> concat(EventSink first, List<EventSink> rest) {
    List<EventSink> all = new ArrayList<>(rest.size() + 1);
    all.add(first);
    all.addAll(rest);
    return all;
  }

  SnapshotProvider snapshotProvider() {
    return snapshotProvider;
  }

  /** The locator cache, or null when it is off. */
  dev.autopilot.core.memory.@Nullable LocatorCache locatorCache() {
    return locatorCache;
  }

  /** The trajectory store, or null when memory is off. */
  dev.autopilot.core.memory.@Nullable TrajectoryStore memory() {
    return memory;
  }

  Planner planner() {
    return planner;
  }

  ActionExecutor executor() {
    return executor;
  }

  Verifier verifier() {
    return verifier;
  }

  OutcomeClassifier classifier() {
    return classifier;
  }

  List<AssistPlugin> assistPlugins() {
    return assistPlugins;
  }

  /** Where a run that starts at this URL may go. */
  HostBoundary boundaryFor(URI startUrl) {
    HostBoundary boundary;
    if (anyStartScheme && !"http".equalsIgnoreCase(startUrl.getScheme()) && !"https".equalsIgnoreCase(startUrl.getScheme())) {
      boundary = HostBoundary.forStart(URI.create("http://localhost/")).allowingAnyScheme();
    } else {
      boundary = HostBoundary.forStart(startUrl);
    }
    return (anyStartScheme ? boundary.allowingAnyScheme() : boundary).allowHosts(allowedHosts);
  }

  /** How long a submit waits for its outcome signal; see {@link OrchestratorBuilder#submitDeadline}. */
  Duration submitDeadline() {
    return submitDeadline;
  }

  /** How long DISCOVER waits for a form to show; see {@link OrchestratorBuilder#formWait}. */
  Duration formWait() {
    return formWait;
  }

  Budgets budgets() {
    return budgets;
  }

  RetryPolicy retryPolicy() {
    return retryPolicy;
  }

  double assistThreshold() {
    return assistThreshold;
  }

  Clock clock() {
    return clock;
  }

  Sleeper sleeper() {
    return sleeper;
  }

  VisionFallback vision() {
    return vision;
  }

  ScreenshotMode screenshotMode() {
    return screenshotMode;
  }

  /** What the gate holds every action to: the consent set on the builder, else the planner's. */
  dev.autopilot.core.consent.Consent consent() {
    return consent != null ? consent : planner.consent();
  }

  ConsentCallback consentCallback() {
    return consentCallback;
  }
}
