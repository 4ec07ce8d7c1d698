package dev.autopilot.examples.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class FormCorpusSiteTest {
  static FormCorpusSite site;
  static HttpClient http;

  @BeforeAll
  static void start() {
    site = FormCorpusSite.start();
    http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
  }

  @AfterAll
  static void stop() {
    site.close();
  }

  @BeforeEach
  void reset() {
    site.reset();
  }

  private HttpResponse<String> get(String path) throws IOException, InterruptedException {
    return http.send(HttpRequest.newBuilder(site.baseUri().resolve(path)).build(), HttpResponse.BodyHandlers.ofString());
  }

  private HttpResponse<String> post(String path, String type, String body) throws IOException, InterruptedException {
    return http.send(HttpRequest.newBuilder(site.baseUri().resolve(path)).header("Content-Type", type)
        .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void everyPageAndEveryLibraryItLoadsIsServed() throws Exception {
    assertTrue(FormCorpusSite.PAGES.size() >= 20);
    Pattern asset = Pattern.compile("(?:src|href)=\"(/(?:webjars|assets)/[^\"]+)\"");
    for (String page : FormCorpusSite.PAGES) {
      HttpResponse<String> r = get("forms/" + page);
      assertEquals(200, r.statusCode(), page);
      assertTrue(r.body().contains("<form") || r.body().contains("createRoot") || r.body().contains("apply-form"), page);
      Matcher m = asset.matcher(r.body());
      while (m.find()) {
        HttpResponse<String> a = get(m.group(1).substring(1));
        assertEquals(200, a.statusCode(), page + " loads " + m.group(1));
        assertTrue(a.body().length() > 100, m.group(1));
      }
    }
  }

  @Test
  void apiPostsAreCountedPerPage() throws Exception {
    HttpResponse<String> r = post("api/react-json", "application/json", "{\"firstName\":\"Ada\"}");
    assertEquals(200, r.statusCode());
    assertTrue(r.body().matches("\\{\"ok\":true,\"reference\":\"AP-\\d+\"}"), r.body());
    post("api/vue-toast", "application/x-www-form-urlencoded", "a=b");
    assertEquals(1, site.submissions("react-json"));
    assertEquals(1, site.submissions("vue-toast"));
    assertEquals(0, site.submissions("jquery-toastr"));
    assertEquals("{\"firstName\":\"Ada\"}", site.received().get(0).body());
    assertEquals(404, post("api/nope", "text/plain", "").statusCode());
  }

  @Test
  void formPostsRedirectToAConfirmationOrBackWithAFlash() throws Exception {
    HttpResponse<String> r = post("submit/prg-classic", "application/x-www-form-urlencoded", "firstName=Ada");
    assertEquals(303, r.statusCode());
    String location = r.headers().firstValue("Location").orElseThrow();
    assertTrue(location.startsWith("/forms/prg-classic/thanks?ref=AP-"), location);
    assertTrue(get(location.substring(1)).body().contains("Your confirmation number is AP-"));

    r = post("submit/prg-flash?back=1", "application/x-www-form-urlencoded", "firstName=Ada");
    location = r.headers().firstValue("Location").orElseThrow();
    assertTrue(location.startsWith("/forms/prg-flash?sent=AP-"), location);
    assertTrue(get(location.substring(1)).body().contains("role=\"status\">Thank you! We received your application."));
    assertEquals(1, site.submissions("prg-classic"));
    assertEquals(1, site.submissions("prg-flash"));
  }

  @Test
  void unknownPagesAreRefusedWithTheList() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> site.submissions("nope"));
    assertTrue(e.getMessage().contains("react-json"));
    assertEquals(URI.create(site.baseUri() + "forms/vue-inplace"), site.pageUri("vue-inplace"));
  }
}
