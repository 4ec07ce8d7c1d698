package dev.autopilot.store;

import dev.autopilot.core.memory.LocatorCacheStore;
import dev.autopilot.core.memory.MemoryPolicy;
import dev.autopilot.testkit.LocatorCacheStoreContract;
import dev.autopilot.testkit.MutableClock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;

/** The LocatorCacheStore contract on a real PostgreSQL: a fresh database per test, a second pool on the same database. */
class PostgresLocatorCacheStoreIT extends LocatorCacheStoreContract {
  private final List<Store> stores = new ArrayList<>();

  @Override
  protected LocatorCacheStore newStore(MemoryPolicy policy, MutableClock clock) {
    Store store = Store.open(TestPostgres.newDatabase(), clock);
    stores.add(store);
    return store.locatorCache(policy);
  }

  @Override
  protected Optional<LocatorCacheStore> sameStorage(LocatorCacheStore first, MemoryPolicy policy, MutableClock clock) {
    Store second = Store.open(stores.get(stores.size() - 1).config(), clock);
    stores.add(second);
    return Optional.of(second.locatorCache(policy));
  }

  @AfterEach
  void closeStores() {
    stores.forEach(Store::close);
  }
}
