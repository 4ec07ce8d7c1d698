package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ActionProof;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Angular Material's mat-select as it renders: a custom element with role=combobox labelled by its
 * floating label and by its own value element ({@code aria-labelledby="label value"}), a
 * placeholder span inside it while empty, the listbox panel in the CDK overlay container while
 * open. Its question is the label alone, before and after choosing; its prompt is no value.
 */
class MatSelectIT extends BrowserTestSupport {
  final PlaywrightActionExecutor executor = PlaywrightActionExecutor.create();
  final PlaywrightVerifier verifier = PlaywrightVerifier.create();
  SemanticSnapshot s;

  @BeforeEach
  void openPage() {
    open("widgets/mat-select.html");
    s = snapshot();
  }

  ActionProof choose(String name, String option) {
    ActionProof proof = ActionProof.prove(pipeline, executor, verifier,
        new Action.SelectRef(named(s, name).ref(), option, ActionMeta.of("answer", name)), s);
    s = proof.after();
    return proof;
  }

  static String why(ActionProof p) {
    return p.execution().detail() + " / " + p.verification().reason() + " " + p.verification().evidence();
  }

  @Test
  void theSelectIsNamedByItsLabelAloneAndItsPromptIsNoValue() {
    SemanticElement food = named(s, "Favourite food");
    assertEquals(Role.COMBOBOX, food.role());
    assertTrue(food.value() == null || food.value().isEmpty(), "the placeholder is no value: " + food.value());

    ActionProof p = choose("Favourite food", "Pizza");
    assertTrue(p.verified(), why(p));
    assertEquals("pizza", page().evaluate("() => window.matState['mat-select-0']"));
    assertEquals("Pizza", named(s, "Favourite food").value(), "still named by its label once it shows a value");

    p = choose("Drink", "Orange juice");
    assertTrue(p.verified(), why(p));
    assertEquals("juice", page().evaluate("() => window.matState['mat-select-1']"));
    assertEquals("Orange juice", named(s, "Drink").value());
  }
}
