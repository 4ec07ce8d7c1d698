package dev.autopilot.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import dev.autopilot.examples.site.DemoJobSite;
import dev.autopilot.playwright.PlaywrightBrowser;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The host-loop example on the demo job site: every answer is proven, a wrong one is not, nothing is submitted. */
class HostLoopIT {
  static DemoJobSite site;
  static PlaywrightBrowser browser;

  @BeforeAll
  static void start() {
    site = DemoJobSite.start();
    browser = PlaywrightBrowser.launch();
  }

  @AfterAll
  static void stop() {
    browser.close();
    site.close();
  }

  @Test
  void theHostsLoopFillsAndProvesEveryAnswerWithoutSubmitting() {
    try (BrowserContext context = browser.unwrap(Browser.class).newContext()) {
      Page page = context.newPage();
      page.navigate(site.postingUri("classic").toString());
      List<String> unproven = HostLoop.fill(page, Map.of("First name", "Ada", "Last name", "Lovelace", "Email", "ada@example.com",
          "Phone", "+1 555 010 2000", "How did you hear about us?", "Referral"));
      assertEquals(List.of(), unproven);
      assertEquals("Ada", page.locator("[name=first_name]").inputValue());
      assertEquals("Lovelace", page.locator("[name=last_name]").inputValue());
      assertEquals("referral", page.locator("[name=source]").inputValue());
      assertTrue(site.submissions().isEmpty(), "the example fills, it never submits");
    }
  }

  @Test
  void anAnswerThePageCannotTakeIsReportedNotClaimed() {
    try (BrowserContext context = browser.unwrap(Browser.class).newContext()) {
      Page page = context.newPage();
      page.navigate(site.postingUri("classic").toString());
      List<String> unproven = HostLoop.fill(page, Map.of("How did you hear about us?", "Carrier pigeon"));
      assertEquals(1, unproven.size(), unproven.toString());
      assertTrue(unproven.get(0).startsWith("How did you hear about us?"), unproven.get(0));
      assertEquals("", page.locator("[name=source]").inputValue());
    }
  }
}
