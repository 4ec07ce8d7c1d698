package dev.autopilot.fsm;

import dev.autopilot.core.model.RunState;

/**
 * The work of one live state of the machine. A handler reads and changes the run only through
 * its two arguments: the run's fixed collaborators ({@link RunContext}) and its mutable state
 * ({@link RunLedger}). It returns what comes next; it never changes the state itself, and it
 * emits its own events (plans, actions, outcomes) through the context.
 *
 * <p>A handler may throw what its collaborators throw (an {@code AutopilotException} from the
 * browser, say); the run turns that into a stop with a {@link dev.autopilot.core.model.ManualCode}.
 */
@FunctionalInterface
interface StateHandler {

  /**
   * Does this state's work once.
   *
   * @return the next state, or a stop
   * @throws InterruptedException when interrupted while waiting (a retry's pause)
   */
  Next handle(RunContext run, RunLedger ledger) throws InterruptedException;

  /** The handler of each live state. */
  static StateHandler of(RunState state) {
    return switch (state) {
      case DISCOVER -> new DiscoverHandler();
      case ASSIST_PREFILL -> new AssistPrefillHandler();
      case VERIFY_PREFILL -> new VerifyPrefillHandler();
      case FILL -> new FillHandler();
      case VALIDATE -> new ValidateHandler();
      case SUBMIT -> new SubmitHandler();
      case VERIFY_OUTCOME -> new VerifyOutcomeHandler();
      case DONE, MANUAL_REQUIRED, PREPARED -> throw new IllegalArgumentException(state + " is final: the run ends there");
    };
  }
}
