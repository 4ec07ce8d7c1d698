package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.BoundingBox;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.HostBoundary;
import dev.autopilot.core.model.SemanticSnapshot;
import java.awt.image.BufferedImage;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Safety of the Playwright session: slow subresources, host boundaries, masked screenshots, thread ownership. */
class SafetyIT {
  static HostileServer server;
  static PlaywrightBrowser browser;

  @TempDir Path tmp;

  @BeforeAll
  static void start() {
    server = HostileServer.start()
        .hang("/slow.png")
        .hang("/slow.woff2")
        .page("/hung-image", """
            <title>Hung image</title><style>@font-face { font-family: F; src: url(/slow.woff2); } body { font-family: F, sans-serif; }</style>
            <img src="/slow.png" alt="logo"><label>First name <input name="first"></label>""")
        .page("/form", """
            <title>Form</title><form method="post" action="/landing"><label>Name <input name="name" value="Ada Lovelace"></label>
            <button>Send</button></form>""")
        .page("/landing", "<title>Landing</title>landed")
        .handle("/to-other-host", ex -> TestServer.redirect(ex, 302, server.otherHostUrl("/landing")))
        .handle("/same-host-redirect", ex -> TestServer.redirect(ex, 302, "/landing"));
    browser = PlaywrightBrowser.launch(BrowserConfig.builder().navigationTimeout(Duration.ofSeconds(20)).build());
  }

  @AfterAll
  static void stop() {
    browser.close();
    server.close();
  }

  @Test
  void aHungImageAndFontDoNotHoldUpNavigation() {
    try (PlaywrightBrowserSession session = browser.newSession()) {
      long start = System.nanoTime();
      session.navigate(server.url("/hung-image"));
      long millis = (System.nanoTime() - start) / 1_000_000;
      assertTrue(millis < 6_000, "navigation took " + millis + " ms");
      SemanticSnapshot snapshot = PlaywrightSnapshotProvider.create().snapshot(session);
      assertTrue(snapshot.elements().stream().anyMatch(e -> e.name().contains("First name")), snapshot.toString());
    }
  }

  @Test
  void aUrlOutsideTheBoundaryIsRefusedBeforeAnyRequest() {
    try (PlaywrightBrowserSession session = browser.newSession()) {
      session.restrictTo(HostBoundary.forStart(URI.create(server.url("/form"))));
      int before = server.requests().size();
      BrowserException host = assertThrows(BrowserException.class, () -> session.navigate(server.otherHostUrl("/landing")));
      assertEquals(ErrorCode.HOST_NOT_ALLOWED, host.code());
      assertTrue(host.getMessage().contains("localhost") && !host.getMessage().contains("/landing"), host.getMessage());
      assertEquals(ErrorCode.URL_NOT_ALLOWED, assertThrows(BrowserException.class, () -> session.navigate("file:///etc/passwd")).code());
      assertEquals(ErrorCode.URL_NOT_ALLOWED, assertThrows(BrowserException.class, () -> session.navigate("data:text/html,<input>")).code());
      assertEquals(ErrorCode.URL_NOT_ALLOWED, assertThrows(BrowserException.class, () -> session.navigate("javascript:alert(1)")).code());
      assertEquals(ErrorCode.URL_NOT_ALLOWED, assertThrows(BrowserException.class,
          () -> session.navigate(server.url("/form").replace("http://", "http://ada:secret@"))).code());
      assertEquals(before, server.requests().size(), "nothing was requested: " + server.requests());
    }
  }

  @Test
  void aRedirectToAnotherHostIsStoppedAndReported() {
    try (PlaywrightBrowserSession session = browser.newSession()) {
      session.restrictTo(HostBoundary.forStart(URI.create(server.url("/"))));
      session.navigate(server.url("/same-host-redirect"));
      assertEquals("Landing", session.title());
      assertNull(session.boundaryViolation());
      BrowserException e = assertThrows(BrowserException.class, () -> session.navigate(server.url("/to-other-host")));
      assertEquals(ErrorCode.HOST_NOT_ALLOWED, e.code());
      assertNotNull(session.boundaryViolation());
      assertTrue(session.boundaryViolation().contains("redirect") && session.boundaryViolation().contains("localhost"), session.boundaryViolation());
    }
  }

  @Test
  void aFormPostingToAnotherHostSendsNothing() {
    try (PlaywrightBrowserSession session = browser.newSession()) {
      session.restrictTo(HostBoundary.forStart(URI.create(server.url("/"))));
      session.navigate(server.url("/form"));
      Page page = session.unwrap(Page.class);
      page.evaluate("u => document.forms[0].action = u", server.otherHostUrl("/landing"));
      page.locator("button").click();
      page.waitForTimeout(500);
      assertNotNull(session.boundaryViolation());
      assertTrue(session.boundaryViolation().contains("form submission"), session.boundaryViolation());
      assertFalse(server.requests().stream().anyMatch(r -> r.startsWith("POST")), server.requests().toString());
    }
  }

  @Test
  void theBoundaryAllowsConfiguredHosts() {
    HostBoundary boundary = HostBoundary.forStart(URI.create(server.url("/"))).allowHost("localhost");
    try (PlaywrightBrowserSession session = browser.newSession()) {
      session.restrictTo(boundary);
      session.navigate(server.url("/to-other-host"));
      assertEquals("Landing", session.title());
      assertNull(session.boundaryViolation());
    }
  }

  @Test
  void screenshotsMaskWhatFieldsHoldUnlessDebugging() throws Exception {
    Path masked;
    Path revealed;
    BoundingBox box;
    try (PlaywrightBrowserSession session = browser.newSession()) {
      session.navigate(server.url("/form"));
      Locator input = session.unwrap(Page.class).locator("input");
      box = input.boundingBox();
      masked = session.screenshot(tmp.resolve("masked.png"));
    }
    try (PlaywrightBrowser debug = PlaywrightBrowser.launch(BrowserConfig.builder().revealInputsInScreenshots(true).build());
        PlaywrightBrowserSession session = debug.newSession()) {
      session.navigate(server.url("/form"));
      revealed = session.screenshot(tmp.resolve("revealed.png"));
    }
    int x = (int) (box.x + 4);
    int y = (int) (box.y + box.height / 2);
    assertEquals(0x5b5b5b, pixel(masked, x, y), "masked over the value");
    assertTrue(pixel(revealed, x, y) != 0x5b5b5b, "debug shows the field");
  }

  private static int pixel(Path png, int x, int y) throws Exception {
    BufferedImage image = ImageIO.read(png.toFile());
    return image.getRGB(x, y) & 0xffffff;
  }

  @Test
  void aSessionUsedOnAnotherThreadFailsAtOnceWithATypedError() throws Exception {
    try (PlaywrightBrowserSession session = browser.newSession()) {
      session.navigate(server.url("/form"));
      for (Runnable call : new Runnable[] {
          () -> session.navigate(server.url("/landing")), session::url, () -> session.unwrap(Page.class),
          () -> PlaywrightSnapshotProvider.create().snapshot(session), browser::newSession}) {
        ExecutionException e = assertThrows(ExecutionException.class, () -> CompletableFuture.runAsync(call).get());
        BrowserException wrong = (BrowserException) e.getCause();
        assertEquals(ErrorCode.BROWSER_WRONG_THREAD, wrong.code());
        assertTrue(wrong.getMessage().contains("PlaywrightBrowserPool"), wrong.getMessage());
      }
      assertEquals("Form", session.title(), "the session still works on its own thread");
    }
  }

  @Test
  void aPoolGivesEachThreadItsOwnBrowser() throws Exception {
    try (PlaywrightBrowserPool pool = PlaywrightBrowserPool.create(BrowserConfig.defaults())) {
      CompletableFuture<String>[] titles = new CompletableFuture[2];
      for (int i = 0; i < titles.length; i++) {
        titles[i] = CompletableFuture.supplyAsync(() -> {
          try (PlaywrightBrowserSession session = pool.newSession()) {
            session.navigate(server.url("/landing"));
            return session.title();
          }
        }, r -> new Thread(r).start());
      }
      assertEquals("Landing", titles[0].get());
      assertEquals("Landing", titles[1].get());
      assertEquals(2, pool.size());
    }
  }
}
