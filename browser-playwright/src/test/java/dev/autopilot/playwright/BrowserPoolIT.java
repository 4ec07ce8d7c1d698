package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The pool's workers on this machine's Chromium: bounds, lanes, fresh contexts, recycling, crashes. */
class BrowserPoolIT {
  private static TestServer server;

  @BeforeAll
  static void start() {
    server = TestServer.start();
    server.handle("/cookie", ex -> {
      String seen = ex.getRequestHeaders().getFirst("Cookie");
      ex.getResponseHeaders().add("Set-Cookie", "visited=yes; Path=/");
      TestServer.send(ex, 200, "text/html; charset=utf-8", "<title>" + (seen == null ? "none" : seen) + "</title>ok");
    });
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @Test
  void runsOfOneLaneTakeTurnsWhileOtherLanesRunBesideThem() throws Exception {
    try (PlaywrightBrowserPool pool = PlaywrightBrowserPool.builder(BrowserConfig.defaults()).workers(2).build()) {
      Lane site = Lane.site(java.net.URI.create(server.url("/")));
      AtomicInteger inSite = new AtomicInteger();
      AtomicInteger mostInSite = new AtomicInteger();
      AtomicInteger inPool = new AtomicInteger();
      AtomicInteger mostInPool = new AtomicInteger();
      CountDownLatch otherLaneRan = new CountDownLatch(1);
      CountDownLatch siteHoldsItsLane = new CountDownLatch(1);
      List<String> order = java.util.Collections.synchronizedList(new ArrayList<>());
      List<CompletableFuture<String>> runs = new ArrayList<>();
      for (int i = 0; i < 4; i++) {
        int n = i;
        runs.add(pool.submit(site, session -> {
          mostInSite.accumulateAndGet(inSite.incrementAndGet(), Math::max);
          mostInPool.accumulateAndGet(inPool.incrementAndGet(), Math::max);
          try {
            order.add("site-" + n);
            session.navigate(server.url("/pages/refs.html"));
            if (n == 0) {
              // the first run of the site holds its lane until a run of another lane, which
              // waits for this one to hold it, has run: the two run at once, and the site's
              // next runs wait behind this one
              siteHoldsItsLane.countDown();
              await(otherLaneRan);
            }
            return session.title();
          } finally {
            inSite.decrementAndGet();
            inPool.decrementAndGet();
          }
        }));
      }
      CompletableFuture<String> other = pool.submit(Lane.session("someone"), session -> {
        mostInPool.accumulateAndGet(inPool.incrementAndGet(), Math::max);
        try {
          await(siteHoldsItsLane);
          session.navigate(server.url("/pages/refs.html"));
          return session.title();
        } finally {
          inPool.decrementAndGet();
          otherLaneRan.countDown();
        }
      });
      assertEquals("Refs", other.get(2, TimeUnit.MINUTES));
      for (CompletableFuture<String> run : runs) {
        assertEquals("Refs", run.get(2, TimeUnit.MINUTES));
      }
      assertEquals(1, mostInSite.get(), "runs of one lane never overlap");
      assertEquals(2, mostInPool.get(), "two workers ran two runs at once, never more");
      assertEquals(List.of("site-0", "site-1", "site-2", "site-3"), order, "a lane keeps the order runs were submitted in");
      BrowserPoolStats stats = pool.stats();
      assertEquals(5, stats.runs());
      assertEquals(2, stats.launched(), "one browser per worker");
      assertEquals(0, stats.queued());
    }
  }

  @Test
  void everyRunGetsAFreshContextAndABrowserIsRecycledAfterItsQuota() throws Exception {
    try (PlaywrightBrowserPool pool = PlaywrightBrowserPool.builder(BrowserConfig.defaults()).workers(1).recycleAfter(2).build()) {
      List<String> cookiesSeen = new ArrayList<>();
      for (int i = 0; i < 3; i++) {
        cookiesSeen.add(pool.submit(Lane.independent(), session -> {
          session.navigate(server.url("/cookie"));
          session.navigate(server.url("/cookie"));
          return session.title();
        }).get(2, TimeUnit.MINUTES));
      }
      assertEquals(List.of("visited=yes", "visited=yes", "visited=yes"), cookiesSeen,
          "each run sees only the cookie it set itself, never one of an earlier run");
      BrowserPoolStats stats = pool.stats();
      assertEquals(2, stats.launched(), "the third run got a new browser");
      assertEquals(1, stats.recycled());
      assertEquals(0, stats.replaced());
      assertEquals(1, stats.browsers());
    }
  }

  @Test
  void aBrowserThatDiesMidRunEndsThatRunTypedAndTheNextRunGetsANewOne() throws Exception {
    try (PlaywrightBrowserPool pool = PlaywrightBrowserPool.builder(BrowserConfig.defaults()).workers(1).build()) {
      CompletableFuture<String> killed = pool.submit(Lane.independent(), session -> {
        session.navigate(server.url("/pages/refs.html"));
        session.abort();
        return session.title();
      });
      ExecutionException e = assertThrows(ExecutionException.class, () -> killed.get(2, TimeUnit.MINUTES));
      assertTrue(e.getCause() instanceof BrowserException, e.getCause().toString());
      assertEquals(ErrorCode.BROWSER_CRASHED, ((BrowserException) e.getCause()).code());
      String next = pool.submit(Lane.independent(), session -> {
        session.navigate(server.url("/pages/refs.html"));
        return session.title();
      }).get(2, TimeUnit.MINUTES);
      assertEquals("Refs", next);
      BrowserPoolStats stats = pool.stats();
      assertEquals(1, stats.replaced());
      assertEquals(2, stats.launched());
      assertEquals(2, stats.runs());
    }
  }

  @Test
  void closingFailsTheRunsNotStartedAndRefusesNewOnes() throws Exception {
    PlaywrightBrowserPool pool = PlaywrightBrowserPool.builder(BrowserConfig.defaults()).workers(1).build();
    CountDownLatch started = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    Lane lane = Lane.session("one");
    CompletableFuture<String> first = pool.submit(lane, session -> {
      started.countDown();
      await(release);
      return "finished";
    });
    CompletableFuture<String> second = pool.submit(lane, session -> "never");
    await(started);
    assertEquals(1, pool.stats().queued());
    CompletableFuture<Void> closing = CompletableFuture.runAsync(pool::close);
    until(() -> pool.stats().queued() == 0);
    release.countDown();
    closing.get(2, TimeUnit.MINUTES);
    assertEquals("finished", first.get(), "a running run finishes");
    ExecutionException e = assertThrows(ExecutionException.class, second::get);
    assertTrue(e.getCause() instanceof IllegalStateException, e.getCause().toString());
    assertThrows(IllegalStateException.class, () -> pool.submit(lane, session -> "late"));
    assertEquals(0, pool.size());
  }

  /** Polls until the condition holds; two minutes at most. */
  static void until(java.util.function.BooleanSupplier condition) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("waited two minutes for a condition");
      }
      Thread.sleep(20);
    }
  }

  static void await(CountDownLatch latch) {
    try {
      if (!latch.await(2, TimeUnit.MINUTES)) {
        throw new AssertionError("waited two minutes for a latch");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }
}
