package dev.autopilot.playwright.internal.proof;

import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.playwright.PlaywrightVerifier;

/**
 * The criteria on the errors of the target's question, shared by every verb that answers one: the
 * question's visible errors must not grow. When it showed errors before: for an answer (checking
 * a radio or checkbox) they must decrease, re-read once from a fresh snapshot when the snapshot
 * after still shows them; otherwise their decrease is recorded without deciding. Immutable.
 */
public final class ErrorCriteria {
  private final boolean reread;
  private final boolean errorsMustClear;

  /**
   * @param reread whether a fresh snapshot may be taken (purpose {@value PlaywrightVerifier#REREAD})
   *     when an answered question still shows its error
   * @param errorsMustClear whether an answered question's error must be gone, else it is informative
   */
  public ErrorCriteria(boolean reread, boolean errorsMustClear) {
    this.reread = reread;
    this.errorsMustClear = errorsMustClear;
  }

  void judge(SnapshotPipeline pipeline, Criteria c, Target t, boolean answers) {
    SemanticElement was = t.before();
    SemanticElement now = t.after();
    int errorsBefore = was == null ? 0 : t.beforeSnapshot().errorsFor(was).size();
    int errorsAfter = now == null ? 0 : t.afterSnapshot().errorsFor(now).size();
    boolean deciding = answers && errorsMustClear && errorsBefore > 0;
    boolean reread = false;
    if (deciding && errorsAfter >= errorsBefore && this.reread) {
      SemanticSnapshot fresh = pipeline.take(PlaywrightVerifier.REREAD);
      SemanticElement again = fresh.element(t.ref()).orElse(null);
      errorsAfter = again == null ? errorsAfter : fresh.errorsFor(again).size();
      reread = true;
    }
    c.decide("question errors did not grow", errorsAfter <= errorsBefore, String.valueOf(errorsBefore), String.valueOf(errorsAfter));
    if (errorsBefore > 0) {
      String after = errorsAfter + (reread ? " (read again)" : "");
      if (deciding) {
        c.decide("question errors decreased", errorsAfter < errorsBefore, String.valueOf(errorsBefore), after);
      } else {
        c.inform("question errors decreased", errorsAfter < errorsBefore, String.valueOf(errorsBefore), after);
      }
    }
  }
}
