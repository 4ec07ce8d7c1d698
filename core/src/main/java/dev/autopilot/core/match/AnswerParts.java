package dev.autopilot.core.match;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.format.DateTimeParseException;
import java.util.Collection;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Answers asked in parts, the one judgement the planner answers them by and the verifier checks
 * them by: a date as month / day / year selects or inputs, a time as hour / minute / AM-PM, a
 * phone number as area code / prefix / line. A group (a fieldset) of two to four visible
 * controls each named only by a part ({@code Month}, {@code MM}, {@code Area code}, in the six
 * languages of the stock vocabulary), or, where no label names the part, whose {@code name} or
 * {@code id} has the part as one of its words ({@code birthDay}, {@code Field4Year}; such parts
 * must then make one whole date, time or phone number), is one question; its answer is {@linkplain #split split} into
 * the parts, each written in its control's own format ({@link #textFor}: a zero-padded {@code MM},
 * a two-digit year, a 12-hour hour beside an AM/PM control; {@link #optionFor}: a month select's
 * option by number or name). A control holds its part when {@link #holds} says so: by number, not
 * by text ({@code 01} and {@code 1} are the same day). A single input whose placeholder spells a
 * date pattern ({@code DD.MM.YYYY}), or whose date widget's format the snapshot read (attribute
 * {@code format}), takes the date in that pattern ({@link #inPlaceholderFormat}).
 *
 * <p>Stateless and thread-safe; methods never return null unless marked.
 */
public final class AnswerParts {

  /** The part a control asks for, told by its name, label or placeholder. */
  public enum Part {
    /** The month of a date, by number (1 to 12) or name. */
    MONTH,
    /** The day of the month. */
    DAY,
    /** The year, four digits or two. */
    YEAR,
    /** The hour of a time, 0 to 23 in a split answer (12-hour beside an AM/PM control). */
    HOUR,
    /** The minute of a time. */
    MINUTE,
    /** AM or PM, chosen rather than typed. */
    MERIDIEM,
    /** A phone number's area code; three digits when {@link AnswerParts#split} splits a number. */
    AREA,
    /** A North American number's prefix (exchange), three digits. */
    PREFIX,
    /** A phone number's line: its last four digits. */
    LINE
  }

  /** What a group asked in parts asks for. */
  public enum Shape {
    /** Month, day and year. */
    DATE("date"),
    /** Hour, minute and perhaps AM/PM. */
    TIME("time"),
    /** Area code, prefix and line. */
    PHONE("tel");

    private final String format;

    Shape(String format) {
      this.format = format;
    }

    /**
     * The question format a domain pack answers it in: {@code date}, {@code time}, {@code tel}.
     *
     * @return the format, never null
     */
    public String format() {
      return format;
    }
  }

  private static final Map<Part, Pattern> NAMES = new EnumMap<>(Part.class);

  static {
    NAMES.put(Part.MONTH, words("month|mm|monat|mois|mes|月|الشهر"));
    NAMES.put(Part.DAY, words("day|dd|tag|jour|d[ií]a|日|اليوم"));
    NAMES.put(Part.YEAR, words("year|yyyy|yy|jahr|ann[ée]e|a[ñn]o|年|السنة"));
    NAMES.put(Part.HOUR, words("hours?|hh|stunde|heure|hora|时|小时|الساعة"));
    NAMES.put(Part.MINUTE, words("minutes?|min|mm|minute|minuto|分|الدقيقة"));
    NAMES.put(Part.MERIDIEM, words("am ?/ ?pm|a\\.m\\. ?/ ?p\\.m\\.|am|pm|ampm|period|meridiem|上午 ?/ ?下午"));
    NAMES.put(Part.AREA, words("area( code)?|area code|vorwahl|indicatif|c[óo]digo de [áa]rea|区号"));
    NAMES.put(Part.PREFIX, words("prefix|exchange|first 3 digits"));
    NAMES.put(Part.LINE, words("line( number)?|last 4 digits|suffix|number"));
  }

  private static final Map<Shape, Set<Part>> SHAPE_PARTS = Map.of(
      Shape.DATE, EnumSet.of(Part.MONTH, Part.DAY, Part.YEAR),
      Shape.TIME, EnumSet.of(Part.HOUR, Part.MINUTE, Part.MERIDIEM),
      Shape.PHONE, EnumSet.of(Part.AREA, Part.PREFIX, Part.LINE));

  /** A date's pattern as pages write it, in English, German ({@code TT.MM.JJJJ}), French ({@code JJ/MM/AAAA}) or Spanish ({@code DD/MM/AAAA}). */
  static final Pattern DATE_PATTERN = Pattern.compile("(?i)^\\s*(dd|mm|yyyy|yy|tt|jjjj|jj|aaaa|aa)([./ -])(dd|mm|yyyy|yy|tt|jjjj|jj|aaaa|aa)\\2(dd|mm|yyyy|yy|tt|jjjj|jj|aaaa|aa)\\s*$");
  private static final Pattern TIME = Pattern.compile("^(\\d{1,2}):(\\d{2})\\s*(AM|PM)?$");
  private static final Pattern SPELLED = Pattern.compile("(?i)\\s*(d{1,2}|m{1,2}|y{2}|y{4}|h{1,2})\\s*");
  private static final String[] MONTHS = {"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"};

  private AnswerParts() {}

  private static Pattern words(String alternatives) {
    return Pattern.compile("^\\s*(" + alternatives + ")\\s*[:*]?\\s*$", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
  }

  /**
   * The controls of a group that ask for parts: its visible, enabled text inputs, selects and
   * spin buttons outside foreign panels, when there are two to four of them and the group has a
   * question; else empty.
   *
   * @param snapshot the snapshot that holds the group
   * @param group a group (a fieldset) of the snapshot
   * @return the controls in the group's order, unmodifiable; empty when the group is not one asked
   *     in parts
   */
  public static List<SemanticElement> members(SemanticSnapshot snapshot, ElementGroup group) {
    List<SemanticElement> members = snapshot.members(group).stream()
        .filter(e -> !e.isolated() && e.visible() && !e.disabled() && isPartField(e)).toList();
    return members.size() < 2 || members.size() > 4 || group.question().isBlank() ? List.of() : members;
  }

  /**
   * The part each control asks for, in the controls' order, or null when one of them names no
   * part or two name the same (the group is then not asked in parts).
   *
   * @param members the controls {@link #members} returned
   * @return each control's part in their order, or null when the group is not asked in parts (parts
   *     told by code names alone must also make one whole shape)
   */
  public static @Nullable Map<SemanticElement, Part> partsOf(List<SemanticElement> members) {
    Map<SemanticElement, Part> out = new LinkedHashMap<>();
    boolean timeGroup = members.stream().anyMatch(m -> named(m, Part.HOUR) || codeNamed(m, Part.HOUR));
    boolean byCode = false;
    for (SemanticElement m : members) {
      @Nullable Part found = partNamed(m, timeGroup, false);
      if (found == null) {
        found = partNamed(m, timeGroup, true);
        byCode = byCode || found != null;
      }
      if (found == null || out.containsValue(found)) {
        return null;
      }
      out.put(m, found);
    }
    // parts told only by the page's own code names (birthDay, Field4Year) must make one whole
    // shape: a card number beside an expiry month and year is no date
    if (byCode && !SHAPE_PARTS.values().stream().anyMatch(all -> all.containsAll(out.values()))) {
      return null;
    }
    return out;
  }

  private static @Nullable Part partNamed(SemanticElement m, boolean timeGroup, boolean byCode) {
    for (Part p : Part.values()) {
      if (p == Part.MONTH && timeGroup || p == Part.MINUTE && !timeGroup) {
        continue;
      }
      if (byCode ? codeNamed(m, p) : named(m, p)) {
        return p;
      }
    }
    return null;
  }

  /**
   * Whether the control's {@code name} or {@code id} names the part as one of its words, split at
   * case changes, digits and punctuation ({@code birthDay}, {@code Field4Year}, {@code dob_mm}):
   * the page's code names a part that no label shows.
   */
  static boolean codeNamed(SemanticElement e, Part p) {
    Pattern pattern = requireNonNull(NAMES.get(p), "every part has its names");
    for (String key : new String[] {"name", "id"}) {
      @Nullable String code = e.attribute(key);
      if (code == null || code.isBlank()) {
        continue;
      }
      for (String word : codeWords(code)) {
        if (pattern.matcher(word).matches()) {
          return true;
        }
      }
    }
    return false;
  }

  /** The words of a code name: {@code birthDay} is birth, day; {@code Field4Year} is field, 4, year. */
  static List<String> codeWords(String code) {
    String spaced = code.replaceAll("([a-z])([A-Z])", "$1 $2").replaceAll("([A-Za-z])(\\d)", "$1 $2")
        .replaceAll("(\\d)([A-Za-z])", "$1 $2").replaceAll("[^\\p{L}\\p{N}]+", " ").strip();
    return spaced.isEmpty() ? List.of() : List.of(spaced.split(" "));
  }

  /**
   * What parts ask for together, or null when they make no date, time or phone number.
   *
   * @param parts the parts a group's controls ask for
   * @return {@code DATE} when a month or year is among them, else {@code TIME} with an hour, else
   *     {@code PHONE} with an area code or line; null otherwise
   */
  public static @Nullable Shape shapeOf(Collection<Part> parts) {
    if (parts.contains(Part.MONTH) || parts.contains(Part.YEAR)) {
      return Shape.DATE;
    }
    if (parts.contains(Part.HOUR)) {
      return Shape.TIME;
    }
    return parts.contains(Part.AREA) || parts.contains(Part.LINE) ? Shape.PHONE : null;
  }

  /**
   * The part an element asks for when it belongs to a group asked in parts (the verifier's view), else empty.
   *
   * @param snapshot the snapshot that holds the element
   * @param element a control of the snapshot
   * @return its part, or empty when it is in no group asked in parts
   */
  public static Optional<Part> partOf(SemanticSnapshot snapshot, SemanticElement element) {
    Optional<ElementGroup> group = snapshot.groupOf(element);
    if (group.isEmpty()) {
      return Optional.empty();
    }
    @Nullable Map<SemanticElement, Part> parts = partsOf(members(snapshot, group.get()));
    if (parts == null || shapeOf(parts.values()) == null) {
      return Optional.empty();
    }
    return parts.entrySet().stream().filter(e -> e.getKey().ref().equals(element.ref())).map(Map.Entry::getValue).findFirst();
  }

  /**
   * The answer split into its parts' numbers (a 24-hour hour for a time), or null when it is not a
   * date ({@code 2026-12-01}), a time ({@code 14:30}, {@code 2:30 PM}) or a ten-digit North American
   * phone number, as the shape asks.
   *
   * @param answer the whole answer as the pack gives it
   * @param shape what the group asks for
   * @return the parts' numbers (no {@code MERIDIEM}: the hour says it), or null when the answer
   *     does not read as the shape
   */
  public static @Nullable Map<Part, Integer> split(String answer, Shape shape) {
    Map<Part, Integer> out = new EnumMap<>(Part.class);
    switch (shape) {
      case DATE -> {
        LocalDate d = date(answer);
        if (d == null) {
          return null;
        }
        out.put(Part.MONTH, d.getMonthValue());
        out.put(Part.DAY, d.getDayOfMonth());
        out.put(Part.YEAR, d.getYear());
      }
      case TIME -> {
        LocalTime t = time(answer);
        if (t == null) {
          return null;
        }
        out.put(Part.HOUR, t.getHour());
        out.put(Part.MINUTE, t.getMinute());
      }
      case PHONE -> {
        String digits = answer.replaceAll("\\D", "");
        if (digits.length() == 11 && digits.startsWith("1")) {
          digits = digits.substring(1);
        }
        if (digits.length() != 10) {
          return null;
        }
        out.put(Part.AREA, Integer.parseInt(digits.substring(0, 3)));
        out.put(Part.PREFIX, Integer.parseInt(digits.substring(3, 6)));
        out.put(Part.LINE, Integer.parseInt(digits.substring(6)));
      }
    }
    return out;
  }

  /**
   * What a text control of this part is typed: the part's number in the control's width (a
   * two-digit year, a zero-padded month), the hour in 12-hour form when {@code twelveHour}; null
   * for the AM/PM part, which is chosen, not typed.
   *
   * @param control the text control; its {@code maxlength}, or a placeholder, name or label that
   *     spells the part ({@code YY}, {@code MM}), picks the width
   * @param part the part it asks for
   * @param values what {@link #split} returned; must hold {@code part} unless it is the meridiem
   * @param twelveHour whether the group has an AM/PM control beside the hour
   * @return the text to type, or null for {@link Part#MERIDIEM}
   */
  public static @Nullable String textFor(SemanticElement control, Part part, Map<Part, Integer> values, boolean twelveHour) {
    if (part == Part.MERIDIEM) {
      return null;
    }
    int v = value(part, values, twelveHour);
    return switch (part) {
      case YEAR -> width(control, 4) == 2 ? String.format("%02d", v % 100) : String.valueOf(v);
      case MONTH, DAY, HOUR, MINUTE -> width(control, 2) == 1 ? String.valueOf(v) : String.format("%02d", v);
      case LINE -> String.format("%04d", v);
      default -> String.format("%03d", v);
    };
  }

  /**
   * The option of a select control that stands for the part's value, or null when none does.
   *
   * @param control the select control
   * @param part the part it asks for
   * @param values what {@link #split} returned
   * @param twelveHour whether the group has an AM/PM control beside the hour
   * @return the first option with a non-blank value that stands for the part's value, or null when
   *     none does (the part cannot be answered by this control)
   */
  public static @Nullable SelectOption optionFor(SemanticElement control, Part part, Map<Part, Integer> values, boolean twelveHour) {
    for (SelectOption o : control.options()) {
      if (!o.value().isBlank() && optionMatches(o, part, values, twelveHour)) {
        return o;
      }
    }
    return null;
  }

  /**
   * Whether a control of this part showing {@code shown} holds {@code wanted} (what was typed or
   * chosen for it): as numbers for numeric parts ({@code 01} is {@code 1}; a two-digit year is the
   * four-digit one's last two digits; a month by its number or name), as AM or PM for the
   * meridiem; never when nothing is shown.
   *
   * @param part the part the control asks for
   * @param wanted what was typed or chosen for it
   * @param shown what the control shows now, or null when nothing was read
   * @return true when they are the same part value; compared as text when either is no number
   */
  public static boolean holds(Part part, String wanted, @Nullable String shown) {
    if (shown == null || shown.isBlank()) {
      return false;
    }
    if (part == Part.MERIDIEM) {
      @Nullable String half = meridiem(wanted);
      return half != null && half.equals(meridiem(shown));
    }
    @Nullable Integer w = number(part, wanted);
    @Nullable Integer s = number(part, shown);
    if (w == null || s == null) {
      return Match.key(wanted).equals(Match.key(shown));
    }
    if (part == Part.YEAR && (w < 100) != (s < 100)) {
      return w % 100 == s % 100;
    }
    return w.intValue() == s.intValue();
  }

  /**
   * The answer for one text input in the input's own date pattern, when its placeholder spells
   * one ({@code DD.MM.YYYY}, {@code MM/DD/YYYY}) and the answer is a date; else the answer as is
   * (and as is when the date reads as different days in different countries, {@link
   * Values#ambiguousDate}).
   *
   * @param element the text input, read for its {@code format} and {@code placeholder} attributes
   * @param answer the answer as the pack gives it
   * @return the date written in the input's pattern, or {@code answer} unchanged
   */
  public static String inPlaceholderFormat(SemanticElement element, String answer) {
    if (Values.ambiguousDate(answer)) {
      // a date read one way in one country and another in another is typed as the person wrote
      // it, never turned round by a guess (Values.ambiguousDate)
      return answer;
    }
    // A date widget's own pattern, read by the snapshot (attribute format), comes first.
    @Nullable String format = element.attribute("format");
    if (format != null) {
      @Nullable String written = Values.inDateFormat(format, answer);
      if (written != null) {
        return written;
      }
    }
    @Nullable String placeholder = element.attribute("placeholder");
    if (placeholder == null) {
      return answer;
    }
    Matcher m = DATE_PATTERN.matcher(placeholder);
    @Nullable LocalDate date = date(answer);
    if (!m.matches() || date == null) {
      return answer;
    }
    return inDatePattern(m, date);
  }

  /**
   * The date written in a pattern {@link #DATE_PATTERN} matched: its three parts in the pattern's
   * order and separator. "jj" is the French day where the year is "aaaa", else ("jjjj") the German
   * year; "tt" is the German day.
   */
  static String inDatePattern(Matcher m, LocalDate date) {
    String sep = m.group(2);
    boolean yearIsA = (m.group(1) + m.group(3) + m.group(4)).toLowerCase(Locale.ROOT).contains("a");
    return token(canonical(m.group(1), yearIsA), date) + sep + token(canonical(m.group(3), yearIsA), date) + sep + token(canonical(m.group(4), yearIsA), date);
  }

  private static String canonical(String token, boolean yearIsA) {
    String t = token.toLowerCase(Locale.ROOT);
    return switch (t) {
      case "tt" -> "dd";
      case "jj" -> yearIsA ? "dd" : "yy";
      case "jjjj", "aaaa" -> "yyyy";
      case "aa" -> "yy";
      default -> t;
    };
  }

  private static @Nullable Integer number(Part part, String s) {
    String t = s.strip();
    if (t.matches("\\d{1,4}")) {
      return Integer.parseInt(t);
    }
    if (part == Part.MONTH) {
      String lower = t.toLowerCase(Locale.ROOT);
      for (int i = 0; i < MONTHS.length; i++) {
        if (lower.startsWith(MONTHS[i])) {
          return i + 1;
        }
      }
    }
    return null;
  }

  private static @Nullable String meridiem(String s) {
    String t = s.toLowerCase(Locale.ROOT).replace(".", "");
    return t.contains("pm") || t.contains("下午") ? "pm" : t.contains("am") || t.contains("上午") ? "am" : null;
  }

  private static String token(String t, LocalDate d) {
    return switch (t.toLowerCase(Locale.ROOT)) {
      case "dd" -> String.format("%02d", d.getDayOfMonth());
      case "mm" -> String.format("%02d", d.getMonthValue());
      case "yy" -> String.format("%02d", d.getYear() % 100);
      default -> String.valueOf(d.getYear());
    };
  }

  private static boolean isPartField(SemanticElement e) {
    return switch (e.role()) {
      case TEXTBOX, COMBOBOX, LISTBOX, SPINBUTTON -> true;
      default -> false;
    };
  }

  private static boolean named(SemanticElement e, Part p) {
    Pattern pattern = requireNonNull(NAMES.get(p), "every part has its names");
    for (String s : new String[] {e.name(), e.label() == null ? "" : e.label(), e.attribute("placeholder") == null ? "" : e.attribute("placeholder")}) {
      if (!s.isBlank() && pattern.matcher(s).matches()) {
        return true;
      }
    }
    return false;
  }

  private static int value(Part part, Map<Part, Integer> values, boolean twelveHour) {
    if (part == Part.HOUR && twelveHour) {
      int h = requireNonNull(values.get(Part.HOUR), "an hour was read") % 12;
      return h == 0 ? 12 : h;
    }
    return requireNonNull(values.get(part), "the part was read");
  }

  private static boolean optionMatches(SelectOption o, Part part, Map<Part, Integer> values, boolean twelveHour) {
    if (part == Part.MERIDIEM) {
      boolean pm = values.getOrDefault(Part.HOUR, 0) >= 12;
      String s = (o.label() + " " + o.value()).toLowerCase(Locale.ROOT).replace(".", "");
      return pm ? s.contains("pm") || s.contains("下午") : s.contains("am") || s.contains("上午");
    }
    int wanted = value(part, values, twelveHour);
    for (String s : new String[] {o.value(), o.label()}) {
      String t = s.strip();
      if (t.matches("\\d{1,4}") && Integer.parseInt(t) == wanted) {
        return true;
      }
    }
    if (part == Part.MONTH) {
      String label = o.label().strip().toLowerCase(Locale.ROOT);
      return label.startsWith(MONTHS[wanted - 1]);
    }
    return false;
  }

  /**
   * How many characters a part's control takes: its {@code maxlength}, else the length of a
   * placeholder or a label spelling the part ({@code YYYY}, {@code MM}), else {@code fallback}.
   */
  private static int width(SemanticElement m, int fallback) {
    @Nullable String max = m.attribute("maxlength");
    if (max != null && max.matches("\\d+")) {
      return Integer.parseInt(max);
    }
    for (@Nullable String hint : new String[] {m.attribute("placeholder"), m.name(), m.label()}) {
      if (hint != null && SPELLED.matcher(hint).matches()) {
        return hint.strip().length();
      }
    }
    return fallback;
  }

  /** A date written {@code yyyy-mm-dd}, as people write it, or named among other words ({@link Values#dayIn}); or null. */
  static @Nullable LocalDate date(String s) {
    try {
      return LocalDate.parse(s.strip());
    } catch (DateTimeParseException e) {
      // a date as people write it ("July 4, 1991", "04/07/1991" month first), read as every
      // comparison reads it; else the one day named among other words ("from Tuesday 1 June 2027")
      @Nullable LocalDate d = Values.date(s);
      return d != null ? d : Values.dayIn(s);
    }
  }

  /** A time written {@code h:mm} (24-hour) or {@code h:mm AM}, or null. */
  static @Nullable LocalTime time(String s) {
    Matcher m = TIME.matcher(s.strip().toUpperCase(Locale.ROOT).replace(".", ""));
    if (!m.matches()) {
      return null;
    }
    int h = Integer.parseInt(m.group(1));
    int min = Integer.parseInt(m.group(2));
    if (m.group(3) != null) {
      h = h % 12 + (m.group(3).equals("PM") ? 12 : 0);
    }
    return h < 24 && min < 60 ? LocalTime.of(h, min) : null;
  }
}
