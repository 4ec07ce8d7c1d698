package dev.autopilot.core.model;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * One reading of a placeholder option. The rule planner, the model layer and the snapshot script
 * used to read it three ways: "Please choose" and "Pick a size" were choices for the planners and
 * placeholders for the script; "Selective Service" was a placeholder for the planners.
 */
class SelectOptionTest {
  @ParameterizedTest
  @ValueSource(strings = {"Select...", "-- Select --", "— Choose one —", "Please choose", "please select a size", "Pick a size", "Choose", "---"})
  void placeholders(String label) {
    assertTrue(new SelectOption(label, "x", false).isPlaceholder(), label);
  }

  @ParameterizedTest
  @ValueSource(strings = {"Selective Service", "Pick up in store", "Pickup", "Chosen by lottery", "Medium", "Selenium"})
  void choices(String label) {
    assertFalse(new SelectOption(label, label.toLowerCase(), false).isPlaceholder(), label);
  }

  @ParameterizedTest
  @ValueSource(strings = {"Medium"})
  void aBlankValueIsNoChoice(String label) {
    assertTrue(new SelectOption(label, " ", false).isPlaceholder());
  }
}
