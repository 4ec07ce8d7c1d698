package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * What a submit gesture was seen to cause, for the verifier to prove the submit by and for the
 * run to know whether the form may have been sent.
 *
 * @param requests the requests the page sent after the gesture (static assets left out), in order
 * @param dialogs the JavaScript dialogs the page opened meanwhile, with what was done with each
 * @param before the form's state just before the gesture, or null when it could not be read
 * @param after the form's state once the page settled, or null when it could not be read
 * @param deadlineMillis how long the gesture waited at most for an outcome signal
 * @param timedOut whether that deadline passed before the page settled
 */
public record SubmitEffects(List<SentRequest> requests, List<BrowserDialog> dialogs, @Nullable FormState before, @Nullable FormState after,
    long deadlineMillis, boolean timedOut) {
  /**
   * Checks the effects and copies the lists.
   *
   * @param requests the requests sent, copied
   * @param dialogs the dialogs opened, copied
   * @param before the form's state before, or null
   * @param after the form's state after, or null
   * @param deadlineMillis the longest wait for an outcome signal, in milliseconds
   * @param timedOut whether the deadline passed
   * @throws NullPointerException when a list or an element of one is null
   */
  public SubmitEffects {
    requests = List.copyOf(requireNonNull(requests, "requests"));
    dialogs = List.copyOf(requireNonNull(dialogs, "dialogs"));
  }

  /**
   * Whether a request that {@linkplain SentRequest#mayCarryForm may carry the form} went out and its end was not seen: it was still
   * waiting for an answer when the deadline passed, or its connection dropped. The form may have
   * been submitted; only the site can tell.
   *
   * @return true when such a request went unanswered; a run must then not submit again blindly
   */
  public boolean mayHaveBeenSubmitted() {
    return requests.stream().anyMatch(SentRequest::carriedFormUnanswered);
  }
}
