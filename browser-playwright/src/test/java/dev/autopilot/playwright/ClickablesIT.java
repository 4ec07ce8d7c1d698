package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ActionProof;
import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.core.pack.Question;
import java.net.URI;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Clickables without semantics: elements with an inline onclick, a listener added by script or an
 * on* property, cursor:pointer on text, or role=button appear as buttons with names; those that act
 * as the form's submit are submit candidates; the buttons of a hidden step are not offered; the
 * rule planner goes to the next step through an onclick span and submits through a div.
 */
class ClickablesIT extends BrowserTestSupport {
  private final PlaywrightActionExecutor executor = PlaywrightActionExecutor.create();
  private final PlaywrightVerifier verifier = PlaywrightVerifier.create();

  private static final DomainPack NOTHING = new DomainPack() {
    @Override
    public String name() {
      return "nothing";
    }

    @Override
    public Optional<Answer> answer(Question question) {
      return Optional.empty();
    }
  };

  @Test
  void clickablesAppearAsNamedButtons() {
    open("clickables.html");
    SemanticSnapshot s = snapshot();
    for (String name : List.of("Continue", "Send application", "Help", "Morning", "Evening", "Save draft", "Preview", "Send feedback")) {
      assertEquals(Role.BUTTON, named(s, name).role(), name + " in " + names(s));
    }
    assertTrue(named(s, "Continue").visible());
    assertFalse(named(s, "Send application").visible(), "in the hidden step");
    assertFalse(named(s, "Morning").visible(), "in the hidden step");
    List<String> all = s.elements().stream().map(SemanticElement::name).toList();
    assertEquals(1, all.stream().filter("Native"::equals).count(), "a listener on a native button's wrapper adds no second button: " + all);
    assertTrue(all.stream().noneMatch(n -> n.startsWith("A long card")), "a long text is no button's name: " + all);
    assertTrue(all.stream().noneMatch(n -> n.equals("Click me label")), "a label is no button: " + all);
    assertTrue(all.stream().noneMatch(n -> n.equals("Apply")), "a heading without a handler is no button: " + all);
    assertTrue(all.stream().noneMatch(n -> n.equals("Removed handler")), "a handler removed again makes no button: " + all);
    assertFalse(page().content().contains("autopilot"), "the watch of handlers leaves the page's markup alone");
  }

  @Test
  void onlyWhatActsAsTheFormsSubmitIsASubmitCandidate() {
    open("clickables.html");
    SemanticSnapshot s = snapshot();
    List<String> submits = s.submitCandidates().stream().map(SubmitCandidate::name).toList();
    assertEquals(List.of("Send application"), submits, "after the last field, reads as a submit; not 'Send feedback' outside the form");
  }

  @Test
  void aPlainButtonIsTheSubmitOnlyAfterTheFieldsOfAFormWithoutANativeSubmit() {
    open("plain-buttons.html");
    SemanticSnapshot s = snapshot();
    List<String> submits = s.submitCandidates().stream().map(SubmitCandidate::name).toList();
    assertEquals(List.of("Sign up", "Place order"), submits,
        "'Sign up' sends fields without a form; not 'Need help?', not 'Apply coupon' beside a native submit, not 'Send a copy' before its field");
  }

  @Test
  void theRulePlannerGoesOnThroughASpanAndSubmitsThroughADiv() {
    open("clickables.html");
    SemanticSnapshot s = snapshot();
    ActionPlan first = plan(s);
    Action next = first.actions().get(0);
    assertTrue(next instanceof Action.ClickRef, first.rationale());
    assertEquals(named(s, "Continue").ref(), next.targetRef(), "the hidden step's submit is never offered: " + first.rationale());
    ActionProof step = ActionProof.prove(pipeline, executor, verifier, next, s);
    assertTrue(step.verified(), step.verification().reason());

    SemanticSnapshot shown = step.after();
    assertTrue(named(shown, "Send application").visible());
    ActionPlan second = plan(shown);
    Action submit = second.actions().get(0);
    assertTrue(submit instanceof Action.Submit, second.rationale());
    assertEquals(named(shown, "Send application").ref(), submit.targetRef());
    ActionProof sent = ActionProof.prove(pipeline, executor, verifier, submit, shown);
    assertTrue(sent.verified(), sent.verification().reason());
    assertEquals("Sent", page().textContent("#app"));
  }

  private static ActionPlan plan(SemanticSnapshot s) {
    return Planner.rules(NOTHING).plan(new PlanningContext(Task.of("apply", URI.create(s.page().url())), RunState.SUBMIT, s, List.of()));
  }
}
