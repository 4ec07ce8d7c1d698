package dev.autopilot.core.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Options that are ranges of numbers ("Under $25,000", "$25,000 – $49,999", "11-50", "500+", "1,000
 * or more", years "Before 1919" and "After 1990") and the one that holds an amount or a count ("$72,000", "about 300", "25"). A value
 * with two numbers (a range itself) or none holds nothing; options that are not ranges are never
 * chosen this way. Stateless and thread-safe.
 */
final class NumberRanges {
  // a number is all its digits, a unit's letters after it no part of it: "165cm" is 165, never the
  // "16" of it; k or m alone after it is a thousand or a million ("350k"), never the start of a unit
  private static final String NUM = "(?<![\\d.,])(\\d[\\d,.\\s]*\\d|\\d)\\s*([kKmM](?![\\p{L}]))?(?![\\d])";
  private static final Pattern NUMBER = Pattern.compile(NUM);
  private static final Pattern BETWEEN = Pattern.compile(NUM + "\\s*(?:[-–—]|to|bis|à|a|até)\\s*[^\\d]{0,4}" + NUM);
  private static final Pattern BELOW = Pattern.compile("(?:under|less than|below|fewer than|<|moins de|menos de|unter"
      + "|(?<!\\p{L})(?:before|prior to|avant|antes de|vor))\\s*[^\\d]{0,4}" + NUM);
  /** An upper bound that holds its own number: "sleeps up to 6" holds 6. */
  private static final Pattern UP_TO = Pattern.compile("(?:up to|at most|no more than|≤|bis zu|bis|höchstens|jusqu'à|jusqu’à|au plus|hasta|como máximo)\\s*[^\\d]{0,4}" + NUM);
  private static final Pattern ABOVE_WORD = Pattern.compile("(?:over|more than|above|greater than|>|≥|plus de|más de|mehr als|über"
      + "|(?<!\\p{L})(?:after|since|après|apres|después de|despues de|nach|seit))\\s*[^\\d]{0,4}" + NUM);
  private static final Pattern ABOVE_AFTER = Pattern.compile(NUM + "\\s*(?:\\+|or more|and above|and over|or above|plus|et plus|o más|und mehr)");

  private NumberRanges() {}

  private record Range(double low, double high) {
    boolean holds(double v) {
      return v >= low && v <= high;
    }

    boolean contains(Range other) {
      return other.low >= low && other.high <= high;
    }
  }

  /**
   * The index of the one option whose range holds the value's number, or of the narrowest when the
   * ranges holding it lie one inside another ("sleeps up to 6" beside "sleeps up to 8" for "6
   * berth"); -1 when none holds it or two hold it side by side.
   */
  static int optionHolding(List<String> options, String wanted) {
    // a time of day is no number: "between 5 and 7pm" is not 5, and "Antes de las 14:00" no range
    // of numbers under 14; the clock's spans are DayParts'
    boolean clock = Moments.of(wanted).time() != null;
    // an "m" after the value's number is a million when the options speak of money ("2m" for "£1m – £5m")
    Double value = clock ? null : single(wanted, isMoney(wanted) || options.stream().anyMatch(NumberRanges::isMoney));
    // a value that is a range itself ("2-3m") goes to the one option spanning it
    @Nullable Range asked = value != null || clock ? null : wholeRange(wanted);
    if (value == null && asked == null) {
      return -1;
    }
    List<Range> ranges = new ArrayList<>();
    int parsed = 0;
    for (String o : options) {
      Range r = Moments.of(o).time() != null ? null : range(o);
      ranges.add(r);
      if (r != null) {
        parsed++;
      }
    }
    if (parsed < 2) {
      return -1;
    }
    List<Integer> holding = new ArrayList<>();
    for (int i = 0; i < ranges.size(); i++) {
      Range r = ranges.get(i);
      if (r != null && (value != null ? r.holds(value) : asked != null && r.contains(asked))) {
        holding.add(i);
      }
    }
    // of ranges one inside the other ("sleeps up to 6", "sleeps up to 8" for 6), the narrowest:
    // the wider one is the answer of a larger number
    for (int i : holding) {
      Range r = ranges.get(i);
      if (holding.stream().allMatch(j -> j == i || ranges.get(j).contains(r) && !r.contains(ranges.get(j)))) {
        return i;
      }
    }
    return -1;
  }

  /** The one number of a value ("$72,000" is 72000, "about 300" is 300, "72k" 72000, "2nd" 2, "3.º" 3), or null when it has none or two. */
  static @Nullable Double single(String text) {
    return single(text, isMoney(text));
  }

  private static @Nullable Double single(String text, boolean money) {
    text = ordinalsInDigits(text);
    Matcher m = NUMBER.matcher(hasDigit(text) ? text : spelledInDigits(text));
    if (!m.find()) {
      return null;
    }
    Double v = number(m.group(1), m.group(2), money);
    return m.find() ? null : v;
  }

  /**
   * The one number a text holds, as digits ("3 years" is "3", "about 1,200" is "1200", "$350k" is
   * "350000", "two" is "2"), or null when it holds none or two. A number spelled in words (one to
   * twenty and the tens, in English, German, French and Spanish) is read only in a text without
   * digits; "m" reads as a million only after a currency sign ("$1.2m"; "5m" may be metres).
   */
  static @Nullable String onlyNumber(String text) {
    // what a text says in brackets explains it ("2 (6 et 9 ans)" is two children): its numbers are
    // not the one the text gives, when one stands outside them
    String outside = Match.withoutBrackets(text);
    if (!outside.equals(text)) {
      @Nullable String number = onlyNumber(outside);
      if (number != null) {
        return number;
      }
    }
    String t = hasDigit(text) ? text : spelledInDigits(text);
    Matcher m = NUMBER.matcher(t);
    if (!m.find()) {
      return null;
    }
    String digits = m.group(1).replaceAll("[\\s,]", "");
    @Nullable String scale = m.group(2);
    boolean money = m.start() > 0 && "$€£¥".indexOf(t.charAt(Math.max(0, m.start() - 1))) >= 0;
    if (m.find() || digits.chars().filter(c -> c == '.').count() > 1) {
      return null;
    }
    if (scale == null) {
      return digits;
    }
    if (!scale.equalsIgnoreCase("k") && !money) {
      return null;
    }
    java.math.BigDecimal v = new java.math.BigDecimal(digits).multiply(java.math.BigDecimal.valueOf(scale.equalsIgnoreCase("k") ? 1_000 : 1_000_000));
    return v.stripTrailingZeros().toPlainString();
  }


  private static final java.util.Map<String, Integer> SPELLED = new java.util.HashMap<>();

  static {
    String[][] languages = {
      {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
          "seventeen", "eighteen", "nineteen", "twenty"},
      // words that are also articles or other words ("un", "eine", "elf", "once", "sept", "null") are left out
      {"", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "", "zwölf"},
      {"zéro", "", "deux", "trois", "quatre", "cinq", "six", "", "huit", "neuf", "dix", "onze", "douze"},
      {"cero", "", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "", "doce"}};
    for (String[] words : languages) {
      for (int i = 0; i < words.length; i++) {
        if (!words[i].isEmpty()) {
          SPELLED.putIfAbsent(words[i], i);
        }
      }
    }
    // ordinals: "third", "tercero", "troisième" and "dritte" are 3 ("2nd year" for "Year 2", "tercero" for "3.º");
    // words that also mean something else ("cuarto" a room) are left out
    String[][] ordinals = {
      {"", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"},
      {"", "erste", "zweite", "dritte", "vierte", "fünfte", "sechste", "siebte", "achte", "neunte", "zehnte"},
      {"", "premier", "deuxième", "troisième", "quatrième", "cinquième", "sixième", "septième", "huitième", "neuvième", "dixième"},
      {"", "première", "seconde"},
      {"", "primero", "segundo", "tercero", "", "quinto", "sexto", "séptimo", "octavo", "noveno", "décimo"},
      {"", "primera", "segunda", "tercera", "", "quinta", "sexta", "séptima", "octava", "novena", "décima"},
      {"", "primer", "", "tercer"}};
    for (String[] words : ordinals) {
      for (int i = 0; i < words.length; i++) {
        if (!words[i].isEmpty()) {
          SPELLED.putIfAbsent(words[i], i);
        }
      }
    }
    String[] tens = {"twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"};
    for (int i = 0; i < tens.length; i++) {
      SPELLED.put(tens[i], 20 + 10 * i);
    }
  }

  private static boolean hasDigit(String text) {
    return text.chars().anyMatch(c -> c >= '0' && c <= '9');
  }

  /** The text with its numbers spelled in words written in digits ("two guests" is "2 guests", "twenty-five" is "25"); "a"/"an" stay words. */
  static String spelledInDigits(String text) {
    Matcher m = Pattern.compile("\\p{L}+(?:-\\p{L}+)?").matcher(text);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      String w = m.group().toLowerCase(Locale.ROOT);
      @Nullable Integer n = SPELLED.get(w);
      int dash = w.indexOf('-');
      if (n == null && dash > 0) {
        @Nullable Integer ten = SPELLED.get(w.substring(0, dash));
        @Nullable Integer unit = SPELLED.get(w.substring(dash + 1));
        if (ten != null && unit != null && ten >= 20 && ten % 10 == 0 && unit >= 1 && unit <= 9) {
          n = ten + unit;
        }
      }
      m.appendReplacement(out, n == null ? Matcher.quoteReplacement(m.group()) : String.valueOf(n));
    }
    m.appendTail(out);
    return out.toString();
  }

  /** An ordinal in digits ("2nd", "1er", "3e", "3.º", "1ª") written as its number. */
  private static final Pattern ORDINAL_DIGITS = Pattern.compile("(\\d)(?:st|nd|rd|th|er|re|e|ème|eme|ᵉ|\\.?º|\\.?ª)(?![\\p{L}])", Pattern.CASE_INSENSITIVE);

  private static String ordinalsInDigits(String text) {
    return ORDINAL_DIGITS.matcher(text).replaceAll("$1");
  }

  private static @Nullable Range range(String option) {
    String t = ordinalsInDigits(option.toLowerCase(Locale.ROOT));
    boolean money = isMoney(t);
    Matcher m = BETWEEN.matcher(t);
    if (m.find()) {
      return between(m, money);
    }
    m = UP_TO.matcher(t);
    if (m.find()) {
      Double a = number(m.group(1), m.group(2), money);
      return a == null ? null : new Range(Double.NEGATIVE_INFINITY, a);
    }
    m = BELOW.matcher(t);
    if (m.find()) {
      Double a = number(m.group(1), m.group(2), money);
      return a == null ? null : new Range(Double.NEGATIVE_INFINITY, a - 1e-9);
    }
    m = ABOVE_WORD.matcher(t);
    if (m.find()) {
      Double a = number(m.group(1), m.group(2), money);
      return a == null ? null : new Range(a + 1e-9, Double.POSITIVE_INFINITY);
    }
    m = ABOVE_AFTER.matcher(t);
    if (m.find()) {
      Double a = number(m.group(1), m.group(2), money);
      return a == null ? null : new Range(a, Double.POSITIVE_INFINITY);
    }
    Double only = single(t, money);
    return only == null ? null : new Range(only, only);
  }

  /**
   * The range a match of {@link #BETWEEN} spans. A scale written once, after the second number,
   * is both ends' ("2 – 3 m", "£1–2m", "10-50k") when the first number written bare is the
   * smaller; "500 – 2m" keeps 500.
   */
  private static @Nullable Range between(Matcher m, boolean money) {
    @Nullable String firstScale = m.group(2);
    if (firstScale == null && m.group(4) != null) {
      Double bareA = number(m.group(1), null, money);
      Double bareB = number(m.group(3), null, money);
      if (bareA != null && bareB != null && bareA < bareB) {
        firstScale = m.group(4);
      }
    }
    Double a = number(m.group(1), firstScale, money);
    Double b = number(m.group(3), m.group(4), money);
    return a == null || b == null ? null : new Range(Math.min(a, b), Math.max(a, b));
  }

  /** A value that is a range and nothing more: "2-3m", "10 to 20", "between 5 and 10 kg". */
  private static final Pattern WHOLE_RANGE = Pattern.compile("^\\s*(?:between\\s+|entre\\s+|zwischen\\s+)?" + NUM
      + "\\s*(?:[-–—]|to|and|bis|und|à|et|a|y|até)\\s*[^\\d\\s]{0,2}" + NUM + "\\s*\\p{L}{0,8}\\.?\\s*$", Pattern.CASE_INSENSITIVE);

  /** The range a value that is one spans ({@link #WHOLE_RANGE}), or null. */
  private static @Nullable Range wholeRange(String wanted) {
    String t = ordinalsInDigits(wanted.toLowerCase(Locale.ROOT));
    Matcher m = WHOLE_RANGE.matcher(t);
    return m.matches() ? between(m, isMoney(t)) : null;
  }

  /** Whether a text speaks of money (a currency sign), the one place an "m" after a number is a million. */
  private static boolean isMoney(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (Character.getType(text.charAt(i)) == Character.CURRENCY_SYMBOL) {
        return true;
      }
    }
    return false;
  }

  /** The number written, times its scale: "k" a thousand, "m" a million in a text of money (elsewhere "5 m" is five metres). */
  private static @Nullable Double number(String digits, @Nullable String scale, boolean money) {
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
    if (scale != null && (money || scale.equalsIgnoreCase("k"))) {
      v *= scale.equalsIgnoreCase("k") ? 1_000 : 1_000_000;
    }
    return v;
  }
}
