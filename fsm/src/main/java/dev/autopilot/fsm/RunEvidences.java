package dev.autopilot.fsm;

import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.evidence.EvidenceRecorder;
import dev.autopilot.core.evidence.RunEvidence;
import dev.autopilot.core.model.RunResult;
import java.nio.file.Path;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Opens, starts and ends a run's {@link RunEvidence} around the run, so that evidence never
 * breaks it: whatever the recorder throws is logged and the run goes on. Stateless.
 */
final class RunEvidences {
  private static final Logger LOG = LoggerFactory.getLogger(RunEvidences.class);

  private RunEvidences() {}

  /** The run's evidence, or none when the recorder fails to open it. */
  static RunEvidence open(EvidenceRecorder recorder, String requestId) {
    try {
      return recorder.open(requestId);
    } catch (RuntimeException e) {
      LOG.warn("run {}: the evidence recorder could not open the run's evidence; the run goes on without it", requestId, e);
      return EvidenceRecorder.none().open(requestId);
    }
  }

  /** Hands the host's plan to the evidence and starts the session's trace when the evidence asks for one. */
  static void start(RunEvidence evidence, BrowserSession session, RunOptions options) {
    try {
      String plan = options.planJson();
      if (plan != null) {
        evidence.plan(plan);
      }
      if (evidence.recordsTrace() && !session.startTrace()) {
        LOG.debug("run {}: the session records no trace", options.requestId());
      }
    } catch (RuntimeException e) {
      LOG.warn("run {}: the evidence could not start: {}", options.requestId(), e.toString());
    }
  }

  /** Stops the trace (kept where the evidence says, or discarded) and finishes the evidence. */
  static void end(RunEvidence evidence, BrowserSession session, RunResult result) {
    try {
      if (evidence.recordsTrace()) {
        @Nullable Path file = evidence.traceFile(result);
        if (session.stopTrace(file) && file != null) {
          evidence.traceWritten(file);
        }
      }
    } catch (RuntimeException e) {
      LOG.warn("run {}: the trace could not be kept: {}", result.requestId(), e.toString());
    }
    try {
      evidence.finish(result);
    } catch (RuntimeException e) {
      LOG.warn("run {}: the evidence could not finish: {}", result.requestId(), e.toString());
    }
  }
}
