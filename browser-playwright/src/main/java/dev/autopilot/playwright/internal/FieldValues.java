package dev.autopilot.playwright.internal;

import java.math.BigDecimal;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.YearMonth;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Reads dates, times and numbers the way people and plans write them, and writes them the way
 * HTML inputs hold them ({@code 2026-01-05}, {@code 09:30}, {@code 1000}).
 *
 * <p>Numeric dates with slashes or dashes are read month first ({@code 01/05/2026} is January 5),
 * as US forms write them, unless the first number is above 12; dates with dots are read day
 * first ({@code 05.01.2026} is January 5). Month names are English. Stateless.
 */
public final class FieldValues {

  private static final Pattern ISO_DATE = Pattern.compile("(\\d{4})[-/.](\\d{1,2})[-/.](\\d{1,2})");
  private static final Pattern NUMERIC_DATE = Pattern.compile("(\\d{1,2})([-/.])(\\d{1,2})\\2(\\d{4})");
  private static final Pattern TIME = Pattern.compile("(\\d{1,2})(?::(\\d{2}))?(?::(\\d{2}))?\\s*([ap])?\\.?\\s*(m\\.?)?", Pattern.CASE_INSENSITIVE);
  private static final Pattern YEAR_MONTH = Pattern.compile("(\\d{4})[-/.](\\d{1,2})|(\\d{1,2})[-/.](\\d{4})");
  private static final Pattern GROUPED = Pattern.compile("[+-]?\\d{1,3}(,\\d{3})+(\\.\\d+)?");
  private static final List<DateTimeFormatter> NAMED_DATES = List.of(
      named("MMMM d, uuuu"), named("MMMM d uuuu"), named("MMM d, uuuu"), named("MMM d uuuu"),
      named("d MMMM uuuu"), named("d MMM uuuu"), named("d MMMM, uuuu"), named("d MMM, uuuu"));

  private FieldValues() {}

  private static DateTimeFormatter named(String pattern) {
    return new DateTimeFormatterBuilder().parseCaseInsensitive().appendPattern(pattern).toFormatter(Locale.ENGLISH);
  }

  /**
   * What to put into an input of this type for the text: the ISO form for date, time,
   * datetime-local and month inputs, the number without grouping commas for number and range
   * inputs, the text itself for other types.
   *
   * @return the value, or null when the text is no value the input can hold
   */
  public static @Nullable String forInput(String inputType, String text) {
    String t = text.strip();
    switch (inputType) {
      case "date" -> {
        LocalDate d = date(t);
        return d == null ? emptyOrNull(t) : d.toString();
      }
      case "time" -> {
        LocalTime time = time(t);
        return time == null ? emptyOrNull(t) : isoTime(time);
      }
      case "datetime-local" -> {
        LocalDateTime dt = dateTime(t);
        return dt == null ? emptyOrNull(t) : dt.toLocalDate() + "T" + isoTime(dt.toLocalTime());
      }
      case "month" -> {
        YearMonth m = month(t);
        return m == null ? emptyOrNull(t) : m.toString();
      }
      case "number", "range" -> {
        BigDecimal n = number(t);
        return n == null ? emptyOrNull(t) : ungrouped(t);
      }
      default -> {
        return text;
      }
    }
  }

  private static @Nullable String emptyOrNull(String t) {
    return t.isEmpty() ? "" : null;
  }

  /** A date written as ISO, numerically or with an English month name; null when none. */
  public static @Nullable LocalDate date(String s) {
    String t = s.strip();
    try {
      Matcher iso = ISO_DATE.matcher(t);
      if (iso.matches()) {
        return LocalDate.of(Integer.parseInt(iso.group(1)), Integer.parseInt(iso.group(2)), Integer.parseInt(iso.group(3)));
      }
      Matcher num = NUMERIC_DATE.matcher(t);
      if (num.matches()) {
        int a = Integer.parseInt(num.group(1));
        int b = Integer.parseInt(num.group(3));
        int year = Integer.parseInt(num.group(4));
        boolean dayFirst = num.group(2).equals(".") || a > 12;
        return dayFirst ? LocalDate.of(year, b, a) : LocalDate.of(year, a, b);
      }
    } catch (DateTimeException e) {
      return null;
    }
    String cleaned = t.replaceAll("(?i)(\\d)(st|nd|rd|th)\\b", "$1").replaceAll("\\s+", " ");
    for (DateTimeFormatter f : NAMED_DATES) {
      try {
        return LocalDate.parse(cleaned, f);
      } catch (DateTimeParseException e) {
        // try the next format
      }
    }
    return null;
  }

  /** A time such as {@code 09:30}, {@code 9:30 PM} or {@code 9 am}; null when none. */
  public static @Nullable LocalTime time(String s) {
    Matcher m = TIME.matcher(s.strip());
    if (!m.matches() || (m.group(2) == null && m.group(4) == null)) {
      return null;
    }
    int hour = Integer.parseInt(m.group(1));
    int minute = m.group(2) == null ? 0 : Integer.parseInt(m.group(2));
    int second = m.group(3) == null ? 0 : Integer.parseInt(m.group(3));
    String half = m.group(4);
    if (half != null) {
      if (hour < 1 || hour > 12) {
        return null;
      }
      hour = hour % 12 + (half.equalsIgnoreCase("p") ? 12 : 0);
    }
    try {
      return LocalTime.of(hour, minute, second);
    } catch (DateTimeException e) {
      return null;
    }
  }

  /** A date and a time, separated by {@code T}, a space or a comma; null when none. */
  public static @Nullable LocalDateTime dateTime(String s) {
    String t = s.strip();
    for (int i = t.length() - 1; i > 0; i--) {
      char c = t.charAt(i);
      if (c != 'T' && c != ' ' && c != ',') {
        continue;
      }
      LocalTime time = time(t.substring(i + 1));
      LocalDate d = time == null ? null : date(t.substring(0, i).replaceAll(",\\s*$", ""));
      if (d != null) {
        return LocalDateTime.of(d, time);
      }
    }
    return null;
  }

  /** A year and month such as {@code 2026-01} or {@code 01/2026}; null when none. */
  public static @Nullable YearMonth month(String s) {
    Matcher m = YEAR_MONTH.matcher(s.strip());
    if (!m.matches()) {
      LocalDate d = date(s);
      return d == null ? null : YearMonth.from(d);
    }
    try {
      return m.group(1) != null ? YearMonth.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)))
          : YearMonth.of(Integer.parseInt(m.group(4)), Integer.parseInt(m.group(3)));
    } catch (DateTimeException e) {
      return null;
    }
  }

  /** A decimal number, with or without grouping commas and spaces; null when none. */
  public static @Nullable BigDecimal number(String s) {
    String t = ungrouped(s.strip());
    if (t.isEmpty()) {
      return null;
    }
    try {
      return new BigDecimal(t.startsWith("+") ? t.substring(1) : t);
    } catch (NumberFormatException e) {
      return null;
    }
  }

  private static String ungrouped(String t) {
    String noSpaces = t.replaceAll("[\\s_\\u00a0]", "");
    return GROUPED.matcher(noSpaces).matches() ? noSpaces.replace(",", "") : noSpaces;
  }

  private static String isoTime(LocalTime t) {
    String hm = String.format(Locale.ROOT, "%02d:%02d", t.getHour(), t.getMinute());
    return t.getSecond() == 0 ? hm : hm + String.format(Locale.ROOT, ":%02d", t.getSecond());
  }
}
