package dev.autopilot.llm.internal;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.consent.ConsentRules;
import dev.autopilot.core.gate.ActionGate;
import dev.autopilot.core.gate.GateVerdict;
import dev.autopilot.core.consent.PageText;
import dev.autopilot.core.match.Fields;
import dev.autopilot.core.match.Match;
import dev.autopilot.core.match.StepControls;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.QuestionRoute;
import dev.autopilot.core.model.Route;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import dev.autopilot.llm.LlmConfig;
import dev.autopilot.llm.PersonalData;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The program's check of a model's plan against the snapshot it was made for: every ref must be
 * on the page and answerable, every verb must fit its element, every value must come from the
 * task's data (a placeholder, or a value the person allowed to be sent, or words of the task
 * itself), every placeholder must exist and fit its field ({@link FieldFit}: an e-mail address
 * only into an e-mail field), only the run may submit or move to the next step, and the plan
 * must agree with itself (no action answers a question its rationale or its unresolved list
 * leaves open). The rules every planner obeys apply as they do to the stock planners: a field
 * whose text addresses an agent or is a honeypot ({@link PageText#isTrap}) is left alone, and
 * what ticking, choosing or pressing commits the person to is judged by the gate in front of the
 * executor ({@link ActionGate#leftForThePerson}, the rule planner's reading too, over {@link
 * ConsentRules}). What passes
 * becomes DSL actions with the placeholders filled in locally; what fails is listed for the
 * model in words that never contain a withheld value, with whatever they quote of the reply or
 * the page escaped.
 */
public final class PlanValidator {
  private static final Set<String> VERBS = Set.of("type_ref", "select_ref", "set_radio", "set_checkbox", "upload_file", "click_ref", "submit");

  private final PersonalData data;
  private final Set<LlmConfig.Share> share;
  private final String taskText;

  /**
   * A validator for one run's plans. Immutable and thread-safe.
   *
   * @param data the person's data, whose placeholders a plan may use and whose withheld values
   *     never appear in an error
   * @param share which kinds of value the model was allowed to see, and so may write literally
   * @param taskText the task's own words: a literal value found in them is allowed (compared
   *     case-insensitively)
   */
  public PlanValidator(PersonalData data, Set<LlmConfig.Share> share, String taskText) {
    this.data = requireNonNull(data, "data");
    this.share = Set.copyOf(share);
    this.taskText = requireNonNull(taskText, "taskText").toLowerCase(Locale.ROOT);
  }



  /**
   * The outcome of a validation.
   *
   * @param actions the valid actions, placeholders filled
   * @param routes one route per answered question
   * @param unresolved the questions the model left open that are on the page
   * @param errors what was wrong, one line each, for a corrective re-ask
   */
  public record Result(List<Action> actions, List<QuestionRoute> routes, List<String> unresolved, List<String> errors) {
    /**
     * Copies the lists.
     *
     * @param actions the valid actions in the reply's order; copied
     * @param routes one per answered question; copied
     * @param unresolved questions left open; copied
     * @param errors empty when the reply was valid; copied
     */
    public Result {
      actions = List.copyOf(actions);
      routes = List.copyOf(routes);
      unresolved = List.copyOf(unresolved);
      errors = List.copyOf(errors);
    }

    /**
     * Whether the reply had nothing wrong.
     *
     * @return true when {@code errors} is empty; the actions may still be empty
     */
    public boolean ok() {
      return errors.isEmpty();
    }
  }

  /**
   * Validates a reply.
   *
   * @param reply the model's plan
   * @param snapshot the page it was made for
   * @param maySubmit whether the run is in its submit state
   * @param taken refs other routes (the rules) answer already: the model's actions on them are
   *     dropped, the rules' answer stands
   * @return the actions that passed, with their routes, and in {@code errors} what was wrong
   *     with the rest
   */
  public Result validate(PlanReply reply, SemanticSnapshot snapshot, boolean maySubmit, Set<String> taken) {
    List<Action> actions = new ArrayList<>();
    List<QuestionRoute> routes = new ArrayList<>();
    List<String> errors = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    Set<String> submitRefs = new HashSet<>();
    for (SubmitCandidate c : snapshot.submitCandidates()) {
      if (c.enabled()) {
        submitRefs.add(c.ref());
      }
    }
    SelfAgreement agreement = new SelfAgreement(reply);
    int i = 0;
    for (PlanReply.Proposed p : reply.actions()) {
      i++;
      String at = "action " + i + " (" + (p.verb().isBlank() ? "no verb" : Prompts.escape(cut(p.verb()))) + " " + (p.ref().isBlank() ? "no ref" : Prompts.escape(cut(p.ref()))) + "): ";
      if (!VERBS.contains(p.verb())) {
        errors.add(at + "unknown verb; use one of " + VERBS.stream().sorted().toList());
        continue;
      }
      Optional<SemanticElement> found = snapshot.element(p.ref());
      if (found.isEmpty()) {
        errors.add(at + "ref " + (p.ref().isBlank() ? "missing" : Prompts.escape(cut(p.ref())) + " is not on the page") + "; use a ref from <page>");
        continue;
      }
      SemanticElement e = found.get();
      if (taken.contains(e.ref())) {
        continue;
      }
      if (!seen.add(e.ref())) {
        errors.add(at + "ref " + e.ref() + " is used twice; give one action per element");
        continue;
      }
      if (e.isolated()) {
        errors.add(at + e.ref() + " belongs to a foreign panel, not to the form");
        continue;
      }
      if (e.disabled()) {
        errors.add(at + e.ref() + " is disabled");
        continue;
      }
      if (!p.verb().equals("submit") && !Elements.askable(e)) {
        errors.add(at + e.ref() + " is hidden; a person could not fill it");
        continue;
      }
      if (p.verb().equals("submit") && !e.visible()) {
        errors.add(at + e.ref() + " is hidden (a step the form does not show yet?); submit with a control a person can see");
        continue;
      }
      String question = questionOf(snapshot, e);
      String error = check(p, e, snapshot, maySubmit, submitRefs);
      if (error == null) {
        error = fit(p, e, question);
      }
      if (error != null) {
        errors.add(at + error);
        continue;
      }
      if (agreement.leftOpen(e, question)) {
        errors.add(at + "the plan's own rationale or unresolved list leaves this question to the person, yet the plan answers it;"
            + " make them agree: leave it under unresolved without an action, or answer it and say so");
        continue;
      }
      Action action = toAction(p, e, snapshot, question);
      if (action == null) {
        errors.add(at + "the value does not fit " + e.ref());
        continue;
      }
      if (PageText.isTrap(question) || PageText.isTrap(e.name())) {
        // the same rule as the stock planners: page text that speaks to an agent, or a honeypot, gets no answer
        routes.add(new QuestionRoute(question, Route.MODEL, "left alone: the field's text addresses an automated agent or asks to be left blank"));
        continue;
      }
      // the one reading of consent, the rule planner's too: an optional commitment beyond the person's consent is left out;
      // a required one stays, and the gate in front of the executor asks the person or stops the run with the question
      Optional<GateVerdict> refused = ActionGate.leftForThePerson(action, snapshot, data.consent());
      if (refused.isPresent()) {
        routes.add(new QuestionRoute(question, Route.MODEL, "left for the person to decide: the model's " + p.verb() + " " + refused.get().reason()));
        continue;
      }
      actions.add(action);
      List<String> keys = PersonalData.placeholdersIn(p.value());
      routes.add(new QuestionRoute(question, Route.MODEL, "no rule answered it; the model chose " + p.verb() + describe(p),
          keys.size() == 1 && PersonalData.onlyPlaceholders(p.value()) ? keys.get(0) : null));
    }
    List<String> unresolved = new ArrayList<>();
    for (String u : reply.unresolved()) {
      String clean = u.length() <= 200 ? u : u.substring(0, 200);
      unresolved.add(data.scrub(clean, share));
    }
    return new Result(actions, routes, unresolved, errors);
  }

  private @Nullable String check(PlanReply.Proposed p, SemanticElement e, SemanticSnapshot snapshot, boolean maySubmit, Set<String> submitRefs) {
    String role = Elements.role(e);
    String value = p.value();
    List<String> unknown = data.unknownPlaceholders(value);
    if (!unknown.isEmpty()) {
      return "placeholder(s) " + unknown.stream().map(k -> "{{" + k + "}}").toList() + " do not exist; use only those of <data>";
    }
    switch (p.verb()) {
      case "type_ref" -> {
        if (!Elements.typable(e)) {
          return e.ref() + " is a " + role + "; type_ref needs a text field";
        }
        if (Fields.isSecret(e)) {
          // a password comes only from a secret the task gives, which a model never sees
          return e.ref() + " is a password field; a model never fills one: list its question under unresolved";
        }
        return valueFromData(value, e);
      }
      case "select_ref" -> {
        if (!Elements.choosable(e)) {
          return e.ref() + " is a " + role + " without options; select_ref needs a select, combobox or listbox";
        }
        String err = valueFromData(value, e);
        if (err != null) {
          return err;
        }
        List<String> labels = Elements.realOptions(e).stream().map(SelectOption::label).toList();
        return optionRead(p, e.ref(), labels, optionIndex(e, data.fill(value)));
      }
      case "set_radio" -> {
        if (!role.equals("radio")) {
          return e.ref() + " is a " + role + "; set_radio needs a radio";
        }
        String err = valueFromData(value, e);
        if (err != null) {
          return err;
        }
        List<SemanticElement> radios = radiosOf(snapshot, e);
        SemanticElement byRules = radioFor(snapshot, e, data.fill(value));
        return optionRead(p, e.ref(), radios.stream().map(SemanticElement::name).toList(), byRules == null ? -1 : radios.indexOf(byRules));
      }
      case "set_checkbox" -> {
        if (!role.equals("checkbox") && !role.equals("switch")) {
          return e.ref() + " is a " + role + "; set_checkbox needs a checkbox or switch";
        }
        if (p.checked() == null) {
          return "set_checkbox needs \"checked\": true or false";
        }
        if (p.checked()) {
          if (value.isBlank() || !PersonalData.onlyPlaceholders(value) || !Match.isYes(data.fill(value))) {
            return "checking " + e.ref() + " needs a value: a placeholder of <data> whose value says yes (consent is the person's to give)";
          }
        }
        return null;
      }
      case "upload_file" -> {
        if (!role.equals("file")) {
          return e.ref() + " is a " + role + "; upload_file needs a file input";
        }
        List<String> keys = PersonalData.placeholdersIn(value);
        if (keys.size() != 1 || !PersonalData.onlyPlaceholders(value) || data.item(keys.get(0)).map(it -> it.kind() != PersonalData.Kind.FILE).orElse(true)) {
          return "upload_file needs one file placeholder of <data> as its value";
        }
        return null;
      }
      case "click_ref" -> {
        if (submitRefs.contains(e.ref())) {
          return e.ref() + " submits the form; the run decides when to submit";
        }
        if (!role.equals("button") && !role.equals("checkbox") && !role.equals("radio") && !role.equals("switch")) {
          return "click_ref is for buttons (and toggles); " + e.ref() + " is a " + role;
        }
        if (StepControls.isNext(e.name())) {
          return e.ref() + " moves the form to its next step; the run decides when, after its own checks";
        }
        return null;
      }
      case "submit" -> {
        if (!maySubmit) {
          return "do not submit: the run submits after its own checks";
        }
        return submitRefs.contains(e.ref()) ? null : e.ref() + " is not an enabled submit control";
      }
      default -> {
        return "unknown verb";
      }
    }
  }

  /** Null when the value comes from the task's data, else why not. */
  private @Nullable String valueFromData(String value, SemanticElement e) {
    if (value.isBlank()) {
      return "a value is required for " + e.ref() + "; use a placeholder of <data>, or list the question under unresolved";
    }
    if (PersonalData.onlyPlaceholders(value)) {
      return null;
    }
    String literal = value.strip().toLowerCase(Locale.ROOT);
    for (PersonalData.Item item : data.items().values()) {
      if (PersonalData.disclosed(item, share) && item.value().strip().toLowerCase(Locale.ROOT).equals(literal)) {
        return null;
      }
    }
    if (literal.length() >= 1 && taskText.contains(literal)) {
      return null;
    }
    return "the value for " + e.ref() + " is not from the task's data; use a placeholder of <data>, or list the question under unresolved";
  }

  /**
   * Null when every item the value comes from fits the field ({@link FieldFit}), else why not.
   * A value of the task's own words comes from no item and fits where the task put it.
   */
  private @Nullable String fit(PlanReply.Proposed p, SemanticElement e, String question) {
    if (p.value().isBlank() || p.verb().equals("click_ref") || p.verb().equals("submit")) {
      return null;
    }
    List<PersonalData.Item> from = new ArrayList<>();
    if (PersonalData.onlyPlaceholders(p.value())) {
      PersonalData.placeholdersIn(p.value()).forEach(k -> data.item(k).ifPresent(from::add));
    } else {
      String literal = p.value().strip().toLowerCase(Locale.ROOT);
      data.items().values().stream().filter(it -> PersonalData.disclosed(it, share) && it.value().strip().toLowerCase(Locale.ROOT).equals(literal)).findFirst()
          .ifPresent(from::add);
    }
    FieldFit.Meaning meaning = FieldFit.meaning(e, question);
    for (PersonalData.Item item : from) {
      String why = FieldFit.misfit(item, e, meaning, question);
      if (why != null) {
        return item.placeholder() + " does not fit " + e.ref() + ": " + why
            + ". A placeholder goes only into a field that asks for its value; list the question under unresolved if none does";
      }
    }
    return null;
  }

  private static String cut(String modelText) {
    return modelText.length() <= 40 ? modelText : modelText.substring(0, 40) + "...";
  }

  private @Nullable Action toAction(PlanReply.Proposed p, SemanticElement e, SemanticSnapshot snapshot, String question) {
    String value = p.value().isBlank() ? "" : data.fill(p.value());
    return switch (p.verb()) {
      case "type_ref" -> new Action.TypeRef(e.ref(), value, ActionMeta.of("answer", question).withCriteria("value matches after normalization"));
      case "select_ref" -> {
        List<SelectOption> options = Elements.realOptions(e);
        int idx = optionIndex(e, value);
        if (idx < 0 && !p.option().isBlank()) {
          idx = exactly(options.stream().map(SelectOption::label).toList(), p.option());
        }
        yield idx < 0 ? null : new Action.SelectRef(e.ref(), options.get(idx).label(), ActionMeta.of("answer", question).withCriteria("option selected"));
      }
      case "set_radio" -> {
        SemanticElement target = radioFor(snapshot, e, value);
        if (target == null && !p.option().isBlank()) {
          List<SemanticElement> radios = radiosOf(snapshot, e);
          int idx = exactly(radios.stream().map(SemanticElement::name).toList(), p.option());
          target = idx < 0 ? null : radios.get(idx);
        }
        yield target == null ? null : new Action.SetRadio(target.ref(), ActionMeta.of("answer", question).withCriteria("target checked", "other options unchecked", "question error gone"));
      }
      case "set_checkbox" -> new Action.SetCheckbox(e.ref(), Boolean.TRUE.equals(p.checked()), ActionMeta.of("answer", question).withCriteria("checked=" + p.checked()));
      case "upload_file" -> new Action.UploadFile(e.ref(), Path.of(value), ActionMeta.of("upload", question).withCriteria("input holds a file or the page shows its name").withTimeoutMillis(10_000));
      case "click_ref" -> new Action.ClickRef(e.ref(), ActionMeta.of("click", question));
      case "submit" -> new Action.Submit(e.ref(), Action.SubmitMethod.CLICK,
          ActionMeta.of("submit", e.name().isBlank() ? "submit" : e.name()).withCriteria("submit response captured", "outcome classified").withTimeoutMillis(15_000));
      default -> null;
    };
  }

  /**
   * Null when the choice stands: the value names an option by the rules' own reading, or the
   * model names one option of these by its exact text and the rules name no other; else why not.
   * The rules' reading comes first: a model reads a value as an option only where the rules find
   * none ({@code "the city of Lyon"} as {@code "Collectivité territoriale"}; {@code "Local
   * government"} is that option by the rules' own reading).
   */
  private @Nullable String optionRead(PlanReply.Proposed p, String ref, List<String> labels, int byRules) {
    if (p.option().isBlank()) {
      return byRules >= 0 ? null
          : "no option of " + ref + " matches " + shown(p.value()) + "; when the value names one in other words or another language, give that option's exact text as \"option\"; options: "
              + Prompts.escape(String.join(" | ", labels.stream().limit(20).toList()));
    }
    int named = exactly(labels, p.option());
    if (named < 0) {
      return "\"option\" must be the exact text of one option of " + ref + "; options: " + Prompts.escape(String.join(" | ", labels.stream().limit(20).toList()));
    }
    if (byRules >= 0 && byRules != named) {
      return "the value names the option '" + Prompts.escape(labels.get(byRules)) + "' of " + ref + " in so many words; choose it, or leave the question unresolved";
    }
    return null;
  }

  /** The index of the one label that is this text, compared without case and extra spaces; -1 when none or several. */
  static int exactly(List<String> labels, String text) {
    String want = text.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    int found = -1;
    for (int i = 0; i < labels.size(); i++) {
      if (labels.get(i).strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT).equals(want)) {
        if (found >= 0) {
          return -1;
        }
        found = i;
      }
    }
    return found;
  }

  private static int optionIndex(SemanticElement e, String value) {
    List<SelectOption> options = Elements.realOptions(e);
    int idx = Elements.choose(options.stream().map(SelectOption::label).toList(), value);
    return idx >= 0 ? idx : Elements.choose(options.stream().map(SelectOption::value).toList(), value);
  }

  private static @Nullable SemanticElement radioFor(SemanticSnapshot snapshot, SemanticElement radio, String value) {
    List<SemanticElement> radios = radiosOf(snapshot, radio);
    int idx = Elements.choose(radios.stream().map(SemanticElement::name).toList(), value);
    return idx < 0 ? null : radios.get(idx);
  }

  /** The radios of a radio's group a person can press, or the radio alone when it has no group. */
  private static List<SemanticElement> radiosOf(SemanticSnapshot snapshot, SemanticElement radio) {
    Optional<ElementGroup> group = snapshot.groupOf(radio);
    return group.isEmpty() ? List.of(radio)
        : snapshot.members(group.get()).stream().filter(m -> Elements.role(m).equals("radio") && !m.disabled() && !m.isolated()).toList();
  }

  /** The question an element answers: its group's for radios, else the snapshot's reading. */
  private static String questionOf(SemanticSnapshot snapshot, SemanticElement e) {
    if (Elements.role(e).equals("radio")) {
      Optional<ElementGroup> g = snapshot.groupOf(e);
      if (g.isPresent() && !g.get().question().isBlank()) {
        return g.get().question();
      }
    }
    return snapshot.questionOf(e);
  }

  /** A value as it may be shown to the model or in events: placeholders as they are, literals only as "a literal". */
  private String shown(String value) {
    return PersonalData.onlyPlaceholders(value) ? value : "the given value";
  }

  private String describe(PlanReply.Proposed p) {
    if (p.verb().equals("set_checkbox") && p.value().isBlank()) {
      return " (" + p.checked() + ")";
    }
    if (p.value().isBlank()) {
      return "";
    }
    String with = PersonalData.onlyPlaceholders(p.value()) ? " with " + p.value() : " with a value from the task";
    return p.option().isBlank() ? with : with + ", read as the option '" + p.option() + "'";
  }
}
