package dev.autopilot.core.internal;

import dev.autopilot.core.match.Fields;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.core.pack.Question;
import dev.autopilot.core.pack.QuestionKind;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The answers of a page's questions, the page seen whole: what the pack answers by itself, and,
 * for a question it leaves unanswered, the one value key no question of the page took that is
 * near it ({@link DomainPack#closestKeys}) when that key is near no other unanswered question. A
 * key that answers one question is never paired with another; two open questions near one key,
 * or one near two free keys, get nothing (a value in the wrong field is worse than a question
 * left to the person). Toggles and files are never paired: a tick commits, a file is named. Built
 * per snapshot; not thread-safe.
 */
final class PagePairs {
  private final DomainPack pack;
  /** Question text to the key paired with it. */
  private final Map<String, String> paired;

  private PagePairs(DomainPack pack, Map<String, String> paired) {
    this.pack = pack;
    this.paired = paired;
  }

  /** Pairs over these questions, the page's, each as the planner asks it. */
  static PagePairs of(SemanticSnapshot snapshot, DomainPack pack, List<Question> questions) {
    Set<String> keys = pack.valueKeys();
    if (keys.isEmpty()) {
      return new PagePairs(pack, Map.of());
    }
    Set<String> used = new HashSet<>();
    List<Question> open = new ArrayList<>();
    for (Question q : questions) {
      Optional<String> by = pack.answeredBy(q);
      if (by.isPresent()) {
        for (String k : keys) {
          if (by.get().contains("[\"" + k + "\"]")) {
            used.add(k);
          }
        }
      } else if (q.kind() != QuestionKind.TOGGLE && q.kind() != QuestionKind.FILE && pack.answer(q).isEmpty()) {
        open.add(q);
      }
    }
    Map<String, String> candidate = new LinkedHashMap<>();
    Map<String, Integer> nearQuestions = new HashMap<>();
    for (Question q : open) {
      List<String> free = pack.closestKeys(q).stream().filter(k -> !used.contains(k)).toList();
      for (String k : free) {
        nearQuestions.merge(k, 1, Integer::sum);
      }
      if (free.size() == 1) {
        candidate.put(q.text(), free.get(0));
      }
    }
    Map<String, String> paired = new LinkedHashMap<>();
    candidate.forEach((q, k) -> {
      if (nearQuestions.getOrDefault(k, 0) == 1) {
        paired.put(q, k);
      }
    });
    return new PagePairs(pack, paired);
  }

  /** The answer to a question: the pack's own, else the paired key's. */
  Optional<Answer> answer(Question question) {
    Optional<Answer> own = pack.answer(question);
    if (own.isPresent()) {
      return own;
    }
    String key = paired.get(question.text());
    return key == null ? Optional.empty() : pack.answerWith(question, key);
  }

  /** Which key answers it, as {@link DomainPack#answeredBy} names it, or the paired key. */
  Optional<String> answeredBy(Question question) {
    Optional<String> own = pack.answeredBy(question);
    String key = paired.get(question.text());
    if (own.isPresent() || key == null || pack.answer(question).isPresent()) {
      return own;
    }
    return Optional.of("values[\"" + key + "\"] (the one key left near it on the page)");
  }

  /** Whether an element is asked as a question of its own (not a radio of a group, not a part of a split answer). */
  static boolean asksItsOwn(SemanticSnapshot snapshot, SemanticElement element, Set<String> parts) {
    return !element.isolated() && element.role().isField() && !parts.contains(element.ref())
        && !(element.role() == Role.RADIO && snapshot.groupOf(element).isPresent()) && Fields.askable(element);
  }
}
