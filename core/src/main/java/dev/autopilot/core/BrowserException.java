package dev.autopilot.core;

import org.jspecify.annotations.Nullable;

/**
 * A failure of the browser or of an action in it, with where it happened: the ref, the verb and
 * the page URL, each null when not known.
 */
public final class BrowserException extends AutopilotException {
  private static final long serialVersionUID = 1L;

  private final @Nullable String ref;
  private final @Nullable String verb;
  private final @Nullable String url;

  public BrowserException(ErrorCode code, String message, @Nullable String ref, @Nullable String verb, @Nullable String url, @Nullable Throwable cause) {
    super(code, message, cause);
    this.ref = ref;
    this.verb = verb;
    this.url = url;
  }

  public BrowserException(ErrorCode code, String message, @Nullable Throwable cause) {
    this(code, message, null, null, null, cause);
  }

  /** The ref acted on, or null. */
  public @Nullable String ref() {
    return ref;
  }

  /** The DSL verb being executed, or null. */
  public @Nullable String verb() {
    return verb;
  }

  /** The page URL, or null. */
  public @Nullable String url() {
    return url;
  }
}
