package dev.autopilot.fsm;

import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.Navigation;
import dev.autopilot.core.model.SentRequest;
import dev.autopilot.core.model.SubmitEffects;
import org.jspecify.annotations.Nullable;

/**
 * What a verified submit is known to have sent, for the rule that a form is never submitted twice:
 * after a request that may carry the form went out, only the site's own answer may allow another
 * submit (a validation error after a verified fix, or a refusal status under the retry policy).
 * Stateless.
 */
final class SubmitFacts {
  private SubmitFacts() {}

  /**
   * Whether the submit sent something that may carry the form to its site: a document
   * navigation or a request other than a GET. Without effects (an executor that does not report
   * them), a navigation with a response counts.
   */
  static boolean sent(@Nullable ExecutionResult submit) {
    @Nullable Navigation nav = submit == null ? null : submit.navigation();
    if (nav == null) {
      return false;
    }
    @Nullable SubmitEffects fx = nav.effects();
    if (fx == null) {
      return nav.responseStatus() != null || !nav.urlBefore().equals(nav.urlAfter());
    }
    return fx.requests().stream().anyMatch(SentRequest::mayCarryForm);
  }

  /** Whether a request that may carry the form went out and its answer was never seen. */
  static boolean mayHaveBeenSubmitted(@Nullable ExecutionResult submit) {
    @Nullable Navigation nav = submit == null ? null : submit.navigation();
    @Nullable SubmitEffects fx = nav == null ? null : nav.effects();
    return fx != null && fx.mayHaveBeenSubmitted();
  }

  /**
   * Whether the site accepted a request of the submit (one that {@linkplain SentRequest#mayCarryForm may carry the form}, answered 2xx or 3xx): a retry
   * would send the form a second time, whatever the page says. Without a submit's execution (a
   * "next" click that ended the form) nothing proves it was not accepted: true.
   */
  static boolean accepted(@Nullable ExecutionResult submit) {
    if (submit == null) {
      // a click that ended the form without a submit's watch: what it sent is not known
      return true;
    }
    @Nullable Navigation nav = submit.navigation();
    @Nullable SubmitEffects fx = nav == null ? null : nav.effects();
    if (fx == null) {
      return false;
    }
    return fx.requests().stream().anyMatch(SentRequest::carriedFormAccepted);
  }
}
