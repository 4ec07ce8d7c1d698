package dev.autopilot.jobs.internal;

import com.github.kagkarlsson.scheduler.task.helper.OneTimeTask;
import com.github.kagkarlsson.scheduler.task.helper.Tasks;
import java.util.function.Consumer;

/**
 * The one db-scheduler task of the module: run the request whose id is the task instance's id.
 * Stateless; the tasks it builds are the queue's and the worker's.
 */
public final class RunTask {
  /** The task's name in db-scheduler's table. */
  public static final String NAME = "autopilot-run";

  private RunTask() {}

  /**
   * The task as a queue sees it: it only schedules, and fails any execution handed to it.
   *
   * @return a task to build a scheduler client with, never a scheduler
   */
  public static OneTimeTask<Void> forScheduling() {
    return Tasks.oneTime(NAME).execute((instance, context) -> {
      throw new IllegalStateException("a RunQueue schedules runs; a RunWorker runs them");
    });
  }

  /**
   * Builds the worker's task around the code that runs one request id.
   *
   * @return a new builder of the task named {@value #NAME}; the worker adds its failure
   *     handling and {@link #handler}
   */
  public static Tasks.OneTimeTaskBuilder<Void> builder() {
    return Tasks.oneTime(NAME);
  }

  /**
   * Adapts the code that runs a request id to db-scheduler's handler.
   *
   * @param run called with the task instance's id, which is the request's id; what it throws
   *     fails the execution, for db-scheduler's failure handler
   * @return the handler
   */
  public static com.github.kagkarlsson.scheduler.task.VoidExecutionHandler<Void> handler(Consumer<String> run) {
    return (instance, context) -> run.accept(instance.getId());
  }
}
