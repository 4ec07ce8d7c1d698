package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The snapshot script reads a combobox's shown text as a placeholder (no value) exactly when the
 * planners read an option of that text as one ({@link SelectOption#PLACEHOLDER_TEXT}, one source).
 * They used to differ: the script took "Pick up in store" for a placeholder and the planners took
 * "Please choose" for a choice.
 */
class PlaceholdersIT extends BrowserTestSupport {
  private static final List<String> SHOWN = List.of("Select...", "-- Select --", "— Choose one —", "Please choose", "Pick a size", "Pick up in store",
      "Selective Service", "Medium");

  @Test
  void theScriptAndThePlannersReadAPlaceholderAlike() {
    open("placeholders.html");
    SemanticSnapshot s = snapshot();
    for (int i = 0; i < SHOWN.size(); i++) {
      String text = SHOWN.get(i);
      SemanticElement combo = named(s, "c" + i);
      boolean placeholder = new SelectOption(text, text, false).isPlaceholder();
      assertEquals(placeholder ? null : text, combo.value() == null || combo.value().isEmpty() ? null : combo.value(), text);
    }
  }
}
