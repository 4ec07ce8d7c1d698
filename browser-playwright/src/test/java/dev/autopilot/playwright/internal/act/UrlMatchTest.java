package dev.autopilot.playwright.internal.act;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class UrlMatchTest {

  @Test
  void withoutAStarTheValueIsASubstring() {
    assertTrue(UrlMatch.matches("/thanks", "http://127.0.0.1:8080/thanks?id=1"));
    assertFalse(UrlMatch.matches("/thank-you", "http://127.0.0.1:8080/thanks"));
  }

  @Test
  void globsMatchTheWholeUrl() {
    assertTrue(UrlMatch.matches("**/jobs/*/apply", "https://example.test/jobs/42/apply"));
    assertFalse(UrlMatch.matches("**/jobs/*/apply", "https://example.test/jobs/42/x/apply"));
    assertTrue(UrlMatch.matches("https://example.test/**", "https://example.test/a/b?c=(d)"));
    assertFalse(UrlMatch.matches("https://example.test/*.html", "https://example.test/a.htm"));
  }
}
