package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ActionProof;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Verification;
import dev.autopilot.playwright.internal.act.widgets.Overlays;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Comboboxes of the real React-Select, Material UI (Select and Autocomplete) and jQuery UI
 * autocomplete, served from WebJars (react-select from the widget-bundles module): each is
 * perceived as one control with its role, name and value, chosen by typing or opening, proven by
 * the verifier, and left with its popup closed. jQuery UI's suggestions carry no roles and come
 * a little after each key, rebuilt every time.
 */
class ComboWidgetsIT extends BrowserTestSupport {
  final PlaywrightActionExecutor executor = PlaywrightActionExecutor.create();
  final PlaywrightVerifier verifier = PlaywrightVerifier.create();

  ActionProof prove(SemanticSnapshot s, Action action) {
    ActionProof proof = ActionProof.prove(pipeline, executor, PlaywrightVerifier.create(), action, s);
    assertTrue(proof.execution().performed(), proof.execution().detail());
    assertTrue(proof.verified(), proof.execution().detail() + " / " + proof.verification().reason() + " " + proof.verification().evidence());
    return proof;
  }

  static ActionMeta meta(String why) {
    return ActionMeta.of("answer", why);
  }

  long named(SemanticSnapshot s, String name, Role role) {
    return s.elements().stream().filter(e -> e.name().equals(name) && e.role() == role).count();
  }

  boolean popupShown() {
    return (Boolean) page().evaluate("() => Array.from(document.querySelectorAll('[role=listbox], ul.ui-autocomplete'))"
        + ".some((l) => l.getBoundingClientRect().height > 0 && getComputedStyle(l).visibility !== 'hidden')");
  }

  @Test
  void reactSelectIsOneComboboxChosenByTypingAPrefix() {
    open("combo/react-select.html");
    page().waitForSelector("#country-input");
    SemanticSnapshot s = snapshot();
    SemanticElement country = BrowserTestSupport.named(s, "Country");
    assertEquals(Role.COMBOBOX, country.role(), names(s));
    assertEquals(1, s.elements().stream().filter(e -> e.name().equals("Country")).count(), names(s));

    ActionProof proof = prove(s, new Action.SelectRef(country.ref(), "United Kingdom", meta("Country")));
    assertTrue(proof.execution().detail().contains("typed 3 chars"), proof.execution().detail());
    assertEquals("gb", page().inputValue("input[name=country]"));
    assertFalse(popupShown(), "the menu is closed");
    assertEquals("United Kingdom", BrowserTestSupport.named(proof.after(), "Country").value(), names(proof.after()));
  }

  @Test
  void materialUiSelectIsAComboboxWithItsValueAndItsHiddenInputIsNotOffered() {
    open("combo/mui.html");
    page().waitForSelector("#type");
    SemanticSnapshot s = snapshot();
    SemanticElement type = BrowserTestSupport.named(s, "Employment type");
    assertEquals(Role.COMBOBOX, type.role(), names(s));
    assertEquals(1, s.elements().stream().filter(e -> e.name().contains("Employment type")).count(), names(s));
    assertTrue(s.elements().stream().noneMatch(e -> "employmentType".equals(e.attribute("name"))), names(s));
    assertTrue(type.value() == null || type.value().isEmpty(), "nothing chosen yet, the filler is no value: '" + type.value() + "'");

    ActionProof proof = prove(s, new Action.SelectRef(type.ref(), "Part-time", meta("Employment type")));
    assertEquals("part-time", page().inputValue("input[name=employmentType]"));
    page().waitForCondition(() -> !popupShown());
    assertEquals("Part-time", BrowserTestSupport.named(proof.after(), "Employment type").value(), names(proof.after()));
  }

  @Test
  void materialUiAutocompleteTakesTheSuggestionNamingTheAnswerAmongSeveral() {
    open("combo/mui.html");
    page().waitForSelector("#office");
    SemanticSnapshot s = snapshot();
    SemanticElement office = BrowserTestSupport.named(s, "Preferred office");
    assertEquals(Role.COMBOBOX, office.role(), names(s));

    ActionProof proof = prove(s, new Action.SelectRef(office.ref(), "Bern", meta("Preferred office")));
    assertEquals("Bern", page().inputValue("#office"));
    assertFalse(popupShown(), "the popup is closed");
  }

  @Test
  void jqueryUiAutocompleteGetsKeyEventsAndItsRoleLessSuggestionIsChosen() {
    open("combo/jqueryui.html");
    SemanticSnapshot s = snapshot();
    SemanticElement city = BrowserTestSupport.named(s, "City");
    assertEquals(Role.TEXTBOX, city.role(), "a plain text input: " + names(s));

    ActionProof proof = prove(s, new Action.TypeRef(city.ref(), "San Francisco", meta("City")));
    assertTrue(((Number) page().evaluate("() => window.keydowns")).intValue() >= "San Francisco".length(), "real key events");
    assertTrue(proof.execution().detail().contains("chose the suggestion"), proof.execution().detail());
    assertEquals("SFO", page().inputValue("#code"), "the widget's own select handler ran");
    assertFalse(popupShown(), "the menu is closed");
  }

  @Test
  void jqueryUiAutocompleteIsChosenByAPrefixWithSelectRef() {
    open("combo/jqueryui.html");
    SemanticSnapshot s = snapshot();
    ActionProof proof = prove(s, new Action.SelectRef(BrowserTestSupport.named(s, "City").ref(), "Santa Barbara", meta("City")));
    assertEquals("SBA", page().inputValue("#code"));
    assertEquals("Santa Barbara", page().inputValue("#city"));
    assertFalse(popupShown(), "the menu is closed");
  }

  @Test
  void plainFieldsAndFieldKindsLeftOutAreTypedWithoutKeyEvents() {
    open("combo/jqueryui.html");
    SemanticSnapshot s = snapshot();
    ActionProof plain = prove(s, new Action.TypeRef(BrowserTestSupport.named(s, "Nickname").ref(), "Ada", meta("Nickname")));
    assertFalse(plain.execution().detail().contains("key events"), plain.execution().detail());

    PlaywrightActionExecutor noKeys = PlaywrightActionExecutor.builder().typeWithKeys(Set.of()).build();
    SemanticSnapshot s2 = plain.after();
    ActionProof city = ActionProof.prove(pipeline, noKeys, verifier,
        new Action.TypeRef(BrowserTestSupport.named(s2, "City").ref(), "Seattle", meta("City")), s2);
    assertTrue(city.verified(), city.verification().reason());
    assertEquals(0, ((Number) page().evaluate("() => window.keydowns")).intValue(), "no key events");
  }

  @Test
  void suggestionsLeftOpenFailTheVerificationThoughTheValueMatches() {
    open("combo/jqueryui.html");
    SemanticSnapshot before = snapshot();
    SemanticElement city = BrowserTestSupport.named(before, "City");
    // the gesture the executor would mark (Overlays, the one judgement of popups left open)
    Overlays.mark(page().mainFrame(), city.ref());
    page().focus("#city");
    page().keyboard().type("San Francisco");
    page().waitForSelector("ul.ui-autocomplete li");
    Action typed = new Action.TypeRef(city.ref(), "San Francisco", meta("City"));
    Verification v = verifier.verify(pipeline, ExecutionResult.performed(typed, "typed by the test", null, 0), before, snapshot());
    assertFalse(v.verified(), v.evidence().toString());
    assertTrue(v.evidence().stream().anyMatch(e -> e.criterion().equals("popups closed") && !e.held()), v.evidence().toString());
  }
}
