package dev.autopilot.jobs;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.fsm.prepare.PlanClaims;
import dev.autopilot.jobs.internal.JobTable;
import java.sql.SQLException;
import java.time.Clock;
import javax.sql.DataSource;

/**
 * {@link PlanClaims} in the shared PostgreSQL ({@code autopilot_plan_claims}, one row per plan
 * id, a unique key): every JVM on the same database sees the same claims, so a prepared plan is
 * submitted at most once across the fleet. A {@link RunWorker} confirms plans with these claims;
 * a host that confirms plans itself, beside the workers, passes one to {@code
 * Orchestrator.builder().planClaims(...)}. A claim is never released. Thread-safe.
 */
public final class PlanClaimsOnPostgres implements PlanClaims {
  private final JobTable table;

  private PlanClaimsOnPostgres(DataSource dataSource) {
    this.table = new JobTable(dataSource, Clock.systemUTC());
  }

  /**
   * Claims on this database, creating or updating the module's tables first.
   *
   * @param dataSource a PostgreSQL pool, the one the workers use, whose user may create tables;
   *     the host owns and closes it
   * @return claims shared with every worker and host on that database
   * @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} when the tables cannot be created
   */
  public static PlanClaimsOnPostgres create(DataSource dataSource) {
    RunQueue.create(requireNonNull(dataSource, "dataSource"));
    return new PlanClaimsOnPostgres(dataSource);
  }

  /** Claims on a database whose tables exist (the worker's own). */
  static PlanClaimsOnPostgres existing(DataSource dataSource) {
    return new PlanClaimsOnPostgres(dataSource);
  }

  /**
   * Claims the plan in the shared table, in one insert that at most one caller across the fleet
   * wins.
   *
   * @throws AutopilotException with {@link ErrorCode#BROWSER_EXPORT_FAILED} when the database
   *     cannot record the claim (the confirm run then ends structured and sends nothing)
   */
  @Override
  public boolean claim(String planId) {
    requireNonNull(planId, "planId");
    try {
      return table.claimPlan(planId);
    } catch (SQLException e) {
      throw new AutopilotException(ErrorCode.BROWSER_EXPORT_FAILED, "could not record the claim of plan " + planId + " in the database: " + e.getMessage(), e);
    }
  }
}
