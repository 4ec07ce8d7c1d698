package dev.autopilot.core;

import org.jspecify.annotations.Nullable;

/**
 * A failure of the browser or of an action in it, with where it happened: the ref, the verb and
 * the page URL, each null when not known.
 *
 * <p>Thrown by {@link BrowserSession} and the SPIs that drive it; its {@link #code()} says whether
 * the page is still usable ({@link ErrorCode#pageUnusable()}) and whether to try again.
 */
public final class BrowserException extends AutopilotException {
  private static final long serialVersionUID = 1L;

  /** The ref acted on, or null. */
  private final @Nullable String ref;
  /** The DSL verb being executed, or null. */
  private final @Nullable String verb;
  /** The page URL, or null. */
  private final @Nullable String url;

  /**
   * An exception with where it happened.
   *
   * @param code what went wrong
   * @param message what happened, for people and logs; not null
   * @param ref the snapshot ref acted on, or null when the failure concerns no element
   * @param verb the DSL verb being executed ({@code type}, {@code click}, ...), or null when no
   *     action was running
   * @param url the page URL when it failed, or null when not known
   * @param cause the browser technology's exception, or null
   * @throws NullPointerException when {@code code} or {@code message} is null
   */
  public BrowserException(ErrorCode code, String message, @Nullable String ref, @Nullable String verb, @Nullable String url, @Nullable Throwable cause) {
    super(code, message, cause);
    this.ref = ref;
    this.verb = verb;
    this.url = url;
  }

  /**
   * An exception that knows no ref, verb or URL.
   *
   * @param code what went wrong
   * @param message what happened, for people and logs; not null
   * @param cause the browser technology's exception, or null
   * @throws NullPointerException when {@code code} or {@code message} is null
   */
  public BrowserException(ErrorCode code, String message, @Nullable Throwable cause) {
    this(code, message, null, null, null, cause);
  }

  /** {@return the snapshot ref acted on, or null when the failure concerns no element} */
  public @Nullable String ref() {
    return ref;
  }

  /** {@return the DSL verb being executed, or null when not known} */
  public @Nullable String verb() {
    return verb;
  }

  /** {@return the page URL when it failed, or null when not known} */
  public @Nullable String url() {
    return url;
  }
}
