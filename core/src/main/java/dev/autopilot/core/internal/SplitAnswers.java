package dev.autopilot.core.internal;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.match.AnswerParts;
import dev.autopilot.core.match.AnswerParts.Part;
import dev.autopilot.core.match.AnswerParts.Shape;
import dev.autopilot.core.match.Fields;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.core.pack.Question;
import dev.autopilot.core.pack.QuestionKind;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Plans the answers asked in parts ({@link AnswerParts}: a date as month / day / year, a time as
 * hour / minute / AM-PM, a phone number as area code / prefix / line): the group's question (its
 * legend) is answered once by the domain pack, and the answer is split into each control's own
 * format. What a part is, how it is written and whether a control holds it are {@link
 * AnswerParts}'s calls, shared with the verifier. Stateless.
 */
final class SplitAnswers {
  private SplitAnswers() {}

  /**
   * Plans the groups asked in parts; returns the refs it took care of, which the caller leaves
   * alone. Unanswerable required groups are added to {@code unresolved} once, by their question.
   * {@code askedAs} gives the words a group is asked with (its question, with the section around it
   * when the page asks it in two sections).
   */
  static Set<String> plan(SemanticSnapshot snapshot, DomainPack pack, List<Action> actions, List<String> unresolved,
      java.util.function.Function<ElementGroup, String> askedAs) {
    Set<String> handled = new HashSet<>();
    for (ElementGroup group : snapshot.groups()) {
      List<SemanticElement> members = AnswerParts.members(snapshot, group);
      if (members.isEmpty()) {
        continue;
      }
      Map<SemanticElement, Part> parts = AnswerParts.partsOf(members);
      if (parts == null) {
        continue;
      }
      Set<Part> kinds = new HashSet<>(parts.values());
      @Nullable Shape shape = AnswerParts.shapeOf(kinds);
      if (shape == null) {
        continue;
      }
      members.forEach(m -> handled.add(m.ref()));
      boolean required = group.required() || members.stream().anyMatch(SemanticElement::required);
      boolean allFilled = members.stream().allMatch(Fields::answered);
      String question = askedAs.apply(group);
      Optional<Answer> answer = pack.answer(new Question(question, QuestionKind.TEXT, List.of(), shape.format(), null, required));
      Map<Part, Integer> values = answer.map(a -> AnswerParts.split(text(a), shape)).orElse(null);
      if (values == null) {
        if (required && !allFilled) {
          unresolved.add(question);
        }
        continue;
      }
      List<Action> planned = new ArrayList<>();
      boolean complete = true;
      for (SemanticElement m : members) {
        Part part = requireNonNull(parts.get(m), "every member has its part");
        // each part is its own step of the answer ("Date of birth: Day"), so that three parts
        // verified one after another are not one answer proposed three times
        @Nullable Action a = actionFor(m, part, values, kinds.contains(Part.MERIDIEM), partQuestion(question, m));
        if (a == null) {
          complete = false;
        } else if (!satisfied(m, part, a)) {
          planned.add(a);
        }
      }
      if (!complete) {
        if (required && !allFilled) {
          unresolved.add(question);
        }
        continue;
      }
      actions.addAll(planned);
    }
    return handled;
  }

  /** The question one part answers: the group's, with the part's own name when it has one ("Date of birth: Day"). */
  static String partQuestion(String question, SemanticElement part) {
    String own = part.name().strip();
    return own.isEmpty() || SemanticKey.questionSignature(own).equals(SemanticKey.questionSignature(question)) ? question : question + ": " + own;
  }

  /** The refs of the controls that are parts of an answer asked in parts. */
  static Set<String> partRefs(SemanticSnapshot snapshot) {
    Set<String> refs = new HashSet<>();
    for (ElementGroup group : snapshot.groups()) {
      List<SemanticElement> members = AnswerParts.members(snapshot, group);
      Map<SemanticElement, Part> parts = members.isEmpty() ? null : AnswerParts.partsOf(members);
      if (parts != null && AnswerParts.shapeOf(new HashSet<>(parts.values())) != null) {
        members.forEach(m -> refs.add(m.ref()));
      }
    }
    return refs;
  }

  private static @Nullable Action actionFor(SemanticElement m, Part part, Map<Part, Integer> values, boolean twelveHour, String question) {
    if (m.options().stream().anyMatch(o -> !o.value().isBlank())) {
      @Nullable SelectOption o = AnswerParts.optionFor(m, part, values, twelveHour);
      return o == null ? null : new Action.SelectRef(m.ref(), o.label(), ActionMeta.of("answer", question).withCriteria("option selected"));
    }
    @Nullable String text = AnswerParts.textFor(m, part, values, twelveHour);
    return text == null ? null : new Action.TypeRef(m.ref(), text, ActionMeta.of("answer", question).withCriteria("value matches after normalization"));
  }

  /** Whether the control already holds the planned answer, by the shared rules. */
  private static boolean satisfied(SemanticElement m, Part part, Action a) {
    String wanted = a instanceof Action.TypeRef t ? t.text() : a instanceof Action.SelectRef s ? s.option() : "";
    return Fields.answered(m) && (Fields.holds(m, a) || AnswerParts.holds(part, wanted, m.value()));
  }

  private static String text(Answer a) {
    if (a instanceof Answer.Text t) {
      return t.value();
    }
    if (a instanceof Answer.Choice c) {
      return c.option();
    }
    return "";
  }
}
