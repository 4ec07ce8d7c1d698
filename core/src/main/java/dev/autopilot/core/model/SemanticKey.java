package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

/**
 * The stable identity of "doing this on this kind of page", used to count failures of the same
 * semantic action across snapshots: {@code domain + normalized path + intent + question
 * signature}. It carries no volatile page fingerprint, so re-rendering a page, reordering its
 * fields or re-issuing its refs leaves the key unchanged.
 *
 * <p>Computing a key is on the hot path (every action); it allocates only the resulting
 * strings.
 *
 * @param domain the page's host, lower case
 * @param normalizedPath the path with volatile segments replaced, see {@link #normalizePath}
 * @param intent what the action means to do, such as {@code answer} or {@code submit}
 * @param questionSignature the normalized question, see {@link #questionSignature}
 */
public record SemanticKey(String domain, String normalizedPath, String intent, String questionSignature) {

  /** Questions longer than this are cut; the cut keeps keys short and stable. */
  static final int MAX_SIGNATURE_LENGTH = 96;

  /**
   * Checks that no part is null; the parts are taken as given (use {@link #of} to normalize).
   *
   * @param domain the host, not null
   * @param normalizedPath the normalized path, not null
   * @param intent the intent, not null
   * @param questionSignature the question's signature, not null (empty when there is no question)
   * @throws NullPointerException when an argument is null
   */
  public SemanticKey {
    requireNonNull(domain, "domain");
    requireNonNull(normalizedPath, "normalizedPath");
    requireNonNull(intent, "intent");
    requireNonNull(questionSignature, "questionSignature");
  }

  /**
   * The key of an action with this intent on this question of this page.
   *
   * @param page the page the action is taken on; its domain and normalized path are used
   * @param intent what the action means to do, such as {@code answer}
   * @param question the question as the page asks it; normalized by {@link #questionSignature}
   * @return the key
   */
  public static SemanticKey of(PageInfo page, String intent, String question) {
    return new SemanticKey(page.domain(), page.normalizedPath(), intent, questionSignature(question));
  }

  /**
   * The key of an action taken on a snapshot: its intent, and its target question when the
   * action names one, else the question of its target element, else its verb.
   *
   * @param snapshot the snapshot the action was planned on; its page and the target's question
   *     are read
   * @param action the action
   * @return the key; equal for the same intent on the same question of the same kind of page
   */
  public static SemanticKey forAction(SemanticSnapshot snapshot, Action action) {
    String question = action.meta().targetQuestion();
    if (question == null || question.isBlank()) {
      String ref = action.targetRef();
      question = ref == null ? action.verb() : snapshot.element(ref).map(snapshot::questionOf).orElse(action.verb());
    }
    return of(snapshot.page(), action.meta().intent(), question);
  }

  /** The key as one string: {@code domain|path|intent|signature}. */
  @Override
  public String toString() {
    return domain + '|' + normalizedPath + '|' + intent + '|' + questionSignature;
  }

  /**
   * Normalizes a question for comparison: lower case, letters and digits only, one space
   * between words, required-marks and punctuation dropped, accents and other combining marks
   * dropped ({@code "Résumé"} reads {@code "resume"}), a French or Italian word elided before an
   * apostrophe dropped ({@code "vacances d'avril"} reads {@code "vacances avril"}; an English
   * {@code "don't"} reads {@code "dont"}), cut at 96 characters, before a word the cut would split.
   * {@code "Are you authorized to work in the US? *"} becomes
   * {@code "are you authorized to work in the us"}.
   *
   * @param question the question as the page asks it, not null
   * @return the signature, at most 96 characters; empty when the question has no letter or digit
   */
  public static String questionSignature(String question) {
    question = withoutMarks(question);
    int n = question.length();
    char[] out = new char[Math.min(n, MAX_SIGNATURE_LENGTH)];
    int len = 0;
    boolean pendingSpace = false;
    for (int i = 0; i < n && len < out.length; i++) {
      char c = question.charAt(i);
      char lower;
      if (c < 128) {
        // ASCII fast path: most questions are plain ASCII.
        if (c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
          lower = c;
        } else if (c >= 'A' && c <= 'Z') {
          lower = (char) (c + ('a' - 'A'));
        } else {
          if (c != '\'') {
            pendingSpace = true;
          } else {
            len = withoutElidedWord(out, len, question, i);
          }
          continue;
        }
      } else if (Character.isLetterOrDigit(c)) {
        lower = Character.toLowerCase(c);
      } else {
        if (c != '\u2019') {
          pendingSpace = true;
        } else {
          len = withoutElidedWord(out, len, question, i);
        }
        continue;
      }
      if (pendingSpace && len > 0) {
        out[len++] = ' ';
        if (len == out.length) {
          len--;
          break;
        }
      }
      pendingSpace = false;
      out[len++] = lower;
      if (len == out.length && i + 1 < n && Character.isLetterOrDigit(question.charAt(i + 1))) {
        // cut inside a word: drop its start, which would read as another word ("about" as "ab")
        int space = new String(out, 0, len).lastIndexOf(' ');
        len = space > 0 ? space : len;
        break;
      }
    }
    return new String(out, 0, len);
  }

  /**
   * French and Italian words elided before an apostrophe: an article, a preposition or a pronoun
   * ("d'avril", "l'atelier", "qu'il", "dell'anno"). They say nothing of their own and, written
   * together with the next word, would make a word no other text has ("davril" for "avril").
   */
  private static final java.util.Set<String> ELIDED = java.util.Set.of("d", "l", "j", "m", "n", "s", "t", "c", "qu", "lorsqu", "puisqu",
      "jusqu", "quoiqu", "dell", "dall", "nell", "sull", "coll", "all", "quell", "quest", "un");

  /**
   * The length of the signature so far without the word before an apostrophe when that word is
   * elided ({@link #ELIDED}) and a letter follows: "vacances d'avril" reads "vacances avril";
   * "don't" stays "dont".
   */
  private static int withoutElidedWord(char[] out, int len, String text, int apostrophe) {
    if (apostrophe + 1 >= text.length() || !Character.isLetter(text.charAt(apostrophe + 1))) {
      return len;
    }
    int start = len;
    while (start > 0 && out[start - 1] != ' ') {
      start--;
    }
    // the word must end right at the apostrophe (nothing dropped between them)
    if (start == len || !Character.isLetter(text.charAt(apostrophe - 1)) || !ELIDED.contains(new String(out, start, len - start))) {
      return len;
    }
    return start;
  }

  /** The text without combining marks (accents, Arabic vowel marks), decomposed first; ASCII text as it is. */
  private static String withoutMarks(String text) {
    boolean ascii = true;
    for (int i = 0; i < text.length() && ascii; i++) {
      ascii = text.charAt(i) < 128;
    }
    if (ascii) {
      return text;
    }
    String d = java.text.Normalizer.normalize(text, java.text.Normalizer.Form.NFKD);
    StringBuilder sb = new StringBuilder(d.length());
    for (int i = 0; i < d.length(); i++) {
      char c = d.charAt(i);
      if (Character.getType(c) != Character.NON_SPACING_MARK) {
        sb.append(c);
      }
    }
    return sb.toString();
  }

  /**
   * Replaces the volatile segments of a URL path by placeholders: all-digit segments by
   * {@code {n}}, UUIDs by {@code {uuid}}, and hex or mixed letter-digit tokens of 16 or more
   * characters (hashes, session tokens) by {@code {hash}}. The query and fragment are dropped,
   * and so is a trailing slash. {@code /jobs/4821/apply/} becomes {@code /jobs/{n}/apply}.
   *
   * @param path a URL's raw path, with or without query and fragment
   * @return the normalized path
   */
  public static String normalizePath(String path) {
    int end = path.length();
    for (int i = 0; i < end; i++) {
      char c = path.charAt(i);
      if (c == '?' || c == '#') {
        end = i;
        break;
      }
    }
    StringBuilder out = new StringBuilder(end + 8);
    int start = 0;
    while (start < end) {
      if (path.charAt(start) == '/') {
        start++;
        continue;
      }
      int stop = path.indexOf('/', start);
      if (stop < 0 || stop > end) {
        stop = end;
      }
      out.append('/');
      appendSegment(path, start, stop, out);
      start = stop;
    }
    return out.length() == 0 ? "/" : out.toString();
  }

  private static void appendSegment(String path, int from, int to, StringBuilder out) {
    int len = to - from;
    boolean allDigits = true;
    boolean allHex = true;
    int digits = 0;
    int letters = 0;
    int dashes = 0;
    boolean uuidShape = len == 36;
    for (int i = from; i < to; i++) {
      char c = path.charAt(i);
      int pos = i - from;
      boolean isDash = c == '-';
      if (uuidShape && (pos == 8 || pos == 13 || pos == 18 || pos == 23) != isDash) {
        uuidShape = false;
      }
      if (c >= '0' && c <= '9') {
        digits++;
      } else {
        allDigits = false;
        if (isDash || c == '_') {
          dashes++;
        } else if (Character.isLetter(c)) {
          letters++;
        }
        if (!isDash && !((c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))) {
          allHex = false;
        }
      }
    }
    if (allDigits) {
      out.append("{n}");
    } else if (uuidShape && allHex) {
      out.append("{uuid}");
    } else if (len >= 16 && dashes == 0 && digits > 0 && (allHex || letters > 0) && digits + letters == len) {
      out.append("{hash}");
    } else {
      for (int i = from; i < to; i++) {
        out.append(Character.toLowerCase(path.charAt(i)));
      }
    }
  }
}
