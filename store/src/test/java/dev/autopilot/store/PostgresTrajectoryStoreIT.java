package dev.autopilot.store;

import dev.autopilot.core.memory.TrajectoryStore;
import dev.autopilot.core.memory.MemoryPolicy;
import dev.autopilot.testkit.TrajectoryStoreContract;
import dev.autopilot.testkit.MutableClock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;

/** The TrajectoryStore contract on a real PostgreSQL: a fresh database per test, a second pool on the same database. */
class PostgresTrajectoryStoreIT extends TrajectoryStoreContract {
  private final List<Store> stores = new ArrayList<>();

  @Override
  protected TrajectoryStore newStore(MemoryPolicy policy, MutableClock clock) {
    Store store = Store.open(TestPostgres.newDatabase(), clock);
    stores.add(store);
    return store.trajectories(policy);
  }

  @Override
  protected Optional<TrajectoryStore> sameStorage(TrajectoryStore first, MemoryPolicy policy, MutableClock clock) {
    Store second = Store.open(stores.get(stores.size() - 1).config(), clock);
    stores.add(second);
    return Optional.of(second.trajectories(policy));
  }

  @AfterEach
  void closeStores() {
    stores.forEach(Store::close);
  }
}
