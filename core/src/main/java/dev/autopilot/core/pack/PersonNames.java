package dev.autopilot.core.pack;

import dev.autopilot.core.model.SemanticKey;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * How a person's name is written: the honorific before it ("Frau", "Dr", "Madame"), the particle
 * that begins a family name ("de Vries", "von Weizsäcker"), the name that leads a value written
 * with more after it ("محمد سعد القحطاني، والده"), and the keys that are the person themselves
 * ("me", "ich", "yo"). Stateless and thread-safe.
 */
final class PersonNames {
  /** First-person pronouns alone, as signatures: a key that is one of them is the person who fills the form. */
  private static final Set<String> THE_PERSON = Set.of("i", "me", "myself", "ich", "je", "moi", "yo", "انا", "我", "本人");

  /** Titles written before a name, without their dot. */
  private static final Set<String> HONORIFICS = Set.of("mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sir", "dame", "herr", "frau", "m", "mme",
      "mlle", "madame", "monsieur", "mademoiselle", "sr", "sra", "srta", "señor", "señora", "señorita", "don", "doña", "dott", "sig", "السيد", "السيدة");

  /** Words that begin a family name of several words ("de Vries", "van der Berg", "al Qahtani"). */
  private static final Set<String> PARTICLES = Set.of("de", "del", "della", "der", "den", "van", "von", "da", "di", "du", "dos", "das", "la", "le",
      "ter", "ten", "zu", "bin", "ibn", "al", "el");

  /** Words of a parent or guardian, as signatures' words (Chinese and Arabic matched inside the text). */
  private static final Set<String> GUARDIANS = Set.of("parent", "parents", "guardian", "guardians", "mother", "father", "mum", "mom", "dad", "carer",
      "eltern", "elternteil", "erziehungsberechtigte", "erziehungsberechtigter", "mutter", "vater", "tuteur", "tutrice", "mere", "pere", "padre",
      "madre", "padres", "tutor", "tutora");
  private static final java.util.regex.Pattern GUARDIANS_ZH_AR = java.util.regex.Pattern.compile("家长|监护人|父亲|母亲|ولي الامر|ولي امر|الوالد|الام|الاب");
  /** A guardian named by the law's words, as signatures write them ("Responsable légal", "gesetzlicher Vertreter"). */
  private static final java.util.regex.Pattern LEGAL_GUARDIAN = java.util.regex.Pattern.compile(
      "(?<![\\p{L}])(?:responsable legal|representant legal|representante legal|legal guardian|gesetzliche[rn]? vertreter(?:in)?|tutor legal)(?![\\p{L}])");
  /** Words of the person's own child ("Child first name", "Kind", "mon enfant", "my son"): never "student" or "pupil", who may be the person. */
  private static final Set<String> OWN_CHILD = Set.of("child", "childs", "children", "kid", "kids", "son", "daughter", "baby", "kind", "kindes",
      "sohn", "tochter", "enfant", "fils", "fille", "nino", "nina", "hijo", "hija");
  private static final java.util.regex.Pattern OWN_CHILD_ZH_AR = java.util.regex.Pattern.compile("孩子|子女|儿子|女儿|宝宝|ابني|ابنتي|طفلي|الطفل|ابنى");

  private PersonNames() {}

  /** Whether a text names a parent or guardian ("Parent / guardian", "Erziehungsberechtigte", "ولي الأمر"). */
  static boolean namesAGuardian(String text) {
    String sig = SemanticKey.questionSignature(text);
    return Arrays.stream(sig.split(" ")).anyMatch(GUARDIANS::contains) || GUARDIANS_ZH_AR.matcher(sig).find() || LEGAL_GUARDIAN.matcher(sig).find();
  }

  /** Whether a key names the person's own child ("Child first name", "Kind", "ابني"). */
  static boolean namesOwnChild(String key) {
    String sig = SemanticKey.questionSignature(key);
    return Arrays.stream(sig.split(" ")).anyMatch(OWN_CHILD::contains) || OWN_CHILD_ZH_AR.matcher(sig).find();
  }

  /**
   * Whether a text may be a name or a part of one: it has a letter and no digit ("2027-04-12"
   * under "First week" is a date, however its key reads).
   */
  static boolean mayBeAName(String text) {
    return text.codePoints().anyMatch(Character::isLetter) && text.codePoints().noneMatch(Character::isDigit);
  }

  /** The words after which a person writes the day they were born ("born", "geboren am", "née le", "nacida el", "出生于", "مواليد"). */
  private static final java.util.regex.Pattern BORN = java.util.regex.Pattern.compile(
      "(?<![\\p{L}])(?:born(?: on)?|b\\.|n[ée]e?(?: le)?|geboren(?: am)?|geb\\.(?: am)?|nacid[oa](?: el)?|naci[óo](?: el)?)(?![\\p{L}])|出生于|生于|مواليد|ولدت|ولد",
      java.util.regex.Pattern.CASE_INSENSITIVE | java.util.regex.Pattern.UNICODE_CASE);

  /**
   * The day a description of a person says they were born ("Frau Sabine Krüger, geboren am
   * 07.03.1979", "Laura Bennett, born 22/07/1988 (day first), 64 kg"): the day that leads the
   * words after a word of birth, read as {@link dev.autopilot.core.match.Values#dayIn} reads one;
   * null when no such word, or no one day after it.
   */
  static java.time.@Nullable LocalDate bornOn(String value) {
    java.util.regex.Matcher m = BORN.matcher(value);
    if (!m.find()) {
      return null;
    }
    String after = value.substring(m.end()).split("[,;–—]", 2)[0];
    return dev.autopilot.core.match.Values.dayIn(after);
  }

  /** Whether a key is a first-person pronoun alone ("me", "Ich", "أنا"). */
  static boolean isThePersonItself(String key) {
    return THE_PERSON.contains(SemanticKey.questionSignature(key));
  }

  /**
   * The name a value begins with, before a comma or a bracket, without an honorific ("Frau Katrin
   * Vogel" is "Katrin Vogel", "刘秀英，女" is "刘秀英"); null when that part is no name (it holds a
   * digit or an {@code @}, or more than five words).
   */
  static @Nullable String leadingName(String value) {
    String first = value.split("[,，،;(（]", 2)[0].strip();
    if (!mayBeAName(first) || first.indexOf('@') >= 0) {
      return null;
    }
    String name = withoutHonorific(first);
    String[] words = name.split("\\s+");
    return name.isEmpty() || words.length > 5 ? null : name;
  }

  /** The given name of a name of two words or more, after any honorific; null for one word. */
  static @Nullable String given(String name) {
    String[] words = withoutHonorific(name.strip()).split("\\s+");
    return words.length < 2 ? null : words[0];
  }

  /**
   * The family name of a name of two words or more, after any honorific: from its first particle
   * on ("Anneke de Vries" is "de Vries"), else its last word ("Grace Brewster Hopper" is
   * "Hopper"); null for one word.
   */
  static @Nullable String family(String name) {
    String[] words = withoutHonorific(name.strip()).split("\\s+");
    if (words.length < 2) {
      return null;
    }
    for (int i = 1; i < words.length - 1; i++) {
      if (PARTICLES.contains(words[i].toLowerCase(Locale.ROOT))) {
        return String.join(" ", Arrays.copyOfRange(words, i, words.length));
      }
    }
    return words[words.length - 1];
  }

  /**
   * The family name a question asks of a full name: all after the given name where it asks for
   * surnames in the plural, as Spanish forms ask "Apellidos" for both of a person's ("Marta Ruiz
   * Gómez" is "Ruiz Gómez"); else {@link #family}.
   */
  static @Nullable String familyAsked(String name, String question) {
    String[] words = withoutHonorific(name.strip()).split("\\s+");
    // the field's own words ask it: "Primer miembro de la pareja: Segundo apellido" asks a second surname
    List<String> asked = Arrays.asList(SemanticKey.questionSignature(QuestionText.withoutSection(question)).split(" "));
    if (words.length >= 3 && asked.contains("apellidos")) {
      return String.join(" ", Arrays.copyOfRange(words, 1, words.length));
    }
    int order = surnameOrder(question);
    if (order == 1 && words.length >= 2) {
      // the two surnames end a Spanish name: "Lucía Fernández Ortega" is Fernández, then Ortega
      return words.length >= 3 ? words[words.length - 2] : words[1];
    }
    if (order == 2) {
      return words.length >= 3 ? words[words.length - 1] : null;
    }
    return family(name);
  }

  /** 1 or 2 for a question of a first or second surname ("Primer apellido", "Segundo apellido", "1er apellido"), else 0. */
  static int surnameOrder(String question) {
    List<String> asked = Arrays.asList(SemanticKey.questionSignature(QuestionText.withoutSection(question)).split(" "));
    if (!asked.contains("apellido")) {
      return 0;
    }
    if (asked.contains("primer") || asked.contains("1er") || asked.contains("1")) {
      return 1;
    }
    return asked.contains("segundo") || asked.contains("2") || asked.contains("2do") ? 2 : 0;
  }

  /** The name without the honorifics before it ("Dr. Anneke de Vries" is "Anneke de Vries"); a name that is only an honorific stays. */
  static String withoutHonorific(String name) {
    String[] words = name.strip().split("\\s+");
    int from = 0;
    while (from < words.length - 1 && HONORIFICS.contains(words[from].toLowerCase(Locale.ROOT).replaceAll("\\.$", ""))) {
      from++;
    }
    return String.join(" ", Arrays.copyOfRange(words, from, words.length));
  }
}
