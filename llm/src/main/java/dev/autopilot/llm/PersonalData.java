package dev.autopilot.llm;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.llm.internal.ValueForms;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The data a task may put into a form, each item under a key that a model's reply names as a
 * placeholder such as <code>{{email}}</code>. Placeholders are filled in locally: identity values
 * (name, e-mail, phone, address, birth date, links) never go to the model, and other values only
 * when {@link LlmConfig#share()} allows their {@link Kind}. Values withheld from the model are
 * also replaced by their placeholders wherever they appear in a prompt (a field the rules filled
 * already shows its value on the page).
 *
 * <pre>{@code
 * PersonalData data = PersonalData.builder()
 *     .identity("full_name", "Ada Lovelace", "full name")
 *     .identity("email", "ada@example.org", "e-mail address")
 *     .freeText("tshirt_size", "M", "T-shirt size")
 *     .build();
 * }</pre>
 *
 * <p>Immutable and thread-safe. Holds personal data: never log it; {@link #toString()} shows
 * keys only.
 */
public final class PersonalData {
  private static final Pattern KEY = Pattern.compile("[a-z][a-z0-9_]{0,63}");
  private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{\\s*([A-Za-z][A-Za-z0-9_]*)\\s*\\}\\}");

  /** What kind of value an item holds, which decides whether it may leave the machine. */
  public enum Kind {
    /** Identity: name, e-mail, phone, address, birth date, links. Never sent. */
    IDENTITY,
    /** A free-text answer; sent only with {@link LlmConfig.Share#FREE_TEXT}. */
    FREE_TEXT,
    /** A cover letter; sent only with {@link LlmConfig.Share#COVER_LETTER}. */
    COVER_LETTER,
    /** A file to upload; only its placeholder and file name's extension are ever sent. */
    FILE
  }

  /**
   * What a value is: which forms it is recognized in wherever text goes to a model, and which
   * fields its placeholder fits (see {@code docs/llm.md}).
   */
  public enum Type {
    /** An e-mail address: found in any case, also URL-encoded; fits e-mail fields. */
    EMAIL,
    /** A phone number: found with any grouping, punctuation, country code or trunk zero; fits phone fields. */
    PHONE,
    /** A link: found with or without scheme and {@code www.}; fits link, website and portfolio fields. */
    URL,
    /** A name or part of one: found in any case and any order of its words; fits name fields. */
    NAME,
    /** A date: found in every form {@link dev.autopilot.core.match.Values#date} reads; fits date fields. */
    DATE,
    /** An address or place: found with its words split over lines or by commas; fits address and location fields. */
    ADDRESS,
    /** Anything else: found as its words in any case and spacing; fits fields that ask for no identity value. */
    TEXT
  }

  /**
   * One item.
   *
   * @param key the placeholder's name: lower case letters, digits and underscores
   * @param value the value (for a file, its path)
   * @param kind what kind of value it is, which decides whether it may leave the machine
   * @param description what it is, in words a model can match to a question (no personal data)
   * @param type what the value is, which decides the forms it is recognized in and the fields it fits
   */
  public record Item(String key, String value, Kind kind, String description, Type type) {
    /**
     * Checks the item.
     *
     * @param key 1 to 64 characters: a lower-case letter, then lower-case letters, digits and
     *     underscores
     * @param value filled in locally for the placeholder; for a file, its path
     * @param kind decides whether the value may be sent to the model
     * @param description shown to the model next to the placeholder, so it holds no personal data
     * @param type decides the forms the value is found in and the fields it fits
     * @throws IllegalArgumentException when the key is not of that form
     * @throws NullPointerException when a component is null
     */
    public Item {
      requireNonNull(key, "key");
      requireNonNull(value, "value");
      requireNonNull(kind, "kind");
      requireNonNull(description, "description");
      requireNonNull(type, "type");
      if (!KEY.matcher(key).matches()) {
        throw new IllegalArgumentException("a data key must be lower case letters, digits and underscores, starting with a letter: '" + key + "'");
      }
    }

    /**
     * An item whose type is read from its key and value ({@link PersonalData#typeOf}).
     *
     * @param key 1 to 64 characters: a lower-case letter, then lower-case letters, digits and
     *     underscores
     * @param value filled in locally for the placeholder; for a file, its path
     * @param kind decides whether the value may be sent to the model
     * @param description shown to the model next to the placeholder, so it holds no personal data
     * @throws IllegalArgumentException when the key is not of that form
     */
    public Item(String key, String value, Kind kind, String description) {
      this(key, value, kind, description, typeOf(requireNonNull(key, "key"), requireNonNull(value, "value")));
    }

    /**
     * The placeholder, such as <code>{{email}}</code>.
     *
     * @return the key in double braces, as the model writes it in a reply
     */
    public String placeholder() {
      return "{{" + key + "}}";
    }

    @Override
    public String toString() {
      return "Item[" + key + ", " + kind + "]";
    }
  }

  private static final Pattern EMAIL_SHAPE = Pattern.compile("[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}");
  private static final Pattern URL_SHAPE = Pattern.compile("(?i)(?:[a-z][a-z0-9+.-]*://|www\\.)\\S+");
  private static final Pattern PHONE_SHAPE = Pattern.compile("\\+?[0-9 ().\\-/]{7,}");

  private final Map<String, Item> items;
  /** The items {@link #scrub} may replace, longest value first, each with the forms it is found in. */
  private final List<Map.Entry<Item, ValueForms>> scrubbable;

  /** What the person agreed to, per kind; nothing unless stated. */
  private final dev.autopilot.core.consent.Consent consent;

  private PersonalData(Map<String, Item> items, dev.autopilot.core.consent.Consent consent) {
    this.items = Map.copyOf(items);
    this.consent = consent;
    List<Map.Entry<Item, ValueForms>> s = new ArrayList<>();
    items.values().stream().sorted(Comparator.comparingInt((Item i) -> i.value().length()).reversed()).forEach(i -> {
      String value = shownValue(i);
      if (value.length() >= (i.kind() == Kind.FREE_TEXT ? SCRUB_FREE_TEXT_MIN : 3)) {
        s.add(Map.entry(i, ValueForms.of(i.kind() == Kind.FILE ? ValueForms.Form.TEXT : ValueForms.Form.valueOf(i.type().name()), value)));
      }
    });
    this.scrubbable = List.copyOf(s);
  }

  /** The text a value appears as on a page: a file by its name, others as they are. */
  private static String shownValue(Item i) {
    return i.kind() == Kind.FILE ? fileName(i.value()) : i.value().strip();
  }

  /**
   * What a value is, read from its key and its shape: an e-mail address or a URL by its shape; a
   * phone by a key naming one ({@code phone}, {@code tel}, {@code mobile}) or by seven or more
   * digits with phone punctuation only; a date when {@link dev.autopilot.core.match.Values#date}
   * reads it; a name by a key ending in {@code name}; an address by a key naming one
   * ({@code address}, {@code location}, {@code city}, {@code street}); else {@link Type#TEXT}.
   *
   * @param key the item's key, read case-insensitively
   * @param value the item's value; its shape is tested first
   * @return the type, {@link Type#TEXT} when nothing else fits
   */
  public static Type typeOf(String key, String value) {
    String k = key.toLowerCase(Locale.ROOT);
    String v = value.strip();
    if (EMAIL_SHAPE.matcher(v).matches()) {
      return Type.EMAIL;
    }
    if (URL_SHAPE.matcher(v).matches() || k.startsWith("link_") || k.equals("website") || k.endsWith("_url")) {
      return Type.URL;
    }
    if (dev.autopilot.core.match.Values.date(v) != null) {
      return Type.DATE;
    }
    if (k.contains("phone") || k.equals("tel") || k.contains("mobile") || PHONE_SHAPE.matcher(v).matches() && dev.autopilot.core.match.Match.digits(v).length() >= 7) {
      return Type.PHONE;
    }
    if (k.endsWith("name")) {
      return Type.NAME;
    }
    if (k.contains("address") || k.contains("location") || k.contains("city") || k.contains("street")) {
      return Type.ADDRESS;
    }
    return Type.TEXT;
  }

  /**
   * A builder with no items and {@link dev.autopilot.core.consent.Consent#NONE}.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * No data at all: every placeholder is unknown, nothing is scrubbed, nothing is consented to.
   *
   * @return an empty instance
   */
  public static PersonalData none() {
    return new PersonalData(Map.of(), dev.autopilot.core.consent.Consent.NONE);
  }

  /**
   * The data of an applicant's profile: name, e-mail, phone, location and links as identity;
   * the cover letter; the resume as a file; work authorization, consent and the free answers as
   * free text (each answer keyed by its question).
   *
   * @param profile the applicant's profile; its consent becomes this data's {@link #consent()}
   * @return the data, holding the profile's personal values
   */
  public static PersonalData fromProfile(Profile profile) {
    requireNonNull(profile, "profile");
    Builder b = builder()
        .identity("first_name", profile.firstName(), Type.NAME, "first (given) name")
        .identity("last_name", profile.lastName(), Type.NAME, "last (family) name")
        .identity("full_name", profile.fullName(), Type.NAME, "full name")
        .identity("email", profile.email(), Type.EMAIL, "e-mail address")
        .identity("phone", profile.phone(), Type.PHONE, "phone number");
    if (profile.location() != null) {
      b.identity("location", profile.location(), Type.ADDRESS, "where the person lives (city, country)");
    }
    profile.links().forEach((name, url) -> b.identity("link_" + keyOf(name), url, Type.URL, name + " profile link"));
    if (profile.coverLetter() != null) {
      b.item(new Item("cover_letter", profile.coverLetter(), Kind.COVER_LETTER, "cover letter text"));
    }
    if (profile.resume() != null) {
      b.file("resume", profile.resume(), "resume / CV file");
    }
    if (profile.workAuthorization() != null) {
      b.freeText("authorized_to_work", profile.workAuthorization().authorized() ? "Yes" : "No", "whether the person is legally authorized to work");
      b.freeText("requires_sponsorship", profile.workAuthorization().requiresSponsorship() ? "Yes" : "No", "whether the person needs visa sponsorship");
    }
    // consent per kind; money and sharing personal data have none: core.consent.ConsentRules refuses them whatever a model says
    b.freeText("consent_application_terms", profile.consent().applicationTerms() ? "Yes" : "No", "whether the person agrees to the application's terms and certifications");
    b.freeText("consent_data_processing", profile.consent().dataProcessing() ? "Yes" : "No", "whether the person agrees to the processing of their data (privacy notices)");
    b.freeText("consent_marketing", profile.consent().marketing() ? "Yes" : "No", "whether the person agrees to marketing (newsletters, offers, job alerts)");
    profile.answers().forEach((question, answer) -> b.freeText(keyOf(question), answer, "answer to: " + question));
    return b.consent(profile.consent()).build();
  }

  /**
   * The data of a values file ({@link dev.autopilot.core.pack.GenericPack}), so that the model
   * answers what the pack's rules leave open with the same values: each value an item under a key
   * made of its own (its words with underscores; {@code "Date of birth"} is <code>{{date_of_birth}}</code>,
   * a key of no Latin letters {@code value_1}, ...), described to the model by the key as the person
   * wrote it; each file a file item. A value is {@link Kind#IDENTITY}, never sent, when its key means
   * an identity field (a name, e-mail, phone, address, birth date, link, username or password, by
   * {@link dev.autopilot.core.pack.FieldMeanings}) or its shape is one ({@link #typeOf}); any other
   * is {@link Kind#FREE_TEXT}, sent only when {@link LlmConfig#share()} allows it.
   *
   * <p>The data's {@link #consent()} is the pack's: what the file's {@code "consent"} declares, and
   * the person's own answer to the one box or choice a value answers
   * ({@link dev.autopilot.core.consent.Consent#decidedBy}). Give it to the pipeline too
   * ({@code Orchestrator.Builder.consent}), so that the gate holds the model's actions to it.
   *
   * @param pack the values, files and consent of a values file
   * @return the data, holding the person's values
   * @throws NullPointerException when {@code pack} is null
   */
  public static PersonalData fromValues(dev.autopilot.core.pack.GenericPack pack) {
    requireNonNull(pack, "pack");
    Builder b = builder();
    Set<String> used = new java.util.HashSet<>();
    dev.autopilot.core.pack.FieldMeanings meanings = dev.autopilot.core.pack.FieldMeanings.standard();
    int n = 0;
    for (Map.Entry<String, String> e : pack.values().entrySet()) {
      n++;
      String key = uniqueKey(e.getKey(), n, used);
      Type type = typeOf(key, e.getValue());
      boolean identity = type != Type.TEXT || meanings.ofKey(e.getKey()).map(IDENTITY_MEANINGS::matcher).map(java.util.regex.Matcher::matches).orElse(false);
      b.item(new Item(key, e.getValue(), identity ? Kind.IDENTITY : Kind.FREE_TEXT, "the person's value for: " + e.getKey(), type));
    }
    for (Map.Entry<String, Path> e : pack.files().entrySet()) {
      n++;
      b.file(uniqueKey(e.getKey(), n, used), e.getValue(), "the person's file for: " + e.getKey());
    }
    return b.consent(pack.consent()).build();
  }

  /** The meanings of identity fields, as {@link dev.autopilot.core.pack.FieldMeanings} names them: HTML's autocomplete tokens. */
  private static final Pattern IDENTITY_MEANINGS = Pattern.compile(
      "name|honorific-.*|given-name|additional-name|family-name|nickname|username|.*-password|one-time-code|street-address|address-.*|postal-code"
          + "|country(-name)?|bday.*|sex|url|photo|tel.*|email|impp");

  /** A key made of the person's own, unique among those {@code used} (which it joins): {@code value_N} when its words make none. */
  private static String uniqueKey(String own, int n, Set<String> used) {
    String key = keyOf(own);
    if (key.equals("q_")) {
      key = "value_" + n;
    }
    String unique = key;
    for (int i = 2; !used.add(unique); i++) {
      unique = key + "_" + i;
    }
    return unique;
  }

  /** A key made of a question or name: its signature, with underscores, at most 48 characters. */
  static String keyOf(String text) {
    String sig = SemanticKey.questionSignature(text).replaceAll("[^a-z0-9]+", "_").replaceAll("^_+|_+$", "");
    if (sig.isEmpty() || !Character.isLetter(sig.charAt(0))) {
      sig = "q_" + sig;
    }
    return sig.length() <= 48 ? sig : sig.substring(0, 48).replaceAll("_+$", "");
  }

  /**
   * What the person agreed to, per kind ({@link dev.autopilot.core.consent.Consent#NONE} unless the builder or the
   * profile states it). The plan validator asks {@link dev.autopilot.core.consent.ConsentRules}
   * with it before a model's plan may tick or press anything.
   *
   * @return the consent given to the builder, or the profile's
   */
  public dev.autopilot.core.consent.Consent consent() {
    return consent;
  }

  /**
   * Every item, by key.
   *
   * @return an immutable map; empty for {@link #none()}
   */
  public Map<String, Item> items() {
    return items;
  }

  /**
   * The item of a key.
   *
   * @param key the key as stored (lower case), without braces
   * @return the item, or empty when this data has none under the key
   */
  public Optional<Item> item(String key) {
    return Optional.ofNullable(items.get(key));
  }

  /**
   * Whether the item's value may be sent to the model as it is.
   *
   * @param item the item
   * @param share what the configuration allows
   * @return false for identity values and files whatever is shared; for free text and cover
   *     letters, whether their kind is shared
   */
  public static boolean disclosed(Item item, Set<LlmConfig.Share> share) {
    return switch (item.kind()) {
      case IDENTITY, FILE -> false;
      case FREE_TEXT -> share.contains(LlmConfig.Share.FREE_TEXT);
      case COVER_LETTER -> share.contains(LlmConfig.Share.COVER_LETTER);
    };
  }

  /**
   * The keys of the placeholders in a text, in order of appearance.
   *
   * @param text such as a value in a model's reply; spaces inside the braces are allowed
   * @return the keys in lower case, repeats kept; empty when the text has none
   */
  public static List<String> placeholdersIn(String text) {
    List<String> keys = new ArrayList<>();
    Matcher m = PLACEHOLDER.matcher(text);
    while (m.find()) {
      keys.add(m.group(1).toLowerCase(Locale.ROOT));
    }
    return keys;
  }

  /**
   * The keys named in the text that this data does not have.
   *
   * @param text such as a value in a model's reply
   * @return the unknown keys in lower case, each once; empty when every placeholder is known
   */
  public List<String> unknownPlaceholders(String text) {
    return placeholdersIn(text).stream().filter(k -> !items.containsKey(k)).distinct().toList();
  }

  /**
   * Whether the text consists of placeholders and separators (spaces, punctuation) only.
   *
   * @param text such as a value in a model's reply
   * @return true when it holds at least one placeholder and, besides them, only white space and
   *     {@code , . ; : / - ( ) + #}
   */
  public static boolean onlyPlaceholders(String text) {
    String rest = PLACEHOLDER.matcher(text).replaceAll("");
    return !placeholdersIn(text).isEmpty() && rest.chars().allMatch(c -> Character.isWhitespace(c) || ",.;:/-()+#".indexOf(c) >= 0);
  }

  /**
   * The text with each placeholder replaced by its value.
   *
   * @param text such as a validated value of a model's reply
   * @return the text with the values in; it holds personal data, so it is typed on the page, not
   *     logged
   * @throws IllegalArgumentException naming the unknown keys when a placeholder has no item
   */
  public String fill(String text) {
    List<String> unknown = unknownPlaceholders(text);
    if (!unknown.isEmpty()) {
      throw new IllegalArgumentException("no data for placeholder(s) " + unknown);
    }
    Matcher m = PLACEHOLDER.matcher(text);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      m.appendReplacement(out, Matcher.quoteReplacement(requireNonNull(items.get(m.group(1).toLowerCase(Locale.ROOT)), "checked above: no placeholder is unknown").value()));
    }
    m.appendTail(out);
    return out.toString();
  }

  /**
   * The text with every value that may not leave the machine replaced by its placeholder, in
   * every form of its {@link Type} (a phone number however it is grouped, a name in any order, a
   * URL without its scheme, ...), as whole words: identity values and file names of 3
   * characters or more, withheld cover letters, and withheld free-text values of
   * {@value #SCRUB_FREE_TEXT_MIN} characters or more (shorter ones, such as "Yes" or "M", are
   * words a page uses for its own options). Where matches overlap, the longest is replaced (a
   * link that holds the person's name becomes the link's placeholder).
   *
   * @param text any text about to go to a model: a page, a question, an error
   * @param share what the configuration allows to be sent as it is
   * @return the text with the withheld values replaced; the same instance when none is found
   */
  public String scrub(String text, Set<LlmConfig.Share> share) {
    requireNonNull(text, "text");
    List<int[]> taken = new ArrayList<>();
    List<String> placeholders = new ArrayList<>();
    List<Object[]> found = new ArrayList<>();
    for (Map.Entry<Item, ValueForms> e : scrubbable) {
      if (!disclosed(e.getKey(), share)) {
        for (int[] span : e.getValue().find(text)) {
          found.add(new Object[] {span, e.getKey().placeholder()});
        }
      }
    }
    if (found.isEmpty()) {
      return text;
    }
    // the widest match wins where matches overlap; among equal ones, the longer value's (the order of scrubbable)
    found.sort(Comparator.comparingInt((Object[] f) -> ((int[]) f[0])[0] - ((int[]) f[0])[1]));
    for (Object[] f : found) {
      int[] span = (int[]) f[0];
      if (taken.stream().noneMatch(t -> span[0] < t[1] && t[0] < span[1])) {
        taken.add(span);
        placeholders.add((String) f[1]);
      }
    }
    Integer[] order = new Integer[taken.size()];
    for (int i = 0; i < order.length; i++) {
      order[i] = i;
    }
    java.util.Arrays.sort(order, Comparator.comparingInt(i -> taken.get(i)[0]));
    StringBuilder out = new StringBuilder(text.length());
    int at = 0;
    for (int i : order) {
      out.append(text, at, taken.get(i)[0]).append(placeholders.get(i));
      at = taken.get(i)[1];
    }
    return out.append(text, at, text.length()).toString();
  }

  /** The shortest free-text value that {@link #scrub} replaces. */
  public static final int SCRUB_FREE_TEXT_MIN = 8;

  private static String fileName(String path) {
    Path p = Path.of(path).getFileName();
    return p == null ? path : p.toString();
  }

  /**
   * The key of a withheld value that still appears in the text, in any form {@link #scrub}
   * replaces; null when none does.
   *
   * @param text any text, such as a prompt about to be sent
   * @param share what the configuration allows to be sent as it is
   * @return the first such key, longest value first; null when the text holds no withheld value
   */
  public @Nullable String leakIn(String text, Set<LlmConfig.Share> share) {
    for (Map.Entry<Item, ValueForms> e : scrubbable) {
      if (!disclosed(e.getKey(), share) && e.getValue().foundIn(text)) {
        return e.getKey().key();
      }
    }
    return null;
  }

  @Override
  public String toString() {
    return "PersonalData" + items.keySet().stream().sorted().toList();
  }

  /** Builds {@link PersonalData}. Not thread-safe. A key given twice keeps the last value. */
  public static final class Builder {
    private final Map<String, Item> items = new LinkedHashMap<>();
    private dev.autopilot.core.consent.Consent consent = dev.autopilot.core.consent.Consent.NONE;

    private Builder() {}

    /**
     * What the person agreed to, per kind; {@link dev.autopilot.core.consent.Consent#NONE} by default.
     *
     * @param consent the person's own answers; a model's plan may tick nothing they did not agree to
     * @return this builder
     */
    public Builder consent(dev.autopilot.core.consent.Consent consent) {
      this.consent = requireNonNull(consent, "consent");
      return this;
    }

    /**
     * An identity value: never sent to a model. Its type is read from key and value ({@link PersonalData#typeOf}).
     *
     * @param key the placeholder's name, such as {@code email}
     * @param value the person's value
     * @param description what it is, for the model, without personal data
     * @return this builder
     * @throws IllegalArgumentException when the key is not lower-case letters, digits and
     *     underscores starting with a letter
     */
    public Builder identity(String key, String value, String description) {
      return item(new Item(key, value, Kind.IDENTITY, description));
    }

    /**
     * An identity value of the given type: never sent to a model.
     *
     * @param key the placeholder's name, such as {@code first_name}
     * @param value the person's value
     * @param type the forms it is found in and the fields it fits, when the key does not tell
     * @param description what it is, for the model, without personal data
     * @return this builder
     * @throws IllegalArgumentException when the key is not lower-case letters, digits and
     *     underscores starting with a letter
     */
    public Builder identity(String key, String value, Type type, String description) {
      return item(new Item(key, value, Kind.IDENTITY, description, type));
    }

    /**
     * A free-text value: sent only when {@link LlmConfig.Share#FREE_TEXT} is allowed.
     *
     * @param key the placeholder's name
     * @param value the person's answer
     * @param description what it answers, for the model, such as {@code T-shirt size}
     * @return this builder
     * @throws IllegalArgumentException when the key is not lower-case letters, digits and
     *     underscores starting with a letter
     */
    public Builder freeText(String key, String value, String description) {
      return item(new Item(key, value, Kind.FREE_TEXT, description));
    }

    /**
     * A file to upload: the model sees its placeholder (and at most its name's extension), never
     * its path or name.
     *
     * @param key the placeholder's name, such as {@code resume}
     * @param file the file's path; not checked here
     * @param description what it is, for the model, such as {@code resume / CV file}
     * @return this builder
     * @throws IllegalArgumentException when the key is not lower-case letters, digits and
     *     underscores starting with a letter
     */
    public Builder file(String key, Path file, String description) {
      return item(new Item(key, requireNonNull(file, "file").toString(), Kind.FILE, description));
    }

    /**
     * Any item, such as a cover letter. Replaces an item of the same key.
     *
     * @param item the item
     * @return this builder
     */
    public Builder item(Item item) {
      requireNonNull(item, "item");
      items.put(item.key(), item);
      return this;
    }

    /**
     * The data. The builder may go on to build others.
     *
     * @return immutable, thread-safe data
     */
    public PersonalData build() {
      return new PersonalData(items, consent);
    }
  }
}
