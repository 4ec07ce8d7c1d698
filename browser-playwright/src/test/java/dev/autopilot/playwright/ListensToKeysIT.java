package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import org.junit.jupiter.api.Test;

/**
 * Which inputs have the browser's own list, and which listen to keys, is read once
 * ({@code lib/field-kind.js}) by the snapshot and the executor. They used to disagree: the snapshot
 * took any {@code list} attribute for a datalist (a combobox the executor then refused), and the
 * executor took any {@code aria-autocomplete} (even {@code none}) for a field that suggests, typing
 * key by key and waiting for suggestions the field kind said never come.
 */
class ListensToKeysIT extends BrowserTestSupport {
  private final PlaywrightActionExecutor executor = PlaywrightActionExecutor.create();

  private ExecutionResult select(SemanticSnapshot s, String name, String option) {
    return executor.execute(pipeline, new Action.SelectRef(named(s, name).ref(), option, ActionMeta.of("answer", null)), s);
  }

  @Test
  void aListAttributeThatNamesNoDatalistIsAPlainTextField() {
    open("datalists.html");
    SemanticSnapshot s = snapshot();
    SemanticElement city = named(s, "City");
    assertEquals(Role.COMBOBOX, city.role());
    assertEquals(2, city.options().size(), city.options().toString());
    SemanticElement region = named(s, "Region");
    assertEquals(Role.TEXTBOX, region.role(), "no datalist behind the list attribute");
    assertTrue(region.options().isEmpty());
    ExecutionResult r = select(s, "Region", "North");
    assertFalse(r.performed());
    assertTrue(r.detail().contains("not a select"), r.detail());
  }

  @Test
  void theExecutorChoosesAsTheFieldKindSays() {
    open("datalists.html");
    SemanticSnapshot s = snapshot();
    ExecutionResult city = select(s, "City", "Paris");
    assertTrue(city.performed(), city.detail());
    assertEquals("typed a datalist option", city.detail());
    ExecutionResult nick = select(s, "Nickname", "Ada");
    assertFalse(nick.performed());
    assertTrue(nick.detail().contains("not a select"), "aria-autocomplete=none suggests nothing: " + nick.detail());
    assertTrue(nick.elapsedMillis() < 1_000, "no wait for suggestions: " + nick.elapsedMillis() + " ms");
  }
}
