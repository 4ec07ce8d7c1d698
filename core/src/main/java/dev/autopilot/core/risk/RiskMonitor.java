package dev.autopilot.core.risk;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.HostBoundary;
import dev.autopilot.core.consent.Consent;
import dev.autopilot.core.gate.ActionGate;
import dev.autopilot.core.gate.ConsentCallback;
import dev.autopilot.core.gate.GateVerdict;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.pack.FieldMeanings;
import dev.autopilot.core.pack.Question;
import dev.autopilot.core.pack.QuestionKind;
import java.net.URI;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Checks each planned step against a {@link RiskPolicy} before it runs, and then hands it to the
 * {@link ActionGate} (consent, traps, sign-in passwords), so that a host or the orchestrator asks
 * one place: {@link #check}. It stops, on its own:
 *
 * <ul>
 *   <li>{@link Risk#ACTION_NOT_ALLOWED}: a verb the policy does not allow (a spec's allowed or
 *       forbidden actions);
 *   <li>{@link Risk#PAYMENT_FIELD}: typing into or choosing in a field whose meaning is a payment
 *       card ({@link FieldMeanings#PAYMENT}: HTML's {@code cc-*}, or words such as "Card number");
 *       pressing or ticking what commits money stays the gate's ({@code Commitment.MONEY});
 *   <li>{@link Risk#OFF_SITE}: a click on a link whose address is outside the run's allowed hosts;
 *   <li>{@link Risk#DOWNLOAD}: a click on a link that downloads a file, unless the policy allows
 *       downloads;
 *   <li>{@link Risk#RETRY_STORM}: the same step (verb and question) planned more than {@link
 *       RiskPolicy#maxRepeats()} times.
 * </ul>
 *
 * <p>A step the monitor stops never reaches the gate: no person is asked about a step that will
 * not run. One monitor per run (or per wrapped page): it counts the steps it has seen. Not
 * thread-safe.
 */
public final class RiskMonitor {
  /** Addresses that end in these extensions download a file rather than show a page. */
  private static final Pattern FILE_PATH = Pattern.compile(
      "(?i).*\\.(exe|msi|dmg|pkg|apk|deb|rpm|iso|bin|bat|cmd|sh|jar|zip|rar|7z|tar|gz|tgz|bz2|xz|pdf|docx?|xlsx?|pptx?|csv|odt|ods)$");

  private final RiskPolicy policy;
  private final @Nullable HostBoundary boundary;
  private final Map<String, Integer> planned = new HashMap<>();

  private RiskMonitor(RiskPolicy policy, @Nullable HostBoundary boundary) {
    this.policy = policy;
    this.boundary = boundary;
  }

  /**
   * A monitor for one run.
   *
   * @param policy what steps are held to
   * @param boundary where the run may go; null judges a link against the host of the page it is on
   * @return a monitor that has counted no step yet, for this run's thread only
   * @throws NullPointerException when the policy is null
   */
  public static RiskMonitor start(RiskPolicy policy, @Nullable HostBoundary boundary) {
    return new RiskMonitor(requireNonNull(policy, "policy"), boundary);
  }

  /** {@return the policy this monitor holds steps to, as {@link #start} was given it} */
  public RiskPolicy policy() {
    return policy;
  }

  /**
   * Judges a step: the monitor's own risks first, then the {@link ActionGate}, which may ask the
   * person through the callback. The step is counted for {@link Risk#RETRY_STORM} whatever the
   * verdict.
   *
   * @param action the step about to run
   * @param before the snapshot it was planned on
   * @param consent what the person consents to
   * @param callback asked by the gate about a commitment beyond the consent
   * @return the verdict, never null
   */
  public RiskVerdict check(Action action, SemanticSnapshot before, Consent consent, ConsentCallback callback) {
    Optional<RiskVerdict> own = risk(action, before);
    if (own.isPresent()) {
      return own.get();
    }
    GateVerdict gate = ActionGate.check(action, before, consent, callback);
    return new RiskVerdict(null, gate, gate.reason());
  }

  /**
   * The monitor's own judgement of a step, without the gate: the risk that stops it, or empty.
   * Counts the step, so that asking twice about one step counts it twice.
   *
   * @param action the step about to run; its target ref, when it has one, is looked up in {@code
   *     before}
   * @param before the snapshot the step was planned on
   * @return a verdict with a {@link RiskVerdict#risk()} when one of the monitor's risks stops the
   *     step; empty when none does (the gate has not been asked then)
   * @throws NullPointerException when an argument is null
   */
  public Optional<RiskVerdict> risk(Action action, SemanticSnapshot before) {
    requireNonNull(action, "action");
    requireNonNull(before, "before");
    String verb = action.verb();
    Optional<SemanticElement> target = action.targetRef() == null ? Optional.empty() : before.element(action.targetRef());
    String question = target.map(before::questionOf).orElse("");
    int times = planned.merge(verb + "|" + SemanticKey.questionSignature(question), 1, Integer::sum);
    if (!policy.allows(verb)) {
      return stop(Risk.ACTION_NOT_ALLOWED, "the step " + verb + " is not among the actions the run's policy allows"
          + (policy.forbiddenVerbs().contains(verb) ? " (forbidden)" : " (allowed: " + policy.allowedVerbs() + ")"));
    }
    if (target.isPresent() && entersValue(action) && isPaymentField(target.get(), before)) {
      return stop(Risk.PAYMENT_FIELD, "'" + question + "' asks for a payment card; what a person pays with is never entered for them");
    }
    if (target.isPresent() && action instanceof Action.ClickRef) {
      String href = target.get().attribute("href");
      if (href != null && !href.isBlank()) {
        Optional<RiskVerdict> link = link(href, target.get(), before);
        if (link.isPresent()) {
          return link;
        }
      }
    }
    if (times > policy.maxRepeats()) {
      return stop(Risk.RETRY_STORM, "the step " + verb + (question.isEmpty() ? "" : " on '" + question + "'") + " was planned " + times
          + " times, more than the ceiling of " + policy.maxRepeats() + ": a loop, not progress");
    }
    return Optional.empty();
  }

  /**
   * Whether a field asks for a payment card, by the one vocabulary of field meanings ({@link
   * FieldMeanings#PAYMENT}).
   *
   * @param field the field, an element of {@code snapshot}
   * @param snapshot the snapshot that holds it, whose question text for the field is read
   * @return true when the field's question, input type or {@code autocomplete} means a payment
   *     card (number, expiry, security code)
   */
  public static boolean isPaymentField(SemanticElement field, SemanticSnapshot snapshot) {
    Question q = new Question(snapshot.questionOf(field), QuestionKind.TEXT, List.of(), field.inputType(), field.attribute("autocomplete"), field.required());
    return FieldMeanings.standard().of(q).filter(FieldMeanings.PAYMENT::equals).isPresent();
  }

  private Optional<RiskVerdict> link(String href, SemanticElement link, SemanticSnapshot before) {
    URI uri;
    try {
      uri = URI.create(href.strip());
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    if (!scheme.equals("http") && !scheme.equals("https")) {
      return Optional.empty(); // javascript:, mailto:, a fragment: no page of another host
    }
    String host = uri.getHost() == null ? "" : uri.getHost().toLowerCase(Locale.ROOT);
    boolean allowed = boundary != null ? boundary.allows(uri.toString()) : host.equals(before.page().domain());
    if (!allowed) {
      return stop(Risk.OFF_SITE, "the link '" + link.name() + "' leads to " + host + ", outside the run's allowed hosts");
    }
    boolean download = link.attribute("download") != null || FILE_PATH.matcher(uri.getPath() == null ? "" : uri.getPath()).matches();
    if (download && !policy.allowDownloads()) {
      return stop(Risk.DOWNLOAD, "the link '" + link.name() + "' downloads a file; a form run downloads nothing");
    }
    return Optional.empty();
  }

  private static boolean entersValue(Action action) {
    return action instanceof Action.TypeRef || action instanceof Action.SelectRef;
  }

  private static Optional<RiskVerdict> stop(Risk risk, String reason) {
    return Optional.of(new RiskVerdict(risk, null, reason));
  }
}
