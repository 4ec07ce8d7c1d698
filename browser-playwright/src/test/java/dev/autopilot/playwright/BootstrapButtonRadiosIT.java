package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ActionProof;
import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.consent.Commitment;
import dev.autopilot.core.consent.Consent;
import dev.autopilot.core.gate.ActionGate;
import dev.autopilot.core.gate.ConsentCallback;
import dev.autopilot.core.gate.GateVerdict;
import dev.autopilot.core.match.Fields;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.GenericPack;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Bootstrap 5's toggle buttons ({@code input.btn-check} + {@code label.btn}, the real Bootstrap CSS
 * from its WebJar) in a {@code role="radiogroup"} of a step shown later: the inputs are clipped away
 * and take no pointer, the labels are what a person clicks. While the step is hidden, the group is
 * no question (the planner leaves it, the gate would refuse it); once shown, each radio is visible
 * through its label, planned, carried out by clicking the label and proven checked. An input
 * hidden the same way with no label, a visually hidden text field and box stay traps.
 */
class BootstrapButtonRadiosIT extends BrowserTestSupport {
  private static final Consent CONSENT = Consent.to(Commitment.TERMS, Commitment.DATA_PROCESSING);
  private final PlaywrightActionExecutor executor = PlaywrightActionExecutor.create();
  private final PlaywrightVerifier verifier = PlaywrightVerifier.create();
  private final Planner planner = Planner.rules(GenericPack.of(Map.of("First name", "Ada", "Finisher shirt size", "M"), CONSENT));
  private final Task task = Task.of("enter", URI.create("http://127.0.0.1/entry"));

  @BeforeEach
  void openPage() {
    open("widgets/bootstrap-button-radios.html");
  }

  private List<SemanticElement> shirts(SemanticSnapshot s) {
    return s.elements().stream().filter(e -> e.role() == Role.RADIO && "shirt".equals(e.attribute("name"))).toList();
  }

  private ActionPlan plan(SemanticSnapshot s) {
    return planner.plan(new PlanningContext(task, RunState.FILL, s, List.of()));
  }

  @Test
  void theRadiosOfAStepNotShownYetAreNoQuestionAndThePlannerLeavesThem() {
    SemanticSnapshot s = snapshot();
    List<SemanticElement> shirts = shirts(s);
    assertEquals(4, shirts.size(), names(s));
    for (SemanticElement r : shirts) {
      assertFalse(Fields.askable(r), "hidden with its step: " + r);
      assertEquals(GateVerdict.Kind.HIDDEN_FROM_PEOPLE,
          ActionGate.check(new Action.SetRadio(r.ref(), ActionMeta.of("answer", "Finisher shirt size")), s, CONSENT, ConsentCallback.refuseAll()).kind());
    }
    ActionPlan plan = plan(s);
    assertEquals(List.of(named(s, "First name").ref()), plan.actions().stream().map(Action::targetRef).toList(), plan.toString());
  }

  @Test
  void onceShownEachRadioIsSeenThroughItsLabelAndPressedByClickingIt() {
    page().click("#next");
    SemanticSnapshot s = snapshot();
    List<SemanticElement> shown = shirts(s).stream().filter(Fields::askable).toList();
    assertEquals(List.of("S", "M", "L"), shown.stream().map(SemanticElement::name).toList(), names(s));
    for (SemanticElement r : shown) {
      assertEquals("Finisher shirt size", s.questionOf(r));
      assertEquals(Boolean.FALSE, r.checked());
    }
    ActionPlan plan = plan(s);
    SemanticElement m = named(s, "M");
    List<Action> radios = plan.actions().stream().filter(a -> a instanceof Action.SetRadio).toList();
    assertEquals(List.of(m.ref()), radios.stream().map(Action::targetRef).toList(), plan.toString());
    assertEquals(GateVerdict.Kind.ALLOWED, ActionGate.check(radios.get(0), s, CONSENT, ConsentCallback.refuseAll()).kind());

    ActionProof proof = ActionProof.prove(pipeline, executor, verifier, radios.get(0), s);
    assertTrue(proof.execution().performed(), proof.execution().detail());
    assertTrue(proof.execution().detail().startsWith("clicked the label"), "a person clicks the label: " + proof.execution().detail());
    assertTrue(proof.verified(), proof.verification().reason() + " " + proof.verification().evidence());
    assertEquals(Boolean.TRUE, page().evaluate("() => document.getElementById('s-m').checked"));
    assertEquals(Boolean.TRUE, proof.after().element(m.ref()).orElseThrow().checked());

    SemanticElement photos = named(proof.after(), "Add the race photo package");
    assertTrue(Fields.askable(photos), "a btn-check checkbox is seen through its label too: " + photos);
  }

  @Test
  void controlsHiddenTheSameWayWithNoVisibleLabelStayTraps() {
    page().click("#next");
    SemanticSnapshot s = snapshot();
    SemanticElement robotSize = withAttribute(s, "id", "s-robot");
    SemanticElement website = withAttribute(s, "name", "website");
    SemanticElement robot = s.elements().stream().filter(e -> e.role() == Role.CHECKBOX && s.questionOf(e).startsWith("Leave this empty")).findFirst()
        .orElseThrow(() -> new AssertionError(names(s)));
    for (SemanticElement trap : List.of(robotSize, website, robot)) {
      assertFalse(trap.visible(), trap.toString());
      assertFalse(Fields.askable(trap), trap.toString());
    }
    assertEquals(GateVerdict.Kind.HIDDEN_FROM_PEOPLE,
        ActionGate.check(new Action.SetRadio(robotSize.ref(), ActionMeta.of("answer", "Finisher shirt size")), s, CONSENT, ConsentCallback.refuseAll()).kind());
    assertEquals(GateVerdict.Kind.HIDDEN_FROM_PEOPLE,
        ActionGate.check(new Action.TypeRef(website.ref(), "https://ada.dev", ActionMeta.of("answer", "Website")), s, CONSENT, ConsentCallback.refuseAll()).kind());
    ExecutionResult refused = executor.execute(pipeline, new Action.SetRadio(robotSize.ref(), ActionMeta.of("answer", null)), s);
    assertFalse(refused.performed(), "a host asking the executor directly is refused too: " + refused.detail());
    assertEquals(Boolean.FALSE, page().evaluate("() => document.getElementById('s-robot').checked"));
  }
}
