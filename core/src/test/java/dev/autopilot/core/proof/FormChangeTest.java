package dev.autopilot.core.proof;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.FormState;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class FormChangeTest {
  private static final FormState FILLED = new FormState(true, true, 3, "d1", true, false, "Send", "");

  private static Optional<String> criterion(FormState before, FormState after) {
    return FormChange.of(before, after).map(Evidence::criterion);
  }

  @Test
  void aFormGoneHiddenOrEmptiedIsNoLongerThere() {
    assertEquals(Optional.of("form removed or replaced"), criterion(FILLED, FormState.gone("")));
    assertEquals(Optional.of("form hidden"), criterion(FILLED, new FormState(true, false, 3, "d1", true, false, "Send", "")));
    Optional<Evidence> reset = FormChange.of(FILLED, new FormState(true, true, 0, "d0", true, false, "Send", ""));
    assertEquals("form reset", reset.orElseThrow().criterion());
    assertEquals("3 field(s) filled", reset.orElseThrow().before());
    assertTrue(reset.orElseThrow().deciding());
  }

  @Test
  void aFormStillThereOrNeverThereIsNoEvidence() {
    assertEquals(Optional.empty(), criterion(FILLED, FILLED));
    assertEquals(Optional.empty(), criterion(FormState.gone(""), FormState.gone("")));
    assertEquals(Optional.empty(), criterion(new FormState(true, true, 0, "", true, false, "Send", ""), new FormState(true, true, 0, "", true, false, "Send", "")));
  }
}
