package dev.autopilot.benchmarks;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.sun.net.httpserver.HttpServer;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Verification;
import dev.autopilot.playwright.PlaywrightActionExecutor;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import dev.autopilot.playwright.PlaywrightSnapshotProvider;
import dev.autopilot.playwright.PlaywrightVerifier;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;

/**
 * What proving an action costs: execute plus verify (with the snapshot the verifier needs after
 * the action) against a bare Playwright call doing the same thing plus one snapshot, side by side
 * in one run on a generated 40-question form served on 127.0.0.1. Each iteration runs the bare
 * call, a lone snapshot and the proven action back to back, so both see the same browser state.
 *
 * <p>Run: {@code mvn -B -q -DskipTests package -pl benchmarks -am && java -cp
 * benchmarks/target/benchmarks.jar dev.autopilot.benchmarks.ExecutionOverheadHarness [iterations]}.
 * The target is a ratio of at most 1.5.
 */
public final class ExecutionOverheadHarness {
  private static final int QUESTIONS_PER_KIND = 10;
  private static final int WARMUP = 5;

  private ExecutionOverheadHarness() {}

  /** One kind of gesture: the bare Playwright call and the same action in the DSL. */
  private record Kind(String name, BareCall bare, IntFunction<String> selector, DslCall dsl) {}

  @FunctionalInterface
  private interface BareCall {
    void run(Locator target, int iteration);
  }

  @FunctionalInterface
  private interface DslCall {
    Action action(SemanticSnapshot snapshot, int iteration);
  }

  /** Runs the harness; the optional argument is the number of measured iterations (default 30). */
  public static void main(String[] args) throws IOException {
    int iterations = args.length > 0 ? Integer.parseInt(args[0]) : 30;
    HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    byte[] form = form().getBytes(StandardCharsets.UTF_8);
    server.createContext("/form.html", ex -> {
      ex.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
      ex.sendResponseHeaders(200, form.length);
      try (OutputStream out = ex.getResponseBody()) {
        out.write(form);
      }
    });
    server.start();
    String url = "http://127.0.0.1:" + server.getAddress().getPort() + "/form.html";
    PlaywrightSnapshotProvider snapshots = PlaywrightSnapshotProvider.create();
    PlaywrightActionExecutor executor = PlaywrightActionExecutor.create();
    PlaywrightVerifier verifier = PlaywrightVerifier.create();
    List<Kind> kinds = List.of(
        new Kind("type_ref / fill", (l, i) -> l.fill("Value " + i), i -> "#text" + i % QUESTIONS_PER_KIND,
            (s, i) -> new Action.TypeRef(named(s, "Text question " + i % QUESTIONS_PER_KIND).ref(), "Value " + i, meta())),
        new Kind("select_ref / selectOption", (l, i) -> l.selectOption(new com.microsoft.playwright.options.SelectOption().setLabel("Option " + i % 4)),
            i -> "#select" + i % QUESTIONS_PER_KIND,
            (s, i) -> new Action.SelectRef(named(s, "Select question " + i % QUESTIONS_PER_KIND).ref(), "Option " + i % 4, meta())),
        new Kind("set_checkbox / setChecked", (l, i) -> l.setChecked(i / QUESTIONS_PER_KIND % 2 == 0), i -> "#check" + i % QUESTIONS_PER_KIND,
            (s, i) -> new Action.SetCheckbox(named(s, "Checkbox question " + i % QUESTIONS_PER_KIND).ref(), i / QUESTIONS_PER_KIND % 2 == 0, meta())),
        new Kind("set_radio / check", (l, i) -> l.check(), i -> "#radio" + i % QUESTIONS_PER_KIND + (i / QUESTIONS_PER_KIND % 2 == 0 ? "y" : "n"),
            (s, i) -> new Action.SetRadio(radio(s, i), meta())));

    try (PlaywrightBrowser browser = PlaywrightBrowser.launch()) {
      System.out.printf(Locale.ROOT, "%nExecution overhead, %d iterations per gesture after %d warm-up, means in ms%n", iterations, WARMUP);
      System.out.printf(Locale.ROOT, "%-28s %8s %9s %10s %8s %8s %8s %8s%n", "gesture", "bare", "snapshot", "bare+snap", "execute", "snap", "verify",
          "ratio");
      for (Kind kind : kinds) {
        // a fresh page per kind: the ours and bare calls act on different questions of it
        try (PlaywrightBrowserSession session = browser.newSession()) {
          session.navigate(url);
          Page page = session.unwrap(Page.class);
          // the run's path: the executor and verifier take any snapshot of their own through it
          SnapshotPipeline pipeline = SnapshotPipeline.of(session, snapshots);
          double[] bare = new double[iterations];
          double[] lone = new double[iterations];
          double[] exec = new double[iterations];
          double[] after = new double[iterations];
          double[] verify = new double[iterations];
          SemanticSnapshot current = snapshots.snapshot(session);
          int failures = 0;
          for (int i = 0; i < WARMUP + iterations; i++) {
            int slot = i - WARMUP;
            long t0 = System.nanoTime();
            kind.bare().run(page.locator(kind.selector().apply(i) + "-bare"), i);
            long t1 = System.nanoTime();
            SemanticSnapshot probe = snapshots.snapshot(session);
            long t2 = System.nanoTime();
            ExecutionResult result = executor.execute(pipeline, kind.dsl().action(probe, i), probe);
            long t3 = System.nanoTime();
            SemanticSnapshot next = pipeline.take("verify");
            long t4 = System.nanoTime();
            Verification v = verifier.verify(pipeline, result, probe, next);
            long t5 = System.nanoTime();
            current = next;
            if (!v.verified()) {
              failures++;
            }
            if (slot >= 0) {
              bare[slot] = ms(t1 - t0);
              lone[slot] = ms(t2 - t1);
              exec[slot] = ms(t3 - t2);
              after[slot] = ms(t4 - t3);
              verify[slot] = ms(t5 - t4);
            }
          }
          double base = mean(bare) + mean(lone);
          double ours = mean(exec) + mean(after) + mean(verify);
          System.out.printf(Locale.ROOT, "%-28s %8.2f %9.2f %10.2f %8.2f %8.2f %8.2f %7.2fx%s%n", kind.name(), mean(bare), mean(lone), base, mean(exec),
              mean(after), mean(verify), ours / base, failures == 0 ? "" : "  (" + failures + " unverified!)");
          System.out.printf(Locale.ROOT, "%-28s %8.2f %9.2f %10s %8.2f %8.2f %8.2f   (medians)%n", "", median(bare), median(lone), "", median(exec),
              median(after), median(verify));
          if (current.elements().isEmpty()) {
            throw new IllegalStateException("the form has no elements");
          }
        }
      }
      System.out.println("ratio = (execute + snapshot after + verify) / (bare Playwright call + one snapshot); target <= 1.5x");
    } finally {
      server.stop(0);
    }
  }

  private static ActionMeta meta() {
    return ActionMeta.of("answer", null);
  }

  private static SemanticElement named(SemanticSnapshot s, String name) {
    return s.elements().stream().filter(e -> e.name().equals(name)).findFirst()
        .orElseThrow(() -> new IllegalStateException("no element named " + name));
  }

  private static String radio(SemanticSnapshot s, int i) {
    String question = "Radio question " + i % QUESTIONS_PER_KIND;
    String answer = i / QUESTIONS_PER_KIND % 2 == 0 ? "Yes" : "No";
    return s.elements().stream().filter(e -> e.name().equals(answer) && s.questionOf(e).equals(question)).findFirst()
        .orElseThrow(() -> new IllegalStateException("no " + answer + " for " + question)).ref();
  }

  /** Ten questions of each kind, each twice: one copy for the bare calls, one for the DSL. */
  static String form() {
    StringBuilder html = new StringBuilder("<!doctype html><html lang=en><head><meta charset=utf-8><title>Overhead form</title></head><body><form>");
    for (String copy : new String[] {"", "-bare"}) {
      String tag = copy.isEmpty() ? "" : " (bare)";
      for (int q = 0; q < QUESTIONS_PER_KIND; q++) {
        html.append("<p><label for=text").append(q).append(copy).append(">Text question ").append(q).append(tag).append("</label> <input id=text")
            .append(q).append(copy).append("></p>");
        html.append("<p><label for=select").append(q).append(copy).append(">Select question ").append(q).append(tag).append("</label> <select id=select")
            .append(q).append(copy).append("><option value=''>Choose</option>");
        for (int o = 0; o < 4; o++) {
          html.append("<option value=o").append(o).append(">Option ").append(o).append("</option>");
        }
        html.append("</select></p>");
        html.append("<fieldset><legend>Radio question ").append(q).append(tag).append("</legend><label><input type=radio name=radio").append(q)
            .append(copy).append(" id=radio").append(q).append(copy.isEmpty() ? "y" : "y-bare").append("> Yes</label><label><input type=radio name=radio")
            .append(q).append(copy).append(" id=radio").append(q).append(copy.isEmpty() ? "n" : "n-bare").append("> No</label></fieldset>");
        html.append("<p><label><input type=checkbox id=check").append(q).append(copy).append("> Checkbox question ").append(q).append(tag)
            .append("</label></p>");
      }
    }
    return html.append("<button type=submit>Submit</button></form></body></html>").toString();
  }

  private static double ms(long nanos) {
    return nanos / 1_000_000.0;
  }

  private static double mean(double[] xs) {
    return Arrays.stream(xs).average().orElse(0);
  }

  private static double median(double[] xs) {
    double[] sorted = xs.clone();
    Arrays.sort(sorted);
    return sorted.length == 0 ? 0 : sorted.length % 2 == 1 ? sorted[sorted.length / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  }
}
