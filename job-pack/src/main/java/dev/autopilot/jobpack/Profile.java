package dev.autopilot.jobpack;

import dev.autopilot.core.pack.ProfileException;
import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.autopilot.core.ErrorCode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * An applicant's answers, read from a JSON profile file. It holds no selectors and names no
 * site: the job-application pack maps a page's questions to these fields by their labels.
 *
 * <pre>{@code
 * {
 *   "firstName": "Ada", "lastName": "Lovelace",
 *   "email": "ada@example.org", "phone": "+44 20 7946 0000",
 *   "location": "London, UK",
 *   "links": { "linkedin": "https://www.linkedin.com/in/ada", "github": "https://github.com/ada" },
 *   "resume": "resume.pdf",
 *   "coverLetter": "I would like to ...",
 *   "workAuthorization": { "authorized": true, "requiresSponsorship": false },
 *   "consent": { "applicationTerms": true, "dataProcessing": true, "marketing": false },
 *   "answers": { "How did you hear about us?": "Job board", "Years of experience": "5-10" }
 * }
 * }</pre>
 *
 * <p>Immutable and thread-safe. Holds personal data: never log it.
 *
 * @param firstName given name
 * @param lastName family name
 * @param email e-mail address
 * @param phone phone number as the applicant writes it
 * @param location where the applicant lives, as free text, or null
 * @param links named links (linkedin, github, portfolio, website, ...), never null
 * @param resume the resume file (absolute once loaded), or null
 * @param coverLetter cover letter text, or null
 * @param workAuthorization work authorization and sponsorship answers, or null when not given
 * @param consent what the applicant agrees to, per kind ({@link Consent}); nothing when absent
 * @param answers further answers keyed by question, as the applicant would read them; matched
 *     to a page's questions by their normalized text. Values {@code yes}/{@code no},
 *     {@code true}/{@code false} answer choices and checkboxes too.
 */
@JsonIgnoreProperties(ignoreUnknown = false)
public record Profile(
    String firstName,
    String lastName,
    String email,
    String phone,
    @Nullable String location,
    Map<String, String> links,
    @Nullable Path resume,
    @Nullable String coverLetter,
    @Nullable WorkAuthorization workAuthorization,
    @Nullable Consent consent,
    Map<String, String> answers) {

  /**
   * Checks the fields a form needs: names not blank, an e-mail address and a phone number that
   * look like one. The values themselves are never repeated in the error, which only names the
   * field and says how to fix it. Texts are stripped; the maps are copied.
   *
   * @param firstName given name; required, not blank
   * @param lastName family name; required, not blank
   * @param email one e-mail address such as {@code name@example.org}, without a display name
   * @param phone 7 to 15 digits, optionally with a leading {@code +} and spaces, dashes, dots,
   *     slashes or parentheses
   * @param location where the applicant lives, as free text; null when not given
   * @param links named links; null reads as none
   * @param resume the resume file; null when not given. Only {@link #load} resolves and checks
   *     it
   * @param coverLetter cover letter text; null when not given
   * @param workAuthorization work authorization and sponsorship answers; null when not given
   * @param consent what the applicant agrees to; null reads as {@link Consent#NONE}
   * @param answers further answers keyed by question; null reads as none. Their order is kept
   * @throws ProfileException naming the first field that is missing or malformed
   */
  public Profile {
    firstName = requireText(firstName, "firstName", "the given name as forms should show it, such as \"Ada\"");
    lastName = requireText(lastName, "lastName", "the family name as forms should show it, such as \"Lovelace\"");
    email = requireText(email, "email", "an e-mail address such as name@example.org");
    phone = requireText(phone, "phone", "a phone number such as +1 415 555 0134");
    if (!isEmailAddress(email)) {
      throw ProfileException.of(ErrorCode.CONFIG_INVALID, "email", "is not an e-mail address", "write one address such as name@example.org, without a display name");
    }
    if (!isPhone(phone)) {
      throw ProfileException.of(ErrorCode.CONFIG_INVALID, "phone", "is not a phone number",
          "write 7 to 15 digits, optionally with a leading + and spaces, dashes, dots or parentheses, such as +1 415 555 0134");
    }
    consent = consent == null ? Consent.NONE : consent;
    links = links == null ? Map.of() : Map.copyOf(links);
    answers = answers == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(answers));
  }

  private static final Pattern PHONE = Pattern.compile("\\+?[0-9 ().\\-/]+");

  /**
   * Whether the text has the shape of one e-mail address ({@code name@example.org}, no display
   * name): the one check every pack's values use.
   *
   * @param text the text to check, as written
   * @return true when it is one address and nothing else
   */
  public static boolean isEmailAddress(String text) {
    return dev.autopilot.core.match.Values.isEmailAddress(text);
  }

  private static String requireText(@Nullable String value, String field, String example) {
    if (value == null) {
      throw ProfileException.of(ErrorCode.CONFIG_INVALID, field, "is missing", "add \"" + field + "\": " + example);
    }
    if (value.isBlank()) {
      throw ProfileException.of(ErrorCode.CONFIG_INVALID, field, "is blank", "set it to " + example);
    }
    return value.strip();
  }

  private static boolean isPhone(String phone) {
    if (!PHONE.matcher(phone).matches()) {
      return false;
    }
    long digits = phone.chars().filter(c -> c >= '0' && c <= '9').count();
    return digits >= 7 && digits <= 15;
  }

  /**
   * The applicant's full name.
   *
   * @return the first and last name, separated by one space
   */
  public String fullName() {
    return (firstName + " " + lastName).trim();
  }

  /**
   * The consent of the profile.
   *
   * @return never null: {@link Consent#NONE} when the file gives none
   */
  @Override
  public Consent consent() {
    return requireNonNull(consent, "the constructor replaces a missing consent by Consent.NONE");
  }

  /**
   * What the applicant consents to, kind by kind; nothing is implied by another kind. Selling or
   * sharing personal data and paying money have no flag: a person decides them each time (see
   * {@code dev.autopilot.core.consent.ConsentRules}).
   *
   * @param applicationTerms the application's own terms: certifying the answers are true, the employer's application terms
   * @param dataProcessing the processing and keeping of the applicant's data for the application (privacy notices)
   * @param marketing marketing: newsletters, offers, job alerts
   */
  public record Consent(boolean applicationTerms, boolean dataProcessing, boolean marketing) implements dev.autopilot.core.consent.Consent {
    /** {@inheritDoc} Each of the three kinds by its own flag; nothing else. */
    @Override
    public boolean agreesTo(dev.autopilot.core.consent.Commitment kind) {
      return switch (kind) {
        case TERMS -> applicationTerms;
        case DATA_PROCESSING -> dataProcessing;
        case MARKETING -> marketing;
        case SHARING_PERSONAL_DATA, MONEY, RIGHTS, UNREAD -> false;
      };
    }

    /** Consent to nothing. */
    public static final Consent NONE = new Consent(false, false, false);

    /**
     * Consent to the application's terms and the processing of data for it; no marketing.
     *
     * @return a consent with {@code applicationTerms} and {@code dataProcessing} true, {@code
     *     marketing} false
     */
    public static Consent toApplying() {
      return new Consent(true, true, false);
    }
  }

  /**
   * Work authorization answers.
   *
   * @param authorized whether the applicant may work where the job is
   * @param requiresSponsorship whether the applicant needs visa sponsorship now or later
   */
  public record WorkAuthorization(boolean authorized, boolean requiresSponsorship) {}

  /**
   * The values that describe the person, for redaction: names (each and together), e-mail,
   * phone (as written and as bare digits), location, links, the resume's path and file name, the cover letter
   * and every free answer except bare yes/no values. A writer that redacts these wherever they
   * appear keeps the profile out of logs, events and reports.
   *
   * @return the values, stripped, without blanks; unmodifiable. Hand them to a redactor, never
   *     to a log
   */
  public Set<String> personalValues() {
    Set<String> values = new LinkedHashSet<>();
    values.add(firstName);
    values.add(lastName);
    values.add(fullName());
    values.add(email);
    values.add(phone);
    String digits = phone.replaceAll("[^0-9]", "");
    values.add(digits);
    if (phone.startsWith("+")) {
      values.add("+" + digits);
    }
    addIfPresent(values, location);
    links.values().forEach(v -> addIfPresent(values, v));
    if (resume != null) {
      values.add(resume.toString());
      values.add(resume.toAbsolutePath().toString());
      // the file's own name often is the person's ("Jane_Doe_CV.pdf"), and pages show it once chosen
      Path name = resume.getFileName();
      if (name != null) {
        values.add(name.toString());
      }
    }
    addIfPresent(values, coverLetter);
    for (String answer : answers.values()) {
      if (!NOT_PERSONAL.contains(answer.strip().toLowerCase(Locale.ROOT))) {
        addIfPresent(values, answer);
      }
    }
    return Collections.unmodifiableSet(values);
  }

  /** Answers that say nothing about who the person is. */
  private static final Set<String> NOT_PERSONAL = Set.of("yes", "no", "true", "false", "y", "n", "on", "off", "agree", "decline", "");

  private static void addIfPresent(Set<String> values, @Nullable String value) {
    if (value != null && !value.isBlank()) {
      values.add(value.strip());
    }
  }

  /** Shows no personal data: only which optional parts the profile has. */
  @Override
  public String toString() {
    return "Profile[personal data hidden; location=" + (location != null) + ", links=" + links.size() + ", resume=" + (resume != null)
        + ", coverLetter=" + (coverLetter != null) + ", workAuthorization=" + (workAuthorization != null) + ", answers=" + answers.size() + "]";
  }

  /**
   * Reads a profile from a JSON file and checks it. A relative {@code resume} path is resolved
   * against the file's folder; the resume must exist and be readable. Errors name files by
   * their file name, never by their folders.
   *
   * @param file the JSON profile file; null is refused with a {@link ProfileException} that says
   *     to pass one
   * @return the checked profile, its resume path absolute
   * @throws ProfileException with {@link ErrorCode#FILE_NOT_FOUND} when the file or the resume
   *     it names does not exist or cannot be read, or {@link ErrorCode#CONFIG_INVALID} when the
   *     JSON is malformed, empty ({@code null}), or a field is missing or malformed; {@link
   *     ProfileException#field()} names the field; also when {@code file} is null
   */
  public static Profile load(@Nullable Path file) {
    if (file == null) {
      throw ProfileException.of(ErrorCode.CONFIG_INVALID, null, "no profile file was given", "pass the path of a JSON profile; see Profile's Javadoc for its fields");
    }
    String name = fileName(file);
    String json;
    try {
      json = Files.readString(file);
    } catch (NoSuchFileException e) {
      throw ProfileException.of(ErrorCode.FILE_NOT_FOUND, null, "profile file " + name + " not found", "pass the path of a JSON profile; see Profile's Javadoc for its fields", e);
    } catch (IOException e) {
      throw ProfileException.of(ErrorCode.FILE_NOT_FOUND, null, "profile file " + name + " cannot be read (" + e.getClass().getSimpleName() + ")",
          "check that the file exists and that this process may read it", e);
    }
    Profile parsed = parse(json, name);
    Path resume = parsed.resume();
    if (resume != null) {
      Path base = file.toAbsolutePath().getParent();
      Path resolved = resume.isAbsolute() || base == null ? resume : base.resolve(resume).normalize();
      if (!Files.isRegularFile(resolved)) {
        throw ProfileException.of(ErrorCode.FILE_NOT_FOUND, "resume", "names " + fileName(resolved) + ", which does not exist",
            "fix the \"resume\" path in " + name + "; a relative path is resolved against the profile's folder");
      }
      if (!Files.isReadable(resolved)) {
        throw ProfileException.of(ErrorCode.FILE_NOT_FOUND, "resume", "names " + fileName(resolved) + ", which cannot be read",
            "give this process read access to the file, or point \"resume\" in " + name + " at a readable copy");
      }
      parsed = new Profile(parsed.firstName(), parsed.lastName(), parsed.email(), parsed.phone(), parsed.location(), parsed.links(), resolved,
          parsed.coverLetter(), parsed.workAuthorization(), parsed.consent(), parsed.answers());
    }
    return parsed;
  }

  /**
   * Reads a profile from JSON text and checks its fields; {@code source} names it in error
   * messages. A relative {@code resume} path is kept as is and not checked.
   *
   * @param json a profile in this class's JSON form, or a JSON Resume ({@code basics}) document
   * @param source what the text came from, such as its file name; shown in error messages, so no
   *     folder names
   * @return the checked profile
   * @throws ProfileException with {@link ErrorCode#CONFIG_INVALID} when the JSON is malformed or
   *     empty, or a field is missing or malformed
   */
  public static Profile parse(String json, String source) {
    requireNonNull(json, "json");
    requireNonNull(source, "source");
    Profile profile;
    try {
      com.fasterxml.jackson.databind.JsonNode tree = MAPPER.readTree(json);
      if (tree != null && tree.has("consent") && tree.get("consent").isBoolean()) {
        throw ProfileException.of(ErrorCode.CONFIG_INVALID, "consent", "in " + source + " is a single yes/no, which would agree to everything at once",
            "state each kind: \"consent\": {\"applicationTerms\": true, \"dataProcessing\": true, \"marketing\": false}");
      }
      if (tree != null && tree.path("basics").isObject()) {
        tree = fromJsonResume(tree, source);
      }
      profile = MAPPER.treeToValue(tree, Profile.class);
    } catch (JsonProcessingException e) {
      if (e.getCause() instanceof ProfileException invalid) {
        throw invalid.in(source);
      }
      String what = e.getOriginalMessage();
      if (e instanceof UnrecognizedPropertyException unknown) {
        what = "unknown field \"" + unknown.getPropertyName() + "\"";
      } else if (e instanceof JsonMappingException mapping) {
        what = "a field has the wrong type at " + mapping.getPathReference();
      }
      throw ProfileException.of(ErrorCode.CONFIG_INVALID, null, "profile " + source + " is not valid: " + what,
          "required: firstName, lastName, email, phone; see Profile's Javadoc for the other fields", e);
    }
    if (profile == null) {
      throw ProfileException.of(ErrorCode.CONFIG_INVALID, null, "profile " + source + " is empty (null)",
          "write a JSON object with at least firstName, lastName, email and phone");
    }
    return profile;
  }

  /**
   * A JSON Resume (jsonresume.org schema: {@code basics} with {@code name}, {@code email}, {@code
   * phone}, {@code url}, {@code summary}, {@code location} and {@code profiles}) as this profile's
   * fields: the name split at its last space, the location as "city, region, country code",
   * each profile under its network's name in lower case ({@code linkedin}, {@code github}), the
   * URL as {@code website}, the summary as the cover letter. Fields of this profile given beside
   * {@code basics} ({@code resume}, {@code workAuthorization}, {@code consent}, {@code answers})
   * are kept; nothing is consented to unless {@code consent} says so.
   */
  private static com.fasterxml.jackson.databind.JsonNode fromJsonResume(com.fasterxml.jackson.databind.JsonNode resume, String source) {
    com.fasterxml.jackson.databind.JsonNode b = resume.path("basics");
    com.fasterxml.jackson.databind.node.ObjectNode out = MAPPER.createObjectNode();
    String name = b.path("name").asText("").strip();
    int cut = name.lastIndexOf(' ');
    if (cut <= 0) {
      throw ProfileException.of(ErrorCode.CONFIG_INVALID, "basics.name", "in " + source + " is not a first and a last name",
          "write the full name in basics.name, such as \"Ada Lovelace\"");
    }
    out.put("firstName", name.substring(0, cut).strip());
    out.put("lastName", name.substring(cut + 1).strip());
    out.put("email", b.path("email").asText(""));
    out.put("phone", b.path("phone").asText(""));
    com.fasterxml.jackson.databind.JsonNode loc = b.path("location");
    java.util.List<String> where = new java.util.ArrayList<>();
    for (String f : new String[] {"city", "region", "countryCode"}) {
      String v = loc.path(f).asText("").strip();
      if (!v.isEmpty()) {
        where.add(v);
      }
    }
    if (!where.isEmpty()) {
      out.put("location", String.join(", ", where));
    }
    com.fasterxml.jackson.databind.node.ObjectNode links = MAPPER.createObjectNode();
    for (com.fasterxml.jackson.databind.JsonNode p : b.path("profiles")) {
      String network = p.path("network").asText("").strip().toLowerCase(java.util.Locale.ROOT);
      String url = p.path("url").asText("").strip();
      if (!network.isEmpty() && !url.isEmpty()) {
        links.put(network, url);
      }
    }
    if (!b.path("url").asText("").isBlank()) {
      links.put("website", b.path("url").asText().strip());
    }
    out.set("links", links);
    if (!b.path("summary").asText("").isBlank()) {
      out.put("coverLetter", b.path("summary").asText().strip());
    }
    for (String kept : new String[] {"resume", "workAuthorization", "consent", "answers", "coverLetter"}) {
      if (resume.has(kept)) {
        out.set(kept, resume.get(kept));
      }
    }
    return out;
  }

  private static String fileName(Path file) {
    Path name = file.getFileName();
    return name == null ? "(no file name)" : name.toString();
  }

  private static final ObjectMapper MAPPER = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
}
