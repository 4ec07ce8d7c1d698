package dev.autopilot.llm.internal;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.match.Match;
import dev.autopilot.core.match.Values;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Finds a personal value in text in the forms people and pages write it, not only as it was
 * given: a phone number with any grouping, punctuation, country code or trunk zero (judged by
 * {@link Match#samePhone}, the rule the verifier uses); an e-mail address in any case, also
 * URL-encoded; a URL with or without scheme and {@code www.}; a name in any case and order; a date
 * in any form {@link Values#date} reads (an ambiguous numeric date in either order); an address
 * or free text with its words split by other spaces, commas or line breaks. Matches are whole
 * words: a value is not found inside a longer word or number.
 *
 * <p>Immutable and thread-safe.
 */
public final class ValueForms {
  /** What a value is, which decides the forms it is found in. */
  public enum Form {
    /** An e-mail address: found in any case and URL-encoded; without an {@code @} it is {@link #TEXT}. */
    EMAIL,
    /**
     * A phone number: found with any grouping, punctuation, country code or trunk zero; fewer than
     * 5 digits make it {@link #TEXT}.
     */
    PHONE,
    /** A URL: found with or without its scheme and {@code www.}. */
    URL,
    /** A person's name: its words found in any case and order. */
    NAME,
    /** A date: found in any form {@link Values#date} reads; a value it cannot read is {@link #TEXT}. */
    DATE,
    /** Words in order, split by any spaces, commas, semicolons or line breaks (an address). */
    ADDRESS,
    /** Words in order, split by any spaces. */
    TEXT
  }

  /** Spaces of any kind, and a line break as a page rendering escapes it ({@code \n}). */
  private static final String SPACE = "(?:[\\s\\u00a0\\u202f]|\\\\[nrt])";
  private static final String LIST_SEPARATOR = "(?:[\\s\\u00a0\\u202f,;|]|\\\\[nrt]|<br\\s*/?>)+";
  private static final String NOT_WORD_BEFORE = "(?<![\\p{L}\\p{N}])";
  private static final String NOT_WORD_AFTER = "(?![\\p{L}\\p{N}])";
  private static final Pattern NUMERIC_DATE = Pattern.compile("(?<![\\p{N}])(\\d{1,4})([-/.])(\\d{1,2})\\2(\\d{1,4})(?![\\p{N}])");
  private static final Pattern NAMED_DATE = Pattern.compile(
      "(?<![\\p{L}\\p{N}])(?:\\d{1,2}(?:st|nd|rd|th)?\\.?\\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?,?\\s+(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s+)?\\d{4}(?![\\p{N}])",
      Pattern.CASE_INSENSITIVE);
  private static final String PHONE_SEPARATORS = " .-()/+\u00a0\u202f";
  /** Longest digit run a phone number is looked for in: 15 digits, an international prefix and a trunk zero. */
  private static final int PHONE_MAX_DIGITS = 18;

  private final Form form;
  private final String value;
  private final List<Pattern> patterns;
  private final @Nullable LocalDate date;
  private final int phoneDigits;

  private ValueForms(Form form, String value) {
    this.value = value;
    LocalDate d = form == Form.DATE ? Values.date(value) : null;
    int digits = Match.digits(value).length();
    // a value that is not what its form says is looked for as words
    boolean fits = switch (form) {
      case DATE -> d != null;
      case PHONE -> digits >= 5;
      case EMAIL -> value.indexOf('@') > 0;
      case NAME, ADDRESS, TEXT, URL -> true;
    };
    this.form = fits ? form : Form.TEXT;
    this.date = d;
    this.phoneDigits = digits;
    this.patterns = patterns(this.form, value);
  }

  /**
   * The forms of a value.
   *
   * @param form what the value is; a value that does not fit it is looked for as {@link Form#TEXT}
   * @param value the value as given; stripped. A blank value is never found
   * @return the compiled forms, to reuse for many texts
   */
  public static ValueForms of(Form form, String value) {
    return new ValueForms(requireNonNull(form, "form"), requireNonNull(value, "value").strip());
  }

  /**
   * The form its value is looked for in.
   *
   * @return the form given, or {@link Form#TEXT} when the value did not fit it
   */
  public Form form() {
    return form;
  }

  /**
   * Where the value occurs in the text, in any of its forms: start and end of each match, in order of the text.
   *
   * @param text any text, such as a prompt about to be sent
   * @return {@code {start, end}} pairs (end exclusive), by start and, at one start, longest
   *     first; matches of different forms may overlap; empty when the value is not found
   */
  public List<int[]> find(String text) {
    List<int[]> spans = new ArrayList<>();
    if (patterns.isEmpty()) {
      return spans;
    }
    for (Pattern p : patterns) {
      Matcher m = p.matcher(text);
      while (m.find()) {
        spans.add(new int[] {m.start(), m.end()});
      }
    }
    if (form == Form.PHONE) {
      phones(text, spans);
    } else if (form == Form.DATE) {
      dates(text, spans);
    }
    spans.sort((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(b[1], a[1]));
    return spans;
  }

  /**
   * Whether the value occurs in the text in any of its forms.
   *
   * @param text any text
   * @return true when {@link #find} finds at least one match
   */
  public boolean foundIn(String text) {
    return !find(text).isEmpty();
  }

  private static List<Pattern> patterns(Form form, String value) {
    int flags = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;
    List<Pattern> out = new ArrayList<>();
    if (words(value).isEmpty()) {
      return out;
    }
    switch (form) {
      case EMAIL -> {
        int at = value.lastIndexOf('@');
        String local = value.substring(0, at);
        String domain = value.substring(at + 1);
        out.add(Pattern.compile(NOT_WORD_BEFORE + Pattern.quote(local) + "(?:@|%40|&#64;|\\s*\\[at\\]\\s*)" + Pattern.quote(domain) + NOT_WORD_AFTER, flags));
      }
      case URL -> {
        String core = value.replaceFirst("(?i)^[a-z][a-z0-9+.-]*://", "").replaceFirst("(?i)^www\\.", "").replaceAll("/+$", "");
        StringBuilder p = new StringBuilder();
        for (String part : core.split("/", -1)) {
          if (p.length() > 0) {
            p.append("(?:/|%2F)");
          }
          p.append(Pattern.quote(part));
        }
        out.add(Pattern.compile("(?<![\\p{L}\\p{N}._-])(?:[a-z][a-z0-9+.-]*(?::|%3A)(?://|%2F%2F))?(?:www\\.)?" + p + "(?:/|%2F)?(?![\\p{L}\\p{N}_-])", flags));
      }
      case NAME -> {
        List<String> words = words(value);
        for (List<String> order : orders(words)) {
          out.add(Pattern.compile(NOT_WORD_BEFORE + String.join("(?:" + SPACE + "*," + SPACE + "*|" + SPACE + "+)", order.stream().map(Pattern::quote).toList()) + NOT_WORD_AFTER,
              flags));
        }
      }
      case ADDRESS -> out.add(Pattern.compile(NOT_WORD_BEFORE + String.join(LIST_SEPARATOR, wordsAndCommas(value).stream().map(Pattern::quote).toList()) + NOT_WORD_AFTER, flags));
      case PHONE, DATE, TEXT -> out.add(Pattern.compile(NOT_WORD_BEFORE + String.join(SPACE + "+", words(value).stream().map(Pattern::quote).toList()) + NOT_WORD_AFTER, flags));
    }
    return out;
  }

  private static List<String> words(String value) {
    List<String> out = new ArrayList<>();
    for (String w : value.split("[\\s\\u00a0\\u202f]+")) {
      if (!w.isEmpty()) {
        out.add(w);
      }
    }
    return out;
  }

  private static List<String> wordsAndCommas(String value) {
    List<String> out = new ArrayList<>();
    for (String w : value.split("[\\s\\u00a0\\u202f,;]+")) {
      if (!w.isEmpty()) {
        out.add(w);
      }
    }
    return out;
  }

  /** Every order of up to four words; of more, as given and reversed. */
  private static List<List<String>> orders(List<String> words) {
    List<List<String>> out = new ArrayList<>();
    if (words.size() > 4) {
      out.add(words);
      List<String> reversed = new ArrayList<>(words);
      java.util.Collections.reverse(reversed);
      out.add(reversed);
      return out;
    }
    permute(new ArrayList<>(words), 0, out);
    return out;
  }

  private static void permute(List<String> words, int from, List<List<String>> out) {
    if (from >= words.size() - 1) {
      out.add(List.copyOf(words));
      return;
    }
    for (int i = from; i < words.size(); i++) {
      java.util.Collections.swap(words, from, i);
      permute(words, from + 1, out);
      java.util.Collections.swap(words, from, i);
    }
  }

  /**
   * Phone numbers: each run of digits and phone punctuation, and each part of it from one digit
   * to another, is compared with the value by {@link Match#samePhone}; the widest part that is
   * the same number is a match.
   */
  private void phones(String text, List<int[]> spans) {
    int minDigits = Math.min(7, phoneDigits);
    int i = 0;
    int n = text.length();
    while (i < n) {
      if (!isDigit(text.charAt(i))) {
        i++;
        continue;
      }
      // a run: digits joined by at most three phone separators
      List<Integer> digitAt = new ArrayList<>();
      int j = i;
      int lastDigit = i;
      while (j < n) {
        char c = text.charAt(j);
        if (isDigit(c)) {
          digitAt.add(j);
          lastDigit = j;
          j++;
        } else if (PHONE_SEPARATORS.indexOf(c) >= 0 && j - lastDigit <= 3) {
          j++;
        } else {
          break;
        }
      }
      int[] best = null;
      for (int a = 0; a < digitAt.size(); a++) {
        for (int b = Math.min(digitAt.size() - 1, a + PHONE_MAX_DIGITS - 1); b >= a + minDigits - 1; b--) {
          int start = digitAt.get(a);
          int end = digitAt.get(b) + 1;
          int s = start;
          while (s > 0 && (text.charAt(s - 1) == '+' || text.charAt(s - 1) == '(')) {
            s--;
          }
          String candidate = text.substring(s, end);
          if (best != null && end - s <= best[1] - best[0]) {
            break;
          }
          if (Match.samePhone(candidate, value)) {
            int e = end;
            if (candidate.indexOf('(') > candidate.indexOf(')') && e < n && text.charAt(e) == ')') {
              e++;
            }
            best = new int[] {s, e};
            break;
          }
        }
      }
      if (best != null) {
        spans.add(best);
      }
      i = Math.max(j, i + 1);
    }
  }

  /** Dates: every numeric or named date {@link Values#date} reads as the value's date, a numeric one also with day and month swapped. */
  private void dates(String text, List<int[]> spans) {
    Matcher m = NUMERIC_DATE.matcher(text);
    while (m.find()) {
      String a = m.group(1);
      String sep = m.group(2);
      String b = m.group(3);
      String y = m.group(4);
      if (sameDate(m.group()) || a.length() <= 2 && y.length() == 4 && sameDate(b + sep + a + sep + y)) {
        spans.add(new int[] {m.start(), m.end()});
      }
    }
    Matcher named = NAMED_DATE.matcher(text);
    while (named.find()) {
      String candidate = named.group().replaceAll("(?i)([a-z])\\.", "$1").replaceAll("(\\d)\\.", "$1");
      if (sameDate(candidate)) {
        spans.add(new int[] {named.start(), named.end()});
      }
    }
  }

  private boolean sameDate(String candidate) {
    LocalDate d = Values.date(candidate.toLowerCase(Locale.ROOT).replaceAll("\\bsept\\b", "sep"));
    return d != null && d.equals(date);
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
