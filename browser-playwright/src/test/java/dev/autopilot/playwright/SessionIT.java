package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.SemanticSnapshot;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SessionIT extends BrowserTestSupport {

  @TempDir
  Path tmp;

  @Test
  void visibleTextIsCut() {
    open("classic.html");
    assertEquals("Apply", session.visibleText(5));
    String all = session.visibleText(100_000);
    assertTrue(all.contains("First name") && all.length() < 1_000, all);
    assertEquals("Classic application", session.title());
    assertEquals(server.url("/pages/classic.html"), session.url());
  }

  @Test
  void screenshotWritesAPngAndItsFolder() throws IOException {
    open("classic.html");
    Path file = session.screenshot(tmp.resolve("shots/deep/page.png"));
    byte[] head = Arrays.copyOf(Files.readAllBytes(file), 4);
    assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, head);
  }

  @Test
  void aScreenshotWhoseFolderCannotBeMadeIsAnExportFailure() throws IOException {
    open("classic.html");
    Path notAFolder = Files.writeString(tmp.resolve("plain-file"), "x");
    BrowserException e = assertThrows(BrowserException.class, () -> session.screenshot(notAFolder.resolve("page.png")));
    assertEquals(ErrorCode.BROWSER_EXPORT_FAILED, e.code());
  }

  @Test
  void unwrapGivesThePlaywrightObjects() {
    Page page = session.unwrap(Page.class);
    BrowserContext context = session.unwrap(BrowserContext.class);
    assertSame(context, page.context());
    assertThrows(IllegalArgumentException.class, () -> session.unwrap(String.class));
  }

  @Test
  void anErrorStatusIsNoNavigationFailureButARefusedConnectionIs() throws IOException {
    assertDoesNotThrow(() -> session.navigate(server.url("/missing")));
    assertEquals("Not found", session.title());
    int port;
    try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
      port = probe.getLocalPort();
    }
    String refused = "http://127.0.0.1:" + port + "/";
    BrowserException e = assertThrows(BrowserException.class, () -> session.navigate(refused));
    assertEquals(ErrorCode.BROWSER_NAVIGATION_FAILED, e.code());
    assertEquals(refused, e.url());
    assertTrue(e.isRetriable());
  }

  @Test
  void sessionsDoNotShareCookies() {
    PlaywrightBrowserSession other = browser.newSession();
    try {
      open("classic.html");
      other.navigate(server.url("/pages/classic.html"));
      page().evaluate("() => document.cookie = 'who=first'");
      assertEquals("", other.unwrap(Page.class).evaluate("() => document.cookie"));
      assertNotEquals(session.id(), other.id());
    } finally {
      other.close();
    }
  }

  @Test
  void aClosedSessionReportsACrash() {
    PlaywrightBrowserSession closing = browser.newSession();
    closing.navigate(server.url("/pages/refs.html"));
    SemanticSnapshot s = snapshots.snapshot(closing);
    closing.close();
    assertDoesNotThrow(closing::close, "closing twice does nothing");
    assertTrue(closing.isClosed());

    BrowserException nav = assertThrows(BrowserException.class, () -> closing.navigate(server.url("/pages/refs.html")));
    assertEquals(ErrorCode.BROWSER_CRASHED, nav.code());
    assertEquals(ErrorCode.BROWSER_CRASHED, assertThrows(BrowserException.class, () -> snapshots.snapshot(closing)).code());
    BrowserException exec = assertThrows(BrowserException.class, () -> PlaywrightActionExecutor.create()
        .execute(SnapshotPipeline.of(closing, snapshots), new Action.ClickRef(named(s, "Go").ref(), ActionMeta.of("answer", null)), s));
    assertEquals(ErrorCode.BROWSER_CRASHED, exec.code());
    assertEquals("click_ref", exec.verb());
    assertEquals(named(s, "Go").ref(), exec.ref());
  }
}
