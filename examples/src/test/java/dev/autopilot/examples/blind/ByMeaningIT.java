package dev.autopilot.examples.blind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.autopilot.core.Planner;
import dev.autopilot.core.consent.Commitment;
import dev.autopilot.core.consent.Consent;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.GenericPack;
import dev.autopilot.examples.QuickStart;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.semantic.MiniLmSimilarity;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Pairing by meaning end to end, on two pages of the blind corpora whose keys are worded unlike
 * the page (the third's Arabic alumni update: "مرشد للطلاب" for "هل ترغب في التطوع كمرشد لطلاب
 * الجامعة؟"; the tenth's pottery waiting list: "Cours" for "Cours souhaité", whose value names its
 * option in other words): the
 * rules planner alone stops before submitting and
 * names the questions it could not answer; with the real model behind it
 * ({@code Planner.rules(pack, MiniLmSimilarity.shared())}) the form is sent once and the server
 * receives every value the case expects, and no box the person did not ask for.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ByMeaningIT {
  private static final ObjectMapper JSON = new ObjectMapper();
  private PlaywrightBrowser browser;

  @BeforeAll
  void start() {
    browser = PlaywrightBrowser.launch();
  }

  @AfterAll
  void stop() {
    if (browser != null) {
      browser.close();
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"domains3/alumni-update", "domains10/atelier-poterie-attente"})
  void wordsAloneStopAndNameTheQuestionsMeaningFillsAndSendsOnce(String corpusPage) throws Exception {
    String corpus = corpusPage.substring(0, corpusPage.indexOf('/'));
    String page = corpusPage.substring(corpusPage.indexOf('/') + 1);
    try (BlindCorpusSite site = BlindCorpusSite.start(corpus)) {
      fillsAndSendsOnce(site, corpus, page);
    }
  }

  private void fillsAndSendsOnce(BlindCorpusSite site, String corpus, String page) throws Exception {
    JsonNode c = JSON.readTree(BlindCorpusSite.pageFile(corpus, page, "case.json"));
    Map<String, String> values = new LinkedHashMap<>();
    c.path("values").fields().forEachRemaining(e -> values.put(e.getKey(), e.getValue().asText()));
    Map<String, String> expected = new LinkedHashMap<>();
    c.path("expect").path("received").fields().forEachRemaining(e -> expected.put(e.getKey(), e.getValue().asText()));
    GenericPack pack = GenericPack.of(values, Consent.to(Commitment.TERMS, Commitment.DATA_PROCESSING));
    Path runs = Files.createDirectories(Path.of("target", "by-meaning-runs"));
    Task task = Task.of("Fill: " + page, site.pageUri(page));

    site.reset(page);
    CorpusReports.Ran words = CorpusReports.run(browser, QuickStart.autopilot(pack), task, runs, page + "-words", s -> "");
    assertEquals("MANUAL_REQUIRED", words.state(), words.manual());
    assertTrue(words.manual().startsWith("UNANSWERED_REQUIRED"), words.manual());
    assertEquals(0, site.received(page).size(), "words alone send nothing");

    site.reset(page);
    Orchestrator meaning = QuickStart.autopilot(pack).toBuilder().planner(Planner.rules(pack, MiniLmSimilarity.shared())).build();
    CorpusReports.Ran ran = CorpusReports.run(browser, meaning, task, runs, page + "-meaning", s -> "");
    assertEquals("DONE", ran.state(), ran.manual());
    assertEquals(1, site.received(page).size(), "sent exactly once");
    Map<String, String> received = site.received(page).get(0).fields();
    for (Map.Entry<String, String> e : expected.entrySet()) {
      assertEquals(e.getValue().strip(), received.getOrDefault(e.getKey(), "(missing)").strip(), e.getKey());
    }
    for (Map.Entry<String, String> e : received.entrySet()) {
      assertTrue(expected.containsKey(e.getKey()) || !java.util.Set.of("on", "yes", "true", "1").contains(e.getValue().strip().toLowerCase(java.util.Locale.ROOT)),
          "a box the case leaves unticked arrived ticked: " + e);
    }
  }
}
