package dev.autopilot.extract.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How a header, label or key is matched to a schema field: both split into lower case words (at
 * spaces, punctuation, underscores, hyphens and camelCase), a plural "s" read past, then compared.
 * Stateless.
 */
public final class Words {
  /** Same words: the best match. */
  public static final int SAME = 3;
  /** The header holds every word of the field and one more ("Unit price" for price). */
  public static final int HOLDS = 1;

  private Words() {}

  /**
   * The words of a text.
   *
   * @param text a header, label, key or field name
   * @return its words in order, lower case, a trailing plural "s" dropped from words of more than
   *     three letters (not from "ss"); empty when it has no letter or digit
   */
  public static List<String> of(String text) {
    String spaced = text.replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT);
    List<String> out = new ArrayList<>();
    for (String w : spaced.split("[^\\p{L}\\p{N}]+")) {
      if (w.isEmpty()) {
        continue;
      }
      out.add(w.length() > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.substring(0, w.length() - 1) : w);
    }
    return out;
  }

  /**
   * How well a header matches one of a field's words: {@link #SAME}, {@link #HOLDS}, or 0.
   *
   * @param header the page's words
   * @param fieldWords the field's name and aliases
   * @return the best score over the field's words
   */
  public static int score(String header, List<String> fieldWords) {
    List<String> h = of(header);
    if (h.isEmpty()) {
      return 0;
    }
    int best = 0;
    for (String fw : fieldWords) {
      List<String> f = of(fw);
      if (f.isEmpty()) {
        continue;
      }
      if (h.equals(f)) {
        return SAME;
      }
      if (h.containsAll(f) && h.size() == f.size() + 1) {
        best = Math.max(best, HOLDS);
      }
    }
    return best;
  }
}
