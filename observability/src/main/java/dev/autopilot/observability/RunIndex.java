package dev.autopilot.observability;

import static dev.autopilot.observability.internal.Html.esc;
import static java.util.Objects.requireNonNull;

import dev.autopilot.observability.internal.AtomicFiles;
import dev.autopilot.observability.internal.BundleEvents;
import dev.autopilot.observability.internal.Html;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * The index of the runs in a folder of evidence bundles ({@code <root>/<yyyy-MM-dd>/<requestId>/}),
 * {@code index.html} at the root: every run with its date, final state, outcome, failure code and
 * a link to its report, with filters by outcome and failure code; the failure clusters (runs
 * grouped by failure code and semantic key, with the count and one example run each); and their
 * trend per day. Self-contained: one file, its filter script inline, nothing from elsewhere.
 *
 * <p>It reads each run's {@code events.ndjson}, written redacted, and adds no data of its own. A
 * run without {@code run_finished} (running, or killed) is listed as {@code INCOMPLETE}.
 * Stateless and thread-safe; a run folder written while the index is made is read as far as it
 * is written.
 */
public final class RunIndex {
  /** The index file's name. */
  public static final String INDEX_FILE = "index.html";

  private RunIndex() {}

  /** One run of the index, as its events tell it. */
  record Row(String date, String requestId, String startedAt, String finalState, String outcome, String failureCode, String semanticKey,
      String message, Path report) {
    String cluster() {
      return failureCode + "\u0000" + semanticKey;
    }
  }

  /**
   * Writes {@code index.html} at the root, replacing an earlier one, and the report of each run
   * that has none yet.
   *
   * @param root the folder holding the dated run folders; only folders named
   *     {@code yyyy-MM-dd} and, in them, folders with an {@code events.ndjson} are read
   * @return the file written
   * @throws IOException when the folder cannot be read or the file written
   */
  public static Path write(Path root) throws IOException {
    requireNonNull(root, "root");
    List<Row> rows = rows(root);
    Path target = root.resolve(INDEX_FILE);
    AtomicFiles.write(target, render(rows, root));
    return target;
  }

  /**
   * Writes the index of the folder given ({@code runs} when none) and prints where.
   *
   * <pre>RunIndex [ROOT]</pre>
   *
   * @param args the root folder, or none for {@code runs} in the working directory
   * @throws IOException when the folder cannot be read or a file written; a root that is no
   *     folder exits with status 1 and a message instead
   */
  public static void main(String[] args) throws IOException {
    Path root = Path.of(args.length > 0 ? args[0] : "runs");
    if (!Files.isDirectory(root)) {
      System.err.println("no folder " + root + ": give the folder that holds the dated run folders");
      System.exit(1);
    }
    System.out.println("Index of " + rows(root).size() + " runs: " + write(root).toAbsolutePath());
  }

  static List<Row> rows(Path root) throws IOException {
    List<Row> rows = new ArrayList<>();
    if (!Files.isDirectory(root)) {
      return rows;
    }
    List<Path> days;
    try (Stream<Path> list = Files.list(root)) {
      days = list.filter(p -> Files.isDirectory(p) && p.getFileName().toString().matches("\\d{4}-\\d{2}-\\d{2}")).sorted().toList();
    }
    for (Path day : days) {
      List<Path> runs;
      try (Stream<Path> list = Files.list(day)) {
        runs = list.filter(p -> Files.isRegularFile(p.resolve(RunFolder.EVENTS_FILE))).sorted().toList();
      }
      for (Path run : runs) {
        BundleEvents events = BundleEvents.read(run);
        Path report = run.resolve(EvidenceBundle.REPORT_FILE);
        if (!Files.isRegularFile(report)) {
          HtmlReport.write(run);
        }
        rows.add(new Row(day.getFileName().toString(), events.requestId(), events.startedAt(), events.finalState(), events.outcome(), events.failureCode(),
            events.semanticKey(), events.failureMessage(), report));
      }
    }
    rows.sort(Comparator.comparing(Row::startedAt).reversed());
    return rows;
  }

  static String render(List<Row> rows, Path root) {
    StringBuilder h = new StringBuilder(32 * 1024);
    h.append("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Runs</title><style>").append(Html.STYLE)
        .append("</style></head><body>\n<h1>Runs</h1>\n");
    TreeSet<String> outcomes = new TreeSet<>();
    TreeSet<String> codes = new TreeSet<>();
    for (Row r : rows) {
      outcomes.add(r.outcome());
      codes.add(label(r.failureCode()));
    }
    h.append("<p>").append(rows.size()).append(" runs · <label>Outcome <select id=\"filter-outcome\"><option value=\"\">all</option>");
    outcomes.forEach(o -> h.append("<option>").append(esc(o)).append("</option>"));
    h.append("</select></label> <label>Failure code <select id=\"filter-code\"><option value=\"\">all</option>");
    codes.forEach(c -> h.append("<option>").append(esc(c)).append("</option>"));
    h.append("</select></label> <span id=\"shown\"></span></p>\n");
    h.append("<table id=\"runs\"><thead><tr><th>started</th><th>run</th><th>final state</th><th>outcome</th><th>failure code</th><th>reason</th></tr></thead><tbody>\n");
    for (Row r : rows) {
      h.append("<tr class=\"run\" data-outcome=\"").append(esc(r.outcome())).append("\" data-code=\"").append(esc(label(r.failureCode()))).append("\"><td>")
          .append(esc(r.startedAt())).append("</td><td><a href=\"").append(esc(link(root, r.report()))).append("\">").append(esc(r.requestId()))
          .append("</a></td><td>").append(esc(r.finalState())).append("</td><td>").append(esc(r.outcome())).append("</td><td")
          .append(r.failureCode().isEmpty() ? ">" : " class=\"failed\">").append(esc(label(r.failureCode()))).append("</td><td>").append(esc(r.message()))
          .append("</td></tr>\n");
    }
    h.append("</tbody></table>\n");

    Map<String, List<Row>> clusters = new LinkedHashMap<>();
    rows.stream().filter(r -> !r.failureCode().isEmpty()).sorted(Comparator.comparing(Row::cluster)).forEach(r -> clusters.computeIfAbsent(r.cluster(), k -> new ArrayList<>()).add(r));
    h.append("<h2>Failure clusters</h2>\n");
    if (clusters.isEmpty()) {
      h.append("<p class=\"muted\">No run failed.</p>\n");
    } else {
      h.append("<table id=\"clusters\"><thead><tr><th>failure code</th><th>semantic key</th><th>runs</th><th>example</th></tr></thead><tbody>\n");
      clusters.values().stream().sorted(Comparator.comparingInt((List<Row> l) -> l.size()).reversed()).forEach(l -> {
        Row example = l.get(0);
        h.append("<tr class=\"cluster\"><td class=\"failed\">").append(esc(example.failureCode())).append("</td><td><code>").append(esc(example.semanticKey()))
            .append("</code></td><td>").append(l.size()).append("</td><td><a href=\"").append(esc(link(root, example.report()))).append("\">")
            .append(esc(example.requestId())).append("</a></td></tr>\n");
      });
      h.append("</tbody></table>\n");
    }

    h.append("<h2>Failures per day</h2>\n");
    Map<String, Map<String, Integer>> trend = new TreeMap<>(Comparator.reverseOrder());
    Map<String, Integer> totals = new TreeMap<>();
    for (Row r : rows) {
      totals.merge(r.date(), 1, Integer::sum);
      Map<String, Integer> day = trend.computeIfAbsent(r.date(), d -> new TreeMap<>());
      if (!r.failureCode().isEmpty()) {
        day.merge(r.failureCode(), 1, Integer::sum);
      }
    }
    h.append("<table id=\"trend\"><thead><tr><th>day</th><th>runs</th><th>failed</th><th>by failure code</th></tr></thead><tbody>\n");
    for (Map.Entry<String, Map<String, Integer>> day : trend.entrySet()) {
      int failed = day.getValue().values().stream().mapToInt(Integer::intValue).sum();
      int runs = requireNonNull(totals.get(day.getKey()), "totals counts every day of the trend");
      h.append("<tr class=\"day\"><td>").append(esc(day.getKey())).append("</td><td>").append(runs).append("</td><td><span class=\"bar\" style=\"width:")
          .append(runs == 0 ? 0 : 8 * failed).append("px\"></span> ").append(failed).append("</td><td>");
      day.getValue().forEach((code, n) -> h.append(esc(code)).append(" ").append(n).append("<br>"));
      h.append("</td></tr>\n");
    }
    h.append("</tbody></table>\n");
    h.append("""
        <script>
        (function () {
          var outcome = document.getElementById('filter-outcome'), code = document.getElementById('filter-code');
          function apply() {
            var rows = document.querySelectorAll('#runs tr.run'), shown = 0;
            rows.forEach(function (r) {
              var ok = (!outcome.value || r.dataset.outcome === outcome.value) && (!code.value || r.dataset.code === code.value);
              r.hidden = !ok;
              if (ok) { shown++; }
            });
            document.getElementById('shown').textContent = shown + ' shown';
          }
          outcome.addEventListener('change', apply);
          code.addEventListener('change', apply);
          apply();
        })();
        </script>
        </body></html>
        """);
    return h.toString();
  }

  /** A failure code for people: none when the run ended without one. */
  private static String label(String failureCode) {
    return failureCode.isEmpty() ? "none" : failureCode;
  }

  private static String link(Path root, Path report) {
    return root.relativize(report).toString().replace('\\', '/');
  }
}
