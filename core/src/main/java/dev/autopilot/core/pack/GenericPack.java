package dev.autopilot.core.pack;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.consent.ConsentRules;
import dev.autopilot.core.consent.PageText;
import dev.autopilot.core.match.AddressParts;
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
 *       that holds a field's word among others ("Website ordering") is matched by its words too,
 *       and a key of concepts only ("School") answers a question that means no field;
 *   <li>for a question of options, the one key that shares a word with it and whose value names
 *       one of its options ("Pledge amount: £25" for "I would like to pledge"), or the one value
 *       that names one.
 * </ol>
 * A question asked under a section ("Recipient: Phone") is answered with whose section it is:
 * the values may speak of others apart from the person, each by a key of their role whose value
 * is their name and the keys that say that role or their given name ("Recipient: Tobias Brandt",
 * "Recipient phone"; "my partner: Arjun Mehta", "Arjun's email"); a section that names one of
 * them, or is numbered as theirs, takes their keys alone, and the person's own section none of
 * theirs.
 * Of several keys of one meaning, the one whose words fit the question best answers it; a
 * meaning's value that names none of a select's options gives way to such a key ("Format" for
 * "Email format", not "email"). A box is answered by words only with a yes or a no.
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
  /** Whether each section heading seen names someone the values know apart; read once per heading (the values never change). */
  private final Map<String, Boolean> sectionsNamingSomeone = new java.util.concurrent.ConcurrentHashMap<>();

  /** The others the values speak of apart from the person ("Patient": "George Whitaker", "Patient phone"). */
  private final Parties parties;
  /** Each party's values without the words that say whose, as a pack, by the party's role key and words; built when first asked. */
  private final Map<String, PartyView> partyViews = new java.util.concurrent.ConcurrentHashMap<>();
  /** The values without any party's, as a pack; built when first asked. */
  private volatile @Nullable GenericPack personsOwn;

  /** The kinds the values file's {@code "consent"} refuses in so many words ({@code "marketing": false}): no value decides them. */
  private final Set<dev.autopilot.core.consent.Commitment> refused;

  private GenericPack(String name, Map<String, String> values, Map<String, Path> files, dev.autopilot.core.consent.Consent consent,
      Set<dev.autopilot.core.consent.Commitment> refused) {
    this.refused = Set.copyOf(refused);
    this.name = name;
    this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    this.files = Collections.unmodifiableMap(new LinkedHashMap<>(files));
    this.keys = new AnswerKeys(this.values);
    this.consent = new Answered(consent, this);
    Map<String, String> km = new LinkedHashMap<>();
    for (String k : this.values.keySet()) {
      meanings.ofKey(k).filter(m -> fitsValue(m, this.values.get(k))).ifPresent(m -> km.putIfAbsent(k, m));
      if (!km.containsKey(k) && mailWord(k) && dev.autopilot.core.match.Values.isEmailAddress(this.values.get(k))) {
        // "Mail" is post as often as e-mail; a value that is an e-mail address says which
        km.put(k, "email");
      }
    }
    for (String k : List.copyOf(km.keySet())) {
      String m = km.get(k);
      String v = java.util.Objects.requireNonNullElse(this.values.get(k), "");
      String other = "given-name".equals(m) ? "family-name" : "given-name";
      if (("given-name".equals(m) || "family-name".equals(m)) && meanings.mayHoldAWholeName(k) && v.strip().contains(" ")
          && Parties.looksLikeAPersonsName(v) && !km.containsValue(other) && !km.containsValue("name")) {
        // "Nom: Hélène Dupuis" with no "Prénom" beside it: the person's whole name, under the word
        // they use for it; the page's "Nom" and "Prénom" then take its parts
        km.put(k, "name");
      }
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
    this.parties = Parties.of(this.values, km);
  }

  /**
   * Whether a value can be of the meaning its key's words give: a birthday's key whose value is no
   * date and holds no digit ("birthday girl": "Maisie") speaks of a person, not of a date; an
   * e-mail's key without an address, a phone's without a number, say whether, not what.
   */
  private static boolean fitsValue(String meaning, String value) {
    return switch (meaning) {
      case "bday" -> value.codePoints().anyMatch(Character::isDigit) || dev.autopilot.core.match.Values.date(value) != null;
      // "Emails: no marketing please", "Phone: please don't call" say whether, not what
      case "email" -> value.isBlank() || value.contains("@");
      case "tel" -> value.isBlank() || value.codePoints().filter(Character::isDigit).count() >= 5;
      default -> true;
    };
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
    return new GenericPack("generic", values, Map.of(), consent, Set.of());
  }

  /**
   * Loads values from a JSON file: either an object of values ({@code {"Phone": "+1 555 0100",
   * "postal-code": "94110"}}) or an object with {@code "values"}, optional {@code "files"} (key to
   * a path, relative to the file: {@code {"Resume": "cv.pdf"}}) and optional {@code "consent"}
   * ({@code {"terms": true, "dataProcessing": true, "marketing": false}}; nothing when absent; a
   * kind set to {@code false} is refused even where a value answers a box of that kind).
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
    Set<dev.autopilot.core.consent.Commitment> refused = java.util.EnumSet.noneOf(dev.autopilot.core.consent.Commitment.class);
    JsonNode terms = c.has("terms") ? c.path("terms") : c.path("applicationTerms");
    Map<dev.autopilot.core.consent.Commitment, JsonNode> flags = Map.of(dev.autopilot.core.consent.Commitment.TERMS, terms,
        dev.autopilot.core.consent.Commitment.DATA_PROCESSING, c.path("dataProcessing"), dev.autopilot.core.consent.Commitment.MARKETING, c.path("marketing"));
    for (dev.autopilot.core.consent.Commitment kind : dev.autopilot.core.consent.Commitment.values()) {
      JsonNode flag = flags.get(kind);
      if (flag == null || flag.isMissingNode() || flag.isNull()) {
        continue;
      }
      if (flag.asBoolean(false)) {
        agreed.add(kind);
      } else {
        refused.add(kind);
      }
    }
    dev.autopilot.core.consent.Consent consent = dev.autopilot.core.consent.Consent.to(agreed.toArray(dev.autopilot.core.consent.Commitment[]::new));
    return new GenericPack("generic", values, files, consent, refused);
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

  /**
   * {@inheritDoc} The kinds given, and the person's own answers among the values: a value whose key
   * meets a box's or a question's words decides that control when {@link
   * ConsentRules#decidedByAnswer} says it does ("Consent to be contacted": "yes"; "Room": "Loft
   * Suite"), unless the file's {@code "consent"} refuses that kind. Nothing else is decided ahead:
   * giving up a right, sharing data and agreeing to pay always wait for the person.
   */
  @Override
  public dev.autopilot.core.consent.Consent consent() {
    return consent;
  }

  /**
   * The key of the value that answers this question by its words (the question's own text, or
   * words the key shares with it; never a field's code name or an option a value happens to name),
   * when that answer decides the control; see {@link #consent()}.
   */
  private Optional<String> decidedBy(String question, String choice, List<String> options, Set<dev.autopilot.core.consent.Commitment> uncovered) {
    if (PageText.isTrap(question) || uncovered.stream().anyMatch(refused::contains)) {
      return Optional.empty(); // the file refuses the kind in so many words: no value overrides that
    }
    Question q = new Question(question, choice.isBlank() ? QuestionKind.TOGGLE : QuestionKind.CHOICE, options, null, null, false);
    // the key the pack itself answers the question with (one reading of "this key answers this"),
    // never the tick a box that commits gets when no key answers it
    Optional<Found> found = found(q);
    if (found.isEmpty() || "consent".equals(found.get().by)) {
      return Optional.empty();
    }
    String key = keyOf(found.get().by);
    if (key == null) {
      return Optional.empty(); // a value derived from two keys decides nothing
    }
    // an option is decided only by a key its question speaks of, not by a value that merely names it
    if (!choice.isBlank() && !SemanticKey.questionSignature(key).equals(q.signature()) && !AnswerKeys.shareAWord(key, question)
        && !AnswerKeys.namesTwoOptions(key, options)) {
      return Optional.empty();
    }
    return ConsentRules.decidedByAnswer(key, value(key), choice, options, uncovered) ? Optional.of(key) : Optional.empty();
  }

  /** The consent given, with the person's answers among the values deciding what they answer. */
  private record Answered(dev.autopilot.core.consent.Consent kinds, GenericPack pack) implements dev.autopilot.core.consent.Consent {
    @Override
    public boolean agreesTo(dev.autopilot.core.consent.Commitment kind) {
      return kinds.agreesTo(kind);
    }

    @Override
    public Optional<String> decidedBy(String question, String choice, List<String> options, Set<dev.autopilot.core.consent.Commitment> uncovered) {
      Optional<String> own = kinds.decidedBy(question, choice, options, uncovered);
      return own.isPresent() ? own : pack.decidedBy(question, choice, options, uncovered);
    }

    @Override
    public String toString() {
      return kinds + " and the values' own answers";
    }
  }

  /** {@return the values as given, in their order, unmodifiable; personal data, never for events} */
  public Map<String, String> values() {
    return values;
  }

  /** {@return the files to upload, key to path, in their order, unmodifiable; personal data, never for events} */
  public Map<String, Path> files() {
    return files;
  }

  /** Every key this pack carries (values and files), in the order given. */
  @Override
  public Set<String> valueKeys() {
    Set<String> all = new LinkedHashSet<>(values.keySet());
    all.addAll(files.keySet());
    return Collections.unmodifiableSet(all);
  }

  /**
   * {@inheritDoc} A section word that is a key by itself whose value is a name ("Patient: George
   * Whitaker"), and the first word of another key ("Patient DOB"), names someone. A field under it
   * is asked with its words when they lead to a key of that one's: one the section's word
   * qualifies ("Patient phone" for "Telephone"), or the one's own key for a question of a name
   * ("Patient" for "Full name"). A field whose own words share a word with the section ("Boat
   * name" under "Your boat") says whose by itself. A section that names one of the others the
   * values speak of apart ({@link Parties}: "Cat 1" where the values say "Our first cat: Pepper"
   * and "Pepper's age") asks every field under it with its words.
   */
  @Override
  public boolean askedUnderSection(String section, Question question) {
    if (question.kind() != QuestionKind.TOGGLE && question.kind() != QuestionKind.FILE && parties.namedBy(section).isPresent()) {
      return true; // a section of someone the values speak of apart ("Cat 1" of "Our first cat: Pepper"): theirs
    }
    if (question.kind() == QuestionKind.TOGGLE || AnswerKeys.shareAWord(section, question.text())
        || !sectionsNamingSomeone.computeIfAbsent(section, x -> AnswerKeys.sectionNamesSomeone(x, values))) {
      return false;
    }
    Question under = new Question(section + ": " + question.text(), question.kind(), question.choices(), question.inputType(),
        question.autocomplete(), question.required(), question.fieldName(), question.choiceValues());
    Optional<String> key = found(under).map(f -> keyOf(f.by)).filter(k -> k != null && AnswerKeys.shareAWord(section, k));
    if (key.isEmpty() || found(question).map(f -> keyOf(f.by)).equals(key)) {
      return false;
    }
    boolean qualified = AnswerKeys.words(AnswerKeys.read(key.get())).size() >= 2;
    return qualified || meanings.of(question).filter("name"::equals).isPresent();
  }

  /**
   * {@inheritDoc} A section of a parent or guardian (its words name one: "Parent / guardian",
   * "Erziehungsberechtigte", "Responsable légal", "家长信息", "بيانات ولي الأمر") is the person's
   * when some key names their child ("Child first name", "Kind", "mon enfant", "ابني"), the one
   * who writes of a child so not being the child, and no key names a parent or guardian ("Parent
   * name" beside "Child's name": the section's words then say which of the two keys a field
   * takes).
   */
  @Override
  public boolean sectionIsThePersons(String section) {
    requireNonNull(section, "section");
    return PersonNames.namesAGuardian(section) && values.keySet().stream().anyMatch(PersonNames::namesOwnChild)
        && values.keySet().stream().noneMatch(PersonNames::namesAGuardian);
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
    @Nullable Set<String> allowed = keysForSection(question);
    if (allowed != null && !allowed.contains(key)) {
      return Optional.empty(); // another's key under this section (a party's in the person's, or the person's in a party's)
    }
    return Optional.ofNullable(values.get(key)).map(v -> inItsShape(question, new Found(toAnswer(question, v), by(key))).answer);
  }

  @Override
  public List<String> closestKeys(Question question) {
    @Nullable Set<String> allowed = keysForSection(question);
    if (allowed != null) {
      // under a section, only the keys that may be its (a party's, or the person's own)
      List<String> closest = new java.util.ArrayList<>();
      for (String k : keys.closest(question.text(), 3 + values.size())) {
        if (allowed.contains(k) && closest.size() < 3) {
          closest.add(k);
        }
      }
      return closest;
    }
    List<String> closest = new java.util.ArrayList<>(keys.closest(question.text(), 3));
    String code = question.fieldNameWords();
    if (!code.isEmpty()) {
      // the control's code name names what it holds ("idea" for "What do you want to build?")
      for (String k : values.keySet()) {
        if (closest.size() < 3 && !closest.contains(k) && keys.sharesAWord(code, k)) {
          closest.add(k);
        }
      }
    }
    return closest;
  }

  private record Found(Answer answer, String by) {}

  /** A party's values as a pack, and the key each of its keys came from. */
  private record PartyView(GenericPack pack, Map<String, String> original) {}

  /**
   * The answer of a question, read with the section it is asked under: a field under a party's
   * section ("Recipient: Phone", "Jugador/a 2: DNI") takes that party's value or none; a field
   * under another section takes no party's value unless its own words name the party ("Sender:
   * Phone" never takes "Recipient phone"). See {@link Parties}.
   */
  private Optional<Found> found(Question question) {
    Optional<Found> known = foundBefore.get(question);
    if (known != null) {
      return known;
    }
    Optional<Found> found = bySection(question).map(f -> inItsShape(question, f));
    if (foundBefore.size() >= FOUND_BOUND) {
      foundBefore.clear(); // a bound, not an eviction policy: a page's questions fit many times over
    }
    foundBefore.put(question, found);
    return found;
  }

  /** The meanings of a person's name and its parts a question may ask. */
  private static final Set<String> NAME_MEANINGS = Set.of("name", "given-name", "family-name");

  /** Whether a key is the person's own: in their own voice ("My name") or the person themself ("me"). */
  private boolean personsOwnKey(String key) {
    return saysMine(key) || PersonNames.isThePersonItself(key);
  }

  /**
   * The answers already found, by question: a plan asks this pack of one question many times
   * (its answer, what gave it, each pairing of the page), and the pack is immutable. Not filled by
   * computeIfAbsent: finding one answer asks of others.
   */
  private final Map<Question, Optional<Found>> foundBefore = new java.util.concurrent.ConcurrentHashMap<>();
  private static final int FOUND_BOUND = 10_000;

  /**
   * A postcode field given a value that holds a postcode among other words ("2-bed flat on the
   * 2nd floor, no lift, M14 5RB" for "Moving from: Postcode") takes the postcode, as postal
   * services shape it, and nothing else.
   */
  private Found inItsShape(Question question, Found found) {
    if (found.answer instanceof Answer.Text n && question.kind() == QuestionKind.TEXT && n.value().strip().contains(" ")
        && Parties.looksLikeAPersonsName(n.value()) && !Character.isLowerCase(n.value().strip().codePointAt(0))) {
      // a given or a family name asked of a key that holds someone's whole name and means no part
      // of a name itself ("Kind: Emma Schubert" for "Angaben zum Kind: Vorname"): the part asked
      // (a name led by a particle, "van Dijk", is a family name whole)
      Optional<String> asked = meanings.of(ownPart(question)).filter(m -> m.equals("given-name") || m.equals("family-name"));
      @Nullable String key = keyOf(found.by);
      @Nullable String keyMeaning = key == null ? null : keyMeanings.get(key);
      // (a part already taken of the key's name is not split again: "Villalba Ortiz" of "Nombre: Carmen Villalba Ortiz")
      if (asked.isPresent() && key != null && !"given-name".equals(keyMeaning) && !"family-name".equals(keyMeaning)
          && !isAPartOf(n.value().strip(), values.get(key))) {
        Optional<String> part = namePart(question, asked.get(), n.value().strip());
        if (part.isPresent()) {
          return new Found(new Answer.Text(part.get()), found.by);
        }
      }
    }
    if (found.answer instanceof Answer.Text d && question.kind() == QuestionKind.TEXT) {
      @Nullable String part = dayOrTimeOf(dev.autopilot.core.match.ValueKind.ofInputType(question.inputType()), d.value());
      if (part != null) {
        // a date input takes the day, a time input the time, of a value that says both ("9 March
        // 2027, 8.30am" for "Drop-off date" and "Drop-off time")
        return new Found(new Answer.Text(part), found.by);
      }
    }
    if (!(found.answer instanceof Answer.Text t) || question.kind() != QuestionKind.TEXT || t.value().strip().split("\\s+").length <= 2
        || !(meanings.of(question).filter("postal-code"::equals).isPresent() || meanings.of(ownPart(question)).filter("postal-code"::equals).isPresent())) {
      return found;
    }
    @Nullable AddressParts parts = AddressParts.parse(t.value());
    return parts == null || parts.postalCode() == null ? found : new Found(new Answer.Text(parts.postalCode()), found.by);
  }

  /**
   * The part a date, time or date-and-time input takes of a value that holds a day and a time among
   * other words ({@link dev.autopilot.core.match.Values#dayAndTimeIn}), or of a value that names one
   * day among other words for a date input ({@link dev.autopilot.core.match.Values#dayIn}), in the
   * input's own form;
   * null when the input is of another kind, or the value is one of its kind already or holds no
   * such pair.
   */
  private static @Nullable String dayOrTimeOf(dev.autopilot.core.match.ValueKind kind, String value) {
    if (kind != dev.autopilot.core.match.ValueKind.DATE && kind != dev.autopilot.core.match.ValueKind.TIME
        && kind != dev.autopilot.core.match.ValueKind.DATETIME_LOCAL || dev.autopilot.core.match.Values.forInput(kind, value) != null) {
      return null;
    }
    java.time.@Nullable LocalDateTime both = dev.autopilot.core.match.Values.dayAndTimeIn(value);
    if (both == null) {
      // a date input takes the one day a value names among other words ("Tuesday 9 March 2027,
      // mornings suit me best")
      java.time.@Nullable LocalDate day = kind == dev.autopilot.core.match.ValueKind.DATE ? dev.autopilot.core.match.Values.dayIn(value) : null;
      return day == null ? null : day.toString();
    }
    return switch (kind) {
      case DATE -> both.toLocalDate().toString();
      case TIME -> both.toLocalTime().toString();
      default -> both.toString();
    };
  }

  /** The question without the section it is asked under ("Sender: Postcode" asks "Postcode"), as it is when under none. */
  private static Question ownPart(Question question) {
    @Nullable String section = QuestionText.section(question.text());
    return section == null ? question : new Question(QuestionText.withoutSection(question.text()), question.kind(), question.choices(), question.inputType(),
        question.autocomplete(), question.required(), question.fieldName(), question.choiceValues());
  }

  /** The section a question is asked under, the words before its {@code ": "}; null when it has none. */
  private static @Nullable String sectionOf(Question question) {
    return QuestionText.section(question.text());
  }

  /**
   * The section a field's question is asked under when whose section it is may decide its answer:
   * the values know a party ({@link Parties}) and the question is no box or file; else null.
   */
  private @Nullable String partySection(Question question) {
    return parties.all().isEmpty() || question.kind() == QuestionKind.TOGGLE || question.kind() == QuestionKind.FILE ? null : sectionOf(question);
  }

  /** Whether a section's words say it is someone else's ("Emergency contact", "Who owes you?"). */
  private boolean someoneElses(String section) {
    return meanings.aboutSomeoneElse(section) || FieldMeanings.sectionAsksWhoElse(section);
  }

  /**
   * Whether a section is the person's own: by its words ("Your details"), as the first of
   * numbered ones ("Jugador/a 1"), or as a parent's where the values speak of their child.
   */
  private boolean thePersons(String section) {
    return saysMine(section) || Parties.ordinal(section) == 1 || sectionIsThePersons(section);
  }

  private Optional<Found> bySection(Question question) {
    Optional<Found> here = foundHere(question);
    @Nullable String section = partySection(question);
    if (section == null) {
      // a parent's section that is the person's (the values speak of their child): its words
      // name someone else, the field's own ask the person's ("Responsable légal: Nom" of "moi")
      @Nullable String heading = question.kind() == QuestionKind.FILE ? null : sectionOf(question);
      if (here.isEmpty() && heading != null && sectionIsThePersons(heading) && !meanings.aboutSomeoneElse(QuestionText.withoutSection(question.text()))) {
        return foundHere(ownPart(question));
      }
      return here;
    }
    Optional<Parties.Party> party = parties.ofSection(section);
    Set<String> used = here.map(f -> keysNamedBy(f.by)).orElse(Set.of());
    if (party.isPresent()) {
      // their keys read without the words that say whose ("Primer apellido" takes the family
      // name of "mi pareja: Andrea Moretti", not the whole of the key the section's words meet)
      PartyView view = partyViews.computeIfAbsent(party.get().roleKey() + "|" + party.get().roleWords(), r -> viewOf(party.get()));
      Question own = ownPart(question);
      Question asked = new Question(Parties.withoutRole(own.text(), party.get()), own.kind(), own.choices(), own.inputType(), own.autocomplete(),
          own.required(), own.fieldName(), own.choiceValues());
      Optional<Found> theirs = view.pack().foundHere(asked).map(f -> new Found(f.answer, renamed(f.by, view.original())));
      if (theirs.isPresent()) {
        return theirs;
      }
      if (!used.isEmpty() && party.get().keys().containsAll(used) && !used.contains(party.get().roleKey())) {
        return here; // a key of theirs the whole question's words meet; never their name whole where their view gave no part of it
      }
      // none of theirs says it: a key that is no one's in particular ("Relationship": "husband")
      // may, read under the section's words as before; never another party's or the person's own
      // by their words ("My phone") or as themself ("yo": "Lucía Fernández Ortega")
      return here.filter(f -> used.stream().noneMatch(k -> parties.isAPartys(k) || personsOwnKey(k)));
    }
    if (!thePersons(section)) {
      // a section that says not whose: the answer stands, unless its key names another's role in
      // so many words ("Patient phone" under "Referrer details"), and then the person's own answers
      boolean namedAnothers = used.stream().anyMatch(parties::namesItsRole);
      if (!namedAnothers || someoneElses(section)) {
        return here;
      }
      return personsOwn().foundHere(question);
    }
    if (here.isPresent() && used.stream().noneMatch(parties::isAPartys)) {
      return here;
    }
    // the person's own section, by its words ("Your details"), as the first of numbered ones
    // ("Jugador/a 1" beside "Jugador/a 2", a party's) or as a parent's where the values speak of
    // their child: never a party's key ("DNI de Daniel" beside "mi DNI"), and the field's own
    // words ask the person's when the section's add nothing
    Optional<Found> mine = personsOwn().foundHere(question);
    return mine.isPresent() ? mine : personsOwn().foundHere(ownPart(question));
  }

  private GenericPack personsOwn() {
    GenericPack mine = personsOwn;
    if (mine == null) {
      Map<String, String> kept = new LinkedHashMap<>(values);
      kept.keySet().removeIf(parties::isAPartys);
      mine = new GenericPack(name, kept, files, dev.autopilot.core.consent.Consent.NONE, refused);
      personsOwn = mine;
    }
    return mine;
  }

  /**
   * The keys that may answer a question by the section it is under: for a party's section, that
   * party's keys and those no one's in particular; for the person's section (by its words, as the
   * first of numbered ones, or a parent's), every key but the parties'; for one that says not
   * whose, every key but those that name a party's role ("Patient phone"); null for a question
   * under no section, under one of someone the values do not name ("Emergency contact" without
   * such a key), or when the values know no party.
   */
  private @Nullable Set<String> keysForSection(Question question) {
    @Nullable String section = partySection(question);
    if (section == null) {
      return null;
    }
    Optional<Parties.Party> party = parties.ofSection(section);
    if (party.isPresent()) {
      Set<String> theirs = new LinkedHashSet<>(party.get().keys());
      // and the keys that are no one's in particular ("Relationship"), never the person's own by their words
      valueKeys().stream().filter(k -> !parties.isAPartys(k) && !saysMine(k)).forEach(theirs::add);
      return theirs;
    }
    if (someoneElses(section)) {
      return null; // someone's the values do not name: nothing said of whose keys fit
    }
    boolean mineOnly = thePersons(section);
    Set<String> mine = new LinkedHashSet<>(valueKeys());
    mine.removeIf(k -> mineOnly ? parties.isAPartys(k) : parties.namesItsRole(k));
    return mine;
  }

  private PartyView viewOf(Parties.Party party) {
    Map<String, String> original = Parties.view(party);
    Map<String, String> viewValues = new LinkedHashMap<>();
    original.forEach((viewKey, key) -> viewValues.put(viewKey, values.get(key)));
    return new PartyView(new GenericPack(name, viewValues, Map.of(), dev.autopilot.core.consent.Consent.NONE, refused), original);
  }

  /** An answer's {@code by} with each view key written as the key it came from. */
  private static String renamed(String by, Map<String, String> original) {
    String out = by;
    for (Map.Entry<String, String> e : original.entrySet()) {
      out = out.replace(by(e.getKey()), by(e.getValue()));
    }
    return out;
  }

  /** The keys an answer's {@code by} names ({@code values["Phone"]}; both of a derived name). */
  private Set<String> keysNamedBy(String by) {
    Set<String> named = new LinkedHashSet<>();
    for (String k : values.keySet()) {
      if (by.contains(by(k))) {
        named.add(k);
      }
    }
    return named;
  }

  private Optional<Found> foundHere(Question question) {
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
    if (question.kind() != QuestionKind.TOGGLE) {
      return keyed;
    }
    Set<dev.autopilot.core.consent.Commitment> commits = ConsentRules.commitments(question.text());
    if (keyed.isPresent() && (commits.isEmpty() || speaksOfCommitment(keyed.get().by, question)
        || keyed.get().answer instanceof Answer.Toggle t && !t.on() && saysNo(keyed.get().by))) {
      // a no by the box's own words stands whatever the box commits to: it commits to nothing
      return keyed;
    }
    if (namedWithoutYesOrNo(question, meaning)) {
      // the values speak of this box with an option's name, not a yes or a no ("Newsletters:
      // Morning Briefing, Crosswords"): its group's question decides, and nothing ticks it here
      return Optional.empty();
    }
    // a box that commits the person to something (terms, privacy, marketing): ticked when it is
    // asked; whether it may be is the gate's to decide (ActionGate, from the consent declared)
    Set<dev.autopilot.core.consent.Commitment> box = commits;
    if (box.isEmpty()) {
      return Optional.empty();
    }
    // the one yes-or-no value whose key names the same kind of commitment answers it ("Privacy
    // consent": "yes" for a data-processing box, "Marketing emails": "no" for a newsletter box):
    // the consent rules read the key as they read the box
    // An agreement to something no kind names answers a box of that sort when what it agrees to
    // shares a word with the box ("Consent to be contacted" for "... may contact me by phone").
    String naming = null;
    for (Map.Entry<String, String> e : values.entrySet()) {
      Set<dev.autopilot.core.consent.Commitment> own = ConsentRules.commitments(e.getKey());
      Set<dev.autopilot.core.consent.Commitment> kinds = java.util.EnumSet.noneOf(dev.autopilot.core.consent.Commitment.class);
      kinds.addAll(own);
      kinds.retainAll(box);
      boolean namesKind = !kinds.isEmpty() && !kinds.contains(dev.autopilot.core.consent.Commitment.UNREAD);
      // an agreement to an unnamed thing, or to rules, answers a box agreeing to an unnamed thing
      // when what it agrees to shares a word with the box ("Agree to safety rules" for "I agree
      // to follow the instructor's safety briefing"): the person agreed to that very thing
      // A key in the person's own voice says what they agree to as well ("Contact me when a place
      // is free": "yes" for "I agree to be contacted when a box becomes available")
      boolean agreeing = own.contains(dev.autopilot.core.consent.Commitment.UNREAD)
          || !own.isEmpty() && box.equals(Set.of(dev.autopilot.core.consent.Commitment.UNREAD)) && Set.of(dev.autopilot.core.consent.Commitment.TERMS).containsAll(own)
              && ConsentRules.agrees(e.getKey())
          || own.isEmpty() && box.equals(Set.of(dev.autopilot.core.consent.Commitment.UNREAD)) && ConsentRules.speaksForThePerson(e.getKey());
      boolean namesAgreement = agreeing && box.contains(dev.autopilot.core.consent.Commitment.UNREAD)
          && AnswerKeys.shareAWord(ConsentRules.withoutAgreeing(e.getKey()), question.text());
      if (!(namesKind || namesAgreement) || Match.polarity(e.getValue()) == 0 || !consentKey(e.getKey())) {
        continue;
      }
      if (naming != null) {
        naming = null; // two keys name it: neither is known to be meant
        break;
      }
      naming = e.getKey();
    }
    if (naming != null) {
      return Optional.of(new Found(new Answer.Toggle(Match.saysYes(value(naming))), by(naming)));
    }
    return Optional.of(new Found(new Answer.Toggle(true), "consent"));
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
    //    the same field), naming whose it is when the question says ("Group name" is not the
    //    "Group leader's full name")
    //    (of two held alike, the one the control's code name names: "return time" for "Return
    //    pick-up time" named return_time, not "pick up at")
    String code = question.fieldNameWords();
    // (a key that means a field of its own counts when the question's words mean no field: "Business
    // name" for "Business or trading name", whose code name alone reads as a person's name)
    boolean wordsMeanNothing = meaning.isEmpty() || meanings.onlyByCodeName(question);
    Optional<AnswerKeys.Found> specific = keys.find(question.text(), k -> (wordsMeanNothing || !wholeMeanings.contains(k)) && AnswerKeys.words(SemanticKey.questionSignature(k)).size() >= 2
        && fitsKind(question, value(k)) && AnswerKeys.namesThePossessor(question.text(), k), k -> !code.isEmpty() && keys.sharesAWord(code, k));
    if (specific.isPresent() && specific.get().score() >= AnswerKeys.CONTAINED_KEY) {
      Optional<Found> own = ownWordsOverSection(question, specific.get().key(), meaning);
      return own.isPresent() ? own : specific.map(f -> new Found(toAnswer(question, f.value()), by(f.key())));
    }
    // 3. the words the person sees before the control's code name: a key of no meaning of its
    //    own that the question's words name ("Landlord" for "Landlord or letting agent") answers
    //    it, though its code name ("landlord_name") reads as the person's name and the key of that
    //    meaning ("My name") shares no word with what the person sees; the code name's other words
    //    name the key too
    @Nullable String meant = meaning.isPresent() && meanings.onlyByCodeName(question) ? keyFor(meaning.get()) : null;
    if (meant != null && !AnswerKeys.shareAWord(question.text(), meant)) {
      Optional<AnswerKeys.Found> shown = keys.find(question.text(), k -> keyMeanings.get(k) == null && fitsKind(question, value(k)));
      if (shown.isPresent() && shown.get().score() >= AnswerKeys.ONE_WORD_KEY && keys.sharesAWord(question.fieldNameWords(), shown.get().key())) {
        return shown.map(f -> new Found(toAnswer(question, f.value()), by(f.key())));
      }
    }
    // 4. the same meaning
    Optional<Found> byMeaning = Optional.empty();
    @Nullable String owner = meaning.isPresent() ? ownerNamed(question, meaning.get()) : null;
    if (owner != null) {
      // someone else's name: theirs, or the part of it the question asks; never the person's
      return namePart(question, meaning.get(), value(owner).strip()).map(part -> new Found(new Answer.Text(part), by(owner)));
    }
    // a question about someone a key of the values names ("Child's first name" beside "child: our
    // son Arlo"): the person's own details ("my name", "me", what derives from them) are not theirs;
    // a parent's question where the values speak of their child is the person's ("Parent /
    // guardian first name")
    boolean theirsKeyed = meanings.aboutSomeoneElse(AnswerKeys.withoutPossessive(question.text())) && !sectionIsThePersons(question.text())
        && values.keySet().stream()
        .anyMatch(k -> meanings.aboutSomeoneElse(k) && !saysMine(k) && AnswerKeys.shareAWord(AnswerKeys.withoutPossessive(question.text()), k));
    if (meaning.isPresent()) {
      // of several keys of the question's meaning, the one whose other words fit it best
      // ("Nueva dirección" for "Dirección de destino", "Dirección actual" for "... de origen");
      // the first given when none fits better
      String chosen = null;
      double best = -1;
      boolean ownQuestion = saysMine(question.text());
      boolean plainQuestion = meanings.meansWholly(QuestionText.withoutSection(question.text()));
      for (Map.Entry<String, String> e : values.entrySet()) {
        if (theirsKeyed && personsOwnKey(e.getKey())) {
          continue;
        }
        if (meaning.get().equals(keyMeanings.get(e.getKey())) && AnswerKeys.namesThePossessor(question.text(), e.getKey())) {
          double fit = keys.fit(question.text(), e.getKey());
          // at an equal fit, for a question of the person's own, the key the person wrote as their
          // own: "My address" before "Rental address" for "Your home or business address"; for a
          // question that says the meaning and nothing else, a key that does too or is the
          // person's before one whose other words name a thing: "My name" before "Stall name" for
          // "Contact name" (where "Property address" keeps the first given, and a key that
          // speaks of someone, "Gran's address", is left to the section to choose)
          if (fit > best || fit == best && chosen != null && (ownQuestion && saysMine(e.getKey()) && !saysMine(chosen)
              || plainQuestion && plainly(e.getKey()) && !plainly(chosen) && !speaksOfSomeone(chosen))) {
            best = fit;
            chosen = e.getKey();
          }
        }
      }
      if (chosen != null && "name".equals(meaning.get()) && !AnswerKeys.isThePossessor(question.text(), chosen)) {
        // a key that is the person the question names ("Skipper" for "Skipper's full name"), whose
        // value is a name, answers it before a key of its meaning that names another ("boat name")
        List<String> owners = values.entrySet().stream()
            .filter(e -> AnswerKeys.isThePossessor(question.text(), e.getKey()) && keyMeanings.get(e.getKey()) == null && !e.getValue().isBlank()
                && e.getValue().codePoints().noneMatch(c -> Character.isDigit(c) || c == '@'))
            .map(Map.Entry::getKey).toList();
        if (owners.size() == 1) {
          chosen = owners.get(0);
        }
      }
      if (chosen != null) {
        byMeaning = Optional.of(new Found(toAnswer(question, value(chosen)), by(chosen)));
      }
      if (byMeaning.isEmpty() && !theirsKeyed) {
        byMeaning = derived(question, meaning.get());
      }
    }
    boolean someoneElse = meanings.aboutSomeoneElse(question) || theirsKeyed;
    if (byMeaning.isPresent()) {
      // a question of options whose options the meaning's value names none of ("Email format",
      // a select a code name like "firstTime" gives a meaning): a key that its words name and
      // whose value names an option answers it instead; else the meaning's answer stands
      if (!offersOptions(question) || namesAnOption(question, answerText(byMeaning.get().answer))) {
        return byMeaning;
      }
      Optional<Found> named = byWordsAndOptions(question, meaning, someoneElse);
      return named.isPresent() ? named : byMeaning;
    }
    // 5. the words, for keys that have no meaning of their own (a key that means a field answers
    //    only that field); a question about someone else is not answered by the person's details
    java.util.function.Predicate<String> allowed = allowedByWords(question, meaning, someoneElse)
        .and(k -> !theirsKeyed || !personsOwnKey(k))
        // a question that asks a name takes by words only a value led by one ("our son Arlo –
        // he's in Year 6" is no "Child's first name")
        .and(k -> meaning.filter(NAME_MEANINGS::contains).isEmpty()
            || PersonNames.leadingName(value(k)) != null);
    java.util.function.Predicate<String> evidence = k -> namesAnOption(question, value(k)) || !code.isEmpty() && keys.sharesAWord(code, k);
    Optional<AnswerKeys.Found> byWords = keys.find(question.text(), allowed, evidence);
    if (byWords.isEmpty() && asksADate(question)) {
      // the input's type says what its words may not: "Access needed from" on a date input asks
      // a start date
      byWords = keys.find("date " + question.text(), allowed, evidence);
    }
    if (byWords.isEmpty()) {
      // the control's code name, when its words name nothing: for a question of options, only a
      // key whose value names one of them
      byWords = keys.findByCodeName(code, allowed.and(k -> !offersOptions(question) || namesAnOption(question, value(k))));
    }
    if (byWords.isPresent()) {
      return byWords.map(f -> new Found(toAnswer(question, f.value()), by(f.key())));
    }
    // 6. a question of options that one key shares a word with and whose value names one of its
    //    options ("Pledge amount: £25" for "I would like to pledge" offering £10, £25, £50): the
    //    words and the options together say what neither says alone
    Optional<Found> named = byWordsAndOptions(question, meaning, someoneElse);
    if (named.isPresent()) {
      return named;
    }
    // 7. a question of options that exactly one value names ("Year: Junior" for "Class standing"
    //    whose options hold "Junior"): the options are the evidence the words lacked
    return optionFit(question, meaning, someoneElse);
  }

  /**
   * The key that names the someone whose name a question asks by a possessive ("Birthday child's
   * first name"): the one key of no meaning of its own that shares a word with the owner and whose
   * value reads as a person's name ("birthday girl": "Maisie"), never a key in the person's own
   * voice ("My name"). Null when the question asks no name, names no owner, or none or two keys fit.
   */
  private @Nullable String ownerNamed(Question question, String meaning) {
    if (!NAME_MEANINGS.contains(meaning)) {
      return null;
    }
    Set<String> owner = AnswerKeys.ownerWords(question.text());
    if (owner.isEmpty()) {
      return null;
    }
    List<String> fit = values.entrySet().stream()
        .filter(e -> keyMeanings.get(e.getKey()) == null && !saysMine(e.getKey()) && Parties.looksLikeAPersonsName(e.getValue())
            && AnswerKeys.sharesAWordWith(owner, e.getKey()))
        .map(Map.Entry::getKey).toList();
    return fit.size() == 1 ? fit.get(0) : null;
  }

  /** Whether a text is a part taken of a value, not the value whole: its words, fewer of them. */
  private static boolean isAPartOf(String text, @Nullable String value) {
    if (value == null) {
      return false;
    }
    String whole = value.strip();
    return !text.equals(whole) && whole.contains(text) && text.split("\\s+").length < whole.split("\\s+").length;
  }

  /** The part of a name a question of that meaning asks: a name of one word is a given name and has no family name. */
  private static Optional<String> namePart(Question question, String meaning, String name) {
    return Optional.ofNullable(switch (meaning) {
      case "given-name" -> name.contains(" ") ? PersonNames.given(name) : name;
      case "family-name" -> name.contains(" ") ? PersonNames.familyAsked(name, question.text()) : null;
      default -> name;
    });
  }

  /**
   * For a question asked under its section's words ("Emergency contact: Relationship to you"), a
   * key that meets only the section's words names the section, not this field: a key that meets
   * the field's own words ("relationship") answers it instead. Empty when the question has no
   * section, the key speaks of the field itself, or no other key meets the field's words.
   */
  private Optional<Found> ownWordsOverSection(Question question, String sectionKey, Optional<String> meaning) {
    if (sectionOf(question) == null || question.kind() == QuestionKind.TOGGLE) {
      return Optional.empty();
    }
    String own = QuestionText.withoutSection(question.text());
    if (AnswerKeys.shareAWord(sectionKey, own)) {
      return Optional.empty();
    }
    boolean someoneElse = meanings.aboutSomeoneElse(question);
    return keys.find(own, allowedByWords(question, meaning, someoneElse).and(k -> !k.equals(sectionKey)))
        .map(f -> new Found(toAnswer(question, f.value()), by(f.key())));
  }

  /**
   * Which keys may answer a question by their words: a key with no meaning of its own; a key that
   * means a field only for a question of that meaning, or, when the question means no field, when
   * the key's every word is a concept of the lexicon the question asks ("School" for "آخر مؤسسة
   * تعليمية", both the school one attended); never the person's own details for a question about
   * someone else; for a box, only a yes or a no; never a key qualified by another owner than the
   * one the question names ({@link AnswerKeys#namesThePossessor}: "Group name" for "Group leader's
   * full name").
   */
  private java.util.function.Predicate<String> allowedByWords(Question question, Optional<String> meaning, boolean someoneElse) {
    return k -> freeForWords(k, meaning, someoneElse) && fitsKind(question, value(k))
        && (question.kind() == QuestionKind.TOGGLE || AnswerKeys.namesThePossessor(question.text(), k));
  }

  private boolean freeForWords(String k, Optional<String> meaning, boolean someoneElse) {
    String km = keyMeanings.get(k);
    return km == null || !wholeMeanings.contains(k)
        || !someoneElse && meaning.isPresent() && km.equals(meaning.get())
        || !someoneElse && meaning.isEmpty() && AnswerKeys.allConcepts(k);
  }

  /**
   * Whether a key's words name this box's group while its value is no yes or no (an option's name,
   * a list of them: "Newsletters: Morning Briefing" for the box "Newsletters: Crosswords"). A box of
   * a group ("legend: box") is named by its legend only: a key that meets words of the box's own
   * statement ("Previous GP" in "…asks my previous GP for my records") answers another question.
   */
  private boolean namedWithoutYesOrNo(Question question, Optional<String> meaning) {
    boolean someoneElse = meanings.aboutSomeoneElse(question);
    String named = java.util.Objects.requireNonNullElse(sectionOf(question), question.text());
    return keys.find(named, k -> freeForWords(k, meaning, someoneElse) && !fitsKind(question, value(k))).isPresent();
  }

  /**
   * The one allowed key that shares a word with a question of options (its text or its code
   * name) and whose value names one of the options; empty when none or several do.
   */
  private Optional<Found> byWordsAndOptions(Question question, Optional<String> meaning, boolean someoneElse) {
    if (!offersOptions(question) || someoneElse) {
      return Optional.empty();
    }
    java.util.function.Predicate<String> allowed = allowedByWords(question, meaning, someoneElse);
    String code = question.fieldNameWords();
    String only = null;
    for (String k : values.keySet()) {
      if (!allowed.test(k) || value(k).isBlank()) {
        continue;
      }
      boolean shares = keys.sharesAWord(question.text(), k) || !code.isEmpty() && keys.sharesAWord(code, k);
      if (shares && namesAnOption(question, value(k))) {
        if (only != null) {
          return Optional.empty();
        }
        only = k;
      }
    }
    return only == null ? Optional.empty() : Optional.of(new Found(toAnswer(question, value(only)), by(only)));
  }

  /** Whether the input's type asks a day ({@code date}, {@code datetime-local}) and its words name none. */
  private static boolean asksADate(Question question) {
    String type = question.inputType() == null ? "" : question.inputType().toLowerCase(java.util.Locale.ROOT);
    return (type.equals("date") || type.equals("datetime-local")) && !AnswerKeys.readsADate(question.text());
  }

  private static boolean offersOptions(Question question) {
    return question.kind() == QuestionKind.CHOICE && !question.choices().isEmpty();
  }

  private static String answerText(Answer answer) {
    if (answer instanceof Answer.Text t) {
      return t.value();
    }
    if (answer instanceof Answer.Choice c) {
      return c.option();
    }
    return answer instanceof Answer.Toggle t ? (t.on() ? "yes" : "no") : "";
  }

  /** Whether the question offers options and the value names one of them: evidence that the value is its answer. */
  private static boolean namesAnOption(Question question, String value) {
    return question.kind() == QuestionKind.CHOICE && !question.choices().isEmpty() && question.choiceNamed(value) >= 0;
  }

  /**
   * Whether a value can answer a question of this kind when only words pair them: a box is ticked
   * or cleared by a yes or a no, never by a date, a number, a sentence ("Au: 2027-01-02" does not
   * answer "Le dernier jour est une demi-journée") or an option's name ("Can also help with: set
   * building" is not a no to each box of "Also willing to help with"); a date or time input only
   * by a value of that kind.
   */
  private static boolean fitsKind(Question question, String value) {
    if (question.kind() != QuestionKind.TOGGLE) {
      // a field that holds a date or a time is answered by words only
      // with a value of that kind: "What happened" is no answer to "When did it happen?"
      dev.autopilot.core.match.ValueKind kind = dev.autopilot.core.match.ValueKind.ofInputType(question.inputType());
      if (kind == dev.autopilot.core.match.ValueKind.TEXT && AnswerKeys.readsADate(QuestionText.withoutSection(question.text()))
          && dev.autopilot.core.match.Values.dayIn(value) == null && dev.autopilot.core.match.Values.namesADay(value)) {
        // a text box that asks a day takes no value whose day describes something else ("Jump
        // date" is not answered by "my husband Marcus Bennett, born 3 February 1986, 83 kg")
        return false;
      }
      return dev.autopilot.core.match.Values.takes(kind, value) || dayOrTimeOf(kind, value) != null;
    }
    // a yes or a no, wholly or by its first word ("Yes, we'll be there"); "set building" for a
    // group's box is an option's name, which the group's question takes (RulePlanner's group pick)
    return Match.isYes(value) || Match.polarity(value) != 0;
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
    // ("statutory (gesetzlich)" and "gesetzlich", "Salmon" and "Maple-glazed salmon"): the
    // planner picks by the same reading (Match.bestOption)
    return Match.optionWithin(choices, value) >= 0 || Match.optionOfSameThing(choices, value) >= 0;
  }

  /**
   * A value that could name an option of one question only: not one letter, and of no kind many
   * questions take alike ({@link Match#answersManyQuestions}: a yes or a no, a number, a date, a
   * country, a language).
   */
  private static boolean distinctive(String value) {
    String sig = SemanticKey.questionSignature(value);
    return sig.length() >= 2 && !sig.chars().allMatch(c -> Character.isDigit(c) || c == ' ') && !Match.answersManyQuestions(value);
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
    if (meaning.equals("bday") && keyFor("bday") == null) {
      // "ich: Frau Sabine Krüger, geboren am 07.03.1979": the person describing themself says the
      // day they were born (a question of someone else's is not the person's: bySection decides)
      // (or, in a party's view, the key of their name: "premier enfant: Léo Dubois, né le 3 juin 2018")
      @Nullable String self = personItself();
      if (self == null) {
        self = keyFor("name");
      }
      java.time.@Nullable LocalDate born = self == null ? null : PersonNames.bornOn(value(self));
      if (self != null && born != null) {
        return Optional.of(new Found(new Answer.Text(born.toString()), by(self)));
      }
    }
    String full = keyFor("name");
    String given = keyFor("given-name");
    String family = keyFor("family-name");
    if (meaning.equals("name") && given != null && family != null && PersonNames.mayBeAName(value(given)) && PersonNames.mayBeAName(value(family))) {
      return Optional.of(new Found(new Answer.Text(value(given).strip() + " " + value(family).strip()), by(given) + " + " + by(family)));
    }
    // the name that leads a value saying more ("Manon Dubois, née le 21/11/2020 – …"), else the value
    @Nullable String fullName = full == null ? null : java.util.Objects.requireNonNullElse(PersonNames.leadingName(value(full)), value(full));
    if (full == null && given == null && family == null && NAME_MEANINGS.contains(meaning)
        && (meanings.meansWholly(ownWordsInOwnSection(question)) || PersonNames.surnameOrder(ownWordsInOwnSection(question)) > 0)) {
      // "me: Amelia Hartley", "ich: Frau Katrin Vogel", "我: 刘秀英，女": a key that is the person
      // themselves, its value led by a name, gives the person's name to a question that asks
      // nothing but a name ("Vorname", "Your name"); never to one that says more ("Name des
      // Hundes", "الاسم الرباعي" of a son's section), which may be another's
      full = personItself();
      fullName = full == null ? null : PersonNames.leadingName(value(full));
      if (full != null && fullName != null && meaning.equals("name")) {
        return Optional.of(new Found(new Answer.Text(fullName), by(full)));
      }
    }
    if (full != null && fullName != null && (meaning.equals("given-name") || meaning.equals("family-name"))) {
      @Nullable String part = meaning.equals("given-name") ? PersonNames.given(fullName) : PersonNames.familyAsked(fullName, question.text());
      if (part != null) {
        return Optional.of(new Found(new Answer.Text(part), by(full)));
      }
      String[] parts = fullName.strip().split("\\s+");
      if (parts.length == 1 && !parts[0].isEmpty() && meaning.equals("family-name") && given != null && family == null) {
        // "Vorname: Markus" and "Name: Wendling": beside a given name keyed on its own, a name of
        // one word is the family name, as German forms ask "Vorname" and "Name"
        return Optional.of(new Found(new Answer.Text(parts[0]), by(full)));
      }
    }
    if (!ADDRESS_PARTS.contains(meaning)) {
      return Optional.empty();
    }
    String street = keyFor("street-address");
    @Nullable AddressParts parts = street == null ? null : AddressParts.parse(value(street));
    if (street != null && parts != null) {
      // the person wrote the address on one line and the page asks it in parts ("41 Lansdown
      // Road, Bristol BS6 6NS" for "Building and street", "Town or city" and "Postcode")
      @Nullable String part = switch (meaning) {
        case "address-line1" -> keyFor("address-line2") == null ? parts.line() : null;
        case "address-line2" -> parts.between();
        case "postal-code" -> parts.postalCode();
        case "address-level2" -> parts.town();
        case "address-level1" -> parts.region();
        case FieldMeanings.HOUSE_NUMBER -> parts.houseNumber();
        case "country-name" -> AddressParts.countryAfterCode(value(street));
        default -> null;
      };
      return part == null ? Optional.empty() : Optional.of(new Found(new Answer.Text(part), by(street)));
    }
    if (meaning.equals("address-line1") && street != null && keyFor("address-line2") == null) {
      // the person keyed one street address and the page asks it as lines: it is the first line
      return Optional.of(new Found(new Answer.Text(value(street)), by(street)));
    }
    String line = meaning.equals(FieldMeanings.HOUSE_NUMBER) ? keyFor("address-line1") : null;
    String @Nullable [] split = line == null ? null : AddressParts.streetAndNumber(value(line));
    if (line != null && split != null) {
      // "Straße: Wasserburger Straße 27" and a page that asks "Hausnr." apart
      return Optional.of(new Found(new Answer.Text(split[1]), by(line)));
    }
    return Optional.empty();
  }

  /**
   * A question's own words when its section is the person's (no one else's by its words, no
   * party's: "1. Student details: Name"), else its whole text ("Emergency contact: Name").
   */
  private String ownWordsInOwnSection(Question question) {
    @Nullable String section = sectionOf(question);
    return section == null || someoneElses(section) || parties.ofSection(section).isPresent() ? question.text() : ownPart(question).text();
  }

  /**
   * The one key that is the person themselves, a first-person pronoun alone ("me", "ich", "yo",
   * "أنا", "我"), whose value is led by what reads as a person's name ({@link
   * Parties#looksLikeAPersonsName}: "Me": "vegetarian, no nuts" says something else about the
   * person); null when none or several.
   */
  private @Nullable String personItself() {
    String found = null;
    for (Map.Entry<String, String> e : values.entrySet()) {
      @Nullable String leading = PersonNames.isThePersonItself(e.getKey()) ? PersonNames.leadingName(e.getValue()) : null;
      if (leading != null && Parties.looksLikeAPersonsName(leading)) {
        if (found != null) {
          return null;
        }
        found = e.getKey();
      }
    }
    return found;
  }

  /** The meanings of the parts of an address a person may have written whole ({@link #derived}). */
  private static final Set<String> ADDRESS_PARTS = Set.of("address-line1", "address-line2", "postal-code", "address-level2", "address-level1",
      FieldMeanings.HOUSE_NUMBER, "country-name");

  /** Whether a key speaks of someone: a possessive ("Gran's phone") or another person's words ("Emergency contact"). */
  private boolean speaksOfSomeone(String key) {
    return !AnswerKeys.withoutPossessive(key).equals(key) || meanings.aboutSomeoneElse(key);
  }

  /** Whether a key says its meaning and nothing else, or is the person's own ("Name", "My name"). */
  private boolean plainly(String key) {
    return wholeMeanings.contains(key) || personsOwnKey(key);
  }

  /**
   * The key whose value has this meaning: one that says the meaning with every word or is the
   * person's own ("My name") before one that holds it among other words ("Stall name"), else the
   * first given.
   */
  private @Nullable String keyFor(String meaning) {
    @Nullable String first = null;
    @Nullable String plain = null;
    for (Map.Entry<String, String> e : keyMeanings.entrySet()) {
      if (e.getValue().equals(meaning) && values.containsKey(e.getKey())) {
        if (first == null) {
          first = e.getKey();
        }
        if (plain == null && plainly(e.getKey())) {
          plain = e.getKey();
        }
      }
    }
    // "My name" over "Stall name", which holds the meaning's word among others of its own; never
    // over a key that speaks of someone ("Gran's address"), which the question's section chooses
    return plain != null && first != null && !speaksOfSomeone(first) ? plain : first;
  }

  /**
   * Whether the key that answers a box that commits the person speaks of a commitment itself
   * ("Accept terms", "Newsletter", "Consent to be contacted") or is the box's own text: a key that
   * only shares a word with it ("Medical conditions" and "the membership terms and conditions")
   * answers nothing there.
   */
  private boolean speaksOfCommitment(String by, Question question) {
    String k = keyOf(by);
    return k != null && (SemanticKey.questionSignature(k).equals(question.signature())
        || consentKey(k) && (!ConsentRules.commitments(k).isEmpty() || repeatsTheBox(k, question)));
  }

  /**
   * Whether a key repeats the box's own words: two or more words of meaning, every one of them in
   * the box's text ("I am the account holder" for "I confirm I am the account holder and the
   * details above are correct"): the person answered that very statement.
   */
  private static boolean repeatsTheBox(String key, Question question) {
    return AnswerKeys.words(AnswerKeys.read(key)).size() >= 2
        && new AnswerKeys(Map.of(key, "")).find(question.text()).filter(f -> f.score() >= AnswerKeys.CONTAINED_KEY).isPresent();
  }

  /** Whether a text says by a possessive pronoun that it is the person's own ("My address", "Your home address"). */
  private static boolean saysMine(String text) {
    return dev.autopilot.core.match.FunctionWords.saysMine(SemanticKey.questionSignature(text));
  }

  /** The one value's key an answer's {@code by} names ({@code values["Room"]}); null for the consent tick or a value derived from two keys. */
  private @Nullable String keyOf(String by) {
    for (String k : values.keySet()) {
      if (by(k).equals(by)) {
        return k;
      }
    }
    return null;
  }

  /**
   * Whether a key may speak of a commitment: it means no field ("Email") and is not wholly a form
   * concept ("Medical conditions" is a health question, whatever the word "conditions" says;
   * "Agree to be contacted" agrees).
   */
  private boolean consentKey(String key) {
    Set<String> words = AnswerKeys.words(AnswerKeys.read(key));
    return !keyMeanings.containsKey(key) && !(!words.isEmpty() && words.stream().allMatch(FormConcepts::isConcept));
  }

  private static String by(String key) {
    return "values[\"" + key + "\"]";
  }

  private static Answer toAnswer(Question question, String value) {
    return switch (question.kind()) {
      case TOGGLE -> new Answer.Toggle(Match.saysYes(value));
      case CHOICE -> new Answer.Choice(value);
      default -> new Answer.Text(value);
    };
  }

  /** Whether a key says "mail" in a word of its own or at a word's end ("Mail", "Kontaktmail", "Mailadresse"). */
  private static boolean mailWord(String key) {
    for (String w : SemanticKey.questionSignature(key).split(" ")) {
      if (w.endsWith("mail") || w.startsWith("mail")) {
        return true;
      }
    }
    return false;
  }

  /** Whether the one key a route names holds a value that says no ("Photos": "no"). */
  private boolean saysNo(String route) {
    String key = keyOf(route);
    return key != null && Match.polarity(value(key)) < 0;
  }
}
