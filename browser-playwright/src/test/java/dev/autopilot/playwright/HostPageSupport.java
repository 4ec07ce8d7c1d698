package dev.autopilot.playwright;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * A page the host made itself, as a host of the act API has one: per test, its own context and
 * page on the class's browser (not a session of {@link PlaywrightBrowser}), closed after the
 * test. A subclass's own {@code @BeforeEach} runs after this one and may navigate.
 */
abstract class HostPageSupport extends LocalBrowserSupport {
  BrowserContext context;
  Page page;

  @BeforeEach
  void hostPage() {
    context = browser.unwrap(Browser.class).newContext();
    page = context.newPage();
  }

  @AfterEach
  void closeHostPage() {
    context.close();
  }

  static ActionMeta meta(String question) {
    return ActionMeta.of("answer", question);
  }

  static SemanticElement named(SemanticSnapshot s, String name) {
    return BrowserTestSupport.named(s, name);
  }
}
