package dev.autopilot.examples.blind;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Proves a domains corpus works for a person, independently of the library: each page is filled
 * by hand-written steps (typing, choosing, ticking only the boxes the case's person agreed to,
 * pressing the page's button) in one headless Chromium for the class; the page must show its
 * confirmation, and the server must have received every field of the case's {@code
 * expect.received} exactly as written (trimmed, runs of white space as one, any case), in exactly
 * one submission. Every page has a filler: a case the library is measured on is one a person can
 * complete. A subclass names its corpus, how many pages it holds and how many of them at least
 * are not in English, and holds the fill scripts.
 */
abstract class DomainCorpusPagesCheck extends CorpusPagesCheck {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final int pageCount;
  private final int notEnglishAtLeast;

  /**
   * @param corpus the corpus folder under {@link BlindCorpusSite#ROOT}
   * @param pageCount how many pages the corpus holds
   * @param notEnglishAtLeast how many of its pages at least are in another language than English
   */
  DomainCorpusPagesCheck(String corpus, int pageCount, int notEnglishAtLeast) {
    super(corpus);
    this.pageCount = pageCount;
    this.notEnglishAtLeast = notEnglishAtLeast;
  }

  @Test
  void everyPageHasAFillerAndTheCorpusSpansItsDomainsAndLanguages() throws IOException {
    List<String> pages = pages().toList();
    assertEquals(pageCount, pages.size(), "pages: " + pages);
    assertEquals(List.of(), pages.stream().filter(p -> !fillers().containsKey(p)).toList(), "pages without a filler");
    List<String> domains = new ArrayList<>();
    int notEnglish = 0;
    for (String page : pages) {
      JsonNode c = JSON.readTree(BlindCorpusSite.pageFile(corpus(), page, "case.json"));
      domains.add(c.path("domain").asText());
      notEnglish += c.path("language").asText("en").equals("en") ? 0 : 1;
      assertTrue(c.path("values").size() > 0 && c.path("expect").path("received").size() > 0, page + " has values and expected fields");
    }
    assertTrue(domains.stream().distinct().count() >= 8, "domains: " + domains);
    assertTrue(notEnglish >= notEnglishAtLeast, "pages not in English: " + notEnglish);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("pages")
  void aPersonSubmitsThePageOnceAndTheServerReceivesTheCase(String name) throws IOException {
    JsonNode c = JSON.readTree(BlindCorpusSite.pageFile(corpus(), name, "case.json"));
    site().reset(name);
    fillAsAPerson(name, fillers().get(name));
    assertEquals(1, site().submissions(name), "submissions of " + name);
    Map<String, String> got = site().received(name).get(0).fields();
    List<String> wrong = new ArrayList<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = c.path("expect").path("received").fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      String actual = got.get(e.getKey());
      if (actual == null || !norm(actual).equalsIgnoreCase(norm(e.getValue().asText()))) {
        wrong.add(e.getKey() + "=" + actual + " (expected " + e.getValue().asText() + ")");
      }
    }
    assertEquals(List.of(), wrong, "fields of " + name + ": " + got);
  }

  private static String norm(String s) {
    return s.strip().replaceAll("\\s+", " ");
  }
}
