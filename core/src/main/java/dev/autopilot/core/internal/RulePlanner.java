package dev.autopilot.core.internal;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.match.AnswerParts;
import dev.autopilot.core.match.Fields;
import dev.autopilot.core.match.Match;
import dev.autopilot.core.match.StepControls;
import dev.autopilot.core.match.ValueShapes;
import dev.autopilot.core.gate.ActionGate;
import dev.autopilot.core.gate.GateVerdict;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.memory.MemoryHint;
import dev.autopilot.core.model.Escalation;
import dev.autopilot.core.model.PlanSource;
import dev.autopilot.core.model.QuestionRoute;
import dev.autopilot.core.model.Route;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.core.pack.FieldMeanings;
import dev.autopilot.core.pack.Question;
import dev.autopilot.core.pack.QuestionKind;
import dev.autopilot.core.pack.QuestionText;
import dev.autopilot.core.pack.TextSimilarity;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Plans from a domain pack's answers: every question on the page the pack can answer and that
 * does not already hold that answer gets one action; required questions it cannot answer are
 * reported as unresolved. In the {@code SUBMIT} state it plans the submit.
 *
 * <p>On the escalation ladder's {@code ALTERNATE} rung (and above) it changes gesture: a plain
 * click on a radio or checkbox instead of the set-state verb, an option's value instead of its
 * label, typing with real key events ({@link ActionMeta#KEYBOARD}) instead of the executor's own
 * choice. An action it has no other gesture for (an upload, a select without a distinct value,
 * typing already done with keys) is not planned a third time: its question is reported
 * unresolved instead. A gesture trajectory memory saw fail on this site where another then
 * worked starts at the other one.
 *
 * <p>It never plans a submit while a required question it can answer is still open: in the
 * {@code SUBMIT} state such a form gets the answers, not the submit.
 */
public final class RulePlanner implements Planner {
  private static final FieldMeanings SOMEONE_ELSE = FieldMeanings.standard();
  private static final Map<String, AnswerParts.Part> BIRTHDAY_PARTS = Map.of(
      "bday-day", AnswerParts.Part.DAY, "bday-month", AnswerParts.Part.MONTH, "bday-year", AnswerParts.Part.YEAR);
  private final DomainPack pack;
  private final @Nullable TextSimilarity similarity;

  /**
   * A planner over a pack that pairs keys and questions by words alone; use {@link
   * Planner#rules(DomainPack)}.
   *
   * @param pack the questions, answers and consent to plan from; kept, not copied
   * @throws NullPointerException when {@code pack} is null
   */
  public RulePlanner(DomainPack pack) {
    this(pack, null);
  }

  /**
   * A planner over a pack that also pairs, by meaning, the keys and questions its words left over;
   * use {@link Planner#rules(DomainPack, TextSimilarity)}.
   *
   * @param pack the questions, answers and consent to plan from; kept, not copied
   * @param similarity the model of meaning, or null for words alone
   * @throws NullPointerException when {@code pack} is null
   */
  public RulePlanner(DomainPack pack, @Nullable TextSimilarity similarity) {
    this.pack = requireNonNull(pack, "pack");
    this.similarity = similarity;
  }

  private PagePairs pairs(SemanticSnapshot snapshot) {
    return PagePairs.of(pack, questions(snapshot), similarity);
  }

  /**
   * The page-wide answer to a field's question; for a box among several under one legend
   * ("Consents: Photos of my child may be used…"), only when the key that answers it meets the
   * box's own words: a yes whose key meets the legend alone ("Privacy consent") does not say which
   * of the boxes it is for, and ticks none of them. What the declared consent decides is not
   * read from a key and stays.
   */
  private Optional<Answer> answerOf(SemanticElement element, Question question, PagePairs pairs) {
    Optional<Answer> answer = pairs.answer(question);
    if (answer.isEmpty() || !element.role().isToggle() || element.name().isBlank() || question.text().equals(element.name())) {
      return answer;
    }
    Optional<String> by = pairs.answeredBy(question);
    if (by.isEmpty() || !by.get().startsWith("values[")) {
      return answer;
    }
    Question own = new Question(element.name(), QuestionKind.TOGGLE, List.of(), element.inputType(), element.attribute("autocomplete"), question.required());
    Optional<String> ownBy = pack.answeredBy(own);
    return ownBy.isPresent() && keyOf(ownBy.get()).equals(keyOf(by.get())) ? answer : Optional.empty();
  }

  /** The first key an {@code answeredBy} names ({@code values["Phone"] (…)} gives {@code Phone}). */
  private static String keyOf(String answeredBy) {
    int open = answeredBy.indexOf("[\"");
    int close = open < 0 ? -1 : answeredBy.indexOf("\"]", open + 2);
    return close < 0 ? answeredBy : answeredBy.substring(open + 2, close);
  }

  /** The pack's consent: the gate in front of the executor holds every action to it. */
  @Override
  public dev.autopilot.core.consent.Consent consent() {
    return pack.consent();
  }

  @Override
  public Set<String> valueKeys() {
    return pack.valueKeys();
  }

  /**
   * {@inheritDoc} A key is placed when a field holds the answer the pack gives from it; a key
   * whose value lists boxes of a group, when every box of the group is as the value says (each one
   * it names ticked, every other unticked).
   */
  @Override
  public Set<String> valuesPlaced(SemanticSnapshot snapshot) {
    Set<String> keys = pack.valueKeys();
    if (keys.isEmpty()) {
      return Set.of();
    }
    Set<String> placed = new java.util.LinkedHashSet<>();
    PagePairs pairs = pairs(snapshot);
    Set<String> groups = new HashSet<>();
    for (SemanticElement element : snapshot.elements()) {
      if (element.isolated() || !element.role().isField()) {
        continue;
      }
      Optional<ElementGroup> group = snapshot.groupOf(element);
      Question question;
      boolean holds;
      if (element.role() == Role.RADIO && group.isPresent()) {
        if (!groups.add(group.get().id())) {
          continue;
        }
        List<SemanticElement> radios = snapshot.members(group.get()).stream().filter(m -> m.role() == Role.RADIO).toList();
        String text = inItsSection(snapshot, group.get(), group.get().question().isBlank() ? radios.get(0).questionText() : group.get().question());
        question = radioQuestion(text, radios, group.get().required());
        Optional<Answer> answer = pairs.answer(question);
        int index = answer.isEmpty() ? -1 : choiceFor(question, answerText(answer.get()), pairs.answeredBy(question).orElse(null));
        holds = index >= 0 && Boolean.TRUE.equals(radios.get(index).checked());
      } else if (groupPick(snapshot, element, pairs) != null) {
        // a value listing boxes of a group is placed when every box of the group is as it says:
        // each box it names ticked, every other unticked; one box of two is not the value placed
        if (group.isEmpty() || !groups.add(group.get().id())) {
          continue;
        }
        boolean asSaid = true;
        @Nullable String pickedBy = null;
        for (SemanticElement box : snapshot.members(group.get())) {
          @Nullable GroupPick pick = groupPick(snapshot, box, pairs);
          if (pick != null) {
            asSaid &= Boolean.TRUE.equals(box.checked()) == pick.on();
            pickedBy = pick.on() ? pick.by() : pickedBy;
          }
        }
        if (asSaid && pickedBy != null) {
          for (String k : keys) {
            if (pickedBy.contains("[\"" + k + "\"]")) {
              placed.add(k);
            }
          }
        }
        continue;
      } else {
        String text = questionText(snapshot, element);
        List<String> choices = element.options().stream().filter(o -> !o.isPlaceholder()).map(SelectOption::label).toList();
        question = new Question(text, kindOf(element), choices, askedType(element), element.attribute("autocomplete"), element.required(), codeName(element),
            optionValues(element));
        Optional<Answer> answer = answerOf(element, question, pairs);
        @Nullable Action action = answer.isEmpty() ? null : actionFor(element, text, answer.get());
        holds = action != null && Fields.holds(element, inBoxes(snapshot, element, action, pairs));
      }
      if (holds) {
        Optional<String> answeredBy = pairs.answeredBy(question);
        answeredBy.ifPresent(by -> {
          for (String k : keys) {
            if (by.contains("[\"" + k + "\"]")) {
              placed.add(k);
            }
          }
        });
        if (answeredBy.filter(CONSENT::equals).isPresent()) {
          placed.addAll(sayingTheSame(element, question));
        }
      }
    }
    return placed;
  }

  /** The route of a box the declared consent answers. */
  private static final String CONSENT = "consent";

  /**
   * For a box the declared consent ticked (or left unticked), the keys that say the same of it: of
   * the keys nearest the box ({@link DomainPack#closestKeys}: by its words or its code name), those
   * whose value ticks it as it stands ("todos mayores
   * de 18": "sí" for "Confirmo que todas las personas … son mayores de 18 años"). The box holds what
   * they say, so they are placed, though the consent answered it first.
   */
  private List<String> sayingTheSame(SemanticElement box, Question question) {
    if (!box.role().isToggle()) {
      return List.of();
    }
    boolean on = Boolean.TRUE.equals(box.checked());
    return pack.closestKeys(question).stream()
        .filter(k -> pack.answerWith(question, k).filter(a -> a instanceof Answer.Toggle t && t.on() == on).isPresent())
        .toList();
  }

  /**
   * {@inheritDoc} A question counts as answered when the pack answers it as {@link #plan} pairs the
   * page seen whole, whatever the answer says (the page's own choice, or another {@link #plan}
   * makes). A value makes the page's choice when, given to the question, it would have the field
   * hold what it holds ("Veteran": "no" for a "No" the page chose). A page's text in a text box is
   * not repeated, only said to be there: it may be a person's.
   */
  @Override
  public List<String> pageChoicesLeft(SemanticSnapshot snapshot, Set<String> unplaced) {
    List<String> left = new ArrayList<>();
    PagePairs pairs = null;
    Set<String> groups = new HashSet<>();
    for (SemanticElement element : snapshot.elements()) {
      if (element.isolated() || !element.role().isField() || !Fields.askable(element) || !Fields.holdsThePagesChoice(element)) {
        continue;
      }
      pairs = pairs == null ? pairs(snapshot) : pairs;
      if (element.role() == Role.RADIO) {
        Optional<ElementGroup> group = snapshot.groupOf(element);
        if (group.isEmpty() || !groups.add(group.get().id())) {
          continue;
        }
        @Nullable AskedRadios asked = askedRadios(snapshot, group.get());
        if (asked == null) {
          continue;
        }
        List<SemanticElement> radios = asked.radios();
        Question question = asked.question();
        boolean made = unplaced.stream().anyMatch(k -> pack.answerWith(question, k)
            .map(a -> choiceFor(question, answerText(a), "values[\"" + k + "\"]")).filter(i -> i >= 0 && radios.get(i) == element).isPresent());
        if (pairs.answer(question).isEmpty() && !made) {
          left.add(question.text() + " (the page chose '" + element.name() + "')");
        }
        continue;
      }
      Question question = questionOf(snapshot, element);
      boolean made = unplaced.stream().anyMatch(k -> pack.answerWith(question, k).map(a -> actionFor(element, question.text(), a))
          .filter(a -> Fields.holds(element, a)).isPresent());
      if (answerOf(element, question, pairs).isEmpty() && !made) {
        String chosen = !element.options().isEmpty()
            ? element.options().stream().filter(SelectOption::selected).map(SelectOption::label).findFirst().orElse("")
            : element.role() == Role.SPINBUTTON ? element.value() : null;
        left.add(question.text() + (chosen == null ? " (the page filled it in)" : " (the page chose '" + chosen + "')"));
      }
    }
    return left;
  }

  /**
   * {@inheritDoc} The pack's answer to the field's question — from the key that answered it
   * before when the pack still holds that key, else the pack's rules for the question with the
   * page seen whole, as {@link #plan} sees it (a key the page pairs with another question is not
   * put back here) — shaped for the field as {@link #plan} would shape it. Fields that take one part of
   * a split answer, and answers left for the person, are never answered this way.
   */
  @Override
  public Optional<Action> answerKnown(SemanticSnapshot snapshot, SemanticElement element, @Nullable String answeredBy) {
    if (!element.role().isField() || SplitAnswers.partRefs(snapshot).contains(element.ref())) {
      return Optional.empty();
    }
    if (element.role() == Role.RADIO) {
      return answerKnownRadio(snapshot, element, answeredBy);
    }
    Question question = questionOf(snapshot, element);
    String text = question.text();
    Optional<Answer> answer = answeredBy == null ? Optional.empty() : pack.answerWith(question, dataKey(answeredBy));
    @Nullable PagePairs pairs = null;
    if (answer.isEmpty()) {
      // the page seen whole, as plan() sees it: a key it withholds from this question stays out
      pairs = pairs(snapshot);
      answer = pairs.answer(question);
    }
    Optional<Action> action = answer.flatMap(a -> shaped(snapshot, element, text, a));
    if (action.isPresent() && action.get() instanceof Action.TypeRef typed && BoxedValues.mayBeShared(element, typed.text())) {
      return Optional.of(inBoxes(snapshot, element, typed, pairs != null ? pairs : pairs(snapshot)));
    }
    return action;
  }

  /** The radio of the element's group that the pack's answer names, pressed as {@link #plan} presses it. */
  private Optional<Action> answerKnownRadio(SemanticSnapshot snapshot, SemanticElement element, @Nullable String answeredBy) {
    Optional<ElementGroup> group = snapshot.groupOf(element);
    if (group.isEmpty()) {
      return Optional.empty();
    }
    @Nullable AskedRadios asked = askedRadios(snapshot, group.get());
    if (asked == null) {
      return Optional.empty();
    }
    List<SemanticElement> radios = asked.radios();
    Question question = asked.question();
    Optional<Answer> answer = answeredBy == null ? Optional.empty() : pack.answerWith(question, dataKey(answeredBy));
    @Nullable String by = answeredBy;
    if (answer.isEmpty()) {
      PagePairs pairs = pairs(snapshot);
      answer = pairs.answer(question);
      by = pairs.answeredBy(question).orElse(null);
    }
    if (answer.isEmpty()) {
      return Optional.empty();
    }
    int index = choiceFor(question, answerText(answer.get()), by);
    if (index < 0) {
      return Optional.empty();
    }
    Action press = new Action.SetRadio(radios.get(index).ref(), ActionMeta.of("answer", question.text()).withCriteria("target checked", "other options unchecked", "question error gone"));
    return ActionGate.leftForThePerson(press, snapshot, pack.consent()).isPresent() ? Optional.empty() : Optional.of(press);
  }

  /**
   * An answer shaped into the action for a field, as the rules shape their own; empty when the
   * field cannot take it or the person must decide (see {@link ActionGate#leftForThePerson}).
   *
   * @param snapshot the page that holds {@code element}, for the consent check
   * @param element the field to answer
   * @param question the field's question as the rules read it
   * @param answer the answer to shape (a text, a choice, a file)
   * @return the action aimed at {@code element}'s ref, or empty
   */
  public Optional<Action> shaped(SemanticSnapshot snapshot, SemanticElement element, String question, Answer answer) {
    @Nullable Action action = actionFor(element, question, answer);
    if (action == null || ActionGate.leftForThePerson(action, snapshot, pack.consent()).isPresent()) {
      return Optional.empty();
    }
    return Optional.of(action);
  }

  /** The rules' version, with the model of meaning's when there is one: {@code rules@1}, {@code rules@1+all-minilm-l6-v2-q@…}. */
  @Override
  public String version() {
    return similarity == null ? "rules@1" : "rules@1+" + similarity.version();
  }

  @Override
  public String packVersion() {
    return pack.name();
  }

  @Override
  public ActionPlan plan(PlanningContext context) {
    SemanticSnapshot snapshot = context.snapshot();
    ActionPlan fill = planFill(context);
    if (context.state() != RunState.SUBMIT) {
      return fill;
    }
    List<Action> openRequired = fill.actions().stream().filter(a -> answersRequired(snapshot, a)).toList();
    if (!openRequired.isEmpty()) {
      return new ActionPlan(openRequired, openRequired.size() + " required question(s) still open; answered before any submit", PlanSource.RULES, fill.unresolved(), fill.routes(), fill.closestKeys());
    }
    return planSubmit(snapshot);
  }

  private static boolean answersRequired(SemanticSnapshot snapshot, Action action) {
    String ref = action.targetRef();
    if (ref == null) {
      return false;
    }
    return snapshot.element(ref).map(e -> Fields.required(snapshot, e)).orElse(false);
  }

  private ActionPlan planFill(PlanningContext context) {
    SemanticSnapshot snapshot = context.snapshot();
    List<Action> actions = new ArrayList<>();
    List<String> unresolved = new ArrayList<>();
    List<String> leftUnticked = new ArrayList<>();
    Map<String, String> answeredBy = new LinkedHashMap<>();
    Set<String> doneGroups = new HashSet<>();
    Set<String> asParts = SplitAnswers.plan(snapshot, pack, actions, unresolved, g -> inItsSection(snapshot, g, g.question()));
    PagePairs pairs = pairs(snapshot);
    for (SemanticElement element : snapshot.elements()) {
      if (element.isolated() || element.disabled() || !element.role().isField() || asParts.contains(element.ref())) {
        continue;
      }
      Optional<ElementGroup> group = snapshot.groupOf(element);
      if (element.role() == Role.RADIO && group.isPresent()) {
        if (doneGroups.add(group.get().id())) {
          planRadioGroup(snapshot, group.get(), pairs, actions, unresolved, answeredBy, context.memory());
        }
        continue;
      }
      if (!Fields.askable(element)) {
        continue;
      }
      planElement(snapshot, element, pairs, actions, unresolved, leftUnticked, answeredBy, context.memory());
    }
    actions.removeIf(a -> !consented(snapshot, a, leftUnticked));
    typedOnce(snapshot, actions, unresolved, answeredBy);
    List<Action> escalated = new ArrayList<>();
    for (Action a : actions) {
      @Nullable Action changed = escalate(context, a);
      if (changed != null) {
        escalated.add(changed);
      } else {
        String question = a.meta().targetQuestion();
        unresolved.add(question == null ? snapshot.element(String.valueOf(a.targetRef())).map(snapshot::questionOf).orElse(a.verb()) : question);
      }
    }
    String rationale = escalated.isEmpty()
        ? (unresolved.isEmpty() ? "every answerable question holds its answer" : unresolved.size() + " required question(s) have no answer in " + pack.name())
        : escalated.size() + " question(s) to answer from " + pack.name();
    if (!leftUnticked.isEmpty()) {
      rationale += "; left for the person to decide: " + String.join("; ", leftUnticked);
    }
    List<QuestionRoute> routes = new ArrayList<>();
    Set<String> routed = new HashSet<>();
    for (Action a : escalated) {
      String q = a.meta().targetQuestion();
      if (q != null && routed.add(q)) {
        routes.add(new QuestionRoute(q, Route.RULES, "the domain pack's rules answer it", answeredBy.get(q)));
      }
    }
    Map<String, List<String>> closest = new LinkedHashMap<>();
    for (String q : unresolved) {
      List<String> keys = pack.closestKeys(new Question(q, QuestionKind.TEXT, List.of(), null, null, true));
      if (!keys.isEmpty()) {
        closest.put(q, keys);
      }
    }
    return new ActionPlan(escalated, rationale, PlanSource.RULES, unresolved, routes, closest);
  }

  /**
   * One question asked by two fields in the same words, with no section that tells them apart
   * ("First" and "Last" in the name block of a first and of a second jumper): the same value is
   * typed into the first only. The second is another's, or a repeat the page asks again; typing the
   * person's value into both would answer for someone the values do not speak of. A required one
   * is left for the person (unresolved).
   */
  private static void typedOnce(SemanticSnapshot snapshot, List<Action> actions, List<String> unresolved, Map<String, String> answeredBy) {
    Map<String, String> first = new HashMap<>();
    for (java.util.Iterator<Action> it = actions.iterator(); it.hasNext(); ) {
      if (!(it.next() instanceof Action.TypeRef t) || t.meta().targetQuestion() == null) {
        continue;
      }
      // a person's name or birthday asked under two sections that no party's values tell apart,
      // from the one key ("me" for "First jumper: Date of birth" and "Second jumper: Date of
      // birth"), is theirs in one only; two keys may hold the same family name ("Mein Nachname",
      // "Nachname Beschenkte"), and an address or a country may be asked again (billing, shipping)
      String own = QuestionText.withoutSection(t.meta().targetQuestion());
      boolean identity = FieldMeanings.standard().of(new Question(own, QuestionKind.TEXT, List.of(), null, null, false))
          .filter(IDENTITY::contains).isPresent();
      String seen = first.putIfAbsent(identity ? "identity: " + own + " by " + answeredBy.get(t.meta().targetQuestion()) : t.meta().targetQuestion(), t.text());
      if (seen != null && seen.equals(t.text())) {
        it.remove();
        if (snapshot.element(t.ref()).map(SemanticElement::required).orElse(false)) {
          unresolved.add(t.meta().targetQuestion() + " (asked again in the same words; the value went to the first)");
        }
      }
    }
  }

  /** The meanings that say who a person is: never the same value under two sections. */
  private static final Set<String> IDENTITY = Set.of("name", "given-name", "family-name", "additional-name", "bday");

  /**
   * The answer a remembered run's key gives to a question the pack's rules left open (a known
   * mapping), when the pack still pairs that key with it; the key is noted as what answered it.
   */
  private Optional<Answer> remembered(MemoryHint memory, Question question, Map<String, String> answeredBy) {
    Optional<MemoryHint.Mapping> known = memory.mapping(SemanticKey.questionSignature(question.text()));
    if (known.isEmpty() || known.get().answeredBy() == null) {
      return Optional.empty();
    }
    String key = known.get().answeredBy();
    Optional<Answer> answer = pack.answerWith(question, dataKey(key));
    answer.ifPresent(a -> answeredBy.put(question.text(), key));
    return answer;
  }

  /**
   * The key of the pack's data an {@code answeredBy} name stands for: {@code Phone} for {@code
   * values["Phone"]} (as packs name keys for people), the name itself otherwise.
   */
  static String dataKey(String answeredBy) {
    int open = answeredBy.indexOf("[\"");
    return open > 0 && answeredBy.endsWith("\"]") ? answeredBy.substring(open + 2, answeredBy.length() - 2) : answeredBy;
  }

  /**
   * Whether to keep an action in the plan: an optional toggle or choice whose commitment the
   * pack's consent does not cover is left unticked and noted; a required one stays in the plan,
   * and the gate in front of the executor ({@link ActionGate}, the one judgement for every
   * planner) asks the person or stops the run with that question.
   */
  private boolean consented(SemanticSnapshot snapshot, Action action, List<String> leftUnticked) {
    Optional<GateVerdict> refused = ActionGate.leftForThePerson(action, snapshot, pack.consent());
    refused.ifPresent(v -> leftUnticked.add(v.question() + " (" + v.reason() + ")"));
    return refused.isEmpty();
  }


  /**
   * The submit with the first visible, enabled submit control; the buttons of hidden steps are
   * never offered (what pressing it commits to is the gate's to judge). A form spread over steps moves to its next step first:
   * a visible, enabled control that {@link StepControls#isNext} names (a submit control of a
   * per-step form included) gets a click with intent {@value StepControls#NEXT_STEP_INTENT}, never a submit;
   * a "back" control is never pressed.
   */
  private ActionPlan planSubmit(SemanticSnapshot snapshot) {
    for (SubmitCandidate candidate : snapshot.submitCandidates()) {
      boolean shown = snapshot.element(candidate.ref()).map(SemanticElement::visible).orElse(true);
      if (!candidate.enabled() || !shown || StepControls.isBack(candidate.name())) {
        continue;
      }
      if (StepControls.isNext(candidate.name())) {
        return nextStep(candidate.ref(), candidate.name());
      }
      if (candidate.enabled() && shown) {
        Action submit = new Action.Submit(candidate.ref(), Action.SubmitMethod.CLICK,
            ActionMeta.of("submit", candidate.name().isBlank() ? "submit" : candidate.name()).withCriteria("submit response captured", "outcome classified").withTimeoutMillis(15_000));
        return new ActionPlan(List.of(submit), "submit with '" + candidate.name() + "'", PlanSource.RULES, List.of());
      }
    }
    for (SemanticElement e : snapshot.elements()) {
      if (e.role() == Role.BUTTON && e.visible() && !e.disabled() && !e.isolated() && StepControls.isNext(e.name())) {
        return nextStep(e.ref(), e.name());
      }
    }
    return new ActionPlan(List.of(), "no enabled submit control on the page", PlanSource.RULES, List.of("submit control"));
  }

  private static ActionPlan nextStep(String ref, String name) {
    Action next = new Action.ClickRef(ref, ActionMeta.of(StepControls.NEXT_STEP_INTENT, "next step").withCriteria("the next step shows"));
    return new ActionPlan(List.of(next), "a form spread over steps; go to the next step with '" + name + "'", PlanSource.RULES, List.of());
  }

  /**
   * The typing of a value the page asks in boxes of a few characters each ({@link BoxedValues}):
   * this box's share of it; any other action as it is.
   */
  private Action inBoxes(SemanticSnapshot snapshot, SemanticElement element, Action action, PagePairs pairs) {
    if (action instanceof Action.TypeRef typed) {
      @Nullable String share = BoxedValues.shareOf(snapshot, element, typed.text(), peer -> pairs.answer(questionOf(snapshot, peer)).map(RulePlanner::answerText));
      if (share != null) {
        return new Action.TypeRef(element.ref(), share, typed.meta());
      }
    }
    return action;
  }

  /** The question one field asks, as {@link #questions} asks it. */
  private Question questionOf(SemanticSnapshot snapshot, SemanticElement element) {
    List<String> choices = element.options().stream().filter(o -> !o.isPlaceholder()).map(SelectOption::label).toList();
    return new Question(questionText(snapshot, element), kindOf(element), choices, askedType(element), element.attribute("autocomplete"),
        Fields.required(snapshot, element), codeName(element), optionValues(element));
  }

  /**
   * Every question the fill planner asks of the page, each as it asks it: a radio group once, each
   * other askable field; required when the page marks it so or shows an error tied to it (what the
   * page-wide pairing by elimination answers).
   */
  private List<Question> questions(SemanticSnapshot snapshot) {
    List<Question> out = new ArrayList<>();
    Set<String> parts = SplitAnswers.partRefs(snapshot);
    Set<String> groups = new HashSet<>();
    for (SemanticElement element : snapshot.elements()) {
      Optional<ElementGroup> group = snapshot.groupOf(element);
      if (element.role() == Role.RADIO && group.isPresent() && !element.isolated() && !element.disabled()) {
        if (groups.add(group.get().id())) {
          List<SemanticElement> radios = snapshot.members(group.get()).stream().filter(m -> m.role() == Role.RADIO && !m.disabled() && !m.isolated()).toList();
          String text = inItsSection(snapshot, group.get(), group.get().question().isBlank() ? radios.get(0).questionText() : group.get().question());
          boolean asked = Fields.required(snapshot, group.get()) || radios.stream().anyMatch(r -> !snapshot.errorsFor(r).isEmpty());
          out.add(radioQuestion(text, radios, asked));
        }
      } else if (element.role() == Role.CHECKBOX && group.isPresent() && !element.isolated() && !element.disabled() && groups.add(group.get().id())
          && !boxesAskedTogether(snapshot, group.get()).isEmpty()) {
        // a group of boxes is also asked once, by its legend with the boxes as its options ("Machines:
        // laser cutter, 3D printer"), so that the page-wide pairing sees the question a list answers
        List<SemanticElement> boxes = boxesAskedTogether(snapshot, group.get());
        boolean asked = Fields.required(snapshot, group.get()) || boxes.stream().anyMatch(b -> !snapshot.errorsFor(b).isEmpty());
        out.add(new Question(inItsSection(snapshot, group.get(), group.get().question()), QuestionKind.CHOICE, boxes.stream().map(SemanticElement::name).toList(), "checkbox", null, asked));
        if (PagePairs.asksItsOwn(snapshot, element, parts)) {
          out.add(questionAsked(snapshot, element));
        }
      } else if (!element.disabled() && PagePairs.asksItsOwn(snapshot, element, parts)) {
        out.add(questionAsked(snapshot, element));
      }
    }
    return out;
  }

  /** A field asked by itself, required when the page marks it so or showed an error for it: the page asks for it. */
  private Question questionAsked(SemanticSnapshot snapshot, SemanticElement element) {
    List<String> choices = element.options().stream().filter(o -> !o.isPlaceholder()).map(SelectOption::label).toList();
    boolean asked = Fields.required(snapshot, element) || !snapshot.errorsFor(element).isEmpty();
    return new Question(questionText(snapshot, element), kindOf(element), choices, askedType(element), element.attribute("autocomplete"), asked,
        codeName(element), optionValues(element));
  }

  /**
   * The checkboxes of a group asked as one question, by its legend with the boxes as its options:
   * two or more boxes a person can tick; empty when the group has no question or fewer boxes.
   */
  private static List<SemanticElement> boxesAskedTogether(SemanticSnapshot snapshot, ElementGroup group) {
    if (group.question().isBlank()) {
      return List.of();
    }
    List<SemanticElement> boxes = snapshot.members(group).stream().filter(m -> m.role() == Role.CHECKBOX && !m.isolated() && !m.disabled()).toList();
    return boxes.size() < 2 ? List.of() : boxes;
  }

  /** The code name a group of radios shares (their {@code name} attribute, which makes them one group); null when they do not share one. */
  static @Nullable String groupName(List<SemanticElement> radios) {
    String name = radios.isEmpty() ? null : radios.get(0).attribute("name");
    if (name == null || name.isBlank()) {
      return null;
    }
    for (SemanticElement r : radios) {
      if (!name.equals(r.attribute("name"))) {
        return null;
      }
    }
    return name;
  }

  /**
   * The input type a field's question is asked with: {@code date} for a text box whose date widget
   * or hint gives a day's format ("TT.MM.JJJJ", flatpickr's {@code d.m.Y}: the snapshot's {@code
   * format}), so that it takes a day as a date input does; the element's own type otherwise.
   */
  private static @Nullable String askedType(SemanticElement element) {
    @Nullable String type = element.inputType();
    @Nullable String format = element.attribute("format");
    boolean typedText = type == null || type.isBlank() || type.equalsIgnoreCase("text");
    if (typedText && (element.role() == Role.SPINBUTTON || element.role() == Role.SLIDER)) {
      return "number"; // a spin button or slider of any markup holds a number, as an input of that type does
    }
    return typedText && format != null && format.contains("d") && format.contains("M") && (format.contains("y") || format.contains("u")) ? "date" : type;
  }

  /** The control's code name: its {@code name} attribute, else its {@code id}; null when it has neither. */
  private static @Nullable String codeName(SemanticElement e) {
    String name = e.attribute("name");
    return name != null && !name.isBlank() ? name : e.attribute("id");
  }

  /** A radio group as the planner asks it: its radios a person can choose now, and its question. */
  private record AskedRadios(List<SemanticElement> radios, Question question) {}

  /**
   * The radios of a group a person can choose now and the question they answer (the group's, else
   * the first radio's); null when none of its radios can be chosen.
   */
  private @Nullable AskedRadios askedRadios(SemanticSnapshot snapshot, ElementGroup group) {
    List<SemanticElement> radios = snapshot.members(group).stream().filter(m -> m.role() == Role.RADIO && Fields.askable(m)).toList();
    if (radios.isEmpty()) {
      return null;
    }
    String text = inItsSection(snapshot, group, group.question().isBlank() ? radios.get(0).questionText() : group.question());
    return new AskedRadios(radios, radioQuestion(text, radios, Fields.required(snapshot, group)));
  }

  private void planRadioGroup(SemanticSnapshot snapshot, ElementGroup group, PagePairs pairs, List<Action> actions, List<String> unresolved, Map<String, String> answeredBy,
      MemoryHint memory) {
    // the options a person can choose now: a group whose radios are all hidden (a step not shown yet,
    // a trap) is no question, as a hidden field is none; one hidden option is no choice
    @Nullable AskedRadios asked = askedRadios(snapshot, group);
    if (asked == null) {
      return;
    }
    List<SemanticElement> radios = asked.radios();
    Question question = asked.question();
    String questionText = question.text();
    boolean required = question.required();
    Optional<Answer> answer = pairs.answer(question);
    if (answer.isEmpty()) {
      answer = remembered(memory, question, answeredBy);
    }
    boolean filled = radios.stream().anyMatch(r -> Boolean.TRUE.equals(r.checked()));
    if (answer.isEmpty()) {
      if (required && !filled) {
        unresolved.add(questionText);
      }
      return;
    }
    String wanted = answerText(answer.get());
    int index = choiceFor(question, wanted, pairs.answeredBy(question).orElse(null));
    if (index < 0) {
      if (required && !filled) {
        unresolved.add(questionText);
      } else {
        radios.stream().filter(Fields::holdsThePagesChoice).findFirst()
            .ifPresent(r -> pageChoiceNotThePersons(question, r.name(), pairs, unresolved, answeredBy));
      }
      return;
    }
    SemanticElement target = radios.get(index);
    if (!Boolean.TRUE.equals(target.checked())) {
      boolean meant = similarity != null && question.choiceNamed(wanted) < 0
          && pairs.answeredBy(question).map(by -> Match.optionNamedByKey(question.choices(), dataKey(by), wanted) < 0).orElse(true);
      pairs.answeredBy(question).ifPresent(by -> answeredBy.put(questionText, meant ? by + OPTION_BY_MEANING : by));
      actions.add(new Action.SetRadio(target.ref(), ActionMeta.of("answer", questionText).withCriteria("target checked", "other options unchecked", "question error gone")));
    }
  }

  /**
   * A question of choices the person answered by its own key ({@code values["engineer visits"]})
   * with a value that names none of its options, while the control holds a choice the page made
   * ("During opening hours", selected by default; the snapshot's {@code preset}, which a choice
   * this run made since never carries): submitting would send the page's choice as the person's
   * answer. The question is left unresolved, so the run hands over before any submit
   * rather than send what the person did not say. A value the pack reached another way (a
   * derived value, the one key left near a field) is no answer this sure of its question, and
   * leaves the page's choice as it is.
   */
  private static void pageChoiceNotThePersons(Question question, String pageChoice, PagePairs pairs, List<String> unresolved, Map<String, String> answeredBy) {
    Optional<String> by = pairs.answeredBy(question);
    if (by.isEmpty() || !DIRECT_KEY.matcher(by.get()).matches()) {
      return;
    }
    String text = question.text();
    unresolved.add(text + " (the page chose '" + pageChoice + "'; the value of '" + keyOf(by.get()) + "' names none of its options)");
    answeredBy.put(text, by.get() + ": names none of its options; the page's own choice is not the person's");
  }

  /** A route that is one key of the values, as the pack names it: {@code values["engineer visits"]}. */
  private static final java.util.regex.Pattern DIRECT_KEY = java.util.regex.Pattern.compile("values\\[\"[^\"]+\"\\]");

  /** Whether a box of a group is to be ticked, the group's question, and the key that says so (null when none is named). */
  private record GroupPick(boolean on, String question, @Nullable String by) {}

  /**
   * For a checkbox among two or more of a group with a question ("Topics"), what the pack's answer
   * to the group's question says of it, when that answer lists options ({@link Match#optionsNamed}:
   * "Morning Briefing, Arts & Culture"); null when the box is of no such group, the pack does not
   * answer the group, or its answer names no options (a yes or no answers each box by itself).
   */
  private @Nullable GroupPick groupPick(SemanticSnapshot snapshot, SemanticElement element, PagePairs pairs) {
    if (element.role() != Role.CHECKBOX) {
      return null;
    }
    Optional<ElementGroup> group = snapshot.groupOf(element);
    if (group.isEmpty()) {
      return null;
    }
    List<SemanticElement> boxes = boxesAskedTogether(snapshot, group.get());
    if (boxes.isEmpty()) {
      return null;
    }
    List<String> names = boxes.stream().map(SemanticElement::name).toList();
    Question question = new Question(inItsSection(snapshot, group.get(), group.get().question()), QuestionKind.CHOICE, names, "checkbox", null, Fields.required(snapshot, group.get()));
    Optional<Answer> answer = pairs.answer(question);
    if (answer.isEmpty() || !(answer.get() instanceof Answer.Choice || answer.get() instanceof Answer.Text)) {
      return null;
    }
    if (answer.get() instanceof Answer.Choice) {
      // a pack that picks one option for the group and answers each box by itself from its values
      // (a list of sessions): its answer for the box is the one that counts, not the single option
      // (a box ticked only because it is an agreement is no such answer)
      Question own = new Question(questionText(snapshot, element), QuestionKind.TOGGLE, List.of(), element.inputType(), element.attribute("autocomplete"),
          element.required(), codeName(element));
      boolean byValue = pairs.answer(own).filter(Answer.Toggle.class::isInstance).isPresent()
          && pairs.answeredBy(own).filter(by -> !by.equals("consent")).isPresent();
      if (byValue) {
        return null;
      }
    }
    String text = answerText(answer.get());
    List<Integer> picks = Match.optionsPlaced(names, text, question.text());
    if (picks.isEmpty()) {
      // a yes or a no answers each box by itself; a list naming what is not there ticks none
      return null;
    }
    int index = -1;
    for (int i = 0; i < boxes.size(); i++) {
      if (boxes.get(i).ref().equals(element.ref())) {
        index = i;
      }
    }
    return index < 0 ? null : new GroupPick(picks.contains(index), question.text(), pairs.answeredBy(question).orElse(null));
  }

  private void planElement(SemanticSnapshot snapshot, SemanticElement element, PagePairs pairs, List<Action> actions, List<String> unresolved, List<String> leftUnticked,
      Map<String, String> answeredBy, MemoryHint memory) {
    QuestionKind kind = kindOf(element);
    String questionText = questionText(snapshot, element);
    @Nullable GroupPick pick = groupPick(snapshot, element, pairs);
    if (pick != null) {
      // a box of a group the value lists its options for ("Python, Go"): ticked when named, else unticked
      if (Boolean.TRUE.equals(element.checked()) != pick.on()) {
        @Nullable String pickedBy = pick.by();
        if (pickedBy != null) {
          answeredBy.put(questionText, pickedBy);
        }
        actions.add(new Action.SetCheckbox(element.ref(), pick.on(), ActionMeta.of("answer", questionText).withCriteria("checked=" + pick.on())));
      }
      return;
    }
    Question question = questionOf(snapshot, element);
    boolean required = question.required();
    boolean open = !Fields.questionAnswered(snapshot, element);
    Optional<Answer> answer = answerOf(element, question, pairs);
    if (answer.isEmpty()) {
      answer = remembered(memory, question, answeredBy);
    }
    boolean keepsTick = answer.isEmpty() || answer.get() instanceof Answer.Toggle t && t.on();
    if (keepsTick && kind == QuestionKind.TOGGLE && element.role() == Role.CHECKBOX && Boolean.TRUE.equals(element.checked())
        && "true".equals(element.attribute("preset"))) {
      // a box the page ticked for the person (its checked attribute: "preset") that commits them
      // beyond their consent (a newsletter, sharing with partners): a tick the page gave is no
      // consent the person gave; an optional one is unticked, a required one is theirs to decide.
      // A box this run ticked, on a value or a model's reading the gate allowed, is no such box
      Optional<GateVerdict> preTicked = ActionGate.tickRefused(element, snapshot, pack.consent());
      if (preTicked.isPresent()) {
        if (required) {
          unresolved.add(questionText);
          leftUnticked.add(questionText + " (ticked by the page; " + preTicked.get().reason() + ")");
        } else {
          answeredBy.put(questionText, "the page ticked it; " + preTicked.get().reason() + ": unticked");
          actions.add(new Action.SetCheckbox(element.ref(), false, ActionMeta.of("withdraw", questionText).withCriteria("checked=false")));
        }
        return;
      }
      if (answer.isEmpty() && !required && dev.autopilot.core.consent.ConsentRules.speaksForThePerson(questionText)) {
        // a box the page ticked that speaks for the person ("Also add me to the agencies'
        // database") and that no value of theirs answers: the tick says what they never said
        answeredBy.put(questionText, "the page ticked it; it speaks for the person, whose values say nothing of it: unticked");
        actions.add(new Action.SetCheckbox(element.ref(), false, ActionMeta.of("withdraw", questionText).withCriteria("checked=false")));
        return;
      }
    }
    if (answer.isEmpty()) {
      Optional<GateVerdict> withheld = kind == QuestionKind.TOGGLE && !Fields.answered(element)
          ? ActionGate.tickRefused(element, snapshot, pack.consent()) : Optional.empty();
      if (required && open) {
        unresolved.add(questionText);
      }
      withheld.ifPresent(v -> leftUnticked.add(questionText + " (" + v.reason() + ")"));
      return;
    }
    @Nullable Action action = actionFor(element, questionText, answer.get());
    if (action == null) {
      if (required && open) {
        unresolved.add(questionText);
      } else if (!open && kind == QuestionKind.CHOICE && !element.options().isEmpty() && Fields.holdsThePagesChoice(element)) {
        pageChoiceNotThePersons(question, element.options().stream().filter(SelectOption::selected).map(SelectOption::label).findFirst().orElse(""),
            pairs, unresolved, answeredBy);
      }
      return;
    }
    action = inBoxes(snapshot, element, action, pairs);
    if (!Fields.holds(element, action)) {
      boolean meant = similarity != null && action instanceof Action.SelectRef && question.choiceNamed(answerText(answer.get())) < 0;
      pairs.answeredBy(question).ifPresent(by -> answeredBy.put(questionText, meant ? by + OPTION_BY_MEANING : by));
      actions.add(action);
      return;
    }
    @Nullable Action reshaped = reshapedAfterRejection(snapshot, element, action);
    if (reshaped != null) {
      pairs.answeredBy(question).ifPresent(by -> answeredBy.put(questionText, by));
      actions.add(reshaped);
    }
  }

  /**
   * A field that holds its answer and shows an error: the same value written in the shape the
   * error's example or the field's pattern asks for ({@link ValueShapes}), or null when the page
   * shows no other shape. The value never changes, only its writing; nothing is guessed.
   */
  private static @Nullable Action reshapedAfterRejection(SemanticSnapshot snapshot, SemanticElement element, Action action) {
    if (!(action instanceof Action.TypeRef typed) || Fields.isSecret(element) || element.value() == null) {
      return null;
    }
    List<String> errors = snapshot.errorsFor(element).stream().map(dev.autopilot.core.model.FieldError::text).toList();
    if (errors.isEmpty()) {
      return null;
    }
    @Nullable String shaped = ValueShapes.reshaped(element.value(), String.join(" ", errors), element.attribute("pattern"));
    if (shaped == null || !ValueShapes.sameValue(typed.text(), shaped)) {
      return null;
    }
    return new Action.TypeRef(element.ref(), shaped, typed.meta().withCriteria("value matches after normalization", "question error gone"));
  }

  private @Nullable Action actionFor(SemanticElement element, String question, Answer answer) {
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
    AnswerParts.@Nullable Part part = BIRTHDAY_PARTS.get(String.valueOf(element.attribute("autocomplete")).strip().toLowerCase(java.util.Locale.ROOT));
    if (part != null) {
      // a control the page declares a part of a birthday (bday-day, bday-month, bday-year) takes that part of the date
      @Nullable Map<AnswerParts.Part, Integer> parts = AnswerParts.split(text, AnswerParts.Shape.DATE);
      if (parts == null) {
        return null;
      }
      if (element.options().stream().anyMatch(o -> !o.isPlaceholder())) {
        @Nullable SelectOption o = AnswerParts.optionFor(element, part, parts, false);
        return o == null ? null : new Action.SelectRef(ref, o.label(), ActionMeta.of("answer", question).withCriteria("option selected"));
      }
      @Nullable String written = AnswerParts.textFor(element, part, parts, false);
      return written == null ? null : new Action.TypeRef(ref, written, ActionMeta.of("answer", question).withCriteria("value matches after normalization"));
    }
    if (element.role().isChoice()) {
      List<SelectOption> options = element.options().stream().filter(o -> !o.isPlaceholder()).toList();
      if (options.isEmpty()) {
        return new Action.SelectRef(ref, text, ActionMeta.of("answer", question).withCriteria("option selected"));
      }
      List<String> labels = options.stream().map(SelectOption::label).toList();
      int index = bestOption(labels, text);
      if (index < 0) {
        index = bestOption(options.stream().map(SelectOption::value).toList(), text);
      }
      if (index < 0) {
        index = pairedOption(labels, text, question, true);
      }
      if (index < 0) {
        index = ByMeaning.option(similarity, labels, text);
      }
      return index < 0 ? null : new Action.SelectRef(ref, options.get(index).label(), ActionMeta.of("answer", question).withCriteria("option selected"));
    }
    if (element.role() == Role.FILE) {
      return null;
    }
    if ("number".equalsIgnoreCase(element.inputType()) || "range".equalsIgnoreCase(element.inputType()) || element.role() == Role.SPINBUTTON
        || element.role() == Role.SLIDER) {
      // a number field (a spin button or slider of any markup) takes the number of "3 years" or
      // "two": the words around it are the question's; a value with no one number ("2026-11-15",
      // "soon") is not one for it: left unplaced, never typed
      @Nullable String number = Match.numberFor(text);
      if (number == null) {
        number = Match.numberInTheQuestionsUnit(text, question);
      }
      if (number != null) {
        text = number;
      } else {
        java.math.@Nullable BigDecimal written = dev.autopilot.core.match.Values.number(Match.collapse(text));
        if (written == null) {
          return null;
        }
        if (text.codePoints().anyMatch(c -> Character.isDigit(c) && (c < '0' || c > '9'))) {
          // a number field takes the digits 0-9 alone: "٣" is written 3, as the browser reads it
          text = written.toPlainString();
        }
      }
    }
    @Nullable String keyboard = element.attribute("inputmode");
    if (("numeric".equalsIgnoreCase(keyboard) || "decimal".equalsIgnoreCase(keyboard)) && text.codePoints().noneMatch(Character::isDigit)) {
      // a text box that asks for the number keyboard takes a number spelled in words as its
      // digits ("two" is 2), as a number field does; anything else stays as written
      @Nullable String number = Match.numberFor(text);
      if (number != null) {
        text = number;
      }
    } else if ("numeric".equalsIgnoreCase(keyboard) || "decimal".equalsIgnoreCase(keyboard)) {
      // and the number of "14.5 metres" when the field asks in metres, by its question or its
      // name ("lengthMetres"): the unit is the page's, written beside the box
      String code = new Question(question, QuestionKind.TEXT, List.of(), null, null, false, element.attribute("name")).fieldNameWords();
      @Nullable String number = Match.numberInTheQuestionsUnit(text, question + " " + code);
      if (number != null) {
        text = number;
      }
    }
    dev.autopilot.core.match.ValueKind kind = dev.autopilot.core.match.ValueKind.ofInputType(element.inputType());
    if (kind.isTemporal() && !text.isBlank() && dev.autopilot.core.match.Values.forInput(kind, text) == null) {
      // a date, time, month or week input holds only a value of its kind: a text no reading makes
      // one of ("next spring") is left unplaced, never typed and refused by the browser
      return null;
    }
    if ((kind == dev.autopilot.core.match.ValueKind.DATE || kind == dev.autopilot.core.match.ValueKind.DATETIME_LOCAL)
        && dev.autopilot.core.match.Values.ambiguousDate(text)) {
      // a date input holds ISO: "08/07/1994", 8 July to a French writer and August 7 to an
      // American, is left unplaced rather than typed as a day the person may not have meant
      return null;
    }
    return new Action.TypeRef(ref, AnswerParts.inPlaceholderFormat(element, text), ActionMeta.of("answer", question).withCriteria("value matches after normalization"));
  }

  /**
   * The action as the key's rung wants it: unchanged below {@code ALTERNATE}; from there another
   * gesture, or null when there is none (the same action must not be tried a third time). A
   * gesture a remembered run on this site saw fail on the question, where another then worked,
   * starts at {@code ALTERNATE}: the remembered failure is not repeated.
   */
  private static @Nullable Action escalate(PlanningContext context, Action action) {
    SemanticKey key = SemanticKey.forAction(context.snapshot(), action);
    Escalation rung = context.escalationFor(key);
    if ((rung == Escalation.NONE || rung == Escalation.REPLAN) && context.memory().resolvedOtherwise(key.questionSignature(), action.verb())) {
      rung = Escalation.ALTERNATE;
    }
    if (rung == Escalation.NONE || rung == Escalation.REPLAN) {
      return action;
    }
    if (action instanceof Action.SetRadio r) {
      return new Action.ClickRef(r.ref(), r.meta());
    }
    if (action instanceof Action.SetCheckbox c) {
      return new Action.ClickRef(c.ref(), c.meta());
    }
    if (action instanceof Action.TypeRef t && !t.keepOpen() && t.meta().technique() == null
        && context.failures().stream().noneMatch(f -> f.semanticKey().equals(key) && f.verb().equals(t.verb() + ':' + ActionMeta.KEYBOARD))) {
      // a field that ignores a value set for it (or typed without keys) may take it key by key
      return new Action.TypeRef(t.ref(), t.text(), t.meta().withTechnique(ActionMeta.KEYBOARD));
    }
    if (action instanceof Action.SelectRef s) {
      return context.snapshot().element(s.ref())
          .flatMap(e -> e.options().stream().filter(o -> o.label().equals(s.option()) && !o.value().equals(o.label())).findFirst())
          .<Action>map(o -> new Action.SelectRef(s.ref(), o.value(), s.meta()))
          .orElse(null);
    }
    return null;
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

  /**
   * A toggle inside a group with other members says its own words; others take the group's
   * question. A field in a section about someone else ("Emergency contact") is asked with the
   * section's words before its own.
   */
  private String questionText(SemanticSnapshot snapshot, SemanticElement element) {
    Optional<ElementGroup> group = snapshot.groupOf(element);
    String text = ownQuestionText(snapshot, element);
    if (group.isEmpty() || group.get().question().isBlank() || !text.startsWith(group.get().question())) {
      return text;
    }
    return group.get().question().equals(text) || text.startsWith(group.get().question() + ": ")
        ? inItsSection(snapshot, group.get(), group.get().question()) + text.substring(group.get().question().length())
        : text;
  }

  private String ownQuestionText(SemanticSnapshot snapshot, SemanticElement element) {
    if (element.role().isToggle()) {
      Optional<ElementGroup> group = snapshot.groupOf(element);
      if (group.isEmpty() || group.get().memberRefs().size() == 1 || group.get().question().isBlank()) {
        return element.name().isBlank() ? snapshot.questionOf(element) : element.name();
      }
      return group.get().question() + ": " + element.name();
    }
    String own = ownWords(snapshot, element);
    @Nullable String section = sectionOf(snapshot, element);
    if (section != null && (SOMEONE_ELSE.aboutSomeoneElse(section) || FieldMeanings.sectionAsksWhoElse(section)) && !SOMEONE_ELSE.aboutSomeoneElse(own)
        && !pack.sectionIsThePersons(section)) {
      // "Phone" under "Emergency contact" asks for someone else's phone, "Name of the person or
      // business" under "Who owes you?" for the other party's name: the section says whose
      return section + ": " + own;
    }
    if (section != null && !section.equals(own) && pack.askedUnderSection(section, new Question(own, kindOf(element), List.of(), askedType(element), element.attribute("autocomplete"),
        element.required(), codeName(element)))) {
      // "Full name" under "Patient details", where the values speak of "Patient", "Patient DOB"
      // and "Patient phone" apart from the person's own: the section says whose
      return section + ": " + own;
    }
    if (section != null && !section.equals(own) && askedInTwoSections(snapshot).contains(Fields.askedAs(own))) {
      // "Name" under "Sender" and "Name" under "Recipient": one label asked in two sections asks
      // two things, and only the section says which
      return section + ": " + own;
    }
    return own;
  }

  /** The last snapshot read by {@link #repeated}, and the labels and group questions it found asked in two sections, each {@linkplain Fields#askedAs as asked}. */
  private volatile @Nullable RepeatedLabels repeatedLabels;

  private record RepeatedLabels(SemanticSnapshot snapshot, Set<String> labels, Set<String> groups) {}

  /** Labels seen under sections, and those seen under two or more different ones. */
  private static final class TwoSections {
    private final Map<String, String> first = new HashMap<>();
    private final Set<String> repeated = new HashSet<>();

    void see(String label, @Nullable String section) {
      if (section == null || section.isBlank() || label.isBlank() || section.equals(label)) {
        return;
      }
      // read as asked: "Phone number (optional)" under one section and "Phone number" under
      // another ask the same thing of two people
      String asked = Fields.askedAs(label);
      String seen = first.putIfAbsent(asked, section);
      if (seen != null && !seen.equals(section)) {
        repeated.add(asked);
      }
    }
  }

  /**
   * What a page asks alike under two or more different sections, read once per snapshot: the own
   * words of fields (not boxes or radios: "Name", "Phone" under "Sender" and under "Recipient";
   * "Nombre" under "Jugador/a 1" and "Jugador/a 2"), and the questions of groups by the section
   * around each ("Fecha de nacimiento" in parts under "Primer miembro" and "Segundo miembro").
   */
  private RepeatedLabels repeated(SemanticSnapshot snapshot) {
    RepeatedLabels last = repeatedLabels;
    if (last != null && last.snapshot() == snapshot) {
      return last;
    }
    TwoSections fields = new TwoSections();
    for (SemanticElement element : snapshot.elements()) {
      if (element.role().isField() && !element.role().isToggle() && element.role() != Role.RADIO) {
        fields.see(ownWords(snapshot, element), sectionOf(snapshot, element));
      }
    }
    TwoSections groups = new TwoSections();
    for (ElementGroup group : snapshot.groups()) {
      groups.see(group.question(), sectionAround(snapshot, group));
    }
    RepeatedLabels found = new RepeatedLabels(snapshot, Set.copyOf(fields.repeated), Set.copyOf(groups.repeated));
    repeatedLabels = found;
    return found;
  }

  private Set<String> askedInTwoSections(SemanticSnapshot snapshot) {
    return repeated(snapshot).labels();
  }

  /**
   * A group's question with the section around the group before it, when the page asks the same
   * group question under two or more sections ("Sexo" and "Fecha de nacimiento" in parts, under
   * "Primer miembro" and under "Segundo miembro"): only the section says whose each one is. The
   * snapshot gives a grouped field the section around its group ({@code section}); else the
   * question as it is.
   */
  private String inItsSection(SemanticSnapshot snapshot, ElementGroup group, String question) {
    if (question.isBlank() || !groupsInTwoSections(snapshot).contains(Fields.askedAs(question))) {
      return question;
    }
    @Nullable String outer = sectionAround(snapshot, group);
    return outer == null || outer.isBlank() || outer.equals(question) ? question : outer + ": " + question;
  }

  private static @Nullable String sectionAround(SemanticSnapshot snapshot, ElementGroup group) {
    return snapshot.members(group).stream().map(m -> m.attribute("section")).filter(Objects::nonNull).findFirst().orElse(null);
  }

  private Set<String> groupsInTwoSections(SemanticSnapshot snapshot) {
    return repeated(snapshot).groups();
  }

  private static @Nullable String sectionOf(SemanticSnapshot snapshot, SemanticElement element) {
    return snapshot.groupOf(element).map(ElementGroup::question).filter(q -> !q.isBlank()).orElse(element.attribute("section"));
  }

  /**
   * The element's question, or its own name when the question is a heading over several fields
   * each named apart ("Your details" over inputs whose placeholders say "Full name", "Mobile
   * number" and "Email address"): the heading names a section, each field its own question, and
   * two fields asked alike would be one question to the planner.
   */
  private static String ownWords(SemanticSnapshot snapshot, SemanticElement element) {
    String own = snapshot.questionOf(element);
    Optional<ElementGroup> group = snapshot.groupOf(element);
    if (group.isEmpty() || element.name().isBlank() || element.name().equals(own) || !own.equals(group.get().question())) {
      return own;
    }
    List<String> names = snapshot.members(group.get()).stream().filter(m -> !m.role().isToggle() && m.role().isField())
        .map(SemanticElement::name).toList();
    boolean namedApart = names.size() >= 2 && names.stream().noneMatch(String::isBlank) && names.stream().distinct().count() == names.size();
    return namedApart ? element.name() : own;
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
   * The option of a question of choices the wanted answer names ({@link Question#choiceNamed}),
   * else, for a yes or a no, the option the key it was given under names ({@link
   * Match#optionNamedByKey}: "New patient: yes" picks "I'm a new patient"), else the option the
   * answer names without the words it repeats from its key and the question ({@link
   * Match#optionNamedBesides}: "family box" for "Box size" picks "Family (4–5 people)"), else,
   * for a value its key paired, the one option wider than the person it names ({@link
   * Match#optionOfWiderAnswer}: "my grandmother" picks "Grandparent"); -1 for none.
   */
  private int choiceFor(Question question, String wanted, @Nullable String answeredBy) {
    int index = question.choiceNamed(wanted);
    if (index < 0 && answeredBy != null) {
      index = Match.optionNamedByKey(question.choices(), dataKey(answeredBy), wanted);
    }
    if (index < 0) {
      index = pairedOption(question.choices(), wanted, (answeredBy == null ? "" : keyOf(answeredBy) + " ") + question.text(), answeredBy != null);
    }
    if (index < 0 && answeredBy != null) {
      // a yes or a no said by saying again what was asked ("I'll need a hand getting it out" for
      // "Will you need a hand loading it?" offering a yes and a no)
      int p = Match.polarityByRestating(wanted, question.text());
      index = p == 0 ? -1 : Match.optionOfPolarity(question.choices(), p > 0 ? "yes" : "no");
    }
    return index >= 0 ? index : ByMeaning.option(similarity, question.choices(), wanted);
  }

  /**
   * The option a value the pack paired with a question names in the ways only placing reads (never
   * evidence of the pairing itself): without the words it repeats from what was asked ({@link
   * Match#optionNamedBesides}), else, when a key paired it, the one option wider than the person it
   * names ({@link Match#optionOfWiderAnswer}), else the one option sharing a word with it ({@link
   * Match#optionSharingAWord}); -1 for none. The one reading for radio groups and
   * selects alike.
   */
  private static int pairedOption(List<String> choices, String wanted, String asked, boolean pairedByAKey) {
    int index = Match.optionNamedBesides(choices, wanted, asked);
    if (index >= 0 || !pairedByAKey) {
      return index;
    }
    index = Match.optionOfWiderAnswer(choices, wanted);
    return index >= 0 ? index : Match.optionSharingAWord(choices, wanted, asked);
  }

  /**
   * A group of radios as one question of choices: their names, and their {@code value} attributes
   * when any radio has one (a person never sees them; a value written the same way is evidence).
   */
  private static Question radioQuestion(String text, List<SemanticElement> radios, boolean required) {
    List<String> values = radios.stream().map(r -> java.util.Objects.requireNonNullElse(r.attribute("value"), "")).toList();
    return new Question(text, QuestionKind.CHOICE, radios.stream().map(SemanticElement::name).toList(), null, null, required, groupName(radios),
        values.stream().allMatch(String::isEmpty) ? List.of() : values);
  }

  /** The {@code value}s of a select's options that are no placeholder, one per choice; empty when they are their labels. */
  private static List<String> optionValues(SemanticElement element) {
    List<SelectOption> options = element.options().stream().filter(o -> !o.isPlaceholder()).toList();
    return options.stream().allMatch(o -> o.value().equals(o.label())) ? List.of() : options.stream().map(SelectOption::value).toList();
  }

  /** What a route adds when the option was read by meaning, words having named none. */
  private static final String OPTION_BY_MEANING = " (the option nearest in meaning)";

  static int bestOption(List<String> options, String wanted) {
    return Match.bestOption(options, wanted);
  }

}
