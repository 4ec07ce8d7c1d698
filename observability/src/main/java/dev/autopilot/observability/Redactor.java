package dev.autopilot.observability;

import static java.util.Objects.requireNonNull;

import dev.autopilot.observability.internal.RedactionRules;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * Keeps personal data out of what a run writes (see {@code docs/events.md}).
 *
 * <p>{@link #standard()} replaces, in any text, e-mail addresses by {@code [email]}, phone
 * numbers (international and national formats, at least 7 digits) by {@code [phone]}, and URL
 * tokens by {@code [token]}: the values of credential-like query parameters ({@code token},
 * {@code key}, {@code code}, {@code session}, {@code sig}, {@code auth}, {@code password},
 * {@code access_token}, ...), long opaque path segments, JWTs and bearer tokens. Dates, times,
 * ISO timestamps, years, small numbers, element refs such as {@code e12} and HTTP statuses are
 * left as they are. Values a person typed or chose are not scanned but replaced whole by their
 * {@link #digest digest}, see {@link #conceal}.
 *
 * <p>{@link #disabled()} changes nothing: it is the explicit debug mode, for local runs whose
 * output never leaves the machine.
 *
 * <p>Instances are immutable and thread-safe. Methods take and return non-null strings and
 * throw only {@link NullPointerException} for a null argument.
 */
public final class Redactor {
  private static final Redactor STANDARD = new Redactor(true);
  private static final Redactor DISABLED = new Redactor(false);
  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private final boolean enabled;

  private Redactor(boolean enabled) {
    this.enabled = enabled;
  }

  /** The default: redacts e-mail addresses, phone numbers and URL tokens, conceals typed values. */
  public static Redactor standard() {
    return STANDARD;
  }

  /** Debug mode: every value is kept as it is. */
  public static Redactor disabled() {
    return DISABLED;
  }

  /** Whether this redactor changes anything; false only for {@link #disabled()}. */
  public boolean isEnabled() {
    return enabled;
  }

  /** The text with e-mail addresses, phone numbers and URL tokens replaced; unchanged when disabled. */
  public String redact(String text) {
    requireNonNull(text, "text");
    return enabled ? RedactionRules.scrub(text) : text;
  }

  /**
   * A value a person typed or chose (a {@code type_ref} text, a {@code select_ref} option, a
   * verifier's before/after reading): its {@link #digest} when enabled, itself when disabled.
   */
  public String conceal(String value) {
    requireNonNull(value, "value");
    return enabled ? digest(value) : value;
  }

  /**
   * A file a run uploads: its file name only, redacted, when enabled (directories name people
   * and machines); the full path when disabled.
   */
  public String file(Path file) {
    requireNonNull(file, "file");
    if (!enabled) {
      return file.toString();
    }
    Path name = file.getFileName();
    return redact(name == null ? "" : name.toString());
  }

  /**
   * The length and digest of a value, as {@code len=12 sha256=ab12cd34}: its length in code
   * points and the first 8 hex digits of the SHA-256 of its UTF-8 bytes. Enough to tell whether
   * two logged values are equal without logging either; computed whether or not the redactor is
   * enabled.
   */
  public String digest(String value) {
    requireNonNull(value, "value");
    byte[] hash = sha256(value.getBytes(StandardCharsets.UTF_8));
    StringBuilder out = new StringBuilder(32).append("len=").append(value.codePointCount(0, value.length())).append(" sha256=");
    for (int i = 0; i < 4; i++) {
      out.append(HEX[(hash[i] >> 4) & 0xf]).append(HEX[hash[i] & 0xf]);
    }
    return out.toString();
  }

  private static byte[] sha256(byte[] bytes) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(bytes);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform provides SHA-256", e);
    }
  }

  @Override
  public String toString() {
    return enabled ? "Redactor.standard()" : "Redactor.disabled()";
  }
}
