package dev.autopilot.core.proof;

import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/** What the judgements of this package share: evidence text cut to a bound, elements that changed state. */
final class Changes {
  /** The most characters an evidence value keeps. */
  static final int EVIDENCE_CHARS = 200;

  private Changes() {}

  static @Nullable String cut(@Nullable String s) {
    return s == null || s.length() <= EVIDENCE_CHARS ? s : s.substring(0, EVIDENCE_CHARS);
  }

  /** How many elements of both snapshots, {@code except} left out, changed their checked state, value or options. */
  static int changedElements(SemanticSnapshot before, SemanticSnapshot after, String except) {
    Map<String, SemanticElement> was = new HashMap<>();
    for (SemanticElement e : before.elements()) {
      was.put(e.ref(), e);
    }
    int changed = 0;
    for (SemanticElement e : after.elements()) {
      SemanticElement old = was.get(e.ref());
      if (old != null && !e.ref().equals(except)
          && !(Objects.equals(old.checked(), e.checked()) && Objects.equals(old.value(), e.value()) && old.options().equals(e.options()))) {
        changed++;
      }
    }
    return changed;
  }
}
