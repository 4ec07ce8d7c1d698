package dev.autopilot.classifier;

import static java.util.Objects.requireNonNull;

import dev.autopilot.classifier.OutcomeRule.Source;
import dev.autopilot.core.OutcomeClassifier;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.OutcomeSignals;
import dev.autopilot.core.model.PageRegion;
import dev.autopilot.core.model.RegionKind;
import dev.autopilot.core.model.SubmissionOutcome;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Set;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * Classifies by a {@link RuleSet}: the matching rule of highest priority decides the class,
 * the code and the retryability; the confidence grows with agreeing signals from other sources
 * and shrinks with signals for other classes.
 *
 * <p>Text rules are matched region by region, and a match counts with the weight of its region
 * ({@link #REGION_WEIGHTS}): what the main content, a dialog, a toast or a live region says
 * counts in full; a header, the navigation or a footer say the same on every page and count a
 * fraction; text outside every landmark counts in full unless the page marks its main content.
 * Only a match in a region of full weight, or from another source (status, URL,
 * title, field errors), can decide; a footer's "spam protection" never outvotes "Application
 * received" in the main column. A verdict below {@link #DECISION_THRESHOLD} is {@code
 * unknown_blocked} with code {@code LOW_CONFIDENCE}: a weak hint is never a success.
 */
final class RuleOutcomeClassifier implements OutcomeClassifier {
  /** Page text beyond this many characters is not scanned, so a huge page costs a bounded time. */
  static final int MAX_TEXT = 100_000;
  /** What a still-present form adds, as one more agreeing source, to a validation verdict. */
  static final double FORM_PRESENT_SUPPORT = 0.3;
  /** What a still-present form on the same URL leaves of a confirmation's confidence. */
  static final double FORM_PRESENT_SUCCESS_FACTOR = 0.6;
  /** How much the strongest signal for another class takes off the verdict's confidence. */
  static final double CONFLICT_WEIGHT = 0.3;
  static final double NO_SIGNAL_CONFIDENCE = 0.2;
  /** Below this confidence a verdict is not given: the outcome is unknown. */
  static final double DECISION_THRESHOLD = 0.5;
  /** A text match from a region of less weight than this cannot decide the class. */
  static final double DECIDING_WEIGHT = 0.75;
  /**
   * What text outside every landmark counts when the page marks its main content: such text is
   * a banner, a cookie bar or a sidebar rather than the answer to the submit.
   */
  static final double OUTSIDE_MAIN_WEIGHT = 0.5;
  /** How much a match counts, by the region it stands in. */
  static final Map<RegionKind, Double> REGION_WEIGHTS = regionWeights();
  /** Regions whose text appeared as a reaction to the user: their success words need no URL change. */
  private static final Set<RegionKind> ANNOUNCEMENTS = EnumSet.of(RegionKind.DIALOG, RegionKind.LIVE, RegionKind.BROWSER_DIALOG);
  static final double MIN_CONFIDENCE = 0.05;
  /**
   * The confidence of a submit proven by what happened (a request the site accepted and a change
   * a person sees, or the form replaced by new content) with no error signal and no phrase.
   */
  static final double PROVEN_SUBMIT_CONFIDENCE = 0.8;
  static final double MAX_CONFIDENCE = 0.99;
  /**
   * The confidence of a refusal read from what happened alone: a gesture that sent nothing, after
   * which the page showed text beside its form or marked its fields invalid.
   */
  static final double REFUSED_IN_PLACE_CONFIDENCE = 0.7;

  private final List<OutcomeRule> rules;

  RuleOutcomeClassifier(RuleSet rules) {
    this.rules = requireNonNull(rules, "rules").rules();
  }

  @Override
  public SubmissionOutcome classify(OutcomeSignals signals) {
    try {
      return decide(signals);
    } catch (RuntimeException | StackOverflowError e) {
      // A user's pattern can overflow the regex engine's stack on a long page; the contract is
      // to answer unknown rather than to throw.
      return new SubmissionOutcome(OutcomeClass.UNKNOWN_BLOCKED, "CLASSIFIER_ERROR", MIN_CONFIDENCE,
          Snippets.cut("classifier failed: " + e), false);
    }
  }

  private SubmissionOutcome decide(OutcomeSignals signals) {
    SubmissionOutcome byWords = decideByWords(signals);
    SubmitProof proof = SubmitProof.of(signals);
    if (byWords.outcomeClass() == OutcomeClass.UNKNOWN_BLOCKED && !proof.refusal().isEmpty()) {
      // no phrase decides, and the page refused the gesture in place: it sent nothing and shows
      // why beside the form (a message, fields marked invalid), whatever its words
      return new SubmissionOutcome(OutcomeClass.VALIDATION_ERROR, proof.refusedByText() ? "VALIDATION_TEXT" : "FIELD_ERRORS",
          REFUSED_IN_PLACE_CONFIDENCE, Snippets.cut(proof.refusal()), false);
    }
    if (!proof.proven() || proof.errorSignal() || errorSignal(signals)) {
      return byWords;
    }
    if (byWords.outcomeClass() == OutcomeClass.VALIDATION_ERROR && proof.formGaveWay() && !proof.newText().isBlank() && !saysValidation(proof.newText())) {
      // the site accepted the form's request, the form gave way and new text took its place that
      // refuses nothing: a person has nothing left to correct. Words of validation that did not
      // come with the change ("Fields marked * are required", the form's own instruction) say
      // nothing about the submit
      return new SubmissionOutcome(OutcomeClass.SUCCESS_CONFIRMED, "SUBMIT_PROVEN", bound(PROVEN_SUBMIT_CONFIDENCE),
          Snippets.cut(proof.evidence() + " | not new, so no refusal: " + byWords.evidenceSnippet()), false);
    }
    if (byWords.outcomeClass() == OutcomeClass.SUCCESS_CONFIRMED) {
      // the words agree with what happened: more confident, with the evidence beside the phrase
      double confidence = 1 - (1 - byWords.confidence()) * (1 - PROVEN_SUBMIT_CONFIDENCE);
      return new SubmissionOutcome(OutcomeClass.SUCCESS_CONFIRMED, byWords.code(), bound(confidence),
          Snippets.cut(byWords.evidenceSnippet() + " | " + proof.evidence()), false);
    }
    if (byWords.outcomeClass() != OutcomeClass.UNKNOWN_BLOCKED) {
      return byWords;
    }
    // what happened proves the submit and nothing says it failed: a confirmation, whatever its words
    return new SubmissionOutcome(OutcomeClass.SUCCESS_CONFIRMED, "SUBMIT_PROVEN", bound(PROVEN_SUBMIT_CONFIDENCE), Snippets.cut(proof.evidence()), false);
  }

  /** Whether the text holds words of a validation rule read in page text. */
  private boolean saysValidation(String text) {
    String t = Snippets.collapse(text);
    if (t.isEmpty()) {
      return false;
    }
    for (OutcomeRule rule : rules) {
      if (rule.outcomeClass() == OutcomeClass.VALIDATION_ERROR && rule.source() == Source.TEXT && rule.pattern().matcher(t).find()) {
        return true;
      }
    }
    return false;
  }

  /** Whether the page shows an error tied to a field: an error signal whatever the words say. */
  private static boolean errorSignal(OutcomeSignals signals) {
    return signals.snapshot().errors().stream().anyMatch(e -> e.visible() && (e.ref() != null || e.groupId() != null));
  }

  private SubmissionOutcome decideByWords(OutcomeSignals signals) {
    List<Match> matches = match(signals);
    boolean formPresent = formShown(signals);
    boolean sameUrl = signals.url().equals(signals.urlBefore());
    if (matches.isEmpty()) {
      return noSignal(signals, formPresent && sameUrl);
    }

    @Nullable Match winner = null;
    for (Match m : matches) {
      if (m.weight() >= DECIDING_WEIGHT && (winner == null || m.rule().priority() > winner.rule().priority())) {
        winner = m;
      }
    }
    if (winner == null) {
      Match strongest = matches.get(0);
      for (Match m : matches) {
        if (m.confidence() > strongest.confidence()) {
          strongest = m;
        }
      }
      return strongest.rule().outcomeClass() == OutcomeClass.UNKNOWN_BLOCKED
          ? new SubmissionOutcome(OutcomeClass.UNKNOWN_BLOCKED, strongest.rule().codeFor(signals.httpStatus()), bound(strongest.confidence()),
              strongest.snippet(), false)
          : lowConfidence(strongest, strongest.confidence());
    }
    OutcomeClass verdict = winner.rule().outcomeClass();

    Map<Source, Double> agreeing = new EnumMap<>(Source.class);
    double conflict = 0;
    boolean announced = false;
    for (Match m : matches) {
      if (m.rule().outcomeClass() == verdict) {
        agreeing.merge(m.rule().source(), m.confidence(), Math::max);
        announced |= m.region() != null && ANNOUNCEMENTS.contains(m.region()) && m.weight() >= DECIDING_WEIGHT;
      } else {
        conflict = Math.max(conflict, m.confidence());
      }
    }
    double miss = 1;
    for (double c : agreeing.values()) {
      miss *= 1 - c;
    }
    if (verdict == OutcomeClass.VALIDATION_ERROR && formPresent) {
      miss *= 1 - FORM_PRESENT_SUPPORT;
    }
    double confidence = 1 - miss;
    if (verdict == OutcomeClass.SUCCESS_CONFIRMED && formPresent && sameUrl && !announced) {
      confidence *= FORM_PRESENT_SUCCESS_FACTOR;
    }
    confidence *= 1 - CONFLICT_WEIGHT * conflict;
    if (confidence < DECISION_THRESHOLD && verdict != OutcomeClass.UNKNOWN_BLOCKED) {
      return lowConfidence(winner, confidence);
    }
    return new SubmissionOutcome(verdict, winner.rule().codeFor(signals.httpStatus()), bound(confidence),
        evidence(winner, matches), winner.rule().retryable());
  }

  /** Whether a submit control still shows: a hidden form (a hidden step, a form slid away) is no form. */
  /** Whether the form is still there: {@link dev.autopilot.core.match.StepControls#formShows}, the step transition's reading too. */
  private static boolean formShown(OutcomeSignals signals) {
    return dev.autopilot.core.match.StepControls.formShows(signals.snapshot());
  }

  private static SubmissionOutcome lowConfidence(Match hint, double confidence) {
    String evidence = Snippets.cut("weak " + hint.rule().outcomeClass().wireName() + "/" + hint.rule().code() + " hint: " + hint.snippet());
    return new SubmissionOutcome(OutcomeClass.UNKNOWN_BLOCKED, "LOW_CONFIDENCE", bound(Math.min(confidence, DECISION_THRESHOLD - 0.01)),
        evidence, false);
  }

  private List<Match> match(OutcomeSignals signals) {
    List<Region> regions = regions(signals);
    String title = Snippets.collapse(signals.title());
    @Nullable Integer status = signals.httpStatus();
    @Nullable String statusText = status == null ? null : status.toString();
    List<String> errorTexts = signals.snapshot().errors().stream()
        .filter(e -> e.visible() && (e.ref() != null || e.groupId() != null))
        .map(e -> Snippets.collapse(e.text()))
        .filter(t -> !t.isEmpty())
        .toList();

    List<Match> out = new ArrayList<>();
    boolean statusMatched = false;
    for (OutcomeRule rule : rules) {
      @Nullable Match m = null;
      switch (rule.source()) {
        case URL:
          m = find(rule, signals.url(), false);
          break;
        case TITLE:
          m = find(rule, title, false);
          if (m != null) {
            m = new Match(rule, Snippets.cut("title: " + title), null, 1);
          }
          break;
        case TEXT:
          m = findInRegions(rule, regions);
          break;
        case STATUS:
          if (statusText != null && !statusMatched && rule.pattern().matcher(statusText).matches()) {
            statusMatched = true;
            m = new Match(rule, "HTTP " + statusText, null, 1);
          }
          break;
        case FIELD_ERROR:
          m = findError(rule, errorTexts);
          break;
      }
      if (m != null) {
        out.add(m);
      }
    }
    return out;
  }

  /** The regions, heaviest first, each collapsed and the whole bounded by {@link #MAX_TEXT}. */
  private static List<Region> regions(OutcomeSignals signals) {
    List<Region> out = new ArrayList<>();
    int budget = MAX_TEXT;
    boolean marksMain = signals.regions().stream().anyMatch(r -> r.kind() == RegionKind.MAIN && !r.text().isBlank());
    for (PageRegion r : signals.regionsOrPage()) {
      if (budget <= 0) {
        break;
      }
      String text = r.text().length() > budget ? r.text().substring(0, budget) : r.text();
      budget -= text.length();
      String collapsed = Snippets.collapse(text);
      if (!collapsed.isEmpty()) {
        double weight = r.kind() == RegionKind.OTHER && marksMain ? OUTSIDE_MAIN_WEIGHT : requireNonNull(REGION_WEIGHTS.get(r.kind()), "REGION_WEIGHTS weighs every region kind");
        out.add(new Region(r.kind(), collapsed, weight));
      }
    }
    out.sort(Comparator.comparingDouble(Region::weight).reversed());
    return out;
  }

  /** The match in the heaviest region that has one. */
  private static @Nullable Match findInRegions(OutcomeRule rule, List<Region> regions) {
    for (Region region : regions) {
      Matcher matcher = rule.pattern().matcher(region.text());
      if (matcher.find()) {
        String prefix = region.kind() == RegionKind.OTHER ? "" : region.kind().wireName() + ": ";
        String snippet = Snippets.cut(prefix + Snippets.around(region.text(), matcher.start(), matcher.end()));
        return new Match(rule, snippet, region.kind(), region.weight());
      }
    }
    return null;
  }

  private static @Nullable Match find(OutcomeRule rule, CharSequence input, boolean withContext) {
    Matcher matcher = rule.pattern().matcher(input);
    if (!matcher.find()) {
      return null;
    }
    String snippet = withContext
        ? Snippets.around(input, matcher.start(), matcher.end())
        : Snippets.cut(Snippets.collapse(input));
    return new Match(rule, snippet, null, 1);
  }

  private static @Nullable Match findError(OutcomeRule rule, List<String> errorTexts) {
    List<String> hits = errorTexts.stream().filter(t -> rule.pattern().matcher(t).find()).toList();
    if (hits.isEmpty()) {
      return null;
    }
    String listed = hits.stream().limit(3).collect(Collectors.joining("; "));
    String more = hits.size() > 3 ? " (+" + (hits.size() - 3) + " more)" : "";
    return new Match(rule, Snippets.cut(hits.size() + " field error(s): " + listed + more), null, 1);
  }

  /**
   * The winner's evidence first, then that of agreeing rules from other sources, the short
   * status first.
   */
  private static String evidence(Match winner, List<Match> matches) {
    StringBuilder out = new StringBuilder(winner.snippet());
    List<Source> seen = new ArrayList<>(List.of(winner.rule().source()));
    List<Match> statusFirst = new ArrayList<>(matches);
    statusFirst.sort(Comparator.comparing(m -> m.rule().source() != Source.STATUS));
    for (Match m : statusFirst) {
      if (m.rule().outcomeClass() == winner.rule().outcomeClass() && !seen.contains(m.rule().source())) {
        seen.add(m.rule().source());
        out.append(" | ").append(m.snippet());
      }
    }
    return Snippets.cut(out.toString());
  }

  private static SubmissionOutcome noSignal(OutcomeSignals signals, boolean formStillThere) {
    String text = Snippets.collapse(signals.pageText().length() > 400
        ? signals.pageText().substring(0, 400) : signals.pageText());
    String evidence = Snippets.cut("title: " + Snippets.collapse(signals.title())
        + (signals.httpStatus() == null ? "" : " | HTTP " + signals.httpStatus())
        + (text.isEmpty() ? "" : " | text: " + text));
    return new SubmissionOutcome(OutcomeClass.UNKNOWN_BLOCKED, formStillThere ? "FORM_STILL_PRESENT" : "NO_SIGNAL",
        NO_SIGNAL_CONFIDENCE, evidence, false);
  }

  private static double bound(double confidence) {
    double clamped = Math.max(MIN_CONFIDENCE, Math.min(MAX_CONFIDENCE, confidence));
    return Math.round(clamped * 1000) / 1000.0;
  }

  private static Map<RegionKind, Double> regionWeights() {
    Map<RegionKind, Double> w = new EnumMap<>(RegionKind.class);
    w.put(RegionKind.MAIN, 1.0);
    w.put(RegionKind.DIALOG, 1.0);
    w.put(RegionKind.LIVE, 1.0);
    w.put(RegionKind.BROWSER_DIALOG, 1.0);
    w.put(RegionKind.OTHER, 1.0);
    w.put(RegionKind.ASIDE, 0.4);
    w.put(RegionKind.HEADER, 0.3);
    w.put(RegionKind.NAVIGATION, 0.25);
    w.put(RegionKind.FOOTER, 0.25);
    return java.util.Collections.unmodifiableMap(w);
  }

  private record Region(RegionKind kind, String text, double weight) {}

  /** A rule's match; {@code region} is null for sources other than text. */
  private record Match(OutcomeRule rule, String snippet, @Nullable RegionKind region, double weight) {
    double confidence() {
      return rule.confidence() * weight;
    }
  }
}
