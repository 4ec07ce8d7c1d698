package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.match.Match;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The executor chooses a custom listbox's option by the planners' rule ({@link Match#bestOption}
 * after an equal name), not by a unique substring: "Script" used to click "JavaScript", an option
 * no planner would have read as naming it.
 */
class OptionWordsIT extends BrowserTestSupport {
  private final PlaywrightActionExecutor executor = PlaywrightActionExecutor.create();

  private ExecutionResult select(SemanticSnapshot s, String wanted) {
    return executor.execute(pipeline, new Action.SelectRef(named(s, "Language").ref(), wanted, ActionMeta.of("answer", null)), s);
  }

  @Test
  void aWordInsideAnotherIsNoMatchForTheExecutorAsForThePlanners() {
    open("option-words.html");
    SemanticSnapshot s = snapshot();
    SemanticElement lang = named(s, "Language");
    List<String> labels = lang.options().stream().map(SelectOption::label).toList();
    assertEquals(-1, Match.bestOption(labels, "Script"));
    ExecutionResult r = select(s, "Script");
    assertFalse(r.performed(), r.detail());
    assertEquals("false", page().getAttribute("text=JavaScript", "aria-selected"));
  }

  @Test
  void theWordsRuleChoosesWhatThePlannersWould() {
    open("option-words.html");
    SemanticSnapshot s = snapshot();
    List<String> labels = named(s, "Language").options().stream().map(SelectOption::label).toList();
    assertEquals(2, Match.bestOption(labels, "rust"));
    ExecutionResult r = select(s, "rust");
    assertTrue(r.performed(), r.detail());
    assertEquals("true", page().getAttribute("text=Rust (stable)", "aria-selected"));
  }
}
