package dev.autopilot.core.gate;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.consent.Commitment;
import dev.autopilot.core.consent.ConsentDecision;
import dev.autopilot.core.consent.ConsentRules;
import dev.autopilot.core.consent.PageText;
import dev.autopilot.core.match.LoginWall;
import dev.autopilot.core.match.StepControls;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The one gate in front of the executor: every action of a run, or of a host's loop through the
 * act API, passes it before anything happens on the page, whoever planned it. It refuses
 *
 * <ul>
 *   <li>answering a question that addresses an automated agent or tells people to leave it alone
 *       ({@link PageText#isTrap}), or filling a field hidden from people: nobody answers these;
 *   <li>typing into a sign-in's password field ({@link LoginWall#signInPassword}): a run never
 *       signs in, whatever its planner or values hold;
 *   <li>ticking, choosing or pressing what commits the person beyond the run's consent, judged
 *       from the question and the chosen option together ({@link ConsentRules#decide}): unless the
 *       {@link ConsentCallback} asks the person and they grant it.
 * </ul>
 *
 * <p>It also tells which actions are a form's submit ({@link #isSubmit}): those are counted,
 * proven and classified as the run's submit whatever state they come in, and pass the {@link
 * SubmitRule}. Stateless and thread-safe; the callback is called on the caller's thread.
 */
public final class ActionGate {
  /** What pressing a submit control may never commit to without the person; its terms are the submit's own. */
  private static final Set<Commitment> NEVER_BY_PRESSING = EnumSet.of(Commitment.MONEY, Commitment.RIGHTS, Commitment.SHARING_PERSONAL_DATA);

  private ActionGate() {}

  /**
   * Judges an action planned on a snapshot.
   *
   * @param action the action about to be carried out
   * @param snapshot the snapshot it was planned on; its refs name the targets
   * @param consent what the person consents to (the domain pack's consent)
   * @param callback asked when the action commits beyond that consent
   * @return the verdict, never null; an action whose target the snapshot does not hold is allowed
   *     (the executor reports the stale ref)
   */
  public static GateVerdict check(Action action, SemanticSnapshot snapshot, dev.autopilot.core.consent.Consent consent, ConsentCallback callback) {
    requireNonNull(action, "action");
    requireNonNull(snapshot, "snapshot");
    requireNonNull(consent, "consent");
    requireNonNull(callback, "callback");
    String ref = action.targetRef();
    Optional<SemanticElement> target = ref == null ? Optional.empty() : snapshot.element(ref);
    if (target.isEmpty()) {
      return new GateVerdict(GateVerdict.Kind.ALLOWED, "", "", Set.of(), "no target on the snapshot");
    }
    SemanticElement e = target.get();
    String question = snapshot.questionOf(e);
    String choice = choice(action, e, snapshot);
    if (fills(action, e)) {
      if (PageText.isTrap(question) || PageText.isTrap(e.questionText())) {
        return new GateVerdict(GateVerdict.Kind.TRAP, question, choice, Set.of(),
            "the question addresses an automated agent or tells people to leave it alone; page text is data, never instructions");
      }
      if (action instanceof Action.TypeRef && LoginWall.signInPassword(e, snapshot)) {
        return new GateVerdict(GateVerdict.Kind.SIGN_IN, question, choice, Set.of(),
            "the field is a sign-in's password; a run never signs in: a person does, in the browser profile the run uses");
      }
      if (!e.visible() && !(action instanceof Action.SelectRef)) {
        return new GateVerdict(GateVerdict.Kind.HIDDEN_FROM_PEOPLE, question, choice, Set.of(),
            "the field is hidden from people, who would never fill it");
      }
    }
    if (!commits(action, e)) {
      return new GateVerdict(GateVerdict.Kind.ALLOWED, question, choice, Set.of(), "an ordinary answer");
    }
    ConsentDecision decision = ConsentRules.decide(question, choice, consent);
    Set<Commitment> uncovered = EnumSet.noneOf(Commitment.class);
    uncovered.addAll(decision.uncovered());
    if (ticksALoneBox(action, e, snapshot) && !ConsentRules.readable(question)) {
      // a lone box is how a page asks for agreement; when its words cannot be read, a person decides
      uncovered.add(Commitment.UNREAD);
    }
    if (isSubmit(action, snapshot)) {
      uncovered.retainAll(NEVER_BY_PRESSING);
    }
    if (uncovered.isEmpty()) {
      return new GateVerdict(GateVerdict.Kind.ALLOWED, question, choice, decision.commitments(), decision.reason());
    }
    Optional<String> decidedBy;
    try {
      decidedBy = consent.decidedBy(question, choice, options(action, e, snapshot, choice), Set.copyOf(uncovered));
    } catch (RuntimeException ex) {
      decidedBy = Optional.empty(); // a consent that fails decides nothing; the person is asked
    }
    if (decidedBy.isPresent()) {
      return new GateVerdict(GateVerdict.Kind.DECIDED_BY_VALUES, question, choice, uncovered,
          "commits to " + ConsentRules.describe(uncovered) + "; the person decided it ahead: their value '" + decidedBy.get() + "' answers it");
    }
    boolean granted;
    try {
      granted = callback.grants(new ConsentRequest(question, choice, uncovered, snapshot.page().url()));
    } catch (RuntimeException ex) {
      granted = false;
    }
    String what = ConsentRules.describe(uncovered);
    return granted
        ? new GateVerdict(GateVerdict.Kind.GRANTED, question, choice, uncovered, "commits to " + what + "; the person granted it")
        : new GateVerdict(GateVerdict.Kind.CONSENT_REFUSED, question, choice, uncovered, "commits to " + what + ", which only the person can agree to");
  }

  /**
   * What a planner leaves out of its plan for want of consent, the one reading every planner uses
   * (the rule planner, the model plan validator): the gate's verdict with no one to ask ({@link
   * ConsentCallback#refuseAll()}) when it refuses the action's commitment and the target is
   * optional. A required target stays in the plan, so that the gate in front of the executor asks
   * the person, or the run stops with the question; traps and hidden fields are the gate's too. So
   * does a choice on a control that holds another choice the page made (a select's default, a
   * radio the page checked): leaving it out would send the page's choice in place of the one the
   * person's answer points to ("before we open" for a select preset to "During opening hours",
   * whose "Before opening (+£20)" costs money).
   *
   * @param action the action a planner is about to plan
   * @param snapshot the snapshot it plans on; its refs name the targets
   * @param consent what the person consents to (the domain pack's consent)
   * @return the refusal to note ("left for the person to decide"), or empty when the action may
   *     stay in the plan
   */
  public static Optional<GateVerdict> leftForThePerson(Action action, SemanticSnapshot snapshot, dev.autopilot.core.consent.Consent consent) {
    GateVerdict verdict = check(action, snapshot, consent, ConsentCallback.refuseAll());
    if (verdict.kind() != GateVerdict.Kind.CONSENT_REFUSED) {
      return Optional.empty();
    }
    String ref = action.targetRef();
    Optional<SemanticElement> target = ref == null ? Optional.empty() : snapshot.element(ref);
    boolean required = target.map(e -> dev.autopilot.core.match.Fields.required(snapshot, e)).orElse(false);
    boolean pageChoseAnother = target.map(e -> holdsAnotherChoice(snapshot, e, action)).orElse(false);
    return required || pageChoseAnother ? Optional.empty() : Optional.of(verdict);
  }

  /**
   * Whether the choice's control holds another option the page chose (the snapshot's {@code
   * preset}): a select's selected option that is no placeholder, a checked radio of its group.
   */
  private static boolean holdsAnotherChoice(SemanticSnapshot snapshot, SemanticElement target, Action action) {
    if (action instanceof Action.SelectRef select) {
      return dev.autopilot.core.match.Fields.holdsThePagesChoice(target)
          && target.options().stream().anyMatch(o -> o.selected() && !o.label().equals(select.option()));
    }
    if (action instanceof Action.SetRadio) {
      return snapshot.groupOf(target).map(g -> snapshot.members(g).stream()
          .anyMatch(m -> m.role() == dev.autopilot.core.model.Role.RADIO && !m.ref().equals(target.ref()) && dev.autopilot.core.match.Fields.holdsThePagesChoice(m)))
          .orElse(false);
    }
    return false;
  }

  /**
   * What ticking an unticked box would commit the person to beyond their consent, for a planner
   * that has no answer for it and notes why it stays unticked: the gate's verdict on ticking it,
   * when refused.
   *
   * @param box the unticked checkbox of {@code snapshot}
   * @param snapshot the snapshot that holds it
   * @param consent what the person consents to (the domain pack's consent)
   * @return the refusal ({@code CONSENT_REFUSED}) to note, or empty when ticking it is within the
   *     consent or the gate refuses it for another reason (a trap, a hidden box)
   */
  public static Optional<GateVerdict> tickRefused(SemanticElement box, SemanticSnapshot snapshot, dev.autopilot.core.consent.Consent consent) {
    GateVerdict verdict = check(new Action.SetCheckbox(box.ref(), true, dev.autopilot.core.model.ActionMeta.of("consent", box.questionText())), snapshot,
        consent, ConsentCallback.refuseAll());
    return verdict.kind() == GateVerdict.Kind.CONSENT_REFUSED ? Optional.of(verdict) : Optional.empty();
  }

  /**
   * Whether the action submits a form: a {@link Action.Submit}, or a click on one of the
   * snapshot's submit controls that is not a step's "next" or "back" ({@link StepControls}).
   *
   * @param action the action about to be carried out
   * @param snapshot the snapshot it was planned on, whose submit candidates are compared
   * @return true for a submit; false for every other action, and for a click on a control the
   *     snapshot does not list as a submit candidate
   */
  public static boolean isSubmit(Action action, SemanticSnapshot snapshot) {
    if (action instanceof Action.Submit) {
      return true;
    }
    if (!(action instanceof Action.ClickRef)) {
      return false;
    }
    String ref = action.targetRef();
    for (SubmitCandidate c : snapshot.submitCandidates()) {
      if (c.ref().equals(ref)) {
        return !StepControls.isNext(c.name()) && !StepControls.isBack(c.name())
            && !StepControls.NEXT_STEP_INTENT.equals(action.meta().intent());
      }
    }
    return false;
  }

  /**
   * The action as the run's submit: a click on a submit control becomes a {@link Action.Submit}
   * on the same control, so that what it sends is watched and proven like any submit; other
   * actions are returned as they are.
   *
   * @param action the action about to be carried out
   * @param snapshot the snapshot it was planned on
   * @return the submit, or {@code action} itself when it is not a click on a submit control
   */
  public static Action asSubmit(Action action, SemanticSnapshot snapshot) {
    if (action instanceof Action.ClickRef click && isSubmit(action, snapshot)) {
      return new Action.Submit(click.ref(), Action.SubmitMethod.CLICK, click.meta());
    }
    return action;
  }

  /** Whether the action puts an answer into a field (as opposed to pressing a button). */
  private static boolean fills(Action action, SemanticElement e) {
    return action instanceof Action.TypeRef || action instanceof Action.SelectRef || action instanceof Action.SetRadio
        || action instanceof Action.UploadFile || action instanceof Action.SetCheckbox box && box.checked()
        || action instanceof Action.ClickRef && isToggle(e);
  }

  /** Whether the action ticks, chooses or presses: what may commit a person. */
  private static boolean commits(Action action, SemanticElement e) {
    return action instanceof Action.SetRadio || action instanceof Action.SelectRef || action instanceof Action.ClickRef
        || action instanceof Action.Submit || action instanceof Action.SetCheckbox box && box.checked();
  }

  /** The option chosen or the control's own text, beside the question it answers. */
  private static String choice(Action action, SemanticElement e, SemanticSnapshot snapshot) {
    if (action instanceof Action.SelectRef s) {
      return s.option();
    }
    if (isToggle(e) && snapshot.groupOf(e).isEmpty()) {
      return ""; // a lone checkbox's label is its question
    }
    if (isToggle(e) && !e.name().isBlank()) {
      // an option of a group: its own words ("Workshop pass (€149)"), not its label, which a
      // snapshot may set to the group's legend ("Ticket type") and so hide the amount
      return e.name();
    }
    return e.questionText();
  }

  /**
   * Every option of the question the chosen one belongs to: a select's options, a group's members;
   * empty for a lone box, whose label is its question.
   */
  private static List<String> options(Action action, SemanticElement e, SemanticSnapshot snapshot, String choice) {
    if (choice.isBlank()) {
      return List.of();
    }
    if (action instanceof Action.SelectRef) {
      return e.options().stream().map(o -> o.label()).toList();
    }
    Optional<dev.autopilot.core.model.ElementGroup> group = snapshot.groupOf(e);
    if (group.isPresent()) {
      return snapshot.members(group.get()).stream().map(m -> isToggle(m) && !m.name().isBlank() ? m.name() : m.questionText()).toList();
    }
    return List.of(choice);
  }

  /** Whether the action ticks a checkbox or switch that belongs to no group of options. */
  private static boolean ticksALoneBox(Action action, SemanticElement e, SemanticSnapshot snapshot) {
    boolean box = e.role() == Role.CHECKBOX || e.role() == Role.SWITCH;
    boolean ticks = action instanceof Action.SetCheckbox c && c.checked() || action instanceof Action.ClickRef && !Boolean.TRUE.equals(e.checked());
    return box && ticks && snapshot.groupOf(e).isEmpty();
  }

  private static boolean isToggle(SemanticElement e) {
    return e.role() == Role.CHECKBOX || e.role() == Role.SWITCH || e.role() == Role.RADIO;
  }
}
