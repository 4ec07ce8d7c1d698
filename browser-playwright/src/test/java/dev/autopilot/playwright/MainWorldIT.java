package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.PlaywrightException;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.playwright.internal.snapshot.MainWorld;
import dev.autopilot.playwright.internal.snapshot.Refs;
import org.junit.jupiter.api.Test;

/**
 * The main frame's main world reached through a DevTools session ({@link MainWorld}), the path of
 * every snapshot of a document that already has the snapshot script: its values and errors mean
 * what Playwright's {@code evaluate} gives, and a snapshot taken through it equals one taken
 * through Playwright.
 */
class MainWorldIT extends BrowserTestSupport {

  @Test
  void givesStringsAndNullAndTheErrorsOfTheExpression() {
    open("incremental.html");
    MainWorld world = session.mainWorld();
    assertTrue(world.available());
    assertEquals("a\tb\nc \u00fc \ud83d\ude00", world.evaluateString("'a\\tb\\nc \\u00fc \\ud83d\\ude00'"));
    assertEquals(page().title(), world.evaluateString("document.title"), "the main frame's document");
    page().evaluate("() => { window.__mark = 'main world'; }");
    assertEquals("main world", world.evaluateString("window.__mark"), "the world Playwright's evaluate runs in");
    assertNull(world.evaluateString("null"));
    assertNull(world.evaluateString("undefined"));
    PlaywrightException thrown = assertThrows(PlaywrightException.class, () -> world.evaluateString("(() => { throw new TypeError('boom'); })()"));
    assertTrue(thrown.getMessage().startsWith("TypeError: boom"), thrown.getMessage());
    assertThrows(IllegalStateException.class, () -> world.evaluateString("1 + 1"), "a caller's mistake, said so");
  }

  @Test
  void aSnapshotThroughItEqualsOneThroughPlaywrightsEvaluate() {
    open("incremental.html");
    PlaywrightSnapshotProvider full = PlaywrightSnapshotProvider.builder().incremental(false).build();
    full.snapshot(session); // installs the script: later snapshots call it through the main world
    page().fill("#email", "ada@example.com");
    SemanticSnapshot direct = full.snapshot(session);
    assertTrue(session.mainWorld().available());
    session.mainWorld().close();
    assertFalse(session.mainWorld().available(), "closed for good: Playwright's evaluate from now on");
    SemanticSnapshot playwright = full.snapshot(session);
    assertEquals(playwright.page(), direct.page());
    assertEquals(playwright.elements(), direct.elements());
    assertEquals(playwright.groups(), direct.groups());
    assertEquals(playwright.errors(), direct.errors());
    assertEquals(playwright.submitCandidates(), direct.submitCandidates());
    assertEquals("ada@example.com", named(direct, "Email").value());
    session.close(); // the next test gets a session whose main world is open
  }

  @Test
  void theProtocolsWordsForAMissingDocumentCountAsADocumentThatWentAway() {
    assertTrue(Refs.isContextGone(new PlaywrightException("Protocol error (Runtime.evaluate): Cannot find default execution context")));
    assertTrue(Refs.isContextGone(new PlaywrightException("Protocol error (Runtime.evaluate): Execution context was destroyed.")));
    assertTrue(Refs.isContextGone(new PlaywrightException("Protocol error (Runtime.evaluate): Inspected target navigated or closed")));
    assertFalse(Refs.isContextGone(new PlaywrightException("TypeError: boom")));
  }

  @Test
  void aPageThatForbidsEvalAndRequiresTrustedTypesIsReadBothWays() {
    // a strict Content-Security-Policy (no eval, no inline script, Trusted Types) binds the page's
    // own scripts, not the DevTools protocol's evaluation nor Playwright's
    try (HostileServer strict = HostileServer.start()) {
      strict.handle("/strict", ex -> {
        ex.getResponseHeaders().set("Content-Security-Policy", "default-src 'none'; script-src 'none'; require-trusted-types-for 'script'");
        TestServer.send(ex, 200, "text/html; charset=utf-8", "<title>Strict</title><label>Name <input name=n></label><button>Send</button>");
      });
      PlaywrightBrowserSession strictSession = browser.newSession();
      try {
        strictSession.navigate(strict.url("/strict"));
        PlaywrightSnapshotProvider full = PlaywrightSnapshotProvider.builder().incremental(false).build();
        SemanticSnapshot first = full.snapshot(strictSession);
        strictSession.unwrap(com.microsoft.playwright.Page.class).fill("input", "Ada");
        SemanticSnapshot second = full.snapshot(strictSession);
        assertTrue(strictSession.mainWorld().available());
        assertEquals(first.elements().size(), second.elements().size());
        assertEquals("Ada", named(second, "Name").value(), "read through the main world");
      } finally {
        strictSession.close();
      }
    }
  }

  @Test
  void aClosedPageHasNoMainWorld() {
    PlaywrightBrowserSession other = browser.newSession();
    MainWorld world = other.mainWorld();
    other.unwrap(com.microsoft.playwright.Page.class).close();
    assertFalse(world.available());
    other.close();
  }
}
