package dev.autopilot.playwright.internal.proof;

import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.Verification;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The criteria of one verification: deciding ones and informative ones, in order. Evidence values
 * are cut at {@value #EVIDENCE_CHARS} characters ({@link #cut}). Not thread-safe: one per
 * verification.
 */
final class Criteria {
  private static final int EVIDENCE_CHARS = 200;

  private final List<Evidence> all = new ArrayList<>();
  private final List<String> notes = new ArrayList<>();

  void decide(String criterion, boolean held, @Nullable String before, @Nullable String after) {
    all.add(new Evidence(criterion, held, before, after));
  }

  void inform(String criterion, boolean held, @Nullable String before, @Nullable String after) {
    all.add(Evidence.informative(criterion, held, before, after));
    if (!held) {
      notes.add(criterion + " did not hold (informative)");
    }
  }

  Verification verification(Action action) {
    Verification v = Verification.fromEvidence(action, all);
    return notes.isEmpty() ? v : new Verification(action, v.verified(), v.reason() + "; " + String.join("; ", notes), all);
  }

  static @Nullable String cut(@Nullable String s) {
    return s == null || s.length() <= EVIDENCE_CHARS ? s : s.substring(0, EVIDENCE_CHARS);
  }

  static @Nullable String str(@Nullable Boolean b) {
    return b == null ? null : b.toString();
  }
}
