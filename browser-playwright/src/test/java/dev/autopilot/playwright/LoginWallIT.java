package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpExchange;
import dev.autopilot.core.Planner;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.GenericPack;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.RunOptions;
import java.io.IOException;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A job page that sends a visitor without a session to a sign-in page ends the run {@link
 * ManualCode#LOGIN_REQUIRED} with nothing typed into the password, even with a password among the
 * values; a sign-up that chooses a new password is filled and sent; and a browser profile folder
 * holding the cookie of a person's sign-in (set here by a first browser on the folder, standing in
 * for the person) lets a later run through to the form.
 */
class LoginWallIT {
  private static final String VALUE_PASSWORD = "hunter22-Horse";
  static HostileServer server;
  static final List<String> BODIES = new CopyOnWriteArrayList<>();
  static final AtomicInteger PASSWORD_KEYS = new AtomicInteger();
  static final AtomicInteger SIGN_INS = new AtomicInteger();

  private static final Map<String, String> VALUES = Map.of("Name", "Ada Lovelace", "Email", "ada@example.org", "Password", VALUE_PASSWORD,
      "current-password", VALUE_PASSWORD, "new-password", "Granite-Peak-2027");

  @BeforeAll
  static void start() {
    server = HostileServer.start()
        .handle("/job", ex -> {
          String cookie = ex.getRequestHeaders().getFirst("Cookie");
          if (cookie == null || !cookie.contains("session=person")) {
            TestServer.redirect(ex, 302, "/login?next=%2Fjob");
            return;
          }
          TestServer.send(ex, 200, "text/html; charset=utf-8", """
              <title>Apply: Analyst</title><h1>Analyst</h1><form method="post" action="/applied">
              <p><label>Name <input name="name" required></label></p>
              <p><label>Email <input name="email" type="email" required></label></p>
              <button>Submit</button></form>""");
        })
        .page("/login", """
            <title>Sign in</title><h1>Sign in to Acme Careers</h1><form method="post" action="/session">
            <p><label>Email <input name="email" type="email" autocomplete="username"></label></p>
            <p><label>Password <input name="password" type="password" autocomplete="current-password"></label></p>
            <p><label><input type="checkbox" name="remember"> Remember me</label></p>
            <button>Sign in</button></form>
            <script>document.querySelector('input[type=password]').addEventListener('input', () => fetch('/password-key', {method: 'POST'}));</script>""")
        .handle("/password-key", ex -> {
          PASSWORD_KEYS.incrementAndGet();
          TestServer.send(ex, 204, "text/plain", "");
        })
        .handle("/session", ex -> {
          SIGN_INS.incrementAndGet();
          TestServer.send(ex, 403, "text/html", "<title>No</title>no");
        })
        // what a person's sign-in leaves in their browser: a lasting session cookie
        .handle("/person-signs-in", ex -> {
          ex.getResponseHeaders().add("Set-Cookie", "session=person; Path=/; Max-Age=3600; HttpOnly");
          TestServer.send(ex, 200, "text/html; charset=utf-8", "<title>Welcome back</title><p>Signed in</p>");
        })
        .page("/signup", """
            <title>Create your account</title><h1>Create your account</h1><form method="post" action="/applied">
            <p><label>Email <input name="email" type="email" autocomplete="email" required></label></p>
            <p><label>Password <input name="password" type="password" autocomplete="new-password" required></label></p>
            <p><label>Confirm password <input name="confirm" type="password" autocomplete="new-password" required></label></p>
            <button>Create account</button></form>""")
        .handle("/applied", LoginWallIT::applied);
  }

  private static void applied(HttpExchange ex) throws IOException {
    BODIES.add(URLDecoder.decode(new String(ex.getRequestBody().readAllBytes(), StandardCharsets.UTF_8), StandardCharsets.UTF_8));
    TestServer.send(ex, 200, "text/html; charset=utf-8", "<title>Thanks</title><h1>Received</h1>");
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @BeforeEach
  void clear() {
    BODIES.clear();
    PASSWORD_KEYS.set(0);
    SIGN_INS.set(0);
  }

  private static RunResult run(PlaywrightBrowser browser, String path, InMemoryEventSink events) {
    Orchestrator autopilot = Orchestrator.builder()
        .snapshotProvider(PlaywrightSnapshotProvider.create())
        .planner(Planner.rules(GenericPack.of(VALUES)))
        .executor(PlaywrightActionExecutor.create())
        .verifier(PlaywrightVerifier.create())
        .classifier(s -> new SubmissionOutcome(s.title().equals("Thanks") ? OutcomeClass.SUCCESS_CONFIRMED : OutcomeClass.UNKNOWN_BLOCKED, "TEST", 0.9, "", false))
        .build();
    try (PlaywrightBrowserSession session = browser.newSession()) {
      return autopilot.run(session, Task.of("apply", URI.create(server.url(path))), RunOptions.defaults().withEventSink(events));
    }
  }

  @Test
  void aJobPageThatRedirectsToASignInEndsLoginRequiredWithNothingTyped() {
    InMemoryEventSink events = EventSink.inMemory();
    RunResult result;
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch()) {
      result = run(browser, "/job", events);
    }
    assertEquals(RunState.MANUAL_REQUIRED, result.finalState());
    assertEquals(ManualCode.LOGIN_REQUIRED, result.manualReason().code(), () -> String.valueOf(result.manualReason()));
    String message = result.manualReason().message();
    assertTrue(message.contains("sign in") && message.contains("profile"), message);
    assertTrue(result.manualReason().details().get("evidence").contains("/job to 127.0.0.1/login"), () -> result.manualReason().details().toString());
    assertEquals(0, events.payloads(RunEvent.ActionExecuted.class).size(), "nothing was done on the sign-in page");
    assertEquals(0, PASSWORD_KEYS.get(), "no key reached the password field");
    assertEquals(0, SIGN_INS.get(), "the sign-in form was never sent");
    assertFalse(events.events().toString().contains(VALUE_PASSWORD), "no event holds a password of the values");
  }

  @Test
  void aSignUpThatChoosesANewPasswordIsNotAWallAndIsSent() {
    RunResult result;
    InMemoryEventSink events = EventSink.inMemory();
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch()) {
      result = run(browser, "/signup", events);
    }
    assertEquals(RunState.DONE, result.finalState(), () -> String.valueOf(result.manualReason()));
    assertEquals(1, BODIES.size());
    assertTrue(BODIES.get(0).contains("password=Granite-Peak-2027") && BODIES.get(0).contains("confirm=Granite-Peak-2027"), BODIES.get(0));
    assertFalse(events.events().toString().contains("Granite-Peak-2027") || result.toString().contains("Granite-Peak-2027"),
        "what was typed into the password fields shows nowhere");
  }

  @Test
  void aProfileFolderAPersonSignedIntoLetsTheRunThroughToTheForm(@TempDir Path profile) {
    BrowserConfig config = BrowserConfig.builder().userDataDir(profile.resolve("acme")).build();
    // the person: signs in by hand in a browser on the folder, then closes it
    try (PlaywrightBrowser person = PlaywrightBrowser.launch(config); PlaywrightBrowserSession s = person.newSession()) {
      s.navigate(server.url("/person-signs-in"));
      assertEquals("Welcome back", s.title());
    }
    RunResult result;
    InMemoryEventSink events = EventSink.inMemory();
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(config)) {
      assertTrue(browser.source().contains("on profile"), browser.source());
      result = run(browser, "/job", events);
    }
    assertFalse(events.events().toString().contains(VALUE_PASSWORD) || result.toString().contains(VALUE_PASSWORD),
        "the values' passwords are reported unplaced by key, never by value");
    assertEquals(RunState.DONE, result.finalState(), () -> String.valueOf(result.manualReason()));
    assertEquals(1, BODIES.size());
    assertTrue(BODIES.get(0).contains("name=Ada Lovelace") && BODIES.get(0).contains("email=ada@example.org"), BODIES.get(0));
    assertEquals(0, PASSWORD_KEYS.get());
  }
}
