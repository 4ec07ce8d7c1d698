package dev.autopilot.fsm;

import dev.autopilot.core.AssistFailureCode;
import dev.autopilot.core.AssistPlugin;
import dev.autopilot.core.AssistResult;
import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticSnapshot;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * ASSIST_PREFILL: offers the page to the first available assist plugin. A plugin that fails is
 * recorded and the run goes on without it; only a dead browser ends the run. Goes to
 * VERIFY_PREFILL after an invocation, to FILL when no plugin is available.
 */
final class AssistPrefillHandler implements StateHandler {
  private static final Logger LOG = LoggerFactory.getLogger(AssistPrefillHandler.class);

  @Override
  public Next handle(RunContext run, RunLedger ledger) {
    SemanticSnapshot before = run.current();
    for (AssistPlugin plugin : run.config().assistPlugins()) {
      boolean available;
      try {
        available = plugin.isAvailable(run.session(), before);
      } catch (RuntimeException e) {
        LOG.warn("assist plugin {} failed its availability check; going on without it", plugin.name(), e);
        run.emit(new RunEvent.AssistInvoked(plugin.name(), false, false, 0, "ASSIST_UNAVAILABLE", "availability check threw " + e.getClass().getSimpleName()));
        continue;
      }
      if (!available) {
        run.emit(new RunEvent.AssistInvoked(plugin.name(), false, false, 0, "ASSIST_UNAVAILABLE", "not available on this page"));
        continue;
      }
      ledger.assistAttempts++;
      AssistResult result = prefill(run, plugin, before);
      run.emit(new RunEvent.AssistInvoked(plugin.name(), true, result.attempted(), result.fieldsTouched(), Texts.codeName(result.failureCode()), result.detail()));
      ledger.assist = new RunLedger.AssistInvocation(plugin, result, before);
      return Next.go(RunState.VERIFY_PREFILL, "judge the prefill by its fill rate");
    }
    return Next.go(RunState.FILL, "no assist plugin is available; answer the questions");
  }

  private static AssistResult prefill(RunContext run, AssistPlugin plugin, SemanticSnapshot before) {
    try {
      return plugin.prefill(run.page(), before);
    } catch (AutopilotException e) {
      if (e.code().pageUnusable()) {
        throw e;
      }
      return AssistResult.failed(AssistFailureCode.ASSIST_EXCEPTION, e.code() + ": " + Texts.message(e));
    } catch (RuntimeException e) {
      return AssistResult.failed(AssistFailureCode.ASSIST_EXCEPTION, e.getClass().getSimpleName() + " from the plugin");
    }
  }
}
