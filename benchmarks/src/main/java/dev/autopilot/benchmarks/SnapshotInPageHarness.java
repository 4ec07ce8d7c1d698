package dev.autopilot.benchmarks;

import static java.util.Objects.requireNonNull;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaSnapshotMode;
import com.sun.net.httpserver.HttpServer;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import dev.autopilot.playwright.PlaywrightSnapshotProvider;
import dev.autopilot.playwright.internal.snapshot.MainWorld;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;

/**
 * Where the time of a small page's snapshot call goes: the snapshot script's own time in the page
 * (timed inside the page, at 5 µs resolution: the page is served cross-origin isolated) under the
 * conditions a call meets, beside the round trips of the DevTools evaluation the snapshot goes
 * through. Conditions, interleaved in a shuffled order:
 *
 * <ul>
 *   <li>right after another snapshot call (each call is its own task in the page);
 *   <li>after a 15 ms pause (as after an action and its settle wait);
 *   <li>right after an {@code ariaSnapshot()} in AI mode (as in {@link SnapshotComparison});
 *   <li>the fifth of five calls made in one task (the script's work alone, caches warm).
 * </ul>
 *
 * <p>It also times, as calls from Java through {@link MainWorld} (the path of a snapshot): a trivial
 * {@code Runtime.evaluate}, one returning a string the size of the snapshot's result, the snapshot
 * call itself, and a task that only spins for as long as the snapshot script ran in the page (the
 * median so far) and returns a string the size of its result: what any task of that length costs
 * a caller, beside what the snapshot costs.
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar dev.autopilot.benchmarks.SnapshotInPageHarness [rounds [controls]]}
 * (default 200 rounds, 100 controls).
 */
public final class SnapshotInPageHarness {
  private static final int WARMUP = 20;
  private static final long PAUSE_MILLIS = 15;
  private static final String FIND = "Object.getOwnPropertySymbols(window).find((s) => String(s.description).startsWith('dev.autopilot.snapshot@'))";
  private static final String ARG = "{ floor: 0, isolated: '[data-autopilot-isolated]', known: null }";

  private SnapshotInPageHarness() {}

  public static void main(String[] args) throws IOException, InterruptedException {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 200;
    int controls = args.length > 1 ? Integer.parseInt(args[1]) : 100;
    byte[] body = FormPages.page(FormPages.questionsFor(controls)).getBytes(StandardCharsets.UTF_8);
    HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext("/", exchange -> {
      try (exchange) {
        exchange.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
        // cross-origin isolated: performance.now() at 5 µs instead of 100 µs
        exchange.getResponseHeaders().set("Cross-Origin-Opener-Policy", "same-origin");
        exchange.getResponseHeaders().set("Cross-Origin-Embedder-Policy", "require-corp");
        exchange.sendResponseHeaders(200, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
          out.write(body);
        }
      }
    });
    server.start();
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(); PlaywrightBrowserSession session = browser.newSession()) {
      session.navigate("http://127.0.0.1:" + server.getAddress().getPort() + "/form");
      Page page = session.unwrap(Page.class);
      if (!Boolean.TRUE.equals(page.evaluate("() => crossOriginIsolated"))) {
        throw new IllegalStateException("the page is not cross-origin isolated: its timer is too coarse for this harness");
      }
      PlaywrightSnapshotProvider.builder().incremental(false).build().snapshot(session); // installs the script
      MainWorld cdp = MainWorld.of(page);
      if (!cdp.available()) {
        throw new IllegalStateException("the page has no DevTools session: this harness needs Chromium");
      }
      Page.AriaSnapshotOptions ai = new Page.AriaSnapshotOptions().setMode(AriaSnapshotMode.AI);
      String timedOnce = "(() => { const f = window[" + FIND + "]; const arg = " + ARG + "; const t = performance.now(); f(arg); return performance.now() - t; })()";
      String timedFifth = "(() => { const f = window[" + FIND + "]; const arg = " + ARG + "; for (let k = 0; k < 4; k++) f(arg); const t = performance.now(); f(arg); return performance.now() - t; })()";
      int resultChars = (int) number(cdp, "window[" + FIND + "](" + ARG + ").length");
      cdp.evaluateString("{ window.__sized = 'x'.repeat(" + resultChars + "); '' }");

      Map<String, Supplier<Double>> inPage = new LinkedHashMap<>();
      inPage.put("right after another snapshot call", () -> {
        cdp.evaluateString("window[" + FIND + "](" + ARG + ")");
        return number(cdp, timedOnce);
      });
      inPage.put("after a " + PAUSE_MILLIS + " ms pause", () -> {
        pause();
        return number(cdp, timedOnce);
      });
      inPage.put("right after ariaSnapshot() AI", () -> {
        page.ariaSnapshot(ai);
        return number(cdp, timedOnce);
      });
      inPage.put("5th of 5 calls in one task", () -> number(cdp, timedFifth));
      inPage.put("call: trivial Runtime.evaluate", () -> callMillis(() -> cdp.evaluateString("''")));
      inPage.put("call: returns " + resultChars + " chars", () -> callMillis(() -> cdp.evaluateString("window.__sized")));
      // the snapshot call keeps its time in the page; a task that only spins that long (the median so
      // far) and returns as many characters shows what any task of that length costs a caller
      cdp.evaluateString("{ window.__scriptTimes = []; '' }");
      String timedCall = "(() => { const f = window[" + FIND + "]; const arg = " + ARG + "; const t = performance.now(); const r = f(arg);"
          + " window.__scriptTimes.push(performance.now() - t); return r; })()";
      String busyCall = "(() => { const l = window.__scriptTimes.slice().sort((a, b) => a - b); const end = performance.now()"
          + " + (l.length ? l[l.length >> 1] : 2); while (performance.now() < end) { /* spin */ } return window.__sized; })()";
      inPage.put("call: the snapshot script", () -> callMillis(() -> cdp.evaluateString(timedCall)));
      inPage.put("call: a task as long, as many chars", () -> callMillis(() -> cdp.evaluateString(busyCall)));

      Map<String, List<Double>> times = new LinkedHashMap<>();
      inPage.keySet().forEach(k -> times.put(k, new ArrayList<>()));
      List<String> order = new ArrayList<>(inPage.keySet());
      Random random = new Random(42);
      for (int i = -WARMUP; i < rounds; i++) {
        Collections.shuffle(order, random);
        for (String k : order) {
          double ms = requireNonNull(inPage.get(k), k).get();
          if (i >= 0) {
            requireNonNull(times.get(k), k).add(ms);
          }
        }
      }
      System.out.printf(Locale.ROOT, "%,d controls, %d rounds, Chromium %s; snapshot script in the page, then calls from Java (mean / median ms)%n",
          FormPages.controlsOf(FormPages.questionsFor(controls)), rounds, browser.version());
      for (Map.Entry<String, List<Double>> e : times.entrySet()) {
        List<Double> v = e.getValue();
        Collections.sort(v);
        System.out.printf(Locale.ROOT, "  %-38s %6.3f / %6.3f%n", e.getKey(), v.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN), v.get(v.size() / 2));
      }
    } finally {
      server.stop(0);
    }
  }

  /** The number an expression gives, carried as text (the main world gives strings). */
  private static double number(MainWorld world, String expression) {
    return Double.parseDouble(world.evaluateString("String(" + expression + ")"));
  }

  private static double callMillis(Runnable call) {
    long start = System.nanoTime();
    call.run();
    return (System.nanoTime() - start) / 1e6;
  }

  private static void pause() {
    try {
      Thread.sleep(PAUSE_MILLIS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    }
  }
}
