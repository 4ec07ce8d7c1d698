package dev.autopilot.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.BrowserDialog;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.observability.NarrativeEventSink;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Every JavaScript dialog of a run is an event of its own and a line of the narrative: an alert
 * while filling (acknowledged), a confirm outside the submit (dismissed and reported), the
 * confirm that asks to send the form at the submit (accepted, and evidence of the submit), a
 * beforeunload (dismissed). The run ends DONE with one submission and hangs on none of them.
 */
@Timeout(120)
class DialogsIT {
  static HttpServer server;
  static final AtomicInteger submissions = new AtomicInteger();
  static final AtomicReference<String> body = new AtomicReference<>("");
  static PlaywrightBrowser browser;

  @BeforeAll
  static void start() throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getByAddress(new byte[] {127, 0, 0, 1}), 0), 0);
    server.createContext("/", DialogsIT::handle);
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

  private static void handle(HttpExchange ex) throws IOException {
    try (ex) {
      String path = ex.getRequestURI().getPath();
      byte[] out;
      String type;
      if (path.equals("/api/dialogs") && ex.getRequestMethod().equals("POST")) {
        body.set(new String(ex.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
        out = ("{\"ok\":true,\"reference\":\"DW-" + (1000 + submissions.incrementAndGet()) + "\"}").getBytes(StandardCharsets.UTF_8);
        type = "application/json";
      } else if (path.equals("/apply")) {
        try (InputStream in = DialogsIT.class.getResourceAsStream("/dev/autopilot/examples/dialogs/dialogs.html")) {
          out = in.readAllBytes();
        }
        type = "text/html; charset=utf-8";
      } else {
        out = "<!doctype html><title>Elsewhere</title><p>Another page</p>".getBytes(StandardCharsets.UTF_8);
        type = "text/html; charset=utf-8";
      }
      ex.getResponseHeaders().set("Content-Type", type);
      ex.sendResponseHeaders(200, out.length);
      try (OutputStream o = ex.getResponseBody()) {
        o.write(out);
      }
    }
  }

  private static Profile profile() throws IOException {
    try (InputStream in = DialogsIT.class.getResourceAsStream("/dev/autopilot/examples/corpus/corpus-profile.json")) {
      return Profile.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), "corpus-profile.json");
    }
  }

  @Test
  void everyDialogIsReportedAnsweredOnPurposeAndNoneHangs() throws IOException {
    InMemoryEventSink events = EventSink.inMemory();
    StringWriter narrative = new StringWriter();
    Orchestrator autopilot = QuickStart.autopilot(JobApplicationPack.of(profile())).toBuilder()
        .addEventSink(events).addEventSink(NarrativeEventSink.toWriter(narrative)).build();
    RunResult result;
    try (PlaywrightBrowserSession session = browser.newSession()) {
      result = autopilot.run(session, Task.of("apply", URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/apply")));
    }
    String told = narrative.toString();
    assertEquals(RunState.DONE, result.finalState(), () -> result.manualReason() + "\n" + told);
    assertEquals(OutcomeClass.SUCCESS_CONFIRMED, result.outcome().outcomeClass());
    assertEquals(1, submissions.get(), "sent exactly once");
    assertTrue(body.get().contains("subscribed=false"), "the newsletter confirm was dismissed: " + body.get());

    List<EventEnvelope> all = events.events();
    EventEnvelope alert = dialog(all, BrowserDialog.Type.ALERT, "double-check").orElseThrow(() -> new AssertionError(told));
    assertTrue(((RunEvent.DialogHandled) alert.event()).accepted());
    EventEnvelope newsletter = dialog(all, BrowserDialog.Type.CONFIRM, "newsletter").orElseThrow(() -> new AssertionError(told));
    RunEvent.DialogHandled n = (RunEvent.DialogHandled) newsletter.event();
    assertFalse(n.accepted());
    assertEquals("no submit is under way", n.reason());
    EventEnvelope send = dialog(all, BrowserDialog.Type.CONFIRM, "Submit your application").orElseThrow(() -> new AssertionError(told));
    assertTrue(((RunEvent.DialogHandled) send.event()).accepted());
    EventEnvelope leave = dialog(all, BrowserDialog.Type.BEFOREUNLOAD, "").orElseThrow(() -> new AssertionError(told));
    assertFalse(((RunEvent.DialogHandled) leave.event()).accepted());

    // The accepted confirm belongs to the submit and is evidence in its verdict.
    String submitId = all.stream().filter(e -> e.event() instanceof RunEvent.ActionExecuted x && x.action() instanceof Action.Submit)
        .map(EventEnvelope::actionId).findFirst().orElseThrow();
    assertEquals(submitId, send.actionId());
    RunEvent.ActionVerified verdict = all.stream().filter(e -> submitId.equals(e.actionId()) && e.event() instanceof RunEvent.ActionVerified)
        .map(e -> (RunEvent.ActionVerified) e.event()).findFirst().orElseThrow();
    assertTrue(verdict.evidence().stream().anyMatch(ev -> ev.criterion().equals("dialog opened") && ev.held()), verdict::toString);
    assertTrue(newsletter.state() != RunState.SUBMIT && newsletter.step() < send.step(), "the newsletter confirm opened while filling: " + newsletter);
    assertTrue(told.contains("dialog confirm"), told);
    assertTrue(told.contains("dismissed: no submit is under way"), told);
    assertTrue(told.contains("dialog beforeunload"), told);
  }

  private static Optional<EventEnvelope> dialog(List<EventEnvelope> all, BrowserDialog.Type kind, String text) {
    return all.stream().filter(e -> e.event() instanceof RunEvent.DialogHandled d && d.kind() == kind && d.message().contains(text)).findFirst();
  }
}
