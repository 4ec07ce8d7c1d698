package dev.autopilot.playwright.internal.act;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.GroupKind;
import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RematchTest {
  private static final PageInfo PAGE = new PageInfo("http://127.0.0.1/form", "Form", "127.0.0.1", "/form", "h");

  private static SemanticElement radio(String ref, String name, String group) {
    return new SemanticElement(ref, Role.RADIO, name, null, null, false, false, false, true, group, List.of(), "radio", Map.of(), false);
  }

  private static SemanticSnapshot snapshot(List<SemanticElement> elements, List<ElementGroup> groups) {
    return new SemanticSnapshot(PAGE, elements, groups, List.of(), List.of(), List.of(), 1, false);
  }

  @Test
  void aYesIsFoundAgainOnlyUnderItsOwnQuestion() {
    SemanticSnapshot planned = snapshot(List.of(radio("e1", "Yes", "g1"), radio("e2", "Yes", "g2")), List.of(
        new ElementGroup("g1", GroupKind.FIELDSET, "Authorized to work?", true, List.of("e1")),
        new ElementGroup("g2", GroupKind.FIELDSET, "Need  sponsorship?", true, List.of("e2"))));
    SemanticSnapshot fresh = snapshot(List.of(radio("e7", "Yes", "g5"), radio("e8", "Yes", "g6"), radio("e9", "No", "g6")), List.of(
        new ElementGroup("g5", GroupKind.FIELDSET, "Authorized to work?", true, List.of("e7")),
        new ElementGroup("g6", GroupKind.FIELDSET, "Need sponsorship?", true, List.of("e8", "e9"))));
    assertEquals(List.of("e8"), Rematch.candidates(planned, planned.element("e2").orElseThrow(), fresh).stream().map(SemanticElement::ref).toList(),
        "the same role, name and question (spacing aside)");
    SemanticSnapshot twice = snapshot(List.of(radio("e7", "Yes", null), radio("e8", "Yes", null)), List.of());
    SemanticSnapshot ungrouped = snapshot(List.of(radio("e3", "Yes", null)), List.of());
    assertEquals(2, Rematch.candidates(ungrouped, ungrouped.element("e3").orElseThrow(), twice).size(), "ambiguous: the caller must refuse");
  }

  @Test
  void anActionIsRetargetedWithEverythingElseKept() {
    ActionMeta meta = ActionMeta.of("answer", "Q").withTimeoutMillis(900);
    assertEquals(new Action.TypeRef("e9", "Ada", meta), Rematch.retarget(new Action.TypeRef("e1", "Ada", meta), "e9"));
    assertEquals(new Action.SetCheckbox("e9", false, meta), Rematch.retarget(new Action.SetCheckbox("e1", false, meta), "e9"));
    assertEquals(new Action.UploadFile("e9", Path.of("cv.pdf"), meta), Rematch.retarget(new Action.UploadFile("e1", Path.of("cv.pdf"), meta), "e9"));
    assertEquals(new Action.Submit("e9", Action.SubmitMethod.ENTER, meta), Rematch.retarget(new Action.Submit("e1", Action.SubmitMethod.ENTER, meta), "e9"));
    assertEquals(new Action.Submit("e9", Action.SubmitMethod.CLICK, meta, 2_000L), Rematch.retarget(new Action.Submit("e1", Action.SubmitMethod.CLICK, meta, 2_000L), "e9"),
        "a re-aimed submit keeps the run's deadline for its outcome");
    assertThrows(IllegalArgumentException.class, () -> Rematch.retarget(new Action.RefreshSoft(meta), "e9"));
  }
}
