package dev.autopilot.examples.memory;

import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.core.pack.Question;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A test's pack for a page it wrote: a question whose text (in any case) holds one of the pack's
 * words is answered with that word's text, the first word in the order given winning; any other
 * question is not answered. Immutable and thread-safe.
 */
final class WordsPack implements DomainPack {
  private final String name;
  private final Map<String, String> answers;

  private WordsPack(String name, Map<String, String> answers) {
    this.name = name;
    this.answers = answers;
  }

  /**
   * A pack of two words.
   *
   * @param name the pack's name
   * @param word a word in lower case, such as {@code "full name"}
   * @param answer the text that answers a question holding {@code word}
   * @param otherWord a second word in lower case, looked for when the first is not in the question
   * @param otherAnswer the text that answers a question holding {@code otherWord}
   * @return the pack
   */
  static WordsPack of(String name, String word, String answer, String otherWord, String otherAnswer) {
    Map<String, String> answers = new LinkedHashMap<>();
    answers.put(word, answer);
    answers.put(otherWord, otherAnswer);
    return new WordsPack(name, answers);
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public Optional<Answer> answer(Question question) {
    String q = question.text().toLowerCase(Locale.ROOT);
    for (Map.Entry<String, String> e : answers.entrySet()) {
      if (q.contains(e.getKey())) {
        return Optional.of(new Answer.Text(e.getValue()));
      }
    }
    return Optional.empty();
  }
}
