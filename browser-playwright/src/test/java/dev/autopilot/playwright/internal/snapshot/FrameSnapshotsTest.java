package dev.autopilot.playwright.internal.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.autopilot.playwright.internal.Scripts;
import org.junit.jupiter.api.Test;

/** The snapshot's argument written into the call: a JSON literal that is valid JavaScript too. */
class FrameSnapshotsTest {

  @Test
  void aStringBecomesAJsonLiteral() {
    assertEquals("null", FrameSnapshots.jsonString(null));
    assertEquals("\"\"", FrameSnapshots.jsonString(""));
    assertEquals("\"[data-autopilot-isolated]\"", FrameSnapshots.jsonString("[data-autopilot-isolated]"));
    assertEquals("\"a\\\"b\\\\c'd\"", FrameSnapshots.jsonString("a\"b\\c'd"));
  }

  @Test
  void controlCharactersLineSeparatorsAndSurrogatesAreEscaped() {
    assertEquals("\"\\u000a\\u0009\\u0000\\u001f\"", FrameSnapshots.jsonString("\n\t\0\u001f"));
    // U+2028 and U+2029 ended a string literal in scripts before ES2019
    assertEquals("\"\\u2028\\u2029\"", FrameSnapshots.jsonString("\u2028\u2029"));
    // a pair is written as two escapes (the page joins them again), a lone half does not break the literal
    assertEquals("\"\\ud83d\\ude00 \\ud83d\"", FrameSnapshots.jsonString("\ud83d\ude00 \ud83d"));
    assertEquals("\"\u00fc\u27e8\"", FrameSnapshots.jsonString("\u00fc\u27e8"));
  }

  @Test
  void theStubTakesTheArgumentInOnePlace() {
    String stub = Scripts.SNAPSHOT_STUB;
    assertEquals(stub.indexOf("ARGUMENT"), stub.lastIndexOf("ARGUMENT"));
    assertEquals(true, stub.contains("f(ARGUMENT)"));
  }
}
