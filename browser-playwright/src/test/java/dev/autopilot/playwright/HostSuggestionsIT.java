package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ActionProof;
import dev.autopilot.core.gate.ActionRefusedException;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SnapshotDelta;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A host loop types a prefix, reads the suggestions as choosable refs and chooses one, on the real
 * jQuery UI autocomplete, Material UI Autocomplete (a combobox with a listbox) and flatpickr
 * (a date picker), served from WebJars on 127.0.0.1: "type Kyr, then pick the suggestion that
 * ends in tan". Each scenario runs {@code autopilot.suggest.rounds} times (default 3; the figure
 * in docs/act-api.md was measured with 20), each on a freshly loaded page, and every round must
 * succeed. The committing {@code type_ref} of a run is measured on the same page for comparison:
 * it leaves no suggestion to choose.
 */
class HostSuggestionsIT extends HostPageSupport {
  static final int ROUNDS = Integer.getInteger("autopilot.suggest.rounds", 3);
  AutopilotPage ap;

  void load() {
    page.navigate(server.url("/pages/host/suggest.html"));
    page.waitForSelector("#office");
    ap = AutopilotPage.wrap(page);
  }

  /** Types the prefix keeping the suggestions open, then chooses the one ending in the suffix; whether the choice was proven. */
  boolean typeAndPick(String field, String prefix, String suffix) {
    SemanticSnapshot s = ap.observe();
    ActionProof typed = ap.act(Action.TypeRef.keepingOpen(named(s, field).ref(), prefix, meta(field)));
    if (!typed.verified()) {
      System.out.println("typing not proven: " + typed.execution().detail() + " / " + typed.verification().reason());
      return false;
    }
    Optional<SemanticElement> pick = ap.suggestions().stream().filter(e -> e.name().endsWith(suffix)).findFirst();
    if (pick.isEmpty()) {
      System.out.println("no suggestion ending in '" + suffix + "' among " + ap.suggestions() + " after " + typed.execution().detail());
      return false;
    }
    ActionProof chosen = ap.choose(pick.get().ref());
    if (!chosen.verified()) {
      System.out.println("choice not proven: " + chosen.verification().reason() + " " + chosen.verification().evidence());
    }
    return chosen.verified();
  }

  int rounds(String label, Runnable check) {
    int ok = 0;
    for (int i = 0; i < ROUNDS; i++) {
      load();
      try {
        check.run();
        ok++;
      } catch (AssertionError e) {
        System.out.println(label + " round " + i + ": " + e.getMessage());
      }
    }
    System.out.println("[host suggestions] " + label + ": " + ok + "/" + ROUNDS);
    return ok;
  }

  @Test
  void jqueryUiAutocompleteTypeKyrThenPickTheSuggestionThatEndsInTan() {
    int ok = rounds("jQuery UI autocomplete", () -> {
      assertTrue(typeAndPick("Country of residence", "Kyr", "tan"));
      assertEquals("Kyrgyzstan", page.inputValue("#country"));
      assertEquals("KG", page.inputValue("#code"), "the widget's own select handler ran: the choice went through the library");
    });
    assertEquals(ROUNDS, ok);
  }

  @Test
  void materialUiComboboxTypeKyrThenPickTheOptionThatEndsInTan() {
    int ok = rounds("Material UI Autocomplete", () -> {
      assertTrue(typeAndPick("Office country", "Kyr", "tan"));
      assertEquals("Kyrgyzstan", page.inputValue("#office"));
    });
    assertEquals(ROUNDS, ok);
  }

  @Test
  void flatpickrOpenTheCalendarThenPickTheDayNamedMarch15() {
    int ok = rounds("flatpickr date picker", () -> {
      assertTrue(typeAndPick("Arrival", "", "March 15, 2026"));
      assertEquals("2026-03-15", page.inputValue("#arrival"));
    });
    assertEquals(ROUNDS, ok);
  }

  @Test
  void aCommittingTypeRefLeavesNothingToChoose() {
    // the run's type_ref, as a host loop had it before keepOpen: typing commits and closes the list
    int chosen = 0;
    for (int i = 0; i < ROUNDS; i++) {
      load();
      SemanticSnapshot s = ap.observe();
      ActionProof typed = ap.act(new Action.TypeRef(named(s, "Country of residence").ref(), "Kyr", meta("Country")));
      assertTrue(typed.execution().performed(), typed.execution().detail());
      assertTrue(ap.suggestions().isEmpty());
      assertThrows(IllegalStateException.class, () -> ap.choose("e1"));
      // the best a host could do then: click a visible element whose name ends in "tan"
      Optional<SemanticElement> pick = ap.observe().elements().stream().filter(e -> e.visible() && e.name().endsWith("tan")).findFirst();
      if (pick.isPresent()) {
        ap.act(new Action.ClickRef(pick.get().ref(), meta("Country")));
        if (page.inputValue("#country").endsWith("tan")) {
          chosen++;
        }
      }
    }
    System.out.println("[host suggestions] committing type_ref, then a click on a suggestion ending in 'tan': " + chosen + "/" + ROUNDS);
    assertEquals(0, chosen);
  }

  @Test
  void suggestionsAreOptionsInTheNextObservationAndTheDeltaShowsThem() {
    load();
    SnapshotDelta first = ap.observeChanges();
    assertTrue(first.pageChanged(), "the first observation has everything");
    assertEquals(first.current().elements().size(), first.added().size());
    SemanticElement country = named(first.current(), "Country of residence");
    ActionProof typed = ap.act(Action.TypeRef.keepingOpen(country.ref(), "K", meta("Country")));
    assertTrue(typed.verified(), typed.verification().reason());
    assertTrue(typed.execution().detail().contains("left open for choosing"), typed.execution().detail());
    assertEquals(country.ref(), ap.choosingFor());

    SnapshotDelta delta = ap.observeChanges();
    assertFalse(delta.pageChanged());
    List<String> offered = ap.suggestions().stream().map(SemanticElement::name).toList();
    assertEquals(List.of("Kazakhstan", "Kenya", "Kiribati", "Kuwait", "Kyrgyzstan", "Kyrenia"), offered);
    assertTrue(ap.suggestions().stream().allMatch(e -> e.role() == Role.OPTION), "a list's plain items are options");
    assertTrue(delta.added().stream().map(SemanticElement::name).toList().containsAll(offered), "the delta names the suggestions: " + delta.added());
    assertTrue(delta.changed().stream().anyMatch(e -> e.ref().equals(country.ref())), "and the field's new value");
    assertTrue(delta.added().size() + delta.changed().size() < delta.current().elements().size(), "only what changed");

    SnapshotDelta none = ap.observeChanges();
    assertTrue(none.isEmpty(), "nothing changed since: " + none);

    assertThrows(IllegalArgumentException.class, () -> ap.choose(country.ref()), "the field itself is no suggestion");
    ActionProof chosen = ap.choose(ap.suggestions().get(3).ref());
    assertTrue(chosen.verified(), chosen.verification().reason());
    assertEquals("Kuwait", page.inputValue("#country"));
    assertNull(ap.choosingFor());
    assertTrue(ap.suggestions().isEmpty(), "the list closed with the choice");
  }

  @Test
  void aChoiceThatCommitsMoneyIsRefusedByTheGateAndNeverClicked() {
    load();
    SemanticSnapshot s = ap.observe();
    ActionProof typed = ap.act(Action.TypeRef.keepingOpen(named(s, "Service").ref(), "P", meta("Service")));
    assertTrue(typed.verified(), typed.verification().reason());
    SemanticElement fee = ap.suggestions().stream().filter(e -> e.name().contains("$25")).findFirst().orElseThrow(
        () -> new AssertionError("no priority suggestion among " + ap.suggestions()));
    ActionRefusedException refused = assertThrows(ActionRefusedException.class, () -> ap.choose(fee.ref()));
    assertTrue(refused.getMessage().contains("money"), refused.getMessage());
    assertEquals("P", page.inputValue("#service"), "nothing was clicked");
  }
}
