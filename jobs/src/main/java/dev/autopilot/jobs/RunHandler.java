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
  /** The run to make of this request. */
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
    public PreparedRun {
      java.util.Objects.requireNonNull(orchestrator, "orchestrator");
      java.util.Objects.requireNonNull(task, "task");
      java.util.Objects.requireNonNull(options, "options");
    }
  }
}
