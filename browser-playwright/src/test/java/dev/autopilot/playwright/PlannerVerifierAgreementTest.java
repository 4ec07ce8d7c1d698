package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.core.pack.Question;
import dev.autopilot.playwright.internal.proof.FileCriteria;
import dev.autopilot.playwright.internal.proof.OptionCriteria;
import dev.autopilot.playwright.internal.proof.ReadBack;
import dev.autopilot.playwright.internal.proof.ValueCriteria;
import java.net.URI;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * The rule planner's "this field already holds its answer" and the Playwright verifier's "the
 * value took" agree, in both directions, for generated values in the forms people and pages
 * write them: the bug where a correctly typed date was typed again until the loop guard stopped
 * the run. The planner sees the value in a snapshot element; the verifier reads the same value
 * back from the live page ({@link ReadBack}); no browser is needed to compare their judgements.
 */
class PlannerVerifierAgreementTest {

  private static final PageInfo PAGE = new PageInfo("http://127.0.0.1/form", "Form", "127.0.0.1", "/form", "hash");
  private static final List<DateTimeFormatter> DATES = List.of(f("uuuu-MM-dd"), f("M/d/uuuu"), f("MM/dd/uuuu"), f("dd.MM.uuuu"), f("d.M.uuuu"),
      f("dd/MM/uuuu"), f("MMMM d, uuuu"), f("d MMM uuuu"));
  private static final List<DateTimeFormatter> TIMES = List.of(f("HH:mm"), f("H:mm"), f("h:mm a"));

  private static DateTimeFormatter f(String pattern) {
    return DateTimeFormatter.ofPattern(pattern, Locale.ENGLISH);
  }

  /** A field of an input type, the value a plan wants in it, and the value it holds. */
  record Case(String inputType, String wanted, String observed) {}

  @Provide
  Arbitrary<Case> typedCases() {
    Arbitrary<LocalDate> dates = Arbitraries.longs().between(LocalDate.of(1990, 1, 1).toEpochDay(), LocalDate.of(2040, 12, 31).toEpochDay())
        .map(LocalDate::ofEpochDay);
    Arbitrary<DateTimeFormatter> dateForm = Arbitraries.of(DATES);
    Arbitrary<Case> date = Combinators.combine(dates, dates, dateForm, dateForm, Arbitraries.of(true, false), Arbitraries.of("date", "text"))
        .as((d, other, a, b, same, type) -> new Case(type, d.format(a), (same ? d : other).format(type.equals("date") ? DATES.get(0) : b)));
    Arbitrary<LocalTime> times = Arbitraries.integers().between(0, 1439).map(m -> LocalTime.of(m / 60, m % 60));
    Arbitrary<DateTimeFormatter> timeForm = Arbitraries.of(TIMES);
    Arbitrary<Case> time = Combinators.combine(times, times, timeForm, Arbitraries.of(true, false))
        .as((t, other, a, same) -> new Case("time", t.format(a), (same ? t : other).format(TIMES.get(0))));
    Arbitrary<Case> dateTime = Combinators.combine(dates, times, dateForm, timeForm, Arbitraries.integers().between(-2, 2))
        .as((d, t, a, tf, shift) -> new Case("datetime-local", d.format(a) + " " + t.format(tf), d + "T" + t.plusMinutes(shift).format(TIMES.get(0))));
    Arbitrary<String> national = Arbitraries.strings().withCharRange('0', '9').ofLength(10).filter(s -> s.charAt(0) != '0');
    Arbitrary<Case> phone = Combinators.combine(Arbitraries.of("1", "44", "353"), national, national, Arbitraries.integers().between(0, 3), Arbitraries.integers().between(0, 3),
        Arbitraries.of(true, false)).as((cc, n, other, a, b, same) -> new Case("tel", phone(cc, n, a), phone(cc, same ? n : other, b)));
    Arbitrary<Case> number = Combinators.combine(Arbitraries.longs().between(0, 99_999_999), Arbitraries.longs().between(0, 2), Arbitraries.of(",", " ", ""))
        .as((n, shift, sep) -> new Case("number", group(n, sep), Long.toString(n + shift)));
    Arbitrary<String> word = Arbitraries.strings().withCharRange('a', 'z').ofMinLength(1).ofMaxLength(6);
    Arbitrary<Case> email = Combinators.combine(word, word, Arbitraries.of(true, false))
        .as((a, b, upper) -> new Case("email", upper ? (a + "@" + b + ".example").toUpperCase(Locale.ROOT) : a + "@" + b + ".example", " " + a + "@" + b + ".example"));
    Arbitrary<Case> text = Combinators.combine(word, word, Arbitraries.of("  ", " ", "\u00a0"))
        .as((a, b, space) -> new Case("text", a + " " + b, a + space + b));
    return Arbitraries.oneOf(date, time, dateTime, phone, number, email, text);
  }

  private static String phone(String cc, String n, int form) {
    return switch (form) {
      case 0 -> "+" + cc + " " + n.substring(0, 3) + " " + n.substring(3, 6) + " " + n.substring(6);
      case 1 -> "(" + n.substring(0, 3) + ") " + n.substring(3, 6) + "-" + n.substring(6);
      case 2 -> "00" + cc + n;
      default -> "0" + n;
    };
  }

  private static String group(long n, String sep) {
    String plain = Long.toString(n);
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < plain.length(); i++) {
      if (i > 0 && (plain.length() - i) % 3 == 0) {
        out.append(sep);
      }
      out.append(plain.charAt(i));
    }
    return out.toString();
  }

  private static DomainPack answering(Answer answer) {
    return new DomainPack() {
      @Override
      public String name() {
        return "fixed";
      }

      @Override
      public Optional<Answer> answer(Question question) {
        return Optional.of(answer);
      }
    };
  }

  private static ActionPlan plan(DomainPack pack, SemanticElement field) {
    SemanticSnapshot snapshot = new SemanticSnapshot(PAGE, List.of(field), List.of(), List.of(), List.of(), List.of(), 1, true);
    return Planner.rules(pack).plan(new PlanningContext(Task.of("fill", URI.create(PAGE.url())), RunState.FILL, snapshot, List.of()));
  }

  private static ReadBack input(String type, String value, List<List<String>> selected, List<String> files) {
    return new ReadBack(true, "input", type, "", null, 0, value, selected, List.of(), List.of(), false, files, false, false, false);
  }

  @Property(tries = 600)
  void typedValues(@ForAll("typedCases") Case c) {
    Role role = c.inputType().equals("number") ? Role.SPINBUTTON : Role.TEXTBOX;
    SemanticElement field = new SemanticElement("e1", role, "Question", null, c.observed(), true, false, null, true, null, List.of(), c.inputType(), Map.of(), false);
    ActionPlan plan = plan(answering(new Answer.Text(c.wanted())), field);
    boolean plannerAnswered = plan.actions().isEmpty();
    if ((c.inputType().equals("date") || c.inputType().equals("datetime-local")) && dev.autopilot.core.match.Values.ambiguousDate(c.wanted())) {
      // a date that reads as two days is typed into no date input, whatever it holds
      assertTrue(plannerAnswered, () -> c + " planned " + plan.actions());
      return;
    }
    boolean verifierHolds = ValueCriteria.typedHolds(field, input(c.inputType(), c.observed(), List.of(), List.of()), c.wanted());
    assertEquals(verifierHolds, plannerAnswered, () -> c + " planned " + plan.actions());
  }

  @Provide
  Arbitrary<List<String>> optionCases() {
    Arbitrary<String> label = Arbitraries.of("United Kingdom", "France", "New  Zealand", "Côte d'Ivoire");
    Arbitrary<String> variant = label.flatMap(l -> Arbitraries.of(l, l.toLowerCase(Locale.ROOT), " " + l.toUpperCase(Locale.ROOT) + " ", l.substring(0, 2).toLowerCase(Locale.ROOT)));
    return Combinators.combine(variant, label).as(List::of);
  }

  @Property(tries = 500)
  void chosenOptions(@ForAll("optionCases") List<String> c) {
    String wanted = c.get(0);
    String selectedLabel = c.get(1);
    List<String> labels = List.of("United Kingdom", "France", "New  Zealand", "Côte d'Ivoire");
    DomainPack pack = answering(new Answer.Choice(wanted));
    Optional<String> planned = plan(pack, select(labels, null)).actions().stream().map(a -> ((Action.SelectRef) a).option()).findFirst();
    if (planned.isEmpty()) {
      return;
    }
    SemanticElement select = select(labels, selectedLabel);
    SelectOption chosen = select.options().stream().filter(SelectOption::selected).findFirst().orElseThrow();
    boolean plannerAnswered = plan(pack, select).actions().isEmpty();
    // What the verifier reads back from a native select with that option chosen, checking the option the planner would pick.
    ReadBack live = new ReadBack(true, "select", "", "", null, 0, chosen.label(), List.of(List.of(chosen.label(), chosen.value())), List.of(), List.of(), false,
        List.of(), false, false, false);
    assertEquals(OptionCriteria.optionChosen(planned.get(), live), plannerAnswered, c::toString);
  }

  private static SemanticElement select(List<String> labels, @Nullable String selected) {
    List<SelectOption> options = labels.stream().map(l -> new SelectOption(l, l.substring(0, 2).toLowerCase(Locale.ROOT), l.equals(selected))).toList();
    return new SemanticElement("e1", Role.COMBOBOX, "Country", null, selected, true, false, null, true, null, options, null, Map.of(), false);
  }

  @Test
  void filesAgree() {
    Path cv = Path.of("/home/ada/cv.pdf");
    for (String held : List.of("cv.pdf", "old-cv.pdf", "", "letter.pdf, cv.pdf")) {
      SemanticElement file = new SemanticElement("e1", Role.FILE, "Resume", null, held, true, false, null, true, null, List.of(), "file", Map.of(), false);
      boolean plannerAnswered = plan(answering(new Answer.File(cv)), file).actions().isEmpty();
      List<String> files = held.isEmpty() ? List.of() : List.of(held.split(", "));
      assertEquals(FileCriteria.fileHeld("cv.pdf", input("file", held, List.of(), files)), plannerAnswered, held);
    }
  }
}
