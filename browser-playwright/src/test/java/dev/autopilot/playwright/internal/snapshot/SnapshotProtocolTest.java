package dev.autopilot.playwright.internal.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.GroupKind;
import dev.autopilot.playwright.internal.Scripts;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The snapshot script's constants come from {@link SnapshotProtocol}: the script declares none of
 * its own, uses only ones the protocol defines, and the parser reads with the same ones.
 */
class SnapshotProtocolTest {
  private static final String SOURCE = Scripts.load("snapshot/snapshot.js");

  private static Set<String> matches(String text, String regex) {
    Set<String> out = new HashSet<>();
    Matcher m = Pattern.compile(regex).matcher(text);
    while (m.find()) {
      out.add(m.group(1));
    }
    return out;
  }

  @Test
  void theScriptDeclaresNoSharedConstantOfItsOwn() {
    assertTrue(SOURCE.contains(SnapshotProtocol.PLACEHOLDER));
    assertEquals(Set.of(), matches(SOURCE, "\\b(?:const|let|var)\\s+((?:ROLES|GROUP_CODE|F_[A-Z_]+|A_[A-Z_]+))\\b"),
        "shared constants are generated from SnapshotProtocol, not declared in snapshot/snapshot.js");
  }

  @Test
  void everyConstantTheScriptUsesIsGenerated() {
    String generated = SnapshotProtocol.javaScript();
    Set<String> declared = matches(generated, "\\b((?:F|A)_[A-Z_]+) =");
    Set<String> used = matches(SOURCE, "\\b((?:F|A)_[A-Z_]+)\\b");
    assertFalse(used.isEmpty());
    assertTrue(declared.containsAll(used), "used but not generated: " + used.stream().filter(u -> !declared.contains(u)).toList());
    Set<String> flags = Arrays.stream(SnapshotProtocol.Flag.values()).map(f -> "F_" + f.name()).collect(Collectors.toSet());
    assertTrue(used.containsAll(flags), "every flag the parser reads is one the script sets");
  }

  @Test
  void theGroupKindsTheScriptNamesAreTheModelsKinds() {
    Set<String> kinds = new HashSet<>();
    for (String line : SOURCE.split("\n")) {
      if (line.contains("newGroup(") || line.contains(".kind")) {
        kinds.addAll(matches(line, "'([A-Z][A-Z_]+)'"));
      }
    }
    assertFalse(kinds.isEmpty());
    Set<String> model = Arrays.stream(GroupKind.values()).map(Enum::name).collect(Collectors.toSet());
    assertTrue(model.containsAll(kinds), "kinds of the script not in GroupKind: " + kinds);
    for (GroupKind k : GroupKind.values()) {
      assertEquals(k, SnapshotProtocol.groupKind(SnapshotProtocol.groupCode(k)), "group codes are unique");
    }
  }

  @Test
  void flagBitsAndAttributeCodesAreDistinctAndRoundTrip() {
    int all = 0;
    for (SnapshotProtocol.Flag f : SnapshotProtocol.Flag.values()) {
      assertEquals(0, all & f.bit(), f + " shares a bit");
      all |= f.bit();
    }
    for (SnapshotProtocol.Attribute a : SnapshotProtocol.Attribute.values()) {
      assertEquals(a.key(), SnapshotProtocol.Attribute.keyOf(a.code()));
    }
    assertThrows(IllegalArgumentException.class, () -> SnapshotProtocol.Attribute.keyOf('?'));
    assertThrows(IllegalArgumentException.class, () -> SnapshotProtocol.Attribute.keyOf('\u00e9'));
    assertEquals(SnapshotProtocol.ROLES, List.of(SnapshotParser.ROLES), "the parser reads role codes with the protocol's list");
  }

  @Test
  void theGeneratedDeclarationsNameEveryRoleFlagAttributeAndKind() {
    String js = SnapshotProtocol.javaScript();
    assertTrue(js.startsWith("const ROLES = ['textbox', 'combobox',"), js);
    assertTrue(js.contains("F_REQ = 1, F_DIS = 2, F_HAS_CHK = 4, F_CHK = 8, F_HID = 16, F_ISO = 32, F_SUB = 64, F_HAS_VAL = 128;"), js);
    assertTrue(js.contains("A_NAME = 'n'"), js);
    assertTrue(js.contains("const GROUP_CODE = { FIELDSET: 'F', RADIOGROUP: 'R', CHECKBOX_GROUP: 'C', QUESTION: 'Q' };"), js);
  }
}
