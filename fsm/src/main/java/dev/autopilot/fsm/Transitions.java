package dev.autopilot.fsm;

import static dev.autopilot.core.model.RunState.ASSIST_PREFILL;
import static dev.autopilot.core.model.RunState.DISCOVER;
import static dev.autopilot.core.model.RunState.DONE;
import static dev.autopilot.core.model.RunState.FILL;
import static dev.autopilot.core.model.RunState.MANUAL_REQUIRED;
import static dev.autopilot.core.model.RunState.PREPARED;
import static dev.autopilot.core.model.RunState.SUBMIT;
import static dev.autopilot.core.model.RunState.VALIDATE;
import static dev.autopilot.core.model.RunState.VERIFY_OUTCOME;
import static dev.autopilot.core.model.RunState.VERIFY_PREFILL;
import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.RunState;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/**
 * The legal transitions of a run, as data. Every non-final state may go to
 * {@link RunState#MANUAL_REQUIRED} (a budget ran out, the browser died); the final states go
 * nowhere.
 *
 * <pre>
 * DISCOVER       -> ASSIST_PREFILL | FILL
 * ASSIST_PREFILL -> VERIFY_PREFILL | FILL | VERIFY_OUTCOME (the page submitted itself)
 * VERIFY_PREFILL -> FILL | VERIFY_OUTCOME (the page submitted itself)
 * FILL           -> FILL | VALIDATE | VERIFY_OUTCOME (the page submitted itself) | PREPARED (a prepare run reached its submit)
 * VALIDATE       -> FILL | SUBMIT | VERIFY_OUTCOME (the page submitted itself)
 * SUBMIT         -> VERIFY_OUTCOME | FILL | PREPARED (a prepare run reached its submit)
 * VERIFY_OUTCOME -> DONE | FILL (fix or replan) | DISCOVER (bounded retry)
 * </pre>
 */
public final class Transitions {
  private static final Map<RunState, Set<RunState>> LEGAL = new EnumMap<>(RunState.class);

  static {
    LEGAL.put(DISCOVER, EnumSet.of(ASSIST_PREFILL, FILL, MANUAL_REQUIRED));
    LEGAL.put(ASSIST_PREFILL, EnumSet.of(VERIFY_PREFILL, FILL, VERIFY_OUTCOME, MANUAL_REQUIRED));
    LEGAL.put(VERIFY_PREFILL, EnumSet.of(FILL, VERIFY_OUTCOME, MANUAL_REQUIRED));
    LEGAL.put(FILL, EnumSet.of(FILL, VALIDATE, VERIFY_OUTCOME, PREPARED, MANUAL_REQUIRED));
    LEGAL.put(VALIDATE, EnumSet.of(FILL, SUBMIT, VERIFY_OUTCOME, MANUAL_REQUIRED));
    LEGAL.put(SUBMIT, EnumSet.of(VERIFY_OUTCOME, FILL, PREPARED, MANUAL_REQUIRED));
    LEGAL.put(VERIFY_OUTCOME, EnumSet.of(DONE, FILL, DISCOVER, MANUAL_REQUIRED));
    LEGAL.put(DONE, EnumSet.noneOf(RunState.class));
    LEGAL.put(MANUAL_REQUIRED, EnumSet.noneOf(RunState.class));
    LEGAL.put(PREPARED, EnumSet.noneOf(RunState.class));
  }

  private Transitions() {}

  /**
   * Whether a run may go from one state to the other.
   *
   * @param from the state the run is in
   * @param to the state it would go to
   * @return true when the table allows it; always false from a final state
   */
  public static boolean isLegal(RunState from, RunState to) {
    return requireNonNull(LEGAL.get(from), "LEGAL holds every state").contains(to);
  }

  /**
   * The states a run may go to from this one; empty for final states.
   *
   * @param state any run state
   * @return an unmodifiable copy of the legal targets
   */
  public static Set<RunState> from(RunState state) {
    return Set.copyOf(requireNonNull(LEGAL.get(state), "LEGAL holds every state"));
  }

  /**
   * Checks a transition.
   *
   * @param from the state the run is in
   * @param to the state it would go to
   * @throws IllegalTransitionException when it is not legal
   */
  public static void check(RunState from, RunState to) {
    if (!isLegal(from, to)) {
      throw new IllegalTransitionException(from, to);
    }
  }
}
