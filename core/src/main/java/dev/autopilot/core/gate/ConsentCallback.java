package dev.autopilot.core.gate;

/**
 * Asks the person, during a run, whether an action may commit them to something the run's consent
 * does not cover (paying, giving up a right, sharing their data, marketing, terms). The run waits
 * for the answer and goes on with it: granted, the action is carried out; refused, the run stops
 * with {@link dev.autopilot.core.model.ManualCode#CONSENT_REQUIRED}. Traps (questions that address
 * an agent, fields hidden from people) are never put to the callback: nobody answers them.
 *
 * <p>Called on the run's thread; an implementation may block (a terminal prompt, a chat message
 * awaiting a reply) and must be thread-safe when one instance serves concurrent runs. An exception
 * it throws counts as a refusal.
 */
@FunctionalInterface
public interface ConsentCallback {

  /**
   * Whether the person grants this commitment, for this one action.
   *
   * @param request what would be committed to, never null
   * @return true to carry the action out
   */
  boolean grants(ConsentRequest request);

  /**
   * {@return the default: nobody is asked, nothing beyond the run's consent is granted; one
   * shared, thread-safe instance}
   */
  static ConsentCallback refuseAll() {
    return RefuseAll.INSTANCE;
  }

  /** The stock callback that grants nothing. */
  enum RefuseAll implements ConsentCallback {
    /** The one instance. */
    INSTANCE;

    @Override
    public boolean grants(ConsentRequest request) {
      return false;
    }

    @Override
    public String toString() {
      return "ConsentCallback.refuseAll()";
    }
  }
}
