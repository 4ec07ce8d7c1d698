package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.SnapshotProvider;
import dev.autopilot.core.StaleRefException;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Verification;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The executor and the verifier take their snapshots only through the pipeline they are given:
 * the pipeline's provider counts every snapshot it makes, the listener records every snapshot it
 * is told of, and the two agree; the snapshot the executor re-resolved from is the pipeline's
 * latest.
 */
class SnapshotPipelineIT extends BrowserTestSupport {
  private final List<String> purposes = new ArrayList<>();
  private int made;
  private SnapshotPipeline counted;

  @BeforeEach
  void countingPipeline() {
    SnapshotProvider counting = s -> {
      made++;
      return snapshots.snapshot(s);
    };
    counted = SnapshotPipeline.of(session, counting, (snapshot, purpose, millis) -> purposes.add(purpose));
    open("controls.html");
  }

  private static ActionMeta meta() {
    return ActionMeta.of("answer", null);
  }

  @Test
  void theExecutorReResolvesAStaleRefFromASnapshotOfThePipeline() {
    page().evaluate("() => { const n = document.getElementById('name'); n.value = 'Old'; }");
    SemanticSnapshot planned = counted.take("plan");
    String ref = named(planned, "Full name").ref();
    page().evaluate("() => { const p = document.getElementById('name').parentElement; p.outerHTML = p.outerHTML; }");

    ExecutionResult r = PlaywrightActionExecutor.create().execute(counted, new Action.TypeRef(ref, "New", meta()), planned);

    assertTrue(r.performed(), r.detail());
    String successor = r.action().targetRef();
    assertNotEquals(ref, successor);
    assertEquals(List.of("plan", PlaywrightActionExecutor.REMATCH), purposes, "one snapshot taken to re-resolve, through the pipeline");
    assertEquals(purposes.size(), made, "every snapshot the provider made was told to the listener");
    assertTrue(counted.latest().element(successor).isPresent(), "the new ref comes from the pipeline's latest snapshot");
  }

  @Test
  void theVerifierReadsAnAnswersErrorAgainThroughThePipeline() {
    page().evaluate("() => { const fs = document.querySelectorAll('fieldset')[0]; const e = document.createElement('span');"
        + " e.className = 'error'; e.textContent = 'Pick a size'; fs.appendChild(e); }");
    SemanticSnapshot before = counted.take("plan");
    ExecutionResult small = PlaywrightActionExecutor.create().execute(counted, new Action.SetRadio(named(before, "Small").ref(), meta()), before);
    SemanticSnapshot after = counted.take("verify");
    purposes.clear();
    made = 0;

    Verification v = PlaywrightVerifier.create().verify(counted, small, before, after);

    assertFalse(v.verified(), "the error is still shown");
    assertEquals(List.of(PlaywrightVerifier.REREAD), purposes, "the re-read went through the pipeline");
    assertEquals(1, made);
  }

  @Test
  void withoutReResolutionOrReReadNothingIsTaken() {
    SemanticSnapshot planned = counted.take("plan");
    String ref = named(planned, "Full name").ref();
    page().evaluate("() => { const p = document.getElementById('name').parentElement; p.outerHTML = p.outerHTML; }");
    assertThrows(StaleRefException.class,
        () -> PlaywrightActionExecutor.builder().noReresolution().build().execute(counted, new Action.TypeRef(ref, "New", meta()), planned));
    assertEquals(List.of("plan"), purposes);
    assertEquals(1, made);
  }

  @Test
  void aSessionKeepsItsOwnRefStateAndAWrapperReachesIt() {
    counted.take("plan");
    try (PlaywrightBrowserSession other = browser.newSession()) {
      other.navigate(server.url("/pages/controls.html"));
      SemanticSnapshot second = SnapshotPipeline.of(other, snapshots).take("plan");
      assertTrue(second.element("e1").isPresent(), "a new session issues its refs from e1, whatever other sessions issued");
      assertNotSame(session.refState(), other.refState());
    }
    assertSame(session, PlaywrightBrowserSession.of(session));
    assertSame(session, session.unwrap(PlaywrightBrowserSession.class));
  }
}
