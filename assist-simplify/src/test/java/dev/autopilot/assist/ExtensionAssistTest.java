package dev.autopilot.assist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import dev.autopilot.core.AssistFailureCode;
import dev.autopilot.core.AssistPlugin;
import dev.autopilot.core.AssistResult;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.playwright.ExtensionTrigger;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class ExtensionAssistTest {
  static final ExtensionTrigger TRIGGER = ExtensionTrigger.domEvent("autofill");

  @Test
  void retriesAreBoundedByTheSeedsTwo() {
    assertThrows(IllegalArgumentException.class, () -> ExtensionAssist.builder(Path.of("ext"), TRIGGER).retries(3));
    assertThrows(IllegalArgumentException.class, () -> ExtensionAssist.builder(Path.of("ext"), TRIGGER).retries(-1));
    assertThrows(IllegalArgumentException.class, () -> ExtensionAssist.builder(Path.of("ext"), TRIGGER).deadline(Duration.ZERO));
    assertEquals("browser-extension", ExtensionAssist.builder(Path.of("ext"), TRIGGER).retries(2).build().name());
  }

  @Test
  void aSessionThatIsNotPlaywrightsIsNoPlaceForAnExtension() {
    BrowserSession session = mock(BrowserSession.class);
    when(session.unwrap(org.mockito.ArgumentMatchers.any())).thenThrow(new IllegalArgumentException("no such object"));
    AssistPlugin plugin = AssistPlugins.browserExtension(Path.of("ext"), TRIGGER);
    SnapshotPipeline page = SnapshotPipeline.of(session, s -> ProfileAutofillAssistTest.form());
    assertFalse(plugin.isAvailable(session, ProfileAutofillAssistTest.form()));
    AssistResult result = plugin.prefill(page, ProfileAutofillAssistTest.form());
    assertEquals(AssistFailureCode.EXTENSION_NOT_LOADED, result.failureCode(), result.detail());
  }
}
