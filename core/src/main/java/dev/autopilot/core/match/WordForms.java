package dev.autopilot.core.match;

/**
 * Words that are one word with another ending, the one reading of it for keys, questions and
 * options: "expire" and "expiry", "authorized" and "authorization", "renew" and "renewal", "shop"
 * and "shopped". Compared as question signatures write words (lower case, accents dropped).
 * Stateless and thread-safe.
 */
public final class WordForms {
  private WordForms() {}

  /**
   * Whether two words are one word with another ending: equal; sharing a start of at least five
   * letters that leaves at most two letters of the shorter and five of the longer; or, for short
   * words, the same English stem ({@link #stem}) of at least three letters.
   *
   * @param a a word, as a signature writes it
   * @param b another
   * @return true when they are one word
   */
  public static boolean sameWord(String a, String b) {
    if (a.equals(b)) {
      return true;
    }
    int n = Math.min(a.length(), b.length());
    int p = 0;
    while (p < n && a.charAt(p) == b.charAt(p)) {
      p++;
    }
    if (p >= 5 && n - p <= 2 && Math.max(a.length(), b.length()) - p <= 5) {
      return true;
    }
    // the plural of a short word: "dog" and "dogs", "kid" and "kids" ("news" is no plural of "new")
    if (pluralOf(a, b) || pluralOf(b, a)) {
      return true;
    }
    // an English ending on a short word: "shop" and "shopped", "book" and "booking", "guest" and "guests"
    String sa = stem(a);
    String sb = stem(b);
    return sa.length() >= 3 && sa.equals(sb) && (sa.length() >= 4 || !sa.equals(a) && !sa.equals(b));
  }

  /** Whether {@code plural} is {@code word} with an English plural's {@code s}: a word of three letters or more, of Latin letters, not ending in s. */
  private static boolean pluralOf(String plural, String word) {
    return plural.length() == word.length() + 1 && plural.endsWith("s") && plural.startsWith(word) && word.length() >= 3 && !word.endsWith("s")
        && word.chars().allMatch(c -> c >= 'a' && c <= 'z') && !NOT_PLURALS.contains(plural);
  }

  /** Words that end in s and are no plural of the word before it. */
  private static final java.util.Set<String> NOT_PLURALS = java.util.Set.of("news", "bless", "tops", "plus", "thus", "bias", "alias", "this", "ours", "hers", "yours",
      "theirs", "its", "gas", "has", "was", "his", "does", "goes", "bus");

  /**
   * A word without an English inflection ({@code -s}, {@code -es}, {@code -ed}, {@code -ing}), the
   * silent {@code e} those endings drop ("share", "sharing": "shar") and the doubled consonant
   * before it ("shopped" is "shop"); a word of Latin letters only, stems of
   * at least three letters, so "news" stays "news" and "us" stays "us".
   *
   * @param w a word in lower case
   * @return its stem; the word itself when it has no such ending or other letters
   */
  public static String stem(String w) {
    if (!w.chars().allMatch(c -> c >= 'a' && c <= 'z')) {
      return w;
    }
    String s = w;
    if (s.endsWith("ing") && s.length() >= 6) {
      s = s.substring(0, s.length() - 3);
    } else if (s.endsWith("ed") && s.length() >= 5) {
      s = s.substring(0, s.length() - 2);
    } else if (s.endsWith("ies") && s.length() >= 5) {
      s = s.substring(0, s.length() - 3) + "y";
    } else if (s.endsWith("s") && !s.endsWith("ss") && !s.endsWith("us") && !s.endsWith("is") && s.length() >= 5) {
      s = s.substring(0, s.length() - 1);
    }
    if (s.endsWith("e") && !s.endsWith("ee") && s.length() >= 5) {
      // the silent e the endings drop: "share", "sharing" and "shared" are one word
      s = s.substring(0, s.length() - 1);
    }
    int k = s.length();
    if (k >= 4 && s.charAt(k - 1) == s.charAt(k - 2) && "bdgmnprt".indexOf(s.charAt(k - 1)) >= 0 && s != w) {
      s = s.substring(0, k - 1);
    }
    return s;
  }

  /**
   * Whether every word of {@code part} is one word ({@link #sameWord}) with a word of {@code whole}.
   *
   * @param whole the words that must hold them
   * @param part the words to be held
   * @return true when each is held; true for no words
   */
  public static boolean holdsAll(java.util.Collection<String> whole, java.util.Collection<String> part) {
    for (String w : part) {
      if (whole.stream().noneMatch(x -> sameWord(x, w))) {
        return false;
      }
    }
    return true;
  }
}
