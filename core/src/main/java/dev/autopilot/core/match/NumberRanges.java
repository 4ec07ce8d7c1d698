package dev.autopilot.core.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Options that are ranges of numbers ("Under $25,000", "$25,000 – $49,999", "11-50", "500+", "1,000
 * or more") and the one that holds an amount or a count ("$72,000", "about 300", "25"). A value
 * with two numbers (a range itself) or none holds nothing; options that are not ranges are never
 * chosen this way. Stateless and thread-safe.
 */
final class NumberRanges {
  private static final String NUM = "(\\d[\\d,.\\s]*\\d|\\d)\\s*([kKmM])?(?![\\p{L}])";
  private static final Pattern NUMBER = Pattern.compile(NUM);
  private static final Pattern BETWEEN = Pattern.compile(NUM + "\\s*(?:[-–—]|to|bis|à|a|até)\\s*[^\\d]{0,4}" + NUM);
  private static final Pattern BELOW = Pattern.compile("(?:under|less than|below|up to|fewer than|<|≤|bis|moins de|menos de|unter)\\s*[^\\d]{0,4}" + NUM);
  private static final Pattern ABOVE_WORD = Pattern.compile("(?:over|more than|above|greater than|>|≥|plus de|más de|mehr als|über)\\s*[^\\d]{0,4}" + NUM);
  private static final Pattern ABOVE_AFTER = Pattern.compile(NUM + "\\s*(?:\\+|or more|and above|and over|or above|plus|et plus|o más|und mehr)");

  private NumberRanges() {}

  private record Range(double low, double high) {
    boolean holds(double v) {
      return v >= low && v <= high;
    }
  }

  /** The index of the one option whose range holds the value's number, or -1. */
  static int optionHolding(List<String> options, String wanted) {
    Double value = single(wanted);
    if (value == null) {
      return -1;
    }
    List<Range> ranges = new ArrayList<>();
    int parsed = 0;
    for (String o : options) {
      Range r = range(o);
      ranges.add(r);
      if (r != null) {
        parsed++;
      }
    }
    if (parsed < 2) {
      return -1;
    }
    int found = -1;
    for (int i = 0; i < ranges.size(); i++) {
      Range r = ranges.get(i);
      if (r != null && r.holds(value)) {
        if (found >= 0) {
          return -1;
        }
        found = i;
      }
    }
    return found;
  }

  /** The one number of a value ("$72,000" is 72000, "about 300" is 300, "72k" 72000), or null when it has none or two. */
  static @Nullable Double single(String text) {
    Matcher m = NUMBER.matcher(text);
    if (!m.find()) {
      return null;
    }
    Double v = number(m.group(1), m.group(2));
    return m.find() ? null : v;
  }

  /** The one number a text holds, as digits ("3 years" is "3", "about 1,200" is "1200"), or null when it holds none or two. */
  static @Nullable String onlyNumber(String text) {
    Matcher m = NUMBER.matcher(text);
    if (!m.find() || m.group(2) != null) {
      return null;
    }
    String digits = m.group(1).replaceAll("[\\s,]", "");
    return m.find() || digits.chars().filter(c -> c == '.').count() > 1 ? null : digits;
  }

  private static @Nullable Range range(String option) {
    String t = option.toLowerCase(Locale.ROOT);
    Matcher m = BETWEEN.matcher(t);
    if (m.find()) {
      Double a = number(m.group(1), m.group(2));
      Double b = number(m.group(3), m.group(4));
      return a == null || b == null ? null : new Range(Math.min(a, b), Math.max(a, b));
    }
    m = BELOW.matcher(t);
    if (m.find()) {
      Double a = number(m.group(1), m.group(2));
      return a == null ? null : new Range(Double.NEGATIVE_INFINITY, a - 1e-9);
    }
    m = ABOVE_WORD.matcher(t);
    if (m.find()) {
      Double a = number(m.group(1), m.group(2));
      return a == null ? null : new Range(a + 1e-9, Double.POSITIVE_INFINITY);
    }
    m = ABOVE_AFTER.matcher(t);
    if (m.find()) {
      Double a = number(m.group(1), m.group(2));
      return a == null ? null : new Range(a, Double.POSITIVE_INFINITY);
    }
    Double only = single(t);
    return only == null ? null : new Range(only, only);
  }

  private static @Nullable Double number(String digits, @Nullable String scale) {
    String d = digits.replaceAll("[\\s,]", "");
    if (d.chars().filter(c -> c == '.').count() > 1) {
      d = d.replace(".", ""); // 1.000.000 written with dots for thousands
    }
    double v;
    try {
      v = Double.parseDouble(d);
    } catch (NumberFormatException e) {
      return null;
    }
    if (scale != null) {
      v *= scale.equalsIgnoreCase("k") ? 1_000 : 1_000_000;
    }
    return v;
  }
}
