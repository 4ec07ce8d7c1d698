package dev.autopilot.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecipeCacheTest {
  private static final Schema SCHEMA = Schema.of("s", Field.of("name", FieldType.TEXT), Field.of("link", FieldType.URL));

  private static Recipe recipe(Pagination p) {
    Map<String, Locator> fields = new LinkedHashMap<>();
    fields.put("name", Locator.text(":scope > td:nth-child(1)"));
    fields.put("link", Locator.attribute("a", "href"));
    fields.put("sku", Locator.labelled("SKU"));
    return new Recipe("#t > tbody > tr", fields, p, Recipe.Origin.RULES);
  }

  @Test
  void aRecipeRoundTripsThroughJsonWithEveryPagination() {
    for (Pagination p : new Pagination[] {new Pagination.None(), new Pagination.NextLink("a[rel=next]"), new Pagination.NextButton("button.next"),
        new Pagination.LoadMore("#more"), new Pagination.Scroll()}) {
      Recipe r = recipe(p);
      assertEquals(r, RecipeCache.fromJson(RecipeCache.toJson(r), Recipe.Origin.RULES));
    }
  }

  @Test
  void fileCacheKeepsRecipesAcrossInstancesAndForgets(@TempDir Path dir) throws Exception {
    RecipeKey key = RecipeKey.of(URI.create("https://Shop.test/products/123?page=2"), SCHEMA);
    assertEquals(key, RecipeKey.of(URI.create("https://shop.test/products/456"), SCHEMA), "ids in the path and the query are not part of the page signature");
    assertNotEquals(key, RecipeKey.of(URI.create("https://shop.test/products/456"), Schema.of("s", Field.of("name", FieldType.TEXT))), "another schema, another key");
    RecipeCache.files(dir).put(key, recipe(new Pagination.NextLink("a.next")));
    assertEquals(recipe(new Pagination.NextLink("a.next")), RecipeCache.files(dir).get(key).orElseThrow());
    Files.writeString(dir.resolve(key.id() + ".json"), "{broken");
    assertTrue(RecipeCache.files(dir).get(key).isEmpty(), "a damaged file reads as absent");
    RecipeCache.files(dir).remove(key);
    assertTrue(RecipeCache.files(dir).get(key).isEmpty());
    RecipeCache memory = RecipeCache.inMemory();
    memory.put(key, recipe(new Pagination.None()));
    assertTrue(memory.get(key).isPresent());
  }

  @Test
  void aReplyThatIsNoRecipeSaysWhy() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RecipeCache.fromJson("{\"fields\": {\"a\": \"b\"}}", Recipe.Origin.MODEL));
    assertEquals("the recipe has no 'rows' selector", e.getMessage());
    e = assertThrows(IllegalArgumentException.class,
        () -> RecipeCache.fromJson("{\"rows\": \"li\", \"fields\": {\"a\": \"b\"}, \"pagination\": {\"kind\": \"next_link\"}}", Recipe.Origin.MODEL));
    assertEquals("pagination 'next_link' needs a 'selector'", e.getMessage());
  }
}
