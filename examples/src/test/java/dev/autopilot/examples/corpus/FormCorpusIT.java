package dev.autopilot.examples.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.examples.CorpusWorkers;
import dev.autopilot.examples.QuickStart;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.net.URI;
import java.time.Duration;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The stock pipeline with a profile on every page of the form corpus, in one Chromium with one
 * context per page: each run must end in {@code DONE} with {@code success_confirmed}, and the
 * server must have received exactly one submission from the page. Writes the figures to {@code
 * target/form-corpus.md}. {@code -Dcorpus.pages=a,b} runs only those pages (default: all).
 */
class FormCorpusIT {
  static FormCorpusSite site;
  static PlaywrightBrowser browser;
  static Profile profile;

  record Row(String page, RunResult result, int submissions, long millis) {
    boolean ok() {
      return result.finalState() == RunState.DONE && result.outcome() != null
          && result.outcome().outcomeClass() == OutcomeClass.SUCCESS_CONFIRMED && submissions == 1;
    }
  }

  @BeforeAll
  static void start() {
    site = FormCorpusSite.start();
    browser = PlaywrightBrowser.launch();
    try {
      // loaded from its file, so the resume it names resolves next to it
      profile = Profile.load(Path.of(FormCorpusIT.class.getResource("/dev/autopilot/examples/corpus/corpus-profile.json").toURI()));
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  @AfterAll
  static void stop() {
    if (browser != null) {
      browser.close();
    }
    if (site != null) {
      site.close();
    }
  }

  @Test
  void everyPageIsSubmittedOnceAndConfirmed() throws Exception {
    site.reset();
    List<Row> rows = CorpusWorkers.runAll(pages(), (browser, page) -> {
      InMemoryEventSink events = EventSink.inMemory();
      Orchestrator autopilot = QuickStart.autopilot(JobApplicationPack.of(profile)).toBuilder().addEventSink(events).build();
      long t0 = System.nanoTime();
      RunResult result;
      try (PlaywrightBrowserSession session = browser.newSession()) {
        result = autopilot.run(session, Task.of("apply on " + page, site.pageUri(page)));
      }
      return new Row(page, result, site.submissions(page), (System.nanoTime() - t0) / 1_000_000);
    });
    String table = table(rows);
    Path report = Path.of("target", "form-corpus.md");
    Files.createDirectories(report.getParent());
    Files.writeString(report, table, StandardCharsets.UTF_8);
    System.out.println(table);
    for (Row r : rows) {
      assertTrue(r.submissions() <= 1, () -> r.page() + " was submitted " + r.submissions() + " times\n" + table);
    }
    assertTrue(rows.stream().allMatch(Row::ok), table);

    // Answers asked in parts arrived in each control's own format.
    assertSent("react-date-selects", "\"month\":\"12\"", "\"day\":\"1\"", "\"year\":\"2026\"");
    assertSent("date-three-inputs", "startMonth=12", "startDay=01", "startYear=2026");
    // Parts told only by their code names (name, id), parts told by sub-labels under one label,
    // a native date input inside an open shadow root.
    assertSent("date-parts-named", "dobMonth=03", "dobDay=7", "dobYear=1985", "f7=01", "f8=12", "f9=2026", "interviewDate=2026-12-15",
        "contractEnd=30%2F11%2F2027");
    assertSent("date-sublabels", "q1a=Ada", "q1b=Lovelace", "q3a=07", "q3b=03", "q3c=1985");
    assertSent("time-12h", "hour=2", "minute=30", "ampm=PM");
    assertSent("split-phone", "phoneArea=415", "phonePrefix=555", "phoneLine=0134");
    assertSent("flatpickr-date", "startDate=01.12.2026");
    assertSent("react-json", "\"email\":\"ada.lovelace@example.org\"");
    // Selects replaced by widgets sent the options chosen, picked in the widgets (picks counts the
    // library's own events for a pick by a person, which a value set behind the widget never fires).
    assertSent("widget-select2", "country=us", "department=engineering", "picks=2");
    assertSent("widget-chosen", "department=engineering", "employment=full", "picks=2");
    assertSent("widget-selectric", "employment=full", "source=conference", "picks=2");
    assertSent("widget-tomselect", "\"country\":\"us\"", "\"source\":\"conference\"", "\"picks\":\"2\"");

    assertSent("widget-click", "\"phone\":\"+1 415 555 0134\"", "\"city\":\"San Francisco\"");
    assertSent("widget-react-select", "\"country\":\"us\"", "\"language\":\"java\"");
    assertSent("widget-mui", "\"employmentType\":\"full-time\"", "\"office\":\"Berlin\"");
    assertSent("widget-jqueryui-autocomplete", "city=San+Francisco", "cityCode=SFO");
    // Widgets: dates in each picker's or mask's own format, masks filled, sliders and switches set.
    assertSent("flatpickr-date", "interviewDate=2026-12-15", "contractEnd=30%2F11%2F2027");
    assertSent("widget-jqueryui-datepicker", "\"startDate\":\"01/12/2026\"", "\"interviewDate\":\"Tuesday, 15 December, 2026\"");
    assertSent("widget-datepickers", "contractEnd=30.11.2027", "interviewDate=12%2F15%2F2026", "startDate=Tue+Dec+01+2026");
    assertSent("widget-masks", "\"phone\":\"(415) 555-0134\"", "\"startDate\":\"12/01/2026\"", "\"membershipCard\":\"1234 5678 9012\"");
    assertSent("widget-sliders-switches", "\"years\":\"7\"", "\"travel\":\"40\"", "\"relocate\":\"yes\"", "\"remote\":\"yes\"");
    assertSent("widget-contenteditable", "motivation=Clear+documentation", "coverLetter=I+enjoy+turning");
    assertSent("widget-custom-choices", "authorized=yes", "sponsorship=no", "arrangement=remote", "terms=yes", "privacy=yes");
    assertSent("widget-file-button", "filename=\"resume.pdf\"", "%PDF-1.4");
  }

  /**
   * The pages to drive: every page of the corpus, or those named in the system property {@code
   * corpus.pages} (comma-separated), to run a few while working on them.
   */
  static List<String> pages() {
    String only = System.getProperty("corpus.pages", "").strip();
    if (only.isEmpty()) {
      return FormCorpusSite.PAGES;
    }
    List<String> chosen = List.of(only.split("\\s*,\\s*"));
    for (String page : chosen) {
      assertTrue(FormCorpusSite.PAGES.contains(page), () -> "corpus.pages names '" + page + "'; the corpus has " + FormCorpusSite.PAGES);
    }
    return chosen;
  }

  private static void assertSent(String page, String... parts) {
    if (!pages().contains(page)) {
      return;
    }
    String body = site.received().stream().filter(r -> r.page().equals(page)).findFirst().orElseThrow().body();
    for (String part : parts) {
      assertTrue(body.contains(part), () -> page + " sent " + body + ", expected " + part);
    }
  }

  @Test
  void aPerStepFormWhoseNextIsASubmitButtonMovesStepByStepAndIsSentOnce() {
    site.reset();
    InMemoryEventSink events = EventSink.inMemory();
    Orchestrator autopilot = QuickStart.autopilot(JobApplicationPack.of(profile)).toBuilder().addEventSink(events).build();
    RunResult result;
    try (PlaywrightBrowserSession session = browser.newSession()) {
      result = autopilot.run(session, Task.of("apply step by step", site.pageUri("wizard-step-forms")));
    }
    assertEquals(RunState.DONE, result.finalState(), String.valueOf(result.manualReason()));
    assertEquals(OutcomeClass.SUCCESS_CONFIRMED, result.outcome().outcomeClass());
    assertEquals(1, site.submissions("wizard-step-forms"), "sent once");
    assertEquals(1, result.counters().submitAttempts(), "the two Next clicks are step transitions, not submits");
    List<dev.autopilot.core.event.RunEvent.ActionVerified> steps = events.payloads(dev.autopilot.core.event.RunEvent.ActionVerified.class).stream()
        .filter(v -> v.verb().equals("click_ref") && v.reason().startsWith("verified step transition")).toList();
    assertEquals(2, steps.size(), () -> events.events().toString());
    assertEquals(1, events.payloads(dev.autopilot.core.event.RunEvent.ActionExecuted.class).stream().filter(x -> x.action() instanceof
        dev.autopilot.core.model.Action.Submit).count(), "one submit action: the final one");
    assertSent("wizard-step-forms", "\"firstName\":\"Ada\"", "\"email\":\"ada.lovelace@example.org\"", "\"consent\":\"on\"");
  }

  @Test
  void anAnswerPastTheSubmitDeadlineMayHaveBeenSubmittedAndIsNeverSentAgain() {
    org.junit.jupiter.api.Assumptions.assumeTrue(pages().contains("slow-answer"), "slow-answer is not among corpus.pages");
    site.reset();
    InMemoryEventSink events = EventSink.inMemory();
    // The run's submit deadline (the executor's own default stays 30 s).
    Orchestrator autopilot = QuickStart.autopilot(JobApplicationPack.of(profile)).toBuilder().submitDeadline(Duration.ofSeconds(2))
        .addEventSink(events).build();
    RunResult result;
    try (PlaywrightBrowserSession session = browser.newSession()) {
      result = autopilot.run(session, Task.of("apply slowly", URI.create(site.pageUri("slow-answer") + "?delayMs=5000")));
    }
    assertEquals(RunState.MANUAL_REQUIRED, result.finalState());
    assertEquals("MAY_HAVE_BEEN_SUBMITTED", String.valueOf(result.manualReason().code()));
    assertTrue(result.manualReason().message().contains("may have been submitted"), result.manualReason().message());
    assertEquals(1, site.submissions("slow-answer"), "sent once, never again");
    assertEquals(1, result.counters().submitAttempts());
    assertEquals(OutcomeClass.UNKNOWN_BLOCKED, result.outcome().outcomeClass(), "unknown, never a failure nor a success");
  }

  static String table(List<Row> rows) {
    StringBuilder out = new StringBuilder("| page | final state | outcome | submissions on the server | steps | submit attempts | time |\n"
        + "|---|---|---|---:|---:|---:|---:|\n");
    for (Row r : rows) {
      RunResult res = r.result();
      String outcome = res.outcome() == null ? "-" : res.outcome().outcomeClass().wireName() + "/" + res.outcome().code();
      String state = res.finalState() + (res.manualReason() == null ? "" : " (" + res.manualReason().code() + ")");
      out.append(String.format("| %s | %s | %s | %d | %d | %d | %.1f s |%n", r.page(), state, outcome, r.submissions(),
          res.counters().steps(), res.counters().submitAttempts(), r.millis() / 1000.0));
    }
    long ok = rows.stream().filter(Row::ok).count();
    out.append(String.format("%n%d of %d pages DONE/success_confirmed with exactly one submission.%n", ok, rows.size()));
    for (Row r : rows) {
      if (!r.ok() && r.result().manualReason() != null) {
        out.append("- ").append(r.page()).append(": ").append(r.result().manualReason().message()).append('\n');
      }
    }
    return out.toString();
  }
}
