package dev.autopilot.core.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.Route;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class MemoryHintTest {
  static final Instant T = Instant.parse("2026-01-01T00:00:00Z");

  static Trajectory onSite(String site) {
    return new Trajectory(site, "/apply",
        List.of(new TrajectoryStep("email", "Email", "textbox", "type_ref", Route.RULES, "profile.email", null),
            new TrajectoryStep("remote", "Remote?", "checkbox", "click_ref", Route.RULES, "answers[Remote?]", "click_ref after set_checkbox failed")),
        List.of(new TrajectoryFailure("remote", site + "|/apply|answer|remote", "set_checkbox", "failed 1 time", "click_ref"),
            new TrajectoryFailure("country", site + "|/apply|answer|country", "select_ref", "failed 2 times", null)),
        true, "DONE/SUCCESS_CONFIRMED", T);
  }

  @Test
  void mappingsComeFromEveryRunAndFailuresOnlyFromTheSameSite() {
    MemoryHint here = MemoryHint.of(List.of(onSite("a.test")), "a.test");
    assertEquals(2, here.mappings().size());
    assertEquals("profile.email", here.mapping("email").orElseThrow().answeredBy());
    assertTrue(here.resolvedOtherwise("remote", "set_checkbox"));
    assertFalse(here.resolvedOtherwise("remote", "click_ref"));
    assertFalse(here.resolvedOtherwise("country", "select_ref"), "nothing else worked: no alternate to skip to");
    MemoryHint elsewhere = MemoryHint.of(List.of(onSite("b.test")), "a.test");
    assertEquals(2, elsewhere.mappings().size());
    assertTrue(elsewhere.avoid().isEmpty());
  }

  @Test
  void theBestMatchWinsPerQuestion() {
    Trajectory best = new Trajectory("a.test", "/apply", List.of(new TrajectoryStep("email", "Email", "textbox", "type_ref", Route.MODEL, "email", null)),
        List.of(), true, "DONE", T);
    MemoryHint hint = MemoryHint.of(List.of(best, onSite("a.test")), "a.test");
    assertEquals("email", hint.mapping("email").orElseThrow().answeredBy());
    assertEquals(2, hint.trajectories());
  }

  @Test
  void promptLinesStayWithinTheirBudgetAndPutFailuresFirst() {
    MemoryHint hint = MemoryHint.of(List.of(onSite("a.test")), "a.test");
    String all = hint.lines(10_000);
    assertTrue(all.startsWith("avoid: set_checkbox on \"remote\" failed before; click_ref worked"), all);
    assertTrue(all.contains("known: \"Email\" was answered with type_ref from profile.email"), all);
    String cut = hint.lines(90);
    assertTrue(cut.length() <= 90, cut);
    assertEquals(1, cut.lines().count(), cut);
    assertEquals("", MemoryHint.NONE.lines(1_000));
  }
}
