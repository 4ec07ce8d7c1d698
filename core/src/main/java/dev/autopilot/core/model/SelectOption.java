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
  /**
   * The text of a placeholder ("Select...", "-- Choose one --", "Please select", "Pick a size"),
   * as a regular expression both Java and the page's scripts read (the snapshot script gets it
   * from this constant), matched case-insensitively at the start of the text.
   */
  public static final String PLACEHOLDER_TEXT = "^[\\W_]*(select|choose|pick (a|an|one|your)|please (select|choose))\\b";

  private static final java.util.regex.Pattern PLACEHOLDER = java.util.regex.Pattern.compile(PLACEHOLDER_TEXT, java.util.regex.Pattern.CASE_INSENSITIVE);
  private static final java.util.regex.Pattern WORD = java.util.regex.Pattern.compile("[\\p{L}\\p{N}]");

  /**
   * Checks the option.
   *
   * @param label the visible text, not null
   * @param value the submitted value, not null (blank marks a placeholder)
   * @param selected whether it is chosen now
   * @throws NullPointerException when the label or the value is null
   */
  public SelectOption {
    requireNonNull(label, "label");
    requireNonNull(value, "value");
  }

  /**
   * Whether a text reads as a placeholder rather than an answer: see {@link #PLACEHOLDER_TEXT}.
   * "Selective Service" and "Pick up in store" are answers.
   *
   * @param text an option's or a field's text, surrounding blanks ignored
   * @return true when it starts as a placeholder does ("Select...", "Please choose")
   * @throws NullPointerException when the text is null
   */
  public static boolean placeholderText(String text) {
    return PLACEHOLDER.matcher(requireNonNull(text, "text").strip()).find();
  }

  /**
   * Whether the option is a placeholder, not a choice: its value is blank, its label holds no
   * letter or digit, or its label reads as a placeholder ({@link #placeholderText}). The one
   * reading for the rule planner, the model layer and (through {@link #PLACEHOLDER_TEXT}) the
   * snapshot script.
   *
   * @return true for a placeholder, which a planner never chooses as an answer
   */
  public boolean isPlaceholder() {
    return value.isBlank() || !WORD.matcher(label).find() || placeholderText(label);
  }
}
