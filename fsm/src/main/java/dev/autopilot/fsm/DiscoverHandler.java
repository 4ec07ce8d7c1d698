package dev.autopilot.fsm;

import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.VisionNode;
import dev.autopilot.core.model.VisionVerdict;
import java.util.Map;

/**
 * DISCOVER: opens the form (navigating first when the run starts or re-enters the form for a
 * retry), takes a snapshot, and decides: no form stops the run ({@link ManualCode#NO_FORM});
 * many empty required questions offer the page to an assist plugin (ASSIST_PREFILL, once per
 * run); otherwise FILL.
 */
final class DiscoverHandler implements StateHandler {

  @Override
  public Next handle(RunContext run, RunLedger ledger) {
    String url = ledger.navigateTo;
    if (url != null) {
      ledger.navigateTo = null;
      run.session().navigate(url);
    }
    SemanticSnapshot snap = run.snapshot("discover");
    boolean hasFields = snap.elements().stream().anyMatch(e -> !e.isolated() && e.role() != Role.LINK && e.role() != Role.BUTTON);
    if (!hasFields && snap.submitCandidates().isEmpty()) {
      VisionVerdict seen = run.vision(VisionNode.ABNORMAL_PAGE, "Is this page blank, an error page, or a challenge such as a captcha?");
      return Next.stop(run.stop(ManualCode.NO_FORM, "no form fields on " + snap.page().url() + "; check the task's start URL", null,
          seen.status() == VisionVerdict.Status.SKIPPED ? Map.of() : Map.of("vision", seen.status().name().toLowerCase(java.util.Locale.ROOT) + ": " + seen.evidence())));
    }
    Orchestrator config = run.config();
    int required = snap.requiredCount();
    if (!config.assistPlugins().isEmpty() && ledger.assistAttempts == 0 && required > 0
        && (double) snap.requiredUnfilled().size() / required >= config.assistThreshold()) {
      return Next.go(RunState.ASSIST_PREFILL, "many required questions are empty; offer the page to an assist plugin");
    }
    return Next.go(RunState.FILL, ledger.submitAttempts == 0 ? "answer the questions" : "answer the questions on the re-opened form");
  }
}
