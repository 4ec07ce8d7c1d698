package dev.autopilot.core.internal;

import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.PlanSource;
import dev.autopilot.core.pack.DomainPack;

/** Plans from a domain pack's answers. */
public final class RulePlanner implements Planner {
  private final DomainPack pack;

  public RulePlanner(DomainPack pack) {
    this.pack = java.util.Objects.requireNonNull(pack, "pack");
  }

  @Override
  public ActionPlan plan(PlanningContext context) {
    return ActionPlan.empty(pack.name(), PlanSource.RULES);
  }
}
