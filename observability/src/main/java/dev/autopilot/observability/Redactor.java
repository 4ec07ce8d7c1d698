package dev.autopilot.observability;

import static java.util.Objects.requireNonNull;

import dev.autopilot.observability.internal.InstallationKey;
import dev.autopilot.observability.internal.PersonalValues;
import dev.autopilot.observability.internal.RedactionRules;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.jspecify.annotations.Nullable;

/**
 * Keeps personal data out of what a run writes: events, narratives, summaries, logs (see {@code
 * docs/safety.md}).
 *
 * <p>{@link #standard()} replaces, in any text, e-mail addresses by {@code [email]}, phone
 * numbers (international and national formats, at least 7 digits) by {@code [phone]}, the
 * user-info of URLs by {@code [userinfo]}, the values of URL query and fragment parameters by
 * {@code [redacted]} (or {@code [token]}, {@code [email]}, {@code [phone]} when the parameter's
 * name says what it holds), and other tokens by {@code [token]}: credential-like parameters in
 * free text, long opaque path segments, JWTs and bearer tokens. Dates, times, ISO timestamps,
 * years, small numbers, element refs such as {@code e12}, HTTP statuses, UUIDs in text (request
 * ids, a site's confirmation number) are left as they are.
 *
 * <p>{@link #withPersonalValues} adds the values of a person's profile (names, address, birth
 * date, free-text answers, file paths): each is replaced by {@code [personal]} wherever it
 * appears as a whole word, whatever its case and however its spaces were folded. A host passes
 * {@code profile.personalValues()}.
 *
 * <p>Values a person typed or chose are not scanned but replaced whole by their {@link #digest
 * digest}, see {@link #conceal}. Digests are keyed (HMAC-SHA256) with a secret of this
 * installation, created on first use in the user's configuration folder ({@code
 * ~/.config/autopilot/digest.key}, or the folder the system property {@code
 * autopilot.config.dir} names), or given by the host through {@link Builder#digestKey}: without
 * the key, a digest cannot be reversed by hashing a dictionary of likely values.
 *
 * <p>{@link #disabled()} changes nothing: it is the explicit debug mode, for local runs whose
 * output never leaves the machine.
 *
 * <p>Instances are immutable and thread-safe. Methods take and return non-null strings and
 * throw only {@link NullPointerException} for a null argument (and {@link
 * IllegalArgumentException} for a digest key shorter than 64 bits).
 */
public final class Redactor {
  private static final Redactor STANDARD = new Redactor(true, PersonalValues.none(), null);
  private static final Redactor DISABLED = new Redactor(false, PersonalValues.none(), null);
  private static final char[] HEX = "0123456789abcdef".toCharArray();
  private static final int MIN_KEY_BYTES = 8;

  private final boolean enabled;
  private final PersonalValues personal;
  private final byte @Nullable [] digestKey;

  private Redactor(boolean enabled, PersonalValues personal, byte @Nullable [] digestKey) {
    this.enabled = enabled;
    this.personal = personal;
    this.digestKey = digestKey;
  }

  /**
   * The default: redacts e-mail addresses, phone numbers, URL user-info, query values and
   * tokens, conceals typed values, with the installation's digest key.
   *
   * @return the shared standard redactor; it knows no personal values (add them with
   *     {@link #withPersonalValues})
   */
  public static Redactor standard() {
    return STANDARD;
  }

  /**
   * Debug mode: every value is kept as it is.
   *
   * @return the shared disabled redactor; output made with it must not leave the machine
   */
  public static Redactor disabled() {
    return DISABLED;
  }

  /**
   * A builder for a redactor with personal values or a digest key of the host's.
   *
   * @return a new builder, enabled, with no personal values and the installation's key
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * A copy that also replaces these values wherever they appear (values shorter than 2
   * characters are ignored). A disabled redactor stays disabled.
   *
   * @param values such as {@code profile.personalValues()}; stripped, blanks dropped; may be
   *     empty
   * @return a new redactor with this one's values and these, and the same digest key; this one
   *     when disabled
   * @throws NullPointerException when {@code values} is null or, for an enabled redactor, one of
   *     them is
   */
  public Redactor withPersonalValues(Collection<String> values) {
    requireNonNull(values, "values");
    if (!enabled) {
      return this;
    }
    List<String> all = new ArrayList<>(personal.values());
    all.addAll(values);
    return new Redactor(true, PersonalValues.of(all), digestKey);
  }

  /**
   * Whether this redactor changes anything.
   *
   * @return false only for {@link #disabled()} (and a builder's debug redactor, which is it)
   */
  public boolean isEnabled() {
    return enabled;
  }

  /**
   * The text with personal values, e-mail addresses, phone numbers, URL parts and tokens
   * replaced; unchanged when disabled.
   *
   * @param text any text from a page, a person or a host, such as an error message or a URL
   * @return the text with what was found replaced by markers ({@code [email]}, {@code [personal]},
   *     ...); the same text when nothing was found
   */
  public String redact(String text) {
    requireNonNull(text, "text");
    return enabled ? RedactionRules.scrub(personal.replaceIn(text)) : text;
  }

  /**
   * A value a person typed or chose (a {@code type_ref} text, a {@code select_ref} option, a
   * verifier's before/after reading): its {@link #digest} when enabled, itself when disabled.
   *
   * @param value the value, replaced whole however harmless it looks
   * @return {@code len=.. digest=..}, or the value itself when disabled
   */
  public String conceal(String value) {
    requireNonNull(value, "value");
    return enabled ? digest(value) : value;
  }

  /**
   * A file a run uploads, when enabled: its extension and the {@link #digest} of its name, as
   * {@code [file .pdf] len=19 digest=ab12cd34}. Neither its folder nor its name is shown: a
   * folder names people and machines, and a name such as {@code Jane_Doe_resume.pdf} names the
   * person. The digest still tells whether two runs uploaded the same file. The full path when
   * disabled.
   *
   * @param file the uploaded file's path, absolute or not
   * @return the extension (lower case, kept only when at most 5 characters after the dot) and
   *     the name's digest; the path as given when disabled
   */
  public String file(Path file) {
    requireNonNull(file, "file");
    if (!enabled) {
      return file.toString();
    }
    Path name = file.getFileName();
    String shown = name == null ? "" : name.toString();
    int dot = shown.lastIndexOf('.');
    String extension = dot > 0 && shown.length() - dot <= 6 ? shown.substring(dot).toLowerCase(java.util.Locale.ROOT) : "";
    return "[file" + (extension.isEmpty() ? "" : " " + extension) + "] " + digest(shown);
  }

  /**
   * The length and keyed digest of a value, as {@code len=12 digest=ab12cd34}: its length in code
   * points and the first 8 hex digits of the HMAC-SHA256 of its UTF-8 bytes under the digest
   * key. Enough to tell whether two logged values are equal without logging either; computed
   * whether or not the redactor is enabled.
   *
   * @param value any value; the empty string has a digest too
   * @return {@code len=<code points> digest=<8 hex digits>}; equal values under one key give
   *     equal digests
   */
  public String digest(String value) {
    requireNonNull(value, "value");
    byte[] hash = hmac(digestKey == null ? InstallationKey.get() : digestKey, value.getBytes(StandardCharsets.UTF_8));
    StringBuilder out = new StringBuilder(32).append("len=").append(value.codePointCount(0, value.length())).append(" digest=");
    for (int i = 0; i < 4; i++) {
      out.append(HEX[(hash[i] >> 4) & 0xf]).append(HEX[hash[i] & 0xf]);
    }
    return out.toString();
  }

  private static byte[] hmac(byte[] key, byte[] bytes) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(key, "HmacSHA256"));
      return mac.doFinal(bytes);
    } catch (NoSuchAlgorithmException | InvalidKeyException e) {
      throw new IllegalStateException("every Java platform provides HmacSHA256", e);
    }
  }

  @Override
  public String toString() {
    if (!enabled) {
      return "Redactor.disabled()";
    }
    return personal.values().isEmpty() && digestKey == null ? "Redactor.standard()"
        : "Redactor[standard, " + personal.values().size() + " personal values" + (digestKey == null ? "" : ", host digest key") + "]";
  }

  /** Builds a {@link Redactor}. Not thread-safe; the redactor it builds is. */
  public static final class Builder {
    private final List<String> personalValues = new ArrayList<>();
    private byte @Nullable [] digestKey;
    private boolean enabled = true;

    private Builder() {}

    /**
     * Values replaced by {@code [personal]} wherever they appear, such as
     * {@code profile.personalValues()}. Added to those given before; values shorter than 2
     * characters are ignored.
     *
     * @param values the person's values; may be empty
     * @return this builder
     * @throws NullPointerException when {@code values} or one of them is null
     */
    public Builder personalValues(Collection<String> values) {
      for (String value : requireNonNull(values, "values")) {
        personalValues.add(requireNonNull(value, "a personal value"));
      }
      return this;
    }

    /**
     * The key of digests, instead of the installation's key file: at least 8 bytes (64 bits),
     * better 32, kept secret by the host.
     *
     * @param key the secret; copied, so the caller may clear its array
     * @return this builder
     * @throws IllegalArgumentException when shorter than 8 bytes
     */
    public Builder digestKey(byte[] key) {
      requireNonNull(key, "key");
      if (key.length < MIN_KEY_BYTES) {
        throw new IllegalArgumentException("a digest key needs at least 64 bits (8 bytes), was " + key.length + " bytes");
      }
      this.digestKey = key.clone();
      return this;
    }

    /**
     * {@code true} builds the debug redactor, which changes nothing; false by default.
     *
     * @param debug whether {@link #build()} returns {@link Redactor#disabled()}, dropping the
     *     personal values and key given
     * @return this builder
     */
    public Builder debug(boolean debug) {
      this.enabled = !debug;
      return this;
    }

    /**
     * The redactor. The builder may go on to build others.
     *
     * @return a new enabled redactor, or {@link Redactor#disabled()} in debug mode
     */
    public Redactor build() {
      return enabled ? new Redactor(true, PersonalValues.of(personalValues), digestKey) : DISABLED;
    }
  }
}
