package dev.autopilot.playwright.internal;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ValueMatchTest {

  @Test
  void whitespaceIsTrimmedAndCollapsed() {
    assertTrue(ValueMatch.typed("text", "  Ada   Lovelace ", "Ada Lovelace"));
    assertTrue(ValueMatch.typed(null, "line one\nline two", "line one line two"));
    assertFalse(ValueMatch.typed("text", "Ada", "ada"), "case matters for text");
    assertFalse(ValueMatch.typed("text", "Ada", null));
  }

  @Test
  void emailIgnoresCaseAndTelComparesDigits() {
    assertTrue(ValueMatch.typed("email", "Ada@Example.COM", "ada@example.com"));
    assertTrue(ValueMatch.typed("tel", "+1 (555) 010-2000", "15550102000"));
    assertFalse(ValueMatch.typed("tel", "+1 555 010 2000", "555 010 2000"));
    assertTrue(ValueMatch.typed("tel", "ask me", "ask me"), "no digits: plain comparison");
  }

  @Test
  void optionsIgnoreCaseAndSpacing() {
    assertTrue(ValueMatch.sameOption("san  francisco", "San Francisco"));
    assertFalse(ValueMatch.sameOption("San", "San Francisco"));
    assertFalse(ValueMatch.sameOption("x", null));
  }
}
