package dev.autopilot.core.match;

import java.math.BigDecimal;
import java.text.ParsePosition;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.YearMonth;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.temporal.IsoFields;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Reads dates, times, weeks and numbers the way people and plans write them, and writes them the
 * way HTML inputs hold them ({@code 2026-01-05}, {@code 09:30}, {@code 2026-W02}, {@code 1000}).
 *
 * <h2>Which numeric date is meant</h2>
 *
 * A date written with three numbers is read by one rule, the same for every caller (planner,
 * executor, verifier), so what the executor writes into a date input is exactly what the
 * planner and the verifier expect to find there:
 *
 * <ol>
 *   <li>a four-digit year first is ISO order, year-month-day ({@code 2026-01-05},
 *       {@code 2026/1/5});
 *   <li>dots mean European order, day first ({@code 05.01.2026} is January 5);
 *   <li>with slashes or dashes, a first number above 12 can only be a day, so the date is read
 *       day first ({@code 13/05/2026} is May 13);
 *   <li>otherwise, including the ambiguous {@code 01/05/2026}, the date is read month first, as US
 *       forms write it: January 5.
 * </ol>
 *
 * A European writer of {@code 05/01/2026} who means January 5 is therefore read as May 1; write
 * dots ({@code 05.01.2026}) or ISO to say day first. The rule planner never turns such a date
 * ({@link #ambiguousDate}) into another writing: it types it into no date input and into a text
 * field only as written. Month names are English, German, French, Spanish and Arabic. Stateless
 * and thread-safe.
 */
public final class Values {

  private static final Pattern ISO_DATE = Pattern.compile("(\\d{4})[-/.](\\d{1,2})[-/.](\\d{1,2})");
  private static final Pattern NUMERIC_DATE = Pattern.compile("(\\d{1,2})([-/.])(\\d{1,2})\\2(\\d{4})");
  private static final Pattern TIME = Pattern.compile("(\\d{1,2})(?::(\\d{2}))?(?::(\\d{2}))?\\s*([ap])?\\.?\\s*(m\\.?)?", Pattern.CASE_INSENSITIVE);
  private static final Pattern YEAR_MONTH = Pattern.compile("(\\d{4})[-/.](\\d{1,2})|(\\d{1,2})[-/.](\\d{4})");
  private static final Pattern WEEK = Pattern.compile("(\\d{4})-?w(\\d{1,2})|w(?:eek)?\\s*(\\d{1,2}),?\\s*(?:of\\s+)?(\\d{4})", Pattern.CASE_INSENSITIVE);
  private static final Pattern GROUPED = Pattern.compile("[+-]?\\d{1,3}(,\\d{3})+(\\.\\d+)?");
  /**
   * Dates written with a month's name: in English first, then as German, French, Spanish and
   * Arabic write them with the JDK's month names for each ("2. April 2008", "2 avril 2008",
   * "2 de abril de 2008", "2 أبريل 2008"), and as Chinese writes a date ("2008年4月2日").
   */
  private static final List<DateTimeFormatter> NAMED_DATES = namedDates();

  private static final DateTimeFormatter MONTH_NAME = named("MMMM uuuu");
  private static final Pattern YEAR = Pattern.compile("\\d{4}");
  // a weekday before a date ("Tue Sep 01 2026", JavaScript's Date.toDateString; "Tuesday, September 1,
  // 2026"; "Sa 14.08.2027"; "sábado 14/08/2027"; "星期六 2027年8月14日"): read past, the date alone
  // names the day. The names are the JDK's (CLDR) for the six languages, full and short
  private static final Pattern WEEKDAY = weekdays();
  private static final Pattern ORDINAL = Pattern.compile("(\\d)(st|nd|rd|th|er)\\b", Pattern.CASE_INSENSITIVE);
  private static final Pattern SPACES = Pattern.compile("\\s+");
  private static final Pattern GROUP_SPACES = Pattern.compile("[\\s_\\u00a0\\u202f]");

  private Values() {}

  private static DateTimeFormatter named(String pattern) {
    return named(pattern, Locale.ENGLISH);
  }

  private static DateTimeFormatter named(String pattern, Locale locale) {
    // strict: "30 February" is no day, never the last of the month
    return new DateTimeFormatterBuilder().parseCaseInsensitive().appendPattern(pattern).toFormatter(locale)
        .withResolverStyle(java.time.format.ResolverStyle.STRICT);
  }

  private static Pattern weekdays() {
    java.util.Set<String> names = new java.util.TreeSet<>(java.util.Comparator.comparingInt(String::length).reversed().thenComparing(java.util.Comparator.naturalOrder()));
    for (Locale locale : List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH, new Locale("es"), Locale.CHINESE, Locale.forLanguageTag("ar"))) {
      for (java.time.DayOfWeek day : java.time.DayOfWeek.values()) {
        for (java.time.format.TextStyle style : List.of(java.time.format.TextStyle.FULL, java.time.format.TextStyle.SHORT)) {
          String name = day.getDisplayName(style, locale).toLowerCase(Locale.ROOT).replace(".", "");
          if (!name.isBlank()) {
            names.add(Pattern.quote(name));
          }
        }
      }
    }
    // English's three letters with any ending ("Tues", "Thurs") as before
    return Pattern.compile("^(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|" + String.join("|", names) + ")\\.?,?\\s*(?=\\d)|^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?,?\\s+",
        Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
  }

  private static List<DateTimeFormatter> namedDates() {
    List<DateTimeFormatter> out = new java.util.ArrayList<>();
    for (String p : List.of("MMMM d, uuuu", "MMMM d uuuu", "MMM d, uuuu", "MMM d uuuu", "d MMMM uuuu", "d MMM uuuu", "d MMMM, uuuu", "d MMM, uuuu")) {
      out.add(named(p));
    }
    for (String p : List.of("d. MMMM uuuu", "d. MMM uuuu", "d MMMM uuuu")) {
      out.add(named(p, Locale.GERMAN));
    }
    for (String p : List.of("d MMMM uuuu", "d MMM uuuu")) {
      out.add(named(p, Locale.FRENCH));
    }
    Locale spanish = new Locale("es");
    for (String p : List.of("d 'de' MMMM 'de' uuuu", "d MMMM uuuu", "d 'de' MMMM uuuu")) {
      out.add(named(p, spanish));
    }
    Locale arabic = Locale.forLanguageTag("ar-u-nu-latn");
    for (String p : List.of("d MMMM uuuu", "d MMMM، uuuu")) {
      out.add(named(p, arabic));
    }
    out.add(named("uuuu'年'M'月'd'日'", Locale.CHINESE));
    return List.copyOf(out);
  }

  /**
   * Whether a field of this kind can take the value at all: a date, time, month, week or
   * date-and-time field only a value that {@link #forInput} reads as one of its kind (a sentence
   * is no answer to "Abreise", whatever pairs them); any other kind any value, and a blank one.
   *
   * @param kind the field's kind
   * @param value the value as the pack gives it
   * @return false only for a temporal kind and a value of none of it
   */
  public static boolean takes(ValueKind kind, String value) {
    return !kind.isTemporal() || value.isBlank() || forInput(kind, value) != null;
  }

  /**
   * What to put into an input of this kind for the text: the ISO form for date, time,
   * datetime-local, month and week inputs, the number without grouping for number inputs, the
   * text itself for other kinds.
   *
   * @return the value, or null when the text is no value an input of this kind can hold (blank
   *     text is always allowed: it clears the input)
   * @param kind the input's kind ({@link ValueKind#of})
   * @param text the value as the pack gives it
   */
  public static @Nullable String forInput(ValueKind kind, String text) {
    String t = text.strip();
    switch (kind) {
      case DATE -> {
        LocalDate d = date(t);
        return d == null ? emptyOrNull(t) : d.toString();
      }
      case TIME -> {
        LocalTime time = time(t);
        return time == null ? emptyOrNull(t) : isoTime(time);
      }
      case DATETIME_LOCAL -> {
        LocalDateTime dt = dateTime(t);
        return dt == null ? emptyOrNull(t) : dt.toLocalDate() + "T" + isoTime(dt.toLocalTime());
      }
      case MONTH -> {
        YearMonth m = month(t);
        return m == null ? emptyOrNull(t) : m.toString();
      }
      case WEEK -> {
        IsoWeek w = week(t);
        return w == null ? emptyOrNull(t) : w.toString();
      }
      case NUMBER -> {
        BigDecimal n = number(t);
        return n == null ? emptyOrNull(t) : ungrouped(t);
      }
      default -> {
        return text;
      }
    }
  }

  /**
   * The date the text names ({@link #date}) written in a date widget's own format: a
   * {@link DateTimeFormatter} pattern with English month and day names, such as
   * {@code dd/MM/yyyy} or {@code MMMM d, yyyy}, which snapshots give date pickers and date masks
   * under the attribute {@code format}.
   *
   * @return the date in that format, or null when the text is no date or the pattern is no
   *     pattern a date alone can fill (a time in it, or letters it does not know)
   * @param pattern the widget's {@link DateTimeFormatter} pattern
   * @param text the date as the pack gives it
   */
  public static @Nullable String inDateFormat(String pattern, String text) {
    // a text already written in the widget's own format means what that format says ("03/12/2026" under dd/MM/yyyy is 3 December)
    LocalDate d = dateInFormat(pattern, text);
    if (d == null || pattern.isBlank()) {
      return null;
    }
    try {
      return DateTimeFormatter.ofPattern(pattern, Locale.ENGLISH).format(d);
    } catch (IllegalArgumentException | DateTimeException e) {
      return null;
    }
  }

  /**
   * The date a text written in a date widget's own format names (the inverse of
   * {@link #inDateFormat}); where the text does not follow the pattern, {@link #date} reads it.
   * The pattern decides what {@code 05/01/2026} means: January 5 under {@code dd/MM/yyyy}.
   *
   * @return the date, or null when neither reads one
   * @param pattern the widget's {@link DateTimeFormatter} pattern, or null to read the text as
   *     {@link #date} does
   * @param text the text the widget shows or the pack gives
   */
  public static @Nullable LocalDate dateInFormat(@Nullable String pattern, String text) {
    if (pattern != null && !pattern.isBlank()) {
      try {
        return LocalDate.parse(text.strip(), new DateTimeFormatterBuilder().parseCaseInsensitive().appendPattern(pattern).toFormatter(Locale.ENGLISH));
      } catch (IllegalArgumentException | DateTimeException e) {
        // not in the widget's format: read as any date
      }
    }
    return date(text);
  }

  /**
   * What to type into a masked input for the text: its letters and digits only, the mask writes
   * its own separators. The mask is the input's empty template with one {@code _} per slot
   * ({@code (___) ___-____}); when the text has more characters than the mask has slots and is
   * written internationally ({@code +1 ...}, {@code 00...}), its country code (at most three
   * digits) is left out so that the national number fills the slots.
   *
   * @param mask the input's empty template, one {@code _} per slot
   * @param text the value as the pack gives it
   * @return the letters and digits to type, never null; empty when the text has none
   */
  public static String forMask(String mask, String text) {
    StringBuilder chars = new StringBuilder();
    text.codePoints().filter(Character::isLetterOrDigit).forEach(chars::appendCodePoint);
    long slots = mask.chars().filter(c -> c == '_').count();
    String t = text.strip();
    boolean international = t.startsWith("+") || t.startsWith("00");
    int extra = chars.length() - (int) slots;
    if (slots > 0 && international && extra > 0 && extra <= 3 + (t.startsWith("00") ? 2 : 0)) {
      return chars.substring(extra);
    }
    return chars.toString();
  }

  private static @Nullable String emptyOrNull(String t) {
    return t.isEmpty() ? "" : null;
  }

  /**
   * A date written as ISO, numerically (see the type's description for which order) or with an
   * English month name ({@code January 5, 2026}, {@code 5 Jan 2026}), a weekday before it read past
   * ({@code Tue Sep 01 2026}, as JavaScript's {@code Date.toDateString} writes it); null when none.
   *
   * @param s the text
   * @return the date, or null when the text names none
   */
  public static @Nullable LocalDate date(String s) {
    String t = s.strip();
    @Nullable LocalDate date = dateOf(t);
    if (date != null) {
      return date;
    }
    // "Mar 14, 2027" is March before it is a Spanish Tuesday: the weekday is read past only when
    // the text is no date with it
    Matcher weekday = WEEKDAY.matcher(t);
    return weekday.find() && weekday.end() < t.length() ? dateOf(t.substring(weekday.end())) : null;
  }

  /**
   * Whether a text is a date written with three numbers that people of different countries read
   * as different days: slashes or dashes, both first numbers 12 or less and not equal ({@code
   * 08/07/1994} is 8 July in France and August 7 in the US). {@link #date} reads it month first;
   * a planner that must turn it into another writing (a date input's ISO, a page's pattern) leaves
   * it unplaced rather than guess: written as ISO, with dots or with the month's name, it is read
   * one way everywhere.
   *
   * @param s the text
   * @return true for such a date
   * @throws NullPointerException when {@code s} is null
   */
  public static boolean ambiguousDate(String s) {
    Matcher num = NUMERIC_DATE.matcher(s.strip());
    if (!num.matches() || num.group(2).equals(".")) {
      return false;
    }
    int a = Integer.parseInt(num.group(1));
    int b = Integer.parseInt(num.group(3));
    return a <= 12 && b <= 12 && a != b;
  }

  private static @Nullable LocalDate dateOf(String t) {
    try {
      Matcher iso = ISO_DATE.matcher(t);
      if (iso.matches()) {
        return LocalDate.of(Integer.parseInt(iso.group(1)), Integer.parseInt(iso.group(2)), Integer.parseInt(iso.group(3)));
      }
      Matcher num = NUMERIC_DATE.matcher(t);
      if (num.matches()) {
        int a = Integer.parseInt(num.group(1));
        int b = Integer.parseInt(num.group(3));
        int year = Integer.parseInt(num.group(4));
        boolean dayFirst = num.group(2).equals(".") || a > 12;
        return dayFirst ? LocalDate.of(year, b, a) : LocalDate.of(year, a, b);
      }
    } catch (DateTimeException e) {
      return null;
    }
    if (!hasLetter(t) || !YEAR.matcher(t).find()) {
      return null;
    }
    String cleaned = SPACES.matcher(ORDINAL.matcher(t).replaceAll("$1")).replaceAll(" ");
    for (DateTimeFormatter f : NAMED_DATES) {
      // A cheap trial parse first: most texts are no date, and exceptions are dear.
      ParsePosition at = new ParsePosition(0);
      if (f.parseUnresolved(cleaned, at) == null || at.getErrorIndex() >= 0 || at.getIndex() != cleaned.length()) {
        continue;
      }
      try {
        return LocalDate.parse(cleaned, f);
      } catch (DateTimeParseException e) {
        return null;
      }
    }
    return null;
  }

  private static final Pattern EMAIL_ADDRESS = Pattern.compile("[^\\s@<>()\\[\\],;:\"]+@[^\\s@<>()\\[\\],;:\"]+\\.[^\\s@<>()\\[\\],;:\".]{2,}");

  /**
   * Whether the text has the shape of one e-mail address ({@code name@example.org}, no display
   * name): the one check every pack's values use.
   *
   * @throws NullPointerException if {@code text} is null
   * @param text the value, surrounding blanks ignored
   * @return true for one bare address
   */
  public static boolean isEmailAddress(String text) {
    return EMAIL_ADDRESS.matcher(java.util.Objects.requireNonNull(text, "text").strip()).matches();
  }

  /**
   * A time such as {@code 09:30}, {@code 21:30:15}, {@code 9:30 PM} or {@code 9 a.m.}; null when none.
   *
   * @param s the text
   * @return the time, or null when the text names none
   */
  public static @Nullable LocalTime time(String s) {
    Matcher m = TIME.matcher(s.strip());
    if (!m.matches() || (m.group(2) == null && m.group(4) == null)) {
      return null;
    }
    int hour = Integer.parseInt(m.group(1));
    int minute = m.group(2) == null ? 0 : Integer.parseInt(m.group(2));
    int second = m.group(3) == null ? 0 : Integer.parseInt(m.group(3));
    String half = m.group(4);
    if (half != null) {
      if (hour < 1 || hour > 12) {
        return null;
      }
      hour = hour % 12 + (half.equalsIgnoreCase("p") ? 12 : 0);
    }
    try {
      return LocalTime.of(hour, minute, second);
    } catch (DateTimeException e) {
      return null;
    }
  }

  /**
   * The one day a text leads with among other words, as a person writes when something should
   * happen ("Tuesday 9 March 2027, mornings suit me best", "from Thursday 6 May 2027", "Saturday 15
   * May 2027 – or the Sunday after if it's full"): every run of one to five words of its first
   * comma-separated part that {@link #date} reads as a whole, and they must all name the same day.
   * Null when that part names no day, two different days, or a day that reads as two ({@link
   * #ambiguousDate}), or when the text names another day after it; a day further on describes
   * something else ("Marcus Bennett, born 3 February 1986, 83 kg" is a person, not a day). A text
   * that is a date alone is read as {@link #date} reads it.
   *
   * @param s the text
   * @return the day, or null
   * @throws NullPointerException when {@code s} is null
   */
  public static @Nullable LocalDate dayIn(String s) {
    String t = s.strip();
    @Nullable LocalDate whole = date(t);
    if (whole != null) {
      return ambiguousDate(t) ? null : whole;
    }
    // the words of the first comma-separated part: the day must begin among them
    return dayAmong(t, t.split("[,;，；]", 2)[0].strip().split("\\s+").length);
  }

  /**
   * Whether a text names a day anywhere among its words, as {@link #dayIn} reads one, leading or
   * not ("my husband Marcus Bennett, born 3 February 1986, 83 kg" does).
   *
   * @param s the text
   * @return true when some run of its words reads as a date
   * @throws NullPointerException when {@code s} is null
   */
  public static boolean namesADay(String s) {
    String t = s.strip();
    return date(t) != null || dayAmong(t, Integer.MAX_VALUE) != null || ambiguousRun(t);
  }

  private static boolean ambiguousRun(String t) {
    for (String w : t.split("\\s+")) {
      if (ambiguousDate(RUN_EDGES.matcher(w).replaceAll(""))) {
        return true;
      }
    }
    return false;
  }

  private static @Nullable LocalDate dayAmong(String t, int lead) {
    String[] words = t.split("\\s+");
    if (words.length > 40) {
      return null;
    }
    @Nullable LocalDate found = null;
    for (int from = 0; from < words.length; from++) {
      StringBuilder run = new StringBuilder();
      for (int to = from; to < Math.min(words.length, from + 5); to++) {
        run.append(to == from ? "" : " ").append(words[to]);
        String r = RUN_EDGES.matcher(run).replaceAll("");
        if (r.isEmpty() || !DIGIT.matcher(r).find()) {
          continue;
        }
        @Nullable LocalDate d = date(r);
        if (d == null) {
          continue;
        }
        if (ambiguousDate(r) || found != null && !found.equals(d) || found == null && from >= lead
            || from >= 2 && RANGE_WORD.matcher(words[from - 1]).matches() && DIGIT.matcher(words[from - 2]).find()) {
          // ... and a day that ends a span ("17 to 24 July 2027") is one of two
          return null;
        }
        found = d;
      }
    }
    return found;
  }

  /** Punctuation around a run of words that no date begins or ends with ("(", "–", a comma after it). */
  private static final Pattern RUN_EDGES = Pattern.compile("^[^\\p{L}\\p{N}]+|[^\\p{L}\\p{N}.]+$|(?<=\\p{L})\\.$");
  private static final Pattern DIGIT = Pattern.compile("\\d");
  /** The words that join the two days of a span ("17 to 24 July", "du 17 au 24 juillet", "vom 17. bis 24. Juli"). */
  private static final Pattern RANGE_WORD = Pattern.compile("(?i)to|till|until|through|-|–|—|bis|au|al|a|hasta|至|到|إلى|الى");

  /** The words that join a day to its time ("at 3pm", "um 15 Uhr", "à 15h", "a las 3"), at the end once the time is gone. */
  private static final Pattern CONNECTOR = Pattern.compile("\\s+(at|um|à|a las|alle|@|from|ab|vers|hacia|about|around|gegen)\\s*$", Pattern.CASE_INSENSITIVE);

  /** A clock time inside other words: {@code 8.30am}, {@code 5:40 pm}, {@code 14:30}, {@code 3pm}. */
  private static final Pattern TIME_IN_WORDS = Pattern.compile(
      "(?<![\\d.:/-])(\\d{1,2})(?:[:.h](\\d{2}))?\\s*([ap])\\.?\\s*m\\b\\.?|(?<![\\d.:/-])(\\d{1,2})[:h](\\d{2})(?![\\d:])",
      Pattern.CASE_INSENSITIVE);

  /**
   * The day and the time of day a text holds among other words, as a person writes when they were
   * or want to be somewhere ("9 March 2027, 8.30am", "Friday 5 February 2027, got off about
   * 5.40pm"): a date read by {@link #date} from one of its comma-separated parts, and the one clock
   * time written in it. Null unless the text holds exactly one of each; a text that is a date or a
   * time alone is none.
   *
   * @param s the text
   * @return the day and the time, or null
   * @throws NullPointerException when {@code s} is null
   */
  public static @Nullable LocalDateTime dayAndTimeIn(String s) {
    @Nullable LocalDate day = null;
    for (String part : s.split("[,;]")) {
      String p = part.strip();
      @Nullable LocalDate d = p.isEmpty() ? null : date(p);
      if (d == null) {
        Matcher time = TIME_IN_WORDS.matcher(p);
        String without = time.find() ? (p.substring(0, time.start()) + p.substring(time.end())).strip() : p;
        without = CONNECTOR.matcher(without).replaceAll("").strip();
        d = without.isEmpty() || without.equals(p) ? null : date(without);
      }
      if (d != null && ambiguousDate(p.replaceAll("^\\D*|\\s.*$", ""))) {
        return null; // a day read one way in one country and another in another is not guessed
      }
      if (d != null) {
        if (day != null) {
          return null;
        }
        day = d;
      }
    }
    if (day == null) {
      return null;
    }
    Matcher m = TIME_IN_WORDS.matcher(s);
    @Nullable LocalTime found = null;
    while (m.find()) {
      @Nullable LocalTime t = clock(m);
      if (t == null || found != null) {
        return null;
      }
      found = t;
    }
    return found == null ? null : LocalDateTime.of(day, found);
  }

  private static @Nullable LocalTime clock(Matcher m) {
    try {
      if (m.group(1) != null) {
        int hour = Integer.parseInt(m.group(1));
        int minute = m.group(2) == null ? 0 : Integer.parseInt(m.group(2));
        if (hour < 1 || hour > 12) {
          return null;
        }
        return LocalTime.of(hour % 12 + (m.group(3).equalsIgnoreCase("p") ? 12 : 0), minute);
      }
      return LocalTime.of(Integer.parseInt(m.group(4)), Integer.parseInt(m.group(5)));
    } catch (DateTimeException e) {
      return null;
    }
  }

  /**
   * A date and a time, separated by {@code T}, a space or a comma; null when none.
   *
   * @param s the text
   * @return the date and time, or null when the text names no such pair
   */
  public static @Nullable LocalDateTime dateTime(String s) {
    String t = s.strip();
    for (int i = t.length() - 1; i > 0; i--) {
      char c = t.charAt(i);
      if (c != 'T' && c != ' ' && c != ',') {
        continue;
      }
      LocalTime time = time(t.substring(i + 1));
      LocalDate d = time == null ? null : date(t.substring(0, i).replaceAll(",\\s*$", ""));
      if (d != null) {
        return LocalDateTime.of(d, time);
      }
    }
    return null;
  }

  /**
   * A year and month such as {@code 2026-01}, {@code 01/2026} or a full date; null when none.
   *
   * @param s the text
   * @return the month, or null when the text names none
   */
  public static @Nullable YearMonth month(String s) {
    Matcher m = YEAR_MONTH.matcher(s.strip());
    if (!m.matches()) {
      LocalDate d = date(s);
      if (d != null) {
        return YearMonth.from(d);
      }
      String named = s.strip().replaceAll("\\s+", " ");
      ParsePosition at = new ParsePosition(0);
      if (!hasLetter(named) || MONTH_NAME.parseUnresolved(named, at) == null || at.getErrorIndex() >= 0 || at.getIndex() != named.length()) {
        return null;
      }
      try {
        return YearMonth.parse(named, MONTH_NAME);
      } catch (DateTimeParseException e) {
        return null;
      }
    }
    try {
      return m.group(1) != null ? YearMonth.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)))
          : YearMonth.of(Integer.parseInt(m.group(4)), Integer.parseInt(m.group(3)));
    } catch (DateTimeException e) {
      return null;
    }
  }

  /**
   * An ISO week such as {@code 2026-W02}, {@code 2026W2} or {@code Week 2, 2026}; null when none
   * or when the year has no such week.
   *
   * @param s the text
   * @return the week, or null
   */
  public static @Nullable IsoWeek week(String s) {
    Matcher m = WEEK.matcher(s.strip());
    if (!m.matches()) {
      return null;
    }
    int year = Integer.parseInt(m.group(1) != null ? m.group(1) : m.group(4));
    int week = Integer.parseInt(m.group(1) != null ? m.group(2) : m.group(3));
    return IsoWeek.of(year, week);
  }

  /**
   * A decimal number, with or without thousands separators (commas, spaces, no-break spaces,
   * underscores); null when none.
   *
   * @param s the text
   * @return the number, or null when the text is not one number
   */
  public static @Nullable BigDecimal number(String s) {
    String t = ungrouped(s.strip());
    if (t.isEmpty()) {
      return null;
    }
    try {
      return new BigDecimal(t.startsWith("+") ? t.substring(1) : t);
    } catch (NumberFormatException e) {
      return null;
    }
  }

  private static boolean hasLetter(String t) {
    for (int i = 0; i < t.length(); i++) {
      if (Character.isLetter(t.charAt(i))) {
        return true;
      }
    }
    return false;
  }

  private static String ungrouped(String t) {
    String noSpaces = GROUP_SPACES.matcher(t).replaceAll("");
    return GROUPED.matcher(noSpaces).matches() ? noSpaces.replace(",", "") : noSpaces;
  }

  private static String isoTime(LocalTime t) {
    String hm = String.format(Locale.ROOT, "%02d:%02d", t.getHour(), t.getMinute());
    return t.getSecond() == 0 ? hm : hm + String.format(Locale.ROOT, ":%02d", t.getSecond());
  }

  /**
   * An ISO-8601 week of a week-based year, as {@code <input type=week>} holds it.
   *
   * @param year the week-based year
   * @param week the week, 1 to 52 or 53
   */
  public record IsoWeek(int year, int week) {
    /**
     * Checks that the year has the week.
     *
     * @param year the week-based year
     * @param week the week, 1 to the year's last week (52 or 53)
     * @throws IllegalArgumentException when the year has no such week
     */
    public IsoWeek {
      if (week < 1 || week > weeksIn(year)) {
        throw new IllegalArgumentException("week " + week + " is not a week of " + year);
      }
    }

    /** The week, or null when the year has no such week. */
    static @Nullable IsoWeek of(int year, int week) {
      return week < 1 || week > weeksIn(year) ? null : new IsoWeek(year, week);
    }

    /**
     * The week a date falls in.
     *
     * @param date any date
     * @return its ISO week: the week-based year may differ from the date's year at a year's edges
     */
    public static IsoWeek from(LocalDate date) {
      return new IsoWeek(date.get(IsoFields.WEEK_BASED_YEAR), date.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR));
    }

    private static int weeksIn(int year) {
      return (int) LocalDate.of(year, 6, 1).range(IsoFields.WEEK_OF_WEEK_BASED_YEAR).getMaximum();
    }

    /** The input form, {@code 2026-W02}. */
    @Override
    public String toString() {
      return String.format(Locale.ROOT, "%04d-W%02d", year, week);
    }
  }
}
