package dev.autopilot.testkit;

import dev.autopilot.core.memory.LocatorCacheStore;
import dev.autopilot.core.memory.MemoryPolicy;

class InMemoryLocatorCacheStoreContractTest extends LocatorCacheStoreContract {
  @Override
  protected LocatorCacheStore newStore(MemoryPolicy policy, MutableClock clock) {
    return LocatorCacheStore.inMemory(policy, clock);
  }
}
