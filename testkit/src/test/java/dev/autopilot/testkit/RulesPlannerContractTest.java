package dev.autopilot.testkit;

import dev.autopilot.core.Planner;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import java.nio.file.Path;
import java.util.Map;

/** The rule planner with the job-application pack passes the planner contract. */
class RulesPlannerContractTest extends PlannerContract {
  static final Profile PROFILE = new Profile("Ada", "Lovelace", "ada@example.org", "+1 415 555 0100", "London, UK", Map.of(),
      Path.of("/tmp/ada-cv.pdf"), null, new Profile.WorkAuthorization(true, false), Profile.Consent.NONE, Map.of("Country", "United States"));

  @Override
  protected Planner planner() {
    return Planner.rules(JobApplicationPack.of(PROFILE));
  }

  @Override
  protected boolean deterministic() {
    return true;
  }
}
