package dev.autopilot.core.pack;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.SemanticKey;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * What a form field asks for, as one token: the field names of HTML's {@code autocomplete}
 * attribute where HTML has one ({@code given-name}, {@code email}, {@code tel}, {@code
 * postal-code}, {@code bday}, ...), else a plain name ({@code message}, {@code subject}). Read from
 * what the page declares first — the {@code autocomplete} attribute, then the input's type —
 * then from the question's words in English, German, French, Spanish, Chinese and Arabic (the
 * vocabulary is data: {@code meanings/<language>.txt} beside this class), then from the control's
 * code name ({@code family_name}). A value's key is read the same way ({@code "given-name"},
 * {@code "first_name"}, {@code "Phone"}), so a key and a question meet by meaning whatever words
 * each uses.
 *
 * <p>A question's words give a meaning only when its longest known phrase is at least half of
 * its words ("State your reason for applying" is not a state) and no other phrase of that length
 * names another meaning; a question about someone else ("Emergency contact phone") gets none.
 * Payment-card fields ({@code cc-*}) are {@link #PAYMENT}: no pack answers them.
 *
 * <p>Immutable and thread-safe; {@link #standard()} is loaded once.
 */
public final class FieldMeanings {
  /** The meaning of a payment-card field: what a person pays with is never filled for them. */
  public static final String PAYMENT = "payment-card";
  /**
   * The meaning of a field that asks the house number alone ("Hausnr.", "House number"), beside
   * one that asks the street: HTML's autocomplete has no token for it.
   */
  public static final String HOUSE_NUMBER = "house-number";

  private static final List<String> LANGUAGES = List.of("en", "de", "fr", "es", "zh", "ar");
  private static final Set<String> TOKEN_TYPES = Set.of("email", "tel", "url");

  /**
   * The meanings a value of a whole meaning holds as parts: an address its lines, town, code and
   * country. (A name's parts are not listed: "Nombre de la actividad" reads as a given name, and a
   * name's parts are read by the name rules.)
   */
  private static final Map<String, Set<String>> PARTS = Map.of(
      "street-address", Set.of("address-line1", "address-line2", HOUSE_NUMBER, "postal-code", "address-level2", "address-level1", "country-name"));

  /**
   * Whether one meaning is a part of another, as a person writes the whole in one value: a postal
   * code, a town or a country of a {@code street-address}.
   *
   * @param part the meaning a field asks
   * @param whole the meaning a value's key has
   * @return true when a value of {@code whole} holds {@code part}
   * @throws NullPointerException when an argument is null
   */
  public static boolean isPartOf(String part, String whole) {
    return PARTS.getOrDefault(requireNonNull(whole, "whole"), Set.of()).contains(requireNonNull(part, "part"));
  }
  /** HTML's autocomplete field names a value may be keyed by (payment fields left out: no pack fills them). */
  private static final Set<String> HTML_TOKENS = Set.of("name", "honorific-prefix", "given-name", "additional-name", "family-name", "honorific-suffix",
      "nickname", "username", "new-password", "current-password", "one-time-code", "organization-title", "organization", "street-address",
      "address-line1", "address-line2", "address-line3", "address-level4", "address-level3", "address-level2", "address-level1", "country",
      "country-name", "postal-code", "language", "bday", "sex", "url", "photo", "tel", "tel-national", "email", "impp");
  private static final FieldMeanings STANDARD = load();

  /** Phrase signature to token, every language together. */
  private final Map<String, String> phrases;
  /** Phrases written without spaces (Chinese), matched inside the text. */
  private final Map<String, String> inside;
  private final Set<String> otherPerson;
  private final Set<String> otherPersonInside;
  /** The words of a part of a name that people also write their whole name under (line {@code name-or-part:}). */
  private final Set<String> nameOrPart;
  private final Set<String> tokens;

  private FieldMeanings(Map<String, String> phrases, Map<String, String> inside, Set<String> otherPerson, Set<String> otherPersonInside,
      Set<String> nameOrPart, Set<String> tokens) {
    this.phrases = phrases;
    this.inside = inside;
    this.otherPerson = otherPerson;
    this.otherPersonInside = otherPersonInside;
    this.nameOrPart = nameOrPart;
    this.tokens = tokens;
  }

  /** {@return the shipped vocabulary, loaded once and shared} */
  public static FieldMeanings standard() {
    return STANDARD;
  }

  /** {@return the tokens the vocabulary's phrases map to, unmodifiable} */
  public Set<String> tokens() {
    return tokens;
  }

  /**
   * What the question asks for, or empty when nothing the page declares or says names a meaning.
   *
   * @param question the question, with what the page declares about its control
   * @return the token ({@code email}, {@link #PAYMENT}, ...), or empty; empty too for a question
   *     about someone else that declares no {@code autocomplete}
   */
  public Optional<String> of(Question question) {
    requireNonNull(question, "question");
    Optional<String> declared = ofAutocomplete(question.autocomplete());
    if (declared.isPresent()) {
      return declared;
    }
    if (aboutSomeoneElse(question.text())) {
      return Optional.empty(); // an input of type tel under "Emergency contact" is not the person's phone
    }
    String type = question.inputType() == null ? "" : question.inputType().toLowerCase(Locale.ROOT);
    if (TOKEN_TYPES.contains(type)) {
      return Optional.of(type);
    }
    // a question asked under a section ("First jumper (the person booking): Date of birth",
    // "Address: City") asks what its own words ask; the section's words speak when its own say
    // nothing ("Date of birth: Day")
    String own = QuestionText.withoutSection(question.text());
    Optional<String> said = own.equals(question.text().strip()) ? Optional.empty() : ofWords(QuestionText.head(own));
    if (said.isEmpty()) {
      said = ofWords(QuestionText.head(question.text()));
    }
    if (said.isPresent() || aboutSomeoneElse(question.text())) {
      return said;
    }
    return ofWordsOf(question.fieldNameWords());
  }

  /**
   * Whether what the question asks for is read from the control's code name alone: it declares no
   * {@code autocomplete} and no input type of a meaning, and its words name none ("Landlord or
   * letting agent" named {@code landlord_name} reads as a name only by the code name).
   *
   * @param question the question, with what the page declares about its control
   * @return true when {@link #of} finds a meaning only in the code name
   */
  public boolean onlyByCodeName(Question question) {
    requireNonNull(question, "question");
    if (ofAutocomplete(question.autocomplete()).isPresent() || aboutSomeoneElse(question.text())) {
      return false;
    }
    String type = question.inputType() == null ? "" : question.inputType().toLowerCase(Locale.ROOT);
    return !TOKEN_TYPES.contains(type) && ofWords(QuestionText.head(question.text())).isEmpty() && ofWords(question.text()).isEmpty()
        && ofWordsOf(question.fieldNameWords()).isPresent();
  }

  /**
   * What a value's key means: a token itself ({@code "postal-code"}), a code name ({@code
   * "first_name"}) or words ({@code "Phone"}); empty when none.
   *
   * @param key a value's key as the person wrote it
   * @return the token, or empty when the key names no meaning or is about someone else
   */
  public Optional<String> ofKey(String key) {
    requireNonNull(key, "key");
    String k = key.strip().toLowerCase(Locale.ROOT);
    if (tokens.contains(k)) {
      return Optional.of(k);
    }
    if (HTML_TOKENS.contains(k)) {
      return ofAutocomplete(k);
    }
    Optional<String> said = ofWords(key);
    if (said.isPresent() || aboutSomeoneElse(key)) {
      return said;
    }
    return ofWordsOf(new Question(key, QuestionKind.TEXT, List.of(), null, null, false, key).fieldNameWords());
  }

  /**
   * Whether a key says its meaning with every word: a token ({@code "postal-code"}) or a phrase
   * of the vocabulary ({@code "Phone"}, {@code "first_name"}), not a phrase among other words
   * ({@code "Website ordering"} holds "website" but is not about one).
   *
   * @param key a value's key as the person wrote it
   * @return true when the whole key is a token or a phrase of the vocabulary
   */
  public boolean meansWholly(String key) {
    requireNonNull(key, "key");
    String k = key.strip().toLowerCase(Locale.ROOT);
    if (tokens.contains(k) || HTML_TOKENS.contains(k)) {
      return true;
    }
    String sig = SemanticKey.questionSignature(key);
    String code = new Question(key, QuestionKind.TEXT, List.of(), null, null, false, key).fieldNameWords();
    return phrases.containsKey(sig) || phrases.containsKey(code) || inside.containsKey(sig.replace(" ", ""));
  }

  /**
   * Whether a key is a word that pages use for a part of a name and people also use for their
   * whole name: French "Nom", Spanish "Nombre" (the vocabulary's {@code name-or-part:} line). A
   * value under such a key may hold either; the value and the other keys tell which.
   *
   * @param key a value's key as the person wrote it
   * @return true when the whole key is one of those words
   */
  public boolean mayHoldAWholeName(String key) {
    requireNonNull(key, "key");
    return nameOrPart.contains(SemanticKey.questionSignature(key));
  }

  /**
   * The meaning of an {@code autocomplete} attribute: its last field name, {@code tel-national}
   * read as {@code tel}, {@code country} as {@code country-name}, any {@code cc-*} as {@link
   * #PAYMENT}.
   *
   * @param autocomplete the attribute's value as the page declares it, or null
   * @return the token, or empty when the attribute is absent, blank, only {@code on}/{@code off},
   *     or names a part of a phone number or birthday ({@code tel-area-code}, {@code bday-day})
   */
  public static Optional<String> ofAutocomplete(@Nullable String autocomplete) {
    if (autocomplete == null || autocomplete.isBlank()) {
      return Optional.empty();
    }
    String[] parts = autocomplete.strip().toLowerCase(Locale.ROOT).split("\\s+");
    String last = parts[parts.length - 1];
    if (last.equals("on") || last.equals("off") || last.equals("webauthn")) {
      last = parts.length > 1 ? parts[parts.length - 2] : "";
    }
    if (last.isEmpty()) {
      return Optional.empty();
    }
    if (last.startsWith("cc-")) {
      return Optional.of(PAYMENT);
    }
    if (last.equals("tel") || last.equals("tel-national")) {
      return Optional.of("tel");
    }
    if (last.startsWith("tel-") || last.startsWith("bday-")) {
      // a part of a phone number or a birthday: the whole value does not go into it; the parts
      // of a split answer are asked as one question
      return Optional.empty();
    }
    if (last.equals("country")) {
      return Optional.of("country-name");
    }
    return Optional.of(last);
  }

  private Optional<String> ofWords(String text) {
    if (aboutSomeoneElse(text)) {
      return Optional.empty();
    }
    return ofWordsOf(SemanticKey.questionSignature(text));
  }

  /** Words that ask what kind of thing, not the thing's own value ("Type of business", "Tipo de empresa", "企业类型"). */
  private static final Set<String> KIND_WORDS = Set.of("type", "kind", "category", "sort", "tipo", "clase", "categoria", "categorie", "sorte", "genre",
      "art", "typ", "kategorie");
  private static final java.util.regex.Pattern KIND_ZH_AR = java.util.regex.Pattern.compile("类型|类别|种类|(?<![\\p{L}])(?:نوع|فئة)(?![\\p{L}])");

  /**
   * The meaning a signature's words name, unless they ask what kind of thing ("Type of business"
   * asks what kind of business, not its name); a payment card's kind stays a payment field.
   */
  private Optional<String> ofWordsOf(String signature) {
    Optional<String> said = ofSignature(signature);
    return said.isPresent() && !said.get().equals(PAYMENT) && asksAKind(signature) ? Optional.empty() : said;
  }

  private static boolean asksAKind(String signature) {
    for (String w : signature.split(" ")) {
      if (KIND_WORDS.contains(w)) {
        return true;
      }
    }
    return KIND_ZH_AR.matcher(signature).find();
  }

  /**
   * Whether a key is the person who fills the form, a first-person pronoun alone ("me", "ich",
   * "yo", "أنا", "我"): its value, led by a name, is the person's name, and fills every part of it
   * the page asks, as a key of the name's meaning does.
   *
   * @param key a key as the person wrote it
   * @return true for such a key
   * @throws NullPointerException when the key is null
   */
  public static boolean isThePersonItself(String key) {
    return PersonNames.isThePersonItself(requireNonNull(key, "key"));
  }

  /**
   * Whether the question asks about someone other than the person ("Emergency contact phone",
   * "Name of your manager"): their own details answer it only when keyed by its very text.
   *
   * @param question the question
   * @return true when its text names another person
   */
  public boolean aboutSomeoneElse(Question question) {
    return aboutSomeoneElse(requireNonNull(question, "question").text());
  }

  /**
   * Whether these words are about someone other than the person ("Emergency contact", "Your
   * manager").
   *
   * @param text a question or a key
   * @return true when a phrase of the vocabulary's other-person list stands in it, or a section
   *     that asks who someone other than the person is frames it ("Who owes you?: Name")
   */
  public boolean aboutSomeoneElse(String text) {
    requireNonNull(text, "text");
    if (WHO_FRAMES.matcher(text).find()) {
      return true;
    }
    String sig = SemanticKey.questionSignature(text);
    for (String w : otherPerson) {
      if (QuestionText.containsPhrase(sig, w)) {
        return true;
      }
    }
    for (String w : otherPersonInside) {
      if (sig.contains(w)) {
        return true;
      }
    }
    return false;
  }

  /**
   * A section that asks who someone is, framing a field asked under it ("Who owes you?: Name of
   * the person or business"): the field is that one's, not the person's who answers. "Who are
   * you?" frames the person's own fields; a question of options that asks who ("Who needs care?":
   * Me, My parent) lets its options say.
   */
  private static final java.util.regex.Pattern WHO_FRAMES = java.util.regex.Pattern.compile(
      "^\\s*who\\s+(?!are you\\b|am i\\b)[^:?]*\\?\\s*:", java.util.regex.Pattern.CASE_INSENSITIVE);

  /**
   * Whether a section's heading asks who someone other than the person is ("Who owes you?", "Who
   * is the claim against?"): the fields under it are that one's, and are asked with the heading's
   * words before their own. "Who are you?" heads the person's own fields.
   *
   * @param section a fieldset's legend or a section's heading
   * @return true when it is such a question
   */
  public static boolean sectionAsksWhoElse(String section) {
    requireNonNull(section, "section");
    return WHO_FRAMES.matcher(section.strip() + ":").find();
  }

  private Optional<String> ofSignature(String sig) {
    return ofSignature(sig, false);
  }

  private Optional<String> ofSignature(String sig, boolean withoutHouseNumber) {
    if (sig.isEmpty()) {
      return Optional.empty();
    }
    String[] words = sig.split(" ");
    int content = AnswerKeys.words(sig).size();
    int best = 0;
    Set<String> found = new HashSet<>();
    Set<String> any = new HashSet<>();
    for (int from = 0; from < words.length; from++) {
      StringBuilder phrase = new StringBuilder();
      for (int to = from; to < words.length && to - from < 6; to++) {
        if (to > from) {
          phrase.append(' ');
        }
        phrase.append(words[to]);
        String token = phrases.get(phrase.toString());
        if (token == null && words[to].length() > 3 && words[to].endsWith("s")) {
          // a part of a name written plural, as a person has several ("Surnames", "Forenames",
          // "Nombres"); other plurals ("Previous names", "Topics") ask for more than one thing
          String singular = phrases.get(phrase.substring(0, phrase.length() - 1));
          token = "given-name".equals(singular) || "family-name".equals(singular) || "additional-name".equals(singular) ? singular : null;
        }
        if (token != null && withoutHouseNumber && token.equals(HOUSE_NUMBER)) {
          token = null;
        }
        if (token != null) {
          any.add(token);
          int n = to - from + 1;
          if (n > best) {
            best = n;
            found.clear();
          }
          if (n == best) {
            found.add(token);
          }
        }
      }
    }
    if (!withoutHouseNumber && found.contains(HOUSE_NUMBER) && any.contains("address-line1")) {
      // "Straße, Hausnr.", "Street and nearest house number": the street with its number, one
      // field, read as it was before the number had a meaning of its own; the number alone is
      // asked without the street
      return ofSignature(sig, true);
    }
    if (best > 0 && found.size() == 1 && best * 2 >= Math.max(content, 1)) {
      return Optional.of(found.iterator().next());
    }
    // phrases of scripts written without spaces: the longest one inside, when it is most of the text
    String compact = sig.replace(" ", "");
    String token = null;
    int longest = 0;
    for (Map.Entry<String, String> e : inside.entrySet()) {
      if (compact.contains(e.getKey()) && e.getKey().length() > longest) {
        longest = e.getKey().length();
        token = e.getValue();
      }
    }
    return token != null && longest * 2 >= compact.length() ? Optional.of(token) : Optional.empty();
  }

  private static FieldMeanings load() {
    Map<String, String> phrases = new LinkedHashMap<>();
    Map<String, String> inside = new LinkedHashMap<>();
    Set<String> other = new HashSet<>();
    Set<String> otherInside = new HashSet<>();
    Set<String> nameOrPart = new HashSet<>();
    Set<String> tokens = new HashSet<>();
    for (String lang : LANGUAGES) {
      String resource = "meanings/" + lang + ".txt";
      try (InputStream in = FieldMeanings.class.getResourceAsStream(resource)) {
        if (in == null) {
          throw new IllegalStateException("missing vocabulary " + resource + " beside " + FieldMeanings.class.getName());
        }
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        for (String line = r.readLine(); line != null; line = r.readLine()) {
          String t = line.strip();
          int colon = t.indexOf(':');
          if (t.isEmpty() || t.startsWith("#") || colon < 0) {
            continue;
          }
          String token = t.substring(0, colon).strip();
          boolean person = token.equals("other-person");
          if (token.equals("name-or-part")) {
            for (String p : t.substring(colon + 1).split("\\|")) {
              nameOrPart.add(SemanticKey.questionSignature(p));
            }
            continue;
          }
          if (!person) {
            tokens.add(token);
          }
          for (String p : t.substring(colon + 1).split("\\|")) {
            String sig = SemanticKey.questionSignature(p);
            if (sig.isEmpty()) {
              continue;
            }
            boolean spaceless = sig.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN);
            if (person) {
              (spaceless ? otherInside : other).add(sig);
            } else {
              (spaceless ? inside : phrases).putIfAbsent(spaceless ? sig.replace(" ", "") : sig, token);
            }
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException("could not read " + resource, e);
      }
    }
    return new FieldMeanings(Map.copyOf(phrases), Map.copyOf(inside), Set.copyOf(other), Set.copyOf(otherInside), Set.copyOf(nameOrPart), Set.copyOf(tokens));
  }

  /** The tokens of the vocabulary in a stable order, for documentation and tests. */
  List<String> sortedTokens() {
    List<String> out = new ArrayList<>(tokens);
    out.sort(null);
    return out;
  }
}
