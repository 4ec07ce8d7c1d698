package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ActionProof;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Selects replaced by select2, Chosen, Tom Select (the real libraries from their WebJars) and
 * Selectric (its npm package, fetched by the build): the
 * snapshot offers each as one combobox with its question's name, value and the native select's
 * options (the hidden select and the widget's parts are not offered beside it); select_ref opens
 * the widget, picks the option by its text (searching where the list is long), closes the popup,
 * and the verifier proves the choice in the select and in the widget, and that no popup was left
 * open.
 */
class SelectWidgetsIT extends BrowserTestSupport {
  final PlaywrightActionExecutor executor = PlaywrightActionExecutor.create();
  final PlaywrightVerifier verifier = PlaywrightVerifier.create();
  SemanticSnapshot s;

  @BeforeEach
  void openPage() {
    open("widgets/selects.html");
    page().waitForSelector(".ts-wrapper");
    s = snapshot();
  }

  ActionProof choose(String name, String option) {
    ActionProof proof = ActionProof.prove(pipeline, executor, verifier, new Action.SelectRef(named(s, name).ref(), option, ActionMeta.of("choose", name)), s);
    s = proof.after();
    return proof;
  }

  static Evidence criterion(ActionProof proof, String criterion) {
    return proof.verification().evidence().stream().filter(e -> e.criterion().equals(criterion)).findFirst()
        .orElseThrow(() -> new AssertionError("no criterion '" + criterion + "' in " + proof.verification().evidence()));
  }

  @Test
  void eachReplacedSelectIsOneComboboxWithItsQuestionValueAndOptions() {
    List<String> visible = s.elements().stream().filter(SemanticElement::visible).map(e -> e.role().name() + ":" + e.name()).toList();
    assertEquals(List.of("COMBOBOX:Country", "COMBOBOX:Team", "COMBOBOX:Shift", "COMBOBOX:Language", "COMBOBOX:Start month", "LISTBOX:Skills", "LISTBOX:Tools", "COMBOBOX:Pay period", "COMBOBOX:Region", "COMBOBOX:Size", "BUTTON:Send"), visible,
        "one control per select, its widget's parts not offered: " + names(s));
    SemanticElement country = named(s, "Country");
    assertEquals(21, country.options().size());
    assertEquals(new SelectOption("Portugal", "pt", false), country.options().get(15));
    assertEquals("country", country.attribute("name"));
    assertTrue(country.required());
    SemanticElement language = named(s, "Language");
    assertEquals("Select a language", language.value(), "Tom Select moved the label to its input; the select is named by it still");
    assertEquals(11, language.options().size());
    SemanticElement extra = named(s, "Extra");
    assertFalse(extra.visible(), "a select hidden with its section is no widget's");
    assertEquals(1, s.elements().stream().filter(e -> e.name().equals("Country")).count());
  }

  @Test
  void select2WithSearchChoosesClosesAndIsProven() {
    ActionProof proof = choose("Country", "Portugal");
    assertTrue(proof.execution().performed(), proof.execution().detail());
    assertTrue(proof.execution().detail().contains("typed 5 chars into its search box"), proof.execution().detail());
    assertTrue(proof.verified(), proof.verification().reason() + " " + proof.verification().evidence());
    assertTrue(criterion(proof, "widget shows the choice").held());
    assertTrue(criterion(proof, "popups closed").held());
    assertEquals("pt", page().evaluate("() => document.getElementById('country').value"));
    assertEquals(0, page().locator(".select2-container--open").count(), "the dropdown is closed");
    assertEquals("Portugal", named(s, "Country").value());
  }

  @Test
  void select2WithoutSearchChosenTomSelectAndSelectricChooseAndClose() {
    ActionProof team = choose("Team", "Engineering");
    assertTrue(team.verified(), team.verification().reason() + " " + team.verification().evidence());
    assertFalse(team.execution().detail().contains("typed"), team.execution().detail());
    ActionProof shift = choose("Shift", "Night");
    assertTrue(shift.verified(), shift.verification().reason() + " " + shift.verification().evidence());
    assertEquals("Night", page().evaluate("() => document.getElementById('shift').value"));
    assertEquals(0, page().locator(".chosen-with-drop").count(), "Chosen's drop is closed");
    ActionProof language = choose("Language", "Swedish");
    assertTrue(language.verified(), language.verification().reason() + " " + language.verification().evidence());
    assertEquals("sv", page().evaluate("() => document.getElementById('language').value"));
    assertFalse(page().locator("#language-ts-dropdown").isVisible(), "Tom Select's dropdown is closed");
    assertTrue(criterion(language, "popups closed").held());
    assertEquals("Swedish", page().locator("#language + .ts-wrapper .ts-control .item").textContent());
    ActionProof month = choose("Start month", "March");
    assertTrue(month.verified(), month.verification().reason() + " " + month.verification().evidence());
    assertEquals("3", page().evaluate("() => document.getElementById('month').value"));
    assertFalse(page().locator(".selectric-items").isVisible(), "Selectric's list is closed");
    assertEquals("March", page().locator(".selectric .label").textContent());
  }

  @Test
  void multipleSelectsTakeOneOptionAfterTheOtherAndClose() {
    for (String skill : List.of("SQL", "Rust")) {
      ActionProof proof = choose("Skills", skill);
      assertTrue(proof.verified(), proof.verification().reason() + " " + proof.verification().evidence());
    }
    assertEquals(List.of("sql", "rust"), page().evaluate("() => Array.from(document.getElementById('skills').selectedOptions, (o) => o.value)"));
    assertEquals(0, page().locator(".select2-container--open").count());
    for (String tool : List.of("Docker", "Maven")) {
      ActionProof proof = choose("Tools", tool);
      assertTrue(proof.verified(), proof.verification().reason() + " " + proof.verification().evidence());
      assertTrue(criterion(proof, "popups closed").held());
    }
    assertEquals(List.of("docker", "maven"), page().evaluate("() => Array.from(document.getElementById('tools').selectedOptions, (o) => o.value)"));
    assertFalse(page().locator("#tools-ts-dropdown").isVisible(), "Tom Select keeps its list open after a pick in a multiple select; the executor closed it");
    assertEquals("SQL, Rust", named(s, "Skills").value());
  }

  @Test
  void aChoiceAlreadyMadeIsNotMadeAgain() {
    choose("Team", "Engineering");
    ActionProof again = choose("Team", "engineering");
    assertTrue(again.verified(), again.verification().reason());
    assertTrue(again.execution().detail().contains("chosen already"), again.execution().detail());
  }

  @Test
  void aPopupLeftOpenFailsTheVerification() {
    SemanticElement team = named(s, "Team");
    Action action = new Action.SelectRef(team.ref(), "Sales", ActionMeta.of("choose", "Team"));
    var execution = executor.execute(pipeline, action, s);
    assertTrue(execution.performed(), execution.detail());
    page().click("#team + .select2-container .select2-selection");
    page().waitForSelector(".select2-container--open");
    var verification = verifier.verify(pipeline, execution, s, snapshot());
    assertFalse(verification.verified(), "an open dropdown over the form is no finished choice: " + verification.evidence());
    Evidence popups = verification.evidence().stream().filter(e -> e.criterion().equals("popups closed")).findFirst().orElseThrow();
    assertFalse(popups.held());
    assertNotNull(popups.after());
    assertTrue(popups.after().contains("select2"), popups.after());
  }

  @Test
  void anOptionTheSelectLacksFailsWithoutOpeningAnything() {
    ActionProof proof = choose("Shift", "Weekend");
    assertFalse(proof.execution().performed());
    assertEquals(ErrorCode.ACTION_FAILED, proof.execution().errorCode());
    assertEquals(0, page().locator(".chosen-with-drop").count());
  }

  @Test
  void aTransparentSelectOverAStyledBoxIsChosenNatively() {
    ActionProof proof = choose("Pay period", "Weekly");
    assertTrue(proof.verified(), proof.verification().reason());
    assertTrue(proof.verification().evidence().stream().noneMatch(e -> e.criterion().equals("widget shows the choice")), proof.verification().evidence().toString());
    assertEquals("Weekly", page().textContent("#pay-shown"));
  }

  @Test
  void aDisabledReplacedSelectIsReportedAtOnce() {
    assertTrue(named(s, "Region").disabled());
    ActionProof proof = choose("Region", "South");
    assertFalse(proof.execution().performed());
    assertEquals("select_ref: the select is disabled", proof.execution().detail());
  }

  @Test
  void aPlainSelectStaysNative() {
    ActionProof proof = choose("Size", "Large");
    assertTrue(proof.verified(), proof.verification().reason());
    assertTrue(proof.verification().evidence().stream().noneMatch(e -> e.criterion().equals("widget shows the choice")), proof.verification().evidence().toString());
    assertEquals(Role.COMBOBOX, named(s, "Size").role());
  }
}
