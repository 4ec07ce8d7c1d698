package dev.autopilot.assist;

import dev.autopilot.core.gate.ActionGate;
import dev.autopilot.core.gate.ConsentCallback;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.ActionExecutor;
import dev.autopilot.core.AssistFailureCode;
import dev.autopilot.core.AssistPlugin;
import dev.autopilot.core.AssistResult;
import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.match.Fields;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.DomainPack;
import java.net.URI;
import java.util.List;

/** Fills what a domain pack answers, in one pass, like a browser autofill. */
final class ProfileAutofillAssist implements AssistPlugin {
  private final DomainPack pack;
  private final Planner planner;
  private final ActionExecutor executor;

  ProfileAutofillAssist(DomainPack pack, ActionExecutor executor) {
    this.pack = requireNonNull(pack, "pack");
    this.planner = Planner.rules(pack);
    this.executor = requireNonNull(executor, "executor");
  }

  @Override
  public String name() {
    return "profile-autofill";
  }

  @Override
  public boolean isAvailable(BrowserSession session, SemanticSnapshot snapshot) {
    return snapshot.elements().stream().anyMatch(e -> Fields.askable(e) && (e.role() == Role.TEXTBOX || e.role() == Role.COMBOBOX));
  }

  @Override
  public AssistResult prefill(SnapshotPipeline page, SemanticSnapshot snapshot) {
    Task task = Task.of("prefill with " + pack.name(), URI.create(snapshot.page().url()));
    ActionPlan plan = planner.plan(new PlanningContext(task, RunState.ASSIST_PREFILL, snapshot, List.of()));
    int filled = 0;
    int failed = 0;
    for (Action action : plan.actions()) {
      if (!(action instanceof Action.TypeRef || action instanceof Action.SelectRef || action instanceof Action.SetCheckbox)) {
        continue;
      }
      if (!ActionGate.check(action, snapshot, pack.consent(), ConsentCallback.refuseAll()).allowed()) {
        // what needs the person (a commitment, a trap) is left to the run, whose gate asks them or stops
        continue;
      }
      try {
        ExecutionResult result = executor.execute(page, action, snapshot);
        if (result.performed()) {
          filled++;
        } else {
          failed++;
        }
      } catch (AutopilotException e) {
        if (e.code().pageUnusable()) {
          throw e;
        }
        failed++;
      }
    }
    if (filled == 0 && failed > 0) {
      return AssistResult.failed(AssistFailureCode.NOTHING_FILLED, "none of " + failed + " field(s) could be filled");
    }
    return AssistResult.attempted(filled, "filled " + filled + " field(s)" + (failed > 0 ? ", " + failed + " failed" : ""));
  }
}
