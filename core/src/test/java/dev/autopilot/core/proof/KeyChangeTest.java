package dev.autopilot.core.proof;

import static dev.autopilot.core.model.SnapshotFixtures.page;
import static dev.autopilot.core.model.SnapshotFixtures.textbox;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Verification;
import java.util.List;
import org.junit.jupiter.api.Test;

class KeyChangeTest {
  private static final SemanticElement FIELD = textbox("e1", "City", "Par", false, "text");
  private static final SemanticSnapshot SNAP = new SemanticSnapshot(page(), List.of(FIELD), List.of(), List.of(), List.of(), List.of(), 1, false);

  private static Verification judge(Action.Key key, TargetState live, boolean stillFocused) {
    Action.PressKey press = new Action.PressKey("e1", key, ActionMeta.of("press", null));
    return KeyChange.judge(ExecutionResult.performed(press, "pressed", null, 2), press, "e1", FIELD, SNAP, SNAP, live, stillFocused);
  }

  @Test
  void tabMustMoveTheFocus() {
    TargetState same = new TargetState(true, "Par", null);
    assertTrue(judge(Action.Key.TAB, same, false).verified());
    Verification stayed = judge(Action.Key.TAB, same, true);
    assertFalse(stayed.verified());
    assertEquals(List.of("focus moved"), stayed.evidence().stream().map(Evidence::criterion).toList());
  }

  @Test
  void anotherKeyMustChangeSomething() {
    Verification changed = judge(Action.Key.ARROW_DOWN, new TargetState(true, "Paris", null), true);
    assertTrue(changed.verified());
    assertEquals("target changed", changed.evidence().get(0).after());
    assertFalse(changed.evidence().get(1).deciding());
    Verification nothing = judge(Action.Key.ESCAPE, new TargetState(true, "Par", null), true);
    assertFalse(nothing.verified());
    assertEquals("nothing changed", nothing.evidence().get(0).after());
    assertFalse(judge(Action.Key.ESCAPE, new TargetState(false, null, null), true).verified(), "a target gone changed nothing it can tell");
  }
}
