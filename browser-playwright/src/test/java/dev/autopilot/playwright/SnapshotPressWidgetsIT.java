package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.microsoft.playwright.CDPSession;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SnapshotText;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Tabs, menu items and tree items are controls a planner presses: the snapshot reports them as
 * elements, named as Chromium's accessibility tree names them, in no question.
 */
class SnapshotPressWidgetsIT extends BrowserTestSupport {
  private static final Set<String> PRESSED = Set.of("tab", "menuitem", "treeitem");

  @Test
  void tabsMenuItemsAndTreeItemsAreElements() {
    open("press-widgets.html");
    SemanticSnapshot s = snapshot();

    SemanticElement profile = named(s, "Profile");
    assertEquals(Role.TAB, profile.role());
    assertEquals("true", profile.attribute("selected"));
    SemanticElement billing = named(s, "Billing (2)");
    assertEquals(Role.TAB, billing.role(), "named from its content, inline markup included");
    assertEquals("false", billing.attribute("selected"));

    assertEquals(Role.MENUITEM, named(s, "Home").role(), "a link with role=menuitem is a menu item");
    SemanticElement account = named(s, "Account");
    assertEquals(Role.MENUITEM, account.role());
    assertEquals("false", account.attribute("expanded"));
    SemanticElement signOut = named(s, "Sign out");
    assertEquals(Role.MENUITEM, signOut.role());
    assertFalse(signOut.visible(), "the item of a closed menu is reported, invisible");
    assertEquals(Role.MENUITEM, named(s, "Help F1").role());

    SemanticElement invoices = named(s, "Invoices");
    assertEquals(Role.TREEITEM, invoices.role());
    assertEquals("true", invoices.attribute("selected"));
    SemanticElement documents = s.elements().get(s.elements().indexOf(invoices) - 1);
    assertEquals(Role.TREEITEM, documents.role());
    assertEquals("Documents", documents.name(), "named without the items under it");
    assertEquals("true", documents.attribute("expanded"));

    for (SemanticElement e : s.elements()) {
      if (PRESSED.contains(e.role().id())) {
        assertNull(e.groupId(), e.ref() + " " + e.name() + " answers no question");
      }
    }
    SemanticElement nick = named(s, "Nickname");
    assertEquals(Role.TEXTBOX, nick.role());
    assertFalse(named(s, "Card number").visible(), "the field of a hidden tab panel");
    assertEquals("terms", s.questionSignatureOf(withAttribute(s, "name", "terms")),
        "the text before a checkbox stays its question");
    assertEquals(Set.of("nickname", "terms"), Set.copyOf(s.requiredUnfilled()), "pressed controls are no questions");

    String text = SnapshotText.render(s);
    assertTrue(text.contains(" tab \"Profile\" selected\n"), text);
    assertTrue(text.contains(" treeitem \"Invoices\" selected\n"), text);
    assertTrue(text.contains(" menuitem \"Account\"\n"), text);
  }

  @Test
  void theirNamesAndRolesAgreeWithChromium() {
    open("press-widgets.html");
    SemanticSnapshot s = snapshot();
    List<String> ours = new ArrayList<>();
    for (SemanticElement e : s.elements()) {
      if (PRESSED.contains(e.role().id()) && e.visible()) {
        ours.add(e.role().id() + " " + e.name());
      }
    }
    List<String> chromium = new ArrayList<>();
    CDPSession cdp = page().context().newCDPSession(page());
    try {
      for (JsonElement n : cdp.send("Accessibility.getFullAXTree").getAsJsonArray("nodes")) {
        JsonObject o = n.getAsJsonObject();
        String role = value(o, "role");
        boolean ignored = o.has("ignored") && o.get("ignored").getAsBoolean();
        if (PRESSED.contains(role.toLowerCase()) && !ignored) {
          chromium.add(role.toLowerCase() + " " + value(o, "name").replaceAll("\\s+", " ").strip());
        }
      }
    } finally {
      cdp.detach();
    }
    assertEquals(7, ours.size(), ours.toString());
    assertEquals(chromium, ours);
  }

  private static String value(JsonObject ax, String field) {
    if (!ax.has(field)) {
      return "";
    }
    JsonObject v = ax.getAsJsonObject(field);
    return v.has("value") && !v.get("value").isJsonNull() ? v.get("value").getAsString() : "";
  }
}
