package dev.autopilot.benchmarks;

import static java.util.Objects.requireNonNull;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaSnapshotMode;
import com.sun.net.httpserver.HttpServer;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SnapshotText;
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
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * Measures the semantic snapshot beside Playwright's own {@code page.ariaSnapshot()} in one run,
 * on the same generated form pages ({@link FormPages}: about 100, 1,000 and 10,000 controls),
 * served on 127.0.0.1, in one headless Chromium, and prints a table of means with ratios:
 *
 * <ul>
 *   <li>a full snapshot (incremental snapshots switched off) against {@code ariaSnapshot()} in AI
 *       mode (the mode with refs that Playwright MCP hands to LLMs) and in default mode;
 *   <li>a re-snapshot after one field changed (incremental, the default) against a trivial
 *       {@code evaluate} round trip on the same page, measured alone (the floor of any call);
 *   <li>the characters of {@link SnapshotText} against those of the AI-mode aria snapshot;
 *   <li>the fixed part of each call: a call with nothing to do on the snapshot's path (a DevTools
 *       {@code Runtime.evaluate} through {@link MainWorld}) and on Playwright's ({@code evaluate}),
 *       in the same shuffled loop, so each snapshot's own work shows beside the cost of any call.
 * </ul>
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar dev.autopilot.benchmarks.SnapshotComparison [runs [controls]]}
 * (default 10 runs per page, up to ten times as many on pages under 1,000 controls, after a warm-up
 * of at least 3 runs and 3 s; 10 warm-up runs for the cheap re-snapshot loops; controls a
 * comma-separated list of page sizes, default {@code 100,1000,10000}). The five calls of a run go
 * in a shuffled order. Ends by itself, in about two minutes on two quiet cores.
 */
public final class SnapshotComparison {
  private static final String CONTROLS = "100,1000,10000";
  private static final int WARMUP = 3;
  /** The shortest warm-up of a page: the first calls of a process run its Java and the page's scripts cold. */
  private static final long WARMUP_NANOS = 3_000_000_000L;
  /** The re-snapshot loops are cheap: they warm up longer, so the JIT has compiled the delta path. */
  private static final int CHANGE_WARMUP = 10;
  private static final double ARIA_TIMEOUT_MILLIS = 300_000;
  /** Typing into a field of the largest page on a loaded machine can take longer than a session's default. */
  private static final double FILL_TIMEOUT_MILLIS = 120_000;
  private static final String SETTLE = "() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))";

  private SnapshotComparison() {}

  public static void main(String[] args) throws IOException {
    int runs = args.length > 0 ? Integer.parseInt(args[0]) : 10;
    int[] sizes = Arrays.stream((args.length > 1 ? args[1] : CONTROLS).split(",")).mapToInt(c -> Integer.parseInt(c.strip())).toArray();
    Map<String, byte[]> pages = new ConcurrentHashMap<>();
    HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext("/", exchange -> {
      try (exchange) {
        byte[] body = pages.get(exchange.getRequestURI().getPath());
        if (body == null) {
          exchange.sendResponseHeaders(404, -1);
          return;
        }
        exchange.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
        exchange.sendResponseHeaders(200, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
          out.write(body);
        }
      }
    });
    server.start();
    List<Row> rows = new ArrayList<>();
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(); PlaywrightBrowserSession session = browser.newSession()) {
      System.out.println("Chromium " + browser.version() + " (" + browser.source() + "), " + runs + " runs per page (up to 10x on"
          + " pages under 1,000 controls) after at least " + WARMUP + " warm-up runs and " + WARMUP_NANOS / 1_000_000_000L
          + " s, the calls of a run shuffled (" + CHANGE_WARMUP + " warm-up runs for the re-snapshots)");
      for (int controls : sizes) {
        int questions = FormPages.questionsFor(controls);
        String path = "/form-" + questions;
        pages.put(path, FormPages.page(questions).getBytes(StandardCharsets.UTF_8));
        session.navigate("http://127.0.0.1:" + server.getAddress().getPort() + path);
        rows.add(measure(session, questions, runs));
      }
    } finally {
      server.stop(0);
    }
    print(rows);
  }

  private static Row measure(PlaywrightBrowserSession session, int questions, int runs) {
    Page page = session.unwrap(Page.class);
    PlaywrightSnapshotProvider full = PlaywrightSnapshotProvider.builder().incremental(false).build();
    PlaywrightSnapshotProvider incremental = PlaywrightSnapshotProvider.create();
    Page.AriaSnapshotOptions ai = new Page.AriaSnapshotOptions().setMode(AriaSnapshotMode.AI).setTimeout(ARIA_TIMEOUT_MILLIS);
    Page.AriaSnapshotOptions plain = new Page.AriaSnapshotOptions().setTimeout(ARIA_TIMEOUT_MILLIS);
    Page.FillOptions fill = new Page.FillOptions().setTimeout(FILL_TIMEOUT_MILLIS);

    Timer aiTimer = new Timer();
    Timer plainTimer = new Timer();
    Timer fullTimer = new Timer();
    Timer devtoolsCall = new Timer();
    Timer playwrightCall = new Timer();
    MainWorld direct = MainWorld.of(page);
    if (!direct.available()) {
      throw new IllegalStateException("the page has no DevTools session: this benchmark needs Chromium");
    }
    String[] aiText = {""};
    String[] plainText = {""};
    SemanticSnapshot[] snapshot = {null};
    // The calls of a round run in a shuffled order (seeded): a fixed order lets one call
    // inherit what the one before it left (a busy page, a parked thread). Small pages are cheap and
    // their calls short, so they get more rounds (the noise of this machine is a larger share of a
    // short call), and every page warms up until the JIT of this process and the page's scripts
    // have settled: at least WARMUP rounds and WARMUP_NANOS.
    int rounds = runs * Math.max(1, Math.min(10, 1000 / Math.max(1, FormPages.controlsOf(questions))));
    List<Runnable> calls = new ArrayList<>(List.of(
        () -> aiText[0] = aiTimer.time(true, () -> page.ariaSnapshot(ai)),
        () -> plainText[0] = plainTimer.time(true, () -> page.ariaSnapshot(plain)),
        () -> snapshot[0] = fullTimer.time(true, () -> full.snapshot(session)),
        () -> devtoolsCall.time(true, () -> direct.evaluateString("''")),
        () -> playwrightCall.time(true, () -> page.evaluate("() => 1"))));
    Random order = new Random(42);
    long warmUntil = System.nanoTime() + WARMUP_NANOS;
    for (int i = 0; i < WARMUP || System.nanoTime() < warmUntil; i++) {
      Collections.shuffle(calls, order);
      calls.forEach(Runnable::run);
    }
    aiTimer.reset();
    plainTimer.reset();
    fullTimer.reset();
    devtoolsCall.reset();
    playwrightCall.reset();
    for (int i = 0; i < rounds; i++) {
      Collections.shuffle(calls, order);
      calls.forEach(Runnable::run);
    }
    // the floor: a trivial evaluate on the quiet page (warm now, no value changed yet), nothing else in the loop
    Timer roundTrip = new Timer();
    for (int i = 0; i < CHANGE_WARMUP + rounds; i++) {
      roundTrip.time(i >= CHANGE_WARMUP, () -> page.evaluate("() => 1"));
    }
    direct.close();
    int elements = snapshot[0].elements().size();
    if (elements != FormPages.controlsOf(questions)) {
      throw new IllegalStateException("the snapshot has " + elements + " elements, the page " + FormPages.controlsOf(questions) + " controls");
    }
    String text = SnapshotText.render(snapshot[0]);

    // one field changes between snapshots: typed by Playwright (input events); once the page has
    // rendered the change (two animation frames, not timed), it is read again
    Timer changed = new Timer();
    Timer changedRoundTrip = new Timer();
    incremental.snapshot(session);
    SemanticSnapshot last = null;
    int field = 0;
    for (int i = 0; i < CHANGE_WARMUP + runs; i++) {
      boolean counted = i >= CHANGE_WARMUP;
      String value = "typed " + i;
      page.fill("#q" + (4 * (field++ % Math.max(1, questions / 4))), value, fill);
      page.evaluate(SETTLE);
      changedRoundTrip.time(counted, () -> page.evaluate("() => 1"));
      last = changed.time(counted, () -> incremental.snapshot(session));
      if (last.structureChanged() || last.elements().stream().noneMatch(e -> value.equals(e.value()))) {
        throw new IllegalStateException("the re-snapshot does not show the typed value");
      }
    }
    // the same without waiting for the page: the first call after a change also waits for the
    // page to render it, a trivial evaluate as much as a snapshot
    Timer rawRoundTrip = new Timer();
    Timer rawChanged = new Timer();
    for (int i = 0; i < CHANGE_WARMUP + runs; i++) {
      boolean counted = i >= CHANGE_WARMUP;
      page.fill("#q" + (4 * (field++ % Math.max(1, questions / 4))), "next " + i, fill);
      rawRoundTrip.time(counted, () -> page.evaluate("() => 1"));
      page.fill("#q" + (4 * (field++ % Math.max(1, questions / 4))), "then " + i, fill);
      last = rawChanged.time(counted, () -> incremental.snapshot(session));
    }
    SemanticSnapshot reference = full.snapshot(session);
    if (!reference.elements().equals(requireNonNull(last, "the loop takes at least its warm-up snapshots").elements()) || !reference.requiredUnfilled().equals(last.requiredUnfilled())) {
      throw new IllegalStateException("the incremental snapshot differs from a full one");
    }
    return new Row(questions, elements, roundTrip.mean(), aiTimer.mean(), aiText[0].length(), plainTimer.mean(), plainText[0].length(),
        fullTimer.mean(), text.length(), changed.mean(), changedRoundTrip.mean(), rawRoundTrip.mean(), rawChanged.mean(),
        aiTimer.median(), fullTimer.median(), changed.median(), changedRoundTrip.median(), aiTimer.min(), fullTimer.min(),
        devtoolsCall.median(), playwrightCall.median());
  }

  private static void print(List<Row> rows) {
    System.out.println();
    System.out.println("| page | controls | ariaSnapshot AI | ariaSnapshot default | full snapshot | full / AI"
        + " | round trip, quiet page | re-snapshot after one change | round trip, same state | re-snapshot / round trip | SnapshotText / AI chars |");
    System.out.println("|---|---|---|---|---|---|---|---|---|---|---|");
    for (Row r : rows) {
      System.out.printf(Locale.ROOT, "| %,d questions | %,d | %s ms, %,d chars | %s ms, %,d chars | %s ms | %.2fx | %s ms | %s ms | %s ms | %.2fx (%.2fx of the quiet one) | %,d / %,d = %.2fx |%n",
          r.questions, r.elements, ms(r.ai), r.aiChars, ms(r.plain), r.plainChars, ms(r.full), r.full / r.ai, ms(r.roundTrip),
          ms(r.changed), ms(r.changedRoundTrip), r.changed / r.changedRoundTrip, r.changed / r.roundTrip,
          r.textChars, r.aiChars, (double) r.textChars / r.aiChars);
    }
    System.out.println();
    System.out.println("Means in ms. The full snapshot and the aria snapshots are measured in one loop, interleaved in a shuffled order. A field is"
        + " typed in, the page renders it (two animation frames, not timed), then a trivial evaluate and the re-snapshot are"
        + " timed one after the other: the same page in the same state (a focused field); the quiet round trip is measured"
        + " before any change.");
    System.out.println("Medians (a loaded machine delays a few calls a lot; the median does not follow them):");
    for (Row r : rows) {
      System.out.printf(Locale.ROOT, "  %,d controls: ariaSnapshot AI %s ms, full snapshot %s ms (%.2fx); round trip %s ms,"
          + " re-snapshot after one change %s ms (%.2fx); fastest calls: ariaSnapshot AI %s ms, full snapshot %s ms (%.2fx)%n",
          r.elements, ms(r.aiMedian), ms(r.fullMedian), r.fullMedian / r.aiMedian, ms(r.changedRoundTripMedian), ms(r.changedMedian),
          r.changedMedian / r.changedRoundTripMedian, ms(r.aiMin), ms(r.fullMin), r.fullMin / r.aiMin);
    }
    System.out.println("The fixed part of a call (medians, in the same loop): a call with nothing to do on the snapshot's path (DevTools"
        + " Runtime.evaluate) and on Playwright's (evaluate); each snapshot's own work is what it costs beyond such a call:");
    for (Row r : rows) {
      System.out.printf(Locale.ROOT, "  %,d controls: empty call %s ms on the snapshot's path (%.2fx of ariaSnapshot AI), %s ms on"
          + " Playwright's; beyond it: full snapshot %s ms, ariaSnapshot AI %s ms (%.2fx)%n",
          r.elements, ms2(r.devtoolsCallMedian), r.devtoolsCallMedian / r.aiMedian, ms2(r.playwrightCallMedian),
          ms2(r.fullMedian - r.devtoolsCallMedian), ms2(r.aiMedian - r.playwrightCallMedian),
          (r.fullMedian - r.devtoolsCallMedian) / (r.aiMedian - r.playwrightCallMedian));
    }
    System.out.println("Right after a change, before the page rendered it (both calls wait for that):");
    for (Row r : rows) {
      System.out.printf(Locale.ROOT, "  %,d controls: trivial evaluate %s ms, re-snapshot %s ms (%.2fx)%n",
          r.elements, ms(r.rawRoundTrip), ms(r.rawChanged), r.rawChanged / r.rawRoundTrip);
    }
  }

  private static String ms2(double millis) {
    return millis >= 10 ? ms(millis) : String.format(Locale.ROOT, "%.2f", millis);
  }

  private static String ms(double millis) {
    return millis >= 100 ? String.format(Locale.ROOT, "%.0f", millis) : String.format(Locale.ROOT, "%.1f", millis);
  }

  private record Row(int questions, int elements, double roundTrip, double ai, int aiChars, double plain, int plainChars,
      double full, int textChars, double changed, double changedRoundTrip, double rawRoundTrip, double rawChanged,
      double aiMedian, double fullMedian, double changedMedian, double changedRoundTripMedian, double aiMin, double fullMin,
      double devtoolsCallMedian, double playwrightCallMedian) {}

  /** Keeps the durations of the counted calls. */
  private static final class Timer {
    private final List<Long> nanos = new ArrayList<>();

    <T> T time(boolean counted, Supplier<T> call) {
      long start = System.nanoTime();
      T result = call.get();
      if (counted) {
        nanos.add(System.nanoTime() - start);
      }
      return result;
    }

    void reset() {
      nanos.clear();
    }

    double mean() {
      return nanos.isEmpty() ? Double.NaN : nanos.stream().mapToLong(Long::longValue).sum() / 1e6 / nanos.size();
    }

    /** The fastest call: the one a loaded machine disturbed least. */
    double min() {
      return nanos.isEmpty() ? Double.NaN : nanos.stream().mapToLong(Long::longValue).min().getAsLong() / 1e6;
    }

    /** The median: on a loaded machine a few calls wait long for a core, and the mean follows them. */
    double median() {
      if (nanos.isEmpty()) {
        return Double.NaN;
      }
      List<Long> sorted = new ArrayList<>(nanos);
      sorted.sort(null);
      int n = sorted.size();
      return (n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2.0) / 1e6;
    }
  }
}
