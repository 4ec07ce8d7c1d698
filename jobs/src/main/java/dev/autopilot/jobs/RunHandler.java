package dev.autopilot.jobs;

import dev.autopilot.core.model.Task;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.RunOptions;

/**
 * How a worker turns a request into a run: the orchestrator (its pack, profile, planner) and the
 * task. Called on the worker's job thread, once per attempt. Must be thread-safe; may throw, which
 * ends the request {@link JobStatus#FAILED} (a request the worker cannot understand does not get
 * better on retry).
 */
@FunctionalInterface
public interface RunHandler {
  /**
   * The run to make of this request.
   *
   * @param request the request as stored: its attributes are keys (an applicant id, a pack name)
   *     the handler resolves to the profile and pipeline it keeps itself
   * @return the run to start; never null (throw instead, which ends the request {@link
   *     JobStatus#FAILED})
   */
  PreparedRun prepare(RunRequest request);

  /**
   * A run ready to start. The worker runs it with the request's id as the run's request id and
   * adds its own event sink (which notes when the run reaches the submit step) to {@code options}.
   *
   * @param orchestrator the pipeline
   * @param task what to do
   * @param options per-run sinks and evidence folder; its request id is replaced by the request's
   */
  record PreparedRun(Orchestrator orchestrator, Task task, RunOptions options) {
    /**
     * A run ready to start; every part is required.
     *
     * @param orchestrator the pipeline; for a request that confirms a plan, the worker uses a
     *     copy whose plan claims are the shared database's
     * @param task what to do
     * @param options per-run sinks and evidence folder; its request id is replaced by the
     *     request's
     */
    public PreparedRun {
      java.util.Objects.requireNonNull(orchestrator, "orchestrator");
      java.util.Objects.requireNonNull(task, "task");
      java.util.Objects.requireNonNull(options, "options");
    }
  }
}
