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

  private final Action first = new Action.TypeRef("e1", "Ada", ActionMeta.of("answer", "First name"));
  private final Action second = new Action.SelectRef("e2", "Lisbon", ActionMeta.of("answer", "City"));
  private final Action third = new Action.SetCheckbox("e4", true, ActionMeta.of("answer", "Newsletter"));

  @Test
  void aBatchExecutesEachThenTakesOneSnapshotThenVerifiesEachAgainstIt() {
    SemanticSnapshot before = page.take("plan");
    ActionExecutor executor = (p, action, s) -> {
      assertSame(before, s, "every action of a batch is aimed by the snapshot it was planned from");
      log.add("execute " + action.targetRef());
      return ExecutionResult.performed(action, "done", null, 1);
    };
    List<ActionProof> proofs = ActionProof.proveAll(page, executor, verifier, List.of(first, second, third), before,
        exec -> log.add("executed " + exec.action().targetRef()));
    assertEquals(List.of("snapshot", "told plan", "execute e1", "executed e1", "execute e2", "executed e2", "execute e4", "executed e4",
        "snapshot", "told verify", "verify 1->2", "verify 1->2", "verify 1->2"), log);
    assertEquals(3, proofs.size());
    assertTrue(proofs.stream().allMatch(ActionProof::verified));
    assertTrue(proofs.stream().allMatch(p -> p.after() == page.latest() && p.before() == before));
    assertEquals(List.of(first, second, third), proofs.stream().map(ActionProof::action).toList());
  }

  @Test
  void aBatchStopsAtTheFirstActionNotPerformedAndProvesOnlyWhatWasTried() {
    SemanticSnapshot before = page.take("plan");
    ActionExecutor executor = (p, action, s) -> {
      log.add("execute " + action.targetRef());
      if ("e2".equals(action.targetRef())) {
        throw new StaleRefException(ErrorCode.STALE_REF, "e2", "e2 is gone");
      }
      return ExecutionResult.performed(action, "done", null, 1);
    };
    List<ActionProof> proofs = ActionProof.proveAll(page, executor, verifier, List.of(first, second, third), before, exec -> {});
    assertEquals(2, proofs.size(), "the third was never tried");
    assertTrue(proofs.get(0).verified());
    assertFalse(proofs.get(1).verified());
    assertEquals(ErrorCode.STALE_REF, proofs.get(1).execution().errorCode());
    assertFalse(log.contains("execute e4"), log.toString());
    assertEquals(2, taken, "one snapshot after, even so");
  }

  @Test
  void onlyFieldAnswersOnDifferentFieldsShareASnapshot() {
    SemanticSnapshot before = page.take("plan");
    ActionExecutor executor = (p, action, s) -> ExecutionResult.performed(action, "done", null, 1);
    assertTrue(ActionProof.batchable(first));
    assertFalse(ActionProof.batchable(click), "a click's effect decides what comes next");
    assertFalse(ActionProof.batchable(Action.TypeRef.keepingOpen("e1", "Kyr", ActionMeta.of("answer", "Country"))), "open suggestions wait for a choice");
    IllegalArgumentException notBatchable = assertThrows(IllegalArgumentException.class,
        () -> ActionProof.proveAll(page, executor, verifier, List.of(first, click), before, exec -> {}));
    assertTrue(notBatchable.getMessage().contains("prove it alone"), notBatchable.getMessage());
    Action again = new Action.TypeRef("e1", "Grace", ActionMeta.of("answer", "First name"));
    assertThrows(IllegalArgumentException.class, () -> ActionProof.proveAll(page, executor, verifier, List.of(first, again), before, exec -> {}));
    assertEquals(1, taken, "nothing executed, nothing read, when the batch is refused");
    assertEquals(List.of(), ActionProof.proveAll(page, executor, verifier, List.of(), before, exec -> {}));
  }
}
