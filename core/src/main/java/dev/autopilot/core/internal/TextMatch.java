package dev.autopilot.core.internal;

import java.util.Locale;
import org.jspecify.annotations.Nullable;

/** Value comparison as the verification matrix defines it: whitespace, e-mail case, phone digits. */
public final class TextMatch {
  private TextMatch() {}

  /** Trims and collapses runs of whitespace (no-break spaces included) to one space. */
  public static String normalize(CharSequence s) {
    StringBuilder out = new StringBuilder(s.length());
    boolean space = false;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isWhitespace(c) || Character.isSpaceChar(c)) {
        space = out.length() > 0;
      } else {
        if (space) {
          out.append(' ');
          space = false;
        }
        out.append(c);
      }
    }
    return out.toString();
  }

  /** The digits of a string, in order. */
  public static String digits(String s) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c >= '0' && c <= '9') {
        out.append(c);
      }
    }
    return out.toString();
  }

  /**
   * Whether an observed field value equals the wanted one: after whitespace normalization,
   * ignoring case for e-mail inputs and comparing only digits for phone inputs.
   */
  public static boolean sameValue(String observed, String wanted, @Nullable String inputType) {
    String type = inputType == null ? "" : inputType.toLowerCase(Locale.ROOT);
    if (type.equals("tel")) {
      String d = digits(wanted);
      return !d.isEmpty() && digits(observed).equals(d);
    }
    String a = normalize(observed);
    String b = normalize(wanted);
    return type.equals("email") ? a.equalsIgnoreCase(b) : a.equals(b);
  }
}
