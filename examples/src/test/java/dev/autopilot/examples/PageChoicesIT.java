package dev.autopilot.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.autopilot.classifier.OutcomeClassifiers;
import dev.autopilot.core.Planner;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.GenericPack;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.RunOptions;
import dev.autopilot.playwright.PlaywrightActionExecutor;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import dev.autopilot.playwright.PlaywrightSnapshotProvider;
import dev.autopilot.playwright.PlaywrightVerifier;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The page's own choice is never sent where a value of the person's may have been meant: in a real
 * Chromium, a form whose "Number of colonies" the page fills with 0 is not submitted while the
 * task's "Hives" went into no field (the run stops, naming the question and the value); it is
 * submitted when every value found its field, whatever the page chose for the rest; and a form
 * spread over two steps goes on to its second step although values meant for it are not placed
 * on the first. A step the page refuses in place, with an error at a field no value answers, stops
 * the run naming that field after one press, not three.
 */
class PageChoicesIT {
  static HttpServer server;
  static PlaywrightBrowser browser;
  static final List<String> POSTS = new CopyOnWriteArrayList<>();

  @TempDir Path evidence;

  @BeforeAll
  static void start() throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext("/", PageChoicesIT::handle);
    server.start();
    browser = PlaywrightBrowser.launch();
  }

  @AfterAll
  static void stop() {
    browser.close();
    server.stop(0);
  }

  private static void handle(HttpExchange http) throws IOException {
    try (http) {
      String path = http.getRequestURI().getPath();
      if (http.getRequestMethod().equals("POST")) {
        POSTS.add(URLDecoder.decode(new String(http.getRequestBody().readAllBytes(), StandardCharsets.UTF_8), StandardCharsets.UTF_8));
        send(http, "<!doctype html><title>Received</title><h1>Thank you! Your form has been received.</h1><p>Reference 4471.</p>");
      } else if (path.equals("/hives")) {
        send(http, "<!doctype html><html lang=en><title>Join</title><h1>Join the association</h1><form method=post action=/hives>"
            + "<p><label>Town <input name=town required></label></p>"
            + "<p><label>Number of colonies you keep <input name=colonies type=number min=0 value=0></label></p>"
            + "<p><label>Membership <select name=kind><option value=full selected>Full member</option><option value=friend>Friend</option></select></label></p>"
            + "<p><button type=submit>Join</button></p></form></html>");
      } else if (path.equals("/party")) {
        send(http, "<!doctype html><html lang=en><title>Book</title><h1>Book a table</h1><form method=post action=/party>"
            + "<fieldset id=one><legend>Your party</legend><p><label>Adults <input name=adults type=number min=1 value=1></label></p>"
            + "<p><button type=button onclick=\"one.hidden=true;two.hidden=false\">Next</button></p></fieldset>"
            + "<fieldset id=two hidden><legend>Your details</legend><p><label>Email <input name=email type=email required></label></p>"
            + "<p><button type=submit>Book</button></p></fieldset></form></html>");
      } else if (path.equals("/plate")) {
        // a step whose script refuses "Weiter" in place while the letters are empty, with an error
        // tied to the field (aria-describedby), as a person sees it
        send(http, "<!doctype html><html lang=de><title>Kennzeichen</title><h1>Wunschkennzeichen</h1><form method=post action=/plate novalidate>"
            + "<fieldset id=one><legend>Kennzeichen</legend>"
            + "<p><label for=ort>Unterscheidungszeichen</label> <select id=ort name=ort><option value=''>–</option><option value=RO>RO (Rosenheim)</option></select></p>"
            + "<p><label for=buchstaben>Buchstaben</label> <input id=buchstaben name=buchstaben maxlength=2 aria-describedby=e-b>"
            + " <span id=e-b class=error hidden>Bitte geben Sie ein bis zwei Buchstaben an.</span></p>"
            + "<p><button type=button id=weiter>Weiter</button></p></fieldset>"
            + "<fieldset id=two hidden><legend>Halter</legend><p><label>E-Mail <input name=email type=email></label></p>"
            + "<p><button type=submit>Reservieren</button></p></fieldset>"
            + "<script>weiter.onclick=()=>{const bad=!buchstaben.value.trim();document.getElementById('e-b').hidden=!bad;"
            + "buchstaben.setAttribute('aria-invalid',bad);if(!bad){one.hidden=true;two.hidden=false;}}</script></form></html>");
      } else {
        http.sendResponseHeaders(404, -1);
      }
    }
  }

  private static void send(HttpExchange http, String html) throws IOException {
    byte[] body = html.getBytes(StandardCharsets.UTF_8);
    http.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
    http.sendResponseHeaders(200, body.length);
    try (OutputStream out = http.getResponseBody()) {
      out.write(body);
    }
  }

  private RunResult run(String path, Map<String, String> values, String name) {
    Orchestrator autopilot = Orchestrator.builder()
        .snapshotProvider(PlaywrightSnapshotProvider.create())
        .planner(Planner.rules(GenericPack.of(values)))
        .executor(PlaywrightActionExecutor.create())
        .verifier(PlaywrightVerifier.create())
        .classifier(OutcomeClassifiers.rules())
        .build();
    try (PlaywrightBrowserSession session = browser.newSession()) {
      URI uri = URI.create("http://127.0.0.1:" + server.getAddress().getPort() + path);
      return autopilot.run(session, Task.of("Fill the form", uri), RunOptions.defaults().withEvidenceDirectory(evidence.resolve(name)));
    }
  }

  @Test
  void theFormIsNotSentWithThePagesZeroWhileTheHivesWentNowhere() {
    int before = POSTS.size();
    RunResult result = run("/hives", Map.of("Town", "Cranbrook", "Hives", "3", "Where my bees are", "Sissinghurst"), "hives");
    assertEquals(ManualCode.UNANSWERED_REQUIRED, result.manualReason() == null ? null : result.manualReason().code(), () -> result.toString());
    assertEquals(before, POSTS.size(), "nothing was sent");
    String questions = result.manualReason().details().get("questions");
    assertTrue(questions.contains("Number of colonies you keep (the page chose '0')"), questions);
    assertTrue(questions.contains("Membership (the page chose 'Full member')"), questions);
    assertEquals(java.util.Set.of("Hives", "Where my bees are"), java.util.Set.of(result.manualReason().details().get("unplaced").split("; ")));
    assertTrue(result.unplacedValues().containsAll(List.of("Hives", "Where my bees are")), result.unplacedValues().toString());
  }

  @Test
  void theFormIsSentWithThePagesChoicesWhenEveryValueFoundItsField() {
    int before = POSTS.size();
    RunResult result = run("/hives", Map.of("Town", "Cranbrook", "Number of colonies", "3"), "placed");
    assertEquals(RunState.DONE, result.finalState(), () -> String.valueOf(result.manualReason()));
    assertEquals(before + 1, POSTS.size());
    String sent = POSTS.get(POSTS.size() - 1);
    assertTrue(sent.contains("colonies=3") && sent.contains("kind=full"), sent);
    assertTrue(result.unplacedValues().isEmpty(), result.unplacedValues().toString());
  }

  @Test
  void aStepGoesOnThoughValuesForTheNextStepAreNotPlacedYet() {
    int before = POSTS.size();
    RunResult result = run("/party", Map.of("Email", "ada@example.org"), "party");
    assertEquals(RunState.DONE, result.finalState(), () -> String.valueOf(result.manualReason()));
    assertEquals(before + 1, POSTS.size());
    String sent = POSTS.get(POSTS.size() - 1);
    assertTrue(sent.contains("adults=1") && sent.contains("email=ada@example.org"), sent);
  }

  @Test
  void aStepThePageRefusesWithAnErrorNothingAddressesStopsNamingTheField() {
    int before = POSTS.size();
    RunResult result = run("/plate", Map.of("Unterscheidungszeichen", "RO", "Email", "ada@example.org"), "plate");
    assertEquals(ManualCode.VALIDATION_UNRESOLVED, result.manualReason() == null ? null : result.manualReason().code(), () -> result.toString());
    assertTrue(result.manualReason().message().contains("Buchstaben"), result.manualReason().message());
    assertEquals("Buchstaben", result.manualReason().details().get("fields"));
    assertEquals(before, POSTS.size(), "nothing was sent");
    assertEquals(1, result.counters().unverifiedActions(), "'Weiter' was pressed once, not again unchanged: " + result.counters());
  }
}
