package dev.autopilot.core.match;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.YearMonth;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Generated values of every {@link ValueKind} with the forms people and pages write them in: one
 * value, several written forms, and a neighbouring value, so properties see equal and unequal
 * pairs alike.
 */
final class WrittenValues {
  private WrittenValues() {}

  /**
   * One value written two ways, plus the same kind's neighbour written one way.
   *
   * @param kind the kind
   * @param wanted the value as a plan or profile writes it
   * @param sameValue the same value in a (possibly) other written form
   * @param otherValue a different value of the kind
   * @param ambiguous whether the wanted form is a day-first date with slashes whose day is at most
   *     12: the documented month-first reading gives another day than the writer meant
   */
  record Sample(ValueKind kind, String wanted, String sameValue, String otherValue, boolean ambiguous) {}

  private static DateTimeFormatter f(String pattern) {
    return DateTimeFormatter.ofPattern(pattern, Locale.ENGLISH);
  }

  static final List<DateTimeFormatter> DATE_FORMS = List.of(
      f("uuuu-MM-dd"), f("M/d/uuuu"), f("MM/dd/uuuu"), f("MM-dd-uuuu"), f("d.M.uuuu"), f("dd.MM.uuuu"),
      f("MMMM d, uuuu"), f("d MMM uuuu"), f("MMM d uuuu"));
  /** European day-first with slashes: read month first when ambiguous, see {@link Values}. */
  static final DateTimeFormatter EUROPEAN_SLASHES = f("dd/MM/uuuu");
  static final List<String> DATETIME_SEPARATORS = List.of("T", " ", ", ");
  static final List<DateTimeFormatter> MONTH_FORMS = List.of(f("uuuu-MM"), f("MM/uuuu"), f("M/uuuu"), f("MMMM uuuu"));

  static Arbitrary<Sample> any() {
    return Arbitraries.oneOf(text(), email(), phone(), number(), date(), time(), month(), week(), dateTime());
  }

  static Arbitrary<LocalDate> dates() {
    return Arbitraries.longs().between(LocalDate.of(1950, 1, 1).toEpochDay(), LocalDate.of(2060, 12, 31).toEpochDay()).map(LocalDate::ofEpochDay);
  }

  static Arbitrary<LocalTime> times() {
    return Arbitraries.integers().between(0, 24 * 60 - 1).map(m -> LocalTime.of(m / 60, m % 60));
  }

  static String dateForm(LocalDate d, int form) {
    return form == DATE_FORMS.size() ? d.format(EUROPEAN_SLASHES) : d.format(DATE_FORMS.get(form));
  }

  static boolean ambiguous(LocalDate d, int form) {
    return form == DATE_FORMS.size() && d.getDayOfMonth() <= 12 && d.getDayOfMonth() != d.getMonthValue();
  }

  static Arbitrary<Sample> date() {
    Arbitrary<Integer> form = Arbitraries.integers().between(0, DATE_FORMS.size());
    return Combinators.combine(dates(), form, form, Arbitraries.integers().between(1, 400)).as((d, a, b, shift) ->
        new Sample(ValueKind.DATE, dateForm(d, a), dateForm(d, b), dateForm(d.plusDays(shift), b),
            ambiguous(d, a) || ambiguous(d, b) || ambiguous(d.plusDays(shift), b)));
  }

  static final int TIME_FORM_COUNT = 5;

  /** 24-hour with and without a leading zero, 12-hour as {@code 9:30 PM}, {@code 9:30 pm}, {@code 9:30 p.m.}. */
  static String timeForm(LocalTime t, int form) {
    int h12 = t.getHour() % 12 == 0 ? 12 : t.getHour() % 12;
    String minutes = String.format(Locale.ROOT, "%02d", t.getMinute());
    boolean pm = t.getHour() >= 12;
    return switch (form) {
      case 0 -> String.format(Locale.ROOT, "%02d:%s", t.getHour(), minutes);
      case 1 -> t.getHour() + ":" + minutes;
      case 2 -> h12 + ":" + minutes + (pm ? " PM" : " AM");
      case 3 -> h12 + ":" + minutes + (pm ? " pm" : " am");
      default -> h12 + ":" + minutes + (pm ? " p.m." : " a.m.");
    };
  }

  static Arbitrary<Sample> time() {
    Arbitrary<Integer> form = Arbitraries.integers().between(0, TIME_FORM_COUNT - 1);
    return Combinators.combine(times(), form, form, Arbitraries.integers().between(1, 24 * 60 - 1)).as((t, a, b, shift) ->
        new Sample(ValueKind.TIME, timeForm(t, a), timeForm(t, b), timeForm(t.plusMinutes(shift), 0), false));
  }

  static String dateTimeForm(LocalDateTime dt, int dateForm, int timeForm, String separator) {
    String sep = dateForm == 0 && timeForm == 0 ? separator : separator.equals("T") ? " " : separator;
    return dateForm(dt.toLocalDate(), dateForm) + sep + timeForm(dt.toLocalTime(), timeForm);
  }

  static Arbitrary<Sample> dateTime() {
    Arbitrary<Integer> dateForm = Arbitraries.integers().between(0, DATE_FORMS.size() - 1);
    Arbitrary<Integer> timeForm = Arbitraries.integers().between(0, TIME_FORM_COUNT - 1);
    Arbitrary<String> sep = Arbitraries.of(DATETIME_SEPARATORS);
    Arbitrary<LocalDateTime> when = Combinators.combine(dates(), times()).as(LocalDateTime::of);
    return Combinators.combine(when, dateForm, timeForm, dateForm, timeForm, sep, Arbitraries.integers().between(1, 100_000)).as((dt, da, ta, db, tb, s, shift) ->
        new Sample(ValueKind.DATETIME_LOCAL, dateTimeForm(dt, da, ta, "T"), dateTimeForm(dt, db, tb, s), dateTimeForm(dt.plusMinutes(shift), 0, 0, "T"), false));
  }

  static Arbitrary<Sample> month() {
    Arbitrary<YearMonth> months = Arbitraries.integers().between(1950 * 12, 2060 * 12).map(m -> YearMonth.of(m / 12, m % 12 + 1));
    Arbitrary<Integer> form = Arbitraries.integers().between(0, MONTH_FORMS.size() - 1);
    return Combinators.combine(months, form, form, Arbitraries.integers().between(1, 100)).as((m, a, b, shift) ->
        new Sample(ValueKind.MONTH, m.format(MONTH_FORMS.get(a)), m.format(MONTH_FORMS.get(b)), m.plusMonths(shift).format(MONTH_FORMS.get(0)), false));
  }

  static String weekForm(Values.IsoWeek w, int form) {
    return switch (form) {
      case 0 -> w.toString();
      case 1 -> w.year() + "W" + w.week();
      default -> "Week " + w.week() + ", " + w.year();
    };
  }

  static Arbitrary<Sample> week() {
    Arbitrary<Integer> form = Arbitraries.integers().between(0, 2);
    return Combinators.combine(dates(), form, form, Arbitraries.integers().between(1, 200)).as((d, a, b, shift) -> {
      Values.IsoWeek w = Values.IsoWeek.from(d);
      return new Sample(ValueKind.WEEK, weekForm(w, a), weekForm(w, b), Values.IsoWeek.from(d.plusWeeks(shift)).toString(), false);
    });
  }

  static String grouped(long n, String separator) {
    String plain = Long.toString(n);
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < plain.length(); i++) {
      if (i > 0 && (plain.length() - i) % 3 == 0) {
        out.append(separator);
      }
      out.append(plain.charAt(i));
    }
    return out.toString();
  }

  static String numberForm(long n, int cents, int form) {
    String fraction = cents == 0 ? (form == 3 ? ".0" : "") : String.format(Locale.ROOT, ".%02d", cents);
    return switch (form) {
      case 1 -> grouped(n, ",") + fraction;
      case 2 -> grouped(n, " ") + fraction;
      default -> n + fraction;
    };
  }

  static Arbitrary<Sample> number() {
    Arbitrary<Integer> form = Arbitraries.integers().between(0, 3);
    return Combinators.combine(Arbitraries.longs().between(0, 9_999_999_999L), Arbitraries.integers().between(0, 99), form, form,
        Arbitraries.longs().between(1, 1_000_000)).as((n, cents, a, b, shift) ->
        new Sample(ValueKind.NUMBER, numberForm(n, cents, a), numberForm(n, cents, b), numberForm(n + shift, cents, 0), false));
  }

  /** Country code and national number (without trunk zero), written one of six ways. */
  static String phoneForm(String cc, String national, int form) {
    String spaced = national.substring(0, 3) + " " + national.substring(3, 6) + " " + national.substring(6);
    return switch (form) {
      case 0 -> "+" + cc + " " + spaced;
      case 1 -> "+" + cc + "-" + national.substring(0, 3) + "-" + national.substring(3);
      case 2 -> "00" + cc + " " + spaced;
      case 3 -> "(" + national.substring(0, 3) + ") " + national.substring(3, 6) + "-" + national.substring(6);
      case 4 -> "0" + spaced;
      default -> national.substring(0, 3) + "." + national.substring(3, 6) + "." + national.substring(6);
    };
  }

  static Arbitrary<Sample> phone() {
    Arbitrary<String> cc = Arbitraries.of("1", "33", "44", "49", "353");
    Arbitrary<String> national = Arbitraries.strings().withCharRange('0', '9').ofLength(10).filter(s -> s.charAt(0) != '0');
    Arbitrary<Integer> form = Arbitraries.integers().between(0, 5);
    return Combinators.combine(cc, national, form, form).as((c, n, a, b) -> {
      String other = n.substring(0, 9) + (char) ('0' + (n.charAt(9) - '0' + 1) % 10);
      return new Sample(ValueKind.PHONE, phoneForm(c, n, a), phoneForm(c, n, b), phoneForm(c, other, b), false);
    });
  }

  static Arbitrary<Sample> email() {
    Arbitrary<String> local = Arbitraries.strings().withCharRange('a', 'z').ofMinLength(1).ofMaxLength(10);
    Arbitrary<String> domain = Arbitraries.strings().withCharRange('a', 'z').ofMinLength(1).ofMaxLength(8);
    return Combinators.combine(local, domain, Arbitraries.of(true, false)).as((l, d, upper) -> {
      String address = l + "@" + d + ".example";
      return new Sample(ValueKind.EMAIL, upper ? address.toUpperCase(Locale.ROOT) : address, " " + address + " ", l + "x@" + d + ".example", false);
    });
  }

  static Arbitrary<Sample> text() {
    Arbitrary<String> words = Arbitraries.strings().withCharRange('a', 'z').withChars('A', 'Z', '\'', '-').ofMinLength(1).ofMaxLength(8)
        .list().ofMinSize(1).ofMaxSize(4).map(w -> String.join(" ", w));
    return words.map(w -> new Sample(ValueKind.TEXT, w, "  " + w.replace(" ", " \u00a0 ") + "\n", w + " x", false));
  }
}
