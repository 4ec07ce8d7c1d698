package dev.autopilot.testkit;

import dev.autopilot.core.memory.MemoryPolicy;
import dev.autopilot.core.memory.TrajectoryStore;

class InMemoryTrajectoryStoreContractTest extends TrajectoryStoreContract {
  @Override
  protected TrajectoryStore newStore(MemoryPolicy policy, MutableClock clock) {
    return TrajectoryStore.inMemory(policy, clock);
  }
}
