package dev.autopilot.playwright;

import static java.util.Objects.requireNonNull;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Frame;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import dev.autopilot.core.ActionExecutor;
import dev.autopilot.core.ActionProof;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.SnapshotProvider;
import dev.autopilot.core.StaleRefException;
import dev.autopilot.core.Verifier;
import dev.autopilot.core.gate.ActionGate;
import dev.autopilot.core.gate.ActionRefusedException;
import dev.autopilot.core.gate.ConsentCallback;
import dev.autopilot.core.gate.GateVerdict;
import dev.autopilot.core.gate.SubmitRule;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.playwright.internal.session.Failures;
import dev.autopilot.playwright.internal.snapshot.Refs;
import java.util.concurrent.atomic.AtomicLong;
import org.jspecify.annotations.Nullable;

/**
 * The act API for a host's own loop: wraps a Playwright {@link Page} the host already has, takes
 * snapshots of it ({@link #observe()}), resolves a snapshot's ref to a Playwright {@link Locator}
 * ({@link #locator(String)}) and proves an action in one call ({@link #act(Action)}: execute,
 * snapshot after, verify — {@link ActionProof#prove}, the same code the orchestrator runs).
 *
 * <pre>{@code
 * AutopilotPage ap = AutopilotPage.wrap(page);
 * SemanticSnapshot s = ap.observe();
 * SemanticElement email = s.elements().stream().filter(e -> e.name().equals("Email")).findFirst().orElseThrow();
 * ActionProof proof = ap.act(new Action.TypeRef(email.ref(), "ada@example.com", ActionMeta.of("answer", "Email")));
 * if (!proof.verified()) { ... proof.verification().reason() ... }
 * ap.locator(email.ref()).press("Tab");   // or drive it with Playwright yourself
 * }</pre>
 *
 * <p>Every action passes the gate a run's actions pass ({@link ActionGate}): one that would
 * commit the person beyond the {@linkplain Builder#consent consent} given, or answer a question
 * that addresses an agent or is hidden from people, throws {@link ActionRefusedException} and
 * never reaches the page. A click on a form's submit control is a submit ({@link
 * ActionGate#asSubmit}): after the first, another is allowed only once a rejection of the last is
 * proven ({@link SubmitRule}), else it throws {@link ActionRefusedException} too.
 *
 * <p>It owns one {@link SnapshotPipeline} and the ref state of the page (the refs its snapshots
 * issued); every snapshot it takes, and every snapshot the executor and verifier take, goes
 * through that pipeline. The page stays the host's: {@link #close()} only forgets the ref state,
 * it never closes the page or its context. Wrapping adds one init script to the page: its later
 * documents start with a watch, invisible to their markup, of the elements that get pointer or key
 * handlers (offered as buttons) and of the page's own changes (so a click is judged by what it
 * changed); the document already loaded is watched from the first click on. Wrap a page once; two wrappers of one page would keep
 * two ref states and two pipelines.
 *
 * <p>Thread rules: Playwright objects are not thread-safe, and neither is this. Use it from the
 * thread that drives the page (the one that uses its {@code Playwright} instance), never from
 * two threads at once. Methods never return null and reject null arguments with a {@link
 * NullPointerException}.
 */
public final class AutopilotPage implements AutoCloseable {
  /** The purpose of the snapshots {@link #observe()} takes. */
  public static final String OBSERVE = "observe";
  /** The attribute {@link #locator(String)} marks a ref's element with. */
  public static final String REF_ATTRIBUTE = "data-autopilot-ref";

  private static final AtomicLong IDS = new AtomicLong();
  private static final String MARK = "(el, ref) => el.setAttribute('" + REF_ATTRIBUTE + "', ref)";

  private final PlaywrightBrowserSession session;
  private final SnapshotPipeline pipeline;
  private final ActionExecutor executor;
  private final Verifier verifier;
  private final dev.autopilot.core.consent.Consent consent;
  private final ConsentCallback consentCallback;
  private final SubmitRule submits = SubmitRule.create();

  private AutopilotPage(Builder b) {
    this.session = PlaywrightBrowserSession.wrapping("host-" + IDS.incrementAndGet(), b.page);
    this.pipeline = SnapshotPipeline.of(session, b.snapshots, b.listener);
    this.executor = b.executor;
    this.verifier = b.verifier;
    this.consent = b.consent;
    this.consentCallback = b.consentCallback;
  }

  /**
   * Wraps a page with the stock snapshot provider, executor and verifier ({@link
   * PlaywrightSnapshotProvider#create()}, {@link PlaywrightActionExecutor#create()}, {@link
   * PlaywrightVerifier#create()}).
   *
   * @param page a page the host opened; it stays open and the host's
   */
  public static AutopilotPage wrap(Page page) {
    return builder(page).build();
  }

  /** A builder over a page, to swap the snapshot provider, executor, verifier or listener. */
  public static Builder builder(Page page) {
    return new Builder(requireNonNull(page, "page"));
  }

  /**
   * Takes a snapshot of the page now, through this page's pipeline.
   *
   * @return the snapshot; its refs are valid for {@link #locator(String)} and {@link #act(Action)}
   * @throws BrowserException when the page cannot be read ({@link ErrorCode#BROWSER_CRASHED} when it
   *     is closed)
   */
  public SemanticSnapshot observe() {
    return pipeline.take(OBSERVE);
  }

  /** The latest snapshot taken through this page's pipeline (by {@link #observe()} or an action), or null before the first. */
  public @Nullable SemanticSnapshot latest() {
    return pipeline.latest();
  }

  /**
   * A Playwright locator for the element of a ref, in the frame the ref lives in. The element is
   * marked with the attribute {@link #REF_ATTRIBUTE} (value: the ref within its frame) and the
   * locator selects by it, so the locator finds that element as long as it stays in its document
   * and nothing else once it is gone; Playwright's own waiting and strictness apply from then on.
   *
   * @param ref a ref from a snapshot of this page
   * @throws StaleRefException with {@link ErrorCode#UNKNOWN_REF} when no snapshot of this page
   *     issued the ref, with {@link ErrorCode#STALE_REF} when its element, document or frame is
   *     gone: call {@link #observe()} again and use the new snapshot's refs
   * @throws BrowserException when the page cannot be read
   */
  public Locator locator(String ref) {
    requireNonNull(ref, "ref");
    Page page = session.page();
    ElementHandle element = Refs.resolve(page, session.refState(), ref, "locate");
    try {
      element.evaluate(MARK, Refs.localRef(ref));
    } catch (PlaywrightException e) {
      if (Failures.isDetached(e) || Refs.isContextGone(e)) {
        throw new StaleRefException(ref, "ref " + ref + " left the page while it was located; take a new snapshot");
      }
      throw Failures.wrap(e, ErrorCode.BROWSER_NAVIGATION_FAILED, "could not locate ref " + ref, ref, "locate", page.url());
    } finally {
      try {
        element.dispose();
      } catch (PlaywrightException ignored) {
        // the handle went with its document
      }
    }
    Frame frame = Refs.frameOf(page, session.refState(), ref);
    Frame in = frame == null ? page.mainFrame() : frame;
    return in.locator("[" + REF_ATTRIBUTE + "=\"" + Refs.localRef(ref) + "\"]");
  }

  /**
   * Proves an action planned from the latest snapshot ({@link #latest()}).
   *
   * @throws IllegalStateException when no snapshot was taken yet: call {@link #observe()} first
   * @see #act(Action, SemanticSnapshot)
   */
  public ActionProof act(Action action) {
    requireNonNull(action, "action");
    SemanticSnapshot before = pipeline.latest();
    if (before == null) {
      throw new IllegalStateException("no snapshot of this page was taken yet: call observe() and plan the action from its refs");
    }
    return act(action, before);
  }

  /**
   * Proves an action planned from {@code before}: executes it, takes the snapshot after through
   * this page's pipeline and verifies it, with {@link ActionProof#prove} — the sequence the
   * orchestrator uses. A stale or unknown ref does not throw: the proof is then not performed and
   * not verified, with the execution's error code {@link ErrorCode#STALE_REF} or {@link
   * ErrorCode#UNKNOWN_REF}. After it, {@link #latest()} is the proof's snapshot after.
   *
   * @param action the action, aimed at refs of {@code before}
   * @param before the snapshot the action was planned from
   * @return the proof
   * @throws ActionRefusedException when the gate or the submit rule refuses the action; nothing
   *     was done to the page
   * @throws BrowserException when the browser died or the page cannot be read
   */
  public ActionProof act(Action action, SemanticSnapshot before) {
    requireNonNull(action, "action");
    requireNonNull(before, "before");
    GateVerdict verdict = ActionGate.check(action, before, consent, consentCallback);
    if (!verdict.allowed()) {
      throw new ActionRefusedException(action, verdict);
    }
    Action planned = ActionGate.asSubmit(action, before);
    boolean submit = planned instanceof Action.Submit;
    if (submit) {
      SubmitRule.Decision decision = submits.mayClick();
      if (!decision.allowed()) {
        throw new ActionRefusedException(action, decision);
      }
      submits.clicked();
    }
    ActionProof proof = ActionProof.prove(pipeline, executor, verifier, planned, before);
    if (submit) {
      SubmitRule.@Nullable Rejection rejection = SubmitRule.provenBy(proof.execution(), proof.before(), proof.after());
      if (rejection != null) {
        submits.rejected(rejection);
      }
    }
    return proof;
  }

  /**
   * Records that the host's own judgement of the last submit is a rejection (its classifier said
   * {@code validation_error}, say), which allows one more submit click. Rejections the proof shows
   * by itself (an error tied to a field, a click that never reached its control, every request
   * refused) are recorded by {@link #act} already.
   */
  public void submitRejected(SubmitRule.Rejection rejection) {
    submits.rejected(requireNonNull(rejection, "rejection"));
  }

  /**
   * Classifies the outcome of a submit this page proved, as a run does: the page's regions, title
   * and URL read now, with what the submit was seen to send ({@link
   * dev.autopilot.core.model.OutcomeSignals#withSubmitEffects}). A {@code validation_error} is
   * recorded as a proven rejection, which allows one more submit click.
   *
   * @param submit the proof {@link #act} returned for a submit
   * @param classifier the classifier, such as {@code OutcomeClassifiers.rules()}
   * @throws IllegalArgumentException when the proof is not of a submit
   * @throws BrowserException when the page cannot be read
   */
  public dev.autopilot.core.model.SubmissionOutcome classify(ActionProof submit, dev.autopilot.core.OutcomeClassifier classifier) {
    requireNonNull(submit, "submit");
    requireNonNull(classifier, "classifier");
    if (!(submit.action() instanceof Action.Submit)) {
      throw new IllegalArgumentException("classify the proof of a submit; this one is of " + submit.action().verb());
    }
    dev.autopilot.core.model.Navigation nav = submit.execution().navigation();
    String urlBefore = nav == null ? submit.before().page().url() : nav.urlBefore();
    Integer status = nav == null ? null : nav.responseStatus();
    dev.autopilot.core.model.OutcomeSignals signals = dev.autopilot.core.model.OutcomeSignals
        .read(session, urlBefore, status, submit.after(), dev.autopilot.core.model.OutcomeSignals.PAGE_TEXT_LIMIT).withSubmitEffects(nav == null ? null : nav.effects());
    dev.autopilot.core.model.SubmissionOutcome outcome = classifier.classify(signals);
    if (outcome.outcomeClass() == dev.autopilot.core.model.OutcomeClass.VALIDATION_ERROR) {
      submits.rejected(SubmitRule.Rejection.VALIDATION_ERROR);
    }
    return outcome;
  }

  /** How many submit clicks {@link #act} made on this page. */
  public int submitClicks() {
    return submits.clicks();
  }

  /** This page's one snapshot pipeline, for a host that calls the SPIs itself. */
  public SnapshotPipeline pipeline() {
    return pipeline;
  }

  /**
   * The session over the page, for SPIs that take a {@link BrowserSession} (an outcome
   * classifier, say). Closing it leaves the page open.
   */
  public BrowserSession session() {
    return session;
  }

  /** The wrapped page. */
  public Page page() {
    return session.page();
  }

  /** Forgets the session; the page and its context stay open (they are the host's to close). */
  @Override
  public void close() {
    session.close();
  }

  @Override
  public String toString() {
    return "AutopilotPage[" + session.id() + "]";
  }

  /** Builds an {@link AutopilotPage}; not thread-safe. */
  public static final class Builder {
    private final Page page;
    private SnapshotProvider snapshots = PlaywrightSnapshotProvider.create();
    private ActionExecutor executor = PlaywrightActionExecutor.create();
    private Verifier verifier = PlaywrightVerifier.create();
    private SnapshotPipeline.SnapshotListener listener = SnapshotPipeline.SnapshotListener.NONE;
    private dev.autopilot.core.consent.Consent consent = dev.autopilot.core.consent.Consent.NONE;
    private ConsentCallback consentCallback = ConsentCallback.refuseAll();

    private Builder(Page page) {
      this.page = page;
    }

    /** The snapshot provider; it must read Playwright sessions (default: {@link PlaywrightSnapshotProvider#create()}). */
    public Builder snapshots(SnapshotProvider snapshots) {
      this.snapshots = requireNonNull(snapshots, "snapshots");
      return this;
    }

    /** The executor (default: {@link PlaywrightActionExecutor#create()}). */
    public Builder executor(ActionExecutor executor) {
      this.executor = requireNonNull(executor, "executor");
      return this;
    }

    /** The verifier (default: {@link PlaywrightVerifier#create()}). */
    public Builder verifier(Verifier verifier) {
      this.verifier = requireNonNull(verifier, "verifier");
      return this;
    }

    /** Told of every snapshot the page's pipeline takes (default: nobody). */
    public Builder listener(SnapshotPipeline.SnapshotListener listener) {
      this.listener = requireNonNull(listener, "listener");
      return this;
    }

    /**
     * What the person consents to (default {@link dev.autopilot.core.consent.Consent#NONE}): {@link #act} refuses a
     * tick, choice or press that commits them beyond it, the same gate a run uses.
     */
    public Builder consent(dev.autopilot.core.consent.Consent consent) {
      this.consent = requireNonNull(consent, "consent");
      return this;
    }

    /** Asked, during {@link #act}, about a commitment the consent does not cover (default: refuse all). */
    public Builder consentCallback(ConsentCallback consentCallback) {
      this.consentCallback = requireNonNull(consentCallback, "consentCallback");
      return this;
    }

    /** The page wrapper. */
    public AutopilotPage build() {
      return new AutopilotPage(this);
    }
  }
}
