package dev.autopilot.examples.site;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.autopilot.classifier.OutcomeClassifiers;
import dev.autopilot.core.OutcomeClassifier;
import dev.autopilot.core.model.FieldError;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.OutcomeSignals;
import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.core.model.SubmitCandidate;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The stock classifier reads every answer of the demo site the way the site means it. */
class DemoSiteOutcomesTest {
  private static final Pattern ERROR = Pattern.compile("<(?:span|div) class=\"(?:error|field-error)\"[^>]*>([^<]*)<");
  private static final Pattern TITLE = Pattern.compile("<title>([^<]*)</title>");

  private static DemoJobSite site;
  private static HttpClient http;
  private final OutcomeClassifier classifier = OutcomeClassifiers.rules();

  @BeforeAll
  static void start() {
    site = DemoJobSite.start();
    http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL).build();
  }

  @AfterAll
  static void stop() {
    site.close();
  }

  private SubmissionOutcome submit(String slug, MultipartBody body) throws Exception {
    URI before = site.postingUri(slug);
    HttpResponse<String> response = http.send(HttpRequest.newBuilder(before.resolve(site.posting(slug).path() + "/apply"))
        .header("Content-Type", body.contentType()).POST(body.publisher()).build(), HttpResponse.BodyHandlers.ofString());
    String html = response.body();
    List<FieldError> errors = new ArrayList<>();
    Matcher m = ERROR.matcher(html);
    while (m.find()) {
      errors.add(new FieldError(m.group(1), true, "e" + errors.size(), null));
    }
    Matcher t = TITLE.matcher(html);
    String title = t.find() ? t.group(1) : "";
    String url = response.uri().toString();
    List<SubmitCandidate> submits = html.contains("type=\"submit\"") ? List.of(new SubmitCandidate("s1", "Submit", true)) : List.of();
    SemanticSnapshot snapshot = new SemanticSnapshot(new PageInfo(url, title, "127.0.0.1", response.uri().getPath(), "h"),
        List.of(), List.of(), errors, List.of(), submits, 1, true);
    String text = html.replaceAll("(?s)<(script|style)[^>]*>.*?</\\1>", " ").replaceAll("<[^>]+>", " ").replace("&amp;", "&");
    return classifier.classify(new OutcomeSignals(before.toString(), url, title, text, response.statusCode(), snapshot));
  }

  @Test
  void everyAnswerIsClassifiedAsMeant() throws Exception {
    SubmissionOutcome accepted = submit("classic", DemoJobSiteTest.classicComplete());
    assertEquals(OutcomeClass.SUCCESS_CONFIRMED, accepted.outcomeClass(), accepted::toString);

    SubmissionOutcome invalid = submit("classic", new MultipartBody().field("first_name", "Ada"));
    assertEquals(OutcomeClass.VALIDATION_ERROR, invalid.outcomeClass(), invalid::toString);
    assertEquals("FIELD_ERRORS", invalid.code());

    SubmissionOutcome followUp = submit("validation", DemoJobSiteTest.classicComplete());
    assertEquals(OutcomeClass.VALIDATION_ERROR, followUp.outcomeClass(), followUp::toString);

    SubmissionOutcome flaky = submit("flaky", DemoJobSiteTest.classicComplete());
    assertEquals(OutcomeClass.TRANSIENT_NETWORK, flaky.outcomeClass(), flaky::toString);
    assertEquals("HTTP_503", flaky.code());

    SubmissionOutcome spam = submit("spam", DemoJobSiteTest.classicComplete());
    assertEquals(OutcomeClass.EXTERNAL_BLOCKED, spam.outcomeClass(), spam::toString);
    assertEquals("SPAM_BLOCKED", spam.code());

    SubmissionOutcome modern = submit("modern", DemoJobSiteTest.modernComplete());
    assertEquals(OutcomeClass.SUCCESS_CONFIRMED, modern.outcomeClass(), modern::toString);
  }
}
