package dev.autopilot.examples.site;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * One question of an application form: drives both its rendering and its server-side check.
 *
 * @param name the posted name, also the control's id
 * @param kind what kind of control answers it
 * @param label the question text, with {@code *} when required
 * @param required whether an answer is required
 * @param inputType the input type of text fields ({@code text}, {@code email}, {@code tel})
 * @param autocomplete the autocomplete token, or null
 * @param choices the choices of selects and radios; a choice with an empty value is a
 *     placeholder
 * @param accept the accepted file extensions of file fields, such as {@code .pdf,.doc,.docx}
 */
record FormField(
    String name, Kind kind, String label, boolean required, String inputType, @Nullable String autocomplete,
    List<Choice> choices, String accept) {

  enum Kind {
    TEXT,
    TEXTAREA,
    SELECT,
    FILE,
    RADIOS,
    CHECKBOX
  }

  /** A choice of a select or radio group. */
  record Choice(String value, String text) {}

  static FormField text(String name, String label, boolean required, String inputType, @Nullable String autocomplete) {
    return new FormField(name, Kind.TEXT, label, required, inputType, autocomplete, List.of(), "");
  }

  static FormField textarea(String name, String label) {
    return new FormField(name, Kind.TEXTAREA, label, false, "", null, List.of(), "");
  }

  static FormField select(String name, String label, List<Choice> choices) {
    return new FormField(name, Kind.SELECT, label, true, "", null, choices, "");
  }

  static FormField file(String name, String label, String accept) {
    return new FormField(name, Kind.FILE, label, true, "", null, List.of(), accept);
  }

  static FormField yesNo(String name, String label) {
    return new FormField(name, Kind.RADIOS, label, true, "", null, List.of(new Choice("yes", "Yes"), new Choice("no", "No")), "");
  }

  static FormField checkbox(String name, String label) {
    return new FormField(name, Kind.CHECKBOX, label, true, "", null, List.of(), "");
  }

  /** Whether the value is one of the non-placeholder choices. */
  boolean offers(String value) {
    return choices.stream().anyMatch(c -> !c.value().isEmpty() && c.value().equals(value));
  }

  /** The text of the choice with this value, or null. */
  @Nullable String choiceText(String value) {
    return choices.stream().filter(c -> c.value().equals(value)).map(Choice::text).findFirst().orElse(null);
  }
}
