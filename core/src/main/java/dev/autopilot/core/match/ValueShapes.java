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
 * for example +442071838750" is written "+12025550147". The shape is read from what the page shows
 * beside the field: an example in its error message (a number written the way the page wants
 * one), and the field's {@code pattern}. Only the writing changes, never the value: the result is
 * always the same phone number by {@link Match#samePhone}, the rule the verifier holds it to.
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
