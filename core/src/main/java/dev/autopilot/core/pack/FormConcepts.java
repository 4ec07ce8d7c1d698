package dev.autopilot.core.pack;

import dev.autopilot.core.model.SemanticKey;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * What a question or a key asks about, as concepts shared by every language: the lexicon {@code
 * concepts.txt} beside this class names each concept of the common questions of forms (a
 * salutation, a nationality, a ticket, a slot, a reason, a party size, ...) with its words in
 * English, German, French, Spanish, Chinese and Arabic, so that "Sector" and "Secteur d'activité",
 * "RSVP" and "Will you be joining us?" read alike. A text is read into its words with each known
 * phrase replaced by its concept's token ({@code #sector}); a phrase of two concepts ("title" is a
 * salutation and a work's name) reads as a token of both ({@code #honorific/title}), which
 * matches either.
 *
 * <p>The reading is structural where the words are: an elided article stands apart ("d'activité"
 * is "d activite"), an English ending and an Arabic article do not count, a German compound of two
 * known words reads as both ("Wunschtermin" is "Wunsch" and "Termin"), Chinese is cut into the
 * lexicon's words, an interrogative reads as what it asks for ("where" a place, "when" a date,
 * "why" a reason), and a key ending in "on" or "am" ("Bought on", "Einzug am") asks for a date. A
 * phrase made of function words only ("du", "au") names its concept only as a whole text.
 *
 * <p>Immutable and thread-safe; {@link #standard()} is loaded once.
 */
final class FormConcepts {
  private static final Pattern ELISION = Pattern.compile("(?i)(?<![\\p{L}])(qu|[dljnsmct])['’](?=\\p{L})");
  private static final Set<String> DATE_MARKERS = Set.of("on", "am");
  private static final FormConcepts STANDARD = load("concepts.txt");

  /** A phrase (its words stemmed, Arabic folded) to its token. */
  private final Map<String, String> phrases;
  /** A word prefix (lexicon words written with a trailing {@code *}) to its token. */
  private final Map<String, String> prefixes;
  /** Chinese phrases to their tokens. */
  private final Map<String, String> han;
  private final int longest;
  private final int longestHan;

  private FormConcepts(Map<String, String> phrases, Map<String, String> prefixes, Map<String, String> han) {
    this.phrases = phrases;
    this.prefixes = prefixes;
    this.han = han;
    this.longest = phrases.keySet().stream().mapToInt(p -> p.split(" ").length).max().orElse(1);
    this.longestHan = han.keySet().stream().mapToInt(String::length).max().orElse(1);
  }

  static FormConcepts standard() {
    return STANDARD;
  }

  /** The text with its elided articles apart ("d'activité" reads "d activité", "l'après-midi" "l après-midi"). */
  static String elisionsApart(String text) {
    return ELISION.matcher(text).replaceAll("$1 ");
  }

  /** Whether a word is a concept token. */
  static boolean isConcept(String word) {
    return !word.isEmpty() && word.charAt(0) == '#';
  }

  /** Whether two concept tokens share a concept. */
  static boolean sameConcept(String a, String b) {
    if (a.equals(b)) {
      return true;
    }
    for (String x : a.substring(1).split("/")) {
      for (String y : b.substring(1).split("/")) {
        if (x.equals(y)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * A signature ({@link SemanticKey#questionSignature}, its equivalent words read as one) read into words, each known phrase as its
   * concept's token; words no phrase holds stay as they are (Arabic ones folded).
   */
  String read(String signature) {
    if (signature.isEmpty()) {
      return signature;
    }
    List<String> words = new ArrayList<>();
    for (String w : signature.split(" ")) {
      splitScripts(w, words);
    }
    List<String> keys = new ArrayList<>(words.size());
    for (String w : words) {
      keys.add(lookupForm(w));
    }
    String whole = phrases.get(String.join(" ", keys));
    if (whole != null) {
      return whole;
    }
    List<String> out = new ArrayList<>();
    for (int i = 0; i < words.size(); ) {
      String w = words.get(i);
      if (isHan(w)) {
        segmentHan(w, out);
        i++;
        continue;
      }
      int taken = 0;
      String token = null;
      for (int n = Math.min(longest, words.size() - i); n >= 1 && token == null; n--) {
        List<String> span = keys.subList(i, i + n);
        if (span.stream().allMatch(AnswerKeys::isStopWord)) {
          continue; // function words name a concept only as a whole text
        }
        String t = phrases.get(String.join(" ", span));
        if (t != null) {
          token = t;
          taken = n;
        }
      }
      if (token == null) {
        token = byPrefix(keys.get(i));
        taken = 1;
      }
      if (token == null) {
        String[] parts = compound(keys.get(i));
        if (parts != null) {
          out.add(parts[0]);
          out.add(parts[1]);
          i++;
          continue;
        }
        token = arabicFold(w);
      }
      out.add(token);
      i += taken;
    }
    if (words.size() >= 2 && DATE_MARKERS.contains(words.get(words.size() - 1)) && !AnswerKeys.isStopWord(words.get(words.size() - 2))
        && out.stream().noneMatch(t -> isConcept(t) && sameConcept(t, "#date"))) {
      out.add("#date"); // "Bought on", "Einzug am": the day it happened
    } else if (words.size() >= 2 && !AnswerKeys.isStopWord(words.get(words.size() - 2))) {
      // a function word that ends a text says where a span lies ("Access needed from", "Valid
      // to", "Disponible du"): it reads as the concept it names as a whole text
      String last = phrases.get(keys.get(keys.size() - 1));
      boolean alone = !out.isEmpty() && out.get(out.size() - 1).equals(words.get(words.size() - 1)); // no longer phrase took it ("Bought from")
      if (last != null && alone && AnswerKeys.isStopWord(keys.get(keys.size() - 1)) && out.stream().noneMatch(t -> isConcept(t) && sameConcept(t, last))) {
        out.add(last);
      }
    }
    return String.join(" ", out);
  }

  private @org.jspecify.annotations.Nullable String byPrefix(String word) {
    String best = null;
    int len = 0;
    for (Map.Entry<String, String> e : prefixes.entrySet()) {
      if (word.startsWith(e.getKey()) && e.getKey().length() > len) {
        best = e.getValue();
        len = e.getKey().length();
      }
    }
    return best;
  }

  /** A German-style compound of two known words, with or without a joining "s": their tokens, or null. */
  private String @org.jspecify.annotations.Nullable [] compound(String word) {
    if (word.length() < 7 || !word.chars().allMatch(c -> c >= 'a' && c <= 'z')) {
      return null;
    }
    for (int cut = 4; cut <= word.length() - 4; cut++) {
      String left = phrases.get(AnswerKeys.stem(word.substring(0, cut)));
      if (left == null) {
        continue;
      }
      String rest = word.substring(cut);
      String right = phrases.get(AnswerKeys.stem(rest));
      if (right == null && rest.startsWith("s") && rest.length() >= 5) {
        right = phrases.get(AnswerKeys.stem(rest.substring(1)));
      }
      if (right != null) {
        return new String[] {left, right};
      }
    }
    return null;
  }

  /** Chinese cut into the lexicon's phrases, longest first; a run of unknown characters stays one word. */
  private void segmentHan(String run, List<String> out) {
    StringBuilder unknown = new StringBuilder();
    for (int i = 0; i < run.length(); ) {
      String token = null;
      int taken = 0;
      for (int n = Math.min(longestHan, run.length() - i); n >= 1; n--) {
        String t = han.get(run.substring(i, i + n));
        if (t != null) {
          token = t;
          taken = n;
          break;
        }
      }
      if (token == null) {
        unknown.append(run.charAt(i));
        i++;
        continue;
      }
      if (unknown.length() > 0) {
        out.add(unknown.toString());
        unknown.setLength(0);
      }
      out.add(token);
      i += taken;
    }
    if (unknown.length() > 0) {
      out.add(unknown.toString());
    }
  }

  private static void splitScripts(String word, List<String> out) {
    int start = 0;
    for (int i = 1; i <= word.length(); i++) {
      if (i == word.length() || isHanChar(word.charAt(i)) != isHanChar(word.charAt(i - 1))) {
        out.add(word.substring(start, i));
        start = i;
      }
    }
  }

  private static boolean isHanChar(char c) {
    return Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN;
  }

  private static boolean isHan(String w) {
    return !w.isEmpty() && isHanChar(w.charAt(0));
  }

  /** The form a word is looked up by: without an English ending, an Arabic word without its article. */
  private static String lookupForm(String word) {
    return AnswerKeys.stem(arabicFold(word));
  }

  /** An Arabic word without its article ("ال", "وال", "بال", "لل") and with ة read as ه, ى as ي. */
  static String arabicFold(String word) {
    if (word.isEmpty() || Character.UnicodeScript.of(word.charAt(0)) != Character.UnicodeScript.ARABIC) {
      return word;
    }
    String w = word.replace('ة', 'ه').replace('ى', 'ي');
    for (String article : new String[] {"وال", "بال", "ال", "لل"}) {
      if (w.startsWith(article) && w.length() - article.length() >= 3) {
        return w.substring(article.length());
      }
    }
    return w;
  }

  static FormConcepts load(String resource) {
    Map<String, Set<String>> phrases = new HashMap<>();
    Map<String, Set<String>> prefixes = new HashMap<>();
    Map<String, Set<String>> han = new HashMap<>();
    try (InputStream in = FormConcepts.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing " + resource + " beside " + FormConcepts.class.getName());
      }
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\\R")) {
        String t = line.strip();
        if (t.isEmpty() || t.startsWith("#")) {
          continue;
        }
        String[] parts = t.split("\\|");
        String concept = parts[0].strip();
        if (concept.isEmpty() || concept.contains(" ") || concept.contains("/")) {
          throw new IllegalStateException(resource + ": a line must start with a concept name of one word: " + t);
        }
        for (int i = 1; i < parts.length; i++) {
          String list = parts[i];
          int colon = list.indexOf(':');
          if (colon < 0) {
            throw new IllegalStateException(resource + ": each part after the concept is `language: phrase, phrase`: " + t);
          }
          for (String p : list.substring(colon + 1).split(",")) {
            String raw = p.strip();
            boolean prefix = raw.endsWith("*");
            String sig = SemanticKey.questionSignature(elisionsApart(prefix ? raw.substring(0, raw.length() - 1) : raw));
            if (!prefix) {
              sig = AnswerKeys.equivalents().canonical(sig); // read as texts are: "passport no" is "passport number"
            }
            if (sig.isEmpty()) {
              continue;
            }
            if (isHan(sig.replace(" ", "")) && sig.replace(" ", "").chars().allMatch(c -> isHanChar((char) c))) {
              han.computeIfAbsent(sig.replace(" ", ""), k -> new TreeSet<>()).add(concept);
            } else if (prefix) {
              prefixes.computeIfAbsent(arabicFold(sig), k -> new TreeSet<>()).add(concept);
            } else {
              List<String> folded = new ArrayList<>();
              for (String w : sig.split(" ")) {
                folded.add(lookupForm(w));
              }
              phrases.computeIfAbsent(String.join(" ", folded), k -> new TreeSet<>()).add(concept);
            }
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("could not read " + resource, e);
    }
    return new FormConcepts(tokens(phrases), tokens(prefixes), tokens(han));
  }

  private static Map<String, String> tokens(Map<String, Set<String>> concepts) {
    Map<String, String> out = new HashMap<>();
    concepts.forEach((phrase, set) -> out.put(phrase, "#" + String.join("/", set)));
    return Map.copyOf(out);
  }
}
