package dev.autopilot.jobs;

import static java.util.Objects.requireNonNull;

import com.github.kagkarlsson.scheduler.Scheduler;
import com.github.kagkarlsson.scheduler.SchedulerName;
import com.github.kagkarlsson.scheduler.task.FailureHandler;
import com.github.kagkarlsson.scheduler.task.helper.OneTimeTask;
import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.fsm.RunOptions;
import dev.autopilot.fsm.prepare.Confirmation;
import dev.autopilot.fsm.prepare.PreparedPlan;
import dev.autopilot.jobs.internal.JobTable;
import dev.autopilot.jobs.internal.RunTask;
import dev.autopilot.playwright.Lane;
import dev.autopilot.playwright.PlaywrightBrowserPool;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.lang.management.ManagementFactory;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import javax.sql.DataSource;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A worker of the fleet: a db-scheduler scheduler on the shared PostgreSQL that claims queued run
 * requests and runs each on this machine's {@link PlaywrightBrowserPool} (as many at once as the
 * pool has workers, one at a time per lane).
 *
 * <p>What db-scheduler guarantees: an execution is picked by one scheduler at a time (an
 * optimistic lock on its row); a running execution's heartbeat is renewed every {@linkplain
 * Builder#heartbeat(Duration) heartbeat}, and one whose heartbeat stops (its JVM died) is taken
 * over by another worker once {@linkplain Builder#missedHeartbeats(int) enough heartbeats} are
 * missed; a failed execution is rescheduled with an exponential backoff. What this class adds:
 *
 * <ul>
 *   <li>A request that ended ({@link JobStatus#isTerminal()}) never runs again, whoever holds an
 *       execution of it.
 *   <li>A run that reaches the submit step notes it in the request's row before the submit. An
 *       attempt that starts on a request whose earlier attempt reached that step and never
 *       finished (its worker died, its database write failed) does not run: the request ends
 *       {@link JobStatus#MANUAL_REQUIRED} with {@link ManualCode#MAY_HAVE_BEEN_SUBMITTED}, so no
 *       form is ever sent twice; a person checks.
 *   <li>A run whose browser died before the submit step ({@code BROWSER_CRASHED}), or that could
 *       not get a browser, is retried up to {@linkplain Builder#maxRetries(int) max retries} times
 *       (then {@link JobStatus#MANUAL_REQUIRED} or {@link JobStatus#FAILED}); every other end is
 *       final.
 *   <li>A run that outlives the {@linkplain Builder#runTimeout(Duration) run timeout} has its
 *       browser ended and ends {@link JobStatus#TIMED_OUT}.
 *   <li>A request that confirms a prepared plan ({@link RunRequest#confirm}) is run as {@code
 *       Orchestrator.confirm} with the phrase the person typed, on the handler's orchestrator with
 *       its plan claims replaced by {@link PlanClaimsOnPostgres} on this database: a plan is
 *       submitted at most once across every worker; one claimed before ends the request {@link
 *       JobStatus#MANUAL_REQUIRED} with {@code ALREADY_CONFIRMED}.
 * </ul>
 *
 * <p>Thread-safe. {@link #close()} stops claiming, waits for the runs in progress and stops the
 * scheduler; the pool belongs to the host and stays open.
 */
public final class RunWorker implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(RunWorker.class);
  /** How long a run whose browser was ended for its timeout gets to end itself. */
  private static final Duration ABORT_GRACE = Duration.ofMinutes(2);
  /** How often, and after what first pause (doubled each time), the end of a run is written again when the database fails. */
  private static final int FINISH_TRIES = 5;
  private static final Duration FINISH_PAUSE = Duration.ofMillis(500);

  private final JobTable table;
  private final PlaywrightBrowserPool pool;
  private final RunHandler handler;
  private final String name;
  private final int maxRetries;
  private final Duration runTimeout;
  private final Scheduler scheduler;
  private final PlanClaimsOnPostgres planClaims;

  private RunWorker(Builder b) {
    this.table = new JobTable(b.dataSource, b.clock);
    this.pool = b.pool;
    this.handler = b.handler;
    this.name = b.name;
    this.maxRetries = b.maxRetries;
    this.runTimeout = b.runTimeout;
    this.planClaims = PlanClaimsOnPostgres.existing(b.dataSource);
    OneTimeTask<Void> task = RunTask.builder()
        .onFailure(new FailureHandler.ExponentialBackoffFailureHandler<>(b.retryBackoff))
        .onDeadExecutionRevive()
        .execute(RunTask.handler(this::execute));
    this.scheduler = Scheduler.create(b.dataSource, task)
        .tableName(JobTable.SCHEDULER_TABLE)
        .schedulerName(new SchedulerName.Fixed(name))
        .threads(pool.stats().workers())
        .pollingInterval(b.pollingInterval)
        .heartbeatInterval(b.heartbeat)
        .missedHeartbeatsLimit(b.missedHeartbeats)
        .shutdownMaxWait(b.runTimeout.plus(ABORT_GRACE))
        .build();
  }

  /**
   * A builder of a worker on this database that runs requests on this pool with this handler.
   *
   * @param dataSource the shared PostgreSQL pool, the queue's; the host owns and closes it
   * @param pool the browsers the runs use; its worker count is how many runs this worker makes
   *     at once. The host owns it; {@link #close()} leaves it open
   * @param handler turns each request into a run, on the worker's threads
   * @return a builder with the defaults
   */
  public static Builder builder(DataSource dataSource, PlaywrightBrowserPool pool, RunHandler handler) {
    return new Builder(requireNonNull(dataSource, "dataSource"), requireNonNull(pool, "pool"), requireNonNull(handler, "handler"));
  }

  /** Starts claiming runs. */
  public void start() {
    scheduler.start();
  }

  /**
   * The worker's name in the database ({@code picked_by} and {@link JobRecord#worker()}).
   *
   * @return the name given to {@link Builder#name}, else this JVM's {@code pid@host}
   */
  public String name() {
    return name;
  }

  @Override
  public void close() {
    scheduler.stop();
  }

  /** One attempt at one request, on a db-scheduler thread. */
  private void execute(String requestId) {
    Optional<JobRecord> claimed = sql(() -> table.claim(requestId, name));
    if (claimed.isEmpty()) {
      LOG.info("{}: request {} has ended or is unknown; not run again", name, requestId);
      return;
    }
    JobRecord job = claimed.get();
    if (job.attempts() > 1 && job.submitStarted()) {
      finish(requestId, JobStatus.MANUAL_REQUIRED, null, ManualCode.MAY_HAVE_BEEN_SUBMITTED.name(),
          "an earlier attempt reached the submit step and did not finish: the form may have been sent; a person checks before it is sent again");
      return;
    }
    RunRequest request = sql(() -> table.request(requestId)).orElseThrow();
    RunHandler.PreparedRun prepared;
    try {
      prepared = handler.prepare(request);
    } catch (RuntimeException e) {
      LOG.warn("{}: the handler could not prepare request {}: {}", name, requestId, e.toString());
      finish(requestId, JobStatus.FAILED, null, ErrorCode.CONFIG_INVALID.name(), "the run handler failed: " + e.getClass().getSimpleName());
      return;
    }
    RunOptions options = prepared.options().withRequestId(requestId).withEventSink(new SubmitMarker(requestId));
    AtomicReference<@Nullable PlaywrightBrowserSession> running = new AtomicReference<>();
    AtomicBoolean ended = new AtomicBoolean();
    CompletableFuture<RunResult> future = pool.submit(new Lane(request.lane()), session -> {
      running.set(session);
      if (ended.get()) {
        throw new BrowserException(ErrorCode.BUDGET_EXHAUSTED, "the run's timeout passed before it started", null);
      }
      PreparedPlan plan = request.plan();
      if (plan != null) {
        // the plan's claim is the fleet's: whichever worker confirms it, it is submitted once
        return prepared.orchestrator().toBuilder().planClaims(planClaims).build()
            .confirm(session, plan, Confirmation.phrase(requireNonNull(request.confirmationPhrase())), options);
      }
      return prepared.orchestrator().run(session, prepared.task(), options);
    });
    RunResult result = null;
    Throwable failure = null;
    boolean timedOut = false;
    try {
      result = future.get(runTimeout.toMillis(), TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      timedOut = true;
      ended.set(true);
      PlaywrightBrowserSession session = running.get();
      if (session != null) {
        session.abort();
        try {
          result = future.get(ABORT_GRACE.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException | TimeoutException ignored) {
          // the run ended without a result; the timeout says what happened
        } catch (InterruptedException interrupted) {
          Thread.currentThread().interrupt();
        }
      }
    } catch (ExecutionException e) {
      failure = e.getCause();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      ended.set(true);
      PlaywrightBrowserSession session = running.get();
      if (session != null) {
        session.abort();
      }
      throw new IllegalStateException("the worker was interrupted while request " + requestId + " ran", e);
    }
    if (timedOut) {
      String code = result != null && result.manualReason() != null ? result.manualReason().code().name() : ErrorCode.BUDGET_EXHAUSTED.name();
      finish(requestId, JobStatus.TIMED_OUT, result == null ? null : result.finalState().name(), code,
          "the run outlived the worker's run timeout of " + runTimeout + " and its browser was ended");
    } else if (failure != null) {
      ended(job, failure);
    } else {
      ended(job, requireNonNull(result));
    }
  }

  private void ended(JobRecord job, RunResult result) {
    String id = job.requestId();
    if (result.finalState() == RunState.DONE) {
      finish(id, JobStatus.DONE, RunState.DONE.name(), null, null);
      return;
    }
    String code = result.manualReason() == null ? ManualCode.OUTCOME_UNKNOWN.name() : result.manualReason().code().name();
    String detail = result.manualReason() == null ? null : result.manualReason().message();
    boolean browserDied = result.manualReason() != null && result.manualReason().code() == ManualCode.BROWSER_CRASHED;
    if (browserDied && !submitStarted(id)) {
      retryOrEnd(job, JobStatus.MANUAL_REQUIRED, result.finalState().name(), code, detail);
    } else {
      finish(id, JobStatus.MANUAL_REQUIRED, result.finalState().name(), code, detail);
    }
  }

  private void ended(JobRecord job, Throwable failure) {
    if (failure instanceof BrowserException e && (e.code() == ErrorCode.BROWSER_UNAVAILABLE || e.code() == ErrorCode.BROWSER_CRASHED)
        && !submitStarted(job.requestId())) {
      retryOrEnd(job, JobStatus.FAILED, null, e.code().name(), e.getMessage());
      return;
    }
    String code = failure instanceof AutopilotException e ? e.code().name() : ErrorCode.INTERNAL.name();
    LOG.warn("{}: request {} failed: {}", name, job.requestId(), failure.toString());
    finish(job.requestId(), JobStatus.FAILED, null, code, failure.getClass().getSimpleName());
  }

  /** Queues another attempt through db-scheduler's failure handler, or ends the request when the retries are spent. */
  private void retryOrEnd(JobRecord job, JobStatus terminal, @Nullable String finalState, String code, @Nullable String detail) {
    if (job.attempts() <= maxRetries) {
      finish(job.requestId(), JobStatus.RETRYING, finalState, code, detail);
      throw new RetryLater(job.requestId() + " ended with " + code + " before its submit; attempt " + job.attempts() + " of " + (maxRetries + 1));
    }
    finish(job.requestId(), terminal, finalState, code, detail);
  }

  private boolean submitStarted(String requestId) {
    return sql(() -> table.find(requestId)).map(JobRecord::submitStarted).orElse(true);
  }

  private void finish(String requestId, JobStatus status, @Nullable String finalState, @Nullable String code, @Nullable String detail) {
    // the run is over: its end is worth a few tries across a database restart before the
    // attempt is left to db-scheduler (which then takes it over as a dead execution)
    for (int attempt = 1; ; attempt++) {
      try {
        update(() -> table.finish(requestId, status, finalState, code, detail));
        break;
      } catch (JobStoreException e) {
        if (attempt == FINISH_TRIES) {
          throw e;
        }
        LOG.warn("{}: could not record the end of {} ({}); trying again", name, requestId, e.getMessage());
        try {
          Thread.sleep(FINISH_PAUSE.toMillis() << (attempt - 1));
        } catch (InterruptedException interrupted) {
          Thread.currentThread().interrupt();
          throw e;
        }
      }
    }
    LOG.info("{}: request {} -> {}{}", name, requestId, status, code == null ? "" : " (" + code + ")");
  }

  /** Notes in the request's row, before the submit, that the run reached the submit step. */
  private final class SubmitMarker implements EventSink {
    private final String requestId;

    SubmitMarker(String requestId) {
      this.requestId = requestId;
    }

    @Override
    public void accept(EventEnvelope event) {
      if (event.event() instanceof RunEvent.StateTransition t && t.to() == RunState.SUBMIT) {
        update(() -> table.markSubmitStarted(requestId));
      }
    }
  }

  @FunctionalInterface
  private interface Sql<T> {
    T run() throws SQLException;
  }

  /** Runs a statement; a database failure becomes a {@link JobStoreException}, which db-scheduler retries later. */
  private static <T> T sql(Sql<T> statement) {
    try {
      return statement.run();
    } catch (SQLException e) {
      throw new JobStoreException("the run-job tables could not be read or written", e);
    }
  }

  @FunctionalInterface
  private interface Update {
    void run() throws SQLException;
  }

  /** Runs a statement that gives nothing back, as {@link #sql} does. */
  private static void update(Update statement) {
    sql(() -> {
      statement.run();
      return Boolean.TRUE;
    });
  }

  /** Thrown to db-scheduler so that its failure handler queues another attempt after a backoff. */
  private static final class RetryLater extends RuntimeException {
    private static final long serialVersionUID = 1L;

    RetryLater(String message) {
      super(message, null, false, false);
    }
  }

  /** Builds a {@link RunWorker}. Not thread-safe. */
  public static final class Builder {
    private final DataSource dataSource;
    private final PlaywrightBrowserPool pool;
    private final RunHandler handler;
    private String name = defaultName();
    private int maxRetries = 2;
    private Duration retryBackoff = Duration.ofSeconds(5);
    private Duration runTimeout = Duration.ofMinutes(15);
    private Duration heartbeat = Duration.ofSeconds(5);
    private int missedHeartbeats = 6;
    private Duration pollingInterval = Duration.ofSeconds(1);
    private Clock clock = Clock.systemUTC();

    private Builder(DataSource dataSource, PlaywrightBrowserPool pool, RunHandler handler) {
      this.dataSource = dataSource;
      this.pool = pool;
      this.handler = handler;
    }

    private static String defaultName() {
      return ManagementFactory.getRuntimeMXBean().getName();
    }

    /**
     * The worker's name in the database (default: this JVM's pid@host).
     *
     * @param name unique across the fleet and not blank: db-scheduler tells workers apart by it
     * @return this builder
     */
    public Builder name(String name) {
      this.name = requireNonNull(name, "name");
      return this;
    }

    /**
     * How many more attempts a run whose browser died before its submit gets (default 2).
     *
     * @param retries 0 or more; 0 ends such a run at its first failure ({@link #build()} refuses
     *     a negative count)
     * @return this builder
     */
    public Builder maxRetries(int retries) {
      this.maxRetries = retries;
      return this;
    }

    /**
     * The first wait before a retry, doubled each time by db-scheduler (default 5 s).
     *
     * @param backoff positive ({@link #build()} refuses zero or less)
     * @return this builder
     */
    public Builder retryBackoff(Duration backoff) {
      this.retryBackoff = requireNonNull(backoff, "backoff");
      return this;
    }

    /**
     * How long one attempt may take, waiting for its lane included (default 15 min). Closing the
     * worker waits up to this long, plus two minutes, for the runs in progress.
     *
     * @param timeout positive ({@link #build()} refuses zero or less)
     * @return this builder
     */
    public Builder runTimeout(Duration timeout) {
      this.runTimeout = requireNonNull(timeout, "timeout");
      return this;
    }

    /**
     * How often a running attempt's heartbeat is written (default 5 s).
     *
     * @param heartbeat positive ({@link #build()} refuses zero or less); with {@link
     *     #missedHeartbeats} it sets how soon a dead worker's attempt is taken over
     * @return this builder
     */
    public Builder heartbeat(Duration heartbeat) {
      this.heartbeat = requireNonNull(heartbeat, "heartbeat");
      return this;
    }

    /**
     * After how many missed heartbeats another worker takes an attempt over (default 6).
     *
     * @param missed 4 or more, db-scheduler's least ({@link #build()} refuses fewer)
     * @return this builder
     */
    public Builder missedHeartbeats(int missed) {
      this.missedHeartbeats = missed;
      return this;
    }

    /**
     * How often the worker looks for due runs (default 1 s).
     *
     * @param interval positive ({@link #build()} refuses zero or less)
     * @return this builder
     */
    public Builder pollingInterval(Duration interval) {
      this.pollingInterval = requireNonNull(interval, "interval");
      return this;
    }

    /**
     * The clock of the request rows' timestamps (default UTC system clock). db-scheduler's own
     * times (due, heartbeats) and the plan claims keep the system clock.
     *
     * @param clock stamps {@code updated_at} of the request rows this worker claims and ends (the
     *     queue stamps {@code created_at})
     * @return this builder
     */
    public Builder clock(Clock clock) {
      this.clock = requireNonNull(clock, "clock");
      return this;
    }

    /**
     * The worker, its tables created or updated first; not started.
     *
     * @return a worker that claims nothing until {@link RunWorker#start()}; the caller closes it
     * @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} when a number or duration
     *     is out of range, or the tables cannot be created
     */
    public RunWorker build() {
      if (maxRetries < 0 || missedHeartbeats < 4 || name.isBlank()) {
        throw new AutopilotException(ErrorCode.CONFIG_INVALID, "maxRetries must be >= 0, missedHeartbeats >= 4 (db-scheduler's least) and the name not blank");
      }
      for (Duration d : new Duration[] {retryBackoff, runTimeout, heartbeat, pollingInterval}) {
        if (d.isZero() || d.isNegative()) {
          throw new AutopilotException(ErrorCode.CONFIG_INVALID, "durations must be positive, got " + d);
        }
      }
      RunQueue.create(dataSource);
      return new RunWorker(this);
    }
  }
}
