package dev.autopilot.core.pack;

import java.util.List;

/**
 * How near in meaning short texts are: a person's value keys ("Date seen") and a page's questions
 * ("Date of the sighting"). The rules planner ({@code Planner.rules(pack, similarity)}) asks it
 * only about what its own rules left over: the keys no question took and the questions nothing
 * answered. It pairs one key with one question only when each is clearly the other's nearest,
 * the value fits the field (an option it names, a date for a date input) and neither has a
 * meaning of the standard vocabulary that says otherwise; see {@code docs/keys-and-questions.md}.
 * Without one the planner pairs by words alone, which is the default.
 *
 * <p>An implementation is a model of meaning, for example a sentence-embedding model run in
 * process ({@code autopilot-semantic}'s {@code MiniLmSimilarity}); page text passes through it as
 * data and nothing it returns is an instruction. Personal values never reach it: only keys and
 * question texts do.
 *
 * <p>Implementations must be thread-safe (one planner serves many runs at once) and
 * deterministic: the same texts give the same figures, so a run can be replayed.
 */
public interface TextSimilarity {

  /**
   * How near each left text is to each right text.
   *
   * @param left texts, none null; may be empty
   * @param right texts, none null; may be empty
   * @return a matrix of {@code left.size()} rows of {@code right.size()} figures each, from -1
   *     (opposite) through 0 (unrelated) to 1 (the same meaning), as a cosine of sentence
   *     embeddings reads
   * @throws NullPointerException when a list or one of its texts is null
   * @throws IllegalStateException when the model cannot be run (the planner then pairs by words
   *     alone and says so in its log)
   */
  double[][] compare(List<String> left, List<String> right);

  /**
   * The model's name and version, for the locator cache's key: choices a planner made with
   * another model are not reused.
   *
   * @return a short name, never null ({@code all-minilm-l6-v2-q@1.19.0-beta29})
   */
  String version();
}
