package dev.autopilot.fsm;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.ActionExecutor;
import dev.autopilot.core.AssistPlugin;
import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.OutcomeClassifier;
import dev.autopilot.core.Planner;
import dev.autopilot.core.Sleeper;
import dev.autopilot.core.SnapshotProvider;
import dev.autopilot.core.Verifier;
import dev.autopilot.core.VisionFallback;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.ScreenshotMode;
import dev.autopilot.core.model.Task;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

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
 * per run, emitted as {@code snapshot_generated} and counted.
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
  private final RetryPolicy retryPolicy;
  private final double assistThreshold;
  private final Clock clock;
  private final Sleeper sleeper;
  private final VisionFallback vision;
  private final ScreenshotMode screenshotMode;
  private final SessionLanes lanes = new SessionLanes();

  private Orchestrator(Builder b) {
    this.snapshotProvider = requireNonNull(b.snapshotProvider);
    this.planner = requireNonNull(b.planner);
    this.executor = requireNonNull(b.executor);
    this.verifier = requireNonNull(b.verifier);
    this.classifier = requireNonNull(b.classifier);
    this.assistPlugins = List.copyOf(b.assistPlugins);
    this.eventSinks = List.copyOf(b.eventSinks);
    this.sink = EventSink.composite(eventSinks);
    this.budgets = b.budgets;
    this.retryPolicy = b.retryPolicy;
    this.assistThreshold = b.assistThreshold;
    this.clock = b.clock;
    this.sleeper = b.sleeper;
    this.vision = b.vision;
    this.screenshotMode = b.screenshotMode;
  }

  /** A new builder; snapshot provider, planner, executor, verifier and classifier are required. */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder holding this orchestrator's settings, to derive a variant. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.snapshotProvider = snapshotProvider;
    b.planner = planner;
    b.executor = executor;
    b.verifier = verifier;
    b.classifier = classifier;
    b.assistPlugins.addAll(assistPlugins);
    b.eventSinks.addAll(eventSinks);
    b.budgets = budgets;
    b.retryPolicy = retryPolicy;
    b.assistThreshold = assistThreshold;
    b.clock = clock;
    b.sleeper = sleeper;
    b.vision = vision;
    b.screenshotMode = screenshotMode;
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
    EventSink runSink = options.eventSinks().isEmpty() ? sink : EventSink.composite(concat(sink, options.eventSinks()));
    return lanes.inLane(session.id(), () -> new Run(this, session, task, options, runSink).execute());
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

  /**
   * Assembles an {@link Orchestrator}. Not thread-safe; {@link #build()} returns an immutable
   * orchestrator and leaves the builder reusable.
   */
  public static final class Builder {
    private @Nullable SnapshotProvider snapshotProvider;
    private @Nullable Planner planner;
    private @Nullable ActionExecutor executor;
    private @Nullable Verifier verifier;
    private @Nullable OutcomeClassifier classifier;
    private final List<AssistPlugin> assistPlugins = new ArrayList<>();
    private final List<EventSink> eventSinks = new ArrayList<>();
    private Budgets budgets = Budgets.defaults();
    private RetryPolicy retryPolicy = RetryPolicy.defaults();
    private double assistThreshold = 0.5;
    private Clock clock = Clock.systemUTC();
    private Sleeper sleeper = Sleeper.system();
    private VisionFallback vision = VisionFallback.none();
    private ScreenshotMode screenshotMode = ScreenshotMode.VISION_ONLY;

    private Builder() {}

    /** The snapshot provider (required). */
    public Builder snapshotProvider(SnapshotProvider provider) {
      this.snapshotProvider = requireNonNull(provider, "provider");
      return this;
    }

    /** The planner (required). */
    public Builder planner(Planner planner) {
      this.planner = requireNonNull(planner, "planner");
      return this;
    }

    /** The action executor (required). */
    public Builder executor(ActionExecutor executor) {
      this.executor = requireNonNull(executor, "executor");
      return this;
    }

    /** The verifier (required). */
    public Builder verifier(Verifier verifier) {
      this.verifier = requireNonNull(verifier, "verifier");
      return this;
    }

    /** The outcome classifier (required). */
    public Builder classifier(OutcomeClassifier classifier) {
      this.classifier = requireNonNull(classifier, "classifier");
      return this;
    }

    /** Adds an assist plugin; the first available one is offered the page in ASSIST_PREFILL. */
    public Builder addAssistPlugin(AssistPlugin plugin) {
      assistPlugins.add(requireNonNull(plugin, "plugin"));
      return this;
    }

    /** Adds a sink that receives every event of every run. */
    public Builder addEventSink(EventSink sink) {
      eventSinks.add(requireNonNull(sink, "sink"));
      return this;
    }

    /** The run's budgets; {@link Budgets#defaults()} when not set. */
    public Builder budgets(Budgets budgets) {
      this.budgets = requireNonNull(budgets, "budgets");
      return this;
    }

    /** The retry/stop policy; {@link RetryPolicy#defaults()} when not set. */
    public Builder retryPolicy(RetryPolicy policy) {
      this.retryPolicy = requireNonNull(policy, "policy");
      return this;
    }

    /**
     * The share of required questions that must be empty when the form is discovered for an
     * assist plugin to be offered the page (once per run); 0.5 when not set.
     */
    public Builder assistThreshold(double share) {
      if (!(share >= 0 && share <= 1)) {
        throw new IllegalArgumentException("assistThreshold must be within [0, 1], was " + share);
      }
      this.assistThreshold = share;
      return this;
    }

    /** The clock for event times and the wall-time budget; the system UTC clock when not set. */
    public Builder clock(Clock clock) {
      this.clock = requireNonNull(clock, "clock");
      return this;
    }

    /**
     * The vision check the run asks at its four nodes (before a submit, after a submit whose
     * outcome the classifier cannot tell, a page with no form, a form without a submit control),
     * within {@link Budgets#model()}'s vision calls; {@link VisionFallback#none()} when not set.
     */
    public Builder vision(VisionFallback vision) {
      this.vision = requireNonNull(vision, "vision");
      return this;
    }

    /**
     * When the run takes screenshots and may show them to the vision check: {@code vision_only}
     * (the default: only for a check, besides the submit evidence), {@code always} (one more at
     * every step), {@code off} (no step screenshots, no vision checks).
     */
    public Builder screenshotMode(ScreenshotMode mode) {
      this.screenshotMode = requireNonNull(mode, "mode");
      return this;
    }

    /** What waits between retries; {@link Sleeper#system()} when not set. */
    public Builder sleeper(Sleeper sleeper) {
      this.sleeper = requireNonNull(sleeper, "sleeper");
      return this;
    }

    /**
     * Builds the orchestrator.
     *
     * @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} naming every missing SPI
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
}
