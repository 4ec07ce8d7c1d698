package dev.autopilot.examples.blind;

import com.microsoft.playwright.Page;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.examples.QuickStart;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Measures the stock pipeline on the blind form corpus: every page of {@link
 * BlindCorpusSite#pages()} is run exactly as the README's embedding example does (
 * {@code QuickStart.autopilot(JobApplicationPack.of(profile))}, one {@code PlaywrightBrowser} for
 * the class, a fresh session per page, {@code RunOptions.defaults()} with an in-memory event
 * sink), and the result is written as a table to {@code target/blind-corpus-report.md} (and
 * printed), with each run's events in {@code target/blind-runs/}.
 *
 * <p>{@code -Dblind.pages=a,b} runs only the named pages (the report then covers only them).
 *
 * <p>The outcome rate is the measurement and is not asserted. Asserted: no page was submitted
 * more than once, and a run that ends {@code DONE} was counted exactly once.
 */
class BlindCorpusIT {
  private static BlindCorpusSite site;

  record Row(String page, String library, String expected, String state, String manual, String outcomeClass, int submissions,
      String countedBy, int rejected, int rightFields, int expectedFields, List<String> wrong, double seconds) implements CorpusReports.Counted {}

  @BeforeAll
  static void start() {
    site = BlindCorpusSite.start();
  }

  @AfterAll
  static void stop() {
    if (site != null) {
      site.close();
    }
  }

  @Test
  void measuresTheStockPipelineOnEveryPage() throws Exception {
    CorpusReports.measure(site.pages(), "blind-runs", "blind-corpus-report.md", BlindCorpusIT::report, BlindCorpusIT::run);
  }

  private static Row run(PlaywrightBrowser browser, String name, Path runs) throws IOException {
    BlindCase c = BlindCase.load(name);
    site.reset(name);
    Profile profile = Profile.load(c.writeProfile(Files.createTempDirectory("blind-" + name)));
    Orchestrator autopilot = QuickStart.autopilot(JobApplicationPack.of(profile));
    AtomicReference<OnPage> onPage = new AtomicReference<>(new OnPage(0, Map.of(), ""));
    CorpusReports.Ran ran = CorpusReports.run(browser, autopilot, Task.of("Apply: " + name, site.pageUri(name)), runs, name, session -> {
      if (!c.countedOnPage()) {
        return "";
      }
      OnPage read = OnPage.read(session);
      onPage.set(read);
      return read.note();
    });
    RunResult result = ran.result();
    String outcomeClass = result != null && result.outcome() != null ? String.valueOf(result.outcome().outcomeClass()) : "";
    int pageCount = onPage.get().count();
    Map<String, String> pageFields = onPage.get().fields();

    int submissions = c.countedOnPage() ? pageCount : site.submissions(name);
    Map<String, String> received = c.countedOnPage() ? pageFields
        : site.received(name).isEmpty() ? Map.of() : site.received(name).get(site.received(name).size() - 1).fields();
    List<String> right = c.rightFields(received);
    List<String> wrong = new ArrayList<>();
    if (!received.isEmpty()) {
      for (Map.Entry<String, String> e : c.expectedFields().entrySet()) {
        if (!right.contains(e.getKey())) {
          wrong.add(e.getKey() + "=" + received.getOrDefault(e.getKey(), "(missing)"));
        }
      }
    }
    return new Row(name, c.library(), c.expectedOutcome(), ran.state(), ran.manual(), outcomeClass, submissions, c.countedOnPage() ? "page" : "server",
        site.rejected(name), right.size(), c.expectedFields().size(), wrong, ran.seconds());
  }

  /**
   * What a page that counts its own submissions says of them: how many, and the fields of the last
   * one; {@code note} tells why they could not be read (what was read before stays).
   */
  record OnPage(int count, Map<String, String> fields, String note) {
    static OnPage read(PlaywrightBrowserSession session) {
      int count = 0;
      Map<String, String> fields = Map.of();
      try {
        Page page = session.unwrap(Page.class);
        Object n = page.evaluate("() => Number(window.__blindSubmissions || 0)");
        count = n instanceof Number num ? num.intValue() : 0;
        Object json = page.evaluate("() => window.__blindReceived ? JSON.stringify(window.__blindReceived) : ''");
        if (json instanceof String text && !text.isEmpty()) {
          fields = BlindCorpusSite.fields("application/json", text.getBytes(StandardCharsets.UTF_8));
        }
      } catch (RuntimeException e) {
        return new OnPage(count, fields, " (window.__blindSubmissions unreadable: " + e.getMessage() + ")");
      }
      return new OnPage(count, fields, "");
    }
  }

  private static String report(List<Row> rows) {
    StringBuilder sb = new StringBuilder();
    long done = rows.stream().filter(r -> r.state().equals("DONE")).count();
    long asExpected = rows.stream().filter(r -> r.state().equals("DONE") ? r.expected().equals("DONE") : r.expected().equals("MANUAL")).count();
    long perfect = rows.stream().filter(r -> r.state().equals("DONE") && r.rightFields() == r.expectedFields()).count();
    sb.append("# Blind corpus: the stock pipeline\n\n");
    sb.append("DONE ").append(done).append('/').append(rows.size())
        .append(" · outcome as expected ").append(asExpected).append('/').append(rows.size())
        .append(" · DONE with every expected field right ").append(perfect).append('/').append(rows.size()).append("\n\n");
    sb.append("| page | library | expected | final state | manual code: message | outcome class | submissions | rejected | fields right | time (s) |\n");
    sb.append("|---|---|---|---|---|---|---|---|---|---|\n");
    for (Row r : rows) {
      sb.append("| ").append(r.page())
          .append(" | ").append(CorpusReports.cell(r.library()))
          .append(" | ").append(r.expected())
          .append(" | ").append(r.state())
          .append(" | ").append(CorpusReports.cell(CorpusReports.shorten(r.manual(), 160)))
          .append(" | ").append(r.outcomeClass())
          .append(" | ").append(r.submissions()).append(r.countedBy().equals("page") ? " (page)" : "")
          .append(" | ").append(r.rejected())
          .append(" | ").append(r.rightFields()).append('/').append(r.expectedFields())
          .append(r.wrong().isEmpty() ? "" : " (" + CorpusReports.cell(CorpusReports.shorten(String.join(", ", r.wrong()), 160)) + ")")
          .append(" | ").append(String.format(java.util.Locale.ROOT, "%.1f", r.seconds()))
          .append(" |\n");
    }
    return sb.toString();
  }
}
