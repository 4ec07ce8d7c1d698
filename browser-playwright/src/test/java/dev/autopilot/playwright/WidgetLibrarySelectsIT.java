package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ActionProof;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import org.junit.jupiter.api.Test;

/**
 * Selects of widget libraries as they render, chosen by opening them and clicking the option a
 * person sees, proven by what the select then shows.
 *
 * <p>Ant Design's Select (rc-select): a readonly search input with role=combobox whose {@code
 * aria-controls} names a listbox kept for screen readers, zero in size and holding only the options
 * around the active one, while the options a person sees and clicks are divs of a virtual list
 * beside it, with {@code title} and {@code aria-selected} and no role; with search on, the same.
 *
 * <p>Angular Material's mat-select: a custom element with role=combobox labelled by its floating
 * label and by its own value element ({@code aria-labelledby="label value"}), a placeholder span
 * inside it while empty, the listbox panel in the CDK overlay container while open. Its question is
 * the label alone, before and after choosing; its prompt is no value.
 */
class WidgetLibrarySelectsIT extends BrowserTestSupport {
  final PlaywrightActionExecutor executor = PlaywrightActionExecutor.create();
  final PlaywrightVerifier verifier = PlaywrightVerifier.create();
  SemanticSnapshot s;

  void openAndRead(String page) {
    open(page);
    s = snapshot();
  }

  ActionProof choose(String name, String option) {
    ActionProof proof = ActionProof.prove(pipeline, executor, verifier,
        new Action.SelectRef(named(s, name).ref(), option, ActionMeta.of("answer", name)), s);
    s = proof.after();
    return proof;
  }

  @Test
  void antDesignReadonlySelectIsChosenByTheOptionAPersonSees() {
    openAndRead("widgets/antd-select.html");
    SemanticElement city = named(s, "Departure city");
    assertEquals(Role.COMBOBOX, city.role());
    assertTrue(city.value() == null || city.value().isEmpty(), "the placeholder is no value: " + city.value());

    ActionProof p = choose("Departure city", "Seville");
    assertTrue(p.verified(), why(p));
    assertEquals("sev", page().evaluate("() => window.antState.trip_city"));
    assertEquals("Seville", named(s, "Departure city").value());
    assertEquals(java.util.List.of("Lisbon", "Porto", "Madrid", "Barcelona", "Seville"),
        named(s, "Departure city").options().stream().map(dev.autopilot.core.model.SelectOption::label).toList(),
        "the options are the ones a person sees, not the few the hidden listbox holds");
  }

  @Test
  void antDesignSelectWithSearchIsChosenTheSameWay() {
    openAndRead("widgets/antd-select.html");
    ActionProof p = choose("Cabin class", "Business");
    assertTrue(p.verified(), why(p));
    assertEquals("business", page().evaluate("() => window.antState.trip_class"));
    assertEquals("Business", named(s, "Cabin class").value());
  }

  @Test
  void matSelectIsNamedByItsLabelAloneAndItsPromptIsNoValue() {
    openAndRead("widgets/mat-select.html");
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
