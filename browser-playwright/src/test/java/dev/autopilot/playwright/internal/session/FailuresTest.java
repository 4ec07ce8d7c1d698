package dev.autopilot.playwright.internal.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.microsoft.playwright.PlaywrightException;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import org.junit.jupiter.api.Test;

class FailuresTest {
  private static final String FILL_FAILURE = """
      Error {
        message='Error: Cannot type text into input[type=number]
        name='Error
        stack='Error: Error: Cannot type text into input[type=number]
      }
      Call log:
      -     - fill("Jane Doe, 1 Main St")
      -   - attempting fill action
      -     - waiting for element to be visible, enabled and editable
      """;

  @Test
  void wrappedExceptionsKeepNoCallArguments() {
    BrowserException e = Failures.wrap(new PlaywrightException(FILL_FAILURE), ErrorCode.BROWSER_NAVIGATION_FAILED, "type_ref failed", "e3", "type_ref", "http://127.0.0.1/");
    assertEquals("type_ref failed: Error: Cannot type text into input[type=number]", e.getMessage());
    assertFalse(e.getCause().getMessage().contains("Jane"), e.getCause().getMessage());
    assertEquals("e3", e.ref());
    assertEquals("type_ref", e.verb());
  }

  @Test
  void closedTargetsAreCrashes() {
    PlaywrightException closed = new PlaywrightException("Target page, context or browser has been closed\nCall log:\n- fill(\"Jane\")");
    BrowserException e = Failures.wrap(closed, ErrorCode.BROWSER_NAVIGATION_FAILED, "type_ref failed", "e3", "type_ref", null);
    assertEquals(ErrorCode.BROWSER_CRASHED, e.code());
    assertFalse(e.getCause().getMessage().contains("Jane"));
  }

  @Test
  void gestureProblemsAreNamedWithoutValues() {
    assertEquals("covered by another element", Failures.gestureProblem(new PlaywrightException(
        "Timeout 400ms exceeded.\nCall log:\n- <div id=\"overlay\"></div> intercepts pointer events")));
    assertEquals("element is disabled", Failures.gestureProblem(new PlaywrightException("Timeout\n- element is not enabled")));
    assertEquals("element is not editable", Failures.gestureProblem(new PlaywrightException(FILL_FAILURE)));
  }
}
