package dev.autopilot.core.internal;

import dev.autopilot.core.match.Fields;
import dev.autopilot.core.match.Values;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.pack.Answer;
import dev.autopilot.core.pack.DomainPack;
import dev.autopilot.core.pack.Question;
import dev.autopilot.core.pack.QuestionKind;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Answers asked in parts: a date as month / day / year selects or inputs, a time as hour /
 * minute / AM-PM, a phone number as area code / prefix / line. The group's question (its legend)
 * is answered once by the domain pack, and the answer is split into each control's own format
 * (a month select's option, a zero-padded "MM" input, a 12-hour hour with its AM/PM). A single
 * input whose placeholder spells a date pattern ({@code DD.MM.YYYY}) gets the date in that
 * pattern. Stateless.
 */
final class SplitAnswers {

  /** The part a control asks for, told by its name, label or placeholder. */
  enum Part { MONTH, DAY, YEAR, HOUR, MINUTE, MERIDIEM, AREA, PREFIX, LINE }

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

  private static final Pattern DATE_PATTERN = Pattern.compile("(?i)^\\s*(dd|mm|yyyy|yy)([./ -])(dd|mm|yyyy|yy)\\2(dd|mm|yyyy|yy)\\s*$");
  private static final String[] MONTHS = {"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"};

  private SplitAnswers() {}

  private static Pattern words(String alternatives) {
    return Pattern.compile("^\\s*(" + alternatives + ")\\s*[:*]?\\s*$", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
  }

  /**
   * Plans the groups asked in parts; returns the refs it took care of, which the caller leaves
   * alone. Unanswerable required groups are added to {@code unresolved} once, by their question.
   */
  static Set<String> plan(SemanticSnapshot snapshot, DomainPack pack, List<Action> actions, List<String> unresolved) {
    Set<String> handled = new HashSet<>();
    for (ElementGroup group : snapshot.groups()) {
      List<SemanticElement> members = snapshot.members(group).stream()
          .filter(e -> !e.isolated() && e.visible() && !e.disabled() && isPartField(e)).toList();
      if (members.size() < 2 || members.size() > 4 || group.question().isBlank()) {
        continue;
      }
      Map<SemanticElement, Part> parts = partsOf(members);
      if (parts == null) {
        continue;
      }
      Set<Part> kinds = new HashSet<>(parts.values());
      String shape = kinds.contains(Part.MONTH) || kinds.contains(Part.YEAR) ? "date"
          : kinds.contains(Part.HOUR) ? "time" : kinds.contains(Part.AREA) || kinds.contains(Part.LINE) ? "tel" : null;
      if (shape == null) {
        continue;
      }
      members.forEach(m -> handled.add(m.ref()));
      boolean required = group.required() || members.stream().anyMatch(SemanticElement::required);
      boolean allFilled = members.stream().allMatch(Fields::answered);
      Optional<Answer> answer = pack.answer(new Question(group.question(), QuestionKind.TEXT, List.of(), shape, null, required));
      Map<Part, Integer> values = answer.map(a -> split(text(a), shape)).orElse(null);
      if (values == null) {
        if (required && !allFilled) {
          unresolved.add(group.question());
        }
        continue;
      }
      List<Action> planned = new ArrayList<>();
      boolean complete = true;
      for (SemanticElement m : members) {
        Part part = parts.get(m);
        @Nullable Action a = actionFor(m, part, values, kinds, group.question());
        if (a == null) {
          complete = false;
        } else if (!satisfied(m, a)) {
          planned.add(a);
        }
      }
      if (!complete) {
        if (required && !allFilled) {
          unresolved.add(group.question());
        }
        continue;
      }
      actions.addAll(planned);
    }
    return handled;
  }

  /**
   * The answer for one text input in the input's own date pattern, when the answer is a date and
   * the snapshot read the pattern of the input's date widget (attribute {@code format}, see
   * {@link Values#inDateFormat}) or its placeholder spells one ({@code DD.MM.YYYY},
   * {@code MM/DD/YYYY}); else the answer as is.
   */
  static String inPlaceholderFormat(SemanticElement element, String answer) {
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
    String sep = m.group(2);
    return token(m.group(1), date) + sep + token(m.group(3), date) + sep + token(m.group(4), date);
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

  private static @Nullable Map<SemanticElement, Part> partsOf(List<SemanticElement> members) {
    Map<SemanticElement, Part> out = new java.util.LinkedHashMap<>();
    boolean timeGroup = members.stream().anyMatch(m -> named(m, Part.HOUR));
    for (SemanticElement m : members) {
      Part found = null;
      for (Part p : Part.values()) {
        if (p == Part.MONTH && timeGroup || p == Part.MINUTE && !timeGroup) {
          continue;
        }
        if (named(m, p)) {
          found = p;
          break;
        }
      }
      if (found == null || out.containsValue(found)) {
        return null;
      }
      out.put(m, found);
    }
    return out;
  }

  private static boolean named(SemanticElement e, Part p) {
    Pattern pattern = NAMES.get(p);
    for (String s : new String[] {e.name(), e.label() == null ? "" : e.label(), e.attribute("placeholder") == null ? "" : e.attribute("placeholder")}) {
      if (!s.isBlank() && pattern.matcher(s).matches()) {
        return true;
      }
    }
    return false;
  }

  private static @Nullable Map<Part, Integer> split(String answer, String shape) {
    Map<Part, Integer> out = new EnumMap<>(Part.class);
    switch (shape) {
      case "date" -> {
        LocalDate d = date(answer);
        if (d == null) {
          return null;
        }
        out.put(Part.MONTH, d.getMonthValue());
        out.put(Part.DAY, d.getDayOfMonth());
        out.put(Part.YEAR, d.getYear());
      }
      case "time" -> {
        LocalTime t = time(answer);
        if (t == null) {
          return null;
        }
        out.put(Part.HOUR, t.getHour());
        out.put(Part.MINUTE, t.getMinute());
      }
      default -> {
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

  private static @Nullable Action actionFor(SemanticElement m, Part part, Map<Part, Integer> values, Set<Part> kinds, String question) {
    List<SelectOption> options = m.options().stream().filter(o -> !o.value().isBlank()).toList();
    boolean twelveHour = kinds.contains(Part.MERIDIEM);
    if (!options.isEmpty()) {
      for (SelectOption o : options) {
        if (optionMatches(o, part, values, twelveHour)) {
          return new Action.SelectRef(m.ref(), o.label(), ActionMeta.of("answer", question).withCriteria("option selected"));
        }
      }
      return null;
    }
    if (part == Part.MERIDIEM) {
      return null;
    }
    int v = value(part, values, twelveHour);
    String text = switch (part) {
      case YEAR -> width(m) == 2 ? String.format("%02d", v % 100) : String.valueOf(v);
      case MONTH, DAY, HOUR, MINUTE -> width(m) == 1 ? String.valueOf(v) : String.format("%02d", v);
      case LINE -> String.format("%04d", v);
      default -> String.format("%03d", v);
    };
    return new Action.TypeRef(m.ref(), text, ActionMeta.of("answer", question).withCriteria("value matches after normalization"));
  }

  private static int value(Part part, Map<Part, Integer> values, boolean twelveHour) {
    if (part == Part.HOUR && twelveHour) {
      int h = values.get(Part.HOUR) % 12;
      return h == 0 ? 12 : h;
    }
    return values.get(part);
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

  private static int width(SemanticElement m) {
    @Nullable String max = m.attribute("maxlength");
    if (max != null && max.matches("\\d+")) {
      return Integer.parseInt(max);
    }
    @Nullable String ph = m.attribute("placeholder");
    return ph != null && !ph.isBlank() ? ph.strip().length() : 2;
  }

  /** Whether the control already holds the planned answer, by the shared rules. */
  private static boolean satisfied(SemanticElement m, Action a) {
    return Fields.answered(m) && Fields.holds(m, a);
  }

  private static String text(Answer a) {
    if (a instanceof Answer.Text t) {
      return t.value();
    }
    if (a instanceof Answer.Choice c) {
      return c.option();
    }
    return "";
  }

  static @Nullable LocalDate date(String s) {
    String t = s.strip();
    try {
      return LocalDate.parse(t);
    } catch (DateTimeParseException e) {
      return null;
    }
  }

  static @Nullable LocalTime time(String s) {
    String t = s.strip().toUpperCase(Locale.ROOT).replace(".", "");
    Matcher m = Pattern.compile("^(\\d{1,2}):(\\d{2})\\s*(AM|PM)?$").matcher(t);
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
