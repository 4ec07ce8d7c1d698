package dev.autopilot.examples.outcomes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import com.sun.net.httpserver.HttpServer;
import dev.autopilot.classifier.OutcomeClassifiers;
import dev.autopilot.core.OutcomeClassifier;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.OutcomeSignals;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import dev.autopilot.playwright.PlaywrightSnapshotProvider;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Measures the stock outcome classifier on the labelled outcome corpus: pages in six languages
 * of every class, with region traps, dialogs, toasts and live regions, each served on 127.0.0.1
 * with its own status and read in Chromium exactly as a run reads the page after a submit
 * ({@link OutcomeSignals#read}). Writes the precision/recall table to {@code
 * target/outcome-corpus.md}.
 */
class OutcomeCorpusIT {
  static final String CORPUS = "/dev/autopilot/examples/outcomes/";
  static final int PAGE_TEXT_LIMIT = 4_000;

  static HttpServer server;
  static PlaywrightBrowser browser;
  static List<Labelled> labels;

  record Labelled(String id, String file, String language, OutcomeClass expected, int status, String path, String note) {}

  record Verdict(Labelled page, SubmissionOutcome outcome) {
    boolean right() {
      return outcome.outcomeClass() == page.expected();
    }
  }

  @BeforeAll
  static void start() throws IOException {
    labels = readLabels();
    server = HttpServer.create(new InetSocketAddress(InetAddress.getByAddress(new byte[] {127, 0, 0, 1}), 0), 0);
    for (Labelled l : labels) {
      server.createContext("/c/" + l.id() + l.path(), exchange -> {
        byte[] body = resource(l.file());
        exchange.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
        exchange.sendResponseHeaders(l.status(), body.length);
        try (OutputStream out = exchange.getResponseBody()) {
          out.write(body);
        }
      });
    }
    server.start();
    browser = PlaywrightBrowser.launch();
  }

  @AfterAll
  static void stop() {
    if (browser != null) {
      browser.close();
    }
    if (server != null) {
      server.stop(0);
    }
  }

  @Test
  void precisionAndRecallPerClass() throws IOException {
    assertTrue(labels.size() >= 60, "at least 60 labelled pages, have " + labels.size());
    Set<String> languages = new LinkedHashSet<>();
    labels.forEach(l -> languages.add(l.language()));
    assertTrue(languages.containsAll(List.of("en", "de", "fr", "es", "zh", "ar")), languages::toString);

    OutcomeClassifier classifier = OutcomeClassifiers.rules();
    PlaywrightSnapshotProvider snapshots = PlaywrightSnapshotProvider.create();
    List<Verdict> verdicts = new ArrayList<>();
    List<Verdict> wholePage = new ArrayList<>();
    String base = "http://127.0.0.1:" + server.getAddress().getPort() + "/c/";
    for (Labelled l : labels) {
      try (PlaywrightBrowserSession one = browser.newSession()) {
        one.navigate(base + l.id() + l.path());
        // Let a dialog the page opens right after its load event show up.
        one.unwrap(Page.class).evaluate("() => new Promise(r => setTimeout(r, 20))");
        SemanticSnapshot after = snapshots.snapshot(one);
        // Every page answers a form at /apply/{id}: a page served there is the form's own URL after the submit.
        String formUrl = base + l.id() + "/apply/" + l.id();
        OutcomeSignals signals = OutcomeSignals.read(one, formUrl, l.status() == 200 ? null : l.status(), after, PAGE_TEXT_LIMIT);
        verdicts.add(new Verdict(l, classifier.classify(signals)));
        // The same page read as a whole, without regions: what region weighting adds.
        wholePage.add(new Verdict(l, classifier.classify(new OutcomeSignals(signals.urlBefore(), signals.url(), signals.title(),
            signals.pageText(), signals.httpStatus(), signals.snapshot()))));
      }
    }

    String table = "By region (the stock reading):\n\n" + table(verdicts) + "\nThe same pages read as a whole, without regions:\n\n" + table(wholePage);
    Path report = Path.of("target", "outcome-corpus.md");
    Files.createDirectories(report.getParent());
    Files.writeString(report, table, StandardCharsets.UTF_8);
    System.out.println(table);

    for (Verdict v : verdicts) {
      if (v.outcome().isSuccess()) {
        assertEquals(OutcomeClass.SUCCESS_CONFIRMED, v.page().expected(),
            () -> "a false success is the one mistake never allowed: " + v.page().id() + " " + v.outcome());
      }
    }
    long right = verdicts.stream().filter(Verdict::right).count();
    assertTrue(right >= Math.ceil(0.9 * verdicts.size()), () -> "accuracy " + right + "/" + verdicts.size() + "\n" + table);
  }

  static String table(List<Verdict> verdicts) {
    Map<OutcomeClass, int[]> counts = new EnumMap<>(OutcomeClass.class);
    for (OutcomeClass c : OutcomeClass.values()) {
      counts.put(c, new int[3]); // true positives, predicted, actual
    }
    for (Verdict v : verdicts) {
      counts.get(v.outcome().outcomeClass())[1]++;
      counts.get(v.page().expected())[2]++;
      if (v.right()) {
        counts.get(v.page().expected())[0]++;
      }
    }
    StringBuilder out = new StringBuilder();
    out.append("| class | pages | predicted | correct | precision | recall |\n|---|---:|---:|---:|---:|---:|\n");
    for (OutcomeClass c : OutcomeClass.values()) {
      int[] n = counts.get(c);
      out.append(String.format("| `%s` | %d | %d | %d | %s | %s |%n", c.wireName(), n[2], n[1], n[0],
          n[1] == 0 ? "n/a" : String.format("%.2f", (double) n[0] / n[1]), n[2] == 0 ? "n/a" : String.format("%.2f", (double) n[0] / n[2])));
    }
    long right = verdicts.stream().filter(Verdict::right).count();
    out.append(String.format("%n%d of %d pages classified correctly (%.1f%%).%n", right, verdicts.size(), 100.0 * right / verdicts.size()));
    List<Verdict> wrong = verdicts.stream().filter(v -> !v.right()).toList();
    if (!wrong.isEmpty()) {
      out.append("\nMisclassified:\n");
      for (Verdict v : wrong) {
        out.append(String.format("- %s (%s): expected %s, got %s/%s %.2f: %s%n", v.page().id(), v.page().language(), v.page().expected().wireName(),
            v.outcome().outcomeClass().wireName(), v.outcome().code(), v.outcome().confidence(), v.outcome().evidenceSnippet()));
      }
    }
    return out.toString();
  }

  static List<Labelled> readLabels() {
    String text = new String(resource("labels.tsv"), StandardCharsets.UTF_8);
    List<Labelled> out = new ArrayList<>();
    for (String line : text.split("\n")) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] f = line.split("\t", -1);
      OutcomeClass expected = null;
      for (OutcomeClass c : OutcomeClass.values()) {
        if (c.wireName().equals(f[3])) {
          expected = c;
        }
      }
      out.add(new Labelled(f[0], f[1], f[2], java.util.Objects.requireNonNull(expected, f[3]), Integer.parseInt(f[4]), f[5],
          f.length > 6 ? f[6] : ""));
    }
    return out;
  }

  static byte[] resource(String name) {
    try (InputStream in = OutcomeCorpusIT.class.getResourceAsStream(CORPUS + name)) {
      if (in == null) {
        throw new IllegalStateException("missing corpus file " + name);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
