package dev.autopilot.core.match;

import java.text.Normalizer;
import java.time.DayOfWeek;
import java.time.LocalTime;
import java.time.format.TextStyle;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Options that are spans of the day ("2 pm – 5 pm", "vormittags (8–12 Uhr)", "After 9 pm",
 * "Afternoon", "Nachmittags", "9 h – 12 h") and the one an answer names: a time of day ("around 6pm" picks "5
 * pm – 7 pm") or a part of the day ("afternoon" picks "2 pm – 5 pm" or "nachmittags"; "Saturday
 * afternoon" picks the Saturday one of several afternoons). Parts of the day are named in English,
 * German, French, Spanish, Chinese and Arabic: morning 05:00–12:00, afternoon 12:00–18:00, evening
 * 17:00–23:00; a span is the part's when most of it lies in it. A span is read only with a mark of the clock (am/pm, minutes, "Uhr", "h"), so that
 * "10-12" (a count, a date) is never read as hours. An answer that fits no span, or as well as
 * another, picks nothing.
 *
 * <p>Stateless and thread-safe.
 */
final class DayParts {
  private DayParts() {}

  /** A part of the day and the hours it spans. */
  private enum Part {
    MORNING(5, 12, "morning", "mornings", "vormittag", "vormittags", "morgens", "morgen", "matin", "matinee", "manana", "上午", "早上", "صباحا", "صباح"),
    AFTERNOON(12, 18, "afternoon", "afternoons", "nachmittag", "nachmittags", "apres midi", "apresmidi", "tarde", "下午", "بعد الظهر", "ظهرا"),
    EVENING(17, 23, "evening", "evenings", "night", "abend", "abends", "soir", "soiree", "noche", "晚上", "傍晚", "مساء", "مساءا");

    final int from;
    final int to;
    final Set<String> words;

    Part(int from, int to, String... words) {
      this.from = from;
      this.to = to;
      this.words = Set.of(words);
    }
  }

  private record Span(double from, double to) {
    boolean holds(double hour) {
      return hour >= from && hour < to;
    }

    /** Most of the span lies in the part ("10 am – 1 pm" is a morning's, "2 pm – 5 pm" an afternoon's). */
    boolean within(Part part) {
      double overlap = Math.min(to, part.to) - Math.max(from, part.from);
      return from < to && overlap * 2 > to - from;
    }
  }

  private static final String HOUR = "(\\d{1,2})(?:[:.h](\\d{2}))?\\s*(a\\.?\\s?m\\.?|p\\.?\\s?m\\.?)?";
  /** An article before an hour: "entre las 17:00 y las 19:00", "après les 18h", "ab dem". */
  private static final String ARTICLE = "(?:(?:las?|les?|l'|the|den|dem)\\s*)?";
  private static final Pattern BETWEEN = Pattern.compile("(?<![\\d:])" + HOUR + "\\s*(?:uhr\\b|h\\b)?\\s*(?:[-–—]|to|bis|à|a|till|until|and|und|et|y)\\s*" + ARTICLE
      + HOUR + "\\s*(uhr|h\\b)?", Pattern.CASE_INSENSITIVE);
  private static final Pattern FIRST_MARK = Pattern.compile("\\d\\s*(?:uhr|h)\\b", Pattern.CASE_INSENSITIVE);
  private static final Pattern AFTER = Pattern.compile("(?:after|from|nach|ab|apres|après|despues de|después de|desde)\\s+" + ARTICLE + HOUR + "\\s*(uhr|h\\b)?", Pattern.CASE_INSENSITIVE);
  private static final Pattern BEFORE = Pattern.compile("(?:before|until|vor|avant|antes de)\\s+" + ARTICLE + HOUR + "\\s*(uhr|h\\b)?", Pattern.CASE_INSENSITIVE);
  private static final Map<String, DayOfWeek> WEEKDAYS = new HashMap<>();

  static {
    for (Locale l : List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH, Locale.forLanguageTag("es"))) {
      for (DayOfWeek d : DayOfWeek.values()) {
        String full = fold(d.getDisplayName(TextStyle.FULL, l));
        WEEKDAYS.putIfAbsent(full, d);
      }
    }
    for (DayOfWeek d : DayOfWeek.values()) {
      // "Sat", "Tue": the English short names only ("mar" is a French Tuesday and an English March)
      WEEKDAYS.putIfAbsent(fold(d.getDisplayName(TextStyle.SHORT, Locale.ENGLISH)).replace(" ", ""), d);
    }
  }

  /**
   * The index of the one option whose span of the day the answer names, or -1: by the answer's
   * one time of day held in a span, else by its part of the day holding a span or named by the
   * option; an answer naming a weekday keeps only the options that name no other.
   */
  static int optionFor(List<String> options, String wanted) {
    Set<DayOfWeek> days = weekdays(wanted);
    @Nullable Span asked = span(wanted);
    if (asked != null && days.isEmpty()) {
      return optionOverlapping(options, asked);
    }
    @Nullable LocalTime time = Moments.of(wanted).time();
    @Nullable Part part = time == null ? partNamed(wanted) : null;
    if (time == null && part == null) {
      return -1;
    }
    int found = -1;
    for (int i = 0; i < options.size(); i++) {
      String option = options.get(i);
      Set<DayOfWeek> optionDays = weekdays(option);
      if (!days.isEmpty() && !optionDays.isEmpty() && !optionDays.equals(days)) {
        continue;
      }
      @Nullable Span span = span(option);
      boolean fits;
      if (time != null) {
        fits = span != null && span.holds(time.getHour() + time.getMinute() / 60.0);
      } else if (part != null) {
        fits = span != null ? span.within(part) : part == partNamed(option);
      } else {
        fits = false;
      }
      if (fits) {
        if (found >= 0) {
          return -1;
        }
        found = i;
      }
    }
    return found;
  }

  /**
   * For an answer that is itself a span of the clock ("between 5 and 7pm"), the one option whose
   * span holds most of it (at least half, and more than any other); -1 when none or two do.
   */
  private static int optionOverlapping(List<String> options, Span asked) {
    int found = -1;
    double best = 0;
    boolean tie = false;
    for (int i = 0; i < options.size(); i++) {
      @Nullable Span span = span(options.get(i));
      if (span == null) {
        continue;
      }
      double overlap = Math.min(asked.to, span.to) - Math.max(asked.from, span.from);
      if (overlap * 2 < asked.to - asked.from || overlap <= 0) {
        continue;
      }
      if (overlap > best) {
        found = i;
        best = overlap;
        tie = false;
      } else if (overlap == best) {
        tie = true;
      }
    }
    return tie ? -1 : found;
  }

  /** The part of the day a text names by its words, or null when it names none or several. */
  static @Nullable Part partNamed(String text) {
    String folded = " " + fold(text).replaceAll("[^\\p{L}\\p{N}]+", " ").strip() + " ";
    @Nullable Part found = null;
    for (Part p : Part.values()) {
      for (String w : p.words) {
        if (folded.contains(" " + w + " ") || !w.matches("[a-z ]+") && folded.contains(w)) {
          if (found != null && found != p) {
            return null;
          }
          found = p;
        }
      }
    }
    return found;
  }

  /** The span of the day an option names with the clock's marks, or null. */
  private static @Nullable Span span(String option) {
    String t = option.toLowerCase(Locale.ROOT);
    Matcher m = BETWEEN.matcher(t);
    if (m.find()) {
      // a mark after the first hour counts too: "9 h – 12 h", as French writes the clock
      boolean marked = m.group(3) != null || m.group(6) != null || m.group(2) != null || m.group(5) != null || m.group(7) != null
          || FIRST_MARK.matcher(m.group()).find();
      if (!marked) {
        return null;
      }
      @Nullable String secondHalf = m.group(6);
      @Nullable String firstHalf = m.group(3) != null ? m.group(3) : secondHalf;
      Double a = hour(m.group(1), m.group(2), firstHalf);
      Double b = hour(m.group(4), m.group(5), secondHalf);
      if (a == null || b == null) {
        return null;
      }
      if (m.group(3) == null && secondHalf != null && a > b) {
        // "11–2 pm": the first hour is the morning's
        a = hour(m.group(1), m.group(2), "am");
      }
      return a == null || a >= b ? null : new Span(a, b);
    }
    m = AFTER.matcher(t);
    if (m.find() && (m.group(3) != null || m.group(2) != null || m.group(4) != null)) {
      Double a = hour(m.group(1), m.group(2), m.group(3));
      return a == null ? null : new Span(a, 24);
    }
    m = BEFORE.matcher(t);
    if (m.find() && (m.group(3) != null || m.group(2) != null || m.group(4) != null)) {
      Double b = hour(m.group(1), m.group(2), m.group(3));
      return b == null ? null : new Span(0, b);
    }
    return null;
  }

  private static @Nullable Double hour(String h, @Nullable String min, @Nullable String half) {
    int hour = Integer.parseInt(h);
    int minutes = min == null ? 0 : Integer.parseInt(min);
    if (minutes > 59) {
      return null;
    }
    if (half != null) {
      if (hour < 1 || hour > 12) {
        return null;
      }
      boolean pm = half.startsWith("p");
      hour = hour % 12 + (pm ? 12 : 0);
    } else if (hour > 24) {
      return null;
    }
    return hour + minutes / 60.0;
  }

  private static Set<DayOfWeek> weekdays(String text) {
    Set<DayOfWeek> out = EnumSet.noneOf(DayOfWeek.class);
    for (String w : fold(text).split("[^\\p{L}]+")) {
      if (w.length() >= 3) {
        DayOfWeek d = WEEKDAYS.get(w);
        if (d != null) {
          out.add(d);
        }
      }
    }
    return out;
  }

  private static String fold(String s) {
    String d = Normalizer.normalize(s, Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
    return d.toLowerCase(Locale.ROOT).replace('.', ' ').replace('-', ' ');
  }
}
