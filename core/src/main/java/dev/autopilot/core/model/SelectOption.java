package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

/**
 * One option of a select, combobox, listbox or datalist.
 *
 * @param label the option's visible text
 * @param value the value submitted when it is chosen (equal to the label for custom widgets)
 * @param selected whether it is currently chosen
 */
public record SelectOption(String label, String value, boolean selected) {
  public SelectOption {
    requireNonNull(label, "label");
    requireNonNull(value, "value");
  }
}
