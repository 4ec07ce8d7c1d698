package dev.autopilot.observability.internal;

import java.util.Locale;

/** Small formatting helpers shared by the narrative, the summary and the log lines. */
public final class Texts {
  private Texts() {}

  /**
   * The text on one line: line breaks and tabs become spaces, runs of spaces one space.
   *
   * @param text any text; not redacted here
   * @return the text on one line, without leading or trailing space
   */
  public static String oneLine(String text) {
    return text.replaceAll("[\\s\\u00a0]+", " ").trim();
  }

  /**
   * The text on one line, cut at {@code max} code points with an ellipsis.
   *
   * @param text any text; not redacted here
   * @param max the most code points returned, the ellipsis included; at least 1
   * @return the one-line text, whole when it fits
   */
  public static String clip(String text, int max) {
    String line = oneLine(text);
    if (line.codePointCount(0, line.length()) <= max) {
      return line;
    }
    return line.substring(0, line.offsetByCodePoints(0, max - 1)).trim() + "\u2026";
  }

  /**
   * Milliseconds for people: {@code 850 ms}, {@code 12.3 s}, {@code 4 min 05 s}.
   *
   * @param millis a duration in milliseconds, not negative
   * @return milliseconds below a second, seconds with one decimal below a minute, else minutes
   *     and seconds
   */
  public static String duration(long millis) {
    if (millis < 1_000) {
      return millis + " ms";
    }
    if (millis < 60_000) {
      return String.format(Locale.ROOT, "%.1f s", millis / 1000.0);
    }
    long seconds = millis / 1000;
    return String.format(Locale.ROOT, "%d min %02d s", seconds / 60, seconds % 60);
  }

  /**
   * A confidence between 0 and 1 with two decimals.
   *
   * @param confidence between 0 and 1
   * @return such as {@code 0.85}, with a dot whatever the locale
   */
  public static String confidence(double confidence) {
    return String.format(Locale.ROOT, "%.2f", confidence);
  }

  /**
   * A count with its noun: {@code 1 action}, {@code 3 actions}.
   *
   * @param n the count
   * @param singular the noun used for exactly 1
   * @param plural the noun used for any other count, 0 included
   * @return the count, a space and the noun
   */
  public static String count(long n, String singular, String plural) {
    return n + " " + (n == 1 ? singular : plural);
  }
}
