package dev.autopilot.core.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SnapshotFixtures;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.core.pack.Question;
import java.net.URI;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.jspecify.annotations.Nullable;

/**
 * The rule set's properties over generated values of every kind in the forms people write them:
 * the same value in another form holds, another value does not, and the rule planner's
 * "answered" is exactly {@link Match#holds} (which the verifier calls) in both directions.
 */
class MatchPropertiesTest {

  @Provide
  Arbitrary<WrittenValues.Sample> samples() {
    return WrittenValues.any();
  }

  @Property(tries = 500)
  void theSameValueInAnyFormHolds(@ForAll("samples") WrittenValues.Sample s) {
    if (!s.ambiguous()) {
      assertTrue(Match.holds(s.kind(), s.wanted(), s.sameValue()), () -> s.kind() + ": " + s.wanted() + " vs " + s.sameValue());
    }
    assertTrue(Match.holds(s.kind(), s.wanted(), s.wanted()));
  }

  @Property(tries = 500)
  void anotherValueDoesNotHold(@ForAll("samples") WrittenValues.Sample s) {
    if (!s.ambiguous()) {
      assertFalse(Match.holds(s.kind(), s.wanted(), s.otherValue()), () -> s.kind() + ": " + s.wanted() + " vs " + s.otherValue());
    }
    assertFalse(Match.holds(s.kind(), s.wanted(), ""), "an empty field holds no value");
    assertFalse(Match.holds(s.kind(), s.wanted(), null));
  }

  @Property(tries = 300)
  void ambiguousDatesAreReadMonthFirst(@ForAll("dates") LocalDate d) {
    String dayFirst = d.format(WrittenValues.EUROPEAN_SLASHES);
    boolean canBeMonthFirst = d.getDayOfMonth() <= 12;
    assertEquals(!canBeMonthFirst || d.getDayOfMonth() == d.getMonthValue(), Match.holds(ValueKind.DATE, dayFirst, d.toString()), dayFirst);
    if (canBeMonthFirst) {
      LocalDate monthFirst = LocalDate.of(d.getYear(), d.getDayOfMonth(), Math.min(d.getMonthValue(), LocalDate.of(d.getYear(), d.getDayOfMonth(), 1).lengthOfMonth()));
      assertEquals(d.getMonthValue() == monthFirst.getDayOfMonth(), Match.holds(ValueKind.DATE, dayFirst, monthFirst.toString()), dayFirst);
    }
  }

  @Provide
  Arbitrary<LocalDate> dates() {
    return WrittenValues.dates();
  }

  @Property(tries = 250)
  void plannerAnsweredIsVerifierHolds(@ForAll("samples") WrittenValues.Sample s) {
    for (String observed : new String[] {s.sameValue(), s.otherValue(), s.wanted(), ""}) {
      for (SemanticElement field : fieldsOf(s.kind(), observed)) {
        if ((ValueKind.of(field) == ValueKind.DATE || ValueKind.of(field) == ValueKind.DATETIME_LOCAL) && Values.ambiguousDate(s.wanted())) {
          // a date that reads as two days is typed into no date input, whatever it holds
          assertTrue(plannerSeesAnswered(field, s.wanted()), () -> "typed: " + s.wanted());
          continue;
        }
        boolean holds = Match.holds(ValueKind.of(field), s.wanted(), field.value());
        assertEquals(holds, plannerSeesAnswered(field, s.wanted()),
            () -> field.inputType() + " holding '" + observed + "', wanted '" + s.wanted() + "'");
      }
    }
  }

  /** Every element that holds a value of the kind: its own input type, and a text field the kind's autocomplete names. */
  static List<SemanticElement> fieldsOf(ValueKind kind, @Nullable String value) {
    String type = switch (kind) {
      case EMAIL -> "email";
      case PHONE -> "tel";
      case NUMBER -> "number";
      case DATE -> "date";
      case TIME -> "time";
      case MONTH -> "month";
      case WEEK -> "week";
      case DATETIME_LOCAL -> "datetime-local";
      default -> "text";
    };
    Role role = kind == ValueKind.NUMBER ? Role.SPINBUTTON : Role.TEXTBOX;
    SemanticElement typed = new SemanticElement("e1", role, "Question", null, value, true, false, null, true, null, List.of(), type, Map.of(), false);
    SemanticElement plain = new SemanticElement("e1", Role.TEXTBOX, "Question", null, value, true, false, null, true, null, List.of(), "text", Map.of(), false);
    return List.of(typed, plain);
  }

  /** Whether the rule planner, answering the element's question with {@code wanted}, leaves it alone. */
  static boolean plannerSeesAnswered(SemanticElement field, String wanted) {
    DomainPack pack = new DomainPack() {
      @Override
      public String name() {
        return "fixed";
      }

      @Override
      public Optional<Answer> answer(Question question) {
        return Optional.of(new Answer.Text(wanted));
      }
    };
    SemanticSnapshot snapshot = SnapshotFixtures.snapshot(List.of(field), List.of(), List.of(), List.of());
    ActionPlan plan = Planner.rules(pack).plan(new PlanningContext(Task.of("fill", URI.create("http://127.0.0.1/form")), RunState.FILL, snapshot, List.of()));
    return plan.actions().stream().noneMatch(a -> field.ref().equals(a.targetRef()));
  }
}
