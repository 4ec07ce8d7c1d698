package dev.autopilot.packs;

import dev.autopilot.core.Planner;
import dev.autopilot.testkit.PlannerContract;
import org.junit.jupiter.api.Nested;

/** The testkit's planner contract, for the rule planner over each pack of this module. */
class PacksPlannerContractTest {
  @Nested
  class EventRegistration extends PlannerContract {
    @Override
    protected Planner planner() {
      return Planner.rules(EventRegistrationPack.of(Attendee.parse(EventRegistrationPackTest.ADA, "ada.json")));
    }

    @Override
    protected boolean deterministic() {
      return true;
    }
  }

  @Nested
  class SupplierOnboarding extends PlannerContract {
    @Override
    protected Planner planner() {
      return Planner.rules(SupplierOnboardingPack.of(Supplier.parse(SupplierOnboardingPackTest.BABBAGE, "babbage.json")));
    }

    @Override
    protected boolean deterministic() {
      return true;
    }
  }
}
