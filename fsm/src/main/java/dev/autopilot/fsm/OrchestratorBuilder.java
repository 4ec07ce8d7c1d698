package dev.autopilot.fsm;

import dev.autopilot.core.gate.ActionGate;
import dev.autopilot.core.gate.ConsentCallback;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.ActionExecutor;
import dev.autopilot.core.AssistPlugin;
import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.Features;
import dev.autopilot.core.risk.RiskPolicy;
import dev.autopilot.fsm.prepare.PlanClaims;
import dev.autopilot.core.HostBoundary;
import dev.autopilot.core.OutcomeClassifier;
import dev.autopilot.core.Planner;
import dev.autopilot.core.Sleeper;
import dev.autopilot.core.SnapshotProvider;
import dev.autopilot.core.Verifier;
import dev.autopilot.core.VisionFallback;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.evidence.EvidenceRecorder;
import dev.autopilot.core.model.ScreenshotMode;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Assembles an {@link Orchestrator}. Not thread-safe; {@link #build()} returns an immutable
 * orchestrator and leaves the builder reusable.
 */
public final class OrchestratorBuilder {
  @Nullable SnapshotProvider snapshotProvider;
  @Nullable Planner planner;
  @Nullable ActionExecutor executor;
  @Nullable Verifier verifier;
  @Nullable OutcomeClassifier classifier;
  final List<AssistPlugin> assistPlugins = new ArrayList<>();
  final List<EventSink> eventSinks = new ArrayList<>();
  final Set<String> allowedHosts = new LinkedHashSet<>();
  boolean anyStartScheme;
  Budgets budgets = Budgets.defaults();
  Duration submitDeadline = Orchestrator.DEFAULT_SUBMIT_DEADLINE;
  Duration formWait = Orchestrator.DEFAULT_FORM_WAIT;
  RetryPolicy retryPolicy = RetryPolicy.defaults();
  double assistThreshold = 0.5;
  Clock clock = Clock.systemUTC();
  Sleeper sleeper = Sleeper.system();
  VisionFallback vision = VisionFallback.none();
  ScreenshotMode screenshotMode = ScreenshotMode.VISION_ONLY;
  dev.autopilot.core.consent.@Nullable Consent consent;
  ConsentCallback consentCallback = ConsentCallback.refuseAll();
  /** Null until set: {@link Features#fromEnvironment()} is read when the orchestrator is built. */
  @Nullable Features features;
  RiskPolicy riskPolicy = RiskPolicy.defaults();
  PlanClaims planClaims = PlanClaims.inMemory();
  dev.autopilot.core.memory.@Nullable LocatorCacheStore locatorCache;
  dev.autopilot.core.memory.@Nullable TrajectoryStore memory;
  EvidenceRecorder evidence = EvidenceRecorder.none();

  OrchestratorBuilder() {}

  /**
   * The feature flags (see {@link Features.Flag}): capabilities a host turns off to roll them
   * back. {@link Features#fromEnvironment()} when not set (every flag on unless a system property
   * or environment variable turns it off). The orchestrator hands them to the snapshot provider
   * and the planner when it is built ({@code withFeatures}), skips assist plugins and the vision
   * check when theirs are off, and stops every run, prepare and confirm with {@code
   * CAPABILITY_DISABLED} when {@link Features.Flag#BROWSER_ACTIONS} is off.
   *
   * @param features the flags every run of the built orchestrator uses; setting them also stops
   *     {@link #build()} from reading the environment
   * @return this builder
   */
  public OrchestratorBuilder features(Features features) {
    this.features = requireNonNull(features, "features");
    return this;
  }

  /**
   * Turns the locator cache on, kept in this store: a page seen before is answered from what
   * answered it last time — which field answers which question, never the values, which come
   * from the task each time — each hit validated on the page before use, with no planner or model
   * asked; a page that changed is healed within bounds and the store rewritten. Off (null) by
   * default. The planner must answer known fields ({@link Planner#answerKnown}), as the stock
   * planners do; one that does not is never served from the cache.
   *
   * @param store where page mappings are read and written; shared by every run of the built
   *     orchestrator (concurrent runs included), so it must be thread-safe. The orchestrator
   *     does not close it
   * @return this builder
   */
  public OrchestratorBuilder locatorCache(dev.autopilot.core.memory.LocatorCacheStore store) {
    this.locatorCache = requireNonNull(store, "store");
    return this;
  }

  /**
   * What the risk monitor holds every planned step to before it runs, whoever planned it (see
   * {@link dev.autopilot.core.risk.RiskMonitor}); a task's spec narrows it further. {@link
   * RiskPolicy#defaults()} when not set.
   *
   * @param policy the widest policy any run may act under; a task's spec can only narrow it
   * @return this builder
   */
  public OrchestratorBuilder riskPolicy(RiskPolicy policy) {
    this.riskPolicy = requireNonNull(policy, "policy");
    return this;
  }

  /**
   * Where confirmations claim prepared plans, so that each is submitted at most once: {@link
   * PlanClaims#inMemory()} (one process) when not set; {@link PlanClaims#inFolder} for processes
   * that share a folder, or a host's own (a database row, a lease).
   *
   * @param claims the claim registry every confirm of the built orchestrator asks; it must be
   *     thread-safe and shared by every process that may confirm the same plan, or a plan could
   *     be submitted once per process
   * @return this builder
   */
  public OrchestratorBuilder planClaims(PlanClaims claims) {
    this.planClaims = requireNonNull(claims, "claims");
    return this;
  }

  /**
   * Turns trajectory memory on, kept in this store: at the end of each run its site, the
   * questions it met, how each was answered (verb, route, the data key — never the value), its
   * failures and what finally worked, and its outcome are recorded; at DISCOVER the best-matching
   * past runs (same site, similar questions) come back as a {@link
   * dev.autopilot.core.memory.MemoryHint} in every {@link dev.autopilot.core.PlanningContext}:
   * known mappings for the rules, a prompt section for a model, failures not to repeat. Off (null)
   * by default.
   *
   * @param store where runs are recorded and looked up; shared by every run of the built
   *     orchestrator, so it must be thread-safe. The orchestrator does not close it
   * @return this builder
   */
  public OrchestratorBuilder memory(dev.autopilot.core.memory.TrajectoryStore store) {
    this.memory = requireNonNull(store, "store");
    return this;
  }

  /**
   * Turns trajectory memory off again (the default).
   *
   * @return this builder
   */
  public OrchestratorBuilder noMemory() {
    this.memory = null;
    return this;
  }

  /**
   * Turns the locator cache off again (the default).
   *
   * @return this builder
   */
  public OrchestratorBuilder noLocatorCache() {
    this.locatorCache = null;
    return this;
  }

  /**
   * The snapshot provider (required): reads the page into the semantic snapshot every other
   * component works on; it is handed the features ({@code withFeatures}) when the orchestrator is
   * built.
   *
   * @param provider a thread-safe provider, shared by concurrent runs; {@link
   *     Orchestrator#toBuilder()} gives back this instance, not its feature variant
   * @return this builder
   */
  public OrchestratorBuilder snapshotProvider(SnapshotProvider provider) {
    this.snapshotProvider = requireNonNull(provider, "provider");
    return this;
  }

  /**
   * The planner (required): decides the actions of each step; it is handed the features ({@code
   * withFeatures}) when the orchestrator is built, and its consent is the gate's when {@link
   * #consent} is not set.
   *
   * @param planner a thread-safe planner, shared by concurrent runs; {@link
   *     Orchestrator#toBuilder()} gives back this instance, not its feature variant
   * @return this builder
   */
  public OrchestratorBuilder planner(Planner planner) {
    this.planner = requireNonNull(planner, "planner");
    return this;
  }

  /**
   * The action executor (required): carries out every action on the page, behind the run's consent
   * and risk gates.
   *
   * @param executor a thread-safe executor, shared by concurrent runs, each on its own
   *     session
   * @return this builder
   */
  public OrchestratorBuilder executor(ActionExecutor executor) {
    this.executor = requireNonNull(executor, "executor");
    return this;
  }

  /**
   * The verifier (required): judges, from snapshots, whether each action had its effect.
   *
   * @param verifier a thread-safe verifier, shared by concurrent runs
   * @return this builder
   */
  public OrchestratorBuilder verifier(Verifier verifier) {
    this.verifier = requireNonNull(verifier, "verifier");
    return this;
  }

  /**
   * The outcome classifier (required): judges what each submit led to; its outcome goes through the
   * {@link RetryPolicy}.
   *
   * @param classifier a thread-safe classifier, shared by concurrent runs; it should answer
   *     {@code unknown_blocked} rather than throw
   * @return this builder
   */
  public OrchestratorBuilder classifier(OutcomeClassifier classifier) {
    this.classifier = requireNonNull(classifier, "classifier");
    return this;
  }

  /**
   * Adds an assist plugin; the first available one is offered the page in ASSIST_PREFILL.
   *
   * @param plugin a plugin, asked after those added before it; adding the same plugin twice
   *     lists it twice
   * @return this builder
   */
  public OrchestratorBuilder addAssistPlugin(AssistPlugin plugin) {
    assistPlugins.add(requireNonNull(plugin, "plugin"));
    return this;
  }

  /**
   * Removes the assist plugins of this name ({@link AssistPlugin#name()}), such as the {@code
   * profile-autofill} a quick start added; a name no plugin has changes nothing.
   *
   * @param name the plugin name, compared exactly
   * @return this builder
   */
  public OrchestratorBuilder removeAssistPlugin(String name) {
    requireNonNull(name, "name");
    assistPlugins.removeIf(p -> name.equals(p.name()));
    return this;
  }

  /**
   * Removes every assist plugin: the run fills through its planner alone.
   *
   * @return this builder
   */
  public OrchestratorBuilder clearAssistPlugins() {
    assistPlugins.clear();
    return this;
  }

  /**
   * Adds a sink that receives every event of every run, after the sinks added before it and
   * before the run's own ({@link RunOptions#eventSinks()}). A sink that throws is logged and
   * skipped; the run goes on.
   *
   * @param sink a sink fed from every concurrent run, so it must be thread-safe; the
   *     orchestrator does not close it
   * @return this builder
   */
  public OrchestratorBuilder addEventSink(EventSink sink) {
    eventSinks.add(requireNonNull(sink, "sink"));
    return this;
  }

  /**
   * Removes this sink (by identity); a sink not added changes nothing.
   *
   * @param sink the instance given to {@link #addEventSink}; every addition of it is removed
   * @return this builder
   */
  public OrchestratorBuilder removeEventSink(EventSink sink) {
    requireNonNull(sink, "sink");
    eventSinks.removeIf(s -> s == sink);
    return this;
  }

  /**
   * Adds a host runs may go to besides their start URL's host (an applicant tracking system the
   * employer's site sends applicants to, say). A redirect, navigation or form submission to any
   * other host stops the run with {@code HOST_NOT_ALLOWED} before any input or submit there.
   *
   * @param host a bare host name such as {@code boards.example-ats.com}, compared
   *     case-insensitively and exactly (allow {@code www.} hosts on their own)
   * @return this builder
   * @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} for a host with a scheme, port or path
   */
  public OrchestratorBuilder allowHost(String host) {
    HostBoundary.forStart(URI.create("https://example.invalid/")).allowHost(requireNonNull(host, "host"));
    allowedHosts.add(host);
    return this;
  }

  /**
   * Tests only: lets a run start on a {@code file:} or {@code data:} page. Runs start on
   * {@code http}/{@code https} pages only otherwise, and stop with {@code URL_NOT_ALLOWED}.
   *
   * @param allow true to let runs start on any scheme (and go to pages of any scheme); false,
   *     the default, for web pages only
   * @return this builder
   */
  public OrchestratorBuilder allowAnyStartScheme(boolean allow) {
    this.anyStartScheme = allow;
    return this;
  }

  /**
   * The ceilings of each run: steps, wall time, screenshots and model calls; {@link
   * Budgets#defaults()} when not set.
   *
   * @param budgets the ceilings every run of the built orchestrator gets
   * @return this builder
   */
  public OrchestratorBuilder budgets(Budgets budgets) {
    this.budgets = requireNonNull(budgets, "budgets");
    return this;
  }

  /**
   * How long each submit of a run waits for its outcome signal (a navigation that loaded, every
   * request that may carry the form answered); {@link Orchestrator#DEFAULT_SUBMIT_DEADLINE} (30 s)
   * when not set. The run hands it to the executor with each submit ({@link
   * dev.autopilot.core.model.Action.Submit#outcomeDeadlineMillis()}). Past it the outcome is
   * {@code MAY_HAVE_BEEN_SUBMITTED} when a request went out, never "not submitted", and the form
   * is not sent again. Set it per run with {@link Orchestrator#toBuilder()}.
   *
   * @param deadline a positive duration
   * @return this builder
   * @throws IllegalArgumentException when the deadline is not positive
   */
  public OrchestratorBuilder submitDeadline(Duration deadline) {
    requireNonNull(deadline, "deadline");
    if (deadline.isZero() || deadline.isNegative()) {
      throw new IllegalArgumentException("the submit deadline must be positive, was " + deadline);
    }
    this.submitDeadline = deadline;
    return this;
  }

  /**
   * How long DISCOVER waits, at most, for a form to show when the page has none in view yet (a
   * form a script builds after load, or one behind a "Start application" button that the run
   * presses); {@link Orchestrator#DEFAULT_FORM_WAIT} (8 s) when not set. The run looks again at
   * growing intervals (250 ms up to 1 s, through the {@link #sleeper}) and goes on as soon as a
   * field or a visible submit control shows. A page that shows none within the wait stops with
   * {@code NO_FORM} when it has no field or submit control at all, hidden ones included; with
   * hidden ones only, the run goes on to FILL as it would have without the wait. {@link
   * Duration#ZERO} decides on the first snapshot.
   *
   * @param wait zero or a positive duration
   * @return this builder
   * @throws IllegalArgumentException when the wait is negative
   */
  public OrchestratorBuilder formWait(Duration wait) {
    requireNonNull(wait, "wait");
    if (wait.isNegative()) {
      throw new IllegalArgumentException("the form wait cannot be negative, was " + wait);
    }
    this.formWait = wait;
    return this;
  }

  /**
   * The retry/stop policy: what a run does after each outcome class; {@link
   * RetryPolicy#defaults()} when not set.
   *
   * @param policy the policy every run of the built orchestrator follows after a submit
   * @return this builder
   */
  public OrchestratorBuilder retryPolicy(RetryPolicy policy) {
    this.retryPolicy = requireNonNull(policy, "policy");
    return this;
  }

  /**
   * The share of required questions that must be empty when the form is discovered for an
   * assist plugin to be offered the page (once per run; see {@code docs/assist.md}); 0.5 when not set.
   *
   * @param share a fraction in [0, 1]: 0 offers any form with a required question, 1 only one
   *     whose required questions are all empty
   * @return this builder
   * @throws IllegalArgumentException when the share is outside [0, 1] or NaN
   */
  public OrchestratorBuilder assistThreshold(double share) {
    if (!(share >= 0 && share <= 1)) {
      throw new IllegalArgumentException("assistThreshold must be within [0, 1], was " + share);
    }
    this.assistThreshold = share;
    return this;
  }

  /**
   * The clock for event times and the wall-time budget; the system UTC clock when not set.
   *
   * @param clock the clock every run reads; a fixed or stepped clock in tests
   * @return this builder
   */
  public OrchestratorBuilder clock(Clock clock) {
    this.clock = requireNonNull(clock, "clock");
    return this;
  }

  /**
   * The vision check the run asks at its four nodes (before a submit, after a submit whose
   * outcome the classifier cannot tell, a page with no form, a form without a submit control),
   * within {@link Budgets#model()}'s vision calls; {@link VisionFallback#none()} when not set.
   *
   * @param vision the check, used from concurrent runs, so thread-safe; ignored when the vision
   *     feature flag or the screenshot mode turns vision off
   * @return this builder
   */
  public OrchestratorBuilder vision(VisionFallback vision) {
    this.vision = requireNonNull(vision, "vision");
    return this;
  }

  /**
   * When the run takes screenshots and may show them to the vision check: {@code vision_only}
   * (the default: only for a check, besides the submit evidence), {@code always} (one more at
   * every step), {@code off} (no step screenshots, no vision checks).
   *
   * @param mode the screenshot mode of every run
   * @return this builder
   */
  public OrchestratorBuilder screenshotMode(ScreenshotMode mode) {
    this.screenshotMode = requireNonNull(mode, "mode");
    return this;
  }

  /**
   * What the person consents to, which the gate in front of the executor holds every action to,
   * whoever planned it (see {@link ActionGate}). When not set, the planner's own ({@link
   * Planner#consent()}: the domain pack's consent for {@link Planner#rules}).
   *
   * @param consent what the person agreed to; replaces the planner's, it is not merged with it
   * @return this builder
   */
  public OrchestratorBuilder consent(dev.autopilot.core.consent.Consent consent) {
    this.consent = requireNonNull(consent, "consent");
    return this;
  }

  /**
   * Asked during a run when an action would commit the person beyond their consent (paying,
   * giving up a right, sharing data, marketing, terms): granted, the run goes on; refused, it
   * stops with {@link dev.autopilot.core.model.ManualCode#CONSENT_REQUIRED}. {@link
   * ConsentCallback#refuseAll()} when not set.
   *
   * @param callback asked on the run's thread, and may block until the person answers; called
   *     from concurrent runs, so thread-safe
   * @return this builder
   */
  public OrchestratorBuilder consentCallback(ConsentCallback callback) {
    this.consentCallback = requireNonNull(callback, "callback");
    return this;
  }

  /**
   * Where every run leaves its evidence: the recorder opens one {@link
   * dev.autopilot.core.evidence.RunEvidence} per run, which receives every event, every snapshot,
   * the screenshots (unless {@link RunOptions#evidenceDirectory()} names another folder), the
   * host's plan ({@link RunOptions#withPlanJson}) and, when the recorder asks, a browser trace.
   * The observability module's {@code EvidenceBundle} writes them as one folder per request.
   * {@link EvidenceRecorder#none()} when not set.
   *
   * @param recorder opens the evidence of each run; used from concurrent runs, so thread-safe
   * @return this builder
   */
  public OrchestratorBuilder evidence(EvidenceRecorder recorder) {
    this.evidence = requireNonNull(recorder, "recorder");
    return this;
  }

  /**
   * What waits between retries and while a form is awaited; {@link Sleeper#system()} when not set.
   *
   * @param sleeper the pauses of every run; a sleeper that returns at once makes tests of retries
   *     and form waits fast
   * @return this builder
   */
  public OrchestratorBuilder sleeper(Sleeper sleeper) {
    this.sleeper = requireNonNull(sleeper, "sleeper");
    return this;
  }

  /**
   * Builds the orchestrator. The builder stays usable; later changes do not reach the built
   * orchestrator.
   *
   * @return a new immutable, thread-safe orchestrator with these settings
   * @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} naming every missing SPI, or
   *     a feature flag's system property or environment variable that is neither true nor false
   */
  public Orchestrator build() {
    List<String> missing = new ArrayList<>();
    if (snapshotProvider == null) {
      missing.add("snapshotProvider");
    }
    if (planner == null) {
      missing.add("planner");
    }
    if (executor == null) {
      missing.add("executor");
    }
    if (verifier == null) {
      missing.add("verifier");
    }
    if (classifier == null) {
      missing.add("classifier");
    }
    if (!missing.isEmpty()) {
      throw new AutopilotException(ErrorCode.CONFIG_INVALID, "Orchestrator.builder() is missing " + String.join(", ", missing)
          + "; set each with its builder method (e.g. .planner(Planner.rules(pack)))");
    }
    return new Orchestrator(this);
  }
}
