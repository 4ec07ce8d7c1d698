package dev.autopilot.core.match;

import java.util.List;
import java.util.Set;

/**
 * Words that carry no meaning of their own in a question, a key or an answer: articles,
 * pronouns, linking words and the words a question is asked with, in English, German, French,
 * Spanish and Arabic, folded as question signatures fold them ({@link
 * dev.autopilot.core.model.SemanticKey#questionSignature}). The one list for every reading of
 * "the words that say something". Stateless and thread-safe.
 */
public final class FunctionWords {
  private static final Set<String> WORDS = Set.copyOf(List.of(
      "a", "an", "the", "you", "your", "are", "is", "do", "does", "did", "to", "of", "in", "for", "and", "or", "we", "our", "please", "will", "be",
      "with", "this", "what", "how", "have", "has", "had", "any", "on", "at", "as", "if", "now", "us", "when", "where", "which", "who", "why", "can",
      "could", "would", "should", "i", "my", "me", "am", "was", "were", "it", "that", "from", "by", "about",
      "هل", "انت", "انتي", "انا", "الى", "على", "في", "من", "عن", "ما", "او", "و",
      // German, French and Spanish articles, pronouns and linking words
      "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "und", "oder", "ist", "sind", "sie", "ihr", "ihre", "ihren", "wie", "was",
      "le", "la", "les", "un", "une", "du", "de", "et", "ou", "est", "vous", "votre", "vos", "nous", "quel", "quelle", "comment",
      "el", "los", "las", "una", "y", "o", "es", "su", "sus", "que", "le", "como", "cual", "usted", "por", "para", "con", "del", "al", "d", "l", "qu",
      // more of them, and the words a form's question is asked with ("Sind Sie bereits ...", "¿Cómo nos ha conocido?")
      "im", "am", "zum", "zur", "fur", "von", "mit", "bei", "auf", "zu", "unser", "unsere", "unserer", "unseres", "ihnen", "mein", "meine", "wir", "ich", "es",
      "au", "aux", "en", "qui", "ce", "cette", "ces", "sur", "avec", "pour", "par", "mon", "ma", "mes", "je", "j", "n", "s", "c", "m", "t",
      "nos", "ha", "han", "se", "lo", "mi", "mis", "nuestro", "nuestra", "en", "un",
      // the person and those with them, in the other forms
      "mich", "mir", "uns", "moi", "yo", "nosotros", "nosotras",
      "هذه", "هذا", "التي", "الذي", "لك", "لكم"));

  /** The words by which a text says it is the person's own, as the person or the page words it. */
  private static final Set<String> MINE = Set.of("my", "mine", "mein", "meine", "meinen", "meiner", "mon", "ma", "mes", "mi", "mis", "your", "ihr", "ihre",
      "ihren", "ihrer", "dein", "deine", "votre", "vos", "ton", "ta", "tes", "tu", "tus", "su", "sus");

  private FunctionWords() {}

  /**
   * Whether a text says, by a possessive pronoun, that it is the person's own: "My address" as the
   * person writes it, "Your home address" as the page asks it.
   *
   * @param signature a text folded as question signatures fold it
   * @return true when one of its words is such a pronoun
   * @throws NullPointerException when the signature is null
   */
  public static boolean saysMine(String signature) {
    for (String w : signature.split(" ")) {
      if (MINE.contains(w)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a word, as a signature writes it, carries no meaning of its own ("the", "your",
   * "sind", "pour").
   *
   * @param word a word in lower case, accents dropped
   * @return true for a function word
   * @throws NullPointerException when the word is null
   */
  public static boolean is(String word) {
    return WORDS.contains(word);
  }
}
