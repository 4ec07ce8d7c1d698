package dev.autopilot.assist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.autopilot.core.AssistFailureCode;
import dev.autopilot.core.AssistPlugin;
import dev.autopilot.core.Planner;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.event.RunEvent.AssistEffectEvaluated;
import dev.autopilot.core.event.RunEvent.AssistEffectEvaluated.FieldVerdict;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.OrchestratorBuilder;
import dev.autopilot.fsm.RunOptions;
import dev.autopilot.playwright.BrowserConfig;
import dev.autopilot.playwright.BrowserExtension;
import dev.autopilot.playwright.ExtensionTrigger;
import dev.autopilot.playwright.PlaywrightActionExecutor;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import dev.autopilot.playwright.PlaywrightSnapshotProvider;
import dev.autopilot.playwright.PlaywrightVerifier;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The browser-extension assist in whole runs, in a real Chromium with a small autofill extension
 * written for these tests ({@code src/test/resources/extensions/test-autofill}): on the page's
 * {@code autopilot-autofill} event it fills first name and email right, the phone wrong, and last
 * name, which it empties again 400 ms later. The run must take the right fields as assist effects,
 * catch the wrong and the cleared one and fill them itself, and end exactly as a run without an
 * assist when the extension is absent, broken or slow.
 */
class BrowserExtensionAssistIT {
  static final Path EXTENSIONS = Path.of("src/test/resources/extensions").toAbsolutePath();
  static final Path TEST_AUTOFILL = EXTENSIONS.resolve("test-autofill");
  static final ExtensionTrigger TRIGGER = ExtensionTrigger.domEvent("autopilot-autofill");
  static final Profile PROFILE = new Profile("Ada", "Lovelace", "ada@example.org", "+1 415 555 0100", null, Map.of(), null, null, null,
      Profile.Consent.toApplying(), Map.of());
  /** What the server must receive, whoever filled the form. */
  static final Map<String, String> EXPECTED = Map.of("first_name", "Ada", "last_name", "Lovelace", "email", "ada@example.org", "phone", "+1 415 555 0100");

  static final String FORM = """
      <!doctype html><html data-autofill-mode="%s" data-autofill-delay="%d"><head><title>Contact us</title></head><body>
      <h1>Contact us</h1><form method="post" action="/send">
      <p><label>First name <input name="first_name" required></label></p>
      <p><label>Last name <input name="last_name" required></label></p>
      <p><label>Email <input name="email" type="email" required></label></p>
      <p><label>Phone <input name="phone" type="tel" required></label></p>
      <button>Send</button></form></body></html>""";

  /**
   * When the slow extension fills (every field right), after its first trigger: past the assist's
   * watch (two triggers, each watched for 1.5 s), about when the run fills the form itself.
   */
  static final long SLOW_FILL_MILLIS = 3_600;

  static HttpServer server;
  static final List<Map<String, String>> RECEIVED = Collections.synchronizedList(new ArrayList<>());

  @BeforeAll
  static void serve() throws IOException {
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext("/", ex -> {
      String mode = ex.getRequestURI().getPath().substring(1);
      send(ex, FORM.formatted(mode.isEmpty() ? "normal" : mode, SLOW_FILL_MILLIS));
    });
    server.createContext("/send", ex -> {
      RECEIVED.add(form(new String(ex.getRequestBody().readAllBytes(), StandardCharsets.UTF_8)));
      send(ex, "<!doctype html><title>Thanks</title><h1>Message received</h1>");
    });
    server.start();
  }

  @AfterAll
  static void stop() {
    server.stop(0);
  }

  @BeforeEach
  void forget() {
    RECEIVED.clear();
  }

  private record Ended(RunResult result, InMemoryEventSink events) {
    RunEvent.AssistInvoked invoked() {
      return events.payloads(RunEvent.AssistInvoked.class).get(0);
    }

    AssistEffectEvaluated effect() {
      return events.payloads(AssistEffectEvaluated.class).get(0);
    }
  }

  /** A run on the page in this mode, in a browser loading these extension folders, with the assist when given. */
  private static Ended run(String mode, List<Path> extensions, @Nullable AssistPlugin assist) {
    OrchestratorBuilder b = Orchestrator.builder()
        .snapshotProvider(PlaywrightSnapshotProvider.create())
        .planner(Planner.rules(JobApplicationPack.of(PROFILE)))
        .executor(PlaywrightActionExecutor.create())
        .verifier(PlaywrightVerifier.create())
        .classifier(s -> s.title().equals("Thanks")
            ? new SubmissionOutcome(OutcomeClass.SUCCESS_CONFIRMED, "TEST_THANKS", 0.9, "Message received", false)
            : new SubmissionOutcome(OutcomeClass.UNKNOWN_BLOCKED, "TEST_UNKNOWN", 0.5, s.title(), false));
    if (assist != null) {
      b.addAssistPlugin(assist);
    }
    BrowserConfig.Builder config = BrowserConfig.builder();
    extensions.forEach(config::addExtension);
    InMemoryEventSink events = EventSink.inMemory();
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(config.build()); PlaywrightBrowserSession session = browser.newSession()) {
      RunResult result = b.build().run(session, Task.of("send the contact form", URI.create(url("/" + mode))), RunOptions.defaults().withEventSink(events));
      return new Ended(result, events);
    }
  }

  private static AssistPlugin assist(Path folder) {
    return ExtensionAssist.builder(folder, TRIGGER).deadline(Duration.ofMillis(1500)).retries(1).build();
  }

  private static void assertEndsAsWithoutAssist(Ended ended) {
    assertEquals(RunState.DONE, ended.result().finalState(), () -> String.valueOf(ended.result().manualReason()));
    assertEquals(List.of(EXPECTED), RECEIVED, "one submission, with every value right");
  }

  @Test
  void withoutAnAssistTheFormIsSentOnceWithEveryValueRight() {
    Ended ended = run("normal", List.of(), null);
    assertEndsAsWithoutAssist(ended);
    assertTrue(ended.events().payloads(RunEvent.AssistInvoked.class).isEmpty());
  }

  @Test
  void theExtensionsRightFieldsAreAssistEffectsAndItsWrongAndClearedFieldsAreCaughtAndFilledByTheRun() {
    Ended ended = run("normal", List.of(TEST_AUTOFILL), assist(TEST_AUTOFILL));
    RunEvent.AssistInvoked invoked = ended.invoked();
    assertTrue(invoked.attempted(), invoked::detail);
    assertEquals(3, invoked.fieldsTouched(), "first name, email, phone filled; last name filled and emptied again: " + invoked.detail());
    assertTrue(invoked.detail().contains("filled 3 of 4 empty field(s) (75%)"), invoked.detail());
    assertTrue(invoked.detail().contains("4 field(s) changed while watched"), invoked.detail());

    AssistEffectEvaluated effect = ended.effect();
    Map<String, FieldVerdict> verdicts = effect.fields().stream()
        .collect(Collectors.toMap(AssistEffectEvaluated.FieldEffect::question, AssistEffectEvaluated.FieldEffect::verdict, (a, b) -> a, LinkedHashMap::new));
    assertEquals(Map.of("First name", FieldVerdict.VERIFIED, "Email", FieldVerdict.VERIFIED, "Phone", FieldVerdict.WRONG, "Last name", FieldVerdict.CLEARED),
        verdicts, () -> String.valueOf(effect.fields()));
    assertEquals(3, effect.delta(), "three required questions hold a value after the prefill");
    assertEquals(0.75, effect.fillRate(), 1e-9);
    assertTrue(effect.verified(), "the fill rate rose");

    assertEndsAsWithoutAssist(ended);
    long typedByTheRun = ended.events().payloads(RunEvent.ActionExecuted.class).stream().filter(e -> e.action().verb().equals("type_ref")).count();
    assertEquals(2, typedByTheRun, "the run typed only the wrong phone and the cleared last name");
  }

  @Test
  void aKeyboardShortcutTriggersTheExtensionToo() {
    AssistPlugin byKeys = ExtensionAssist.builder(TEST_AUTOFILL, ExtensionTrigger.keys("Alt+Shift+F")).deadline(Duration.ofMillis(1500)).build();
    Ended ended = run("normal", List.of(TEST_AUTOFILL), byKeys);
    assertEquals(3, ended.invoked().fieldsTouched(), ended.invoked().detail());
    assertEquals(2, ended.effect().count(FieldVerdict.VERIFIED), () -> String.valueOf(ended.effect().fields()));
    assertEndsAsWithoutAssist(ended);
  }

  @Test
  void anAbsentExtensionChangesNothingButTheEventSaysWhy() {
    Path missing = EXTENSIONS.resolve("no-such-extension");
    Ended ended = run("normal", List.of(missing), assist(missing));
    assertEquals(AssistFailureCode.EXTENSION_NOT_LOADED.name(), ended.invoked().failureCode(), ended.invoked().detail());
    assertTrue(ended.invoked().detail().contains(BrowserExtension.State.MISSING.name()), ended.invoked().detail());
    assertEndsAsWithoutAssist(ended);
  }

  @Test
  void anExtensionWithAnInvalidManifestIsNotLoadedAndTheRunGoesOn() {
    Path broken = EXTENSIONS.resolve("broken-manifest");
    Ended ended = run("normal", List.of(broken), assist(broken));
    assertEquals(AssistFailureCode.EXTENSION_NOT_LOADED.name(), ended.invoked().failureCode(), ended.invoked().detail());
    assertTrue(ended.invoked().detail().contains(BrowserExtension.State.INVALID.name()), ended.invoked().detail());
    assertEndsAsWithoutAssist(ended);
  }

  @Test
  void anExtensionWhoseScriptThrowsIsTriggeredTwiceAtMostAndTheRunGoesOn() {
    Ended ended = run("throw", List.of(TEST_AUTOFILL), assist(TEST_AUTOFILL));
    assertEquals(AssistFailureCode.DEADLINE_PASSED.name(), ended.invoked().failureCode(), ended.invoked().detail());
    assertTrue(ended.invoked().detail().contains("each of 2 trigger(s)"), "one try and one retry: " + ended.invoked().detail());
    assertEquals(AssistFailureCode.DEADLINE_PASSED.name(), ended.effect().assistFailureCode());
    assertEndsAsWithoutAssist(ended);
  }

  @Test
  void anExtensionThatFillsAfterTheDeadlineIsGivenUpOnAndTheRunGoesOn() {
    Ended ended = run("slow", List.of(TEST_AUTOFILL), assist(TEST_AUTOFILL));
    assertEquals(AssistFailureCode.DEADLINE_PASSED.name(), ended.invoked().failureCode(), ended.invoked().detail());
    assertEndsAsWithoutAssist(ended);
  }

  @Test
  void theBrowserSaysWhichExtensionsRun() {
    Path missing = EXTENSIONS.resolve("no-such-extension");
    BrowserConfig config = BrowserConfig.builder().addExtension(TEST_AUTOFILL).addExtension(EXTENSIONS.resolve("broken-manifest")).addExtension(missing).build();
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(config)) {
      List<BrowserExtension> extensions = browser.extensions();
      assertEquals(List.of(BrowserExtension.State.LOADED, BrowserExtension.State.INVALID, BrowserExtension.State.MISSING),
          extensions.stream().map(BrowserExtension::state).toList(), () -> String.valueOf(extensions));
      assertEquals("Autopilot test autofill", extensions.get(0).name());
      assertNotNull(extensions.get(0).id());
    }
  }

  private static String url(String path) {
    return "http://127.0.0.1:" + server.getAddress().getPort() + path;
  }

  private static void send(HttpExchange ex, String html) throws IOException {
    byte[] body = html.getBytes(StandardCharsets.UTF_8);
    ex.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
    ex.sendResponseHeaders(200, body.length);
    ex.getResponseBody().write(body);
    ex.close();
  }

  private static Map<String, String> form(String body) {
    Map<String, String> fields = new LinkedHashMap<>();
    for (String pair : body.split("&")) {
      String[] kv = pair.split("=", 2);
      if (kv.length == 2) {
        fields.put(URLDecoder.decode(kv[0], StandardCharsets.UTF_8), URLDecoder.decode(kv[1], StandardCharsets.UTF_8));
      }
    }
    return fields;
  }
}
