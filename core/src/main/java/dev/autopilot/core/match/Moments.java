package dev.autopilot.core.match;

import java.time.LocalTime;
import java.time.Month;
import java.time.MonthDay;
import java.time.format.TextStyle;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The day of the year and the time of day a text mentions anywhere in it — "Tuesday March 16,
 * 11am Eastern", "Tue, Mar 16 · 11:00 AM ET", "16 mars à 11h", "2027-03-16 11:00" — so that an
 * answer picks the one option naming the same moment, however each side writes it. Month names
 * in English, German, French and Spanish (full and abbreviated, as {@link java.time} spells them);
 * times with am/pm, 24-hour {@code HH:MM} and the French {@code 11h}/{@code 11h30}.
 *
 * <p>Stateless and thread-safe.
 */
final class Moments {
  private static final List<Locale> LANGUAGES = List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH, Locale.forLanguageTag("es"));
  private static final Map<String, Month> MONTHS = new HashMap<>();

  static {
    for (Locale l : LANGUAGES) {
      for (Month m : Month.values()) {
        for (TextStyle style : List.of(TextStyle.FULL, TextStyle.SHORT)) {
          String name = fold(m.getDisplayName(style, l));
          if (name.length() >= 3) {
            MONTHS.putIfAbsent(name, m);
          }
        }
        // the three-letter form people write whatever the locale's own abbreviation ("Sept", "sept.")
        MONTHS.putIfAbsent(fold(m.getDisplayName(TextStyle.FULL, l)).substring(0, 3), m);
      }
    }
    MONTHS.put("sept", Month.SEPTEMBER);
  }

  private static final Pattern ISO = Pattern.compile("(?<![\\d])(\\d{4})-(\\d{1,2})-(\\d{1,2})(?![\\d])");
  private static final Pattern DAY_MONTH = Pattern.compile("(?<![\\d\\p{L}])(\\d{1,2})(?:st|nd|rd|th|er|\\.)?\\s+(?:de\\s+)?(\\p{L}{3,})");
  private static final Pattern MONTH_DAY = Pattern.compile("(?<![\\p{L}])(\\p{L}{3,})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?![\\d:])");
  private static final Pattern HALF_DAY = Pattern.compile("(?<![\\d:])(\\d{1,2})(?::(\\d{2}))?\\s*([ap])\\.?\\s*m\\b\\.?", Pattern.CASE_INSENSITIVE);
  private static final Pattern CLOCK = Pattern.compile("(?<![\\d:])(\\d{1,2})(?::|h)(\\d{2})(?![\\d])|(?<![\\d:])(\\d{1,2})h(?![\\p{L}\\d])");

  private Moments() {}

  /** A day and a time of day; either may be null. */
  record Moment(@Nullable MonthDay day, @Nullable LocalTime time) {
    boolean isEmpty() {
      return day == null && time == null;
    }

    /** Nothing named by one contradicts the other, and they share the day or the time. */
    boolean sameAs(Moment other) {
      boolean bothDays = day != null && other.day != null;
      boolean bothTimes = time != null && other.time != null;
      if (bothDays && !day.equals(other.day) || bothTimes && !time.equals(other.time)) {
        return false;
      }
      return bothDays || bothTimes;
    }
  }

  /** The one day and time a text mentions; a field empty when it mentions none or more than one. */
  static Moment of(String text) {
    String t = fold(text);
    MonthDay day = null;
    int days = 0;
    Matcher iso = ISO.matcher(t);
    while (iso.find()) {
      MonthDay d = monthDay(Integer.parseInt(iso.group(2)), Integer.parseInt(iso.group(3)));
      if (d != null && !d.equals(day)) {
        day = d;
        days++;
      }
    }
    if (days == 0) {
      Matcher md = MONTH_DAY.matcher(t);
      while (md.find()) {
        Month m = MONTHS.get(md.group(1));
        MonthDay d = m == null ? null : monthDay(m.getValue(), Integer.parseInt(md.group(2)));
        if (d != null && !d.equals(day)) {
          day = d;
          days++;
        }
      }
      Matcher dm = DAY_MONTH.matcher(t);
      while (dm.find()) {
        Month m = MONTHS.get(dm.group(2));
        MonthDay d = m == null ? null : monthDay(m.getValue(), Integer.parseInt(dm.group(1)));
        if (d != null && !d.equals(day)) {
          day = d;
          days++;
        }
      }
    }
    LocalTime time = null;
    int times = 0;
    Matcher h = HALF_DAY.matcher(t);
    while (h.find()) {
      int hour = Integer.parseInt(h.group(1));
      if (hour < 1 || hour > 12) {
        continue;
      }
      int minute = h.group(2) == null ? 0 : Integer.parseInt(h.group(2));
      LocalTime lt = minute < 60 ? LocalTime.of(hour % 12 + (h.group(3).equalsIgnoreCase("p") ? 12 : 0), minute) : null;
      if (lt != null && !lt.equals(time)) {
        time = lt;
        times++;
      }
    }
    if (times == 0) {
      Matcher c = CLOCK.matcher(t);
      while (c.find()) {
        int hour = Integer.parseInt(c.group(1) != null ? c.group(1) : c.group(3));
        int minute = c.group(2) == null ? 0 : Integer.parseInt(c.group(2));
        if (hour < 24 && minute < 60) {
          LocalTime lt = LocalTime.of(hour, minute);
          if (!lt.equals(time)) {
            time = lt;
            times++;
          }
        }
      }
    }
    return new Moment(days == 1 ? day : null, times == 1 ? time : null);
  }

  /**
   * The index of the one option naming the same moment as the wanted answer (the same day, and the
   * same time where both name one); -1 when the answer names no day or time, or none or several
   * options match.
   */
  static int optionAt(List<String> options, String wanted) {
    Moment w = of(wanted);
    if (w.isEmpty()) {
      return -1;
    }
    int found = -1;
    for (int i = 0; i < options.size(); i++) {
      Moment o = of(options.get(i));
      if (w.sameAs(o)) {
        if (found >= 0) {
          return -1;
        }
        found = i;
      }
    }
    return found;
  }

  private static @Nullable MonthDay monthDay(int month, int day) {
    if (month < 1 || month > 12 || day < 1 || day > 31) {
      return null;
    }
    try {
      return MonthDay.of(month, day);
    } catch (java.time.DateTimeException e) {
      return null;
    }
  }

  private static String fold(String s) {
    String n = java.text.Normalizer.normalize(s, java.text.Normalizer.Form.NFD).replaceAll("\\p{M}", "");
    return n.toLowerCase(Locale.ROOT).replace('·', ' ');
  }
}
