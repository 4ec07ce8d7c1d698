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
 * reads as a person's name ("Patient": "George Whitaker", "mi compañero": "Daniel Ortega Blanco",
 * "收件人": "王建国", "Our first cat": "Pepper"), with the keys that speak of that one by the role's
 * word or by the given name ("Patient phone", "DNI de Daniel", "收件人电话", "Pepper's age"); and
 * an owner several keys name by a possessive, without a key of their name ("Gran's address",
 * "Gran's town"). A role that no other key speaks of is no party: a name alone says nothing of
 * whose the other fields are, unless it is one of numbered keys of one role ("premier enfant",
 * "deuxième enfant"), whose sections a page numbers the same.
 *
 * <p>A section of a page is a party's when its heading names the role by all its words ("Patient
 * details", "收件人信息"), when it is numbered as the party's role is ("Cat 1" for "Our first
 * cat"), or when it is the second of numbered sections ("Player 2", "Segundo miembro") and the
 * values know one party, the person coming first ({@link #ofSection}). A field in a party's
 * section is answered from that party's keys, each read without the words that say whose
 * ({@link #view}); {@link GenericPack} decides what the other sections may take. Immutable and
 * thread-safe.
 */
final class Parties {
  /**
   * One of the others.
   *
   * @param roleKey the key whose value is their name; empty for one the keys name only as an owner ("Gran's address")
   * @param roleWords the words of that key that name the role, as signatures' words
   * @param given their given name, as a signature's word (the name itself when it is one word:
   *     "Pepper"), or null when none can be told (a party without a key of their name, a name
   *     written without spaces: "王建国")
   * @param keys their keys, the role's key first, in the values' order
   * @param nameOfWords whether the role's key holds a name of two words or more: a key that
   *     names a part of a name ("Child last name": "de Vries") then gives that part
   */
  record Party(String roleKey, Set<String> roleWords, @Nullable String given, Set<String> keys, boolean nameOfWords) {}

  private static final Parties NONE = new Parties(List.of());

  /** The meanings of a part of a person's name. */
  private static final Set<String> PARTS_OF_A_NAME = Set.of("given-name", "family-name");

  /** The meanings of a person's name or a part of it. */
  private static final Set<String> PERSON_NAMES = Set.of("name", "given-name", "family-name", "additional-name");

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
      // a key of a field is no role ("My name", "Email"), unless it says more than a name ("Our
      // first cat" reads as a first name, and names a cat)
      @Nullable String meaning = keyMeanings.get(key);
      boolean nameSaidWithMore = meaning != null && PERSON_NAMES.contains(meaning) && !FieldMeanings.standard().meansWholly(key);
      if (meaning != null && !nameSaidWithMore || PersonNames.isThePersonItself(key)) {
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
        found.add(new Party(key, role, givenWord, Collections.unmodifiableSet(keys), !oneWord));
      }
    }
    // a key that speaks of another one by their given name is theirs, no role of its own
    // ("Pepper's breed: British Shorthair" beside "Our first cat: Pepper")
    found.removeIf(p -> found.stream().anyMatch(q -> q != p && q.given() != null && !q.given().isEmpty() && words(p.roleKey()).contains(q.given())));
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
      if ((own.size() >= 2 || numberedOfOneRole(p.roleKey(), values.keySet())) && out.stream().noneMatch(q -> q.keys().contains(p.roleKey()))) {
        out.add(new Party(p.roleKey(), p.roleWords(), p.given(), Collections.unmodifiableSet(own), p.nameOfWords()));
      }
    }
    // the keys that say one owner with a possessive and name no role of their own ("Gran's
    // address", "Gran's town", "Gran's phone"): that owner is a party without a key of their name
    Map<String, Set<String>> owned = new LinkedHashMap<>();
    for (String key : values.keySet()) {
      java.util.regex.Matcher m = AnswerKeys.POSSESSOR.matcher(key);
      while (m.find()) {
        String owner = SemanticKey.questionSignature(m.group(1));
        if (!owner.isEmpty() && !dev.autopilot.core.match.FunctionWords.is(owner) && !dev.autopilot.core.match.FunctionWords.saysMine(owner)
            && FieldMeanings.standard().ofKey(owner).isEmpty()) {
          owned.computeIfAbsent(owner, o -> new LinkedHashSet<>()).add(key);
        }
      }
    }
    owned.forEach((owner, keys) -> {
      boolean known = out.stream().anyMatch(p -> p.roleWords().contains(owner) || owner.equals(p.given()) || p.keys().stream().anyMatch(keys::contains));
      if (keys.size() >= 2 && !known) {
        out.add(new Party("", Set.of(owner), null, Collections.unmodifiableSet(keys), false));
      }
    });
    return out.isEmpty() ? NONE : new Parties(out);
  }

  /**
   * Whether a key is one of numbered keys of one role ("premier enfant" beside "deuxième enfant",
   * "First child" beside "Second child"): each is someone, whose section a page numbers the same
   * ("Enfant 1"), though no other key speaks of them.
   */
  private static boolean numberedOfOneRole(String key, Set<String> keys) {
    int n = ordinal(key);
    if (n == 0) {
      return false;
    }
    Set<String> role = withoutOrdinals(roleWords(key));
    return !role.isEmpty() && keys.stream().anyMatch(k -> !k.equals(key) && ordinal(k) > 0 && ordinal(k) != n && withoutOrdinals(roleWords(k)).equals(role));
  }

  private static Set<String> withoutOrdinals(Set<String> words) {
    Set<String> out = new LinkedHashSet<>(words);
    out.removeIf(ORDINALS::containsKey);
    return out;
  }

  /**
   * The party whose section this is. A numbered heading ("Cat 1", "Jugador/a 2", "Segundo
   * miembro de la pareja") is the party whose role says that number ("Our first cat"), else the
   * first is the person's and the second the one party the values know; otherwise the one party
   * whose role the heading names ("Patient details"). Empty for any other section (the person's,
   * or one that names nobody the values know).
   */
  Optional<Party> ofSection(String section) {
    Optional<Party> named = namedBy(section);
    if (named.isPresent() || parties.size() != 1 || numberedBeyondTwo(section)) {
      return named;
    }
    // the second of numbered sections whose roles say no number: the one party the values know
    // ("Jugador/a 2" for "mi compañero"), the person being the first
    return ordinal(section) == 2 && ordinal(parties.get(0).roleKey()) == 0 ? Optional.of(parties.get(0)) : Optional.empty();
  }

  /**
   * The party a section names by itself, whatever else the page asks: by the number its role
   * says ("Cat 1" for "Our first cat"), or by its role's words ("Patient details"); never by
   * position alone, and never the first of numbered sections whose roles say no number (the
   * person's: "Primer miembro de la pareja" beside "mi pareja").
   */
  Optional<Party> namedBy(String section) {
    if (parties.isEmpty() || numberedBeyondTwo(section)) {
      return Optional.empty();
    }
    int n = ordinal(section);
    if (n > 0) {
      List<Party> numbered = parties.stream().filter(p -> ordinal(p.roleKey()) == n).toList();
      if (numbered.size() == 1) {
        return Optional.of(numbered.get(0));
      }
      if (n == 1 || parties.stream().anyMatch(p -> ordinal(p.roleKey()) > 0)) {
        return Optional.empty();
      }
    }
    List<Party> named = parties.stream().filter(p -> namesRole(section, p.roleWords())).toList();
    return named.size() == 1 ? Optional.of(named.get(0)) : Optional.empty();
  }

  /** Whether a heading numbers what it names past the second ("Dog 3", "Guest 4"): none of the parties the values know by number. */
  private static boolean numberedBeyondTwo(String section) {
    List<String> ws = new ArrayList<>(words(section));
    for (int i = 1; i < ws.size(); i++) {
      String w = ws.get(i);
      if (w.chars().allMatch(Character::isDigit) && !w.equals("1") && !w.equals("2")) {
        return true;
      }
    }
    return false;
  }

  /** Ordinal words, as signatures' words, by the number they say. */
  private static final Map<String, Integer> ORDINALS = ordinals();

  private static Map<String, Integer> ordinals() {
    Map<String, Integer> m = new java.util.HashMap<>();
    for (String w : List.of("1", "1st", "first", "erste", "erster", "ersten", "erstes", "premier", "premiere", "primer", "primera", "primero",
        "الاول", "الاولى")) {
      m.put(w, 1);
    }
    for (String w : List.of("2", "2nd", "second", "zweite", "zweiter", "zweiten", "zweites", "deuxieme", "seconde", "segundo", "segunda",
        "الثاني", "الثانية")) {
      m.put(w, 2);
    }
    return Map.copyOf(m);
  }

  /**
   * The number a text gives what it names, 1 or 2 ("Guest 2", "Our first cat", "Segundo miembro",
   * "第二位", "الشخص الثاني"); 0 when it says none or several.
   */
  static int ordinal(String text) {
    Set<Integer> said = new java.util.HashSet<>();
    boolean first = true;
    for (String w : words(text)) {
      boolean leading = first;
      first = false;
      if (leading && !w.isEmpty() && Character.isDigit(w.charAt(0))) {
        continue; // "2 Who's it for?", "1. Your details": a step's number, not whose
      }
      Integer n = ORDINALS.get(w);
      if (n != null) {
        said.add(n);
      }
    }
    String sig = SemanticKey.questionSignature(text);
    if (sig.contains("第一")) {
      said.add(1);
    }
    if (sig.contains("第二")) {
      said.add(2);
    }
    return said.size() == 1 ? said.iterator().next() : 0;
  }

  /**
   * Whether a key is a party's by the words of their role ("Patient phone", "收件人电话", the role's
   * own key "Patient"), not only by their given name ("DNI de Daniel") or as an owner ("Gran's town").
   */
  boolean namesItsRole(String key) {
    for (Party p : parties) {
      if (p.keys().contains(key) && !p.roleKey().isEmpty() && (key.equals(p.roleKey()) || speaksOfRole(key, p.roleWords()))) {
        return true;
      }
    }
    return false;
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
      String rest = without(key, party);
      boolean role = key.equals(party.roleKey());
      if (role && !(party.nameOfWords() && FieldMeanings.standard().ofKey(rest).filter(PARTS_OF_A_NAME::contains).isPresent())) {
        rest = ""; // the role's key holds their name ("mi compañero"); a part of it stays that part ("Child last name": "de Vries")
      }
      if (!rest.isBlank()) {
        out.putIfAbsent(rest, key);
      } else if (role) {
        out.putIfAbsent("name", key);
      } // a key of theirs that says nothing more than whose ("Pepper is a") answers nothing by its words
    }
    return out;
  }

  /**
   * A field's words without the words of the party's role ("Emergency contact name" under
   * "Emergency contact" asks "name"): whose it is, the section has said. The text as given when
   * nothing else is left.
   */
  static String withoutRole(String text, Party party) {
    String rest = without(text, party);
    return rest.isBlank() ? text : rest;
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
    for (String w : words(key)) {
      if (!dev.autopilot.core.match.FunctionWords.is(w) && !dev.autopilot.core.match.FunctionWords.saysMine(w)
          && FieldMeanings.standard().ofKey(w).isEmpty()) {
        out.add(w);
      }
    }
    return out;
  }

  /**
   * Whether a heading names a role by all of its words ("Emergency contact details" names
   * "emergency contact"; "Contact and safety" does not).
   */
  private static boolean namesRole(String heading, Set<String> role) {
    return !role.isEmpty() && role.stream().allMatch(r -> speaksOfRole(heading, Set.of(r)));
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
    for (String w : SemanticKey.questionSignature(AnswerKeys.withoutPossessive(text)).split(" ")) {
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
