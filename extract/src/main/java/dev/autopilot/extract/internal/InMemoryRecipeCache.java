package dev.autopilot.extract.internal;

import static java.util.Objects.requireNonNull;

import dev.autopilot.extract.Recipe;
import dev.autopilot.extract.RecipeCache;
import dev.autopilot.extract.RecipeKey;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** {@link RecipeCache#inMemory()}: a concurrent map. */
public final class InMemoryRecipeCache implements RecipeCache {
  private final Map<RecipeKey, Recipe> recipes = new ConcurrentHashMap<>();

  @Override
  public Optional<Recipe> get(RecipeKey key) {
    return Optional.ofNullable(recipes.get(requireNonNull(key, "key")));
  }

  @Override
  public void put(RecipeKey key, Recipe recipe) {
    recipes.put(requireNonNull(key, "key"), requireNonNull(recipe, "recipe"));
  }

  @Override
  public void remove(RecipeKey key) {
    recipes.remove(requireNonNull(key, "key"));
  }
}
