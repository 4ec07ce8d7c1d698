package dev.autopilot.extract;

class InMemoryRecipeCacheTest extends RecipeCacheContract {
  @Override
  RecipeCache cache() {
    return RecipeCache.inMemory();
  }
}
