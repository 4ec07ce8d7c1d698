package dev.autopilot.playwright.internal;

import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * Compares what was typed or chosen with what the page now holds, forgiving what pages commonly
 * reformat: surrounding and repeated whitespace always, letter case for e-mail addresses and
 * option labels, everything but digits for phone numbers.
 */
public final class ValueMatch {
  private ValueMatch() {}

  /** Whether a typed value took, for an input of this type (null for textareas and editables). */
  public static boolean typed(@Nullable String inputType, String expected, @Nullable String actual) {
    if (actual == null) {
      return false;
    }
    String e = collapse(expected);
    String a = collapse(actual);
    if ("email".equals(inputType)) {
      return e.equalsIgnoreCase(a);
    }
    if ("tel".equals(inputType)) {
      String de = digits(e);
      return de.isEmpty() ? e.equals(a) : de.equals(digits(a));
    }
    return e.equals(a);
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
