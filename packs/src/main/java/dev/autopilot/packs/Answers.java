package dev.autopilot.packs;

import dev.autopilot.core.match.Match;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.Question;
import dev.autopilot.core.pack.QuestionKind;
import java.util.List;
import java.util.Optional;

/** A value as the answer a question's kind takes; shared by the packs of this module. */
final class Answers {
  private Answers() {}

  /** One value: the option, the toggle (yes/no) or the text the question takes; no file. */
  static Optional<Answer> of(Question question, String value) {
    return switch (question.kind()) {
      case CHOICE -> Optional.of(new Answer.Choice(value));
      case TOGGLE -> Optional.of(new Answer.Toggle(Match.isYes(value)));
      case TEXT -> Optional.of(new Answer.Text(value));
      case FILE -> Optional.empty();
    };
  }

  /**
   * A list of values: a box of a group ("Which sessions?: Keynote") ticked when the list names its
   * option, untouched otherwise; the first item that names an option of a choice; the items
   * joined for a text.
   */
  static Optional<Answer> ofList(Question question, List<String> items) {
    if (items.isEmpty()) {
      return Optional.empty();
    }
    return switch (question.kind()) {
      case TOGGLE -> option(question).map(o -> new Answer.Toggle(names(items, o)));
      case CHOICE -> items.stream().filter(i -> question.choices().stream().anyMatch(c -> names(List.of(i), c))).findFirst()
          .map(i -> (Answer) new Answer.Choice(i));
      case TEXT -> Optional.of(new Answer.Text(String.join(", ", items)));
      case FILE -> Optional.empty();
    };
  }

  /** The group's question of a box in a group: "Which sessions?" of "Which sessions?: Keynote". */
  static String group(Question question) {
    int colon = question.text().lastIndexOf(": ");
    return question.kind() == QuestionKind.TOGGLE && colon > 0 ? question.text().substring(0, colon) : question.text();
  }

  private static Optional<String> option(Question question) {
    int colon = question.text().lastIndexOf(": ");
    return colon > 0 ? Optional.of(question.text().substring(colon + 2)) : Optional.empty();
  }

  /** Whether an item names the option: the same words, or the option's words start with the item's. */
  private static boolean names(List<String> items, String option) {
    String o = SemanticKey.questionSignature(option);
    for (String item : items) {
      String i = SemanticKey.questionSignature(item);
      if (!i.isEmpty() && (o.equals(i) || o.startsWith(i + " "))) {
        return true;
      }
    }
    return false;
  }
}
