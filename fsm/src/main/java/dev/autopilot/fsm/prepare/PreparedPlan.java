package dev.autopilot.fsm.prepare;

import static java.util.Objects.requireNonNull;
import static java.util.Objects.requireNonNullElse;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * What a two-phase run prepared: the form it filled and verified, the final submit that waits for
 * the person's confirmation, and what confirming needs. Written as {@code plan.json} ({@link
 * #write}) and read back by any process ({@link #read}) that confirms it later: that process
 * fills the form again with its own planner, checks the live page against {@link #fields()} and
 * {@link #submit()}, and only then submits.
 *
 * <p>Personal data stays out: each field's value is concealed as its length and a keyed digest
 * ({@code len=18 digest=3f9a0c1e}, HMAC-SHA256 under the plan's own {@link #digestKey()}), enough
 * to tell that the confirming run will send the same values, not to read them. The digest key is
 * in the file, so a reader who guesses a value can test the guess: keep plan files where the
 * run's screenshots are kept (they show the values anyway). Immutable and thread-safe.
 *
 * @param schemaVersion the version of this format ({@value #SCHEMA_VERSION})
 * @param planId the plan's id, which claims and confirmations name
 * @param requestId the request id of the run that prepared it
 * @param createdAt when it was prepared
 * @param goal the task's goal
 * @param startUrl where the task starts; the confirming run opens it again
 * @param formUrl the page whose form the plan submits
 * @param formPage the form page's host and normalized path, which the live page must still have
 * @param confirmationPhrase what the person types to confirm ({@link Confirmation#phrase})
 * @param digestKey the key of the field digests (random per plan)
 * @param steps what the prepare run did and what the confirm run will do, with their side effects
 * @param requirements what the plan needs before it can be confirmed
 * @param evidencePlan the evidence each phase writes
 * @param fields the fields the submit will send, values concealed
 * @param submit the control the confirmed submit presses, or null when the run did not get there
 * @param specVersion the version of the task's spec, or null when it had none
 */
public record PreparedPlan(
    int schemaVersion,
    String planId,
    String requestId,
    Instant createdAt,
    String goal,
    String startUrl,
    String formUrl,
    String formPage,
    String confirmationPhrase,
    String digestKey,
    List<Step> steps,
    List<Need> requirements,
    List<EvidenceItem> evidencePlan,
    List<Field> fields,
    @Nullable SubmitControl submit,
    @Nullable String specVersion) {

  /** The version of the format this class writes and reads. */
  public static final int SCHEMA_VERSION = 1;

  private static final ObjectMapper JSON = JsonMapper.builder()
      .addModule(new JavaTimeModule())
      .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
      .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
      .enable(SerializationFeature.INDENT_OUTPUT)
      .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
      .build();

  /**
   * Checks the plan and copies its lists. The schema version is not checked here; {@link
   * #fromJson} refuses other versions.
   *
   * @param schemaVersion the format version, {@link #SCHEMA_VERSION} for plans made now
   * @param planId not null; only letters, digits and hyphens if {@link PlanClaims#inFolder} is to
   *     claim it
   * @param requestId not null
   * @param createdAt not null
   * @param goal not null
   * @param startUrl not null; an absolute URL, which the confirming run opens
   * @param formUrl not null
   * @param formPage not null; as {@link PlanFields#pageOf} gives it
   * @param confirmationPhrase not null
   * @param digestKey not null; as {@link PlanFields#newDigestKey()} gives it
   * @param steps copied; not null, nor any step
   * @param requirements copied; not null, nor any requirement
   * @param evidencePlan copied; not null, nor any item
   * @param fields copied; not null, nor any field
   * @param submit null when the prepare run stopped before the submit
   * @param specVersion null when the task had no spec
   * @throws NullPointerException when a component that may not be null is
   */
  public PreparedPlan {
    requireNonNull(planId, "planId");
    requireNonNull(requestId, "requestId");
    requireNonNull(createdAt, "createdAt");
    requireNonNull(goal, "goal");
    requireNonNull(startUrl, "startUrl");
    requireNonNull(formUrl, "formUrl");
    requireNonNull(formPage, "formPage");
    requireNonNull(confirmationPhrase, "confirmationPhrase");
    requireNonNull(digestKey, "digestKey");
    steps = List.copyOf(steps);
    requirements = List.copyOf(requirements);
    evidencePlan = List.copyOf(evidencePlan);
    fields = List.copyOf(fields);
  }

  /**
   * Whether the plan can be confirmed: the run reached the final submit and nothing but the
   * person's confirmation is required.
   *
   * @return true when there is a submit control and every requirement is {@link
   *     Requirement#PERSON_CONFIRMS}
   */
  @JsonIgnore
  public boolean ready() {
    return submit != null && requirements.stream().allMatch(n -> n.kind() == Requirement.PERSON_CONFIRMS);
  }

  /**
   * The plan as {@code plan.json} holds it.
   *
   * @return indented JSON with snake_case names and ISO-8601 times, which {@link #fromJson}
   *     reads back
   */
  public String toJson() {
    try {
      return JSON.writeValueAsString(this);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a plan always serializes", e);
    }
  }

  /**
   * Reads a plan from its JSON. Unknown fields are ignored, so a plan written by a later version
   * of the same format still reads.
   *
   * @param json the text of a {@code plan.json}
   * @return the plan
   * @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} when the text is no plan of
   *     this format, saying what is wrong
   */
  public static PreparedPlan fromJson(String json) {
    requireNonNull(json, "json");
    PreparedPlan plan;
    try {
      plan = JSON.readValue(json, PreparedPlan.class);
    } catch (IOException | RuntimeException e) {
      throw new AutopilotException(ErrorCode.CONFIG_INVALID, "not a prepared plan: " + requireNonNullElse(e.getMessage(), e.toString()).lines().findFirst().orElse(""), e);
    }
    if (plan == null) { // Jackson reads the JSON text null as no object
      throw new AutopilotException(ErrorCode.CONFIG_INVALID, "not a prepared plan: the text is the JSON null; read the plan.json that prepare wrote");
    }
    if (plan.schemaVersion() != SCHEMA_VERSION) {
      throw new AutopilotException(ErrorCode.CONFIG_INVALID, "a plan of format " + plan.schemaVersion() + " cannot be read by this version, which reads "
          + SCHEMA_VERSION + "; prepare the task again");
    }
    return plan;
  }

  /**
   * Writes the plan to a file (atomically: a reader sees the old file or the whole new one).
   *
   * @param file the file to write, replaced when it exists; its folder is created when missing,
   *     and must be on a file system that supports atomic moves
   * @throws AutopilotException with {@link ErrorCode#BROWSER_EXPORT_FAILED} when it cannot be written
   */
  public void write(Path file) {
    requireNonNull(file, "file");
    try {
      Path dir = file.toAbsolutePath().getParent();
      if (dir != null) {
        Files.createDirectories(dir);
      }
      Path tmp = Files.createTempFile(dir, ".plan-", ".json");
      Files.writeString(tmp, toJson(), StandardCharsets.UTF_8);
      Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException | RuntimeException e) {
      throw new AutopilotException(ErrorCode.BROWSER_EXPORT_FAILED, "could not write the prepared plan to " + file + ": " + e.getMessage(), e);
    }
  }

  /**
   * Reads a plan file.
   *
   * @param file a file {@link #write} wrote, read as UTF-8
   * @return the plan
   * @throws AutopilotException with {@link ErrorCode#BROWSER_EXPORT_FAILED} when it cannot be
   *     read, {@link ErrorCode#CONFIG_INVALID} when it holds no plan
   */
  public static PreparedPlan read(Path file) {
    requireNonNull(file, "file");
    String json;
    try {
      json = Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new AutopilotException(ErrorCode.BROWSER_EXPORT_FAILED, "could not read the prepared plan " + file + ": " + e.getMessage(), e);
    }
    return fromJson(json);
  }

  /**
   * One step of the plan.
   *
   * @param id the action id in the prepare run's events ({@code a3}), or the phase's own name
   * @param verb what the step does ({@code navigate}, {@code type_ref}, {@code submit}, {@code screenshot}, ...)
   * @param target the question or control it is about; empty when none
   * @param sideEffect what it changes
   * @param status {@code done}, {@code not_verified}, or {@code awaits_confirmation}
   */
  public record Step(String id, String verb, String target, SideEffect sideEffect, String status) {
    /**
     * Checks the step.
     *
     * @param id not null
     * @param verb not null; {@link SideEffect#ofVerb} maps it to its side effect
     * @param target not null; empty when the step is about no question or control
     * @param sideEffect not null
     * @param status not null
     * @throws NullPointerException when a component is null
     */
    public Step {
      requireNonNull(id, "id");
      requireNonNull(verb, "verb");
      requireNonNull(target, "target");
      requireNonNull(sideEffect, "sideEffect");
      requireNonNull(status, "status");
    }
  }

  /**
   * A requirement and what it is about, in words.
   *
   * @param kind what is needed
   * @param detail for a person: what to do, such as which question needs an answer or the stop
   *     code and message that led to it
   */
  public record Need(Requirement kind, String detail) {
    /**
     * Checks the requirement.
     *
     * @param kind not null
     * @param detail not null; may be empty
     * @throws NullPointerException when a component is null
     */
    public Need {
      requireNonNull(kind, "kind");
      requireNonNull(detail, "detail");
    }
  }

  /**
   * Evidence a phase writes.
   *
   * @param kind {@code screenshot}, {@code plan}, {@code events}
   * @param label its label ({@code before_submit})
   * @param phase {@code prepare} or {@code confirm}
   */
  public record EvidenceItem(String kind, String label, String phase) {
    /**
     * Checks the item.
     *
     * @param kind not null
     * @param label not null
     * @param phase not null
     * @throws NullPointerException when a component is null
     */
    public EvidenceItem {
      requireNonNull(kind, "kind");
      requireNonNull(label, "label");
      requireNonNull(phase, "phase");
    }
  }

  /**
   * A field the submit will send.
   *
   * @param question the question it answers, as the page words it
   * @param name the control's accessible name (an option's own words for a radio or box)
   * @param role its role ({@code textbox}, {@code radio}, ...)
   * @param required whether the page requires it
   * @param value its value concealed ({@code len=5 digest=...}); empty when the field is empty;
   *     {@code [secret]} for a password field, which is never compared
   */
  public record Field(String question, String name, String role, boolean required, String value) {
    /**
     * Checks the field.
     *
     * @param question not null; with the name and role, what identifies the field when the live
     *     page is compared with the plan
     * @param name not null
     * @param role not null; a {@link dev.autopilot.core.model.Role} id
     * @param required whether the page requires it
     * @param value not null; never the value itself
     * @throws NullPointerException when a reference component is null
     */
    public Field {
      requireNonNull(question, "question");
      requireNonNull(name, "name");
      requireNonNull(role, "role");
      requireNonNull(value, "value");
    }
  }

  /**
   * The control the confirmed submit presses.
   *
   * @param name its accessible name, which the live page's submit control must still have
   */
  public record SubmitControl(String name) {
    /**
     * Checks the name.
     *
     * @param name not null; compared with the live control's name by question signature (case,
     *     spacing and punctuation aside)
     * @throws NullPointerException when {@code name} is null
     */
    public SubmitControl {
      requireNonNull(name, "name");
    }
  }
}
