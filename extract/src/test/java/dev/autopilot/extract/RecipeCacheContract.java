package dev.autopilot.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * What every {@link RecipeCache} must do, whatever stores it: give back what was put, per key;
 * replace on put; forget on remove; read as absent what it never held; stay consistent under
 * concurrent use. A store backing the cache (a database table, say) extends this class with its
 * own {@link #cache()}.
 */
abstract class RecipeCacheContract {
  /** A fresh, empty cache. */
  abstract RecipeCache cache();

  private static final Schema SCHEMA = Schema.of("s", Field.of("name", FieldType.TEXT));

  static RecipeKey key(String path) {
    return RecipeKey.of(URI.create("https://shop.test" + path), SCHEMA);
  }

  static Recipe recipe(String rows, Pagination p) {
    return new Recipe(rows, Map.of("name", Locator.text(".name")), p, Recipe.Origin.MODEL);
  }

  @Test
  void whatWasPutComesBackPerKey() {
    RecipeCache c = cache();
    assertTrue(c.get(key("/a")).isEmpty());
    c.put(key("/a"), recipe("li.a", new Pagination.Scroll()));
    c.put(key("/b"), recipe("li.b", new Pagination.LoadMore("#more")));
    assertEquals(recipe("li.a", new Pagination.Scroll()), c.get(key("/a")).orElseThrow());
    assertEquals(recipe("li.b", new Pagination.LoadMore("#more")), c.get(key("/b")).orElseThrow());
  }

  @Test
  void putReplacesAndRemoveForgets() {
    RecipeCache c = cache();
    c.put(key("/a"), recipe("li.a", new Pagination.None()));
    c.put(key("/a"), recipe("li.new", new Pagination.None()));
    assertEquals("li.new", c.get(key("/a")).orElseThrow().rows());
    c.remove(key("/a"));
    c.remove(key("/never"));
    assertTrue(c.get(key("/a")).isEmpty());
  }

  @Test
  void concurrentUseStaysConsistent() throws Exception {
    RecipeCache c = cache();
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        int thread = t;
        done.add(pool.submit(() -> {
          for (int i = 0; i < 25; i++) {
            c.put(key("/p" + thread + "-" + i), recipe("li.t" + thread, new Pagination.NextLink("a.next")));
            c.get(key("/p" + thread + "-" + i)).orElseThrow();
          }
        }));
      }
      for (Future<?> f : done) {
        f.get();
      }
    } finally {
      pool.shutdownNow();
    }
    for (int t = 0; t < 4; t++) {
      assertEquals("li.t" + t, c.get(key("/p" + t + "-24")).orElseThrow().rows());
    }
  }
}
