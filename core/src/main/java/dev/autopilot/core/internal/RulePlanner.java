package dev.autopilot.core.internal;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.match.Fields;
import dev.autopilot.core.match.Match;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.Escalation;
import dev.autopilot.core.model.PlanSource;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.core.pack.Question;
import dev.autopilot.core.pack.QuestionKind;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Plans from a domain pack's answers: every question on the page the pack can answer and that
 * does not already hold that answer gets one action; required questions it cannot answer are
 * reported as unresolved. In the {@code SUBMIT} state it plans the submit.
 *
 * <p>On the escalation ladder's {@code ALTERNATE} rung it changes gesture: a plain click on a
 * radio or checkbox instead of the set-state verb, an option's value instead of its label.
 */
public final class RulePlanner implements Planner {
  private final DomainPack pack;

  public RulePlanner(DomainPack pack) {
    this.pack = requireNonNull(pack, "pack");
  }

  @Override
  public ActionPlan plan(PlanningContext context) {
    SemanticSnapshot snapshot = context.snapshot();
    if (context.state() == RunState.SUBMIT) {
      return planSubmit(snapshot);
    }
    List<Action> actions = new ArrayList<>();
    List<String> unresolved = new ArrayList<>();
    Set<String> doneGroups = new HashSet<>();
    for (SemanticElement element : snapshot.elements()) {
      if (element.isolated() || element.disabled() || !isField(element)) {
        continue;
      }
      Optional<ElementGroup> group = snapshot.groupOf(element);
      if (element.role() == Role.RADIO && group.isPresent()) {
        if (doneGroups.add(group.get().id())) {
          planRadioGroup(snapshot, group.get(), actions, unresolved);
        }
        continue;
      }
      if (!Fields.askable(element)) {
        continue;
      }
      planElement(snapshot, element, actions, unresolved);
    }
    List<Action> escalated = actions.stream().map(a -> escalate(context, a)).toList();
    String rationale = escalated.isEmpty()
        ? (unresolved.isEmpty() ? "every answerable question holds its answer" : unresolved.size() + " required question(s) have no answer in " + pack.name())
        : escalated.size() + " question(s) to answer from " + pack.name();
    return new ActionPlan(escalated, rationale, PlanSource.RULES, unresolved);
  }

  private static ActionPlan planSubmit(SemanticSnapshot snapshot) {
    for (SubmitCandidate candidate : snapshot.submitCandidates()) {
      if (candidate.enabled()) {
        Action submit = new Action.Submit(candidate.ref(), Action.SubmitMethod.CLICK,
            ActionMeta.of("submit", "submit application").withCriteria("submit response captured", "outcome classified").withTimeoutMillis(15_000));
        return new ActionPlan(List.of(submit), "submit with '" + candidate.name() + "'", PlanSource.RULES, List.of());
      }
    }
    return new ActionPlan(List.of(), "no enabled submit control on the page", PlanSource.RULES, List.of("submit control"));
  }

  private static boolean isField(SemanticElement e) {
    return switch (e.role()) {
      case TEXTBOX, SEARCHBOX, COMBOBOX, LISTBOX, CHECKBOX, SWITCH, RADIO, FILE, SPINBUTTON -> true;
      default -> false;
    };
  }

  private void planRadioGroup(SemanticSnapshot snapshot, ElementGroup group, List<Action> actions, List<String> unresolved) {
    List<SemanticElement> radios = snapshot.members(group).stream().filter(m -> m.role() == Role.RADIO && !m.disabled() && !m.isolated()).toList();
    if (radios.isEmpty()) {
      return;
    }
    String questionText = group.question().isBlank() ? radios.get(0).questionText() : group.question();
    List<String> choices = radios.stream().map(SemanticElement::name).toList();
    Question question = new Question(questionText, QuestionKind.CHOICE, choices, null, null, group.required());
    Optional<Answer> answer = pack.answer(question);
    boolean filled = radios.stream().anyMatch(r -> Boolean.TRUE.equals(r.checked()));
    if (answer.isEmpty()) {
      if (group.required() && !filled) {
        unresolved.add(questionText);
      }
      return;
    }
    String wanted = answerText(answer.get());
    int index = bestOption(choices, wanted);
    if (index < 0) {
      if (group.required() && !filled) {
        unresolved.add(questionText);
      }
      return;
    }
    SemanticElement target = radios.get(index);
    if (!Boolean.TRUE.equals(target.checked())) {
      actions.add(new Action.SetRadio(target.ref(), ActionMeta.of("answer", questionText).withCriteria("target checked", "other options unchecked", "question error gone")));
    }
  }

  private void planElement(SemanticSnapshot snapshot, SemanticElement element, List<Action> actions, List<String> unresolved) {
    QuestionKind kind = kindOf(element);
    String questionText = questionText(snapshot, element);
    List<String> choices = element.options().stream().filter(o -> !isPlaceholder(o)).map(SelectOption::label).toList();
    Question question = new Question(questionText, kind, choices, element.inputType(), element.attribute("autocomplete"), element.required());
    Optional<Answer> answer = pack.answer(question);
    if (answer.isEmpty()) {
      if (element.required() && !Fields.answered(element)) {
        unresolved.add(questionText);
      }
      return;
    }
    @Nullable Action action = actionFor(element, questionText, answer.get());
    if (action == null) {
      if (element.required() && !Fields.answered(element)) {
        unresolved.add(questionText);
      }
      return;
    }
    if (!Fields.holds(element, action)) {
      actions.add(action);
    }
  }

  private static @Nullable Action actionFor(SemanticElement element, String question, Answer answer) {
    String ref = element.ref();
    if (answer instanceof Answer.File file) {
      return element.role() == Role.FILE
          ? new Action.UploadFile(ref, file.path(), ActionMeta.of("upload", question).withCriteria("input holds a file or the page shows its name").withTimeoutMillis(10_000))
          : null;
    }
    if (element.role().isToggle()) {
      boolean on = answer instanceof Answer.Toggle t ? t.on() : Match.isYes(answerText(answer));
      return new Action.SetCheckbox(ref, on, ActionMeta.of("answer", question).withCriteria("checked=" + on));
    }
    String text = answerText(answer);
    if (element.role().isChoice()) {
      List<SelectOption> options = element.options().stream().filter(o -> !isPlaceholder(o)).toList();
      if (options.isEmpty()) {
        return new Action.SelectRef(ref, text, ActionMeta.of("answer", question).withCriteria("option selected"));
      }
      int index = bestOption(options.stream().map(SelectOption::label).toList(), text);
      if (index < 0) {
        index = bestOption(options.stream().map(SelectOption::value).toList(), text);
      }
      return index < 0 ? null : new Action.SelectRef(ref, options.get(index).label(), ActionMeta.of("answer", question).withCriteria("option selected"));
    }
    if (element.role() == Role.FILE) {
      return null;
    }
    return new Action.TypeRef(ref, text, ActionMeta.of("answer", question).withCriteria("value matches after normalization"));
  }

  private static Action escalate(PlanningContext context, Action action) {
    Escalation rung = context.escalationFor(SemanticKey.forAction(context.snapshot(), action));
    if (rung != Escalation.ALTERNATE) {
      return action;
    }
    if (action instanceof Action.SetRadio r) {
      return new Action.ClickRef(r.ref(), r.meta());
    }
    if (action instanceof Action.SetCheckbox c) {
      return new Action.ClickRef(c.ref(), c.meta());
    }
    if (action instanceof Action.SelectRef s) {
      return context.snapshot().element(s.ref())
          .flatMap(e -> e.options().stream().filter(o -> o.label().equals(s.option())).findFirst())
          .<Action>map(o -> new Action.SelectRef(s.ref(), o.value(), s.meta()))
          .orElse(action);
    }
    return action;
  }

  private static QuestionKind kindOf(SemanticElement element) {
    if (element.role() == Role.FILE) {
      return QuestionKind.FILE;
    }
    if (element.role().isToggle()) {
      return QuestionKind.TOGGLE;
    }
    if (element.role().isChoice()) {
      return QuestionKind.CHOICE;
    }
    return QuestionKind.TEXT;
  }

  /** A toggle inside a group with other members says its own words; others take the group's question. */
  private static String questionText(SemanticSnapshot snapshot, SemanticElement element) {
    if (element.role().isToggle()) {
      Optional<ElementGroup> group = snapshot.groupOf(element);
      if (group.isEmpty() || group.get().memberRefs().size() == 1 || group.get().question().isBlank()) {
        return element.name().isBlank() ? snapshot.questionOf(element) : element.name();
      }
      return group.get().question() + ": " + element.name();
    }
    return snapshot.questionOf(element);
  }

  private static boolean isPlaceholder(SelectOption option) {
    if (option.value().isBlank()) {
      return true;
    }
    String sig = SemanticKey.questionSignature(option.label());
    return sig.isEmpty() || sig.startsWith("select") || sig.startsWith("choose") || sig.equals("please select");
  }

  private static String answerText(Answer answer) {
    if (answer instanceof Answer.Text t) {
      return t.value();
    }
    if (answer instanceof Answer.Choice c) {
      return c.option();
    }
    if (answer instanceof Answer.Toggle t) {
      return t.on() ? "Yes" : "No";
    }
    return String.valueOf(((Answer.File) answer).path().getFileName());
  }

  /**
   * The index of the option that best matches the wanted answer: equal signatures first, then an
   * option starting with the answer ("Yes, I am"), then one containing it; -1 when none does.
   */
  static int bestOption(List<String> options, String wanted) {
    return Match.bestOption(options, wanted);
  }

}
