package dev.autopilot.core.internal;

import static dev.autopilot.core.model.SnapshotFixtures.checkbox;
import static dev.autopilot.core.model.SnapshotFixtures.snapshot;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.Planner;
import dev.autopilot.core.consent.Commitment;
import dev.autopilot.core.consent.Consent;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.pack.GenericPack;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Which of the task's values a page holds: a box the declared consent ticked holds the value of a
 * key near it that ticks it too, so that value is not reported as placed nowhere.
 */
class RulePlannerValuesPlacedTest {
  static final String ADULTS = "Confirmo que todas las personas que harán la cata son mayores de 18 años.";

  @Test
  void aBoxTheConsentTickedHoldsTheNearKeyThatSaysYes() {
    Planner rules = Planner.rules(GenericPack.of(Map.of("todos mayores de 18", "sí"), Consent.to(Commitment.TERMS, Commitment.DATA_PROCESSING)));
    SemanticSnapshot ticked = snapshot(List.of(checkbox("e1", ADULTS, true, true)), List.of(), List.of(), List.of());
    assertEquals(Set.of("todos mayores de 18"), rules.valuesPlaced(ticked));
    SemanticSnapshot unticked = snapshot(List.of(checkbox("e1", ADULTS, false, true)), List.of(), List.of(), List.of());
    assertTrue(rules.valuesPlaced(unticked).isEmpty(), "the box does not hold the yes");
  }

  @Test
  void aKeyThatSharesNoWordWithTheBoxIsNotCredited() {
    Planner rules = Planner.rules(GenericPack.of(Map.of("Declaration", "yes"), Consent.to(Commitment.TERMS, Commitment.DATA_PROCESSING)));
    SemanticSnapshot ticked = snapshot(List.of(checkbox("e1", "أقرّ بأن جميع المعلومات المقدمة صحيحة.", true, true)), List.of(), List.of(), List.of());
    assertTrue(rules.valuesPlaced(ticked).isEmpty(), "nothing says which box the value was for");
  }
}
