package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Pages that never let go: a call that hangs is ended from another thread; typing never submits; a page that submits itself is seen. */
class HangsIT {
  static HostileServer server;

  @BeforeAll
  static void start() {
    server = HostileServer.start()
        .page("/busy", "<title>Busy</title><label>Name <input></label><script>setTimeout(() => { for (;;) {} }, 300)</script>")
        .page("/enter", """
            <title>Enter</title><form method="post" action="/sent"><label>City <input name="city"></label>
            <label>Letter <textarea name="letter"></textarea></label><button>Send</button></form>""")
        .page("/self", """
            <title>Self</title><form method="post" action="/sent"><label>Name <input name="name" onchange="this.form.submit()"></label></form>""")
        .page("/later", "<title>Later</title><label>Name <input></label>")
        .page("/sent", "<title>Sent</title>sent");
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @Test
  void aCallThatHangsInABusyPageIsEndedFromAnotherThread() throws Exception {
    ScheduledExecutorService watchdog = Executors.newSingleThreadScheduledExecutor();
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(); PlaywrightBrowserSession session = browser.newSession()) {
      session.navigate(server.url("/busy"));
      session.unwrap(Page.class).waitForTimeout(600);
      long start = System.nanoTime();
      watchdog.schedule(session::abort, 2, TimeUnit.SECONDS);
      BrowserException e = assertThrows(BrowserException.class, () -> PlaywrightSnapshotProvider.create().snapshot(session));
      long millis = (System.nanoTime() - start) / 1_000_000;
      assertEquals(ErrorCode.BROWSER_CRASHED, e.code(), e.getMessage());
      assertTrue(millis < 8_000, "ended after " + millis + " ms");
      assertTrue(!browser.isConnected(), "the aborted browser is not reused");
    } finally {
      watchdog.shutdownNow();
    }
  }

  @Test
  void aScriptThatKeepsThePageBusyIsEndedAtTheCallDeadlineAndTheBrowserLivesOn() {
    BrowserConfig config = BrowserConfig.builder().callTimeout(java.time.Duration.ofSeconds(3)).devToolsPort(true).build();
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(config); PlaywrightBrowserSession session = browser.newSession()) {
      session.navigate(server.url("/busy"));
      session.unwrap(Page.class).waitForTimeout(600);
      BrowserException e = assertThrows(BrowserException.class, () -> PlaywrightSnapshotProvider.create().snapshot(session));
      assertEquals(ErrorCode.PAGE_UNRESPONSIVE, e.code(), e.getMessage());
      assertTrue(browser.isConnected(), "only the page's script was ended, not the browser");
      assertEquals("Busy", session.title(), "the page answers again");
      assertTrue(PlaywrightSnapshotProvider.create().snapshot(session).elements().size() > 0);
    }
  }

  @Test
  void aSnapshotOfADocumentThatHasTheScriptHangsNoLonger() {
    // the second snapshot of a document calls its installed script through the DevTools session
    // (MainWorld), not Playwright's evaluate: the deadline ends that call the same way
    BrowserConfig config = BrowserConfig.builder().callTimeout(java.time.Duration.ofSeconds(3)).devToolsPort(true).build();
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(config); PlaywrightBrowserSession session = browser.newSession()) {
      session.navigate(server.url("/later"));
      PlaywrightSnapshotProvider provider = PlaywrightSnapshotProvider.create();
      assertEquals(1, provider.snapshot(session).elements().size());
      assertTrue(session.mainWorld().available(), "Chromium gives the page a DevTools session");
      Page page = session.unwrap(Page.class);
      page.evaluate("() => setTimeout(() => { for (;;) {} }, 100)");
      page.waitForTimeout(400);
      BrowserException e = assertThrows(BrowserException.class, () -> provider.snapshot(session));
      assertEquals(ErrorCode.PAGE_UNRESPONSIVE, e.code(), e.getMessage());
      assertTrue(browser.isConnected(), "only the page's script was ended, not the browser");
      assertEquals("Later", session.title(), "the page answers again");
      assertEquals(1, provider.snapshot(session).elements().size());
    }
  }

  @Test
  void withoutTheDevToolsPortAHungSnapshotOfADocumentThatHasTheScriptEndsTheBrowser() {
    BrowserConfig config = BrowserConfig.builder().callTimeout(java.time.Duration.ofSeconds(3)).devToolsPort(false).build();
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(config); PlaywrightBrowserSession session = browser.newSession()) {
      session.navigate(server.url("/later"));
      PlaywrightSnapshotProvider provider = PlaywrightSnapshotProvider.create();
      provider.snapshot(session);
      session.unwrap(Page.class).evaluate("() => setTimeout(() => { for (;;) {} }, 100)");
      session.unwrap(Page.class).waitForTimeout(400);
      BrowserException e = assertThrows(BrowserException.class, () -> provider.snapshot(session));
      assertEquals(ErrorCode.PAGE_UNRESPONSIVE, e.code(), "the page did not answer; nothing crashed: " + e.getMessage());
      assertTrue(!browser.isConnected(), "the browser was ended: a host opens a new one");
    }
  }

  @Test
  void withoutTheDevToolsPortAHungCallEndsTheBrowser() {
    BrowserConfig config = BrowserConfig.builder().callTimeout(java.time.Duration.ofSeconds(3)).devToolsPort(false).build();
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(config); PlaywrightBrowserSession session = browser.newSession()) {
      session.navigate(server.url("/busy"));
      session.unwrap(Page.class).waitForTimeout(600);
      BrowserException e = assertThrows(BrowserException.class, () -> PlaywrightSnapshotProvider.create().snapshot(session));
      assertEquals(ErrorCode.PAGE_UNRESPONSIVE, e.code(), "the page did not answer; nothing crashed: " + e.getMessage());
      assertTrue(!browser.isConnected(), "the browser was ended: a host opens a new one");
    }
  }

  @Test
  void typingALineBreakIntoAOneLineFieldSendsNoEnter() {
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(); PlaywrightBrowserSession session = browser.newSession()) {
      session.navigate(server.url("/enter"));
      PlaywrightSnapshotProvider provider = PlaywrightSnapshotProvider.create();
      SnapshotPipeline pipeline = SnapshotPipeline.of(session, provider);
      SemanticSnapshot s = pipeline.take("test");
      PlaywrightActionExecutor paced = PlaywrightActionExecutor.builder().pacing(Pacing.builder().keystroke(java.time.Duration.ofMillis(1)).build()).build();
      long loads = session.pageLoads();
      paced.execute(pipeline, new Action.TypeRef(ref(s, "City"), "London\nUK", ActionMeta.of("answer", "City")), s);
      paced.execute(pipeline, new Action.TypeRef(ref(s, "Letter"), "Dear team,\nhello", ActionMeta.of("answer", "Letter")), s);
      assertEquals("Enter", session.title(), "still on the form");
      assertEquals(loads, session.pageLoads(), "no document was requested");
      assertEquals("London UK", session.unwrap(Page.class).inputValue("input[name=city]"));
      assertEquals("Dear team,\nhello", session.unwrap(Page.class).inputValue("textarea"));
    }
  }

  @Test
  void aPageThatSubmitsItselfWhileBeingFilledIsSeen() {
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(); PlaywrightBrowserSession session = browser.newSession()) {
      session.navigate(server.url("/self"));
      SnapshotPipeline pipeline = SnapshotPipeline.of(session, PlaywrightSnapshotProvider.create());
      SemanticSnapshot s = pipeline.take("test");
      long loads = session.pageLoads();
      PlaywrightActionExecutor.create().execute(pipeline, new Action.TypeRef(ref(s, "Name"), "Ada", ActionMeta.of("answer", "Name")), s);
      session.unwrap(Page.class).waitForURL("**/sent", new Page.WaitForURLOptions().setTimeout(5_000));
      assertTrue(session.pageLoads() > loads, "the self-submission is counted");
      assertTrue(server.received("/sent"));
    }
  }

  private static String ref(SemanticSnapshot s, String name) {
    return s.elements().stream().filter(e -> e.name().equals(name)).map(SemanticElement::ref).findFirst().orElseThrow(() -> new AssertionError(name + " in " + s));
  }
}
