package dev.autopilot.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * SQLite stores for tests that need many: a data folder holding a copy of a store file migrated
 * once per JVM (a copy takes a millisecond, opening a new file migrates it). {@link
 * StoreOpenTest} opens fresh folders to test the migration itself.
 */
final class TestSqlite {
  private static Path template;

  private TestSqlite() {}

  /** The configuration of a store in {@code folder}, which gets a migrated file when it has none. */
  static synchronized StoreConfig in(Path folder) {
    try {
      if (template == null) {
        Path dir = Files.createTempDirectory("store-template");
        Store.open(StoreConfig.sqlite(dir)).close();
        template = dir.resolve(StoreConfig.SQLITE_FILE);
        dir.toFile().deleteOnExit();
        template.toFile().deleteOnExit();
      }
      Files.createDirectories(folder);
      Path file = folder.resolve(StoreConfig.SQLITE_FILE);
      if (!Files.exists(file)) {
        Files.copy(template, file);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return StoreConfig.sqlite(folder);
  }
}
