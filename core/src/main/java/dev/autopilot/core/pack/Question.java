package dev.autopilot.core.pack;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.match.Match;
import dev.autopilot.core.model.SemanticKey;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A question as the page asks it.
 *
 * @param text the question text (label, legend, or the text before the controls)
 * @param kind what kind of answer it takes
 * @param choices the option labels for {@link QuestionKind#CHOICE}, else empty
 * @param inputType the input's declared type ({@code email}, {@code tel}, ...), or null
 * @param autocomplete the input's declared {@code autocomplete} token, or null
 * @param required whether the page requires an answer
 * @param fieldName the control's own code name, its {@code name} attribute (else its {@code id}),
 *     as the page's author wrote it ({@code family_name}, {@code birthDay}), or null; what the page
 *     says to people (the text) outweighs it
 * @param choiceValues the options' own {@code value} attributes, one per choice in the same
 *     order ({@code "purchase"} for "Buy a home"; empty text where an option has none), or empty
 *     when the page gives none: a person never sees them, but a value written the same way is
 *     evidence of the option meant
 *
 * <p>Immutable and thread-safe.
 */
public record Question(String text, QuestionKind kind, List<String> choices, @Nullable String inputType, @Nullable String autocomplete, boolean required,
    @Nullable String fieldName, List<String> choiceValues) {

  /**
   * A question without the options' {@code value} attributes.
   *
   * @param text the question text
   * @param kind what kind of answer it takes
   * @param choices the option labels for {@link QuestionKind#CHOICE}, else empty; copied
   * @param inputType the input's declared type, or null
   * @param autocomplete the input's declared {@code autocomplete} token, or null
   * @param required whether the page requires an answer
   * @param fieldName the control's code name, or null
   */
  public Question(String text, QuestionKind kind, List<String> choices, @Nullable String inputType, @Nullable String autocomplete, boolean required,
      @Nullable String fieldName) {
    this(text, kind, choices, inputType, autocomplete, required, fieldName, List.of());
  }

  /**
   * A question without the control's code name.
   *
   * @param text the question text
   * @param kind what kind of answer it takes
   * @param choices the option labels for {@link QuestionKind#CHOICE}, else empty; copied
   * @param inputType the input's declared type, or null
   * @param autocomplete the input's declared {@code autocomplete} token, or null
   * @param required whether the page requires an answer
   */
  public Question(String text, QuestionKind kind, List<String> choices, @Nullable String inputType, @Nullable String autocomplete, boolean required) {
    this(text, kind, choices, inputType, autocomplete, required, null);
  }
  /**
   * Checks that the text and the kind are given and keeps an immutable copy of the choices.
   *
   * @param text the question text
   * @param kind what kind of answer it takes
   * @param choices the option labels; copied
   * @param inputType the input's declared type, or null
   * @param autocomplete the input's declared {@code autocomplete} token, or null
   * @param required whether the page requires an answer
   * @param fieldName the control's code name, or null
   * @param choiceValues the options' {@code value} attributes, one per choice, or empty; copied
   * @throws NullPointerException when {@code text}, {@code kind}, {@code choices} or {@code
   *     choiceValues} is null, or an element of one is
   * @throws IllegalArgumentException when {@code choiceValues} is neither empty nor one per choice
   */
  public Question {
    requireNonNull(text, "text");
    requireNonNull(kind, "kind");
    choices = List.copyOf(choices);
    choiceValues = List.copyOf(choiceValues);
    if (!choiceValues.isEmpty() && choiceValues.size() != choices.size()) {
      throw new IllegalArgumentException("choiceValues holds " + choiceValues.size() + " values for " + choices.size() + " choices; give one per choice or none");
    }
  }

  /**
   * The index of the choice the value names: by its label ({@link Match#bestOption}), else by its
   * {@code value} attribute, the same rule applied to the values.
   *
   * @param value the value as a pack or a model words it
   * @return the index into {@link #choices()}, or -1 when none is named
   */
  public int choiceNamed(String value) {
    int byLabel = Match.bestOption(choices, value);
    return byLabel >= 0 || choiceValues.isEmpty() ? byLabel : Match.bestOption(choiceValues, value);
  }

  /**
   * The code name as words: {@code family_name}, {@code familyName} and {@code family-name} read
   * {@code "family name"}; of a nested name, the field's own part: {@code
   * order[billing][family_name]} and {@code ctl00$Main$familyName} read {@code "family name"} too
   * (frameworks put the form's and the section's names before it). Empty when there is none.
   *
   * @return the words, normalized as {@link #signature()} is; empty without a code name
   */
  public String fieldNameWords() {
    if (fieldName == null) {
      return "";
    }
    String own = fieldName;
    for (String part : fieldName.split("[\\[\\]$]+")) {
      if (!part.isBlank() && !part.chars().allMatch(Character::isDigit)) {
        own = part;
      }
    }
    String spaced = own.replaceAll("([\\p{Ll}\\d])(\\p{Lu})", "$1 $2").replaceAll("(\\p{Lu})(\\p{Lu}\\p{Ll})", "$1 $2");
    return SemanticKey.questionSignature(spaced.replaceAll("[_\\-.\\[\\]]+", " "));
  }

  /** {@return the normalized question text, see {@link SemanticKey#questionSignature(String)}} */
  public String signature() {
    return SemanticKey.questionSignature(text);
  }
}
