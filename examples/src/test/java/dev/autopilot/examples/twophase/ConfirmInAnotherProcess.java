package dev.autopilot.examples.twophase;

import dev.autopilot.core.model.RunResult;
import dev.autopilot.fsm.prepare.Confirmation;
import dev.autopilot.fsm.prepare.PlanClaims;
import dev.autopilot.fsm.prepare.PreparedPlan;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.nio.file.Path;

/**
 * The second phase in a process of its own, as a host's worker would run it: reads the plan file,
 * launches its own browser, confirms with the phrase given and the claims folder shared with
 * other processes, and prints how the run ended ({@code DONE} or the manual code) as its last line.
 *
 * <pre>ConfirmInAnotherProcess PLAN_JSON CLAIMS_DIR PHRASE</pre>
 */
public final class ConfirmInAnotherProcess {
  private ConfirmInAnotherProcess() {}

  public static void main(String[] args) {
    PreparedPlan plan = PreparedPlan.read(Path.of(args[0]));
    RunResult result;
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(); PlaywrightBrowserSession session = browser.newSession()) {
      result = PrepareConfirmIT.autopilot(PlanClaims.inFolder(Path.of(args[1])), dev.autopilot.core.event.EventSink.noop())
          .confirm(session, plan, Confirmation.phrase(args[2]));
    }
    System.out.println(result.manualReason() == null ? result.finalState().name() : result.manualReason().code().name());
  }
}
