package dev.autopilot.fsm.prepare;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;

/**
 * What {@code Orchestrator.prepare} returns: the prepare run's result and its plan.
 *
 * @param result how the prepare run ended: {@link RunState#PREPARED} when the plan awaits
 *     confirmation, else {@code MANUAL_REQUIRED} with the reason (the plan then says what it needs)
 * @param plan the plan, ready to confirm when {@link PreparedPlan#ready()}
 */
public record Prepared(RunResult result, PreparedPlan plan) {
  /**
   * Checks the parts.
   *
   * @param result the prepare run's result; not null
   * @param plan the plan it left; not null, also when the run stopped early
   * @throws NullPointerException when either is null
   */
  public Prepared {
    requireNonNull(result, "result");
    requireNonNull(plan, "plan");
  }

  /**
   * Whether the plan awaits only the person's confirmation.
   *
   * @return true when the run ended {@code PREPARED} and the plan is {@linkplain
   *     PreparedPlan#ready() ready}; false means confirming it would not submit
   */
  public boolean ready() {
    return result.finalState() == RunState.PREPARED && plan.ready();
  }
}
