package dev.autopilot.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class FeaturesTest {

  @Test
  void everyFlagIsOnUnlessAPropertyOrTheEnvironmentTurnsItOffAndAPropertyWins() {
    assertEquals(Set.of(), Features.from(Map.of(), Map.of()).off());
    Features f = Features.from(Map.of("autopilot.features.assist", "false", "autopilot.features.model.routes", "true"),
        Map.of("AUTOPILOT_FEATURES_MODEL_ROUTES", "false", "AUTOPILOT_FEATURES_VISION_FALLBACK", "FALSE"));
    assertFalse(f.isOn(Features.Flag.ASSIST));
    assertTrue(f.isOn(Features.Flag.MODEL_ROUTES), "the property wins over the environment");
    assertFalse(f.isOn(Features.Flag.VISION_FALLBACK));
    assertTrue(f.isOn(Features.Flag.CACHE));
    assertEquals("off", f.settings().get("feature.assist"));
  }

  @Test
  void aValueOtherThanTrueOrFalseIsAConfigurationError() {
    AutopilotException e = assertThrows(AutopilotException.class, () -> Features.from(Map.of(), Map.of("AUTOPILOT_FEATURES_MEMORY", "off")));
    assertEquals(ErrorCode.CONFIG_INVALID, e.code());
    assertTrue(e.getMessage().contains("AUTOPILOT_FEATURES_MEMORY must be true or false"), e.getMessage());
  }

  @Test
  void flagsTurnOffAndOnAgain() {
    Features off = Features.allOn().without(Features.Flag.CACHE, Features.Flag.MEMORY);
    assertEquals(Set.of(Features.Flag.CACHE, Features.Flag.MEMORY), off.off());
    assertEquals(Features.allOn(), off.with(Features.Flag.CACHE, Features.Flag.MEMORY));
    assertEquals("autopilot.features.snapshot.incremental", Features.Flag.SNAPSHOT_INCREMENTAL.property());
    assertEquals("AUTOPILOT_FEATURES_BROWSER_ACTIONS", Features.Flag.BROWSER_ACTIONS.environmentVariable());
  }
}
