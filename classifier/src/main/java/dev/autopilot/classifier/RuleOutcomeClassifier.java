package dev.autopilot.classifier;

import static java.util.Objects.requireNonNull;

import dev.autopilot.classifier.OutcomeRule.Source;
import dev.autopilot.core.OutcomeClassifier;
import dev.autopilot.core.model.FieldError;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.OutcomeSignals;
import dev.autopilot.core.model.SubmissionOutcome;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * Classifies by a {@link RuleSet}: the matching rule of highest priority decides the class,
 * the code and the retryability; the confidence grows with agreeing signals from other sources
 * and shrinks with signals for other classes.
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
  static final double MIN_CONFIDENCE = 0.05;
  static final double MAX_CONFIDENCE = 0.99;

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
    List<Match> matches = match(signals);
    boolean formPresent = !signals.snapshot().submitCandidates().isEmpty();
    boolean sameUrl = signals.url().equals(signals.urlBefore());
    if (matches.isEmpty()) {
      return noSignal(signals, formPresent && sameUrl);
    }

    Match winner = matches.get(0);
    for (Match m : matches) {
      if (m.rule().priority() > winner.rule().priority()) {
        winner = m;
      }
    }
    OutcomeClass verdict = winner.rule().outcomeClass();

    Map<Source, Double> agreeing = new EnumMap<>(Source.class);
    double conflict = 0;
    for (Match m : matches) {
      if (m.rule().outcomeClass() == verdict) {
        agreeing.merge(m.rule().source(), m.rule().confidence(), Math::max);
      } else {
        conflict = Math.max(conflict, m.rule().confidence());
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
    if (verdict == OutcomeClass.SUCCESS_CONFIRMED && formPresent && sameUrl) {
      confidence *= FORM_PRESENT_SUCCESS_FACTOR;
    }
    confidence *= 1 - CONFLICT_WEIGHT * conflict;

    return new SubmissionOutcome(verdict, winner.rule().codeFor(signals.httpStatus()), bound(confidence),
        evidence(winner, matches), winner.rule().retryable());
  }

  private List<Match> match(OutcomeSignals signals) {
    String text = signals.pageText();
    String scanned = Snippets.collapse(text.length() > MAX_TEXT ? text.subSequence(0, MAX_TEXT) : text);
    String title = Snippets.collapse(signals.title());
    @Nullable Integer status = signals.httpStatus();
    @Nullable String statusText = status == null ? null : status.toString();
    List<String> errorTexts = signals.snapshot().errors().stream()
        .filter(FieldError::visible)
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
            m = new Match(rule, Snippets.cut("title: " + title));
          }
          break;
        case TEXT:
          m = find(rule, scanned, true);
          break;
        case STATUS:
          if (statusText != null && !statusMatched && rule.pattern().matcher(statusText).matches()) {
            statusMatched = true;
            m = new Match(rule, "HTTP " + statusText);
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

  private static @Nullable Match find(OutcomeRule rule, CharSequence input, boolean withContext) {
    Matcher matcher = rule.pattern().matcher(input);
    if (!matcher.find()) {
      return null;
    }
    String snippet = withContext
        ? Snippets.around(input, matcher.start(), matcher.end())
        : Snippets.cut(Snippets.collapse(input));
    return new Match(rule, snippet);
  }

  private static @Nullable Match findError(OutcomeRule rule, List<String> errorTexts) {
    List<String> hits = errorTexts.stream().filter(t -> rule.pattern().matcher(t).find()).toList();
    if (hits.isEmpty()) {
      return null;
    }
    String listed = hits.stream().limit(3).collect(Collectors.joining("; "));
    String more = hits.size() > 3 ? " (+" + (hits.size() - 3) + " more)" : "";
    return new Match(rule, Snippets.cut(hits.size() + " field error(s): " + listed + more));
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

  private record Match(OutcomeRule rule, String snippet) {}
}
