package dev.autopilot.core.pack;

import dev.autopilot.core.model.SemanticKey;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Which of a profile's answer keys a page's question asks for, by the words they share rather than
 * by their spelling: case, punctuation, accents, a trailing colon or required mark and a hint after
 * the question's head do not matter; words that differ only in their ending ("expire" and
 * "expiry", "authorized" and "authorization") count as one; words that carry no meaning ("when",
 * "your", "please") are left out. A key answers a question when its signature is the question's
 * (or its head's), when the question holds every word of a key of two or more words, when their
 * words overlap enough, or when a short question's words are held by one key only. The one reading of "this key answers this question", used for answers and
 * for naming the closest keys of a question nobody answered.
 *
 * <p>Immutable and thread-safe.
 */
public final class AnswerKeys {

  /** Word overlap at or above which a key matches a question. */
  static final double ANSWER_OVERLAP = 0.6;
  /** The score of a key of two or more words that the question holds whole. */
  static final double CONTAINED_KEY = 0.75;
  /** The score of a key of one word that a short question holds. */
  static final double ONE_WORD_KEY = 0.65;
  /**
   * The score of the one key that holds every word of a short question and a few more ("Country
   * of residence" for "Location"): a key that says more than was asked, which a pack's own field of
   * that very meaning outweighs.
   */
  public static final double HELD_QUESTION = 0.6;
  /** At most this many words make a short question. */
  static final int SHORT_QUESTION = 3;

  private static final Equivalents EQUIVALENTS = Equivalents.load("equivalent-words.txt");

  /** A key as the profile spells it, its signature and its words. */
  private record Key(String key, String signature, Set<String> words, String value) {}

  /**
   * A key that answers a question, and how well.
   *
   * @param key the key as the profile spells it
   * @param value the key's value, as given; personal data, never for events
   * @param score how well it answers, at most 1: 1 when the key is the question (or its head) in
   *     another spelling, less for a match by shared words
   */
  public record Found(String key, String value, double score) {}

  private final Map<String, Key> bySignature;

  /**
   * Keys and their values as a person wrote them (question text, a label, or a code name).
   *
   * @param answers the values by key; read once, not kept (of two keys that read the same, the
   *     first in the map's order wins)
   * @throws NullPointerException if {@code answers} or any key or value is null
   */
  public AnswerKeys(Map<String, String> answers) {
    Map<String, Key> keys = new LinkedHashMap<>();
    answers.forEach((k, v) -> {
      String sig = SemanticKey.questionSignature(k);
      keys.putIfAbsent(sig, new Key(k, sig, words(read(k)), v));
    });
    this.bySignature = keys;
  }

  /**
   * The key that answers this question, if one does.
   *
   * @param question the question as the page words it (numbering such as "3." is ignored)
   * @return the best key with its value and score, or empty when no key answers it
   */
  public Optional<Found> find(String question) {
    return find(question, k -> true);
  }

  /**
   * The key that answers this question among the keys the filter lets through, if one does.
   *
   * @param question the question as the page words it
   * @param allowed tells which keys (as the profile spells them) may answer; a key it refuses is
   *     passed over, not an error
   * @return the best allowed key, or empty when no allowed key answers it
   */
  public Optional<Found> find(String question, java.util.function.Predicate<String> allowed) {
    return find(question, allowed, k -> false);
  }

  /**
   * The key that answers this question among the keys the filter lets through; when its words
   * name none, the key the control's code name ({@link Question#fieldNameWords()}, {@code
   * "party size"}, {@code "last school"}) names as closely, if one does. The page's author names
   * a control for what it holds, often in English on a page in another language.
   *
   * @param question the question as the page words it
   * @param codeName the words of the control's name or id ({@link Question#fieldNameWords()}); blank
   *     when it has none or they say nothing, and then only the question's words count
   * @param allowed tells which keys (as the values spell them) may answer; a key it refuses is
   *     passed over, not an error
   * @return the best allowed key, or empty when neither the words nor the code name name one
   */
  public Optional<Found> find(String question, String codeName, java.util.function.Predicate<String> allowed) {
    Optional<Found> said = find(question, allowed, k -> !codeName.isBlank() && sharesAWord(codeName, k));
    return said.isPresent() || codeName.isBlank() ? said : findByCodeName(codeName, allowed);
  }

  /**
   * As {@link #find(String, java.util.function.Predicate)}, with evidence to settle a tie: when
   * two keys answer the question about as well ("Insurance type" and "Health insurer" for
   * "Versicherung"), the one key the evidence favours (its value names one of the question's
   * options, say) answers it; when the evidence favours none or several, the usual order stands,
   * and a short question two keys hold whole stays unanswered.
   *
   * @param question the question as the page words it
   * @param allowed tells which keys may answer; a key it refuses is passed over
   * @param evidence favours a key (as the values spell it) in a tie; it decides nothing outside one
   * @return the best allowed key, or empty when none answers, or when a tie stays unsettled
   */
  public Optional<Found> find(String question, java.util.function.Predicate<String> allowed, java.util.function.Predicate<String> evidence) {
    return findByText(question, allowed, evidence, true);
  }

  /**
   * The key a control's code name ({@link Question#fieldNameWords()}: {@code "party size"},
   * {@code "last school"}) names as closely as a question's words would, scored {@link
   * #CODE_NAME}; never a key that merely holds it among more words ("animal" is not "Experience
   * with animals"): a code name is the few words an author chose, often English on a page in
   * another language.
   *
   * @param codeName the words of the control's name or id; blank gives empty
   * @param allowed tells which keys may answer; a key it refuses is passed over
   * @return the key, scored at most {@link #CODE_NAME}, or empty when none is named as closely
   */
  public Optional<Found> findByCodeName(String codeName, java.util.function.Predicate<String> allowed) {
    if (codeName.isBlank()) {
      return Optional.empty();
    }
    return findByText(codeName, allowed, k -> false, false).map(f -> new Found(f.key(), f.value(), Math.min(f.score(), CODE_NAME)));
  }

  /**
   * Whether a key shares a word with a control's code name (words read as the keys are: stems,
   * equivalent words).
   *
   * @param codeName the words of the control's name or id
   * @param key a key as the values spell it; a key these values do not hold shares nothing
   * @return whether one of the key's words is among the code name's
   */
  public boolean sharesAWord(String codeName, String key) {
    Key k = bySignature.get(SemanticKey.questionSignature(key));
    if (k == null) {
      return false;
    }
    Set<String> code = words(read(codeName));
    for (String w : k.words()) {
      if (has(code, w)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether every word of a key that carries meaning reads as a concept of the lexicon ({@code
   * "School"}, {@code "Degree level"}, not {@code "State"}): such a key names what a question
   * asks in any language, whatever field name its words also are.
   *
   * @param key a key as a person wrote it
   * @return true when the key has words of meaning and each is a concept
   */
  static boolean allConcepts(String key) {
    Set<String> words = words(read(key));
    return !words.isEmpty() && words.stream().allMatch(FormConcepts::isConcept);
  }

  /**
   * Whether a text's words name a day ("Date of purchase", "Wunschtermin", "Bought on").
   *
   * @param text a question or a key
   * @return true when one of its words reads as the date concept
   * @throws NullPointerException when the text is null
   */
  public static boolean readsADate(String text) {
    return words(read(text)).stream().anyMatch(w -> FormConcepts.isConcept(w) && FormConcepts.sameConcept(w, "#date"));
  }

  /** The concepts of a moment: a day, a time, then a start, an end, a deadline. */
  private static final List<String> MOMENTS = List.of("#date", "#time", "#start", "#end", "#deadline");
  /** Words that ask when, read wherever they stand (as function words they name no concept inside a text). */
  private static final Set<String> WHEN = Set.of("when", "since", "wann", "seit", "seitdem", "quand", "depuis", "cuando", "desde", "quando", "متى", "منذ");
  private static final java.util.regex.Pattern WHEN_ZH = java.util.regex.Pattern.compile("何时|什么时候|日期|时间|几号");

  /**
   * Whether a text asks for a moment: one of its words reads as a day or a time, or, on a label
   * that asks no question, a start, an end or a deadline ("Date of purchase", "Available from"),
   * or it asks when ("Since when has it been
   * happening?", "Seit wann?", "متى").
   *
   * @param text a question or a key
   * @return true when it asks when something is or was
   * @throws NullPointerException when the text is null
   */
  public static boolean asksForAMoment(String text) {
    java.util.Objects.requireNonNull(text, "text");
    // a start or an end ("Available from", "Valid to") is a moment on a label; in a sentence
    // that asks ("Which property is the noise coming from?") it is where from, not when
    List<String> moments = QuestionText.isASentence(text) ? MOMENTS.subList(0, 2) : MOMENTS;
    if (words(read(text)).stream().anyMatch(w -> FormConcepts.isConcept(w) && moments.stream().anyMatch(m -> FormConcepts.sameConcept(w, m)))) {
      return true;
    }
    for (String w : SemanticKey.questionSignature(text).split(" ")) {
      // a German compound of a day or a time ("Auszugsdatum", "Wunschtermin", "Abholzeit")
      if (WHEN.contains(w) || w.length() > 5 && (w.endsWith("datum") || w.endsWith("termin") || w.endsWith("zeit") || w.endsWith("zeitpunkt"))) {
        return true;
      }
    }
    return WHEN_ZH.matcher(text).find();
  }

  /**
   * Whether a text names, among its words of meaning, every word of meaning of another ("Dog's
   * name" holds "Dog"), read as keys and questions are (stems, equivalent words, concepts).
   *
   * @param whole the text that must hold them, as a page or a person words it
   * @param part the text whose words must be held
   * @return true when {@code part} has words of meaning and each is one of {@code whole}'s
   */
  public static boolean holdsEveryWord(String whole, String part) {
    Set<String> held = words(read(withoutPossessive(part)));
    if (held.isEmpty()) {
      return false;
    }
    Set<String> in = words(read(withoutPossessive(whole)));
    for (String w : held) {
      if (!has(in, w)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether a text starts with the words of meaning of another and says more after them
   * ("Postcode of the stopping place" after "Postcode", "Straße und Hausnummer der Zone" after
   * "Straße, Hausnr."): the words after name whose it is. A word before them ("Cell phone",
   * "Work email") says which of the same one's, and is not this. Read as {@link #holdsEveryWord}.
   *
   * @param longer the text that must start with the other's words and say more
   * @param shorter the text whose words it must hold
   * @return true when {@code longer} holds each word of meaning of {@code shorter}, has more of
   *     them, and its first word of meaning is one of {@code shorter}'s
   * @throws NullPointerException when an argument is null
   */
  public static boolean saysMoreAfter(String longer, String shorter) {
    if (!holdsEveryWord(longer, shorter)) {
      return false;
    }
    Set<String> own = words(read(withoutPossessive(shorter)));
    List<String> ordered = wordsInOrder(longer);
    return ordered.size() > own.size() && has(own, ordered.get(0));
  }

  private static final java.util.regex.Pattern POSSESSIVE = java.util.regex.Pattern.compile("(\\p{L})['\u2019]s\\b");

  private static final Set<String> TIMES = Set.of("year", "month", "week", "day", "today", "tonight", "tomorrow", "yesterday", "season", "term", "semester");
  /** An English possessive and the word it ends ("Gran's": "Gran"). */
  static final java.util.regex.Pattern POSSESSOR = java.util.regex.Pattern.compile("(\\p{L}+)['\u2019]s\\b");

  /**
   * Whether a key names whose a question asks: a question with an English possessive ("Group
   * leader's full name") asks for the possessor's thing, so a key that takes a word qualifying the
   * possessor and not the possessor itself ("Group name") names another thing and is not its
   * answer; a key holding the possessor ("Leader"), one naming no word of the possessor's
   * ("Name", "Student's first name" for "Candidate's first name"), a time ("this year's") or a
   * question with no possessive is.
   *
   * @param question the question as the page words it
   * @param key a key as the person wrote it
   * @return false only when the key holds a word qualifying the question's possessor and not the possessor
   * @throws NullPointerException when an argument is null
   */
  public static boolean namesThePossessor(String question, String key) {
    java.util.regex.Matcher m = POSSESSOR.matcher(java.util.Objects.requireNonNull(question, "question"));
    if (!m.find()) {
      return true;
    }
    if (TIMES.contains(m.group(1).toLowerCase(java.util.Locale.ROOT))) {
      return true; // "this year's training", "today's date": a time, not an owner
    }
    Set<String> owner = words(read(m.group(1)));
    Set<String> held = words(read(withoutPossessive(java.util.Objects.requireNonNull(key, "key"))));
    // the words before the owner qualify the owner ("Group" in "Group leader's"): a key that
    // takes one of them and not the owner names the group's thing, not the leader's
    Set<String> qualifiers = words(read(question.substring(0, m.start(1))));
    return owner.isEmpty() || owner.stream().anyMatch(o -> has(held, o)) || qualifiers.stream().noneMatch(w -> has(held, w));
  }

  /**
   * The words that name the owner of a question's English possessive, with the words before it
   * that qualify it ("birthday" and "child" in "Birthday child's first name"); empty when the
   * question has no possessive or a time's ("this year's").
   *
   * @param question the question as the page words it
   * @return the owner's words and its qualifiers, read as keys are
   * @throws NullPointerException when the question is null
   */
  public static Set<String> ownerWords(String question) {
    java.util.regex.Matcher m = POSSESSOR.matcher(java.util.Objects.requireNonNull(question, "question"));
    if (!m.find() || TIMES.contains(m.group(1).toLowerCase(java.util.Locale.ROOT))) {
      return Set.of();
    }
    Set<String> owner = new HashSet<>(words(read(question.substring(0, m.start(1)))));
    owner.addAll(words(read(m.group(1))));
    return owner;
  }

  /**
   * Whether a key shares a word with a set of words read as keys are.
   *
   * @param words words as {@link #ownerWords} gives them
   * @param key a key as the person wrote it
   * @return true when one of the key's words is among them
   * @throws NullPointerException when an argument is null
   */
  public static boolean sharesAWordWith(Set<String> words, String key) {
    return words(read(withoutPossessive(java.util.Objects.requireNonNull(key, "key")))).stream().anyMatch(w -> has(words, w));
  }

  /**
   * Whether a key is the owner a question's English possessive names ("Skipper" for "Skipper's
   * full name"), all of its words the owner's: a key that answers whose thing is asked, not which.
   *
   * @param question the question as the page words it
   * @param key a key as the person wrote it
   * @return true when the question has a possessive (not a time) and the key's words are the owner's
   * @throws NullPointerException when an argument is null
   */
  public static boolean isThePossessor(String question, String key) {
    java.util.regex.Matcher m = POSSESSOR.matcher(java.util.Objects.requireNonNull(question, "question"));
    if (!m.find() || TIMES.contains(m.group(1).toLowerCase(java.util.Locale.ROOT))) {
      return false;
    }
    Set<String> owner = words(read(m.group(1)));
    Set<String> held = words(read(withoutPossessive(java.util.Objects.requireNonNull(key, "key"))));
    return !owner.isEmpty() && !held.isEmpty() && held.stream().allMatch(w -> has(owner, w));
  }

  /**
   * Whether a section of a form names someone the values speak of apart from the person
   * ("Patient details" where the values hold "Patient: George Whitaker", "Patient DOB" and
   * "Patient phone"; "Beschenkte Person" where they hold "Vorname Beschenkte" and "Nachname
   * Beschenkte"): a word of the section that is a key by itself, or with "name", whose value is a
   * name (words of letters, no digits, no "@"), or that qualifies a key of a person's name; and
   * that qualifies another key that says more. Fields under such a section are that one's ("Full name" under "Patient
   * details" is the patient's), and are asked with the section's words.
   *
   * @param section the section's heading or legend as the page words it
   * @param values the values by key as the person wrote them
   * @return whether the section names someone the values qualify their keys with
   * @throws NullPointerException when an argument is null
   */
  public static boolean sectionNamesSomeone(String section, Map<String, String> values) {
    Set<String> sectionWords = words(read(java.util.Objects.requireNonNull(section, "section")));
    if (sectionWords.isEmpty()) {
      return false;
    }
    Set<String> named = new HashSet<>();
    Map<String, Integer> qualifying = new HashMap<>();
    java.util.Objects.requireNonNull(values, "values").forEach((key, value) -> {
      List<String> ordered = wordsInOrder(key);
      List<String> party = ordered.stream().filter(w -> has(sectionWords, w)).toList();
      if (party.size() != 1) {
        return;
      }
      String w = party.get(0);
      List<String> rest = ordered.stream().filter(x -> !x.equals(w)).toList();
      boolean nameShaped = value.strip().contains(" ") && value.codePoints().noneMatch(c -> Character.isDigit(c) || c == '@');
      if (rest.isEmpty() || rest.equals(List.of("name"))) {
        if (nameShaped) {
          named.add(w);
        }
        return;
      }
      if (rest.stream().anyMatch(x -> !has(sectionWords, x))) {
        qualifying.merge(w, 1, Integer::sum);
        // a key of a name qualified by the section's word ("Vorname Beschenkte" under "Beschenkte Person")
        String restText = String.join(" ", rest);
        if (FieldMeanings.standard().ofKey(restText).filter(PERSON_NAMES::contains).isPresent()) {
          named.add(w);
        }
      }
    });
    return named.stream().anyMatch(qualifying::containsKey);
  }

  /** The meanings of a person's name. */
  private static final Set<String> PERSON_NAMES = Set.of("name", "given-name", "family-name", "additional-name");

  /** A text's words of meaning, read as keys are and without possessive endings, each once, in the text's order. */
  private static List<String> wordsInOrder(String text) {
    List<String> ordered = new ArrayList<>();
    for (String w : read(withoutPossessive(text)).split(" ")) {
      if (!w.isEmpty() && !dev.autopilot.core.match.FunctionWords.is(w) && !ordered.contains(w)) {
        ordered.add(w);
      }
    }
    return ordered;
  }

  /** A text with each English possessive ending dropped ("Dog's name" reads "Dog name"). */
  static String withoutPossessive(String text) {
    return POSSESSIVE.matcher(text).replaceAll("$1");
  }

  /**
   * How well one key's words fit a question, with no bar: the share of their words in common
   * (the question's head or whole), 0 when they share none; a tie-break among keys that answer it
   * for another reason (the same meaning), never a reason to answer by itself.
   *
   * @param question the question as the page words it
   * @param key a key these values hold
   * @return between 0 and 1; 0 for a key these values do not hold
   */
  public double fit(String question, String key) {
    Key k = bySignature.get(SemanticKey.questionSignature(key));
    if (k == null) {
      return 0;
    }
    question = withoutNumbering(question);
    return Math.max(overlap(words(read(question)), k.words()), overlap(words(read(QuestionText.head(question))), k.words()));
  }

  /**
   * Whether two texts share a word of meaning, read as keys and questions are (stems, equivalent
   * words, concepts), or a word as written: reading one of them as a concept ("Registration type"
   * is a ticket) must not hide the word both say ("Registration").
   *
   * @param a one text, as a person or a page words it
   * @param b the other
   * @return whether a word of one is a word of the other
   */
  static boolean shareAWord(String a, String b) {
    return shareAWordOf(words(read(a)), words(read(b)))
        || shareAWordOf(words(SemanticKey.questionSignature(a)), words(SemanticKey.questionSignature(b)));
  }

  /**
   * Whether a text holds every word of meaning of a key of two such words, or all but one of a
   * longer key, each as one word with another ending or an equivalent, read as keys are read or
   * as written ("Erinnerung per Mail" in "Bitte erinnern Sie mich
   * per E-Mail an den nächsten Termin"): the key names that very text.
   *
   * @param text a question or a box's statement as the page words it
   * @param key a key as the person wrote it
   * @return true when the key has two words of meaning or more and the text holds them all, or all
   *     but one of three or more
   * @throws NullPointerException when an argument is null
   */
  public static boolean heldWhole(String text, String key) {
    return heldWholeBy(words(read(java.util.Objects.requireNonNull(key, "key"))), words(read(java.util.Objects.requireNonNull(text, "text"))))
        || heldWholeBy(words(SemanticKey.questionSignature(key)), words(SemanticKey.questionSignature(text)));
  }

  private static boolean heldWholeBy(Set<String> mine, Set<String> other) {
    long held = mine.stream().filter(w -> has(other, w)).count();
    // every word of a key of two, all but one of a longer key ("social sessions after the course"
    // in "Tell me about the club's relaxed social sessions once my course ends")
    return mine.size() >= 2 && held >= Math.max(2, mine.size() - 1);
  }

  private static boolean shareAWordOf(Set<String> mine, Set<String> other) {
    for (String w : mine) {
      if (has(other, w)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a key names two or more of a question's options by their words ("NHS or private" for
   * "How would you like to be treated?", whose options are "NHS (…)", "Private (…)" and "Practice
   * plan member"): a key that lists the choices speaks of that question, whatever its words.
   *
   * @param key the key as the person wrote it
   * @param options the question's options as the page words them
   * @return whether at least two options each hold a word of the key
   */
  static boolean namesTwoOptions(String key, List<String> options) {
    Set<String> mine = words(SemanticKey.questionSignature(key));
    int named = 0;
    for (String o : options) {
      if (shareAWordOf(mine, words(SemanticKey.questionSignature(o))) && ++named >= 2) {
        return true;
      }
    }
    return false;
  }

  /** The score of a key that only the control's code name names. */
  static final double CODE_NAME = 0.6;
  /** Scores this close to the best are a tie that evidence settles. */
  static final double NEAR = 0.05;

  private Optional<Found> findByText(String question, java.util.function.Predicate<String> allowed, java.util.function.Predicate<String> evidence, boolean held) {
    question = withoutNumbering(question);
    String signature = SemanticKey.questionSignature(question);
    Key exact = bySignature.get(signature);
    if (exact != null && allowed.test(exact.key())) {
      return Optional.of(new Found(exact.key(), exact.value(), 1));
    }
    String head = SemanticKey.questionSignature(QuestionText.head(question));
    Key byHead = bySignature.get(head);
    String read = read(question);
    String readHead = read(QuestionText.head(question));
    if (byHead != null && allowed.test(byHead.key())) {
      return Optional.of(new Found(byHead.key(), byHead.value(), 1));
    }
    Found best = null;
    List<Found> allowedFound = new ArrayList<>();
    for (Found f : scored(read, readHead)) {
      if (!allowed.test(f.key())) {
        continue;
      }
      allowedFound.add(f);
      // at equal scores the key of more words is the more specific ("Other party email" over "Other party")
      if (best == null || f.score() > best.score() || f.score() == best.score() && wordCount(f) > wordCount(best)) {
        best = f;
      }
    }
    if (best != null && best.score() >= ANSWER_OVERLAP) {
      double bar = Math.max(ANSWER_OVERLAP, best.score() - NEAR);
      List<Found> near = allowedFound.stream().filter(f -> f.score() >= bar).toList();
      if (near.size() > 1) {
        List<Found> favoured = near.stream().filter(f -> evidence.test(f.key())).toList();
        if (favoured.size() == 1) {
          return Optional.of(favoured.get(0));
        }
      }
      return Optional.of(best);
    }
    if (words(read).isEmpty()) {
      return ofFunctionWords(signature, allowed);
    }
    return held ? heldByOneKey(words(readHead), allowed, evidence) : Optional.empty();
  }

  /**
   * A question of function words only ("I am the", "Je suis") and the one key of function words
   * only that it starts with, or that starts with it ("I am"): no word of meaning stands between
   * them, and no other key could be meant.
   */
  private Optional<Found> ofFunctionWords(String signature, java.util.function.Predicate<String> allowed) {
    if (signature.isEmpty()) {
      return Optional.empty();
    }
    Found only = null;
    for (Key k : bySignature.values()) {
      if (k.words().isEmpty() && !k.signature().isEmpty() && allowed.test(k.key())
          && ((signature + " ").startsWith(k.signature() + " ") || (k.signature() + " ").startsWith(signature + " "))) {
        if (only != null) {
          return Optional.empty();
        }
        only = new Found(k.key(), k.value(), ANSWER_OVERLAP);
      }
    }
    return Optional.ofNullable(only);
  }

  /**
   * A short question whose every word one key holds, with at most two words more ("Relationship"
   * for "Emergency contact relationship", "Title" for "Thesis title"): answered when exactly one
   * allowed key does so, or exactly one of those the evidence favours; never when two could.
   */
  private Optional<Found> heldByOneKey(Set<String> headWords, java.util.function.Predicate<String> allowed, java.util.function.Predicate<String> evidence) {
    if (headWords.isEmpty() || headWords.size() > SHORT_QUESTION) {
      return Optional.empty();
    }
    List<Found> holding = new ArrayList<>();
    for (Key k : bySignature.values()) {
      if (k.words().size() > headWords.size() && k.words().size() - headWords.size() <= 2 && holdsAll(k.words(), headWords) && allowed.test(k.key())) {
        holding.add(new Found(k.key(), k.value(), HELD_QUESTION));
      }
    }
    if (holding.size() > 1) {
      holding = holding.stream().filter(f -> evidence.test(f.key())).toList();
    }
    return holding.size() == 1 ? Optional.of(holding.get(0)) : Optional.empty();
  }

  /**
   * The keys closest to this question, closest first, at most {@code max}; keys sharing no word
   * are left out.
   *
   * @param question the question as the page words it
   * @param max the most keys to return, not negative
   * @return the keys as the profile spells them (never their values); empty when none shares a word
   */
  public List<String> closest(String question, int max) {
    question = withoutNumbering(question);
    return scored(read(question), read(QuestionText.head(question))).stream().filter(f -> f.score() > 0)
        .sorted(Comparator.comparingDouble(Found::score).reversed())
        .limit(max).map(Found::key).toList();
  }

  private static final java.util.regex.Pattern NUMBERING = java.util.regex.Pattern.compile("^\\s*(?:q(?:uestion)?\\s*)?\\d{1,3}[.):]\\s+", java.util.regex.Pattern.CASE_INSENSITIVE);

  /** A question without the number a survey puts before it ("3. Which…", "Q4) How…"). */
  static String withoutNumbering(String question) {
    return NUMBERING.matcher(question).replaceFirst("");
  }

  /**
   * A text's words as keys and questions are compared: its signature with elided articles apart,
   * each equivalent word as its group's first, each phrase of the concepts lexicon read as its
   * concept ({@link FormConcepts}).
   */
  static String read(String text) {
    String known = READ.get(text);
    if (known != null) {
      return known;
    }
    String read = readSignature(SemanticKey.questionSignature(FormConcepts.elisionsApart(text)));
    if (READ.size() >= READ_BOUND) {
      READ.clear(); // a bound, not an eviction policy: the texts of a few pages fit many times over
    }
    READ.put(text, read);
    return read;
  }

  /**
   * Texts already read: a plan reads the same questions and keys many times over (each pairing,
   * each section, each option), and reading is a pure function of the text.
   */
  private static final java.util.Map<String, String> READ = new java.util.concurrent.ConcurrentHashMap<>();
  private static final int READ_BOUND = 50_000;

  private static String readSignature(String signature) {
    return FormConcepts.standard().read(EQUIVALENTS.canonical(signature));
  }

  private List<Found> scored(String read, String readHead) {
    Set<String> words = words(read);
    Set<String> headWords = words(readHead);
    List<Found> out = new ArrayList<>();
    for (Key k : bySignature.values()) {
      double score = Math.max(overlap(words, k.words()), overlap(headWords, k.words()));
      if (k.words().size() >= 2 && holdsAll(words, k.words())) {
        score = Math.max(score, CONTAINED_KEY);
      } else if (k.words().size() == 1 && !twoReadAsOne(k) && !MODIFIERS.contains(k.words().iterator().next()) && headWords.size() <= SHORT_QUESTION && holdsAll(headWords, k.words())) {
        // a key of one word in a short question: "Phone" for "Phone number", "Title" for "Bug title";
        // one word as written, not two read as one ("ID number" is no "Invoice number")
        score = Math.max(score, ONE_WORD_KEY);
      }
      out.add(new Found(k.key(), k.value(), score));
    }
    return out;
  }

  /**
   * The concepts that say which of a thing, never the thing ("Wanted by" reads as "preferred"): a
   * key of one of them alone is no field's name.
   */
  private static final Set<String> MODIFIERS = Set.of("#preferred", "#current", "#new");

  /** Whether a key's words of meaning are two equivalent words read as one ("ID number" reads "number number"). */
  private static boolean twoReadAsOne(Key k) {
    return java.util.Arrays.stream(read(k.key()).split(" ")).filter(w -> !w.isEmpty() && !dev.autopilot.core.match.FunctionWords.is(w)).count() > k.words().size();
  }

  private static int wordCount(Found f) {
    return words(SemanticKey.questionSignature(f.key())).size();
  }

  /** Words and phrases that stand for each other, each read as its group's first. */
  static Equivalents equivalents() {
    return EQUIVALENTS;
  }

  /** Whether a word carries no meaning of its own in a question ("the", "your", "sind"). */
  static boolean isStopWord(String word) {
    return dev.autopilot.core.match.FunctionWords.is(word);
  }

  /** The words of a signature that carry meaning. */
  static Set<String> words(String signature) {
    Set<String> words = new HashSet<>();
    for (String w : signature.split(" ")) {
      if (!w.isEmpty() && !dev.autopilot.core.match.FunctionWords.is(w)) {
        words.add(w);
      }
    }
    return words;
  }

  /**
   * Whether two words are one word with another ending: equal, or sharing a start of at least five
   * letters that leaves at most two letters of the shorter and five of the longer.
   */
  static boolean sameWord(String a, String b) {
    if (a.equals(b)) {
      return true;
    }
    if (FormConcepts.isConcept(a) || FormConcepts.isConcept(b)) {
      return FormConcepts.isConcept(a) && FormConcepts.isConcept(b) && FormConcepts.sameConcept(a, b);
    }
    return dev.autopilot.core.match.WordForms.sameWord(a, b);
  }

  /**
   * A word without an English inflection ({@code -s}, {@code -es}, {@code -ed}, {@code -ing}) and
   * the doubled consonant before it ("shopped" is "shop"); a word of Latin letters only, stems of
   * at least three letters, so "news" stays "news" and "us" stays "us".
   */
  static String stem(String w) {
    return dev.autopilot.core.match.WordForms.stem(w);
  }

  private static boolean has(Set<String> words, String w) {
    if (words.contains(w)) {
      return true;
    }
    for (String x : words) {
      if (sameWord(x, w)) {
        return true;
      }
    }
    return false;
  }

  private static boolean holdsAll(Set<String> words, Set<String> key) {
    for (String w : key) {
      if (!has(words, w)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The share of words two texts have in common, each word of one side met by at most one of the
   * other ("Partnerin / Partner 1" holds one word of "Vorname Partner 1", not two): the words met,
   * the same word before a word of another ending, over the larger side's count.
   */
  private static double overlap(Set<String> a, Set<String> b) {
    if (a.isEmpty() || b.isEmpty()) {
      return 0;
    }
    Set<String> free = new HashSet<>(b);
    int common = 0;
    List<String> unmet = new ArrayList<>();
    for (String w : a) {
      if (free.remove(w)) {
        common++;
      } else {
        unmet.add(w);
      }
    }
    for (String w : unmet) {
      for (java.util.Iterator<String> it = free.iterator(); it.hasNext(); ) {
        if (sameWord(it.next(), w)) {
          it.remove();
          common++;
          break;
        }
      }
    }
    return (double) common / Math.max(a.size(), b.size());
  }

  /** Words and phrases read as the first word of their group, longest phrase first. */
  record Equivalents(Map<String, String> toFirst, int longest) {
    static Equivalents load(String resource) {
      Map<String, String> map = new HashMap<>();
      int longest = 1;
      try (InputStream in = AnswerKeys.class.getResourceAsStream(resource)) {
        if (in == null) {
          throw new IllegalStateException("missing " + resource + " beside " + AnswerKeys.class.getName());
        }
        for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\\R")) {
          String t = line.strip();
          if (t.isEmpty() || t.startsWith("#")) {
            continue;
          }
          String[] group = t.split("\\|");
          String first = SemanticKey.questionSignature(group[0]).replace(' ', '_');
          for (String w : group) {
            String sig = SemanticKey.questionSignature(w);
            if (!sig.isEmpty()) {
              map.putIfAbsent(sig, first);
              longest = Math.max(longest, sig.split(" ").length);
            }
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException("could not read " + resource, e);
      }
      return new Equivalents(Map.copyOf(map), longest);
    }

    /** The signature with each known word or phrase read as its group's first (a phrase as one word). */
    String canonical(String signature) {
      if (signature.isEmpty()) {
        return signature;
      }
      String[] words = signature.split(" ");
      StringBuilder out = new StringBuilder();
      for (int i = 0; i < words.length; ) {
        int taken = 1;
        String word = words[i];
        for (int n = Math.min(longest, words.length - i); n >= 1; n--) {
          String phrase = String.join(" ", java.util.Arrays.asList(words).subList(i, i + n));
          String first = toFirst.get(phrase);
          if (first != null) {
            word = first;
            taken = n;
            break;
          }
        }
        if (out.length() > 0) {
          out.append(' ');
        }
        out.append(word);
        i += taken;
      }
      return out.toString();
    }
  }
}
