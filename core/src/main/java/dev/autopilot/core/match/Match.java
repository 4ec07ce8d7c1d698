package dev.autopilot.core.match;

import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticKey;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Whether a field's observed value is the wanted one, forgiving what pages reformat. This is the
 * only value comparison of the project: the rule planner asks it whether a field already holds
 * its answer, the verifier whether a typed or chosen value took.
 *
 * <p>Per {@link ValueKind}:
 *
 * <ul>
 *   <li>every kind: surrounding and repeated whitespace (no-break spaces included) never matter;
 *   <li>{@link ValueKind#TEXT}: case matters; a text field the page reformats as a date matches
 *       when both name the same day (see {@link Values#date} for how numeric dates are read); an
 *       amount matches without the currency sign the page shows beside the field ("$425,000" and
 *       "425,000");
 *   <li>{@link ValueKind#EMAIL}: case ignored;
 *   <li>{@link ValueKind#PHONE}: only digits compared; a country code ({@code +1}, {@code 0044})
 *       on one side only and a trunk zero are forgiven, see {@link #samePhone};
 *   <li>{@link ValueKind#NUMBER}: compared by value, thousands separators ignored;
 *   <li>{@link ValueKind#DATE}, {@link ValueKind#TIME}, {@link ValueKind#MONTH},
 *       {@link ValueKind#WEEK}, {@link ValueKind#DATETIME_LOCAL}: equal when both parse to the
 *       same instant of that kind, whatever their written forms (ISO, US, European, 12- or
 *       24-hour);
 *   <li>{@link ValueKind#OPTION}: an option's label or value, case and spacing ignored;
 *   <li>{@link ValueKind#FILE}: one of the chosen file names (comma-separated, any path prefix
 *       ignored) is the wanted name;
 *   <li>{@link ValueKind#TOGGLE}: both say yes ({@code yes}, {@code true}, {@code on},
 *       {@code checked}, ..., see {@link #isYes}) or both say no.
 * </ul>
 *
 * An observed null (a field without a value) never matches. Stateless and thread-safe.
 */
public final class Match {
  private Match() {}

  /**
   * Whether the observed value of a field of this kind is the wanted one.
   *
   * @param observed what the field holds now, null when it has no value
   * @param kind how the field's value compares (as a date, a phone number, an option, ...)
   * @param wanted the value the action meant to put there
   * @return true when the observed value is the wanted one under the kind's comparison; false when
   *     nothing is observed
   * @throws NullPointerException when {@code kind} or {@code wanted} is null
   */
  public static boolean holds(ValueKind kind, String wanted, @Nullable String observed) {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(wanted, "wanted");
    if (observed == null) {
      return false;
    }
    switch (kind) {
      case OPTION -> {
        return sameOption(wanted, observed);
      }
      case FILE -> {
        return sameFile(wanted, observed);
      }
      case TOGGLE -> {
        return isYes(wanted) == isYes(observed);
      }
      default -> {
        // typed kinds below
      }
    }
    String w = collapse(wanted);
    String o = collapse(observed);
    if (w.equals(o)) {
      return true;
    }
    return switch (kind) {
      case EMAIL -> w.equalsIgnoreCase(o);
      case PHONE -> samePhone(w, o);
      case NUMBER -> {
        BigDecimal nw = Values.number(w);
        BigDecimal no = Values.number(o);
        yield nw != null && no != null && nw.compareTo(no) == 0;
      }
      case DATE -> same(Values.date(w), Values.date(o));
      case TEXT -> same(Values.date(w), Values.date(o)) || sameAmount(w, o);
      case TIME -> same(Values.time(w), Values.time(o));
      case MONTH -> same(Values.month(w), Values.month(o));
      case WEEK -> same(Values.week(w), Values.week(o));
      case DATETIME_LOCAL -> same(Values.dateTime(w), Values.dateTime(o));
      default -> false;
    };
  }

  private static final java.util.regex.Pattern CURRENCY = java.util.regex.Pattern.compile("^(?:[$€£¥]|usd|eur|gbp|chf)\\s*|\\s*(?:[$€£¥]|usd|eur|gbp|chf)$",
      java.util.regex.Pattern.CASE_INSENSITIVE);

  /**
   * Whether two texts are the same amount of money, one written with its currency sign and the
   * other without ("$425,000" and "425,000", as a page shows a sign beside the field): the same
   * number once the sign is taken off, a sign on at most one side.
   */
  static boolean sameAmount(String wanted, String observed) {
    String w = CURRENCY.matcher(wanted).replaceAll("");
    String o = CURRENCY.matcher(observed).replaceAll("");
    if (w.equals(wanted) == o.equals(observed)) {
      return false; // a sign on neither side, or on both (then they are compared as written)
    }
    BigDecimal nw = Values.number(w);
    BigDecimal no = Values.number(o);
    return nw != null && no != null && nw.compareTo(no) == 0;
  }

  /**
   * Whether the element's observed value is the wanted one: {@link #holds(ValueKind, String,
   * String)} for the element's {@link ValueKind}, or, for a masked input (a snapshot gives it the
   * attribute {@code mask}), {@link #sameMasked}. For a date field whose format the snapshot read
   * (attribute {@code format}) and a wanted date, the format decides which day the shown text
   * means ({@code 01/05/2026} is May 1 under {@code dd/MM/yyyy}). The one judgement the planner ("already
   * answered") and the verifier ("the typed text took") make about a typed field.
   *
   * @param element the field, read for its kind and its {@code format} and {@code mask} attributes
   * @param wanted the value the action meant to put there
   * @param observed what the field holds now, null when it has no value
   * @return true when the field holds the wanted value
   * @throws NullPointerException when {@code element} or {@code wanted} is null
   */
  public static boolean holds(SemanticElement element, String wanted, @Nullable String observed) {
    Objects.requireNonNull(element, "element");
    @Nullable String format = element.attribute("format");
    @Nullable LocalDate day = format == null ? null : Values.dateInFormat(format, wanted);
    if (day != null && observed != null && !collapse(wanted).equals(collapse(observed))) {
      // a date widget's own format says which day its text means (01/05 day first or not)
      return day.equals(Values.dateInFormat(format, observed));
    }
    if (holds(ValueKind.of(element), wanted, observed)) {
      return true;
    }
    return element.attribute("mask") != null && observed != null && sameMasked(wanted, observed);
  }

  /**
   * Whether a masked input holds the wanted text: the same letters and digits in the same order
   * (the mask's separators, spaces and brackets do not count; case ignored), or, for numbers
   * alone, the same phone number by {@link #samePhone} (a country code the mask has no room for).
   *
   * @param wanted the text the action typed
   * @param observed what the masked input shows
   * @return true when they match as described; false when either has no letter or digit
   */
  public static boolean sameMasked(String wanted, String observed) {
    String w = alnum(wanted);
    String o = alnum(observed);
    if (w.isEmpty() || o.isEmpty()) {
      return false;
    }
    if (w.equalsIgnoreCase(o)) {
      return true;
    }
    return w.equals(digits(wanted)) && o.equals(digits(observed)) && samePhone(wanted, observed);
  }

  private static String alnum(String s) {
    StringBuilder out = new StringBuilder();
    s.codePoints().filter(Character::isLetterOrDigit).forEach(out::appendCodePoint);
    return out.toString();
  }

  private static boolean same(@Nullable Object wanted, @Nullable Object observed) {
    return wanted != null && wanted.equals(observed);
  }

  /**
   * The index of the choice that best names the wanted answer, by question signature
   * ({@link SemanticKey#questionSignature}): an equal one first, then one starting with the answer
   * ("Yes, I am" for "yes"), then one containing it as words, then the one whose words hold the
   * answer's or are held by them ({@link #optionByWords}), then, for an amount or a count, the
   * one range that holds it ("$72,000" picks "$50,000 – $99,999", "about 300" picks "201-500";
   * see {@link NumberRanges}); a country picks the option naming the same country in another
   * language or as its code ("USA" picks "United States", "Germany" picks "Deutschland" or "DE");
   * an answer naming in other words what one option names picks it (the groups of {@code
   * same-answers.words}: "Male" picks "Men", "Ms" picks "Madame", "Monthly" picks "Every month";
   * a language by any of its names: "Spanish" picks "Español"; one of the two forms a French
   * option writes as one: "mariée" picks "Marié(e)"); an answer naming a day or a time picks the one option naming the same moment however written
   * ("Tuesday March 16, 11am Eastern" picks "Tue, Mar 16 · 11:00 AM ET"); a part of the day or
   * a time picks the one option spanning it ({@link DayParts}: "Saturday afternoon" picks
   * "Saturday Feb 20, 2 pm – 5 pm"); a yes or a no picks the one option saying the same in six
   * languages, or of two options the one not negated or negated ({@link #optionOfPolarity}); a
   * number spelled in words picks as its digits ("two" picks "2 guests"); an option written as
   * alternatives one of which the answer holds picks ({@link #optionByAlternative}: "apply for
   * U.S. citizenship" picks "Citizenship / naturalization"); an option that is the
   * answer's initials, or the other way round, picks ({@link #optionByInitials}: "Computer
   * Engineering" picks "CE"); an option whose words are the answer's spelled alike in a
   * neighbouring language picks ({@link #optionByCognates}: "Vegetarian" picks "Végétarien"); -1
   * when none does. The one rule for
   * picking an option from an answer, used by the rule planner and by model plans alike.
   *
   * @param options the choices' labels, in the page's order
   * @param wanted the answer as the pack or the model gives it
   * @return the index into {@code options}, or -1
   */
  public static int bestOption(List<String> options, String wanted) {
    String w = SemanticKey.questionSignature(wanted);
    if (w.isEmpty()) {
      return -1;
    }
    List<String> sigs = options.stream().map(SemanticKey::questionSignature).toList();
    for (int i = 0; i < sigs.size(); i++) {
      if (sigs.get(i).equals(w)) {
        return i;
      }
    }
    for (int i = 0; i < sigs.size(); i++) {
      if (sigs.get(i).startsWith(w + " ")) {
        return i;
      }
    }
    for (int i = 0; i < sigs.size(); i++) {
      String s = sigs.get(i);
      if (!s.isEmpty() && (s.contains(" " + w + " ") || s.endsWith(" " + w) || w.startsWith(s + " "))) {
        return i;
      }
    }
    // "more than two years" and "Over two years": compared alike before words they share decide
    int compared = optionOfSameComparison(options, wanted);
    if (compared >= 0) {
      return compared;
    }
    int byWords = optionByWords(options, wanted);
    if (byWords >= 0) {
      return byWords;
    }
    java.time.LocalTime time = Values.time(wanted);
    if (time != null) {
      // a time picks the one option that is the same time, however written ("7:30pm", "19:30", "7:30 PM")
      int found = -1;
      for (int i = 0; i < options.size(); i++) {
        if (time.equals(Values.time(options.get(i)))) {
          if (found >= 0) {
            return -1;
          }
          found = i;
        }
      }
      if (found >= 0) {
        return found;
      }
    }
    // a day and a time pick the one option naming the same moment ("Tuesday March 16, 11am" and "Tue, Mar 16 · 11:00 AM ET")
    int moment = Moments.optionAt(options, wanted);
    if (moment >= 0) {
      return moment;
    }
    @Nullable String country = Countries.code(wanted);
    if (country != null) {
      // a country picks the one option that names the same country ("USA" and "United States", "Germany" and "Deutschland")
      int found = -1;
      for (int i = 0; i < options.size(); i++) {
        if (country.equals(Countries.code(options.get(i)))) {
          if (found >= 0) {
            return -1;
          }
          found = i;
        }
      }
      if (found >= 0) {
        return found;
      }
    }
    // the same answer in other words: "Male" and "Men", "Ms" and "Madame", "Monthly" and "Every
    // month", "Spanish" and "Español", "mariée" and "Marié(e)"
    int same = SameAnswers.optionFor(options, wanted);
    if (same >= 0) {
      return same;
    }
    // a part of the day or a time picks the one option spanning it ("afternoon" and "2 pm – 5 pm", "around 6pm" and "5 pm – 7 pm")
    int span = DayParts.optionFor(options, wanted);
    if (span >= 0) {
      return span;
    }
    // a yes or a no picks the one option saying the same, in any of six languages ("no" and "Nein, ich bin neu"),
    // or, of an option and its negation, the one of the same sense ("Yes, we'll be there" and "Joyfully accepts")
    int polar = optionOfPolarity(options, wanted);
    if (polar >= 0) {
      return polar;
    }
    int range = NumberRanges.optionHolding(options, wanted);
    if (range >= 0) {
      return range;
    }
    int shared = optionBySharedWords(options, wanted);
    if (shared >= 0) {
      return shared;
    }
    int alternative = optionByAlternative(options, wanted);
    if (alternative >= 0) {
      return alternative;
    }
    int within = optionWithin(options, wanted);
    if (within >= 0) {
      return within;
    }
    int initials = optionByInitials(options, wanted);
    if (initials >= 0) {
      return initials;
    }
    int spelledOut = optionByInitialsWithin(options, wanted);
    if (spelledOut >= 0) {
      return spelledOut;
    }
    int noted = optionOfAnItem(options, wanted);
    if (noted >= 0) {
      return noted;
    }
    int elided = optionOfElidedCompound(options, wanted);
    if (elided >= 0) {
      return elided;
    }
    int cognate = optionByCognates(options, wanted);
    if (cognate >= 0 || digits(wanted).length() > 0) {
      return cognate;
    }
    // a number spelled in words picks as its digits would ("two" and "2 guests")
    String inDigits = NumberRanges.spelledInDigits(wanted);
    return inDigits.equals(wanted) ? -1 : bestOption(options, inDigits);
  }

  /**
   * The option the answer names once the words it repeats from what was asked are set aside: the
   * key it was given under or the question ("family box" under "Box" for "Box size" picks
   * "Family (4–5 people)"): a person often names the thing again beside the choice. -1 when the
   * answer repeats no such word, keeps no other, or what it keeps names no option or several.
   *
   * @param options the choices' labels, in the page's order
   * @param wanted the answer
   * @param asked the key the answer was given under and the question, as words
   * @return the index into {@code options}, or -1
   */
  public static int optionNamedBesides(List<String> options, String wanted, String asked) {
    java.util.Set<String> askedWords = contentWords(asked);
    List<String> kept = new ArrayList<>();
    boolean setAside = false;
    for (String word : SemanticKey.questionSignature(wanted).split(" ")) {
      boolean repeated = contentWords(word).stream().anyMatch(w -> askedWords.stream().anyMatch(a -> WordForms.sameWord(a, w)));
      if (repeated) {
        setAside = true;
      } else if (!word.isEmpty()) {
        kept.add(word);
      }
    }
    String rest = String.join(" ", kept);
    return setAside && !contentWords(rest).isEmpty() ? bestOption(options, rest) : -1;
  }

  /**
   * For a value its key already paired with the question: the one option naming a wider group
   * than the person the value names, when no option names that person's own group ("my
   * grandmother" picks "Grandparent", "my husband" picks "Spouse or partner"; {@code
   * wider-answers.words}, kinship and sex only). Not part of {@link #bestOption}: a narrower person is no
   * evidence that a value answers a question ("Emergency contact relationship: Wife" does not
   * answer "Policy holder's relationship to patient" offering "Spouse").
   *
   * @param options the choices' labels, in the page's order
   * @param wanted the answer
   * @return the index into {@code options}, or -1 when none or several fit
   */
  public static int optionOfWiderAnswer(List<String> options, String wanted) {
    return SameAnswers.widerOptionFor(options, wanted);
  }

  /** Ways of saying "more than" and "less than", each read as the group's first. */
  private static final List<java.util.Map.Entry<java.util.regex.Pattern, String>> COMPARISONS = List.of(
      java.util.Map.entry(java.util.regex.Pattern.compile("\\b(?:more than|greater than|longer than|above|in excess of)\\b"), "over"),
      java.util.Map.entry(java.util.regex.Pattern.compile("\\b(?:less than|fewer than|shorter than|below)\\b"), "under"),
      java.util.Map.entry(java.util.regex.Pattern.compile("\\b(?:mehr als|länger als|laenger als)\\b"), "über"),
      java.util.Map.entry(java.util.regex.Pattern.compile("\\bweniger als\\b"), "unter"),
      java.util.Map.entry(java.util.regex.Pattern.compile("\\b(?:au-delà de|au dela de|au-dela de)\\b"), "plus de"),
      java.util.Map.entry(java.util.regex.Pattern.compile("\\bpor encima de\\b"), "más de"));

  /**
   * The option the answer names once both say "more than" and "less than" alike ("more than two
   * years ago" picks "Over two years ago", "less than a year" picks "Under a year"); -1 when
   * neither side words a comparison otherwise, or the reworded options name none or several.
   */
  static int optionOfSameComparison(List<String> options, String wanted) {
    String w = compared(wanted);
    boolean reworded = !w.equals(wanted.toLowerCase(Locale.ROOT));
    List<String> o = new ArrayList<>(options.size());
    for (String option : options) {
      String c = compared(option);
      reworded |= !c.equals(option.toLowerCase(Locale.ROOT));
      o.add(c);
    }
    return reworded ? bestOption(o, w) : -1;
  }

  private static String compared(String text) {
    String t = text.toLowerCase(Locale.ROOT);
    for (java.util.Map.Entry<java.util.regex.Pattern, String> c : COMPARISONS) {
      t = c.getKey().matcher(t).replaceAll(c.getValue());
    }
    return t;
  }

  /** A German word whose end is left to the next one: "Wirtschafts-" in "Wirtschafts- und Sozialwissenschaften". */
  private static final java.util.regex.Pattern ELIDED = java.util.regex.Pattern.compile(
      "(\\p{L}{3,})-\\s*(?=(?:und|oder|bzw\\.?|sowie|u\\.|&|,)\\s+\\p{L}*?(\\p{L}{4,})\\b)");

  /**
   * The option the answer names once a word the option leaves unfinished is completed with the end
   * of the word after it, as German writes pairs of compounds ("Wirtschafts- und
   * Sozialwissenschaften" holds "Wirtschaftswissenschaften"): the answer's own word says where the
   * shared end starts (its start is the unfinished word, its end, four letters or more, ends the
   * next word). -1 when no option has such a word or the completed options name none or several.
   */
  static int optionOfElidedCompound(List<String> options, String wanted) {
    List<String> answerWords = java.util.Arrays.stream(wanted.split("[^\\p{L}]+")).filter(w -> w.length() >= 8).toList();
    if (answerWords.isEmpty()) {
      return -1;
    }
    List<String> completed = new java.util.ArrayList<>(options.size());
    boolean any = false;
    for (String option : options) {
      String done = completeElided(option, answerWords);
      any |= !done.equals(option);
      completed.add(done);
    }
    return any ? bestOption(completed, wanted) : -1;
  }

  private static String completeElided(String option, List<String> answerWords) {
    java.util.regex.Matcher m = ELIDED.matcher(option);
    StringBuilder out = new StringBuilder();
    int last = 0;
    while (m.find()) {
      String start = m.group(1).toLowerCase(Locale.ROOT);
      String next = nextWordAfterLink(option.substring(m.end()));
      String whole = null;
      for (String w : answerWords) {
        String lw = w.toLowerCase(Locale.ROOT);
        String end = lw.startsWith(start) ? lw.substring(start.length()) : "";
        if (end.length() >= 4 && next.toLowerCase(Locale.ROOT).endsWith(end)) {
          whole = w;
          break;
        }
      }
      out.append(option, last, m.start()).append(whole == null ? m.group() : whole + " ");
      last = m.end();
    }
    return out.append(option.substring(last)).toString();
  }

  /** The word after the linking word that opens the text ("und Sozialwissenschaften" gives "Sozialwissenschaften"). */
  private static String nextWordAfterLink(String text) {
    String[] parts = text.strip().split("\\s+", 3);
    return parts.length < 2 ? "" : parts[1].replaceAll("[^\\p{L}]", "");
  }

  /** A note a person adds to an answer: after a comma, a semicolon or a line, or in brackets. */
  private static final java.util.regex.Pattern NOTE = java.util.regex.Pattern.compile("\\s*(?:[,;\\n、，；،؛]|\\(|\\))\\s*");

  /**
   * The option one item of a value names when the value adds a note to its answer ("beginner,
   * never played" names "Complete beginner"; "acoustic (steel strings)" names "Acoustic"): the
   * items that name an option all name the same one, and at least one item names none (a list of
   * options, "Monday, Tuesday", names no single option) and shares no word with any option (a second
   * answer half-named, "beginner, or advanced"); -1 otherwise.
   */
  private static int optionOfAnItem(List<String> options, String wanted) {
    String[] items = NOTE.split(wanted.strip());
    if (items.length < 2) {
      return -1;
    }
    int found = -1;
    boolean aNote = false;
    for (String item : items) {
      if (item.isBlank()) {
        continue;
      }
      int i = bestOption(options, item);
      if (i < 0) {
        if (sharesAWordWithAnOption(options, item)) {
          return -1; // a second answer half-named ("or advanced"), not a note
        }
        aNote = true;
      } else if (found >= 0 && found != i) {
        return -1;
      } else {
        found = i;
      }
    }
    return aNote ? found : -1;
  }

  private static boolean sharesAWordWithAnOption(List<String> options, String item) {
    String[] words = SemanticKey.questionSignature(item).split(" ");
    for (String o : options) {
      for (String ow : SemanticKey.questionSignature(o).split(" ")) {
        for (String w : words) {
          if (w.length() >= 3 && ow.length() >= 3 && WordForms.sameWord(w, ow)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * The index of the one option whose whole words end a short value or stand inside it, or that
   * ends with the value's words: "statutory (gesetzlich)" names "gesetzlich", "Salmon" names
   * "Maple-glazed salmon"; -1 when none or several do. A value of more than four words names
   * nothing this way.
   *
   * @param options the choices' labels, in the page's order
   * @param wanted the value as the values file gives it
   * @return the index into {@code options}, or -1
   */
  public static int optionWithin(List<String> options, String wanted) {
    String w = SemanticKey.questionSignature(wanted);
    boolean shortValue = !w.isEmpty() && w.split(" ").length <= 4;
    int found = -1;
    for (int i = 0; i < options.size(); i++) {
      String sig = SemanticKey.questionSignature(options.get(i));
      if (sig.length() >= 4 && shortValue && (w.endsWith(" " + sig) || w.contains(" " + sig + " ")) || w.length() >= 4 && sig.endsWith(" " + w)) {
        if (found >= 0) {
          return -1;
        }
        found = i;
      }
    }
    return found;
  }

  /**
   * The index of the one option naming the same thing as the value by a reading stronger than
   * words: the same country however written ("Saudi Arabia" and "SA"), the same moment ("Tuesday
   * March 16, 11am" and "Tue, Mar 16 · 11:00 AM"), the span of the day the value names
   * ("afternoon" and "nachmittags (14–18 Uhr)", see {@link DayParts}), or the same answer in other
   * words ("Male" and "Men", "Spanish" and "Español", see {@code same-answers.words}); -1 when none or several
   * do. Evidence that a value, keyed by no words of the question, is its answer.
   *
   * @param options the choices' labels, in the page's order
   * @param wanted the value as the values file gives it
   * @return the index into {@code options}, or -1
   */
  public static int optionOfSameThing(List<String> options, String wanted) {
    @Nullable String country = Countries.code(wanted);
    if (country != null) {
      int found = -1;
      for (int i = 0; i < options.size(); i++) {
        if (country.equals(Countries.code(options.get(i)))) {
          if (found >= 0) {
            return -1;
          }
          found = i;
        }
      }
      return found;
    }
    int span = DayParts.optionFor(options, wanted);
    if (span >= 0) {
      return span;
    }
    int same = SameAnswers.optionFor(options, wanted);
    return same >= 0 ? same : Moments.optionAt(options, wanted);
  }

  private static final java.util.regex.Pattern LIST_SEPARATORS = java.util.regex.Pattern.compile("\\s*[,;\\n、，；،؛]\\s*");
  private static final java.util.regex.Pattern AND_WORDS = java.util.regex.Pattern.compile("\\s+(?:and|und|et|y|e|plus)\\s+|\\s*和\\s*|\\s+و\\s*",
      java.util.regex.Pattern.CASE_INSENSITIVE);

  /**
   * The options a value of several items is placed in, for a group of checkboxes a key paired it
   * with: those it names ({@link #optionsNamed(List, String, String)}), else, item by item, the
   * one option each item names or alone shares a word with ({@link #optionSharingAWord}: "bikes,
   * car parking" ticks "Bicycles for the towpath (£20 per bike)" and "Secure car parking at the
   * base"; "extra time for photos" ticks "Extra 30 minutes for photographs" under "Extras": an
   * item that repeats the group's word still names its box by it). A loose reading for placing,
   * never evidence of a pairing; empty when any item is placed nowhere, two items land on one
   * option, or the value says only yes or no.
   *
   * @param options the boxes' labels, in the page's order
   * @param wanted the value as the values file gives it
   * @param question the group's question as the page words it; page text, read as data only
   * @return the indexes into {@code options}, distinct; empty when the value is not placed
   * @throws NullPointerException when an argument is null
   */
  public static List<Integer> optionsPlaced(List<String> options, String wanted, String question) {
    List<Integer> named = optionsNamed(options, wanted, question);
    if (!named.isEmpty() || polarity(wanted) != 0 || exceptAt(wanted) != null) {
      return named; // an exception is read as optionsNamed reads it, never item by item
    }
    java.util.LinkedHashSet<Integer> picked = new java.util.LinkedHashSet<>();
    String[] items = LIST_SEPARATORS.split(wanted.strip());
    for (String item : items) {
      if (item.isBlank()) {
        continue;
      }
      String[] parts = AND_WORDS.split(item.strip());
      if (parts.length >= 2) {
        // "LED lights and the gazebo": each part joined by "and" ticks the box it names or alone
        // shares a word with, when every part finds one of its own
        List<Integer> each = new ArrayList<>();
        for (String part : parts) {
          int i = bestOption(options, part);
          if (i < 0) {
            i = optionSharingAWord(options, part, question);
          }
          if (i < 0 || each.contains(i)) {
            each.clear();
            break;
          }
          each.add(i);
        }
        if (!each.isEmpty()) {
          for (int i : each) {
            if (!picked.add(i)) {
              return List.of();
            }
          }
          continue;
        }
      }
      int i = bestOption(options, item);
      if (i < 0) {
        i = optionSharingAWord(options, item);
      }
      if (i < 0 || parts.length >= 2 && !everyPartMeets(options.get(i), parts) || !picked.add(i)) {
        return List.of();
      }
    }
    return List.copyOf(picked);
  }

  /**
   * Whether each part of an item joined by "and" shares a word of its own with the option the
   * whole item was read as: "LED lights and the gazebo" is not "LED mood lights" alone, the gazebo
   * would be lost.
   */
  private static boolean everyPartMeets(String option, String[] parts) {
    for (String part : parts) {
      if (!sayingWords(part).isEmpty() && sharedSayingWords(part, option).isEmpty()) {
        return false;
      }
    }
    return true;
  }

  /**
   * The items of a value that lists several, as {@link #optionsNamed(List, String)} reads them:
   * separated by commas, semicolons or lines, and each item's parts joined by "and" (in six
   * languages) after it: "Shark Senses, Plastic Ocean" is two items, "bread and pastries, dairy"
   * is "bread and pastries", "bread", "pastries" and "dairy". Empty for a value of one item.
   *
   * @param value the value as the values file gives it
   * @return the items and their parts, in the value's order; empty when the value lists nothing
   * @throws NullPointerException when the value is null
   */
  public static List<String> listItems(String value) {
    java.util.Objects.requireNonNull(value, "value");
    List<String> out = new ArrayList<>();
    String[] items = LIST_SEPARATORS.split(value.strip());
    for (String item : items) {
      if (item.isBlank()) {
        continue;
      }
      String[] parts = AND_WORDS.split(item.strip());
      if (items.length > 1) {
        out.add(item.strip());
      }
      if (parts.length > 1) {
        for (String part : parts) {
          if (!part.isBlank()) {
            out.add(part.strip());
          }
        }
      }
    }
    return out;
  }

  /**
   * The options a value of several items names, for a question that takes several (a group of
   * checkboxes, a multi-select): "Morning Briefing, Arts &amp; Culture" names two options, "CS 301
   * Algorithms and MATH 240 Linear Algebra" two, "set building" one. The value is first taken
   * whole (an option named by its whole text); else it is read as items separated by commas,
   * semicolons or lines, an item that names no option whole read as items joined by "and" (in six
   * languages); each item picks its option by {@link #bestOption}. Empty when any item names no
   * option (a value placed in part is not placed: nothing is guessed), or the value says only yes
   * or no ({@link #polarity}: that answers one box, not a group). The indexes are distinct, in the
   * order the value names them.
   *
   * @param options the choices' labels, in the page's order
   * @param wanted the value as the values file gives it, items separated as above
   * @return the indexes into {@code options}, distinct, in the value's order; empty when the value
   *     is not placed
   */
  public static List<Integer> optionsNamed(List<String> options, String wanted) {
    java.util.Objects.requireNonNull(options, "options");
    int[] except = exceptAt(wanted);
    if (except != null) {
      // "Copper and lead except the pipes": what the words before name, less what those after
      // name; nothing when either names none (never the excepted ones)
      List<Integer> excluded = optionsNamed(options, wanted.substring(except[1]));
      List<Integer> from = excluded.isEmpty() ? List.of() : optionsNamed(options, wanted.substring(0, except[0]));
      return from.stream().filter(i -> !excluded.contains(i)).toList();
    }
    String w = SemanticKey.questionSignature(wanted);
    if (w.isEmpty() || polarity(wanted) != 0 && !options.stream().anyMatch(o -> SemanticKey.questionSignature(o).equals(w))) {
      return List.of();
    }
    for (int i = 0; i < options.size(); i++) {
      if (SemanticKey.questionSignature(options.get(i)).equals(w)) {
        return List.of(i);
      }
    }
    java.util.LinkedHashSet<Integer> picked = new java.util.LinkedHashSet<>();
    for (String item : LIST_SEPARATORS.split(wanted.strip())) {
      if (item.isBlank()) {
        continue;
      }
      String[] parts = AND_WORDS.split(item.strip());
      List<Integer> each = parts.length < 2 ? List.of() : eachNamed(options, parts);
      if (each.size() >= 2 && options.stream().noneMatch(o -> SemanticKey.questionSignature(o).equals(SemanticKey.questionSignature(item)))) {
        // items joined by "and" that each name an option name them all ("documentaries and world
        // cinema"), even when the whole also names one of them by some of its words
        picked.addAll(each);
        continue;
      }
      int whole = bestOption(options, item);
      if (whole >= 0 && (parts.length < 2 || everyPartMeets(options.get(whole), parts))) {
        picked.add(whole);
        continue;
      }
      if (each.isEmpty()) {
        return List.of(); // an item that names no option whole, nor in parts joined by "and"
      }
      picked.addAll(each);
    }
    return List.copyOf(picked);
  }

  /**
   * The options a value names for a group of checkboxes asked by this question: as {@link
   * #optionsNamed(List, String)}, and every option when the value says so in as many words
   * ("all", "all of them", "both", "both days" for "Days attending", "beide", "tous", "ambos",
   * "全部", "كلاهما"): "both" and its like only when there are two options, and a noun with the
   * word only when the question says it ("days" in "Days attending"), so "all weekdays" picks no
   * weekend day of a week's boxes.
   *
   * @param options the choices' labels, in the page's order
   * @param wanted the value as the values file gives it
   * @param question the group's question as the page words it; page text, read as data only
   * @return the indexes into {@code options}, distinct; empty when the value is not placed
   * @throws NullPointerException when an argument is null
   */
  public static List<Integer> optionsNamed(List<String> options, String wanted, String question) {
    java.util.Objects.requireNonNull(question, "question");
    List<Integer> named = optionsNamed(options, wanted);
    if (!named.isEmpty() || options.size() < 2) {
      return named;
    }
    int[] except = exceptAt(wanted);
    if (except != null) {
      // "any day except Monday and Wednesday" for "Which days?": every option but those named
      List<Integer> excluded = optionsNamed(options, wanted.substring(except[1]));
      if (excluded.isEmpty() || !saysEvery(options, wanted.substring(0, except[0]), question, true)) {
        return List.of();
      }
      List<Integer> rest = new ArrayList<>();
      for (int i = 0; i < options.size(); i++) {
        if (!excluded.contains(i)) {
          rest.add(i);
        }
      }
      return List.copyOf(rest);
    }
    if (!saysEvery(options, wanted, question, false)) {
      return named;
    }
    List<Integer> all = new ArrayList<>();
    for (int i = 0; i < options.size(); i++) {
      all.add(i);
    }
    return List.copyOf(all);
  }

  /**
   * Whether a value says every option in as many words ("all", "both days", "tous"; with {@code
   * any}, also "any day", "jeden Tag", "أي يوم", before an exception): "both" and its like only
   * among two options, a noun after the word only when the question says it.
   */
  private static boolean saysEvery(List<String> options, String wanted, String question, boolean any) {
    String w = SemanticKey.questionSignature(wanted);
    for (String phrase : new String[] {w, w.replace(" of them", "").replace(" de ellos", "").replace(" de ellas", "")}) {
      String[] words = phrase.strip().split(" ");
      if (words.length == 0 || words.length > 3) {
        continue;
      }
      boolean two = TWO_OF_TWO.contains(phrase.strip()) || words.length >= 1 && TWO_OF_TWO.contains(words[0]);
      boolean every = EVERY.contains(phrase.strip()) || EVERY.contains(words[0]) || any && ANY.contains(words[0]);
      if (!two && !every || two && options.size() != 2) {
        continue;
      }
      // what follows the word of quantity, if anything, is what the question asks for ("both days")
      String rest = TWO_OF_TWO.contains(phrase.strip()) || EVERY.contains(phrase.strip()) ? "" : phrase.strip().substring(words[0].length()).strip();
      rest = rest.replaceFirst("^(?:les|the|die|los|las|de)\\s+", "");
      if (rest.isEmpty() || SemanticKey.questionSignature(question).contains(rest) || rest.length() > 3
          && SemanticKey.questionSignature(question).contains(rest.substring(0, rest.length() - 1))) {
        return true;
      }
    }
    return false;
  }

  /** Words that mean any one, said before an exception ("any day except Monday"), as signatures' words. */
  private static final java.util.Set<String> ANY = java.util.Set.of("any", "jeder", "jede", "jeden", "jedem", "cualquier", "cualquiera", "اي", "任何");

  /**
   * Words of an exception: what follows them is left out ("except Monday", "außer montags", "sauf
   * le lundi", "excepto los lunes", "除了周一", "ما عدا الإثنين").
   */
  private static final java.util.regex.Pattern EXCEPT = java.util.regex.Pattern.compile(
      "(?<![\\p{L}])(?:except(?: for)?|apart from|other than|außer|ausser|ausgenommen|sauf|excepté|hormis|à part|excepto|salvo|ما عدا|عدا|باستثناء)(?![\\p{L}])|除了",
      java.util.regex.Pattern.CASE_INSENSITIVE | java.util.regex.Pattern.UNICODE_CASE);
  private static final java.util.regex.Pattern ANY_BUT = java.util.regex.Pattern.compile(
      "^\\s*(?:any|every|all)(?:\\s+\\p{L}+)?\\s+(but)\\s", java.util.regex.Pattern.CASE_INSENSITIVE);

  /**
   * Where a value says an exception: the start and end of its word ("except", "but" after "any
   * day"); null when it says none.
   */
  static int @Nullable [] exceptAt(String wanted) {
    java.util.regex.Matcher m = EXCEPT.matcher(wanted);
    if (m.find()) {
      return new int[] {m.start(), m.end()};
    }
    m = ANY_BUT.matcher(wanted);
    return m.find() ? new int[] {m.start(1), m.end(1)} : null;
  }

  /** The distinct options the parts name, one each, in order; empty when a part names none. */
  private static List<Integer> eachNamed(List<String> options, String[] parts) {
    java.util.LinkedHashSet<Integer> out = new java.util.LinkedHashSet<>();
    for (String part : parts) {
      int index = part.isBlank() ? -1 : bestOption(options, part);
      if (index < 0) {
        return List.of();
      }
      out.add(index);
    }
    return List.copyOf(out);
  }

  /** Words that mean both of two: the value names each of the two options. */
  private static final java.util.Set<String> TWO_OF_TWO = java.util.Set.of("both", "beide", "beiden", "les deux", "tous les deux", "toutes les deux", "ambos", "ambas",
      "los dos", "las dos", "两个都", "两个", "都要", "كلاهما", "كلتاهما", "الاثنين", "الاثنان");
  /** Words that mean every one: the value names each option. */
  private static final java.util.Set<String> EVERY = java.util.Set.of("all", "every", "alle", "allen", "tous", "toutes", "todos", "todas", "全部", "所有", "都",
      "الكل", "الجميع", "جميع", "كل");

  private static final java.util.Set<String> YES_WORDS = java.util.Set.of("yes", "ja", "oui", "si", "sí", "是", "نعم", "sure", "fine", "ok", "okay");
  private static final java.util.Set<String> NO_WORDS = java.util.Set.of("no", "nein", "non", "否", "不", "لا");
  /**
   * Words that say there is none ("Are there children under 10?": "none"): a no among options of
   * yes and no ({@link #optionOfPolarity}), though a value of their own elsewhere ("Medical
   * conditions: none" is typed as written, and pairs as any other value does).
   */
  private static final java.util.Set<String> NONE_WORDS = java.util.Set.of("none", "nothing", "nobody", "never", "keine", "keiner", "aucun", "aucune", "ninguno", "ninguna", "nadie", "nada");
  /** Leading words by which a person says yes without the word ("happy to have one", "gerne", "volontiers"). */
  private static final java.util.regex.Pattern GLAD = java.util.regex.Pattern.compile("^(happy to|glad to|of course|gerne|gern|volontiers|con gusto|por supuesto)(?![\\p{L}])");
  private static final java.util.regex.Pattern NEGATION = java.util.regex.Pattern.compile(
      "(?<![\\p{L}])(?:not|no|never|none|cannot|can['’]t|won['’]t|don['’]t|isn['’]t|decline[sd]?|regret\\p{L}*|unable|nein|nicht|kein\\p{L}*|non|ne|pas|jamais|nunca|ninguno|without|ohne|sans|sin)(?![\\p{L}])"
          + "|(?<![\\p{L}])n['’](?!importe)(?=\\p{L})"
          + "|不|否|无|没有|لا|لن|بدون");

  /**
   * Whether a value is of a kind many questions take alike, so that it says nothing of which
   * question it answers: a yes or a no, a number, a date, a time, a country or a language
   * ("Germany" is a residence, a citizenship or a birthplace; "Spanish" a mother tongue or the
   * language to be called in). Only its key can say where such a value goes.
   *
   * @param value a value as a person wrote it
   * @return true when the value alone cannot tell which question it answers
   */
  public static boolean answersManyQuestions(String value) {
    String v = value.strip();
    return v.isEmpty() || polarity(v) != 0 || digits(v).length() > 0 && Values.number(v) != null || Values.date(v) != null || Values.time(v) != null
        || Values.month(v) != null || Countries.code(v) != null || SameAnswers.isLanguage(v);
  }

  /**
   * 1 when a text says yes (wholly, {@link #isYes}, or by its first word in six languages: "Yes,
   * we'll be there"), -1 when it says no likewise ("no", "Nein, danke"), 0 when neither or when it
   * is a number.
   *
   * @param text an answer or an option's label
   * @return 1 for yes, -1 for no, 0 for neither
   */
  public static int polarity(String text) {
    if (digits(text).length() > 0 && digits(text).equals(collapse(text))) {
      return 0; // a count, not a yes or no
    }
    if (isYes(text)) {
      return 1;
    }
    String k = key(text);
    if (NO.contains(k)) {
      return -1;
    }
    String first = k.split("[\\s,.;:!—–-]+", 2)[0];
    if (YES_WORDS.contains(first) || GLAD.matcher(k).find()) {
      return 1;
    }
    if (NO_WORDS.contains(first)) {
      return -1;
    }
    // yes words joined ("read and agreed", "lu et accepté", "gelesen und akzeptiert")
    String[] parts = k.split("\\s*(?:,|&|\\band\\b|\\bet\\b|\\bund\\b|\\by\\b)\\s*");
    return parts.length > 1 && java.util.Arrays.stream(parts).allMatch(p -> !p.isBlank() && YES.contains(p.strip())) ? 1 : 0;
  }

  /**
   * The index of the one option saying yes or no as the answer does ({@link #polarity}); else, of
   * exactly two options of which one alone is a negation ("Regretfully declines", "I can't come"),
   * that one for a no and the other for a yes; -1 when the answer is no yes or no, or no option
   * or several fit.
   *
   * @param options the options' labels
   * @param wanted the answer
   * @return the option's index, or -1
   * @throws NullPointerException when an argument is null
   */
  public static int optionOfPolarity(List<String> options, String wanted) {
    int p = polarity(wanted);
    if (p == 0 && NONE_WORDS.contains(key(wanted).split("[\\s,.;:!—–-]+", 2)[0])) {
      p = -1;
    }
    if (p == 0) {
      return -1;
    }
    int found = -1;
    for (int i = 0; i < options.size(); i++) {
      if (polarity(options.get(i)) == p) {
        if (found >= 0) {
          return -1;
        }
        found = i;
      }
    }
    if (found >= 0 || options.size() != 2) {
      return found;
    }
    boolean firstNegated = NEGATION.matcher(key(options.get(0))).find();
    boolean secondNegated = NEGATION.matcher(key(options.get(1))).find();
    if (firstNegated == secondNegated) {
      return -1;
    }
    int negated = firstNegated ? 0 : 1;
    return p < 0 ? negated : 1 - negated;
  }

  /**
   * For a yes or a no keyed by the words of one option ("New patient: yes" for "I'm a new patient"
   * / "I've been here before"): the option the key names for a yes; for a no, of exactly two
   * options, the other one. The key names an option when all its words (two or more, so that no
   * single common word decides) stand among the option's and among no other option's. -1 when the
   * value is no yes or no, or no option or several fit. Used where a value's own words name no
   * option; the key is the question the person answered, in their words.
   *
   * @param options the choices' labels, in the page's order
   * @param key the key the value was given under, as the person wrote it
   * @param wanted the value ("yes", "no", "ja", ...)
   * @return the index into {@code options}, or -1
   */
  public static int optionNamedByKey(List<String> options, String key, String wanted) {
    int p = polarity(wanted);
    if (p == 0) {
      return -1;
    }
    java.util.Set<String> k = contentWords(key);
    if (k.size() < 2) {
      return -1;
    }
    int found = -1;
    for (int i = 0; i < options.size(); i++) {
      if (contentWords(options.get(i)).containsAll(k)) {
        if (found >= 0) {
          return -1;
        }
        found = i;
      }
    }
    if (found < 0 || p > 0) {
      return found;
    }
    return options.size() == 2 ? 1 - found : -1;
  }

  /**
   * The index of the one option written as alternatives separated by slashes ("Citizenship /
   * naturalization") one of which, of five letters or more, the answer holds as whole words
   * ("apply for U.S. citizenship"); -1 when none or several options do.
   *
   * @param options the choices' labels
   * @param wanted the answer
   * @return the index into {@code options}, or -1
   */
  static int optionByAlternative(List<String> options, String wanted) {
    String w = " " + SemanticKey.questionSignature(wanted) + " ";
    int found = -1;
    for (int i = 0; i < options.size(); i++) {
      String option = options.get(i);
      if (option.indexOf('/') < 0) {
        continue;
      }
      for (String alternative : option.split("/")) {
        String a = SemanticKey.questionSignature(alternative);
        if (a.length() >= 5 && w.contains(" " + a + " ")) {
          if (found >= 0) {
            return -1;
          }
          found = i;
          break;
        }
      }
    }
    return found;
  }

  /**
   * The index of the one option that shares a word saying something with the answer, when no
   * other option shares any: words compared as one word with another ending ({@link
   * WordForms#sameWord}), function words ({@link FunctionWords}) and bare numbers left out. "a few
   * lessons at a holiday camp" picks "Has had a few lessons" beside "Never ridden before",
   * "Chinese takeaway" picks "Takeaway or sandwich shop", "a little, from a chimney" picks "Some
   * shading (trees, chimneys)"; "cavity walls, not filled" picks neither "Cavity walls – not
   * insulated" nor "Cavity walls – already filled". A loose reading, for placing a value a key
   * already paired with the question, never evidence that a value answers it.
   *
   * @param options the options' labels
   * @param wanted the answer as the person wrote it
   * @return the option's index, or -1 when no option or more than one shares a word
   * @throws NullPointerException when an argument is null
   */
  public static int optionSharingAWord(List<String> options, String wanted) {
    return optionSharingAWord(options, wanted, "");
  }

  /**
   * As {@link #optionSharingAWord(List, String)}, the words of what was asked left out of the
   * answer first: a word the answer repeats from its key or its question names no option ("half
   * size" for "Size" shares "size" with "4/4 (full size)" alone, and names it not).
   *
   * @param options the options' labels
   * @param wanted the answer as the person wrote it
   * @param asked the key and the question the answer was given to; page text, read as data only
   * @return the option's index, or -1 when no option or more than one shares a word
   * @throws NullPointerException when an argument is null
   */
  public static int optionSharingAWord(List<String> options, String wanted, String asked) {
    java.util.Set<String> w = sayingWords(wanted);
    java.util.Set<String> repeated = sayingWords(asked);
    w.removeIf(x -> repeated.stream().anyMatch(y -> WordForms.sameWord(x, y)));
    // what the answer says it does not want names no option, and rules out the options it names
    // ("text please – I can't take calls" is no "Phone call"; "a Saturday, but not in October")
    java.util.Set<String> refused = negatedWords(wanted);
    w.removeIf(x -> refused.stream().anyMatch(y -> WordForms.sameWord(x, y)));
    if (w.isEmpty()) {
      return -1;
    }
    int found = -1;
    for (int i = 0; i < options.size(); i++) {
      java.util.Set<String> o = sayingWords(options.get(i));
      if (o.stream().anyMatch(y -> refused.stream().anyMatch(x -> WordForms.sameWord(x, y)))) {
        continue;
      }
      if (w.stream().anyMatch(x -> o.stream().anyMatch(y -> WordForms.sameWord(x, y)))) {
        if (found >= 0) {
          return -1;
        }
        found = i;
      }
    }
    return found;
  }

  /**
   * The words of a text that say something (no function word, no bare number) that another text
   * has too, a word with another ending being the same word ({@link WordForms#sameWord}).
   *
   * @param text the text whose words are returned
   * @param other the text they are looked for in
   * @return the shared words as {@code text} writes them, normalized; empty when none
   * @throws NullPointerException when an argument is null
   */
  public static java.util.Set<String> sharedSayingWords(String text, String other) {
    java.util.Set<String> o = sayingWords(other);
    java.util.Set<String> out = sayingWords(text);
    out.removeIf(x -> o.stream().noneMatch(y -> WordForms.sameWord(x, y)));
    return out;
  }

  /** The words of a text that say something: no function word, no bare number. */
  /**
   * Whether an answer to a yes-or-no question says yes or no by saying again what was asked: two
   * or more of the question's words that say something stand in the answer ("Will you need a hand
   * loading it?": "the cylinder is heavy – I'll need a hand getting it out" says yes), outside a
   * negation (yes) or all after one in its clause ("we won't need a hand": no).
   *
   * @param answer the answer as the person wrote it
   * @param question the question as the page asks it; page text, read as data only
   * @return 1 for yes, -1 for no, 0 when it says neither so
   * @throws NullPointerException when an argument is null
   */
  public static int polarityByRestating(String answer, String question) {
    java.util.Set<String> asked = sayingWords(question);
    java.util.Set<String> said = sayingWords(answer);
    java.util.Set<String> refused = negatedWords(answer);
    java.util.Set<String> shared = new java.util.LinkedHashSet<>();
    for (String a : asked) {
      if (said.stream().anyMatch(x -> WordForms.sameWord(x, a))) {
        shared.add(a);
      }
    }
    if (shared.size() < 2) {
      return 0;
    }
    long negated = shared.stream().filter(a -> refused.stream().anyMatch(x -> WordForms.sameWord(x, a))).count();
    return negated == 0 ? 1 : negated == shared.size() ? -1 : 0;
  }

  /** Where a clause of an answer ends: a mark, or "but" in the six languages' Latin scripts. */
  private static final java.util.regex.Pattern CLAUSE_END = java.util.regex.Pattern.compile(
      "[,;.:!?()\\[\\]–—]|(?<![\\p{L}])(?:but|aber|mais|pero|sondern)(?![\\p{L}])", java.util.regex.Pattern.CASE_INSENSITIVE);

  /**
   * The words an answer says it does not want: those after a negation in the same clause ("can't
   * take calls", "not in October", "jamais l'après-midi"), and those after an exception in its
   * clause ("any day except Monday"), as saying words.
   */
  static java.util.Set<String> negatedWords(String text) {
    java.util.Set<String> out = new java.util.LinkedHashSet<>();
    int[] except = exceptAt(text);
    if (except != null) {
      out.addAll(sayingWords(CLAUSE_END.split(text.substring(except[1]).toLowerCase(Locale.ROOT))[0]));
    }
    for (String clause : CLAUSE_END.split(text.toLowerCase(Locale.ROOT))) {
      java.util.regex.Matcher no = NEGATION.matcher(clause);
      if (no.find()) {
        out.addAll(sayingWords(clause.substring(no.end())));
      }
    }
    return out;
  }

  private static java.util.Set<String> sayingWords(String text) {
    java.util.Set<String> out = new java.util.LinkedHashSet<>();
    for (String word : SemanticKey.questionSignature(text).split(" ")) {
      if (!word.isEmpty() && !FunctionWords.is(word) && !word.chars().allMatch(Character::isDigit)) {
        out.add(word);
      }
    }
    return out;
  }

  /**
   * The index of the one option sharing the most words with the answer, when it shares at least
   * two and two thirds of the shorter side's words ("Someone recommended the shop" picks "Someone
   * recommended you"); -1 when none does or two share as many.
   */
  static int optionBySharedWords(List<String> options, String wanted) {
    java.util.Set<String> w = contentWords(wanted);
    int best = -1;
    int bestShared = 0;
    boolean tie = false;
    for (int i = 0; i < options.size(); i++) {
      java.util.Set<String> o = contentWords(options.get(i));
      int shared = 0;
      for (String x : o) {
        if (w.contains(x)) {
          shared++;
        }
      }
      if (shared < 2 || shared * 3 < 2 * Math.min(w.size(), o.size())) {
        continue;
      }
      if (shared > bestShared) {
        best = i;
        bestShared = shared;
        tie = false;
      } else if (shared == bestShared) {
        tie = true;
      }
    }
    return tie ? -1 : best;
  }

  /**
   * The index of the one option that is the initials of the answer's words, or whose words' initials
   * the answer is, written in capitals, two to five letters ("Computer Engineering" picks "CE",
   * "HR" picks "Human Resources"; linking words do not count); -1 when none or several are.
   */
  static int optionByInitials(List<String> options, String wanted) {
    int found = -1;
    for (int i = 0; i < options.size(); i++) {
      String o = options.get(i).strip();
      boolean same = isInitialism(o) && o.equals(initials(wanted)) || isInitialism(wanted.strip()) && wanted.strip().equals(initials(o));
      if (same) {
        if (found >= 0) {
          return -1;
        }
        found = i;
      }
    }
    return found;
  }

  /**
   * The index of the one option whose words an answer holds once an initialism in either is read
   * as the capitalised words of the other that it abbreviates: "Los Angeles, in the US" picks "In
   * the United States" and not "Outside the United States", "Resident of the EU" picks "EU
   * resident"; -1 when no initialism stands for words of an option, or when several options are
   * held. The initialism is written in capitals, two to five letters, with or without dots
   * ("US", "U.S."); the words it stands for start with those capitals, one after another, linking
   * words aside; the side with fewer words has at least two after the reading, as for {@link
   * #optionByWords}.
   */
  static int optionByInitialsWithin(List<String> options, String wanted) {
    List<String> wantedInitialisms = initialismsIn(wanted);
    List<String[]> read = new java.util.ArrayList<>();
    for (String option : options) {
      String w = spellOut(wanted, wantedInitialisms, option);
      String o = spellOut(option, initialismsIn(option), wanted);
      read.add(w.equals(wanted) && o.equals(option) ? null : new String[] {w, o});
    }
    // read whole first: "in the U.S." is "In the United States", which "Outside the United States" holds too
    int same = -1;
    for (int i = 0; i < read.size(); i++) {
      String[] r = read.get(i);
      if (r != null && SemanticKey.questionSignature(r[0]).equals(SemanticKey.questionSignature(r[1]))) {
        if (same >= 0) {
          return -1;
        }
        same = i;
      }
    }
    if (same >= 0) {
      return same;
    }
    int found = -1;
    for (int i = 0; i < read.size(); i++) {
      String[] r = read.get(i);
      if (r == null) {
        continue;
      }
      String w = r[0];
      String o = r[1];
      java.util.Set<String> ws = contentWords(w);
      java.util.Set<String> os = contentWords(o);
      if (Math.min(ws.size(), os.size()) >= 2 && (ws.containsAll(os) || os.containsAll(ws))) {
        if (found >= 0) {
          return -1;
        }
        found = i;
      }
    }
    return found;
  }

  private static final java.util.regex.Pattern INITIALISM = java.util.regex.Pattern.compile("(?<![\\p{L}.])(?:[A-Z]\\.){2,5}(?![\\p{L}])|(?<![\\p{L}])[A-Z]{2,5}(?![\\p{L}])");

  /** The initialisms written in a text ("US", "U.S."), as written. */
  private static List<String> initialismsIn(String text) {
    List<String> out = new java.util.ArrayList<>();
    java.util.regex.Matcher m = INITIALISM.matcher(text);
    while (m.find()) {
      out.add(m.group());
    }
    return out;
  }

  /**
   * The text with each of its initialisms replaced by the run of capitalised words of {@code other}
   * whose initials spell it (linking words between them aside); the text unchanged when none is.
   */
  private static String spellOut(String text, List<String> initialisms, String other) {
    if (initialisms.isEmpty()) {
      return text;
    }
    String[] words = other.split("[^\\p{L}]+");
    String out = text;
    for (String initialism : initialisms) {
      String letters = initialism.replace(".", "");
      if (!letters.chars().allMatch(c -> c >= 'A' && c <= 'Z')) {
        continue;
      }
      String run = runSpelling(words, letters);
      if (run != null) {
        out = java.util.regex.Pattern.compile("(?<![\\p{L}.])" + java.util.regex.Pattern.quote(initialism) + "(?![\\p{L}])").matcher(out)
            .replaceAll(java.util.regex.Matcher.quoteReplacement(run));
      }
    }
    return out;
  }

  /** The words, one after another (linking words between them allowed), whose capital initials are these letters; null when none are. */
  private static @Nullable String runSpelling(String[] words, String letters) {
    for (int start = 0; start < words.length; start++) {
      StringBuilder run = new StringBuilder();
      int matched = 0;
      for (int j = start; j < words.length && matched < letters.length(); j++) {
        String word = words[j];
        if (word.isEmpty()) {
          continue;
        }
        if (matched > 0 && LINKING_WORDS.contains(word.toLowerCase(Locale.ROOT))) {
          run.append(' ').append(word);
          continue;
        }
        if (word.length() < 2 || word.charAt(0) != letters.charAt(matched) || !Character.isLowerCase(word.charAt(1))) {
          break;
        }
        run.append(run.length() == 0 ? "" : " ").append(word);
        matched++;
      }
      if (matched == letters.length()) {
        return run.toString();
      }
    }
    return null;
  }

  /**
   * The index of the one option in whose words each word of the answer has its counterpart spelled
   * alike, accents aside: the same word, or for a word of six letters or more one with the same
   * first three letters and one letter in six changed at most ("Vegetarian" picks "Végétarien" and
   * not "Végétalien", "Accessibility (RGAA)" picks "A4 – Accessibilité (RGAA) en pratique"): the
   * same word in a neighbouring language; or, for a word of {@value #HEAD_OF_COMPOUND} letters or
   * more, a compound ending in it ("Versicherung" picks "Krankenversicherung"); -1 when none or
   * several do. A shorter word inside another names nothing ("Script" is not "JavaScript", "Phone"
   * not "By telephone"): the executor refuses such a pick as the planners do.
   */
  static int optionByCognates(List<String> options, String wanted) {
    java.util.Set<String> w = contentWords(fold(wanted));
    if (w.isEmpty() || w.size() > 4) {
      return -1;
    }
    int found = -1;
    for (int i = 0; i < options.size(); i++) {
      java.util.Set<String> o = contentWords(fold(options.get(i)));
      boolean all = true;
      boolean alike = false;
      for (String x : w) {
        boolean same = o.contains(x);
        boolean near = !same && (x.length() >= 6 && o.stream().anyMatch(y -> cognate(x, y)) || x.length() >= HEAD_OF_COMPOUND && o.stream().anyMatch(y -> y.endsWith(x)));
        all &= same || near;
        alike |= near;
      }
      if (all && alike) {
        if (found >= 0) {
          return -1;
        }
        found = i;
      }
    }
    return found;
  }

  /** The fewest letters of a word read as the head of a compound ending in it. */
  static final int HEAD_OF_COMPOUND = 8;

  private static boolean cognate(String a, String b) {
    if (b.length() < 6 || !a.regionMatches(0, b, 0, 2)) {
      return false;
    }
    if (a.regionMatches(0, b, 0, 3) && near(a, b)) {
      return true;
    }
    // a Romance word's ending of gender or number is no difference of its own: "acoustic" and
    // "acústica", "classic" and "clásico" differ by one letter of their stems, which begin alike
    String sa = withoutGenderEnding(a);
    String sb = withoutGenderEnding(b);
    return (sa.length() < a.length() || sb.length() < b.length()) && Math.min(sa.length(), sb.length()) >= 6 && near(sa, sb);
  }

  private static boolean near(String a, String b) {
    int allowed = Math.max(1, Math.max(a.length(), b.length()) / 6);
    return Math.abs(a.length() - b.length()) <= allowed && editDistance(a, b) <= allowed;
  }

  /** The word without a last "a", "o" or "e", and an "s" after it ("acustica", "clasicos"). */
  private static String withoutGenderEnding(String w) {
    String x = w.endsWith("s") && w.length() > 2 ? w.substring(0, w.length() - 1) : w;
    return x.length() > 1 && "aoe".indexOf(x.charAt(x.length() - 1)) >= 0 ? x.substring(0, x.length() - 1) : w;
  }

  private static int editDistance(String a, String b) {
    int[] prev = new int[b.length() + 1];
    int[] cur = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      prev[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      cur[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
      }
      int[] t = prev;
      prev = cur;
      cur = t;
    }
    return prev[b.length()];
  }

  private static String fold(String s) {
    return java.text.Normalizer.normalize(s, java.text.Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
  }

  private static boolean isInitialism(String s) {
    return s.length() >= 2 && s.length() <= 5 && s.chars().allMatch(c -> c >= 'A' && c <= 'Z');
  }

  /** The capital initials of a text's words of letters, linking words aside; empty when it has fewer than two. */
  private static String initials(String text) {
    StringBuilder out = new StringBuilder();
    for (String w : text.split("[^\\p{L}]+")) {
      if (!w.isEmpty() && !LINKING_WORDS.contains(w.toLowerCase(Locale.ROOT))) {
        out.append(Character.toUpperCase(w.charAt(0)));
      }
    }
    return out.length() >= 2 && out.toString().chars().allMatch(c -> c >= 'A' && c <= 'Z') ? out.toString() : "";
  }

  private static final java.util.Set<String> LINKING_WORDS = java.util.Set.of("and", "or", "the", "a", "an", "of", "in", "for", "with", "to");
  /** Words that say whose, not what: "Renew my passport" names what "Passport renewal" does. */
  private static final java.util.Set<String> OWNERS = java.util.Set.of("my", "your", "our", "their", "mine", "yours");
  /** Words that say who, not what: "we own our home" names what "I own my home" does. */
  private static final java.util.Set<String> PERSONS = java.util.Set.of("i", "we", "me", "us");

  /**
   * The index of the one option whose words hold every word of the wanted answer, or whose every
   * word the answer holds, in any order, the side with fewer words having at least two ("Taxi /
   * rideshare" picks "Ground transport (taxi, rideshare, rail)", "Within 1-3 months" picks "1–3
   * months", "Computer Science (BS)" picks "B.S. Computer Science", "Renew my passport" picks
   * "Passport renewal"); -1 when none or several do. Letters written apart ("B.S.") are read as one
   * word; linking words do not count; words of whose and who ("my", "your", "we") count first and
   * are left out when no option is named with them ("we own our home" picks "I own my home"); a
   * word with another ending is the same word ({@link
   * WordForms#sameWord}).
   *
   * @param options the choices' labels, in the page's order
   * @param wanted the answer
   * @return the index of the one such option, or -1
   */
  public static int optionByWords(List<String> options, String wanted) {
    java.util.Set<String> w = contentWords(wanted);
    int found = optionHolding(options, w);
    if (found < 0 && w.removeIf(x -> OWNERS.contains(x) || PERSONS.contains(x))) {
      // whose it is, read again without it ("Renew my passport" for "Passport renewal", "my
      // condition makes walking very difficult" for "I have a permanent condition that makes
      // walking very difficult"); read with it first, so "my whole team" is "My team" beside
      // "Just me" and "Whole site"
      found = optionHolding(options, w);
    }
    return found;
  }

  /** The one option whose words hold these words or are held by them, the smaller side two words or more; -1 when none or several. */
  private static int optionHolding(List<String> options, java.util.Set<String> w) {
    if (w.isEmpty()) {
      return -1;
    }
    int found = -1;
    for (int i = 0; i < options.size(); i++) {
      java.util.Set<String> o = contentWords(options.get(i));
      boolean holds = Math.min(o.size(), w.size()) >= 2 && (WordForms.holdsAll(o, w) || WordForms.holdsAll(w, o));
      if (holds) {
        if (found >= 0) {
          return -1;
        }
        found = i;
      }
    }
    return found;
  }

  private static java.util.Set<String> contentWords(String text) {
    String sig = SemanticKey.questionSignature(text);
    java.util.Set<String> out = new java.util.LinkedHashSet<>();
    StringBuilder letters = new StringBuilder();
    for (String word : sig.split(" ")) {
      if (word.length() == 1 && Character.isLetter(word.charAt(0))) {
        letters.append(word);
        continue;
      }
      if (letters.length() > 0) {
        out.add(letters.toString());
        letters.setLength(0);
      }
      if (!word.isEmpty() && !LINKING_WORDS.contains(word)) {
        out.add(word);
      }
    }
    if (letters.length() > 0) {
      out.add(letters.toString());
    }
    return out;
  }

  /**
   * What a number field takes from an answer written with words around its number: "3 years" is
   * {@code 3}, "about 1,200" is {@code 1200}, "$350k" is {@code 350000}, "two" is {@code 2}; null
   * when the answer is a number already, or holds none or more than one (nothing is guessed).
   *
   * @param answer the answer as the pack gives it
   * @return the one number, as digits; null when there is nothing to take out
   */
  public static @Nullable String numberFor(String answer) {
    if (Values.number(collapse(answer)) != null) {
      return null;
    }
    return NumberRanges.onlyNumber(answer);
  }

  private static final java.util.regex.Pattern BRACKETED = java.util.regex.Pattern.compile("[(（\\[][^)）\\]]*[)）\\]]");

  /**
   * A text without what it says in brackets, which explains it ("Undergraduate (project student)",
   * "2 (6 et 9 ans)"): each bracketed part, round, full-width or square, becomes a blank.
   *
   * @param text the text
   * @return the text with its bracketed parts blanked
   * @throws NullPointerException when the text is null
   */
  public static String withoutBrackets(String text) {
    return BRACKETED.matcher(text).replaceAll(" ");
  }

  /** A number and the letters of a unit after it ("7.2 m", "12,5 m", "80 cm"). */
  private static final java.util.regex.Pattern IN_A_UNIT = java.util.regex.Pattern.compile("^\\s*(\\d+(?:[.,]\\d+)?)\\s*(\\p{L}{1,12})\\.?\\s*$");
  /** A unit's letters and the words that name it in the six languages. */
  private static final java.util.Map<String, List<String>> UNIT_NAMES = java.util.Map.of(
      "m", List.of("m", "metre", "metres", "meter", "meters", "mètre", "mètres", "metro", "metros", "米", "متر", "أمتار"),
      "cm", List.of("cm", "centimetre", "centimetres", "centimeter", "centimeters", "zentimeter", "centimètre", "centimètres", "centímetro", "centímetros", "厘米", "سم"),
      "km", List.of("km", "kilometre", "kilometres", "kilometer", "kilometers", "kilomètre", "kilomètres", "kilómetro", "kilómetros", "公里", "كم"),
      "kg", List.of("kg", "kilogram", "kilograms", "kilo", "kilos", "kilogramm", "kilogramme", "kilogrammes", "kilogramo", "kilogramos", "公斤", "كغ"));

  /**
   * The number of an answer written with the unit the question asks in ("7.2 m" or "7.2 metres"
   * for "Length of your house (metres)" is {@code 7.2}): the unit's letters must be the question's unit, written
   * as its letters or its name; a unit the question does not name, or an answer that is not one
   * number and a unit, gives null (nothing is converted, "m" is never read as a million here).
   *
   * @param answer the answer as the pack gives it
   * @param question the question as the page asks it
   * @return the number as written, a decimal comma made a point; null when the rule does not apply
   */
  public static @Nullable String numberInTheQuestionsUnit(String answer, String question) {
    java.util.regex.Matcher m = IN_A_UNIT.matcher(answer);
    if (!m.matches()) {
      return null;
    }
    String unit = m.group(2).toLowerCase(Locale.ROOT);
    // the unit's letters ("m") or one of its words ("metres")
    List<String> names = UNIT_NAMES.getOrDefault(unit,
        UNIT_NAMES.values().stream().filter(n -> n.contains(unit)).findFirst().orElse(null));
    if (names == null) {
      return null;
    }
    String q = " " + question.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", " ") + " ";
    for (String name : names) {
      if (q.contains(" " + name + " ") || !name.matches("\\p{IsLatin}+") && q.contains(name)) {
        return m.group(1).replace(',', '.');
      }
    }
    return null;
  }

  /**
   * The index of the option that names the wanted one exactly ({@link #sameOption}): by its label
   * first, else by its value; -1 when none does. What the executor chooses in a native select or a
   * datalist, so that what it chose reads back as the wanted option.
   *
   * @param labels the options' labels
   * @param values their values, in the same order (as many as the labels)
   * @param wanted the option as the action names it
   * @return the index into both lists, or -1
   */
  public static int exactOption(List<String> labels, List<String> values, String wanted) {
    for (int i = 0; i < labels.size(); i++) {
      if (sameOption(wanted, labels.get(i))) {
        return i;
      }
    }
    for (int i = 0; i < values.size(); i++) {
      if (sameOption(wanted, values.get(i))) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Whether an option label or value names the wanted option: case and spacing ignored.
   *
   * @param wanted the option as the action names it
   * @param labelOrValue an option's label or value, or null
   * @return true when they are equal once collapsed and lower-cased; false for null
   */
  public static boolean sameOption(String wanted, @Nullable String labelOrValue) {
    return labelOrValue != null && key(wanted).equals(key(labelOrValue));
  }

  /**
   * Whether any of these option labels or values names the wanted option, by {@link #sameOption}.
   *
   * @param wanted the option as the action names it
   * @param labelsOrValues options' labels or values
   * @return true when one of them names it; false for an empty collection
   */
  public static boolean anyOption(String wanted, Collection<String> labelsOrValues) {
    for (String l : labelsOrValues) {
      if (sameOption(wanted, l)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a file input's value (its chosen file names, comma-separated, as snapshots give it)
   * holds a file of the wanted name; a path before the name ({@code C:\fakepath\}) is ignored.
   *
   * @param wantedName the file's name (a path before it is ignored too)
   * @param observed the input's value, or null when it has none
   * @return true when one of the chosen files has that name
   */
  public static boolean sameFile(String wantedName, @Nullable String observed) {
    if (observed == null) {
      return false;
    }
    String wanted = baseName(collapse(wantedName));
    if (wanted.isEmpty()) {
      return false;
    }
    if (baseName(collapse(observed)).equals(wanted)) {
      return true;
    }
    for (String part : observed.split("\\s*[,\\n]\\s*")) {
      if (baseName(collapse(part)).equals(wanted)) {
        return true;
      }
    }
    return false;
  }

  private static String baseName(String path) {
    int cut = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
    return path.substring(cut + 1);
  }

  /**
   * Whether two phone numbers are the same. Without digits on either side they are compared as
   * text. Otherwise each is read as digits: written internationally ({@code +44 ...} or
   * {@code 0044 ...}) with its country code, else without a leading trunk zero
   * ({@code 020 ...} is {@code 20 ...}). They are the same when those digits are equal, or when
   * exactly one is international and its digits are the other's preceded by a country code of one
   * to three digits, the other keeping at least seven digits ({@code +1 555 010 2000} and
   * {@code (555) 010-2000}).
   *
   * @param a a phone number as written
   * @param b another
   * @return true when they are the same number by the rule above
   */
  public static boolean samePhone(String a, String b) {
    String da = digits(a);
    String db = digits(b);
    if (da.isEmpty() || db.isEmpty()) {
      return collapse(a).equals(collapse(b));
    }
    boolean ia = international(a, da);
    boolean ib = international(b, db);
    String na = national(a, da, ia);
    String nb = national(b, db, ib);
    if (na.equals(nb)) {
      return true;
    }
    if (ia == ib) {
      return false;
    }
    String withCode = ia ? na : nb;
    String without = ia ? nb : na;
    int code = withCode.length() - without.length();
    return without.length() >= 7 && code >= 1 && code <= 3 && withCode.endsWith(without);
  }

  private static boolean international(String written, String digits) {
    String w = written.strip();
    return w.startsWith("+") || (w.startsWith("00") && digits.startsWith("00"));
  }

  private static String national(String written, String digits, boolean international) {
    if (international) {
      return written.strip().startsWith("+") ? digits : digits.substring(2);
    }
    return digits.startsWith("0") ? digits.substring(1) : digits;
  }

  private static final java.util.Set<String> NO = java.util.Set.of("no", "n", "false", "off", "0", "unchecked", "decline", "declined", "nein", "non", "否", "لا");

  private static final java.util.Set<String> YES = java.util.Set.of("yes", "y", "true", "on", "1", "checked", "agree", "i agree", "agreed", "accept",
      "i accept", "accepted", "confirm", "i confirm", "confirmed", "understood", "i understand", "ja", "oui", "si", "sí", "是", "نعم",
      // the words a person answers a statement to tick with: read it, noted it, fine by them
      "ok", "okay", "fine", "that's fine", "that’s fine", "sure", "read", "i have read", "i've read", "noted", "acknowledged", "i acknowledge",
      "einverstanden", "akzeptiert", "gelesen", "zur kenntnis genommen", "verstanden", "zugestimmt", "bestätigt", "d'accord", "j'accepte", "accepte", "accepté", "acceptée", "lu", "compris",
      "acepto", "aceptado", "aceptada", "de acuerdo", "leído", "leido", "entendido", "同意", "已阅读", "已阅", "确认", "موافق", "موافقة", "أوافق", "اوافق");

  /**
   * Whether a value says yes: {@code yes}, {@code y}, {@code true}, {@code on}, {@code checked},
   * {@code agree(d)}, {@code i agree}, {@code accept(ed)}, {@code i accept}, {@code confirm(ed)},
   * {@code i confirm}, {@code understood}, {@code i understand}, {@code ok}, {@code read}, {@code
   * noted} or {@code 1}, or yes, agreed or read in German, French, Spanish, Chinese or Arabic
   * ({@code einverstanden}, {@code lu}, {@code acepto}, {@code 同意}, {@code موافقة}), any case and
   * spacing. The one reading of "says yes" for the rule planner, the packs, the verifier and the
   * model plan validator.
   *
   * @param value the value, as a pack, a page or a model writes it
   * @return true when it says yes; false for anything else, a no included
   */
  public static boolean isYes(String value) {
    return YES.contains(collapse(value).toLowerCase(Locale.ROOT));
  }

  /**
   * Whether a value ticks a box: a yes ({@link #isYes}), or an answer that starts with one ("yes
   * please", "ja, bitte helfen"; {@link #polarity}). The one reading for the packs and the consent
   * rules.
   *
   * @param value the value, as a pack, a page or a model writes it
   * @return true when it says yes, wholly or by its first word
   * @throws NullPointerException when the value is null
   */
  public static boolean saysYes(String value) {
    return isYes(value) || polarity(value) > 0;
  }

  /**
   * Trimmed, with every run of whitespace (no-break spaces included) made one space.
   *
   * @param s the text
   * @return the collapsed text, empty when {@code s} is blank
   */
  public static String collapse(CharSequence s) {
    StringBuilder out = new StringBuilder(s.length());
    boolean space = false;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isWhitespace(c) || Character.isSpaceChar(c)) {
        space = out.length() > 0;
      } else {
        if (space) {
          out.append(' ');
          space = false;
        }
        out.append(c);
      }
    }
    return out.toString();
  }

  /**
   * Whether the text is empty or only whitespace, no-break spaces included.
   *
   * @param s the text, or null
   * @return true for null, empty or only whitespace
   */
  public static boolean isBlank(@Nullable CharSequence s) {
    if (s == null) {
      return true;
    }
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (!Character.isWhitespace(c) && !Character.isSpaceChar(c)) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@link #collapse Collapsed} and lower case: the form under which option labels compare.
   *
   * @param s an option's label or value
   * @return the comparison key
   */
  public static String key(String s) {
    return collapse(s).toLowerCase(Locale.ROOT);
  }

  /**
   * The ASCII digits of a string, in order.
   *
   * @param s any text
   * @return its ASCII digits {@code 0}-{@code 9}, empty when it has none
   */
  public static String digits(String s) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c >= '0' && c <= '9') {
        out.append(c);
      }
    }
    return out.toString();
  }
}
