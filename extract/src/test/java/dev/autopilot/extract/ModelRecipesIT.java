package dev.autopilot.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.llm.LlmConfig;
import dev.autopilot.llm.ModelGateway;
import dev.autopilot.llm.replay.ScriptedModelServer;
import dev.autopilot.llm.replay.ScriptedModelServer.Dialect;
import dev.autopilot.llm.replay.ScriptedModelServer.Step;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.math.BigDecimal;
import java.net.URI;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The model path on a model server speaking OpenAI's real protocol on 127.0.0.1: on a long page
 * whose class names tell the rules nothing, the model writes a recipe from the part of the page
 * the records sit in (redacted), repairs it with the gate's failures fed back, and the passing
 * recipe is cached and run again with no model call; a model that never gets it right is stopped
 * after the bounded repairs with a failure report and the partial records. One browser.
 */
class ModelRecipesIT {
  private static final String BAD = "{\"rows\": \"section.x1 > div.r7\", \"fields\": {\"product\": {\"css\": \"b\"}, \"cost\": {\"css\": \"u\"}}, \"pagination\": {\"kind\": \"none\"}}";
  private static final String GOOD = "```json\n{\"rows\": \"section.x1 > div.r7\", \"fields\": {\"product\": {\"css\": \"b\"}, \"cost\": {\"css\": \"i\"}}, \"pagination\": {\"kind\": \"none\"}}\n```";
  private static final Schema SCHEMA = Schema.of("offers", Field.of("product", FieldType.TEXT), Field.of("cost", FieldType.NUMBER)).withMinRecords(8);

  private static TestSite site;
  private static PlaywrightBrowser browser;
  private static URI page;
  private static URI labelled;
  private ScriptedModelServer server;

  @BeforeAll
  static void start() {
    site = TestSite.start();
    browser = PlaywrightBrowser.launch();
    String filler = IntStream.rangeClosed(1, 150)
        .mapToObj(i -> "<div class=\"para\"><p>Paragraph " + i + " of the shop's story, told at length to make the page long.</p><a href=\"/story/" + i + "\">more</a></div>")
        .collect(Collectors.joining());
    String cards = IntStream.rangeClosed(1, 8)
        .mapToObj(i -> "<div class=\"r7\"><b class=\"q2\">Lamp " + i + "</b> <i class=\"z3\">€ " + i + "2.00</i> <u class=\"m0\">seller" + i + "@example.org</u></div>")
        .collect(Collectors.joining());
    page = site.page("/offers", "<html><body><header><nav>" + IntStream.rangeClosed(1, 30).mapToObj(i -> "<a href=\"/c/" + i + "\">Category " + i + "</a>").collect(Collectors.joining())
        + "</nav></header><article>" + filler + "</article><section class=\"x1\">" + cards + "</section><footer>" + filler + "</footer></body></html>");
    labelledPage();
  }

  private static void labelledPage() {
    String filler = IntStream.rangeClosed(1, 150)
        .mapToObj(i -> "<div class=\"para\"><p>Paragraph " + i + " about the weather, long enough to matter.</p></div>").collect(Collectors.joining());
    String cards = IntStream.rangeClosed(1, 6)
        .mapToObj(i -> "<div class=\"k9\"><span class=\"a1\">Product:</span> <span class=\"a2\">Chair " + i + "</span> <span class=\"a1\">Cost:</span> <span class=\"a2\">$" + i
            + "0</span></div>")
        .collect(Collectors.joining());
    labelled = site.page("/labelled", "<html><body><article>" + filler + "</article><main><div class=\"w3\">" + cards + "</div></main><aside>" + filler + "</aside></body></html>");
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

  @BeforeEach
  void model() {
    server = ScriptedModelServer.start(Dialect.OPENAI);
  }

  @AfterEach
  void closeModel() {
    server.close();
  }

  private Extractor.Builder extractor() {
    LlmConfig config = LlmConfig.builder().baseUrl(server.baseUrl()).model("scripted").maxRetries(0).build();
    return Extractor.builder().model(ModelGateway.of(config));
  }

  @Test
  void theModelWritesOnceRepairsFromItsFailuresAndTheCacheServesAfter() {
    server.enqueue(Step.reply(BAD, 900, 60)).enqueue(Step.reply(GOOD, 950, 60));
    Extractor extractor = extractor().build();
    try (PlaywrightBrowserSession session = browser.newSession()) {
      ExtractionResult r = extractor.extract(session, page, SCHEMA);
      assertTrue(r.passed(), () -> String.join("\n", r.attempts()));
      assertEquals(ExtractionResult.Source.MODEL, r.source());
      assertEquals(8, r.records().size());
      assertEquals(new BigDecimal("82.00"), r.records().get(7).get("cost"));
      assertEquals("Lamp 8", r.records().get(7).get("product"));
      assertEquals(2, r.modelUsage().calls());
      assertEquals(900 + 950, r.modelUsage().inputTokens());
      List<String> bodies = server.requests();
      assertEquals(2, bodies.size());
      assertTrue(bodies.get(1).contains("cost: 8 of 8 values are not a valid number"), bodies.get(1));
      assertTrue(bodies.get(1).contains("previous_recipe"));
      assertTrue(bodies.stream().noneMatch(b -> b.contains("@example.org")), "e-mails of the page never reach the model");
      assertTrue(bodies.get(0).contains("Lamp 1") && !bodies.get(0).contains("Paragraph 99"), "the prompt carries the records' part, not the filler");

      ExtractionResult.PromptSize size = r.prompt();
      assertNotNull(size);
      System.out.printf("prompt part: %d chars of a %d-char page outline (page HTML %d chars)%n", size.partChars(), size.outlineChars(), size.pageHtmlChars());
      assertTrue(size.partChars() * 10 < size.outlineChars(), size.toString());

      ExtractionResult again = extractor.extract(session, page, SCHEMA);
      assertTrue(again.passed());
      assertEquals(ExtractionResult.Source.CACHE, again.source());
      assertEquals(0, again.modelUsage().calls());
      assertEquals(2, server.served());
    }
  }

  @Test
  void onAPageThatNamesTheFieldsThePromptCarriesTheirPart() {
    server.enqueue(Step.reply("{\"rows\": \"div.w3 > div.k9\", \"fields\": {\"product\": {\"label\": \"Product\"}, \"cost\": {\"label\": \"Cost\"}}}", 700, 40));
    try (PlaywrightBrowserSession session = browser.newSession()) {
      ExtractionResult r = extractor().build().extract(session, labelled, SCHEMA.withMinRecords(6));
      assertTrue(r.passed(), () -> String.join("\n", r.attempts()));
      assertEquals(ExtractionResult.Source.MODEL, r.source());
      assertEquals("Chair 6", r.records().get(5).get("product"));
      assertEquals(new BigDecimal("60"), r.records().get(5).get("cost"));
      ExtractionResult.PromptSize size = r.prompt();
      System.out.printf("prompt part (field words on the page): %d chars of a %d-char page outline (page HTML %d chars)%n", size.partChars(), size.outlineChars(),
          size.pageHtmlChars());
      assertTrue(size.partChars() * 10 < size.outlineChars(), size.toString());
      assertTrue(server.requests().get(0).contains("Chair 1") && !server.requests().get(0).contains("Paragraph 7"));
    }
  }

  @Test
  void repairsAreBoundedAndAFailureReportComesBackWithThePartialRecords() {
    server.enqueue(Step.reply("not json at all", 500, 5)).enqueue(Step.reply(BAD, 900, 60)).enqueue(Step.reply(BAD, 900, 60)).enqueue(Step.reply(GOOD, 900, 60));
    try (PlaywrightBrowserSession session = browser.newSession()) {
      ExtractionResult r = extractor().maxRepairs(2).build().extract(session, page, SCHEMA);
      assertFalse(r.passed());
      assertEquals(3, server.served(), "one write and two repairs, never a fourth call");
      assertEquals(ExtractionResult.Source.MODEL, r.source());
      assertEquals(8, r.records().size(), "the partial records of the best attempt");
      assertEquals("Lamp 1", r.records().get(0).get("product"));
      assertFalse(r.quality().passed());
      assertTrue(r.quality().failures().get(0).startsWith("cost:"), r.quality().failures().toString());
      assertEquals(4, r.attempts().size(), r.attempts().toString());
      assertTrue(r.attempts().get(0).startsWith("rules:"));
      assertTrue(r.attempts().get(1).startsWith("model: failed: the model's reply"), r.attempts().get(1));
    }
  }
}
