package dev.autopilot.core.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class MemoryHintTechniqueTest {
  static Trajectory run(String site, TrajectoryFailure failure) {
    return new Trajectory(site, "/apply", List.of(), List.of(failure), true, "DONE/SUCCESS_CONFIRMED", Instant.parse("2026-11-26T00:00:00Z"));
  }

  @Test
  void aGestureIsTheVerbWithTheTechniqueItAsksFor() {
    ActionMeta meta = ActionMeta.of("answer", "Start date");
    assertEquals("type_ref", new Action.TypeRef("e1", "x", meta).gesture());
    assertEquals("type_ref:keyboard", new Action.TypeRef("e1", "x", meta.withTechnique(ActionMeta.KEYBOARD)).gesture());
    assertEquals(ActionMeta.KEYBOARD, meta.withTechnique(ActionMeta.KEYBOARD).withCriteria("c").withTimeoutMillis(5).technique(), "copies keep it");
  }

  @Test
  void theTechniqueThatResolvedAFailedVerbOnThisSiteComesBack() {
    TrajectoryFailure failed = new TrajectoryFailure("start date", "k", "type_ref", "failed 2 times", "type_ref:keyboard");
    MemoryHint here = MemoryHint.of(List.of(run("forms.example", failed)), "forms.example");
    assertEquals(Optional.of("keyboard"), here.techniqueFor("start date", "type_ref"));
    assertTrue(here.resolvedOtherwise("start date", "type_ref"));
    assertEquals(Optional.empty(), here.techniqueFor("email", "type_ref"));
    assertEquals(Optional.empty(), here.techniqueFor("start date", "select_ref"));
    MemoryHint elsewhere = MemoryHint.of(List.of(run("other.example", failed)), "forms.example");
    assertEquals(Optional.empty(), elsewhere.techniqueFor("start date", "type_ref"), "another site's widget may take a value set for it");
    MemoryHint otherVerb = MemoryHint.of(List.of(run("forms.example", new TrajectoryFailure("start date", "k", "type_ref", "failed", "select_ref"))), "forms.example");
    assertEquals(Optional.empty(), otherVerb.techniqueFor("start date", "type_ref"));
    assertFalse(MemoryHint.NONE.techniqueFor("start date", "type_ref").isPresent());
  }
}
