package dev.autopilot.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Before the form's last submit the run asks the planner which questions hold the page's own choice
 * while values of the task went nowhere, and sends nothing when there is one.
 */
class PageChoicesOverValuesTest {
  private static final Task TASK = Task.of("apply", URI.create(FakeForm.FORM_URL));

  /** The job pack's rules, declaring one value more ("Hives") that the planner says it placed, or not. */
  private static final class Declaring implements Planner {
    final Planner rules = Planner.rules(JobApplicationPack.of(OrchestratorTest.PROFILE));
    final boolean placed;
    final List<Set<String>> asked = new ArrayList<>();

    Declaring(boolean placed) {
      this.placed = placed;
    }

    @Override
    public ActionPlan plan(PlanningContext context) {
      return rules.plan(context);
    }

    @Override
    public Set<String> valueKeys() {
      return Set.of("Hives");
    }

    @Override
    public Set<String> valuesPlaced(SemanticSnapshot snapshot) {
      return placed ? Set.of("Hives") : Set.of();
    }

    @Override
    public List<String> pageChoicesLeft(SemanticSnapshot snapshot, Set<String> unplaced) {
      asked.add(unplaced);
      return List.of("Number of colonies you keep (the page chose '0')");
    }
  }

  private static RunResult run(FakeForm form, Planner planner) {
    return Orchestrator.builder().snapshotProvider(form).planner(planner).executor(form).verifier(form).classifier(OrchestratorTest.CLASSIFIER)
        .sleeper(d -> {}).build().run(form, TASK);
  }

  @Test
  void aPagesChoiceLeftWhileAValueWentNowhereStopsTheSubmit() {
    FakeForm form = new FakeForm();
    Declaring planner = new Declaring(false);
    RunResult result = run(form, planner);
    assertEquals(RunState.MANUAL_REQUIRED, result.finalState(), String.valueOf(result));
    assertEquals(ManualCode.UNANSWERED_REQUIRED, result.manualReason().code());
    assertEquals(0, form.submits, "nothing was sent");
    assertEquals(List.of(Set.of("Hives")), planner.asked, "asked once, with the value placed nowhere");
    assertEquals("Number of colonies you keep (the page chose '0')", result.manualReason().details().get("questions"));
    assertEquals("Hives", result.manualReason().details().get("unplaced"));
    assertTrue(result.manualReason().message().contains("\"Hives\""), result.manualReason().message());
    assertEquals(List.of("Hives"), result.unplacedValues());
  }

  @Test
  void everyValuePlacedLeavesThePagesChoicesAsTheyStand() {
    FakeForm form = new FakeForm();
    Declaring planner = new Declaring(true);
    RunResult result = run(form, planner);
    assertEquals(RunState.DONE, result.finalState(), String.valueOf(result.manualReason()));
    assertEquals(1, form.submits);
    assertTrue(planner.asked.isEmpty(), "not asked: nothing went nowhere");
  }
}
