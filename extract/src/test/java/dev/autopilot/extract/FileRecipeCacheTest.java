package dev.autopilot.extract;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

class FileRecipeCacheTest extends RecipeCacheContract {
  @TempDir Path dir;

  @Override
  RecipeCache cache() {
    return RecipeCache.files(dir);
  }
}
