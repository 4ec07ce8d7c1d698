package dev.autopilot.core.internal;

import dev.autopilot.core.match.Match;
import dev.autopilot.core.pack.TextSimilarity;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one reading of "near in meaning" for the rules planner, asked only where words found
 * nothing: which key a question left open takes ({@link PagePairs}) and which option a value
 * names ({@link #option}). A model's figure is weighed, never obeyed: a pair is made only when it
 * stands clearly above every rival, and a value of a kind many questions take (a yes, a number, a
 * date) is never read by meaning. Stateless and thread-safe.
 */
final class ByMeaning {
  private ByMeaning() {}

  /** The least figure of the model for a key and a question to be paired. */
  static final double PAIR_FLOOR = 0.5;

  /** How much nearer a key and a question must be than every rival pair of either. */
  static final double PAIR_MARGIN = 0.1;

  /**
   * The least figure for a value to name an option by meaning ("my mum" for "My parent"): higher
   * than for a pair, since options of one question are alike (colours, cities) and the nearest of
   * them is no answer when the person's is not among them.
   */
  static final double OPTION_FLOOR = 0.65;

  /** How much nearer the option must be than the next one. */
  static final double OPTION_MARGIN = 0.15;

  private static final Logger LOG = LoggerFactory.getLogger(ByMeaning.class);

  /**
   * The option the value names by meaning, when words named none: the one clearly nearest, at
   * least {@value #OPTION_FLOOR} and {@value #OPTION_MARGIN} above the next; -1 without a model,
   * for a value of a kind many questions take ({@link Match#answersManyQuestions}), a value
   * without letters, fewer than two options, or when the model fails.
   */
  static int option(@Nullable TextSimilarity similarity, List<String> options, String value) {
    if (similarity == null || options.size() < 2 || value.isBlank() || Match.answersManyQuestions(value) || value.codePoints().noneMatch(Character::isLetter)) {
      return -1;
    }
    double[][] fit = compare(similarity, List.of(value), options);
    if (fit == null) {
      return -1;
    }
    int best = -1;
    double top = Double.NEGATIVE_INFINITY;
    double second = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < options.size(); i++) {
      double f = fit[0][i];
      if (f > top) {
        second = top;
        top = f;
        best = i;
      } else if (f > second) {
        second = f;
      }
    }
    return top >= OPTION_FLOOR && top - second >= OPTION_MARGIN ? best : -1;
  }

  /** The model's figures, or null (logged) when it fails: the planner then reads words alone. */
  static double @Nullable [][] compare(TextSimilarity similarity, List<String> left, List<String> right) {
    try {
      double[][] out = similarity.compare(left, right);
      if (out.length != left.size() || left.size() > 0 && out[0].length != right.size()) {
        LOG.warn("the model of meaning {} answered {} rows for {} texts; keys and questions are paired by words alone", similarity.version(), out.length,
            left.size());
        return null;
      }
      return out;
    } catch (RuntimeException e) {
      LOG.warn("the model of meaning {} failed ({}); keys and questions are paired by words alone", similarity.version(), e.toString());
      return null;
    }
  }
}
