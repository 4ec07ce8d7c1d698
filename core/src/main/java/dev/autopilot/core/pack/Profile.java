package dev.autopilot.core.pack;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
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
 *   "consent": true,
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
 * @param consent whether the applicant agrees to consent, certification and privacy checkboxes
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
    boolean consent,
    Map<String, String> answers) {

  public Profile {
    requireNonNull(firstName, "firstName");
    requireNonNull(lastName, "lastName");
    requireNonNull(email, "email");
    requireNonNull(phone, "phone");
    links = links == null ? Map.of() : Map.copyOf(links);
    answers = answers == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(answers));
  }

  /** The applicant's full name: first and last name. */
  public String fullName() {
    return (firstName + " " + lastName).trim();
  }

  /**
   * Work authorization answers.
   *
   * @param authorized whether the applicant may work where the job is
   * @param requiresSponsorship whether the applicant needs visa sponsorship now or later
   */
  public record WorkAuthorization(boolean authorized, boolean requiresSponsorship) {}

  /**
   * Reads a profile from a JSON file. A relative {@code resume} path is resolved against the
   * file's folder.
   *
   * @throws AutopilotException with {@link ErrorCode#FILE_NOT_FOUND} when the file or the resume
   *     it names does not exist, or {@link ErrorCode#CONFIG_INVALID} when the JSON is malformed
   *     or misses a required field (the message names the field and the file)
   */
  public static Profile load(Path file) {
    String json;
    try {
      json = Files.readString(file);
    } catch (NoSuchFileException e) {
      throw new AutopilotException(ErrorCode.FILE_NOT_FOUND, "profile file not found: " + file.toAbsolutePath() + " (pass the path of a JSON profile, see Profile's Javadoc for its fields)", e);
    } catch (IOException e) {
      throw new AutopilotException(ErrorCode.FILE_NOT_FOUND, "profile file cannot be read: " + file.toAbsolutePath() + ": " + e.getMessage(), e);
    }
    Profile parsed = parse(json, file.toString());
    Path resume = parsed.resume();
    if (resume != null) {
      Path base = file.toAbsolutePath().getParent();
      Path resolved = resume.isAbsolute() || base == null ? resume : base.resolve(resume).normalize();
      if (!Files.isRegularFile(resolved)) {
        throw new AutopilotException(ErrorCode.FILE_NOT_FOUND, "the resume named by profile " + file + " does not exist: " + resolved + " (fix the \"resume\" path; relative paths are resolved against the profile's folder)");
      }
      parsed = new Profile(parsed.firstName(), parsed.lastName(), parsed.email(), parsed.phone(), parsed.location(), parsed.links(), resolved,
          parsed.coverLetter(), parsed.workAuthorization(), parsed.consent(), parsed.answers());
    }
    return parsed;
  }

  /**
   * Reads a profile from JSON text; {@code source} names it in error messages. A relative
   * {@code resume} path is kept as is.
   *
   * @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} when the JSON is malformed
   *     or misses a required field
   */
  public static Profile parse(String json, String source) {
    try {
      return MAPPER.readValue(json, Profile.class);
    } catch (JsonProcessingException e) {
      String what = e.getOriginalMessage();
      if (e.getCause() instanceof NullPointerException npe && npe.getMessage() != null) {
        what = "missing required field \"" + npe.getMessage() + "\"";
      }
      throw new AutopilotException(ErrorCode.CONFIG_INVALID, "profile " + source + " is not valid: " + what
          + " (required: firstName, lastName, email, phone; see Profile's Javadoc)", e);
    }
  }

  private static final ObjectMapper MAPPER = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
}
