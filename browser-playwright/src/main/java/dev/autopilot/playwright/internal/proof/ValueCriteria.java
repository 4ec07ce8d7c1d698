package dev.autopilot.playwright.internal.proof;

import static dev.autopilot.playwright.internal.proof.Criteria.cut;

import com.microsoft.playwright.Page;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.match.AnswerParts;
import dev.autopilot.core.match.Match;
import dev.autopilot.core.match.ValueKind;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.Verification;
import dev.autopilot.playwright.internal.snapshot.RefState;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The criteria of {@code type_ref}: the value equals the typed text by the rules of its kind
 * ({@link #typedHolds}), or a part of an answer asked in parts holds by the rules the planner split
 * it by; the popups typing opened are closed ({@link PopupCriteria}); the errors of its question
 * did not grow ({@link ErrorCriteria}). Typing that keeps its suggestions open ({@link
 * Action.TypeRef#keepOpen()}) is not required to close them. Stateless.
 */
public final class ValueCriteria {
  private ValueCriteria() {}

  /**
   * Judges typing.
   *
   * @param errors the criteria on the question's errors
   * @param pipeline the pipeline a re-read of the errors goes through
   * @param action the typing
   * @param t its target in both snapshots
   * @param live the target's live state
   * @param page the page, to read the popups typing opened
   * @param refs the page's ref state
   * @return the verification
   */
  public static Verification judge(ErrorCriteria errors, SnapshotPipeline pipeline, Action.TypeRef action, Target t, ReadBack live, Page page,
      RefState refs) {
    Criteria c = new Criteria();
    SemanticElement was = t.before();
    // A part of an answer asked in parts (a day, an area code) holds by the rules the planner split it by.
    Optional<AnswerParts.Part> part = was == null ? Optional.empty() : AnswerParts.partOf(t.beforeSnapshot(), was);
    boolean holds = part.isPresent() ? AnswerParts.holds(part.get(), action.text(), live.value()) : typedHolds(was, live, action.text());
    c.decide("value matches", holds, cut(was == null ? null : was.value()), cut(live.value()));
    // suggestions, a date picker's popup: what typing opened is closed again (issue 12); only
    // where the executor's gesture marked popups for this ref (read back with the value, no extra call)
    if (action.keepOpen()) {
      // typing that leaves its suggestions to the caller's choice: open popups are its effect
      c.inform("popups closed", true, null, "left open for choosing");
    } else if (live.marked()) {
      PopupCriteria.judge(c, page, refs, t);
    }
    errors.judge(pipeline, c, t, false);
    return c.verification(action);
  }

  /**
   * Whether a typed text holds: {@link Match#holds} for the element's {@link ValueKind}, derived
   * from the element as the snapshot before the action saw it (the rule planner derives it from
   * the same element), else from the live input's type.
   *
   * @param was the element in the snapshot before, or null when not found there
   * @param live the element's live state
   * @param wanted the typed text
   * @return whether the field holds it
   */
  public static boolean typedHolds(@Nullable SemanticElement was, ReadBack live, String wanted) {
    if (was != null) {
      return Match.holds(was, wanted, live.value());
    }
    return Match.holds(ValueKind.ofInputType(live.tag().equals("input") ? live.type() : null), wanted, live.value());
  }
}
