package dev.autopilot.core.match;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.jspecify.annotations.Nullable;

/**
 * The same value written in the shape a page asks for, after the page rejected the shape it was
 * given: a phone number "+1 202 555 0147" rejected with "international format, without spaces,
 * for example +442071838750" is written "+12025550147"; a date "1979-02-17" rejected with "Format:
 * TT.MM.JJJJ" is written "17.02.1979". The shape is read from what the page shows
 * beside the field: an example in its error message (a number written the way the page wants
 * one), a date's pattern named in it, and the field's {@code pattern}. Only the writing changes,
 * never the value: the result is always the same phone number by {@link Match#samePhone}, or the
 * same day ({@link #sameValue}).
 *
 * <p>Stateless and thread-safe.
 */
public final class ValueShapes {
  /** A phone number as a page writes an example: an optional plus, digits and separators, seven digits at least. */
  private static final Pattern PHONE_EXAMPLE = Pattern.compile("(?<![\\p{L}\\p{N}])\\+?\\(?\\d[\\d ().\\-]{5,}\\d(?![\\p{L}\\p{N}])");

  private ValueShapes() {}

  /**
   * The value in the shape the hint asks for, or null when the hint shows no shape for it, or the
   * value already has it.
   *
   * @param value the value as it was typed, never null
   * @param hint what the page says of the field (its error messages), never null
   * @param pattern the field's {@code pattern} attribute, or null
   * @return the same phone number written as the hint's example writes one (or as bare digits that
   *     fit the pattern), or null when the value is no phone number or no such writing differs
   *     from it
   */
  public static @Nullable String reshaped(String value, String hint, @Nullable String pattern) {
    requireNonNull(value, "value");
    requireNonNull(hint, "hint");
    @Nullable String asDate = dateShaped(value, hint);
    if (asDate != null) {
      return asDate;
    }
    String digits = Match.digits(value);
    if (digits.length() < 7 || !value.strip().matches("[+\\d ().\\-\\u00a0]+") || Values.date(value) != null) {
      // not a phone number (a date reads as one by its digits alone)
      return null;
    }
    List<String> shapes = new ArrayList<>();
    Matcher m = PHONE_EXAMPLE.matcher(hint);
    while (m.find()) {
      String example = m.group();
      if (Match.digits(example).length() >= 7) {
        String shaped = likeExample(value.strip(), digits, example);
        if (shaped != null) {
          shapes.add(shaped);
        }
      }
    }
    if (pattern != null) {
      boolean plus = value.strip().startsWith("+");
      shapes.add((plus ? "+" : "") + digits);
      shapes.add(digits);
    }
    for (String shaped : shapes) {
      if (!shaped.equals(value) && Match.samePhone(shaped, value) && fits(shaped, pattern)) {
        return shaped;
      }
    }
    return null;
  }

  private static final Pattern DATE_IN_HINT = Pattern.compile(
      "(?i)(?<![\\p{L}])(dd|mm|yyyy|yy|tt|jjjj|jj|aaaa|aa)([./ -])(dd|mm|yyyy|yy|tt|jjjj|jj|aaaa|aa)\\2(dd|mm|yyyy|yy|tt|jjjj|jj|aaaa|aa)(?![\\p{L}])");
  private static final Pattern ISO_DAY = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");

  /**
   * A date written as the pattern the hint names ("Format: TT.MM.JJJJ", "use MM/DD/YYYY"), or
   * null: only a date that reads one way whatever the convention (ISO, or with its month in
   * words) is rewritten, and only when the pattern holds a day, a month and a year.
   */
  private static @Nullable String dateShaped(String value, String hint) {
    String v = value.strip();
    if (!ISO_DAY.matcher(v).matches() && v.chars().noneMatch(Character::isLetter)) {
      return null;
    }
    java.time.@Nullable LocalDate day = Values.date(v);
    if (day == null) {
      return null;
    }
    Matcher m = DATE_IN_HINT.matcher(hint);
    while (m.find()) {
      String tokens = (m.group(1) + "|" + m.group(3) + "|" + m.group(4)).toLowerCase(java.util.Locale.ROOT);
      boolean month = tokens.contains("mm");
      boolean year = tokens.matches(".*(yy|jjjj|aa).*");
      boolean dayPart = tokens.matches(".*(dd|tt).*") || tokens.contains("jj") && tokens.contains("aa");
      if (month && year && dayPart) {
        String shaped = AnswerParts.inDatePattern(m, day);
        return shaped.equals(v) ? null : shaped;
      }
    }
    return null;
  }

  /**
   * Whether a reshaped text is the same value as the one typed: the same phone number ({@link
   * Match#samePhone}), or the same day's numbers in another order and writing (as {@link
   * #reshaped} writes a date in a page's pattern).
   *
   * @param typed the value as it was typed first
   * @param reshaped the same value written anew in the shape the page showed
   * @return whether both are the same phone number or the same day; false when reshaping changed
   *     what the value says (then it must not be typed)
   */
  public static boolean sameValue(String typed, String reshaped) {
    if (Match.samePhone(reshaped, typed)) {
      return true;
    }
    java.time.@Nullable LocalDate day = Values.date(typed);
    if (day == null) {
      return false;
    }
    List<Integer> parts = new ArrayList<>();
    for (String n : reshaped.split("\\D+")) {
      if (!n.isEmpty()) {
        parts.add(Integer.parseInt(n));
      }
    }
    List<Integer> wanted = new ArrayList<>(List.of(day.getDayOfMonth(), day.getMonthValue()));
    if (parts.size() != 3) {
      return false;
    }
    boolean fullYear = parts.remove(Integer.valueOf(day.getYear()));
    if (!fullYear && !parts.remove(Integer.valueOf(day.getYear() % 100))) {
      return false;
    }
    parts.sort(null);
    wanted.sort(null);
    return parts.equals(wanted);
  }

  /**
   * The value written as the example writes a number: the example's own grouping when both have
   * as many digits, else its plus sign and separators kept or dropped as the example has them.
   */
  private static @Nullable String likeExample(String value, String digits, String example) {
    String exampleDigits = Match.digits(example);
    boolean examplePlus = example.startsWith("+");
    boolean valuePlus = value.startsWith("+");
    if (exampleDigits.length() == digits.length() && examplePlus == valuePlus) {
      StringBuilder sb = new StringBuilder();
      int d = 0;
      for (char c : example.toCharArray()) {
        sb.append(Character.isDigit(c) ? digits.charAt(d++) : c);
      }
      return sb.toString();
    }
    boolean separators = example.chars().anyMatch(c -> c == ' ' || c == '-' || c == '.' || c == '(' || c == ')');
    if (separators) {
      return null;
    }
    if (examplePlus && !valuePlus) {
      // the value names no country: adding one would be a guess
      return null;
    }
    return (examplePlus ? "+" : "") + digits;
  }

  private static boolean fits(String value, @Nullable String pattern) {
    if (pattern == null || pattern.isBlank()) {
      return true;
    }
    try {
      return Pattern.compile(pattern).matcher(value).matches();
    } catch (PatternSyntaxException e) {
      return true;
    }
  }
}
