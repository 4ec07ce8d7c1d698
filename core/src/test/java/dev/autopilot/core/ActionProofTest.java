package dev.autopilot.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;

import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Verification;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The order and the failure rules of the one proof sequence; the browser ITs prove it on real pages. */
class ActionProofTest {
  private final List<String> log = new ArrayList<>();
  private int taken;
  private final SnapshotPipeline page = SnapshotPipeline.of(mock(BrowserSession.class), s -> {
    log.add("snapshot");
    PageInfo info = new PageInfo("http://127.0.0.1/form", "Form", "127.0.0.1", "/form", "h" + ++taken);
    return new SemanticSnapshot(info, List.of(), List.of(), List.of(), List.of(), List.of(), taken, true);
  }, (s, purpose, millis) -> log.add("told " + purpose));
  private final Action click = new Action.ClickRef("e3", ActionMeta.of("answer", "Agree"));
  private final Verifier verifier = (p, exec, before, after) -> {
    assertSame(page, p);
    log.add("verify " + before.epoch() + "->" + after.epoch());
    return new Verification(exec.action(), true, "changed", List.of(new Evidence("changed", true, null, null)));
  };

  @Test
  void executesThenTellsThenSnapshotsThroughThePipelineThenVerifies() {
    SemanticSnapshot before = page.take("plan");
    ActionExecutor executor = (p, action, s) -> {
      assertSame(before, s, "the executor gets the snapshot the action was planned from");
      log.add("execute");
      return ExecutionResult.performed(action, "clicked", null, 1);
    };
    ActionProof proof = ActionProof.prove(page, executor, verifier, click, before, exec -> log.add("executed " + exec.performed()));
    assertEquals(List.of("snapshot", "told plan", "execute", "executed true", "snapshot", "told verify", "verify 1->2"), log);
    assertTrue(proof.verified());
    assertSame(before, proof.before());
    assertSame(page.latest(), proof.after());
    assertSame(click, proof.action());
  }

  @Test
  void aStaleRefIsANotPerformedUnverifiedProofAndTheVerifierIsNotAsked() {
    SemanticSnapshot before = page.take("plan");
    ActionExecutor stale = (p, action, s) -> {
      throw new StaleRefException(ErrorCode.UNKNOWN_REF, "e3", "ref e3 is unknown");
    };
    ActionProof proof = ActionProof.prove(page, stale, verifier, click, before);
    assertFalse(proof.execution().performed());
    assertEquals(ErrorCode.UNKNOWN_REF, proof.execution().errorCode());
    assertFalse(proof.verified());
    assertEquals("not performed: ref e3 is unknown", proof.verification().reason());
    assertEquals(2, proof.after().epoch(), "the page is still read after");
    assertFalse(log.stream().anyMatch(l -> l.startsWith("verify")), log.toString());
  }

  @Test
  void aDeadBrowserLeavesWithoutAProof() {
    SemanticSnapshot before = page.take("plan");
    ActionExecutor crashed = (p, action, s) -> {
      throw new BrowserException(ErrorCode.BROWSER_CRASHED, "gone", null);
    };
    assertThrows(BrowserException.class, () -> ActionProof.prove(page, crashed, verifier, click, before));
    assertEquals(1, taken, "no snapshot after a crash");
  }
}
