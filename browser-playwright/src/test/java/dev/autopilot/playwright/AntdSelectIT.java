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
 * Ant Design's Select (rc-select) as it renders: a readonly search input with role=combobox whose
 * {@code aria-controls} names a listbox kept for screen readers, zero in size and holding only the
 * options around the active one, while the options a person sees and clicks are divs of a virtual
 * list beside it, with {@code title} and {@code aria-selected} and no role. Choosing opens the
 * select and clicks the option the person sees, proven by what the select then shows; with search
 * on, the same.
 */
class AntdSelectIT extends BrowserTestSupport {
  final PlaywrightActionExecutor executor = PlaywrightActionExecutor.create();
  final PlaywrightVerifier verifier = PlaywrightVerifier.create();
  SemanticSnapshot s;

  @BeforeEach
  void openPage() {
    open("widgets/antd-select.html");
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
  void aReadonlySelectIsChosenByTheOptionAPersonSees() {
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
  void aSelectWithSearchIsChosenTheSameWay() {
    ActionProof p = choose("Cabin class", "Business");
    assertTrue(p.verified(), why(p));
    assertEquals("business", page().evaluate("() => window.antState.trip_class"));
    assertEquals("Business", named(s, "Cabin class").value());
  }
}
