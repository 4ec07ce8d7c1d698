package dev.autopilot.examples.site;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class DemoJobSiteTest {
  private static final Pattern CONFIRMATION = Pattern.compile("/applications/([0-9a-f-]{36})/confirmation");

  private static DemoJobSite site;
  private static HttpClient http;

  @BeforeAll
  static void startSite() {
    site = DemoJobSite.start();
    http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).connectTimeout(Duration.ofSeconds(5)).build();
  }

  @AfterAll
  static void stopSite() {
    site.close();
  }

  @BeforeEach
  void resetSite() {
    site.reset();
  }

  static HttpResponse<String> get(String pathOrUri) throws IOException, InterruptedException {
    URI uri = pathOrUri.startsWith("http") ? URI.create(pathOrUri) : site.baseUri().resolve(pathOrUri);
    return http.send(HttpRequest.newBuilder(uri).GET().build(), HttpResponse.BodyHandlers.ofString(UTF_8));
  }

  static HttpResponse<String> post(String slug, MultipartBody body) throws IOException, InterruptedException {
    URI uri = site.postingUri(slug).resolve(site.posting(slug).path() + "/apply");
    HttpRequest request = HttpRequest.newBuilder(uri).header("Content-Type", body.contentType()).POST(body.publisher()).build();
    return http.send(request, HttpResponse.BodyHandlers.ofString(UTF_8));
  }

  static Map<String, String> classicAnswers() {
    Map<String, String> values = new LinkedHashMap<>();
    values.put("first_name", "Ada");
    values.put("last_name", "Lovelace");
    values.put("email", "ada@example.com");
    values.put("phone", "+1 555 010 0199");
    values.put("location", "London");
    values.put("linkedin", "https://www.linkedin.com/in/ada");
    values.put("source", "referral");
    values.put("work_authorization", "yes");
    values.put("visa_sponsorship", "no");
    values.put("cover_letter", "I enjoy engines.");
    values.put("consent", "yes");
    return values;
  }

  static MultipartBody classicComplete() {
    return new MultipartBody().fields(classicAnswers()).file("resume", "ada-resume.pdf", "application/pdf", MultipartBody.PDF);
  }

  static MultipartBody modernComplete() {
    return new MultipartBody()
        .field("full_name", "Grace Hopper")
        .field("email", "grace@example.com")
        .field("phone", "+1 555 010 0100")
        .field("experience", "10+")
        .field("work_authorization", "yes")
        .field("visa_sponsorship", "no")
        .file("resume", "grace.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", MultipartBody.PDF)
        .field("additional_info", "")
        .field("consent", "yes");
  }

  /** The markup of one field container, from its opening tag to its closing one. */
  static String fieldBlock(String html, String containerId, String closingTag) {
    int start = html.indexOf("id=\"" + containerId + "\"");
    assertTrue(start >= 0, () -> "no " + containerId + " in page");
    int end = html.indexOf(closingTag, start);
    return html.substring(start, end);
  }

  static void assertContains(String html, String... snippets) {
    for (String s : snippets) {
      assertTrue(html.contains(s), () -> "page lacks: " + s);
    }
  }

  static String confirmationPath(HttpResponse<?> response) {
    assertEquals(303, response.statusCode(), () -> "expected a redirect, got " + response.statusCode() + ": " + response.body());
    String location = response.headers().firstValue("Location").orElseThrow();
    Matcher m = CONFIRMATION.matcher(location);
    assertTrue(m.matches(), location);
    return location;
  }

  @Nested
  class Server {
    @Test
    void bindsTheLoopbackAddressOnly() throws IOException {
      assertEquals("127.0.0.1", site.baseUri().getHost());
      assertEquals(InetAddress.getByAddress(new byte[] {127, 0, 0, 1}), site.address().getAddress());

      List<InetAddress> others = new ArrayList<>();
      for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
        for (InetAddress address : Collections.list(nic.getInetAddresses())) {
          if (address instanceof Inet4Address && !address.isLoopbackAddress()) {
            others.add(address);
          }
        }
      }
      assumeTrue(!others.isEmpty(), "no non-loopback IPv4 address to probe");
      for (InetAddress other : others) {
        try (Socket socket = new Socket()) {
          assertThrows(IOException.class, () -> socket.connect(new InetSocketAddress(other, site.baseUri().getPort()), 1000),
              () -> "reachable on " + other);
        }
      }
    }

    @Test
    void startsOnAGivenPortAndRejectsBadOnes() throws IOException, InterruptedException {
      int port;
      try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getByAddress(new byte[] {127, 0, 0, 1}))) {
        port = probe.getLocalPort();
      }
      try (DemoJobSite other = DemoJobSite.start(port)) {
        assertEquals(URI.create("http://127.0.0.1:" + port + "/"), other.baseUri());
        HttpResponse<String> health = http.send(HttpRequest.newBuilder(other.baseUri().resolve("/healthz")).build(),
            HttpResponse.BodyHandlers.ofString());
        assertEquals(200, health.statusCode());
      }
      assertThrows(IllegalArgumentException.class, () -> DemoJobSite.start(-1));
      assertThrows(IllegalArgumentException.class, () -> DemoJobSite.start(70_000));
    }

    @Test
    void healthz() throws Exception {
      HttpResponse<String> response = get("/healthz");
      assertEquals(200, response.statusCode());
      assertEquals("ok", response.body().trim());
    }

    @Test
    void indexListsEveryPosting() throws Exception {
      HttpResponse<String> response = get("/");
      assertEquals(200, response.statusCode());
      assertTrue(response.headers().firstValue("Content-Type").orElseThrow().startsWith("text/html"));
      for (String slug : site.postings()) {
        Posting p = site.posting(slug);
        assertContains(response.body(), "<a href=\"/jobs/" + p.id() + "\">" + p.title() + "</a>", "data-slug=\"" + slug + "\"");
      }
      assertEquals(List.of("classic", "modern", "validation", "flaky", "spam", "cancel-radio"), site.postings());
      assertEquals(List.of(1001, 1002, 1003, 1004, 1005, 1006), site.postings().stream().map(s -> site.posting(s).id()).toList());
    }

    @Test
    void postingUris() {
      assertEquals(site.baseUri().resolve("/jobs/1001"), site.postingUri("classic"));
      assertEquals(site.baseUri().resolve("/jobs/1006"), site.postingUri("cancel-radio"));
      assertThrows(IllegalArgumentException.class, () -> site.postingUri("nope"));
      assertThrows(IllegalArgumentException.class, () -> site.submitAttempts("nope"));
    }

    @Test
    void pagesLoadNothingFromElsewhere() throws Exception {
      for (String slug : site.postings()) {
        Posting p = site.posting(slug);
        String html = get(p.path()).body();
        assertFalse(html.contains("src=\"http"), p.slug());
        assertFalse(html.contains("href=\"http"), p.slug());
        assertFalse(html.contains("<link rel=\"stylesheet\""), p.slug());
        assertFalse(html.contains("@import"), p.slug());
      }
    }

    @Test
    void otherRoutes() throws Exception {
      assertEquals(404, get("/nope").statusCode());
      assertEquals(404, get("/jobs/9999").statusCode());
      assertEquals(404, get("/applications/00000000-0000-0000-0000-000000000000/confirmation").statusCode());
      HttpResponse<String> applyGet = get("/jobs/1001/apply");
      assertEquals(303, applyGet.statusCode());
      assertEquals("/jobs/1001", applyGet.headers().firstValue("Location").orElseThrow());
      HttpResponse<String> put = http.send(HttpRequest.newBuilder(site.baseUri().resolve("/jobs/1001"))
          .PUT(HttpRequest.BodyPublishers.ofString("x")).build(), HttpResponse.BodyHandlers.ofString());
      assertEquals(405, put.statusCode());
      HttpResponse<Void> head = http.send(HttpRequest.newBuilder(site.postingUri("classic")).method("HEAD", HttpRequest.BodyPublishers.noBody())
          .build(), HttpResponse.BodyHandlers.discarding());
      assertEquals(200, head.statusCode());
    }

    @Test
    void malformedPostIsA400() throws Exception {
      HttpRequest request = HttpRequest.newBuilder(site.baseUri().resolve("/jobs/1001/apply"))
          .header("Content-Type", "multipart/form-data; boundary=zzz")
          .POST(HttpRequest.BodyPublishers.ofString("not multipart at all"))
          .build();
      assertEquals(400, http.send(request, HttpResponse.BodyHandlers.ofString()).statusCode());
      assertTrue(site.submissions().isEmpty());
    }

    @Test
    void concurrentSubmissionsAreAllKept() {
      List<CompletableFuture<HttpResponse<String>>> futures = new ArrayList<>();
      for (int i = 0; i < 24; i++) {
        MultipartBody body = classicComplete();
        futures.add(http.sendAsync(HttpRequest.newBuilder(site.baseUri().resolve("/jobs/1001/apply"))
            .header("Content-Type", body.contentType()).POST(body.publisher()).build(), HttpResponse.BodyHandlers.ofString()));
      }
      futures.forEach(f -> assertEquals(303, f.join().statusCode()));
      assertEquals(24, site.submissions().size());
      assertEquals(24, site.submitAttempts("classic"));
    }
  }

  @Nested
  class Classic {
    @Test
    void rendersTheClassicForm() throws Exception {
      HttpResponse<String> response = get("/jobs/1001");
      assertEquals(200, response.statusCode());
      String html = response.body();
      assertContains(html,
          "<h1 class=\"job-title\">Senior Backend Engineer</h1>",
          "<form id=\"application-form\" class=\"application classic\" method=\"post\" action=\"/jobs/1001/apply\" enctype=\"multipart/form-data\"",
          "<label for=\"first_name\">First name *</label>",
          "<input type=\"text\" id=\"first_name\" name=\"first_name\" value=\"\" required autocomplete=\"given-name\">",
          "<label for=\"last_name\">Last name *</label>",
          "<input type=\"email\" id=\"email\" name=\"email\" value=\"\" required autocomplete=\"email\">",
          "<input type=\"tel\" id=\"phone\" name=\"phone\" value=\"\" required autocomplete=\"tel\">",
          "<label for=\"location\">Location (city)</label>",
          "<label for=\"linkedin\">LinkedIn profile URL</label>",
          "<label for=\"source\">How did you hear about us? *</label>",
          "<select id=\"source\" name=\"source\" required><option value=\"\" selected>Select...</option><option value=\"job_board\">Job board</option>"
              + "<option value=\"referral\">Referral</option><option value=\"company_website\">Company website</option>"
              + "<option value=\"other\">Other</option></select>",
          "<label for=\"resume\">Resume/CV *</label>",
          "<input type=\"file\" id=\"resume\" name=\"resume\" accept=\".pdf,.doc,.docx\" required>",
          "<legend>Are you legally authorized to work in the United States? *</legend>",
          "<input type=\"radio\" id=\"work_authorization_yes\" name=\"work_authorization\" value=\"yes\" required><label for=\"work_authorization_yes\">Yes</label>",
          "<input type=\"radio\" id=\"work_authorization_no\" name=\"work_authorization\" value=\"no\" required><label for=\"work_authorization_no\">No</label>",
          "<legend>Will you now or in the future require visa sponsorship? *</legend>",
          "<input type=\"radio\" id=\"visa_sponsorship_yes\" name=\"visa_sponsorship\" value=\"yes\" required>",
          "<label for=\"cover_letter\">Cover letter</label>",
          "<textarea id=\"cover_letter\" name=\"cover_letter\" rows=\"6\"></textarea>",
          "<input type=\"checkbox\" id=\"consent\" name=\"consent\" value=\"yes\" required>",
          "<label for=\"consent\">I certify that the information provided is accurate and agree to the privacy policy *</label>",
          "<button type=\"submit\" id=\"submit-application\">Submit application</button>");
      assertFalse(html.contains("role=\"alert\""), "no errors on a fresh form");
      assertFalse(html.contains("preventDefault"), "classic has no hostile script");
    }

    @Test
    void acceptsACompleteApplication() throws Exception {
      HttpResponse<String> response = post("classic", classicComplete());

      String location = confirmationPath(response);
      HttpResponse<String> confirmation = get(location);
      assertEquals(200, confirmation.statusCode());
      assertContains(confirmation.body(),
          "<title>Application received — Thank you for applying to Senior Backend Engineer</title>",
          "<h1>Application received</h1>",
          "Thank you for applying to Senior Backend Engineer.");

      assertEquals(1, site.submissions().size());
      Submission s = site.submissions().get(0);
      assertEquals("classic", s.slug());
      assertEquals(1001, s.postingId());
      assertTrue(location.contains(s.applicationId()));
      assertEquals(classicAnswers(), s.fields());
      UploadedFile resume = s.file("resume").orElseThrow();
      assertEquals("ada-resume.pdf", resume.filename());
      assertEquals(MultipartBody.PDF.length, resume.size());
      assertEquals("application/pdf", resume.contentType());
      assertEquals(1, site.submitAttempts("classic"));
    }

    @Test
    void keepsUtf8() throws Exception {
      Map<String, String> answers = classicAnswers();
      answers.put("first_name", "Zoë");
      answers.put("last_name", "Ångström-李");
      MultipartBody body = new MultipartBody().fields(answers).file("resume", "Lebenslauf Müller.pdf", "application/pdf", MultipartBody.PDF);

      confirmationPath(post("classic", body));

      Submission s = site.submissions().get(0);
      assertEquals("Zoë", s.fields().get("first_name"));
      assertEquals("Ångström-李", s.fields().get("last_name"));
      assertEquals("Lebenslauf Müller.pdf", s.file("resume").orElseThrow().filename());
    }

    @Test
    void missingRequiredFieldsComeBackBesideTheirFields() throws Exception {
      Map<String, String> answers = classicAnswers();
      answers.remove("first_name");
      answers.remove("work_authorization");
      answers.remove("consent");
      answers.put("source", "");
      answers.put("email", "ada.example.com");
      MultipartBody body = new MultipartBody().fields(answers).noFile("resume");

      HttpResponse<String> response = post("classic", body);

      assertEquals(422, response.statusCode());
      String html = response.body();
      assertContains(html, "<div class=\"banner\" role=\"alert\" id=\"form-errors\">Please correct the errors below</div>");
      assertContains(fieldBlock(html, "field-first_name", "</div>"),
          "<input type=\"text\" id=\"first_name\" name=\"first_name\" value=\"\" required autocomplete=\"given-name\" aria-invalid=\"true\" aria-describedby=\"first_name-error\">",
          "<span class=\"error\" id=\"first_name-error\">This field is required</span>");
      assertContains(fieldBlock(html, "field-email", "</div>"),
          "value=\"ada.example.com\"", "aria-invalid=\"true\" aria-describedby=\"email-error\"",
          "<span class=\"error\" id=\"email-error\">Please enter a valid email address</span>");
      assertContains(fieldBlock(html, "field-source", "</div>"),
          "<select id=\"source\" name=\"source\" required aria-invalid=\"true\" aria-describedby=\"source-error\">",
          "<span class=\"error\" id=\"source-error\">This field is required</span>");
      assertContains(fieldBlock(html, "field-resume", "</div>"),
          "required aria-invalid=\"true\" aria-describedby=\"resume-error\"",
          "<span class=\"error\" id=\"resume-error\">This field is required</span>");
      assertContains(html, "<fieldset class=\"field\" id=\"field-work_authorization\" aria-describedby=\"work_authorization-error\">");
      assertContains(fieldBlock(html, "field-work_authorization", "</fieldset>"),
          "value=\"yes\" required aria-invalid=\"true\" aria-describedby=\"work_authorization-error\">",
          "<span class=\"error\" id=\"work_authorization-error\">This field is required</span>");
      assertContains(fieldBlock(html, "field-consent", "</div>"),
          "<input type=\"checkbox\" id=\"consent\" name=\"consent\" value=\"yes\" required aria-invalid=\"true\" aria-describedby=\"consent-error\">",
          "<span class=\"error\" id=\"consent-error\">This field is required</span>");

      assertContains(html, "value=\"Lovelace\"", "<option value=\"\" selected>Select...</option>",
          "id=\"visa_sponsorship_no\" name=\"visa_sponsorship\" value=\"no\" required checked>",
          "<textarea id=\"cover_letter\" name=\"cover_letter\" rows=\"6\">I enjoy engines.</textarea>");
      assertFalse(fieldBlock(html, "field-last_name", "</div>").contains("error"), "valid fields carry no error");
      assertTrue(site.submissions().isEmpty());
      assertEquals(1, site.submitAttempts("classic"));
    }

    @Test
    void wrongResumeTypeIsRejected() throws Exception {
      MultipartBody body = new MultipartBody().fields(classicAnswers()).file("resume", "photo.png", "image/png", new byte[] {1, 2, 3});

      HttpResponse<String> response = post("classic", body);

      assertEquals(422, response.statusCode());
      assertContains(response.body(), "<span class=\"error\" id=\"resume-error\">Please upload a .pdf, .doc or .docx file</span>");
    }

    @Test
    void valuesAreEscaped() throws Exception {
      Map<String, String> answers = classicAnswers();
      answers.put("location", "\"><script>alert(1)</script>");
      answers.remove("first_name");

      String html = post("classic", new MultipartBody().fields(answers).noFile("resume")).body();

      assertContains(html, "value=\"&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;\"");
      assertFalse(html.contains("<script>alert(1)"));
    }
  }

  @Nested
  class Modern {
    @Test
    void rendersTheModernForm() throws Exception {
      String html = get("/jobs/1002").body();

      assertFalse(html.contains("<label"), "the modern layout has no labels");
      assertContains(html,
          "<form id=\"application-form\" class=\"application modern\" method=\"post\" action=\"/jobs/1002/apply\" enctype=\"multipart/form-data\"",
          "<div class=\"question\" id=\"q-full_name\">",
          "<div class=\"question-text\" id=\"full_name-question\">Full name *</div>",
          "<input type=\"text\" id=\"full_name\" name=\"full_name\" value=\"\" aria-required=\"true\" autocomplete=\"name\">",
          "<input type=\"email\" id=\"email\" name=\"email\" value=\"\" aria-required=\"true\" autocomplete=\"email\">",
          "<input type=\"tel\" id=\"phone\" name=\"phone\" value=\"\" aria-required=\"true\" autocomplete=\"tel\">",
          "<div class=\"question-text\" id=\"experience-question\">Years of experience *</div>",
          "<button type=\"button\" id=\"experience-button\" class=\"combo-button\" role=\"combobox\" aria-haspopup=\"listbox\" "
              + "aria-expanded=\"false\" aria-controls=\"experience-listbox\" aria-required=\"true\">Select...</button>",
          "<ul role=\"listbox\" id=\"experience-listbox\" class=\"combo-list\" hidden>",
          "<li role=\"option\" id=\"experience-option-0\" data-value=\"0-1\" aria-selected=\"false\" tabindex=\"-1\">Less than 1 year</li>",
          "<li role=\"option\" id=\"experience-option-4\" data-value=\"10+\" aria-selected=\"false\" tabindex=\"-1\">More than 10 years</li>",
          "<input type=\"hidden\" id=\"experience\" name=\"experience\" value=\"\">",
          "<div class=\"question-text\" id=\"work_authorization-question\">Are you legally authorized to work in the United States? *</div>",
          "<div role=\"radiogroup\" class=\"choices\" data-name=\"work_authorization\" aria-required=\"true\">",
          "<div role=\"radio\" class=\"choice\" aria-checked=\"false\" tabindex=\"0\" data-value=\"yes\">Yes</div>",
          "<div role=\"radio\" class=\"choice\" aria-checked=\"false\" tabindex=\"0\" data-value=\"no\">No</div>",
          "<input type=\"hidden\" id=\"work_authorization\" name=\"work_authorization\" value=\"\">",
          "<div class=\"question-text\" id=\"visa_sponsorship-question\">Will you now or in the future require visa sponsorship? *</div>",
          "<input type=\"file\" id=\"resume\" name=\"resume\" accept=\".pdf,.doc,.docx\" class=\"file-input\" aria-required=\"true\">",
          "<button type=\"button\" class=\"upload-button\" id=\"resume-button\">Upload resume</button>",
          "<span class=\"file-name\" id=\"resume-filename\"></span>",
          ".application.modern .file-input { display: none; }",
          "<p class=\"question-text\" id=\"additional_info-question\">Anything else you would like us to know?</p>",
          "<div role=\"checkbox\" class=\"checkbox\" id=\"consent-checkbox\" aria-checked=\"false\" tabindex=\"0\" data-name=\"consent\" "
              + "aria-required=\"true\">I agree to the privacy policy and consent to the processing of my application data *</div>",
          "<input type=\"hidden\" id=\"consent\" name=\"consent\" value=\"\">",
          "<button type=\"submit\" class=\"apply-button\" id=\"apply\">Apply</button>");
      assertFalse(html.contains(" required"), "the modern layout marks required questions with aria-required only");
    }

    @Test
    void acceptsACompleteApplication() throws Exception {
      String location = confirmationPath(post("modern", modernComplete()));

      assertContains(get(location).body(), "Thank you for applying to Product Designer");
      Submission s = site.submissions().get(0);
      assertEquals("modern", s.slug());
      assertEquals("10+", s.fields().get("experience"));
      assertEquals("grace.docx", s.file("resume").orElseThrow().filename());
    }

    @Test
    void errorsSitInsideTheirQuestion() throws Exception {
      MultipartBody body = new MultipartBody()
          .field("full_name", "")
          .field("email", "grace@example.com")
          .field("phone", "")
          .field("experience", "")
          .field("work_authorization", "no")
          .field("visa_sponsorship", "")
          .noFile("resume")
          .field("consent", "");

      HttpResponse<String> response = post("modern", body);

      assertEquals(422, response.statusCode());
      String html = response.body();
      assertContains(html, "<div class=\"form-alert\" role=\"alert\" id=\"form-errors\">");
      assertContains(fieldBlock(html, "q-full_name", "id=\"q-email\""),
          "<input type=\"text\" id=\"full_name\" name=\"full_name\" value=\"\" aria-required=\"true\" autocomplete=\"name\" "
              + "aria-invalid=\"true\" aria-describedby=\"full_name-error\">",
          "<div class=\"field-error\" role=\"alert\" id=\"full_name-error\">This field is required</div>");
      assertContains(html,
          "<div class=\"field-error\" role=\"alert\" id=\"full_name-error\">This field is required</div>",
          "aria-controls=\"experience-listbox\" aria-required=\"true\" aria-invalid=\"true\" aria-describedby=\"experience-error\">Select...</button>",
          "<div role=\"radiogroup\" class=\"choices\" data-name=\"visa_sponsorship\" aria-required=\"true\" aria-invalid=\"true\" aria-describedby=\"visa_sponsorship-error\">",
          "<div class=\"field-error\" role=\"alert\" id=\"resume-error\">This field is required</div>",
          "data-name=\"consent\" aria-required=\"true\" aria-invalid=\"true\" aria-describedby=\"consent-error\">",
          "value=\"grace@example.com\"",
          "<div role=\"radio\" class=\"choice\" aria-checked=\"true\" tabindex=\"0\" data-value=\"no\">No</div>",
          "<input type=\"hidden\" id=\"work_authorization\" name=\"work_authorization\" value=\"no\">");
      int question = html.indexOf("id=\"q-phone\"");
      int error = html.indexOf("id=\"phone-error\"");
      int next = html.indexOf("id=\"q-experience\"");
      assertTrue(question < error && error < next, "the error sits inside its question");
      assertFalse(html.contains("id=\"email-error\""));
    }

    @Test
    void keptComboboxChoiceIsShown() throws Exception {
      MultipartBody body = new MultipartBody().field("full_name", "").field("experience", "3-5");

      String html = post("modern", body).body();

      assertContains(html, "aria-controls=\"experience-listbox\" aria-required=\"true\">3-5 years</button>",
          "data-value=\"3-5\" aria-selected=\"true\"", "<input type=\"hidden\" id=\"experience\" name=\"experience\" value=\"3-5\">");
    }
  }

  @Nested
  class FollowUp {
    @Test
    void firstSubmitAsksToConfirmTheEmailThenAccepts() throws Exception {
      HttpResponse<String> first = post("validation", classicComplete());

      assertEquals(422, first.statusCode());
      String html = first.body();
      assertContains(html,
          "<div class=\"banner\" role=\"alert\" id=\"form-errors\">Please correct the errors below</div>",
          "<label for=\"email_confirm\">Please confirm your email address *</label>",
          "<input type=\"email\" id=\"email_confirm\" name=\"email_confirm\" value=\"\" required aria-invalid=\"true\" aria-describedby=\"email_confirm-error\">",
          "<span class=\"error\" id=\"email_confirm-error\">This field is required</span>",
          "<p class=\"remembered-file\" id=\"resume-remembered\">Resume: ada-resume.pdf (uploaded)</p>",
          "<input type=\"file\" id=\"resume\" name=\"resume\" accept=\".pdf,.doc,.docx\">",
          "value=\"Ada\"", "value=\"ada@example.com\"");
      assertTrue(html.indexOf("id=\"field-email\"") < html.indexOf("id=\"field-email_confirm\"")
          && html.indexOf("id=\"field-email_confirm\"") < html.indexOf("id=\"field-phone\""), "the question follows the email field");
      assertFalse(html.contains("id=\"first_name-error\""), "only the new question is in error");
      String token = token(html);

      MultipartBody second = new MultipartBody().fields(classicAnswers()).field("email_confirm", "ADA@example.com ")
          .noFile("resume").field(Pages.TOKEN_FIELD, token);
      String location = confirmationPath(post("validation", second));

      assertContains(get(location).body(), "Thank you for applying to Data Analyst");
      Submission s = site.submissions().get(0);
      assertEquals("validation", s.slug());
      assertEquals("ADA@example.com ", s.fields().get("email_confirm"));
      UploadedFile resume = s.file("resume").orElseThrow();
      assertEquals("ada-resume.pdf", resume.filename());
      assertEquals(MultipartBody.PDF.length, resume.size());
      assertEquals(2, site.submitAttempts("validation"));
    }

    @Test
    void mismatchedConfirmationIsRejectedAgain() throws Exception {
      String token = token(post("validation", classicComplete()).body());

      HttpResponse<String> second = post("validation", new MultipartBody().fields(classicAnswers())
          .field("email_confirm", "someone@else.com").noFile("resume").field(Pages.TOKEN_FIELD, token));

      assertEquals(422, second.statusCode());
      assertContains(second.body(), "<span class=\"error\" id=\"email_confirm-error\">Emails do not match</span>",
          "value=\"someone@else.com\"", "Resume: ada-resume.pdf (uploaded)", "value=\"" + token + "\"");
      assertTrue(site.submissions().isEmpty());

      confirmationPath(post("validation", new MultipartBody().fields(classicAnswers())
          .field("email_confirm", "ada@example.com").noFile("resume").field(Pages.TOKEN_FIELD, token)));
    }

    @Test
    void withoutAResumeTheFileStaysRequired() throws Exception {
      String html = post("validation", new MultipartBody().fields(classicAnswers()).noFile("resume")).body();

      assertFalse(html.contains("(uploaded)"));
      assertContains(html, "<span class=\"error\" id=\"resume-error\">This field is required</span>",
          "<span class=\"error\" id=\"email_confirm-error\">This field is required</span>");
    }

    @Test
    void aNewFormSessionAsksAgain() throws Exception {
      post("validation", classicComplete());
      MultipartBody noToken = classicComplete().field("email_confirm", "ada@example.com");

      assertEquals(422, post("validation", noToken).statusCode());
      assertTrue(site.submissions().isEmpty());
    }

    private String token(String html) {
      Matcher m = Pattern.compile("<input type=\"hidden\" name=\"" + Pages.TOKEN_FIELD + "\" value=\"([^\"]+)\">").matcher(html);
      assertTrue(m.find(), "the form carries its session token");
      return m.group(1);
    }
  }

  @Nested
  class Flaky {
    @Test
    void firstSubmitIs503ThenItWorks() throws Exception {
      HttpResponse<String> first = post("flaky", classicComplete());

      assertEquals(503, first.statusCode());
      assertContains(first.body(), "Service temporarily unavailable — please try again in a moment");
      assertTrue(site.submissions().isEmpty());

      confirmationPath(post("flaky", classicComplete()));
      assertEquals(2, site.submitAttempts("flaky"));
      assertEquals(1, site.submissions().size());

      site.reset();
      assertEquals(503, post("flaky", classicComplete()).statusCode(), "reset makes it fail once more");
    }
  }

  @Nested
  class Spam {
    @Test
    void everySubmitIsRefusedAndCounted() throws Exception {
      for (int i = 1; i <= 3; i++) {
        HttpResponse<String> response = post("spam", classicComplete());
        assertEquals(429, response.statusCode());
        assertContains(response.body(),
            "We could not accept your application: too many submissions from this device were flagged as spam.");
        assertEquals(i, site.submitAttempts("spam"));
      }
      assertTrue(site.submissions().isEmpty());
      assertEquals(0, site.submitAttempts("classic"));
    }
  }

  @Nested
  class CancelRadio {
    @Test
    void theYesRadioHasAClickHandlerThatCancelsIt() throws Exception {
      String html = get("/jobs/1006").body();

      assertContains(html,
          "<input type=\"radio\" id=\"work_authorization_yes\" name=\"work_authorization\" value=\"yes\" required>",
          "document.getElementById('work_authorization_yes').addEventListener('click', function (event) {",
          "event.preventDefault();");
    }

    @Test
    void theServerBehavesLikeClassic() throws Exception {
      confirmationPath(post("cancel-radio", classicComplete()));
      assertEquals("cancel-radio", site.submissions().get(0).slug());
    }
  }
}
