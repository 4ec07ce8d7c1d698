package dev.autopilot.observability.internal;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The values of a person's profile, compiled into one pattern that finds each as a whole word
 * (not inside a longer word or number), case-insensitively, with any run of white space
 * standing for any other. Longer values are tried first, so a full name goes as one. Immutable
 * and thread-safe.
 */
public final class PersonalValues {
  /** What replaces a personal value. */
  public static final String PERSONAL = "[personal]";

  private static final PersonalValues NONE = new PersonalValues(List.of(), null);

  private final List<String> values;
  private final @Nullable Pattern pattern;

  private PersonalValues(List<String> values, @Nullable Pattern pattern) {
    this.values = values;
    this.pattern = pattern;
  }

  /**
   * No values: replaces nothing.
   *
   * @return the shared empty instance
   */
  public static PersonalValues none() {
    return NONE;
  }

  /**
   * These values; blanks and values shorter than 2 characters are dropped.
   *
   * @param values stripped and deduplicated (exact duplicates only)
   * @return the compiled values; {@link #none()} when none is kept
   */
  public static PersonalValues of(Collection<String> values) {
    Set<String> kept = new LinkedHashSet<>();
    for (String value : values) {
      String v = value.strip();
      if (v.codePointCount(0, v.length()) >= 2) {
        kept.add(v);
      }
    }
    if (kept.isEmpty()) {
      return NONE;
    }
    List<String> ordered = new ArrayList<>(kept);
    ordered.sort(Comparator.comparingInt(String::length).reversed());
    StringBuilder alternation = new StringBuilder();
    for (String v : ordered) {
      if (alternation.length() > 0) {
        alternation.append('|');
      }
      String[] words = v.split("\\s+");
      for (int i = 0; i < words.length; i++) {
        if (i > 0) {
          alternation.append("[\\s\\u00a0]+");
        }
        alternation.append(Pattern.quote(words[i]));
      }
    }
    Pattern pattern = Pattern.compile("(?<![\\p{L}\\p{N}])(?:" + alternation + ")(?![\\p{L}\\p{N}])", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    return new PersonalValues(List.copyOf(kept), pattern);
  }

  /**
   * The values, as given (stripped, deduplicated).
   *
   * @return an immutable list in the order first given
   */
  public List<String> values() {
    return values;
  }

  /**
   * The text with every value replaced by {@link #PERSONAL}.
   *
   * @param text any text
   * @return the text with each whole-word occurrence replaced; the same instance when there is
   *     none
   */
  public String replaceIn(String text) {
    Pattern p = pattern;
    if (p == null || text.isEmpty()) {
      return text;
    }
    Matcher m = p.matcher(text);
    return m.find() ? m.replaceAll(Matcher.quoteReplacement(PERSONAL)) : text;
  }
}
