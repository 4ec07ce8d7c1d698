package dev.autopilot.core.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RoleTest {

  @Test
  void everyRoleParsesFromItsId() {
    for (Role r : Role.values()) {
      if (r != Role.UNKNOWN) {
        assertEquals(r, Role.of(r.id()));
        assertEquals(r, Role.of(" " + r.id().toUpperCase(java.util.Locale.ROOT) + " "));
        assertEquals(r.id(), r.toString());
      }
    }
  }

  @Test
  void anythingElseIsUnknownAndKeepsItsRawRole() {
    assertEquals(Role.UNKNOWN, Role.of("marquee"));
    assertEquals(Role.UNKNOWN, Role.of("unknown"));
    assertEquals(Role.UNKNOWN, Role.of(""));
    SemanticElement ticker = new SemanticElement("e1", Role.UNKNOWN, "News", null, null, false, false, null, true, null, List.of(), null,
        Map.of("role", "marquee"), false);
    assertEquals("marquee", ticker.rawRole());
    SemanticElement unnamed = new SemanticElement("e2", Role.UNKNOWN, "x", null, null, false, false, null, true, null, List.of(), null, Map.of(), false);
    assertEquals("unknown", unnamed.rawRole());
    SemanticElement box = new SemanticElement("e3", Role.TEXTBOX, "x", null, null, false, false, null, true, null, List.of(), null, Map.of("role", "ignored"), false);
    assertEquals("textbox", box.rawRole(), "a known role is its own raw role");
  }

  @Test
  void roleFamilies() {
    assertTrue(Role.CHECKBOX.isToggle());
    assertTrue(Role.RADIO.isToggle());
    assertTrue(Role.SWITCH.isToggle());
    assertFalse(Role.MENUITEMCHECKBOX.isToggle(), "menu items belong to menus, not forms");
    assertTrue(Role.MENUITEMRADIO.isRadio());
    assertTrue(Role.COMBOBOX.isChoice());
    assertTrue(Role.LISTBOX.isChoice());
    assertFalse(Role.TEXTBOX.isChoice());
  }
}
