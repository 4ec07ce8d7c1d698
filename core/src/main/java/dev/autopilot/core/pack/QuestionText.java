package dev.autopilot.core.pack;

/**
 * How a question's words are read by every pack: its head (the words before a hint) and whole
 * phrases within its {@linkplain Question#signature() signature}. Stateless and thread-safe; no
 * method accepts null.
 */
public final class QuestionText {
  private QuestionText() {}

  /**
   * A question without what follows its head: a parenthesis, a colon or a dash with a hint
   * ("Salary expectation (USD per year):" reads "Salary expectation"), the way a person keys it.
   *
   * @param question the question as the page words it
   * @return the question stripped of surrounding blanks and cut before its first mark (a blank
   *     before the mark stays); the whole question when no mark cuts it (one at the very start
   *     does not)
   */
  public static String head(String question) {
    String q = question.strip();
    int cut = q.length();
    for (String mark : new String[] {"(", ":", " - ", " – ", "[", "\n"}) {
      int i = q.indexOf(mark);
      if (i > 0 && i < cut) {
        cut = i;
      }
    }
    return q.substring(0, cut);
  }

  /**
   * Whether a text is a question sentence: it ends on a question mark, in any of the scripts read
   * ("Which property is the noise coming from?", "哪天？", "متى؟"), not a label ("Available from").
   *
   * @param text a question as the page words it
   * @return true when its last mark, blanks aside, is a question mark
   */
  public static boolean isASentence(String text) {
    String t = text.strip();
    return t.endsWith("?") || t.endsWith("？") || t.endsWith("؟");
  }

  /**
   * Whether the signature holds the phrase as whole words.
   *
   * @param signature a normalized question ({@link Question#signature()}): words separated by
   *     single spaces
   * @param phrase one or more words, normalized the same way
   * @return true when the phrase stands there with a space or an end on each side
   */
  public static boolean containsPhrase(String signature, String phrase) {
    int from = 0;
    while (true) {
      int at = signature.indexOf(phrase, from);
      if (at < 0) {
        return false;
      }
      int end = at + phrase.length();
      boolean startOk = at == 0 || signature.charAt(at - 1) == ' ';
      boolean endOk = end == signature.length() || signature.charAt(end) == ' ';
      if (startOk && endOk) {
        return true;
      }
      from = at + 1;
    }
  }

  /**
   * The section a question is asked under: the words before its first {@code ": "}, as the rule
   * planner joins a section and a field ("Sender: Postcode"); null when it has none.
   *
   * @param question the question as the planner asks it
   * @return the section, or null
   * @throws NullPointerException when the question is null
   */
  public static @org.jspecify.annotations.Nullable String section(String question) {
    int colon = question.indexOf(": ");
    return colon <= 0 ? null : question.substring(0, colon);
  }

  /**
   * A question without the section it is asked under ("Sender: Postcode" asks "Postcode"); the
   * question itself when under none.
   *
   * @param question the question as the planner asks it
   * @return the field's own words
   * @throws NullPointerException when the question is null
   */
  public static String withoutSection(String question) {
    int colon = question.indexOf(": ");
    return colon <= 0 ? question : question.substring(colon + 2);
  }
}
