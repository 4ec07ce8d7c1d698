package dev.autopilot.fsm;

import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** What the fields of a page hold, compared between two snapshots of it. */
final class FieldStates {
  private FieldStates() {}

  /** The refs, in page order, of the elements of {@code after} whose value or checked state differs from the same ref in {@code before}. */
  static List<String> changed(SemanticSnapshot before, SemanticSnapshot after) {
    List<String> refs = new ArrayList<>();
    for (SemanticElement now : after.elements()) {
      before.element(now.ref()).filter(was -> changed(was, now)).ifPresent(was -> refs.add(now.ref()));
    }
    return refs;
  }

  static boolean changed(SemanticElement was, SemanticElement now) {
    return !text(was).equals(text(now)) || !Objects.equals(was.checked(), now.checked());
  }

  /** Whether the field holds nothing: no text, not checked. */
  static boolean isEmpty(SemanticElement e) {
    return text(e).isBlank() && !Boolean.TRUE.equals(e.checked());
  }

  private static String text(SemanticElement e) {
    return e.value() == null ? "" : e.value();
  }
}
