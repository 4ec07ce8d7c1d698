package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Whether a person sees a text field is read once (lib/widget-select.js, seenByPeople) by the
 * snapshot and the executor. The executor's own helper used to skip opacity, clipping and
 * aria-hidden, so it typed into fields the snapshot reported hidden from people.
 */
class SeenByPeopleIT extends BrowserTestSupport {
  private final PlaywrightActionExecutor executor = PlaywrightActionExecutor.create();

  @Test
  void theExecutorTypesOnlyWhereTheSnapshotSaysAPersonSees() {
    open("unseen-fields.html");
    SemanticSnapshot s = snapshot();
    for (String name : List.of("Full name", "Website", "Fax", "Company")) {
      SemanticElement e = s.elements().stream().filter(x -> x.name().equals(name)).findFirst().orElse(null);
      String ref = e != null ? e.ref() : null;
      if (ref == null) {
        continue; // a field the snapshot leaves out has no ref to act on
      }
      ExecutionResult r = executor.execute(pipeline, new Action.TypeRef(ref, "x", ActionMeta.of("answer", name)), s);
      assertEquals(e.visible(), r.performed(), name + ": snapshot visible=" + e.visible() + ", executor: " + r.detail());
      if (!e.visible()) {
        assertTrue(r.detail().contains("not visible"), r.detail());
      }
    }
    assertTrue(named(s, "Full name").visible());
    assertFalse(named(s, "Website").visible(), "a transparent field is hidden from people");
  }
}
