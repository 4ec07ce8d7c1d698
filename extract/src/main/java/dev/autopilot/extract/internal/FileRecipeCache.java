package dev.autopilot.extract.internal;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.extract.Recipe;
import dev.autopilot.extract.RecipeCache;
import dev.autopilot.extract.RecipeKey;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;

/**
 * {@link RecipeCache#files(Path)}: one {@code <key id>.json} per key, written to a temporary file
 * and moved into place, so a reader never sees half a recipe. A file that is no recipe reads as
 * absent. Thread-safe.
 */
public final class FileRecipeCache implements RecipeCache {
  private final Path folder;

  /**
   * A cache over this folder; nothing is read or made until the first call.
   *
   * @param folder where the recipe files go, created on the first {@code put}
   * @throws NullPointerException when {@code folder} is null
   */
  public FileRecipeCache(Path folder) {
    this.folder = requireNonNull(folder, "folder");
  }

  @Override
  public Optional<Recipe> get(RecipeKey key) {
    Path file = file(key);
    if (!Files.isRegularFile(file)) {
      return Optional.empty();
    }
    try {
      String json = Files.readString(file, StandardCharsets.UTF_8);
      return Optional.of(RecipeJson.read(json, RecipeJson.origin(json)));
    } catch (IOException e) {
      throw new AutopilotException(ErrorCode.FILE_NOT_FOUND, "cannot read the cached recipe " + file + ": " + e.getMessage(), e);
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  @Override
  public void put(RecipeKey key, Recipe recipe) {
    requireNonNull(recipe, "recipe");
    Path file = file(key);
    try {
      Files.createDirectories(folder);
      Path tmp = Files.createTempFile(folder, key.id(), ".tmp");
      Files.writeString(tmp, RecipeJson.write(recipe), StandardCharsets.UTF_8);
      try {
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (IOException e) {
      throw new AutopilotException(ErrorCode.FILE_NOT_FOUND, "cannot write the recipe cache in " + folder + ": " + e.getMessage(), e);
    }
  }

  @Override
  public void remove(RecipeKey key) {
    try {
      Files.deleteIfExists(file(key));
    } catch (IOException e) {
      throw new AutopilotException(ErrorCode.FILE_NOT_FOUND, "cannot remove " + file(key) + ": " + e.getMessage(), e);
    }
  }

  private Path file(RecipeKey key) {
    return folder.resolve(requireNonNull(key, "key").id() + ".json");
  }
}
