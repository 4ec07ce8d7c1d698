package dev.autopilot.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.mockito.Mockito.mock;

import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SnapshotPipelineTest {
  private final BrowserSession session = mock(BrowserSession.class);
  private final List<String> told = new ArrayList<>();
  private int taken;

  private SemanticSnapshot page(int epoch) {
    PageInfo info = new PageInfo("http://127.0.0.1/form", "Form", "127.0.0.1", "/form", "h" + epoch);
    return new SemanticSnapshot(info, List.of(), List.of(), List.of(), List.of(), List.of(), epoch, true);
  }

  private final SnapshotProvider provider = s -> {
    assertSame(session, s, "the provider reads the pipeline's session");
    return page(++taken);
  };

  @Test
  void everySnapshotTakenIsToldToTheListenerWithItsPurposeAndBecomesTheLatest() {
    SnapshotPipeline pipeline = SnapshotPipeline.of(session, provider, (snapshot, purpose, millis) -> told.add(purpose + "@" + snapshot.epoch()));
    assertNull(pipeline.latest());
    assertSame(session, pipeline.session());
    SemanticSnapshot first = pipeline.take("plan");
    SemanticSnapshot second = pipeline.take("rematch");
    assertEquals(List.of("plan@1", "rematch@2"), told);
    assertSame(second, pipeline.latest());
    assertEquals(1, first.epoch());
  }

  @Test
  void aFailedSnapshotIsNotToldAndLeavesTheLatestAlone() {
    SnapshotPipeline pipeline = SnapshotPipeline.of(session, provider, (snapshot, purpose, millis) -> told.add(purpose));
    SemanticSnapshot ok = pipeline.take("plan");
    SnapshotPipeline failing = SnapshotPipeline.of(session, s -> {
      throw new BrowserException(ErrorCode.BROWSER_CRASHED, "gone", null);
    }, (snapshot, purpose, millis) -> told.add(purpose));
    assertThrows(BrowserException.class, () -> failing.take("verify"));
    assertNull(failing.latest());
    assertSame(ok, pipeline.latest());
    assertEquals(List.of("plan"), told);
  }

  @Test
  void aProviderReturningNullIsAnErrorNotASnapshot() {
    SnapshotPipeline pipeline = SnapshotPipeline.of(session, s -> null);
    assertThrows(NullPointerException.class, () -> pipeline.take("plan"));
  }
}
