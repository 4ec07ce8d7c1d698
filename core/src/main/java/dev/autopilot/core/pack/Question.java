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
 */
public record Question(String text, QuestionKind kind, List<String> choices, @Nullable String inputType, @Nullable String autocomplete, boolean required) {
  public Question {
    requireNonNull(text, "text");
    requireNonNull(kind, "kind");
    choices = List.copyOf(choices);
  }

  /** The normalized question, see {@link SemanticKey#questionSignature(String)}. */
  public String signature() {
    return SemanticKey.questionSignature(text);
  }
}
