package dev.autopilot.observability;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.evidence.EvidenceRecorder;
import dev.autopilot.core.evidence.RunEvidence;
import dev.autopilot.observability.internal.BundleRun;
import java.nio.file.Path;
import java.time.Clock;

/**
 * The evidence of every run as one folder per request, set once on the orchestrator
 * ({@code Orchestrator.builder().evidence(EvidenceBundle.under(Path.of("runs")).redactor(r).build())}):
 *
 * <pre>
 * &lt;root&gt;/&lt;yyyy-MM-dd&gt;/&lt;requestId&gt;/
 *     plan.json           the steps the run planned, as taken (and the host's own plan, if any)
 *     snapshots/          001_discover.txt, 002_plan.txt, ...: each snapshot as the planner reads it
 *     screenshots/        001_before_submit.png, 002_after_submit.png, ...: form fields masked
 *     exports/            files a run exports (none unless a component writes one)
 *     events.ndjson       every event, one JSON object per line, flushed per line
 *     narrative.txt       Summary / Analysis / Plan / Decision / Result per step
 *     summary.md          how the run ended; "incomplete" until it ends
 *     report.html         the run as a page a person reads, self-contained ({@link HtmlReport})
 *     trace.zip           the browser trace, by default only of a run that did not succeed
 * </pre>
 *
 * <p><b>Personal data.</b> Everything is written through the {@link Redactor} (the profile's
 * values, e-mail addresses, phones, URL tokens; typed values as length and keyed digest), and
 * screenshots mask form fields. A Playwright trace holds the page as it was, typed values and the
 * bodies of requests included; this bundle records it without screenshots, and before it lands
 * in {@code trace.zip} blanks every value the DOM snapshots recorded for an input and every
 * {@code value}/{@code text} parameter of an action, and runs each text entry of the archive
 * through the redactor (see {@code docs/evidence.md}). With {@link Redactor#disabled()} the trace
 * is kept as recorded.
 *
 * <p>A run killed half-way leaves a readable bundle: events and narrative are flushed line by
 * line, {@code plan.json} and snapshots are written as they come, and {@code summary.md} says the
 * run is incomplete until its end replaces it.
 *
 * <p>Immutable and thread-safe: one bundle recorder serves concurrent runs. Writing failures are
 * logged, never thrown (evidence never breaks a run).
 */
public final class EvidenceBundle implements EvidenceRecorder {

  /** When a run's browser trace is kept. */
  public enum TracePolicy {
    /** No trace is recorded. */
    OFF,
    /** Recorded for every run, kept as {@code trace.zip} when the run did not succeed (the default). */
    ON_FAILURE,
    /** Recorded and kept for every run. */
    ALWAYS
  }

  /** The plan file's name. */
  public static final String PLAN_FILE = "plan.json";
  /** The snapshots folder's name. */
  public static final String SNAPSHOTS_DIR = "snapshots";
  /** The exports folder's name. */
  public static final String EXPORTS_DIR = "exports";
  /** The trace file's name. */
  public static final String TRACE_FILE = "trace.zip";
  /** The HTML report's name. */
  public static final String REPORT_FILE = "report.html";

  private final Path root;
  private final Clock clock;
  private final Redactor redactor;
  private final TracePolicy trace;
  private final boolean report;

  private EvidenceBundle(Builder b) {
    this.root = b.root;
    this.clock = b.clock;
    this.redactor = b.redactor;
    this.trace = b.trace;
    this.report = b.report;
  }

  /**
   * A builder of bundles under this folder: redacting with {@link Redactor#standard()}, trace on failure, report on.
   *
   * @param root the directory holding the dated run folders; created with the first run's
   *     folder
   * @return a new builder
   */
  public static Builder under(Path root) {
    return new Builder(requireNonNull(root, "root"));
  }

  /**
   * Opens the run's folder ({@link RunFolder#create}) and its files. Never throws for the disk: a
   * folder that cannot be created leaves a run whose evidence logs what it could not write.
   */
  @Override
  public RunEvidence open(String requestId) {
    requireNonNull(requestId, "requestId");
    return new BundleRun(root, requestId, clock, redactor, trace, report);
  }

  /**
   * The folder that holds the dated run folders.
   *
   * @return the root as given to {@link #under}
   */
  public Path root() {
    return root;
  }

  @Override
  public String toString() {
    return "EvidenceBundle[" + root + ", " + redactor + ", trace " + trace + (report ? ", report" : "") + "]";
  }

  /** Configures an {@link EvidenceBundle}. Not thread-safe; the bundle it builds is. */
  public static final class Builder {
    private final Path root;
    private Clock clock = Clock.systemUTC();
    private Redactor redactor = Redactor.standard();
    private TracePolicy trace = TracePolicy.ON_FAILURE;
    private boolean report = true;

    private Builder(Path root) {
      this.root = root;
    }

    /**
     * The redactor of every file, such as {@code Redactor.standard().withPersonalValues(profile.personalValues())};
     * {@link Redactor#standard()} when not set. {@link Redactor#disabled()} writes personal data as it is.
     *
     * @param redactor applied to the events, narrative, plan, snapshots, summary and trace
     * @return this builder
     */
    public Builder redactor(Redactor redactor) {
      this.redactor = requireNonNull(redactor, "redactor");
      return this;
    }

    /**
     * The clock that dates run folders; the system UTC clock when not set.
     *
     * @param clock read when a run's folder is made
     * @return this builder
     */
    public Builder clock(Clock clock) {
      this.clock = requireNonNull(clock, "clock");
      return this;
    }

    /**
     * When the browser trace is kept; {@link TracePolicy#ON_FAILURE} when not set.
     *
     * @param policy {@link TracePolicy#OFF} records none, which spares the run the tracing's cost
     * @return this builder
     */
    public Builder trace(TracePolicy policy) {
      this.trace = requireNonNull(policy, "policy");
      return this;
    }

    /**
     * Whether {@code report.html} is written when a run ends; true when not set.
     *
     * @param report false leaves the report out; {@link HtmlReport#write} can make it later from
     *     the folder
     * @return this builder
     */
    public Builder report(boolean report) {
      this.report = report;
      return this;
    }

    /**
     * The bundle recorder. The builder may go on to build others.
     *
     * @return an immutable, thread-safe recorder for any number of runs
     */
    public EvidenceBundle build() {
      return new EvidenceBundle(this);
    }
  }
}
