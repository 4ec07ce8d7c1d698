package dev.autopilot.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class LlmConfigTest {

  @Test
  void theEnvironmentDescribesAnOpenAiCompatibleEndpoint() {
    LlmConfig c = LlmConfig.fromEnvironment(Map.of(
        "AUTOPILOT_LLM_BASE_URL", "http://127.0.0.1:11434/v1",
        "AUTOPILOT_LLM_MODEL", "qwen2.5:7b",
        "AUTOPILOT_LLM_API_KEY", "sk-secret",
        "AUTOPILOT_LLM_TIMEOUT_SECONDS", "30",
        "AUTOPILOT_LLM_MAX_RETRIES", "1",
        "AUTOPILOT_LLM_SHARE", "free_text, cover_letter"));
    assertEquals(LlmConfig.Provider.OPENAI, c.provider());
    assertEquals("http://127.0.0.1:11434/v1", c.baseUrl().toString());
    assertEquals("qwen2.5:7b", c.model());
    assertEquals("sk-secret", c.apiKey());
    assertEquals(Duration.ofSeconds(30), c.timeout());
    assertEquals(1, c.maxRetries());
    assertTrue(c.jsonSchema());
    assertEquals(Set.of(LlmConfig.Share.FREE_TEXT, LlmConfig.Share.COVER_LETTER), c.share());
    assertFalse(c.toString().contains("sk-secret"), "the key stays out of logs");
  }

  @Test
  void anthropicTakesItsOwnKeyVariableAndNoSchemaByDefault() {
    LlmConfig c = LlmConfig.fromEnvironment(Map.of("AUTOPILOT_LLM_PROVIDER", "anthropic", "AUTOPILOT_LLM_MODEL", "claude-x", "ANTHROPIC_API_KEY", "ak"));
    assertEquals(LlmConfig.Provider.ANTHROPIC, c.provider());
    assertEquals("https://api.anthropic.com/v1", c.baseUrl().toString());
    assertEquals("ak", c.apiKey());
    assertFalse(c.jsonSchema());
    assertEquals(Set.of(), c.share(), "nothing but placeholders leaves by default");
  }

  @Test
  void mistakesSayWhatToSet() {
    AutopilotException missing = assertThrows(AutopilotException.class, () -> LlmConfig.fromEnvironment(Map.of()));
    assertEquals(ErrorCode.CONFIG_INVALID, missing.code());
    assertTrue(missing.getMessage().contains("AUTOPILOT_LLM_MODEL"));
    assertTrue(assertThrows(AutopilotException.class, () -> LlmConfig.fromEnvironment(Map.of("AUTOPILOT_LLM_MODEL", "m", "AUTOPILOT_LLM_PROVIDER", "gemini")))
        .getMessage().contains("openai or anthropic"));
    assertTrue(assertThrows(AutopilotException.class, () -> LlmConfig.fromEnvironment(Map.of("AUTOPILOT_LLM_MODEL", "m", "AUTOPILOT_LLM_TIMEOUT_SECONDS", "soon")))
        .getMessage().contains("AUTOPILOT_LLM_TIMEOUT_SECONDS"));
    assertTrue(assertThrows(AutopilotException.class, () -> LlmConfig.fromEnvironment(Map.of("AUTOPILOT_LLM_MODEL", "m", "AUTOPILOT_LLM_SHARE", "email")))
        .getMessage().contains("free_text and cover_letter"));
    assertTrue(assertThrows(AutopilotException.class, () -> LlmConfig.builder().model("m").baseUrl("ftp://x").build()).getMessage().contains("http"));
    assertFalse(LlmConfig.presentIn(Map.of()));
    assertTrue(LlmConfig.presentIn(Map.of("AUTOPILOT_LLM_MODEL", "m")));
  }
}
