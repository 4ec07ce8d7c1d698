package dev.autopilot.core.pack;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.consent.ConsentRules;
import dev.autopilot.core.consent.PageText;
import dev.autopilot.core.match.Match;
import dev.autopilot.core.model.SemanticKey;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * A pack for any form: answers from a file (or a map) of values keyed the way people key them —
 * HTML {@code autocomplete} tokens ({@code given-name}, {@code postal-code}), code names ({@code
 * first_name}), plain words ({@code Phone}, {@code Company}) or the question's own text ({@code
 * "How did you hear about us?"}). Contact, sign-up, address, booking, survey, support and
 * application forms fill from it with no code and no model.
 *
 * <p>A key answers a question when
 * <ol>
 *   <li>its text is the question's (case, punctuation, accents and marks aside);
 *   <li>every word of a key of several words that is not a field's name is in the question
 *       ("Billing email" for "Billing email address", before "Email" by meaning);
 *   <li>they mean the same field ({@link FieldMeanings}: the page's {@code autocomplete}, the
 *       input's type, the question's words in six languages, the control's code name — "Phone" for
 *       "Phone Number", "first_name" for "Vorname"); a full name is split into given and family
 *       name, and given and family name joined into a full name, when only one side is keyed;
 *   <li>their words match ({@link AnswerKeys}: "Title" for "Bug Title", "Order" for "Order
 *       number"), for a key that means no field of its own: a key that does answers that field
 *       only ("Name" never answers "Company name", "State" never "State your reason"); a key
 *       that holds a field's word among others ("Website ordering") is matched by its words too.
 * </ol>
 * A question that addresses an automated agent, and a payment-card field, get no answer. A
 * password field gets one only when the page declares it a new password ({@code
 * autocomplete="new-password"}, a sign-up) and a key is {@code "new-password"}: a sign-in's
 * password is never typed (a login wall stops the run, see {@link
 * dev.autopilot.core.match.LoginWall}); the library stores no passwords. A value
 * that names an existing file (relative to the values file) answers a file question. What the
 * person consents to is declared beside the values; see {@link #load}.
 *
 * <p>Immutable and thread-safe.
 */
public final class GenericPack implements DomainPack {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final String name;
  private final Map<String, String> values;
  private final Map<String, Path> files;
  private final dev.autopilot.core.consent.Consent consent;
  private final AnswerKeys keys;
  private final FieldMeanings meanings = FieldMeanings.standard();
  /** Key to its meaning, for the keys that have one. */
  private final Map<String, String> keyMeanings;
  /** The keys whose every word says their meaning ("Phone", not "Website ordering"): they answer only that meaning. */
  private final Set<String> wholeMeanings;

  private GenericPack(String name, Map<String, String> values, Map<String, Path> files, dev.autopilot.core.consent.Consent consent) {
    this.name = name;
    this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    this.files = Collections.unmodifiableMap(new LinkedHashMap<>(files));
    this.consent = consent;
    this.keys = new AnswerKeys(this.values);
    Map<String, String> km = new LinkedHashMap<>();
    for (String k : this.values.keySet()) {
      meanings.ofKey(k).ifPresent(m -> km.putIfAbsent(k, m));
    }
    for (String k : this.files.keySet()) {
      meanings.ofKey(k).ifPresent(m -> km.putIfAbsent(k, m));
    }
    this.keyMeanings = Collections.unmodifiableMap(km);
    Set<String> whole = new LinkedHashSet<>();
    for (String k : km.keySet()) {
      if (meanings.meansWholly(k)) {
        whole.add(k);
      }
    }
    this.wholeMeanings = Collections.unmodifiableSet(whole);
  }

  /**
   * A pack over these values, consenting to nothing.
   *
   * @param values key to value, copied in its iteration order; keys not blank, values not null
   * @return a pack named {@code generic}, without files
   * @throws IllegalArgumentException when a key is blank
   * @throws NullPointerException when {@code values}, a key or a value is null
   */
  public static GenericPack of(Map<String, String> values) {
    return of(values, dev.autopilot.core.consent.Consent.NONE);
  }

  /**
   * A pack over these values, with what the person consents to.
   *
   * @param values key to value, copied in its iteration order; keys not blank, values not null
   * @param consent what the person consents to; ticking or pressing beyond it is left to them
   * @return a pack named {@code generic}, without files
   * @throws IllegalArgumentException when a key is blank
   * @throws NullPointerException when an argument, a key or a value is null
   */
  public static GenericPack of(Map<String, String> values, dev.autopilot.core.consent.Consent consent) {
    requireNonNull(values, "values");
    requireNonNull(consent, "consent");
    for (Map.Entry<String, String> e : values.entrySet()) {
      if (e.getKey() == null || e.getKey().isBlank()) {
        throw new IllegalArgumentException("a value's key is blank; key each value by what it answers (\"Phone\", \"postal-code\", a question's text)");
      }
      requireNonNull(e.getValue(), "the value of " + e.getKey());
    }
    return new GenericPack("generic", values, Map.of(), consent);
  }

  /**
   * Loads values from a JSON file: either an object of values ({@code {"Phone": "+1 555 0100",
   * "postal-code": "94110"}}) or an object with {@code "values"}, optional {@code "files"} (key to
   * a path, relative to the file: {@code {"Resume": "cv.pdf"}}) and optional {@code "consent"}
   * ({@code {"terms": true, "dataProcessing": true, "marketing": false}}; nothing when absent).
   * Values that are numbers or booleans are read as their text; a list of texts ({@code
   * "Topics": ["Python", "Go"]}) is one value of several items, joined by semicolons, which a
   * group of checkboxes takes item by item ({@link dev.autopilot.core.match.Match#optionsNamed}).
   *
   * @param file the JSON file; read once, not watched
   * @return the pack, with the values, files and consent the file gives
   * @throws ProfileException with {@link ErrorCode#FILE_NOT_FOUND} when the file or a named file
   *     is missing, {@link ErrorCode#CONFIG_INVALID} when the JSON is not such an object; the
   *     message says what to fix
   */
  public static GenericPack load(Path file) {
    requireNonNull(file, "file");
    String shown = file.getFileName() == null ? file.toString() : file.getFileName().toString();
    JsonNode root;
    try {
      root = JSON.readTree(Files.readString(file));
    } catch (NoSuchFileException e) {
      throw new ProfileException(ErrorCode.FILE_NOT_FOUND, null, "values file " + shown + " not found", "pass the path of a JSON file of values", e);
    } catch (IOException e) {
      throw new ProfileException(ErrorCode.CONFIG_INVALID, null, "values file " + shown + " is not valid JSON (" + e.getClass().getSimpleName() + ")",
          "write an object of values, such as {\"Email\": \"ada@example.org\"}", e);
    }
    if (root == null || !root.isObject()) {
      throw new ProfileException(ErrorCode.CONFIG_INVALID, null, "values file " + shown + " holds no JSON object",
          "write an object of values, such as {\"Email\": \"ada@example.org\"}");
    }
    JsonNode valuesNode = root.has("values") && root.get("values").isObject() ? root.get("values") : root;
    Map<String, String> values = new LinkedHashMap<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = valuesNode.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      if (valuesNode == root && (e.getKey().equals("files") || e.getKey().equals("consent"))) {
        continue;
      }
      JsonNode v = e.getValue();
      if (v.isTextual() || v.isNumber() || v.isBoolean()) {
        values.put(e.getKey(), v.asText());
      } else if (v.isArray() && !v.isEmpty() && allScalar(v)) {
        // several answers to one question ("Topics": ["Python", "Go"]): a group of boxes or a multi-select takes each
        List<String> items = new java.util.ArrayList<>();
        v.forEach(item -> items.add(item.asText().strip()));
        values.put(e.getKey(), String.join("; ", items));
      } else if (!v.isNull()) {
        throw new ProfileException(ErrorCode.CONFIG_INVALID, e.getKey(), "is not a text, number, yes/no or list of texts in " + shown,
            "give each key one value, or a list of texts for a question of several answers; objects are not values");
      }
    }
    Map<String, Path> files = new LinkedHashMap<>();
    Path base = file.toAbsolutePath().getParent();
    for (Iterator<Map.Entry<String, JsonNode>> it = root.path("files").fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      Path p = Path.of(e.getValue().asText());
      Path resolved = p.isAbsolute() || base == null ? p : base.resolve(p).normalize();
      if (!Files.isRegularFile(resolved)) {
        throw new ProfileException(ErrorCode.FILE_NOT_FOUND, e.getKey(), "names " + resolved.getFileName() + ", which does not exist",
            "fix the path under \"files\" in " + shown + "; a relative path is resolved against its folder");
      }
      files.put(e.getKey(), resolved);
    }
    JsonNode c = root.path("consent");
    java.util.List<dev.autopilot.core.consent.Commitment> agreed = new java.util.ArrayList<>();
    if (c.path("terms").asBoolean(c.path("applicationTerms").asBoolean(false))) {
      agreed.add(dev.autopilot.core.consent.Commitment.TERMS);
    }
    if (c.path("dataProcessing").asBoolean(false)) {
      agreed.add(dev.autopilot.core.consent.Commitment.DATA_PROCESSING);
    }
    if (c.path("marketing").asBoolean(false)) {
      agreed.add(dev.autopilot.core.consent.Commitment.MARKETING);
    }
    dev.autopilot.core.consent.Consent consent = dev.autopilot.core.consent.Consent.to(agreed.toArray(dev.autopilot.core.consent.Commitment[]::new));
    return new GenericPack("generic", values, files, consent);
  }

  private static boolean allScalar(JsonNode array) {
    for (JsonNode item : array) {
      if (!(item.isTextual() || item.isNumber()) || item.asText().isBlank()) {
        return false;
      }
    }
    return true;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public dev.autopilot.core.consent.Consent consent() {
    return consent;
  }

  /** {@return the values as given, in their order, unmodifiable; personal data, never for events} */
  public Map<String, String> values() {
    return values;
  }

  /** Every key this pack carries (values and files), in the order given. */
  @Override
  public Set<String> valueKeys() {
    Set<String> all = new LinkedHashSet<>(values.keySet());
    all.addAll(files.keySet());
    return Collections.unmodifiableSet(all);
  }

  @Override
  public Optional<Answer> answer(Question question) {
    return found(question).map(f -> f.answer);
  }

  /** {@inheritDoc} The key as given, {@code values["Phone"]}; a derived name names both keys it came from. */
  @Override
  public Optional<String> answeredBy(Question question) {
    return found(question).map(f -> f.by);
  }

  @Override
  public Optional<Answer> answerWith(Question question, String key) {
    requireNonNull(question, "question");
    requireNonNull(key, "key");
    if (PageText.isTrap(question.text()) || meanings.of(question).filter(FieldMeanings.PAYMENT::equals).isPresent()) {
      return Optional.empty();
    }
    if (question.kind() == QuestionKind.FILE) {
      return Optional.ofNullable(files.get(key)).map(Answer.File::new);
    }
    return Optional.ofNullable(values.get(key)).map(v -> toAnswer(question, v));
  }

  @Override
  public List<String> closestKeys(Question question) {
    return keys.closest(question.text(), 3);
  }

  private record Found(Answer answer, String by) {}

  private Optional<Found> found(Question question) {
    requireNonNull(question, "question");
    if (PageText.isTrap(question.text())) {
      return Optional.empty();
    }
    if ("password".equalsIgnoreCase(question.inputType())) {
      return newPassword(question);
    }
    Optional<String> meaning = meanings.of(question);
    if (meaning.isPresent() && meaning.get().equals(FieldMeanings.PAYMENT)) {
      return Optional.empty();
    }
    if (question.kind() == QuestionKind.FILE) {
      return file(question, meaning);
    }
    Optional<Found> keyed = keyed(question, meaning);
    if (keyed.isPresent() || question.kind() != QuestionKind.TOGGLE) {
      return keyed;
    }
    // a box that commits the person to something (terms, privacy, marketing): ticked when it is
    // asked; whether it may be is the gate's to decide (ActionGate, from the consent declared)
    return ConsentRules.commitments(question.text()).isEmpty() ? Optional.empty() : Optional.of(new Found(new Answer.Toggle(true), "consent"));
  }

  /**
   * A password field gets a value only when the page declares it chooses a new password ({@code
   * autocomplete="new-password"}: a sign-up) and a key means that ({@code "new-password"}): a
   * sign-in's password is never typed, whatever the values hold.
   */
  private Optional<Found> newPassword(Question question) {
    if (!FieldMeanings.ofAutocomplete(question.autocomplete()).map("new-password"::equals).orElse(false)) {
      return Optional.empty();
    }
    for (Map.Entry<String, String> e : values.entrySet()) {
      if ("new-password".equals(keyMeanings.get(e.getKey()))) {
        return Optional.of(new Found(new Answer.Text(e.getValue()), by(e.getKey())));
      }
    }
    return Optional.empty();
  }

  private Optional<Found> keyed(Question question, Optional<String> meaning) {
    // 1. the question's own text
    String sig = question.signature();
    for (Map.Entry<String, String> e : values.entrySet()) {
      if (SemanticKey.questionSignature(e.getKey()).equals(sig)) {
        return Optional.of(new Found(toAnswer(question, e.getValue()), by(e.getKey())));
      }
    }
    // 2. a key more specific than a meaning: every word of a key of several words that says more
    //    than a field's name ("Billing email" for "Billing email address", where "Email" means
    //    the same field)
    Optional<AnswerKeys.Found> specific = keys.find(question.text(), k -> !wholeMeanings.contains(k) && AnswerKeys.words(SemanticKey.questionSignature(k)).size() >= 2);
    if (specific.isPresent() && specific.get().score() >= AnswerKeys.CONTAINED_KEY) {
      return specific.map(f -> new Found(toAnswer(question, f.value()), by(f.key())));
    }
    // 3. the same meaning
    if (meaning.isPresent()) {
      for (Map.Entry<String, String> e : values.entrySet()) {
        if (meaning.get().equals(keyMeanings.get(e.getKey()))) {
          return Optional.of(new Found(toAnswer(question, e.getValue()), by(e.getKey())));
        }
      }
      Optional<Found> derived = derived(question, meaning.get());
      if (derived.isPresent()) {
        return derived;
      }
    }
    // 4. the words, for keys that have no meaning of their own (a key that means a field answers
    //    only that field); a question about someone else is not answered by the person's details
    boolean someoneElse = meanings.aboutSomeoneElse(question);
    java.util.function.Predicate<String> allowed = k -> {
      String km = keyMeanings.get(k);
      return (km == null || !wholeMeanings.contains(k) || !someoneElse && meaning.isPresent() && km.equals(meaning.get())) && fitsKind(question, value(k));
    };
    String code = question.fieldNameWords();
    Optional<AnswerKeys.Found> byWords = keys.find(question.text(), allowed, k -> namesAnOption(question, value(k)) || !code.isEmpty() && keys.sharesAWord(code, k));
    if (byWords.isEmpty()) {
      // the control's code name, when its words name nothing: for a question of options, only a
      // key whose value names one of them
      byWords = keys.findByCodeName(code, allowed.and(k -> question.kind() != QuestionKind.CHOICE || question.choices().isEmpty() || namesAnOption(question, value(k))));
    }
    if (byWords.isPresent()) {
      return byWords.map(f -> new Found(toAnswer(question, f.value()), by(f.key())));
    }
    // 5. a question of options that exactly one value names ("Year: Junior" for "Class standing"
    //    whose options hold "Junior"): the options are the evidence the words lacked
    return optionFit(question, meaning, someoneElse);
  }

  /** Whether the question offers options and the value names one of them: evidence that the value is its answer. */
  private static boolean namesAnOption(Question question, String value) {
    return question.kind() == QuestionKind.CHOICE && !question.choices().isEmpty() && question.choiceNamed(value) >= 0;
  }

  /**
   * Whether a value can answer a question of this kind when only words pair them: a box is ticked
   * or cleared by a yes or a no, never by a date, a number or a sentence ("Au: 2027-01-02" does
   * not answer "Le dernier jour est une demi-journée").
   */
  private static boolean fitsKind(Question question, String value) {
    if (question.kind() != QuestionKind.TOGGLE) {
      return true;
    }
    String sig = SemanticKey.questionSignature(value);
    return sig.chars().noneMatch(Character::isDigit) && sig.split(" ").length <= 3;
  }

  private Optional<Found> optionFit(Question question, Optional<String> meaning, boolean someoneElse) {
    if (question.kind() != QuestionKind.CHOICE || question.choices().size() < 2 || someoneElse) {
      return Optional.empty();
    }
    String fit = null;
    for (Map.Entry<String, String> e : values.entrySet()) {
      String km = keyMeanings.get(e.getKey());
      if (km != null && wholeMeanings.contains(e.getKey()) && !(meaning.isPresent() && km.equals(meaning.get()))) {
        continue;
      }
      String v = e.getValue().strip();
      if (!distinctive(v) || !namesAnOption(question.choices(), v)) {
        continue;
      }
      if (fit != null) {
        return Optional.empty(); // two values name its options: which one is meant is not known
      }
      fit = e.getKey();
    }
    return fit == null ? Optional.empty() : Optional.of(new Found(toAnswer(question, value(fit)), by(fit)));
  }

  /**
   * Whether a value names one option by its whole text, an option starts with it as words, or,
   * none doing so, one option's words hold its words or are held by them ({@link Match#optionByWords}),
   * one option's words end a short value or the value's words end one option, or one option names
   * the same country, moment or span of the day ({@link Match#optionOfSameThing}).
   */
  private static boolean namesAnOption(List<String> choices, String value) {
    String w = SemanticKey.questionSignature(value);
    int named = 0;
    for (String c : choices) {
      String sig = SemanticKey.questionSignature(c);
      if (sig.equals(w) || sig.startsWith(w + " ") || w.startsWith(sig + " ") && sig.length() >= 4) {
        named++;
      }
    }
    if (named == 1 || named == 0 && Match.optionByWords(choices, value) >= 0) {
      return true;
    }
    if (named > 0) {
      return false;
    }
    // the option's whole words at the end of a short value or the value's at the end of an option
    // ("statutory (gesetzlich)" and "gesetzlich", "Salmon" and "Maple-glazed salmon")
    int within = 0;
    boolean shortValue = w.split(" ").length <= 4;
    for (String c : choices) {
      String sig = SemanticKey.questionSignature(c);
      if (sig.length() >= 4 && shortValue && (w.endsWith(" " + sig) || w.contains(" " + sig + " ")) || w.length() >= 4 && sig.endsWith(" " + w)) {
        within++;
      }
    }
    return within == 1 || within == 0 && Match.optionOfSameThing(choices, value) >= 0;
  }

  /** A value that could name an option of one question only: not yes/no, not a bare number, not one letter. */
  private static boolean distinctive(String value) {
    String sig = SemanticKey.questionSignature(value);
    if (sig.length() < 2 || sig.chars().allMatch(c -> Character.isDigit(c) || c == ' ')) {
      return false;
    }
    String lower = sig.toLowerCase(java.util.Locale.ROOT);
    return !Match.isYes(value) && !lower.equals("no") && !lower.equals("n") && !lower.equals("false") && !lower.startsWith("no ");
  }

  /** A file question: the file keyed by its text, meaning or words; the only file when one is given. */
  private Optional<Found> file(Question question, Optional<String> meaning) {
    for (Map.Entry<String, Path> e : files.entrySet()) {
      boolean sameMeaning = meaning.isPresent() && meaning.get().equals(keyMeanings.get(e.getKey()));
      if (sameMeaning || new AnswerKeys(Map.of(e.getKey(), "")).find(question.text()).isPresent()) {
        return Optional.of(new Found(new Answer.File(e.getValue()), "files[\"" + e.getKey() + "\"]"));
      }
    }
    if (files.size() == 1) {
      Map.Entry<String, Path> only = files.entrySet().iterator().next();
      return Optional.of(new Found(new Answer.File(only.getValue()), "files[\"" + only.getKey() + "\"]"));
    }
    return Optional.empty();
  }

  /**
   * A full name from its parts, or a part from a full name, when only the other side is keyed; a
   * street address keyed whole as the first address line, when no second line is keyed.
   */
  /** The value of a key this pack holds. */
  private String value(String key) {
    return requireNonNull(values.get(key), key);
  }

  private Optional<Found> derived(Question question, String meaning) {
    String full = keyFor("name");
    String given = keyFor("given-name");
    String family = keyFor("family-name");
    if (meaning.equals("name") && given != null && family != null) {
      return Optional.of(new Found(new Answer.Text(value(given).strip() + " " + value(family).strip()), by(given) + " + " + by(family)));
    }
    if (full != null && (meaning.equals("given-name") || meaning.equals("family-name"))) {
      String[] parts = value(full).strip().split("\\s+");
      if (parts.length >= 2) {
        String part = meaning.equals("given-name") ? parts[0] : parts[parts.length - 1];
        return Optional.of(new Found(new Answer.Text(part), by(full)));
      }
    }
    String street = keyFor("street-address");
    if (meaning.equals("address-line1") && street != null && keyFor("address-line2") == null) {
      // the person keyed one street address and the page asks it as lines: it is the first line
      return Optional.of(new Found(new Answer.Text(value(street)), by(street)));
    }
    return Optional.empty();
  }

  private @Nullable String keyFor(String meaning) {
    for (Map.Entry<String, String> e : keyMeanings.entrySet()) {
      if (e.getValue().equals(meaning) && values.containsKey(e.getKey())) {
        return e.getKey();
      }
    }
    return null;
  }

  private static String by(String key) {
    return "values[\"" + key + "\"]";
  }

  private static Answer toAnswer(Question question, String value) {
    return switch (question.kind()) {
      case TOGGLE -> new Answer.Toggle(Match.isYes(value));
      case CHOICE -> new Answer.Choice(value);
      default -> new Answer.Text(value);
    };
  }
}
