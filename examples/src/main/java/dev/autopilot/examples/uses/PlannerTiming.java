package dev.autopilot.examples.uses;

import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.GenericPack;
import java.net.URI;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Times a planner on snapshots built in memory, with no browser: a form of {@code n} text
 * questions built with {@link SemanticSnapshot#builder(String)} and {@link
 * SemanticElement#builder}, planned {@code rounds} times. The same builders make the snapshots
 * of a planner's own tests and of its contract kit ({@code PlannerContract.form()}).
 * {@code java PlannerTiming 400 200}.
 */
public final class PlannerTiming {
  private PlannerTiming() {}

  /** What one timing measured. */
  public record Timing(int questions, int rounds, int actionsPlanned, double medianMillis, double p90Millis) {}

  /** A form of {@code n} required text questions, "Question 1" to "Question n", and a submit button. */
  public static SemanticSnapshot form(int n) {
    SemanticSnapshot.Builder form = SemanticSnapshot.builder("http://127.0.0.1:8080/survey").title("Survey");
    for (int i = 1; i <= n; i++) {
      form.addElement(SemanticElement.builder("e" + i, Role.TEXTBOX, "Question " + i).inputType("text").required(true).value("").build());
    }
    form.addElement(SemanticElement.builder("e" + (n + 1), Role.BUTTON, "Send").inputType("submit").build());
    form.addSubmitCandidate("e" + (n + 1), "Send", true);
    return form.build();
  }

  /** Plans the form of {@code n} questions {@code rounds} times with the rule planner, answering every question. */
  public static Timing time(int n, int rounds) {
    Map<String, String> values = new LinkedHashMap<>();
    for (int i = 1; i <= n; i++) {
      values.put("Question " + i, "answer " + i);
    }
    Planner planner = Planner.rules(GenericPack.of(values));
    PlanningContext context = new PlanningContext(Task.of("Answer the survey", URI.create("http://127.0.0.1:8080/survey")), RunState.FILL, form(n), List.of());
    planner.plan(context); // warm-up
    double[] millis = new double[rounds];
    ActionPlan plan = null;
    for (int r = 0; r < rounds; r++) {
      long start = System.nanoTime();
      plan = planner.plan(context);
      millis[r] = (System.nanoTime() - start) / 1e6;
    }
    Arrays.sort(millis);
    return new Timing(n, rounds, plan == null ? 0 : plan.actions().size(), millis[rounds / 2], millis[(int) (rounds * 0.9)]);
  }

  public static void main(String[] args) {
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 400;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 200;
    System.out.println(time(n, rounds));
  }
}
