package dev.autopilot.core;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.ModelUsage;
import java.util.HashSet;
import java.util.Set;

/**
 * One run's account of its model calls: what they cost and whether another may be made. The run
 * owns it and hands it to its components through {@link PlanningContext} and
 * {@link dev.autopilot.core.model.OutcomeSignals}; a component that calls a model
 * {@link #reserve(boolean) reserves} the call first and {@link #record records} the provider's
 * reported usage after it.
 *
 * <p>Thread-safe. A ledger belongs to one run; sharing one between runs shares their caps.
 */
public final class ModelLedger {
  private final ModelBudget budget;
  private int calls;
  private long inputTokens;
  private long outputTokens;
  private int visionCalls;
  private final Set<String> asked = new HashSet<>();

  private ModelLedger(ModelBudget budget) {
    this.budget = requireNonNull(budget, "budget");
  }

  /**
   * A fresh ledger with these caps.
   *
   * @param budget the caps the run is held to, not null
   * @return a ledger with nothing spent
   */
  public static ModelLedger create(ModelBudget budget) {
    return new ModelLedger(budget);
  }

  /** {@return a fresh ledger without caps, nothing spent: for components and tests outside a run} */
  public static ModelLedger unlimited() {
    return new ModelLedger(ModelBudget.unlimited());
  }

  /** {@return the caps the ledger holds calls to} */
  public ModelBudget budget() {
    return budget;
  }

  /**
   * Counts one call about to be made, after checking the caps.
   *
   * @param vision whether the call carries a screenshot
   * @throws AutopilotException with {@link ErrorCode#MODEL_BUDGET_EXHAUSTED} when the run has used its
   *     calls, its tokens, or (for a vision call) its vision calls; nothing is counted then
   */
  public synchronized void reserve(boolean vision) {
    if (calls >= budget.maxCalls()) {
      throw new AutopilotException(ErrorCode.MODEL_BUDGET_EXHAUSTED, "the run used its budget of " + budget.maxCalls() + " model calls");
    }
    if (inputTokens + outputTokens >= budget.maxTokens()) {
      throw new AutopilotException(ErrorCode.MODEL_BUDGET_EXHAUSTED, "the run used its budget of " + budget.maxTokens() + " model tokens (" + (inputTokens + outputTokens) + " spent)");
    }
    if (vision && visionCalls >= budget.maxVisionCalls()) {
      throw new AutopilotException(ErrorCode.MODEL_BUDGET_EXHAUSTED, "the run used its budget of " + budget.maxVisionCalls() + " vision calls");
    }
    calls++;
    if (vision) {
      visionCalls++;
    }
  }

  /**
   * Adds the tokens a provider reported for a call reserved before. Recording never fails for a
   * cap: a call may take the run past its token cap, and the next {@link #reserve} is refused.
   *
   * @param input the prompt tokens the provider reported, at least 0
   * @param output the completion tokens the provider reported, at least 0
   * @throws IllegalArgumentException when a count is negative; nothing is added then
   */
  public synchronized void record(long input, long output) {
    if (input < 0 || output < 0) {
      throw new IllegalArgumentException("token counts must be >= 0");
    }
    inputTokens += input;
    outputTokens += output;
  }

  /**
   * Remembers that a model was asked about a page state; true the first time for the key, false
   * after. Components use it to ask a model at most once per page state.
   *
   * @param pageStateKey the key of the page state, not null; one set of keys serves every
   *     component of the run
   * @return true when the key is new to this ledger
   */
  public synchronized boolean firstAsk(String pageStateKey) {
    return asked.add(requireNonNull(pageStateKey, "pageStateKey"));
  }

  /** {@return what was spent so far, a snapshot that later calls do not change} */
  public synchronized ModelUsage usage() {
    return new ModelUsage(calls, inputTokens, outputTokens, visionCalls);
  }

  /**
   * {@return whether a vision call could still be reserved now: vision calls, calls and tokens all
   * under their caps}
   */
  public synchronized boolean visionLeft() {
    return visionCalls < budget.maxVisionCalls() && calls < budget.maxCalls() && inputTokens + outputTokens < budget.maxTokens();
  }
}
