package dev.autopilot.extract;

import dev.autopilot.extract.internal.FileRecipeCache;
import dev.autopilot.extract.internal.InMemoryRecipeCache;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where recipes that passed the {@link QualityGate} are kept, so that the next extraction of the
 * same site, page signature and schema runs them with no model call. A recipe that later fails
 * the gate is {@linkplain #remove removed} and written again. A host can back this with its own
 * store (a database table keyed by {@link RecipeKey#id()} holding {@link #toJson}'s text).
 *
 * <p>Implementations must be thread-safe. They never throw for a missing entry; a store that
 * cannot be read or written throws an {@link dev.autopilot.core.AutopilotException}.
 */
public interface RecipeCache {
  /**
   * The recipe kept for this key, if any.
   *
   * @param key the site, page signature and schema asked for
   * @return the recipe, or empty when none is kept (never an exception for a missing entry)
   */
  Optional<Recipe> get(RecipeKey key);

  /**
   * Keeps a recipe for this key, replacing any.
   *
   * @param key the site, page signature and schema the recipe passed for
   * @param recipe a recipe that passed the gate on that page
   */
  void put(RecipeKey key, Recipe recipe);

  /**
   * Forgets the recipe of this key, if any.
   *
   * @param key the key whose recipe failed; a key with none changes nothing
   */
  void remove(RecipeKey key);

  /**
   * A cache in memory, for one process.
   *
   * @return a new, empty, thread-safe cache whose recipes live as long as it does
   */
  static RecipeCache inMemory() {
    return new InMemoryRecipeCache();
  }

  /**
   * A cache of JSON files, one per key, in this folder (made when missing): it outlives the
   * process.
   *
   * @param folder where the files go, one per {@link RecipeKey#id()}; processes that share it
   *     share the recipes
   * @return a cache over that folder
   */
  static RecipeCache files(Path folder) {
    return new FileRecipeCache(folder);
  }

  /**
   * A recipe as JSON, the form {@link #files} writes and a model replies in.
   *
   * @param recipe the recipe, written with its origin
   * @return the JSON text, which {@link #fromJson} reads back
   */
  static String toJson(Recipe recipe) {
    return dev.autopilot.extract.internal.RecipeJson.write(recipe);
  }

  /**
   * A recipe read from JSON.
   *
   * @param json the text {@link #toJson} wrote, or a model's reply in that form
   * @param origin who wrote it; this wins over the JSON's own {@code origin}, which is
   *     ignored here
   * @return the recipe
   * @throws IllegalArgumentException when the text is no recipe, saying what is wrong
   */
  static Recipe fromJson(String json, Recipe.Origin origin) {
    return dev.autopilot.extract.internal.RecipeJson.read(json, origin);
  }
}
