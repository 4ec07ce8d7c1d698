package dev.autopilot.examples.memory;

import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.Task;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.RunOptions;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import dev.autopilot.testkit.EventOrderValidator;
import dev.autopilot.testkit.FixtureServer;
import java.net.URI;
import java.util.List;
import java.util.Objects;
import java.util.function.BiFunction;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Pages a test class writes itself, served on 127.0.0.1, and one Chromium for the class to run
 * on them: register it as a static {@code @RegisterExtension} field; both start before the
 * class's first test and close after its last. {@link #run(PlaywrightBrowser, Orchestrator, Task,
 * BiFunction)} is the one way the memory tests run a task: in a fresh session, every event
 * recorded, their order checked.
 *
 * <p>Not thread-safe: a class's tests use it one at a time.
 */
final class PageRuns implements BeforeAllCallback, AfterAllCallback {
  private FixtureServer server;
  private PlaywrightBrowser browser;

  @Override
  public void beforeAll(ExtensionContext context) {
    server = FixtureServer.start();
    browser = PlaywrightBrowser.launch();
  }

  @Override
  public void afterAll(ExtensionContext context) {
    if (browser != null) {
      browser.close();
    }
    if (server != null) {
      server.close();
    }
  }

  /**
   * Serves a page, or serves it anew with other HTML.
   *
   * @param name the page's path, without the leading slash
   * @param html the page
   * @return the page's address on 127.0.0.1
   */
  URI page(String name, String html) {
    return Objects.requireNonNull(server, "the extension has not run yet").page(name, html);
  }

  /**
   * Runs a task in a fresh session of the class's browser.
   *
   * @param autopilot the pipeline to run
   * @param task what to do
   * @param ran what the test keeps of the run, made from its result and its recorded events
   * @param <R> the test's own record of a run
   * @return {@code ran} of the run
   * @throws AssertionError when the run's events broke their ordering contract
   */
  <R> R run(Orchestrator autopilot, Task task, BiFunction<RunResult, InMemoryEventSink, R> ran) {
    return run(Objects.requireNonNull(browser, "the extension has not run yet"), autopilot, task, ran);
  }

  /**
   * Runs a task in a fresh session of a browser, recording every event and checking their order.
   *
   * @param browser the browser to open the session in; the session is closed after the run
   * @param autopilot the pipeline to run
   * @param task what to do
   * @param ran what the test keeps of the run, made from its result and its recorded events
   * @param <R> the test's own record of a run
   * @return {@code ran} of the run
   * @throws AssertionError when the run's events broke their ordering contract
   */
  static <R> R run(PlaywrightBrowser browser, Orchestrator autopilot, Task task, BiFunction<RunResult, InMemoryEventSink, R> ran) {
    InMemoryEventSink events = EventSink.inMemory();
    EventOrderValidator order = new EventOrderValidator();
    RunResult result;
    try (PlaywrightBrowserSession session = browser.newSession()) {
      result = autopilot.run(session, task, new RunOptions(RunOptions.newRequestId(), List.of(events, order), null));
    }
    order.assertValid();
    return ran.apply(result, events);
  }
}
