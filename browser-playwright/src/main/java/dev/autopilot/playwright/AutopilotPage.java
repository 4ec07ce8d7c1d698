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
import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.Features;
import dev.autopilot.core.risk.RiskMonitor;
import dev.autopilot.core.risk.RiskPolicy;
import dev.autopilot.core.risk.RiskVerdict;
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
import dev.autopilot.core.match.Match;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SnapshotDelta;
import dev.autopilot.core.model.Verification;
import dev.autopilot.playwright.internal.act.widgets.Overlays;
import dev.autopilot.playwright.internal.session.Failures;
import dev.autopilot.playwright.internal.snapshot.Refs;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
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
 * <p>A host that types a prefix and chooses among the suggestions acts {@link
 * Action.TypeRef#keepingOpen}: the suggestions stay open, {@link #suggestions()} lists them as
 * elements of the snapshot after (choosable refs), and {@link #choose(String)} clicks one and
 * proves the choice by the field holding it. {@link #observeChanges()} returns only what changed
 * since the previous observation.
 *
 * <pre>{@code
 * ap.act(Action.TypeRef.keepingOpen(country.ref(), "Kyr", ActionMeta.of("answer", "Country")));
 * SemanticElement kyrgyzstan = ap.suggestions().stream().filter(e -> e.name().endsWith("tan")).findFirst().orElseThrow();
 * ActionProof chosen = ap.choose(kyrgyzstan.ref());
 * }</pre>
 *
 * <p>Every action passes the risk monitor and the gate a run's actions pass ({@link RiskMonitor},
 * {@link ActionGate}): a payment field, a link off the page's host, a download or a retry storm
 * throws {@link ActionRefusedException}, and so does one that would
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
  private final RiskMonitor risk;
  private final Features features;
  /** The field whose typing left suggestions open for choosing ({@link Action.TypeRef#keepOpen()}), or null. */
  private @Nullable String choosingFor;
  /** The snapshot the last {@link #observeChanges()} (or {@link #observe()}) returned, or null. */
  private @Nullable SemanticSnapshot observed;

  private AutopilotPage(Builder b) {
    this.session = PlaywrightBrowserSession.wrapping("host-" + IDS.incrementAndGet(), b.page);
    this.features = b.features != null ? b.features : Features.fromEnvironment();
    this.pipeline = SnapshotPipeline.of(session, b.snapshots.withFeatures(features), b.listener);
    this.risk = RiskMonitor.start(b.riskPolicy, null);
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
   * @return the wrapper, with its own ref state and snapshot pipeline; closing it leaves the page
   *     open
   */
  public static AutopilotPage wrap(Page page) {
    return builder(page).build();
  }

  /**
   * A builder over a page, to swap the snapshot provider, executor, verifier or listener.
   *
   * @param page a page the host opened; it stays open and the host's
   * @return a builder holding the stock components, {@link dev.autopilot.core.consent.Consent#NONE},
   *     a consent callback that refuses all, {@link RiskPolicy#defaults()} and the feature flags of
   *     the environment
   */
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
    SemanticSnapshot s = pipeline.take(OBSERVE);
    observed = s;
    return s;
  }

  /**
   * Takes a snapshot of the page now, as {@link #observe()} does, and returns only what changed
   * since the previous observation ({@link #observe()} or this method): the elements added,
   * changed and removed, whether the errors changed, and the whole snapshot for when it is needed
   * ({@link SnapshotDelta#current()}). The first observation of a page has everything added.
   *
   * @return the changes since the previous observation; the snapshot taken now becomes the
   *     previous one for the next call
   * @throws BrowserException when the page cannot be read
   */
  public SnapshotDelta observeChanges() {
    SemanticSnapshot previous = observed;
    return SnapshotDelta.between(previous, observe());
  }

  /**
   * The suggestions a field's typing left open for choosing ({@link Action.TypeRef#keepingOpen}):
   * the elements of the latest snapshot ({@link #latest()}, so the proof's snapshot after the
   * typing, or a later {@link #observe()}) inside the list, menu or calendar the typing opened,
   * while it is shown: a suggestion list's items (offered as {@link
   * dev.autopilot.core.model.Role#OPTION options} where the page gives them no role), a date
   * picker's days and its month controls. Each is choosable by {@link #choose(String)}.
   *
   * @return the suggestions in document order; empty when no typing left any open, or they closed
   * @throws BrowserException when the page cannot be read
   */
  public List<SemanticElement> suggestions() {
    SemanticSnapshot s = pipeline.latest();
    String field = choosingFor;
    if (s == null || field == null) {
      return List.of();
    }
    Frame frame = Refs.frameOf(session.page(), session.refState(), field);
    if (frame == null) {
      return List.of();
    }
    String prefix = field.substring(0, field.length() - Refs.localRef(field).length());
    Set<String> offered = new HashSet<>();
    try {
      for (String local : Overlays.offeredFor(frame, field)) {
        offered.add(prefix + local);
      }
    } catch (PlaywrightException e) {
      throw Failures.wrap(e, ErrorCode.BROWSER_NAVIGATION_FAILED, "could not read the suggestions of " + field, field, "suggestions", session.page().url());
    }
    return s.elements().stream().filter(e -> offered.contains(e.ref()) && e.visible()).toList();
  }

  /**
   * Chooses one of the {@link #suggestions()} and proves the choice: the suggestion is clicked,
   * through the gate every action passes, and the choice is verified only when the field typed
   * into then holds it (by {@link Match#holds}, the one rule of "the field holds this value": a
   * list item's text, or a calendar day named as a date). After it, the suggestions are closed
   * for this page's purposes: type again with {@code keepOpen} to get new ones.
   *
   * @param suggestionRef the ref of one of {@link #suggestions()}
   * @return the proof: its action is the click on the suggestion; verified when the click was
   *     performed and the field holds the choice
   * @throws IllegalStateException when no typing left suggestions open
   * @throws IllegalArgumentException when the ref is none of the suggestions shown now
   * @throws ActionRefusedException when the gate refuses the click; nothing was done to the page
   * @throws BrowserException when the browser died or the page cannot be read
   */
  public ActionProof choose(String suggestionRef) {
    requireNonNull(suggestionRef, "suggestionRef");
    String field = choosingFor;
    SemanticSnapshot before = pipeline.latest();
    if (field == null || before == null) {
      throw new IllegalStateException("no typing left suggestions open: act an Action.TypeRef.keepingOpen(...) on the field first");
    }
    List<SemanticElement> shown = suggestions();
    SemanticElement choice = shown.stream().filter(e -> e.ref().equals(suggestionRef)).findFirst().orElseThrow(() -> new IllegalArgumentException(
        "ref " + suggestionRef + " is none of the suggestions shown for " + field + ": " + shown.stream().map(e -> e.ref() + " '" + e.name() + "'").toList()));
    SemanticElement fieldBefore = before.element(field).orElse(null);
    String question = fieldBefore == null ? null : before.questionOf(fieldBefore);
    ActionProof clicked = act(new Action.ClickRef(suggestionRef, ActionMeta.of("choose", question)), before);
    choosingFor = null;
    SemanticElement fieldAfter = clicked.after().element(field).orElse(null);
    String value = fieldAfter == null ? null : fieldAfter.value();
    boolean holds = fieldAfter != null && Match.holds(fieldAfter, choice.name(), value);
    List<Evidence> evidence = List.of(
        new Evidence("gesture performed", clicked.execution().performed(), null, clicked.execution().detail()),
        new Evidence("field holds the choice", holds, choice.name(), fieldAfter == null ? "field gone" : value));
    return new ActionProof(clicked.execution(), before, clicked.after(), Verification.fromEvidence(clicked.action(), evidence));
  }

  /**
   * The field whose typing left suggestions open for choosing.
   *
   * @return the field's ref, or null when no typing left suggestions open (or a later action
   *     other than a click closed them)
   */
  public @Nullable String choosingFor() {
    return choosingFor;
  }

  /**
   * The latest snapshot taken through this page's pipeline, by {@link #observe()} or an action.
   *
   * @return the snapshot, or null before the first was taken
   */
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
   * @return a locator selecting the marked element in the ref's frame (the main frame for a ref of
   *     the main document)
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
   * @param action the action, aimed at refs of {@link #latest()}
   * @return the proof, as {@link #act(Action, SemanticSnapshot)} returns it
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
   * @throws ActionRefusedException when the risk monitor, the gate or the submit rule refuses the
   *     action; nothing was done to the page
   * @throws dev.autopilot.core.AutopilotException with {@link ErrorCode#BROWSER_CAPABILITY_DISABLED}
   *     when the builder's features switch acting off
   * @throws BrowserException when the browser died or the page cannot be read
   */
  public ActionProof act(Action action, SemanticSnapshot before) {
    requireNonNull(action, "action");
    requireNonNull(before, "before");
    if (!features.isOn(Features.Flag.BROWSER_ACTIONS)) {
      throw new AutopilotException(ErrorCode.BROWSER_CAPABILITY_DISABLED, "acting on pages is switched off by the feature flag "
          + Features.Flag.BROWSER_ACTIONS.key() + "; nothing was done");
    }
    RiskVerdict judged = risk.check(action, before, consent, consentCallback);
    if (judged.risk() != null) {
      throw new ActionRefusedException(action, judged);
    }
    GateVerdict verdict = java.util.Objects.requireNonNull(judged.gate());
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
    if (planned instanceof Action.TypeRef t && t.keepOpen()) {
      choosingFor = proof.execution().performed() ? proof.action().targetRef() : null;
    } else if (!(planned instanceof Action.ClickRef)) {
      choosingFor = null;
    }
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
   *
   * @param rejection why the host judged the last submit rejected
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
   * @return the classifier's outcome for the page as it is now
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

  /**
   * Counts the submit clicks made on this page.
   *
   * @return how many submit clicks {@link #act} let through to the page, zero or more
   */
  public int submitClicks() {
    return submits.clicks();
  }

  /**
   * This page's one snapshot pipeline, for a host that calls the SPIs itself.
   *
   * @return the pipeline every snapshot of this page goes through; it lives as long as this wrapper
   */
  public SnapshotPipeline pipeline() {
    return pipeline;
  }

  /**
   * The session over the page, for SPIs that take a {@link BrowserSession} (an outcome
   * classifier, say). Closing it leaves the page open.
   *
   * @return the session this wrapper owns; not to be used from another thread
   */
  public BrowserSession session() {
    return session;
  }

  /**
   * The wrapped page.
   *
   * @return the page given to {@link #wrap} or {@link #builder}; still the host's to close
   */
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
    private RiskPolicy riskPolicy = RiskPolicy.defaults();
    private @Nullable Features features;

    private Builder(Page page) {
      this.page = page;
    }

    /**
     * Sets the snapshot provider (default: {@link PlaywrightSnapshotProvider#create()}).
     *
     * @param snapshots a provider that reads Playwright sessions; it is given this builder's
     *     feature flags
     * @return this builder
     */
    public Builder snapshots(SnapshotProvider snapshots) {
      this.snapshots = requireNonNull(snapshots, "snapshots");
      return this;
    }

    /**
     * Sets the executor (default: {@link PlaywrightActionExecutor#create()}).
     *
     * @param executor performs each action {@link #act} lets through, on this page's session
     * @return this builder
     */
    public Builder executor(ActionExecutor executor) {
      this.executor = requireNonNull(executor, "executor");
      return this;
    }

    /**
     * Sets the verifier (default: {@link PlaywrightVerifier#create()}).
     *
     * @param verifier judges each executed action against the snapshot after it
     * @return this builder
     */
    public Builder verifier(Verifier verifier) {
      this.verifier = requireNonNull(verifier, "verifier");
      return this;
    }

    /**
     * Sets who is told of every snapshot the page's pipeline takes (default: nobody).
     *
     * @param listener called on the thread that drives the page, once per snapshot
     * @return this builder
     */
    public Builder listener(SnapshotPipeline.SnapshotListener listener) {
      this.listener = requireNonNull(listener, "listener");
      return this;
    }

    /**
     * What the person consents to (default {@link dev.autopilot.core.consent.Consent#NONE}): {@link #act} refuses a
     * tick, choice or press that commits them beyond it, the same gate a run uses.
     *
     * @param consent the commitments the person agreed to
     * @return this builder
     */
    public Builder consent(dev.autopilot.core.consent.Consent consent) {
      this.consent = requireNonNull(consent, "consent");
      return this;
    }

    /**
     * Sets who is asked, during {@link #act}, about a commitment the consent does not cover
     * (default: refuse all).
     *
     * @param consentCallback asked on the thread that calls {@link #act}; a refusal makes {@link
     *     #act} throw {@link ActionRefusedException}
     * @return this builder
     */
    public Builder consentCallback(ConsentCallback consentCallback) {
      this.consentCallback = requireNonNull(consentCallback, "consentCallback");
      return this;
    }

    /**
     * What the risk monitor holds every action to before the gate (default {@link
     * RiskPolicy#defaults()}): payment fields, links off the page's host, downloads, retry storms,
     * actions the policy does not allow.
     *
     * @param riskPolicy the limits; the monitor it starts lives as long as the page wrapper
     * @return this builder
     */
    public Builder riskPolicy(RiskPolicy riskPolicy) {
      this.riskPolicy = requireNonNull(riskPolicy, "riskPolicy");
      return this;
    }

    /**
     * The feature flags (default {@link Features#fromEnvironment()}): the snapshot provider is
     * given them, and with {@link Features.Flag#BROWSER_ACTIONS} off {@link #act} refuses every action.
     *
     * @param features the flags to use instead of the environment's
     * @return this builder
     */
    public Builder features(Features features) {
      this.features = requireNonNull(features, "features");
      return this;
    }

    /**
     * Wraps the page; adds the init script described on {@link AutopilotPage}.
     *
     * @return a new wrapper; build one per page
     */
    public AutopilotPage build() {
      return new AutopilotPage(this);
    }
  }
}
