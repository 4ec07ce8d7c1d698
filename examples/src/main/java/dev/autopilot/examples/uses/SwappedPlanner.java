package dev.autopilot.examples.uses;

import dev.autopilot.classifier.OutcomeClassifiers;
import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.consent.Consent;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.core.pack.GenericPack;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.playwright.PlaywrightActionExecutor;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import dev.autopilot.playwright.PlaywrightSnapshotProvider;
import dev.autopilot.playwright.PlaywrightVerifier;
import java.net.URI;
import java.util.List;
import java.util.Map;

/**
 * A planner of one's own in the stock pipeline: it answers only what the form requires, leaving
 * every optional question empty, by keeping the rule planner's actions on required questions.
 * Whatever a planner plans passes the same gate (consent, traps), submit rule and verifier.
 */
public final class SwappedPlanner {
  private SwappedPlanner() {}

  /** Plans what {@code rules} plans, less the answers to optional questions. Stateless and thread-safe. */
  public record RequiredOnly(Planner rules) implements Planner {
    @Override
    public ActionPlan plan(PlanningContext context) {
      ActionPlan plan = rules.plan(context);
      SemanticSnapshot page = context.snapshot();
      List<Action> kept = plan.actions().stream().filter(a -> a instanceof Action.Submit || answersARequiredQuestion(page, a)).toList();
      return new ActionPlan(kept, "required questions only; " + plan.rationale(), plan.source(), plan.unresolved(), plan.routes(), plan.closestKeys());
    }

    /**
     * The consent the gate in front of the executor holds this planner's ticks to: the wrapped
     * planner's (its pack's). A planner that said nothing here would consent to nothing.
     */
    @Override
    public Consent consent() {
      return rules.consent();
    }

    private static boolean answersARequiredQuestion(SemanticSnapshot page, Action action) {
      String ref = action.targetRef();
      SemanticElement target = ref == null ? null : page.element(ref).orElse(null);
      return target != null && (target.required() || page.groupOf(target).map(ElementGroup::required).orElse(false));
    }
  }

  /** Fills the form at {@code form} with what {@code pack} answers, required questions only. */
  public static RunResult fillRequiredOnly(PlaywrightBrowser browser, URI form, DomainPack pack) {
    Orchestrator autopilot = Orchestrator.builder()
        .snapshotProvider(PlaywrightSnapshotProvider.create())
        .planner(new RequiredOnly(Planner.rules(pack)))
        .executor(PlaywrightActionExecutor.create())
        .verifier(PlaywrightVerifier.create())
        .classifier(OutcomeClassifiers.rules())
        .build();
    try (PlaywrightBrowserSession session = browser.newSession()) {
      return autopilot.run(session, Task.of("Fill in the required questions", form));
    }
  }

  public static void main(String[] args) {
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch()) {
      DomainPack values = GenericPack.of(Map.of("name", "Ada Lovelace", "email", "ada@example.org", "Comments", "none"));
      System.out.println(fillRequiredOnly(browser, URI.create(args[0]), values).finalState());
    }
  }
}
