package dev.autopilot.llm.internal;

import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticKey;
import java.util.List;

/** What the model layer needs to know about an element's role and options, in one place. */
public final class Elements {
  private Elements() {}

  /** The element's role as a lower-case ARIA name. */
  public static String role(SemanticElement e) {
    return String.valueOf(e.role());
  }

  /** Whether text can be typed into it. */
  public static boolean typable(SemanticElement e) {
    return switch (role(e)) {
      case "textbox", "searchbox", "spinbutton" -> true;
      case "combobox" -> e.options().isEmpty();
      default -> false;
    };
  }

  /** Whether it offers options to choose from. */
  public static boolean choosable(SemanticElement e) {
    String r = role(e);
    return r.equals("listbox") || r.equals("combobox") && !e.options().isEmpty();
  }

  /** Whether it is a form field a question is answered with. */
  public static boolean field(SemanticElement e) {
    return switch (role(e)) {
      case "textbox", "searchbox", "combobox", "listbox", "checkbox", "switch", "radio", "file", "spinbutton" -> true;
      default -> false;
    };
  }

  /** Whether a person could answer it now (visible, or a file input or toggle a page hides behind a styled control). */
  public static boolean askable(SemanticElement e) {
    return e.isAskable();
  }

  /** The options that are real choices (not a "Select..." placeholder). */
  public static List<SelectOption> realOptions(SemanticElement e) {
    return e.options().stream().filter(o -> !o.value().isBlank() && !o.label().isBlank()).filter(o -> {
      String sig = SemanticKey.questionSignature(o.label());
      return !sig.isEmpty() && !sig.startsWith("select") && !sig.startsWith("choose") && !sig.equals("please select");
    }).toList();
  }

  /**
   * The index of the choice that a wanted value names: equal signatures first, then a choice
   * starting with the value ("Yes, I am"), then a choice whose words all appear in the value
   * ("Friend" for "a friend told me"); -1 when none or more than one choice fits at that level.
   */
  public static int choose(List<String> choices, String wanted) {
    String w = SemanticKey.questionSignature(wanted);
    if (w.isEmpty()) {
      return -1;
    }
    List<String> sigs = choices.stream().map(SemanticKey::questionSignature).toList();
    int i = unique(sigs, s -> s.equals(w));
    if (i != -2) {
      return i;
    }
    i = unique(sigs, s -> s.startsWith(w + " "));
    if (i != -2) {
      return i;
    }
    String padded = " " + w + " ";
    i = unique(sigs, s -> !s.isEmpty() && padded.contains(" " + s + " "));
    return i == -2 ? -1 : i;
  }

  /** The only index matching, -1 when several match, -2 when none does. */
  private static int unique(List<String> sigs, java.util.function.Predicate<String> test) {
    int found = -2;
    for (int i = 0; i < sigs.size(); i++) {
      if (test.test(sigs.get(i))) {
        if (found >= 0) {
          return -1;
        }
        found = i;
      }
    }
    return found;
  }
}
