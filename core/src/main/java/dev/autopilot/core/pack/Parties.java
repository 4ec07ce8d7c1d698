package dev.autopilot.core.pack;

import dev.autopilot.core.model.SemanticKey;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The others the values speak of apart from the person: a key that names a role and whose value
 * is a name ("Patient": "George Whitaker", "mi compañero": "Daniel Ortega Blanco", "收件人":
 * "王建国"), with the keys that speak of that one by the role's word or by the given name
 * ("Patient phone", "DNI de Daniel", "收件人电话"). A role that no other key speaks of is no party:
 * a name alone says nothing of whose the other fields are.
 *
 * <p>A section of a page is a party's when its heading names the role ("Patient details",
 * "收件人信息"), or, for numbered sections of one kind ("Player 1", "Player 2"), when it is the
 * second and the values know one party: the person comes first. A field in a party's section is
 * answered from that party's keys alone, each read without the words that say whose
 * ({@link #view}); a field in another section of the page is never answered from a party's key.
 * Immutable and thread-safe.
 */
final class Parties {
  /**
   * One of the others.
   *
   * @param roleKey the key whose value is their name
   * @param roleWords the words of that key that name the role, as signatures' words
   * @param given their given name, as a signature's word, or null when the name is one word
   * @param keys their keys, the role's key first, in the values' order
   */
  record Party(String roleKey, Set<String> roleWords, @Nullable String given, Set<String> keys) {}

  private static final Parties NONE = new Parties(List.of());

  private final List<Party> parties;

  private Parties(List<Party> parties) {
    this.parties = List.copyOf(parties);
  }

  /** {@return the parties, in the order of their role keys} */
  List<Party> all() {
    return parties;
  }

  /**
   * The parties these values speak of.
   *
   * @param values the values by key, in order
   * @param keyMeanings the meaning of each key that has one: a key of a field ("My name",
   *     "Email") is no role
   */
  static Parties of(Map<String, String> values, Map<String, String> keyMeanings) {
    List<Party> found = new ArrayList<>();
    for (Map.Entry<String, String> e : values.entrySet()) {
      String key = e.getKey();
      if (keyMeanings.containsKey(key) || PersonNames.isThePersonItself(key)) {
        continue;
      }
      @Nullable String name = PersonNames.leadingName(e.getValue());
      if (name == null || !looksLikeAPersonsName(name)) {
        continue;
      }
      Set<String> role = roleWords(key);
      if (role.isEmpty()) {
        continue;
      }
      // a name of one word ("Emma", "XL", "Large") is a person's only when other keys say it
      // ("Emma's date of birth"); one of two words or more when they say it or the role
      boolean oneWord = !isJoinedScript(name) && name.strip().split("\\s+").length == 1;
      @Nullable String given = oneWord ? name.strip() : PersonNames.given(name);
      String givenWord = given == null ? null : SemanticKey.questionSignature(given);
      Set<String> keys = new LinkedHashSet<>();
      keys.add(key);
      for (String other : values.keySet()) {
        boolean byName = givenWord != null && !givenWord.isEmpty() && words(other).contains(givenWord);
        if (!other.equals(key) && (byName || !oneWord && speaksOfRole(other, role))) {
          keys.add(other);
        }
      }
      if (keys.size() >= 2) {
        found.add(new Party(key, role, givenWord, Collections.unmodifiableSet(keys)));
      }
    }
    // a key of two parties says whose by neither: it stays with neither
    Map<String, Integer> count = new LinkedHashMap<>();
    found.forEach(p -> p.keys().forEach(k -> count.merge(k, 1, Integer::sum)));
    List<Party> out = new ArrayList<>();
    for (Party p : found) {
      Set<String> own = new LinkedHashSet<>();
      p.keys().forEach(k -> {
        if (count.getOrDefault(k, 0) == 1 || k.equals(p.roleKey())) {
          own.add(k);
        }
      });
      if (own.size() >= 2 && out.stream().noneMatch(q -> q.keys().contains(p.roleKey()))) {
        out.add(new Party(p.roleKey(), p.roleWords(), p.given(), Collections.unmodifiableSet(own)));
      }
    }
    return out.isEmpty() ? NONE : new Parties(out);
  }

  /**
   * The party whose section this is: the one party whose role the heading names, else, for a
   * heading numbered 2 ("Jugador/a 2", "Guest 2") naming no party, the one party the values know;
   * empty for any other section (the person's, or one that names nobody the values know).
   */
  Optional<Party> ofSection(String section) {
    if (parties.isEmpty()) {
      return Optional.empty();
    }
    List<Party> named = parties.stream().filter(p -> speaksOfRole(section, p.roleWords())).toList();
    if (named.size() == 1) {
      return Optional.of(named.get(0));
    }
    if (named.isEmpty() && parties.size() == 1 && words(section).contains("2")) {
      return Optional.of(parties.get(0));
    }
    return Optional.empty();
  }

  /** Whether a key is some party's. */
  boolean isAPartys(String key) {
    for (Party p : parties) {
      if (p.keys().contains(key)) {
        return true;
      }
    }
    return false;
  }

  /**
   * A party's values, each keyed without the words that say whose ("Patient phone" is "phone",
   * "DNI de Daniel" is "DNI", "收件人电话" is "电话"), the role's own key as {@code name}; with the
   * key each came from.
   *
   * @return view key to the original key, in the values' order
   */
  static Map<String, String> view(Party party) {
    Map<String, String> out = new LinkedHashMap<>();
    for (String key : party.keys()) {
      String rest = key.equals(party.roleKey()) ? "" : without(key, party);
      out.putIfAbsent(rest.isBlank() ? "name" : rest, key);
    }
    return out;
  }

  /** A key's text without the role's words, the given name and a possessive pronoun, as written otherwise. */
  private static String without(String key, Party party) {
    String text = key;
    for (String role : party.roleWords()) {
      if (isJoinedScript(role)) {
        text = text.replace(role, " ");
      }
    }
    List<String> kept = new ArrayList<>();
    for (String token : text.split("[\\s/]+")) {
      String sig = SemanticKey.questionSignature(token.replaceAll("['\u2019]s$", ""));
      if (sig.isEmpty() || party.roleWords().stream().anyMatch(r -> AnswerKeys.sameWord(r, sig)) || sig.equals(party.given())
          || dev.autopilot.core.match.FunctionWords.saysMine(sig)) {
        continue;
      }
      kept.add(token);
    }
    // function words left at either end ("DNI de" of "DNI de Daniel") say nothing
    while (!kept.isEmpty() && dev.autopilot.core.match.FunctionWords.is(SemanticKey.questionSignature(kept.get(kept.size() - 1)))) {
      kept.remove(kept.size() - 1);
    }
    while (!kept.isEmpty() && dev.autopilot.core.match.FunctionWords.is(SemanticKey.questionSignature(kept.get(0)))) {
      kept.remove(0);
    }
    return String.join(" ", kept).strip();
  }

  /**
   * The words of a role's key that name the role: its words of meaning, without a possessive
   * pronoun and a field's own word ("mi compañero" is "compañero", "Parent name" is "parent").
   */
  private static Set<String> roleWords(String key) {
    Set<String> out = new LinkedHashSet<>();
    for (String w : SemanticKey.questionSignature(key).split(" ")) {
      if (!w.isEmpty() && !dev.autopilot.core.match.FunctionWords.is(w) && !dev.autopilot.core.match.FunctionWords.saysMine(w)
          && FieldMeanings.standard().ofKey(w).isEmpty()) {
        out.add(w);
      }
    }
    return out;
  }

  /** Whether a text names a role by one of its words (a Chinese or Japanese role inside the text, written without spaces). */
  private static boolean speaksOfRole(String text, Set<String> role) {
    String sig = SemanticKey.questionSignature(text);
    Set<String> words = words(text);
    for (String r : role) {
      if (isJoinedScript(r) ? sig.contains(r) : words.stream().anyMatch(w -> AnswerKeys.sameWord(w, r))) {
        return true;
      }
    }
    return false;
  }

  /** A text's words as signatures' words, each English possessive ending dropped ("Arjun's email" is "arjun", "email"). */
  private static Set<String> words(String text) {
    Set<String> out = new LinkedHashSet<>();
    for (String w : SemanticKey.questionSignature(text.replaceAll("(\\p{L})['\u2019]s\\b", "$1")).split(" ")) {
      if (!w.isEmpty()) {
        out.add(w);
      }
    }
    return out;
  }

  /** Whether a word is of a script written without spaces between words (Chinese, Japanese). */
  private static boolean isJoinedScript(String word) {
    return word.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN
        || Character.UnicodeScript.of(c) == Character.UnicodeScript.HIRAGANA || Character.UnicodeScript.of(c) == Character.UnicodeScript.KATAKANA);
  }

  /**
   * Whether a name reads as a person's: one to four words, each beginning with a capital where its
   * script has capitals ("George Whitaker", "Daniel Ortega Blanco"; not "walks with a frame"), or
   * two to four characters of a script without spaces ("王建国").
   */
  static boolean looksLikeAPersonsName(String name) {
    String n = name.strip();
    if (n.isEmpty() || n.codePoints().anyMatch(Character::isDigit) || n.indexOf('@') >= 0) {
      return false;
    }
    if (isJoinedScript(n)) {
      int length = n.replaceAll("\\s", "").codePointCount(0, n.replaceAll("\\s", "").length());
      return length >= 2 && length <= 4 && !n.contains(" ");
    }
    String[] words = n.split("\\s+");
    if (words.length > 4) {
      return false;
    }
    for (String w : words) {
      int first = w.codePointAt(0);
      boolean cased = Character.isUpperCase(first) || Character.isLowerCase(first);
      boolean particle = words.length > 1 && w.length() <= 3 && Character.isLowerCase(first);
      if (cased && !Character.isUpperCase(first) && !particle || !Character.isLetter(first)) {
        return false;
      }
    }
    return !n.toLowerCase(Locale.ROOT).equals(n) || !Character.isLowerCase(n.codePointAt(0));
  }
}
