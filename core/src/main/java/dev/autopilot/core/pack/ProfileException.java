package dev.autopilot.core.pack;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import org.jspecify.annotations.Nullable;

/**
 * A profile that cannot be used: missing, empty, malformed, or with a field that is missing or
 * wrong. Thrown when the profile is loaded or built, before any run starts. The message names
 * the field and says how to fix it; it never repeats the field's value (a profile is personal
 * data). Its {@link #code()} is {@link ErrorCode#CONFIG_INVALID}, or {@link ErrorCode#FILE_NOT_FOUND}
 * for a profile file or resume that is missing or unreadable.
 */
public final class ProfileException extends AutopilotException {
  private static final long serialVersionUID = 1L;

  /** The JSON field at fault, or null when the whole file is. */
  private final @Nullable String field;
  /** What is wrong, without the field's value. */
  private final String problem;
  /** What to do about it. */
  private final String fix;

  ProfileException(ErrorCode code, @Nullable String field, String problem, String fix) {
    this(code, field, problem, fix, null);
  }

  ProfileException(ErrorCode code, @Nullable String field, String problem, String fix, @Nullable Throwable cause) {
    super(code, message(field, null, problem, fix), cause);
    this.field = field;
    this.problem = requireNonNull(problem, "problem");
    this.fix = requireNonNull(fix, "fix");
  }

  private ProfileException(ProfileException original, String source) {
    super(original.code(), message(original.field, source, original.problem, original.fix), original.getCause());
    this.field = original.field;
    this.problem = original.problem;
    this.fix = original.fix;
  }

  /**
   * A values file or schema of another pack that cannot be used: the same error, for a pack
   * outside this package. The message names the field and says how to fix it; never put the
   * field's value in {@code problem} or {@code fix} (values are personal data).
   *
   * @param code {@link ErrorCode#CONFIG_INVALID} for a missing or malformed field, {@link
   *     ErrorCode#FILE_NOT_FOUND} for a file that is missing or unreadable
   * @param field the JSON field at fault, such as {@code "vatNumber"}; null when the whole file is
   * @param problem what is wrong, such as {@code "is missing"}
   * @param fix what to do about it, such as {@code "add \"email\": \"name@example.org\""}
   * @return the exception, to throw; its message reads {@code profile field "F" PROBLEM: FIX}, or
   *     {@code PROBLEM: FIX} without a field
   * @throws NullPointerException when {@code code}, {@code problem} or {@code fix} is null
   */
  public static ProfileException of(ErrorCode code, @Nullable String field, String problem, String fix) {
    return new ProfileException(requireNonNull(code, "code"), field, problem, fix);
  }

  /**
   * As {@link #of(ErrorCode, String, String, String)}, with the error that caused it (a JSON
   * parse error, an I/O error).
   *
   * @param code {@link ErrorCode#CONFIG_INVALID} or {@link ErrorCode#FILE_NOT_FOUND}, as for
   *     {@link #of(ErrorCode, String, String, String)}
   * @param field the JSON field at fault; null when the whole file is
   * @param problem what is wrong, never the field's value
   * @param fix what to do about it
   * @param cause the underlying error, or null; its message should not carry the file's values
   * @return the exception, to throw
   * @throws NullPointerException when {@code code}, {@code problem} or {@code fix} is null
   */
  public static ProfileException of(ErrorCode code, @Nullable String field, String problem, String fix, @Nullable Throwable cause) {
    return new ProfileException(requireNonNull(code, "code"), field, problem, fix, cause);
  }

  /**
   * {@return the JSON field at fault, such as {@code "email"} or {@code "resume"}; null when the
   * whole profile is}
   */
  public @Nullable String field() {
    return field;
  }

  /** {@return what to do about it, in words, never null} */
  public String fix() {
    return fix;
  }

  /**
   * The same error, naming the file it was found in (its name, never its content).
   *
   * @param source the file's name as the person knows it, such as {@code profile.json}
   * @return a new exception with the same code, field, problem, fix and cause, whose message says
   *     where; this one is unchanged
   */
  public ProfileException in(String source) {
    return new ProfileException(this, source);
  }

  private static String message(@Nullable String field, @Nullable String source, String problem, String fix) {
    String where = source == null ? "" : " in " + source;
    String subject = field == null ? "" : "profile field \"" + field + "\"" + where + " ";
    return subject + problem + (field == null ? where : "") + ": " + fix;
  }
}
