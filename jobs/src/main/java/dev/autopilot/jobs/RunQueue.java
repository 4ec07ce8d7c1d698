package dev.autopilot.jobs;

import static java.util.Objects.requireNonNull;

import com.github.kagkarlsson.scheduler.SchedulerClient;
import com.github.kagkarlsson.scheduler.task.helper.OneTimeTask;
import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.jobs.internal.JobTable;
import dev.autopilot.jobs.internal.RunTask;
import java.sql.SQLException;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * The fleet's queue of runs, from any JVM that reaches the shared PostgreSQL: enqueue a request,
 * read what became of it. Enqueuing schedules a db-scheduler execution whose id is the request's
 * id; a {@link RunWorker} somewhere claims it. Enqueuing the same request id again does nothing
 * (whatever the first one's state), so a host may retry an enqueue it is unsure of.
 *
 * <p>Thread-safe. Holds no connection of its own: the data source's pool does.
 */
public final class RunQueue {
  private final JobTable table;
  private final SchedulerClient scheduler;
  private final OneTimeTask<Void> task = RunTask.forScheduling();

  private RunQueue(DataSource dataSource, Clock clock) {
    this.table = new JobTable(dataSource, clock);
    this.scheduler = SchedulerClient.Builder.create(dataSource, task).tableName(JobTable.SCHEDULER_TABLE).build();
  }

  /**
   * A queue on this PostgreSQL database, creating or updating the module's tables first.
   *
   * @param dataSource a PostgreSQL pool whose user may create tables; the host owns and closes it
   * @return the queue, thread-safe; it holds no resource of its own to close
   * @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} when the tables cannot be created (the message says why)
   */
  public static RunQueue create(DataSource dataSource) {
    requireNonNull(dataSource, "dataSource");
    try {
      JobTable.migrate(dataSource);
    } catch (RuntimeException e) {
      throw new AutopilotException(ErrorCode.CONFIG_INVALID, "the run-job tables could not be created or updated: " + e.getMessage()
          + " (the jobs module needs PostgreSQL and a user that may create tables)", e);
    }
    return new RunQueue(dataSource, Clock.systemUTC());
  }

  /**
   * Queues a request unless one with its id exists.
   *
   * @param request the request; stored as it is, so its attributes hold keys, never personal data
   * @return true when it was new, false when a request with its id was already queued, running or ended
   * @throws JobStoreException when the database cannot be reached
   */
  public boolean enqueue(RunRequest request) {
    requireNonNull(request, "request");
    try {
      boolean inserted = table.insert(request);
      // also for a request queued before whose scheduling was cut short: scheduling is idempotent
      Optional<JobRecord> record = table.find(request.requestId());
      if (record.isPresent() && record.get().status() == JobStatus.QUEUED) {
        scheduler.scheduleIfNotExists(task.instance(request.requestId()), Clock.systemUTC().instant());
      }
      return inserted;
    } catch (SQLException | RuntimeException e) {
      throw new JobStoreException("could not enqueue " + request.requestId(), e);
    }
  }

  /**
   * What became of a request.
   *
   * @param requestId the id it was enqueued with
   * @return its record; empty when no request has this id
   * @throws JobStoreException when the database cannot be reached
   */
  public Optional<JobRecord> status(String requestId) {
    requireNonNull(requestId, "requestId");
    try {
      return table.find(requestId);
    } catch (SQLException e) {
      throw new JobStoreException("could not read " + requestId, e);
    }
  }

  /**
   * Every request, oldest first.
   *
   * @return every request's record, ended ones included; empty when none was ever enqueued
   * @throws JobStoreException when the database cannot be reached
   */
  public List<JobRecord> all() {
    try {
      return table.all();
    } catch (SQLException e) {
      throw new JobStoreException("could not list the run requests", e);
    }
  }
}
