package dev.autopilot.core.proof;

import static dev.autopilot.core.model.SnapshotFixtures.checkbox;
import static dev.autopilot.core.model.SnapshotFixtures.page;
import static dev.autopilot.core.model.SnapshotFixtures.textbox;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.FieldError;
import dev.autopilot.core.model.Navigation;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Verification;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ClickChangeTest {
  private static final SemanticElement BUTTON = new SemanticElement("e2", Role.BUTTON, "Show more", null, null, false, false, null, true, null,
      List.of(), null, Map.of(), false);
  private static final Action.ClickRef CLICK = new Action.ClickRef("e2", ActionMeta.of("show more", null));
  private static final ExecutionResult CLICKED = ExecutionResult.performed(CLICK, "clicked", null, 3);

  private static SemanticSnapshot snap(List<SemanticElement> elements, List<FieldError> errors) {
    return new SemanticSnapshot(page(), elements, List.of(), errors, List.of(), List.of(), 1, false);
  }

  private static List<String> criteria(Verification v) {
    return v.evidence().stream().map(Evidence::criterion).toList();
  }

  private final SemanticSnapshot before = snap(List.of(BUTTON, checkbox("e3", "News", false, false)), List.of());

  @Test
  void aClickThatChangedNothingIsUnverifiedAndSaysWhatItIgnored() {
    Verification v = ClickChange.judge(CLICKED, CLICK, before, before, new PageChanges(true, 0, 2, List.of(), 0), 0);
    assertFalse(v.verified());
    assertEquals("the click had no effect: no navigation, no dialog, no visible change to the page; 2 change(s) to content that was already"
        + " changing before the click ignored", v.reason());
    assertEquals(List.of("something observable changed"), criteria(v));
  }

  @Test
  void anotherElementTheErrorsAVisibleChangeAndADialogEachCount() {
    SemanticSnapshot after = snap(List.of(BUTTON, checkbox("e3", "News", true, false)), List.of(new FieldError("Required", true, "e3", null)));
    Verification v = ClickChange.judge(CLICKED, CLICK, before, after, new PageChanges(true, 1, 0, List.of("<div#more> shown"), 0), 1);
    assertTrue(v.verified(), v::toString);
    assertEquals(List.of("errors changed", "other elements changed state", "dialog opened", "page changed visibly"), criteria(v));
  }

  @Test
  void aDialogCountsOnlyWhenTheClickWasWatched() {
    Verification v = ClickChange.judge(CLICKED, CLICK, before, before, PageChanges.none(), 1);
    assertFalse(v.verified());
  }

  @Test
  void theUrlAndTheTargetStateCount() {
    SemanticElement pressed = new SemanticElement("e2", Role.BUTTON, "Show less", null, null, false, false, null, true, null, List.of(), null,
        Map.of(), false);
    ExecutionResult navigated = ExecutionResult.performed(CLICK, "clicked", new Navigation(page().url(), page().url() + "#more", null, null), 3);
    Verification v = ClickChange.judge(navigated, CLICK, before, snap(List.of(pressed, textbox("e4", "More", null, false, "text")), List.of()),
        PageChanges.none(), 0);
    assertTrue(v.verified(), v::toString);
    assertEquals(List.of("URL changed", "target state changed"), criteria(v));
  }
}
