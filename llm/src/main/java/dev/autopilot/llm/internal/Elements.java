package dev.autopilot.llm.internal;

import dev.autopilot.core.match.Fields;
import dev.autopilot.core.match.Match;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import java.util.List;

/** What the model layer needs to know about an element's role and options, in one place. */
final class Elements {
  private Elements() {}

  /** The element's role as a lower-case ARIA name. */
  public static String role(SemanticElement e) {
    return String.valueOf(e.role());
  }

  /** Whether text can be typed into it (a slider takes its number as typed text). */
  public static boolean typable(SemanticElement e) {
    return switch (role(e)) {
      case "textbox", "searchbox", "spinbutton", "slider" -> true;
      case "combobox" -> e.options().isEmpty();
      default -> false;
    };
  }

  /** Whether it offers options to choose from. */
  public static boolean choosable(SemanticElement e) {
    String r = role(e);
    return r.equals("listbox") || r.equals("combobox") && !e.options().isEmpty();
  }

  /** Whether it is a form field a question is answered with ({@link dev.autopilot.core.model.Role#isField}). */
  public static boolean field(SemanticElement e) {
    return e.role().isField();
  }

  /** Whether a person could answer it now (visible, or a file input or toggle a page hides behind a styled control). */
  public static boolean askable(SemanticElement e) {
    return Fields.askable(e);
  }

  /** The options that are real choices (not a "Select..." placeholder: {@link SelectOption#isPlaceholder}). */
  public static List<SelectOption> realOptions(SemanticElement e) {
    return e.options().stream().filter(o -> !o.isPlaceholder()).toList();
  }

  /** The index of the choice a wanted value names, by the one rule ({@link Match#bestOption}); -1 when none. */
  public static int choose(List<String> choices, String wanted) {
    return Match.bestOption(choices, wanted);
  }
}
