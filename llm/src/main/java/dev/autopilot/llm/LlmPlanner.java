package dev.autopilot.llm;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.model.FailureRecord;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.PlanSource;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.llm.internal.OpenQuestions;
import dev.autopilot.llm.internal.PlanPrompt;
import dev.autopilot.llm.internal.PlanReply;
import dev.autopilot.llm.internal.PlanValidator;
import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * A planner that asks a language model, once per call, for the actions that answer a page's open
 * questions, and lets the program check them before anything is done.
 *
 * <p>The prompt has labelled, delimited sections (task, state, data, page, open questions,
 * failures on this page); the page is the compact {@link
 * dev.autopilot.core.model.SnapshotText} rendering with refs, and it is data, never
 * instructions. Personal data reaches the model only as placeholders (see {@link PersonalData}),
 * unless the configuration shares a kind of it; the reply's placeholders are filled in locally.
 * The reply (structured output by JSON schema where the provider supports it) is validated
 * against the snapshot: unknown refs, verbs that do not fit their element, values not from the
 * task's data, unknown placeholders, a submit outside the submit state. Errors get one
 * corrective re-ask listing them; errors after it end in a {@link ModelException} with
 * {@link ModelFault#INVALID_PLAN} (or the reply's own fault), a {@code PLAN_INVALID} code.
 *
 * <p>Every model call is reserved and accounted in the context's {@link
 * dev.autopilot.core.ModelLedger}; a spent budget throws {@link AutopilotException} with {@link
 * ErrorCode#MODEL_BUDGET_EXHAUSTED}. Thread-safe and stateless: one instance serves many runs. Use it
 * behind {@link LlmPlanners#routing(Planner, LlmPlanner)} so that it is asked only for what the
 * rules cannot answer.
 */
public final class LlmPlanner implements Planner {
  private final ModelGateway gateway;
  private final PersonalData data;
  private final Set<LlmConfig.Share> share;

  private LlmPlanner(Builder b, ModelGateway gateway) {
    this.gateway = gateway;
    this.data = b.data;
    this.share = Set.copyOf(b.share);
  }

  /**
   * A builder, with no personal data and nothing shared.
   *
   * @return a new builder; a gateway must be set before {@link Builder#build()}
   */
  public static Builder builder() {
    return new Builder();
  }

  /** The consent of the person whose data this planner holds: the gate in front of the executor holds every action to it. */
  @Override
  public dev.autopilot.core.consent.Consent consent() {
    return data.consent();
  }

  /**
   * The data this planner may use.
   *
   * @return the data given to the builder; {@link PersonalData#none()} when none was
   */
  public PersonalData data() {
    return data;
  }

  /**
   * {@inheritDoc} The placeholder of {@code answeredBy} for the field, filled from this planner's
   * data and held to the same validation as a model's plan (fit, consent, traps): no model call.
   */
  @Override
  public java.util.Optional<dev.autopilot.core.model.Action> answerKnown(dev.autopilot.core.model.SemanticSnapshot snapshot,
      dev.autopilot.core.model.SemanticElement element, @org.jspecify.annotations.Nullable String answeredBy) {
    if (answeredBy == null) {
      return java.util.Optional.empty();
    }
    java.util.Optional<PersonalData.Item> item = data.item(answeredBy);
    String verb = switch (element.role()) {
      case TEXTBOX, SEARCHBOX, SPINBUTTON -> "type_ref";
      case COMBOBOX, LISTBOX -> "select_ref";
      case CHECKBOX, SWITCH -> "set_checkbox";
      case FILE -> "upload_file";
      default -> "";
    };
    if (item.isEmpty() || verb.isEmpty()) {
      return java.util.Optional.empty();
    }
    dev.autopilot.llm.internal.PlanReply reply = new dev.autopilot.llm.internal.PlanReply(
        List.of(new dev.autopilot.llm.internal.PlanReply.Proposed(verb, element.ref(), item.get().placeholder(), null, "")), List.of(), "");
    PlanValidator.Result result = new PlanValidator(data, share, "").validate(reply, snapshot, false, Set.of());
    return result.ok() && result.actions().size() == 1 ? java.util.Optional.of(result.actions().get(0)) : java.util.Optional.empty();
  }

  /** {@code model@1}: the prompt's and validation's version. */
  @Override
  public String version() {
    return "model@1";
  }

  @Override
  public ActionPlan plan(PlanningContext context) {
    requireNonNull(context, "context");
    return plan(context, OpenQuestions.of(context.snapshot(), Set.of()), Set.of());
  }

  /**
   * Plans only the given open questions, leaving the refs in {@code taken} (answered by another
   * route) alone.
   */
  ActionPlan plan(PlanningContext context, List<OpenQuestions.Open> open, Set<String> taken) {
    boolean maySubmit = context.state() == RunState.SUBMIT;
    String taskText = context.task().goal() + "\n" + String.join("\n", context.task().constraints().values());
    PlanValidator validator = new PlanValidator(data, share, taskText);
    List<ChatMessage> messages = new ArrayList<>();
    messages.add(SystemMessage.from(PlanPrompt.SYSTEM));
    messages.add(UserMessage.from(PlanPrompt.user(context, open.stream().map(OpenQuestions.Open::line).toList(), data, share)));
    List<String> errors = List.of();
    ModelFault fault = ModelFault.INVALID_PLAN;
    int exchanges = 0;
    for (int round = 0; round < 2; round++) {
      ModelGateway.Reply reply = gateway.call(messages, PlanPrompt.schema(), false, context.ledger());
      exchanges += reply.attempts();
      PlanReply parsed;
      try {
        parsed = PlanReply.parse(reply.text());
      } catch (IllegalArgumentException e) {
        if (reply.stoppedOther()) {
          throw new ModelException(ModelFault.REFUSED, "the model stopped without a plan (a refusal)", exchanges, null);
        }
        errors = List.of(e.getMessage());
        fault = ModelFault.MALFORMED_REPLY;
        messages.add(AiMessage.from(reply.text()));
        messages.add(UserMessage.from(PlanPrompt.reask(errors, data, share)));
        continue;
      }
      PlanValidator.Result result = validator.validate(parsed, context.snapshot(), maySubmit, taken);
      if (result.ok()) {
        return toPlan(result, open, context.failures());
      }
      errors = result.errors();
      fault = ModelFault.INVALID_PLAN;
      messages.add(AiMessage.from(reply.text()));
      messages.add(UserMessage.from(PlanPrompt.reask(errors, data, share)));
    }
    throw new ModelException(fault, fault.description() + " (2 calls): " + String.join("; ", errors), exchanges, null);
  }

  /**
   * The plan of a validated reply. Unresolved are the required open questions it leaves, and any
   * open question it leaves after an answer to it failed twice or more (the ladder's alternate
   * rung): the run gives up on that question and must say so, required or not.
   */
  private static ActionPlan toPlan(PlanValidator.Result result, List<OpenQuestions.Open> open, List<FailureRecord> failures) {
    Set<String> answered = new HashSet<>();
    result.routes().forEach(r -> answered.add(SemanticKey.questionSignature(r.question())));
    Set<String> declined = new HashSet<>();
    result.unresolved().forEach(u -> declined.add(SemanticKey.questionSignature(u)));
    Set<String> failedTwice = new HashSet<>();
    failures.stream().filter(f -> f.failures() >= 2).forEach(f -> failedTwice.add(f.semanticKey().questionSignature()));
    List<String> unresolved = new ArrayList<>();
    for (OpenQuestions.Open o : open) {
      if ((o.required() || failedTwice.contains(o.signature())) && !answered.contains(o.signature())) {
        unresolved.add(o.question());
      }
    }
    String rationale = "model: " + result.actions().size() + " question(s) answered from the task's data"
        + (unresolved.isEmpty() ? "" : ", " + unresolved.size() + " required left unresolved")
        + (declined.isEmpty() ? "" : ", " + declined.size() + " declined for want of data");
    return new ActionPlan(result.actions(), rationale, PlanSource.LLM, unresolved, result.routes());
  }

  /** Builds an {@link LlmPlanner}. Not thread-safe. */
  public static final class Builder {
    private @Nullable ModelGateway gateway;
    private PersonalData data = PersonalData.none();
    private final Set<LlmConfig.Share> share = EnumSet.noneOf(LlmConfig.Share.class);

    private Builder() {}

    /**
     * The gateway to the model. Required.
     *
     * @param gateway makes the calls, with their retries and deadline; may be shared with other
     *     model components
     * @return this builder
     */
    public Builder gateway(ModelGateway gateway) {
      this.gateway = requireNonNull(gateway, "gateway");
      return this;
    }

    /**
     * The data the plans may use, as placeholders; {@link PersonalData#none()} when not set,
     * which leaves every question unresolved.
     *
     * @param data the person's data and consent
     * @return this builder
     */
    public Builder data(PersonalData data) {
      this.data = requireNonNull(data, "data");
      return this;
    }

    /**
     * Allows a kind of personal data to be sent as it is. Adds to what was allowed before.
     *
     * @param kind the kind the model may see; identity and contact values are never sent
     * @return this builder
     */
    public Builder share(LlmConfig.Share kind) {
      share.add(requireNonNull(kind, "kind"));
      return this;
    }

    /**
     * Allows what the configuration allows ({@link LlmConfig#share()}). Adds to what was allowed
     * before.
     *
     * @param config the configuration whose sharing to take
     * @return this builder
     */
    public Builder share(LlmConfig config) {
      share.addAll(requireNonNull(config, "config").share());
      return this;
    }

    /**
     * The planner.
     *
     * @return an immutable, thread-safe planner
     * @throws IllegalStateException when no gateway was given
     */
    public LlmPlanner build() {
      if (gateway == null) {
        throw new IllegalStateException("a model gateway is required: gateway(ModelGateway.of(LlmConfig.fromEnvironment()))");
      }
      return new LlmPlanner(this, gateway);
    }
  }
}
