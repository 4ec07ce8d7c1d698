package dev.autopilot.semantic;

import static dev.autopilot.core.model.SnapshotFixtures.checkbox;
import static dev.autopilot.core.model.SnapshotFixtures.select;
import static dev.autopilot.core.model.SnapshotFixtures.snapshot;
import static dev.autopilot.core.model.SnapshotFixtures.textbox;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.memory.MemoryHint;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.GenericPack;
import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The rules planner with the real model behind it, on pages built in memory: what words leave
 * over is paired by meaning, and what the guards keep out stays out. Each case is planned both
 * ways, words alone first, so the difference is the model's.
 */
class PlannerByMeaningTest {
  private final Task task = Task.of("request a home energy check", URI.create("http://127.0.0.1:8080/audit"));

  private static List<SelectOption> options(String... labels) {
    List<SelectOption> out = new ArrayList<>();
    out.add(new SelectOption("Please select", "", false));
    for (String l : labels) {
      out.add(new SelectOption(l, l.toLowerCase(Locale.ROOT), false));
    }
    return out;
  }

  private ActionPlan plan(Planner planner, SemanticSnapshot page) {
    return planner.plan(new PlanningContext(task, RunState.FILL, page, List.of(), ModelLedger.unlimited(), MemoryHint.NONE));
  }

  private static GenericPack pack(String... kv) {
    Map<String, String> m = new LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put(kv[i], kv[i + 1]);
    }
    return GenericPack.of(m);
  }

  private static boolean selects(ActionPlan plan, String ref, String option) {
    return plan.actions().stream().anyMatch(a -> a instanceof Action.SelectRef s && s.targetRef().equals(ref) && s.option().equals(option));
  }

  @Test
  void keysAndOptionsWordedUnlikeThePageMeetItByMeaning() {
    SemanticSnapshot page = snapshot(List.of(
        textbox("e1", "Postcode", null, true, "text"),
        select("e2", "Property type", options("Detached house", "Terraced house", "Flat or maisonette"), true),
        select("e3", "Who needs care?", options("Me", "My parent", "Another relative"), true)), List.of(), List.of(), List.of());
    GenericPack pack = pack("Postcode", "BS3 4QT", "House type", "Victorian terrace", "Care is for", "my stepdad");

    ActionPlan words = plan(Planner.rules(pack), page);
    assertTrue(words.unresolved().contains("Who needs care?"), words.toString());
    // "terrace" meets one option alone on the page by its own word: words place it already
    assertTrue(selects(words, "e2", "Terraced house"), words.toString());

    ActionPlan meaning = plan(Planner.rules(pack, MiniLmSimilarity.shared()), page);
    assertTrue(selects(meaning, "e2", "Terraced house"), meaning.toString());
    assertTrue(selects(meaning, "e3", "My parent"), meaning.toString());
    assertTrue(meaning.unresolved().isEmpty(), meaning.toString());
    assertTrue(meaning.routes().stream().anyMatch(r -> r.question().equals("Property type") && r.answeredBy().contains("by elimination")),
        meaning.routes().toString());
    assertTrue(meaning.routes().stream().anyMatch(r -> r.question().equals("Who needs care?") && r.answeredBy().endsWith("(the option nearest in meaning)")),
        "the route says the option was read by meaning: " + meaning.routes());
  }

  @Test
  void aDateOfDeathNeverFillsADateOfBirthNorIsAnOptionNotAmongThemPicked() {
    SemanticSnapshot page = snapshot(List.of(
        textbox("e1", "Date of birth", null, true, "date"),
        select("e2", "Referred by", options("Doctor", "Hospital", "Pharmacy"), true)), List.of(), List.of(), List.of());
    GenericPack pack = pack("Date of death", "2026-01-09", "Sent here by", "my dentist");
    ActionPlan meaning = plan(Planner.rules(pack, MiniLmSimilarity.shared()), page);
    assertTrue(meaning.actions().isEmpty(), meaning.toString());
    assertEquals(List.of("Date of birth", "Referred by"), meaning.unresolved());
  }

  @Test
  void aRequiredStatementTheValuesSayYesToInOtherWordsIsTickedAndAnOptionalBoxIsNot() {
    SemanticSnapshot page = snapshot(List.of(
        textbox("e1", "First name", null, true, "text"),
        checkbox("e2", "I am 18 or older", false, true),
        checkbox("e3", "Show my profile to other members", false, false)), List.of(), List.of(), List.of());
    // "Over eighteen" shares no word with the box ("Over 18" would: the words tick it by that)
    GenericPack pack = pack("First name", "Ines", "Over eighteen", "yes", "Visible profile", "yes");

    ActionPlan words = plan(Planner.rules(pack), page);
    assertTrue(words.unresolved().contains("I am 18 or older"), words.toString());

    ActionPlan meaning = plan(Planner.rules(pack, MiniLmSimilarity.shared()), page);
    assertTrue(meaning.actions().stream().anyMatch(a -> a instanceof Action.SetCheckbox c && c.ref().equals("e2") && c.checked()), meaning.toString());
    assertFalse(meaning.actions().stream().anyMatch(a -> a.targetRef().equals("e3")), "an optional box is never ticked by meaning: " + meaning);
  }
}
