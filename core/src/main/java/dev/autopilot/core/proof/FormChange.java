package dev.autopilot.core.proof;

import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.FormState;
import java.util.Optional;

/**
 * Whether the form a submit control belongs to is still there: removed or replaced, hidden, or
 * reset (every field a person gave a value back to the page's default) between the states read
 * just before and just after the gesture. Each is proof that the form was sent. Stateless.
 */
public final class FormChange {
  private FormChange() {}

  /**
   * What became of the form, as one deciding evidence item; empty when it is still there as it
   * was, or when there was no form before.
   *
   * @param before the form's state read just before the gesture
   * @param after its state read just after
   * @return the first that applies of "form removed or replaced", "form hidden" and "form reset",
   *     held; empty when none does
   */
  public static Optional<Evidence> of(FormState before, FormState after) {
    if (!before.formPresent()) {
      return Optional.empty();
    }
    if (!after.formPresent()) {
      return Optional.of(new Evidence("form removed or replaced", true, "present", "gone"));
    }
    if (before.formVisible() && !after.formVisible()) {
      return Optional.of(new Evidence("form hidden", true, "shown", "hidden"));
    }
    if (wasReset(before, after)) {
      return Optional.of(new Evidence("form reset", true, before.filledFields() + " field(s) filled", "all back to the page's defaults"));
    }
    return Optional.empty();
  }

  /**
   * Whether the form was reset: still there, and every field a person had given a value holds the
   * page's own default again ({@link FormState#filledFields} went from some to none). The one
   * reading of a reset, for the verifier and the outcome classifier alike.
   *
   * @param before the form's state read just before the gesture, not null
   * @param after its state read just after, not null
   * @return true when the form was reset
   */
  public static boolean wasReset(FormState before, FormState after) {
    return before.formPresent() && after.formPresent() && before.filledFields() > 0 && after.filledFields() == 0;
  }
}
