package dev.autopilot.core.pack;

import static java.util.Objects.requireNonNull;

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
 *
 * <p>Immutable and thread-safe.
 */
public record Question(String text, QuestionKind kind, List<String> choices, @Nullable String inputType, @Nullable String autocomplete, boolean required,
    @Nullable String fieldName) {

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
   * @throws NullPointerException when {@code text}, {@code kind} or {@code choices} is null, or a
   *     choice is
   */
  public Question {
    requireNonNull(text, "text");
    requireNonNull(kind, "kind");
    choices = List.copyOf(choices);
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
