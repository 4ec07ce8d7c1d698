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
    assertFalse(ValueMatch.typed("text", "Ada", ""), "an emptied field never matches");
  }

  @Test
  void emailIgnoresCaseAndTelComparesDigits() {
    assertTrue(ValueMatch.typed("email", "Ada@Example.COM", "ada@example.com"));
    assertTrue(ValueMatch.typed("tel", "+1 (555) 010-2000", "15550102000"));
    assertTrue(ValueMatch.typed("tel", "555.010.2000", "(555) 010-2000"));
    assertFalse(ValueMatch.typed("tel", "+1 555 010 2000", "555 010 2000"));
    assertTrue(ValueMatch.typed("tel", "ask me", "ask me"), "no digits: plain comparison");
    assertFalse(ValueMatch.typed("tel", "ask me", "ask you"));
  }

  @Test
  void datesTimesAndNumbersCompareByWhatTheyMean() {
    assertTrue(ValueMatch.typed("date", "01/05/2026", "2026-01-05"));
    assertFalse(ValueMatch.typed("date", "01/05/2026", "2026-05-01"));
    assertFalse(ValueMatch.typed("date", "01/05/2026", ""), "a date input that refused the value");
    assertTrue(ValueMatch.typed("time", "9:30 PM", "21:30"));
    assertTrue(ValueMatch.typed("datetime-local", "2026-01-05 09:30", "2026-01-05T09:30"));
    assertTrue(ValueMatch.typed("month", "01/2026", "2026-01"));
    assertTrue(ValueMatch.typed("number", "1,000", "1000"));
    assertTrue(ValueMatch.typed("number", "5.0", "5"));
    assertFalse(ValueMatch.typed("number", "5", "50"));
    assertTrue(ValueMatch.typed("text", "2026-01-05", "01/05/2026"), "a text field the page reformats as a US date");
    assertFalse(ValueMatch.typed("text", "2026-01-05", "05/01/2026"));
    assertFalse(ValueMatch.typed("text", "12", "12.0"), "text fields do not compare numbers");
  }

  @Test
  void optionsIgnoreCaseAndSpacing() {
    assertTrue(ValueMatch.sameOption("san  francisco", "San Francisco"));
    assertFalse(ValueMatch.sameOption("San", "San Francisco"));
    assertFalse(ValueMatch.sameOption("x", null));
  }
}
