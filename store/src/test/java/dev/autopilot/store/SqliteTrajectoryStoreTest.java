package dev.autopilot.store;

import dev.autopilot.core.memory.TrajectoryStore;
import dev.autopilot.core.memory.MemoryPolicy;
import dev.autopilot.testkit.TrajectoryStoreContract;
import dev.autopilot.testkit.MutableClock;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;

/** The TrajectoryStore contract on a SQLite store: a fresh file per test, a second store on the same file. */
class SqliteTrajectoryStoreTest extends TrajectoryStoreContract {
  @TempDir Path dir;
  private final List<Store> stores = new ArrayList<>();

  @Override
  protected TrajectoryStore newStore(MemoryPolicy policy, MutableClock clock) {
    Store store = Store.open(TestSqlite.in(dir.resolve("s" + stores.size())), clock);
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
