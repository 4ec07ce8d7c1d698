package dev.autopilot.playwright.internal;

import java.math.BigDecimal;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * Compares what was typed or chosen with what the page now holds, forgiving what pages commonly
 * reformat: surrounding and repeated whitespace always; letter case for e-mail addresses and
 * option labels; everything but digits for phone numbers; the written form of dates, times and
 * numbers ({@code 01/05/2026} and {@code 2026-01-05} are the same date, {@code 1,000} and
 * {@code 1000} the same number). See {@link FieldValues} for how dates are read.
 */
public final class ValueMatch {
  private ValueMatch() {}

  /**
   * Whether a typed value took, for an input of this type (null for textareas and editables).
   * A text field whose page reformats a date ({@code 2026-01-05} shown as {@code 01/05/2026})
   * matches when both name the same day.
   */
  public static boolean typed(@Nullable String inputType, String expected, @Nullable String actual) {
    if (actual == null) {
      return false;
    }
    String e = collapse(expected);
    String a = collapse(actual);
    if (e.equals(a)) {
      return true;
    }
    String type = inputType == null ? "" : inputType;
    switch (type) {
      case "email" -> {
        return e.equalsIgnoreCase(a);
      }
      case "tel" -> {
        String de = digits(e);
        return !de.isEmpty() && de.equals(digits(a));
      }
      case "number", "range" -> {
        BigDecimal ne = FieldValues.number(e);
        BigDecimal na = FieldValues.number(a);
        return ne != null && na != null && ne.compareTo(na) == 0;
      }
      case "date" -> {
        return same(FieldValues.date(e), FieldValues.date(a));
      }
      case "time" -> {
        return same(FieldValues.time(e), FieldValues.time(a));
      }
      case "datetime-local" -> {
        return same(FieldValues.dateTime(e), FieldValues.dateTime(a));
      }
      case "month" -> {
        return same(FieldValues.month(e), FieldValues.month(a));
      }
      case "", "text", "search" -> {
        return same(FieldValues.date(e), FieldValues.date(a));
      }
      default -> {
        return false;
      }
    }
  }

  private static boolean same(@Nullable Object expected, @Nullable Object actual) {
    return expected != null && expected.equals(actual);
  }

  /** Whether two option labels or values name the same option: case and spacing ignored. */
  public static boolean sameOption(String a, @Nullable String b) {
    return b != null && key(a).equals(key(b));
  }

  /** Trimmed, with every run of whitespace made one space. */
  public static String collapse(String s) {
    return s.strip().replaceAll("\\s+", " ");
  }

  /** Collapsed and lower case. */
  public static String key(String s) {
    return collapse(s).toLowerCase(Locale.ROOT);
  }

  /** At most {@code max} characters, for evidence. */
  public static @Nullable String cut(@Nullable String s, int max) {
    return s == null || s.length() <= max ? s : s.substring(0, max);
  }

  private static String digits(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c >= '0' && c <= '9') {
        sb.append(c);
      }
    }
    return sb.toString();
  }
}
