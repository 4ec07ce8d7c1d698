package dev.autopilot.core.match;

import dev.autopilot.core.model.SemanticKey;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * Options that name the same answer as a value in other words: the words of one group of {@code
 * same-answers.words} ("Male" and "Men", "Ms" and "Madame", "Monthly" and "Every month", "Both
 * days" and "Pass 2 jours", "Local government" and "Collectivité territoriale"; an option is read
 * whole when it is a word of a group, else by the longest words it begins or ends with, see
 * {@link #groupsOf}), the
 * same language by any of its names in English, German, French, Spanish, Chinese or Arabic as the
 * JDK's locale data writes them ("Spanish" and "Español"), and the two forms a French option
 * writes as one ("Marié(e)" for "marié" and "mariée"). Stateless and thread-safe.
 */
final class SameAnswers {
  private static final List<Locale> LANGUAGES = List.of(Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH, new Locale("es"), Locale.CHINESE, new Locale("ar"));
  /** Word (a signature) to the groups it stands in. */
  private static final Map<String, Set<Integer>> GROUPS = groups();
  /** A language's name (a signature) to its ISO 639 code. */
  private static final Map<String, String> LANGUAGE_NAMES = languages();
  /** A feminine or plural ending French writes inside a word: "Marié(e)", "Salarié·e", "Retraité(e)s". */
  private static final Pattern INCLUSIVE = Pattern.compile("(\\p{L})[(·](e|es|s|ne|le|se|euse|rice)\\)?(?=$|[^\\p{L}])", Pattern.CASE_INSENSITIVE);

  private SameAnswers() {}

  /**
   * The index of the one option naming the answer the value names in other words, -1 when none or
   * several do. A possessive before the value is set aside ("my mum" is "mum", and picks "Mother").
   */
  static int optionFor(List<String> options, String wanted) {
    String w = SemanticKey.questionSignature(wanted);
    if (w.isEmpty()) {
      return -1;
    }
    // "my mum" is "mum"
    Set<Integer> groups = groupsOfValue(w);
    if (!groups.isEmpty()) {
      int found = only(options, o -> namesGroup(SemanticKey.questionSignature(o), groups));
      if (found != -2) {
        return Math.max(found, -1);
      }
    }
    @Nullable String language = LANGUAGE_NAMES.get(w);
    if (language != null) {
      int found = only(options, o -> language.equals(LANGUAGE_NAMES.get(SemanticKey.questionSignature(o))));
      if (found != -2) {
        return Math.max(found, -1);
      }
    }
    return Math.max(only(options, o -> inclusiveForms(o).contains(w)), -1);
  }

  /**
   * The one option of the nearest wider group than the value's, when no option names the value's
   * own group ({@code wider-answers.words}: "my grandmother" picks "Grandparent", "my mum" picks
   * "My parent" before "Another relative"); -1 when the value is in no group that has a wider
   * one, an option names its own group, or two options name the nearest wider group. A narrower
   * thing is not the same thing: this places a value its key already paired with the question,
   * and is no evidence that a value answers a question.
   */
  static int widerOptionFor(List<String> options, String wanted) {
    String w = SemanticKey.questionSignature(wanted);
    Set<Integer> groups = groupsOfValue(w);
    if (groups.isEmpty() || only(options, o -> namesGroup(SemanticKey.questionSignature(o), groups)) != -2) {
      return -1;
    }
    for (int wider : widerGroups(groups)) {
      int byWider = only(options, o -> namesGroup(SemanticKey.questionSignature(o), Set.of(wider)));
      if (byWider != -2) {
        return Math.max(byWider, -1);
      }
    }
    return -1;
  }

  /** The groups a value's signature is a word of, a possessive before it set aside when it is none as written ("my mum" is "mum"). */
  private static Set<Integer> groupsOfValue(String signature) {
    return GROUPS.getOrDefault(GROUPS.containsKey(signature) ? signature : withoutPossessive(signature), Set.of());
  }

  /** A possessive before a person ("my", "meine", "ma", "mi", "我的"), as a signature starts. */
  private static final Pattern POSSESSIVE = Pattern.compile("^(?:(?:my|our|mein|meine|meinen|meinem|meiner|unser|unsere|ma|mon|mes|notre|nos|mi|mis|nuestro|nuestra)\\s+|我的|我)");

  private static String withoutPossessive(String signature) {
    String without = POSSESSIVE.matcher(signature).replaceFirst("");
    return without.isEmpty() ? signature : without;
  }

  /** The groups wider than these, nearest first ({@code wider-answers.words}). */
  private static List<Integer> widerGroups(Set<Integer> groups) {
    List<Integer> out = new ArrayList<>();
    for (Map.Entry<Integer, List<Integer>> e : WIDER.entrySet()) {
      if (!java.util.Collections.disjoint(e.getValue(), groups) && !out.contains(e.getKey())) {
        out.add(e.getKey());
      }
    }
    return out;
  }

  /** Wider group to the narrower ones it holds, in the file's order. */
  private static final Map<Integer, List<Integer>> WIDER = wider();

  private static Map<Integer, List<Integer>> wider() {
    Map<String, Integer> first = new HashMap<>();
    List<String> lines = groupLines();
    for (int group = 0; group < lines.size(); group++) {
      first.putIfAbsent(SemanticKey.questionSignature(lines.get(group).split("\\|")[0]), group);
    }
    Map<Integer, List<Integer>> out = new java.util.LinkedHashMap<>();
    try (InputStream in = SameAnswers.class.getResourceAsStream("wider-answers.words")) {
      if (in == null) {
        throw new IllegalStateException("wider-answers.words is missing from the class path");
      }
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\\R")) {
        String l = line.strip();
        if (l.isEmpty() || l.startsWith("#")) {
          continue;
        }
        String[] sides = l.split(">");
        Integer wide = first.get(SemanticKey.questionSignature(sides[0]));
        if (wide == null || sides.length != 2) {
          throw new IllegalStateException("wider-answers.words: '" + l + "' does not name a group of same-answers.words before '>'");
        }
        List<Integer> narrow = new ArrayList<>();
        for (String n : sides[1].split(",")) {
          Integer g = first.get(SemanticKey.questionSignature(n));
          if (g == null) {
            throw new IllegalStateException("wider-answers.words: '" + n.strip() + "' is not the first word of a group of same-answers.words");
          }
          narrow.add(g);
        }
        out.put(wide, List.copyOf(narrow));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return java.util.Collections.unmodifiableMap(out);
  }

  /** Whether a value is a language's name in one of the six languages ("Spanish", "Español"). */
  static boolean isLanguage(String value) {
    return LANGUAGE_NAMES.containsKey(SemanticKey.questionSignature(value));
  }

  /** The index of the one option the test holds for; -1 when several do, -2 when none does. */
  private static int only(List<String> options, java.util.function.Predicate<String> test) {
    int found = -2;
    for (int i = 0; i < options.size(); i++) {
      if (test.test(options.get(i))) {
        if (found >= 0) {
          return -1;
        }
        found = i;
      }
    }
    return found;
  }

  /** Whether an option names one of these groups ({@link #groupsOf}). */
  private static boolean namesGroup(String option, Set<Integer> groups) {
    return groupsOf(option).stream().anyMatch(groups::contains);
  }

  /**
   * The groups an option's signature names: those of its whole text when that is a word of a group;
   * else those of the longest words it begins or ends with ("Men (18+)", "Par téléphone"), both
   * when the two are as long. The longest reading wins, so "Keine Angabe" is read as the group it
   * stands in whole, never as "keine", and "Self-employed (freelance)" as "self employed", never as
   * "self". Empty when it names none.
   */
  static Set<Integer> groupsOf(String option) {
    Set<Integer> whole = GROUPS.get(option);
    if (whole != null) {
      return whole;
    }
    String head = "";
    String tail = "";
    for (int cut = option.indexOf(' '); cut > 0; cut = option.indexOf(' ', cut + 1)) {
      String start = option.substring(0, cut);
      String end = option.substring(cut + 1);
      if (GROUPS.containsKey(start)) {
        head = start; // the cuts run left to right: the last start found is the longest
      }
      if (tail.isEmpty() && GROUPS.containsKey(end)) {
        tail = end; // and the first end found is the longest
      }
    }
    int headWords = head.isEmpty() ? 0 : head.split(" ").length;
    int tailWords = tail.isEmpty() ? 0 : tail.split(" ").length;
    Set<Integer> out = new HashSet<>();
    if (headWords > 0 && headWords >= tailWords) {
      out.addAll(GROUPS.getOrDefault(head, Set.of()));
    }
    if (tailWords > 0 && tailWords >= headWords) {
      out.addAll(GROUPS.getOrDefault(tail, Set.of()));
    }
    return out;
  }

  /** The signatures of the two forms an option that writes a French ending in brackets stands for; empty when it writes none. */
  static Set<String> inclusiveForms(String option) {
    if (!INCLUSIVE.matcher(option).find()) {
      return Set.of();
    }
    String without = INCLUSIVE.matcher(option).replaceAll("$1");
    String joined = INCLUSIVE.matcher(option).replaceAll("$1$2");
    return Set.of(SemanticKey.questionSignature(without), SemanticKey.questionSignature(joined));
  }

  private static Map<String, Set<Integer>> groups() {
    Map<String, Set<Integer>> out = new HashMap<>();
    List<String> lines = groupLines();
    for (int group = 0; group < lines.size(); group++) {
      for (String word : lines.get(group).split("\\|")) {
        String sig = SemanticKey.questionSignature(word);
        if (sig.codePointCount(0, sig.length()) > 1 || sig.codePoints().anyMatch(c -> c > 0x2E80)) {
          out.computeIfAbsent(sig, k -> new HashSet<>()).add(group);
        }
      }
    }
    Map<String, Set<Integer>> frozen = new HashMap<>();
    out.forEach((k, v) -> frozen.put(k, Set.copyOf(v)));
    return Map.copyOf(frozen);
  }

  /** The groups of {@code same-answers.words}, one line each, in the file's order (a group's number is its place here). */
  private static List<String> groupLines() {
    try (InputStream in = SameAnswers.class.getResourceAsStream("same-answers.words")) {
      if (in == null) {
        throw new IllegalStateException("same-answers.words is missing from the class path");
      }
      List<String> out = new ArrayList<>();
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\\R")) {
        String l = line.strip();
        if (!l.isEmpty() && !l.startsWith("#")) {
          out.add(l);
        }
      }
      return List.copyOf(out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Map<String, String> languages() {
    Map<String, String> m = new HashMap<>();
    Set<String> clash = new HashSet<>();
    for (String code : Locale.getISOLanguages()) {
      Locale language = new Locale(code);
      for (Locale in : LANGUAGES) {
        String name = SemanticKey.questionSignature(language.getDisplayLanguage(in));
        // a name of four letters or more (Chinese and Arabic names of two), never the code itself
        boolean wide = name.codePoints().anyMatch(c -> c > 0x5FF);
        if (name.isEmpty() || name.equals(code) || name.length() < (wide ? 2 : 4)) {
          continue;
        }
        String had = m.putIfAbsent(name, code);
        if (had != null && !had.equals(code)) {
          clash.add(name);
        }
      }
    }
    clash.forEach(m::remove);
    return Map.copyOf(m);
  }
}
