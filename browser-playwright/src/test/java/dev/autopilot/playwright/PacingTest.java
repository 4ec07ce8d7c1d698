package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class PacingTest {

  @Test
  void offByDefaultAndValidated() {
    assertTrue(Pacing.builder().build().isOff());
    assertEquals("Pacing[off]", Pacing.off().toString());
    assertThrows(IllegalArgumentException.class, () -> Pacing.builder().keystroke(Duration.ofMillis(-1)));
    assertThrows(NullPointerException.class, () -> Pacing.builder().sleeper(null));
    Pacing human = Pacing.humanLike();
    assertFalse(human.isOff());
    Pacing faster = human.toBuilder().keystroke(Duration.ZERO).build();
    assertEquals(Duration.ZERO, faster.keystroke());
    assertEquals(human.hover(), faster.hover(), "toBuilder keeps the rest");
  }
}
