package dev.autopilot.llm;

import dev.autopilot.core.ErrorCode;

/** What went wrong with a model call, each with the {@link ErrorCode} it surfaces as. */
public enum ModelFault {
  /** HTTP 429 after the allowed retries. */
  RATE_LIMITED(ErrorCode.MODEL_UNAVAILABLE, true, "the model's endpoint kept refusing for its rate limit"),
  /** HTTP 5xx after the allowed retries. */
  SERVER_ERROR(ErrorCode.MODEL_UNAVAILABLE, true, "the model's endpoint kept failing"),
  /** No reply within the call's deadline. */
  TIMEOUT(ErrorCode.MODEL_UNAVAILABLE, true, "the model did not answer in time"),
  /** The endpoint could not be reached (connection refused, unknown host). */
  UNREACHABLE(ErrorCode.MODEL_UNAVAILABLE, true, "the model's endpoint could not be reached"),
  /** HTTP 401/403: the key is missing or wrong. */
  AUTH_FAILED(ErrorCode.CONFIG_INVALID, false, "the model's endpoint refused the key"),
  /** HTTP 404: no such model at this endpoint. */
  MODEL_NOT_FOUND(ErrorCode.CONFIG_INVALID, false, "the model's endpoint has no such model"),
  /** Another 4xx: the endpoint refused the request as malformed or unsupported. */
  BAD_REQUEST(ErrorCode.CONFIG_INVALID, false, "the model's endpoint refused the request"),
  /** The reply's body or its JSON could not be read. */
  MALFORMED_REPLY(ErrorCode.MODEL_REPLY_INVALID, false, "the model's reply could not be read, also after a corrective re-ask"),
  /** The reply was cut off at the output token limit. */
  TRUNCATED(ErrorCode.MODEL_REPLY_INVALID, false, "the model's reply was cut off"),
  /** The model refused to answer, or the provider filtered the reply. */
  REFUSED(ErrorCode.MODEL_REPLY_INVALID, false, "the model refused to answer"),
  /** The reply had no text. */
  EMPTY_REPLY(ErrorCode.MODEL_REPLY_INVALID, false, "the model's reply was empty"),
  /** The reply was read but did not pass the program's validation, even after one re-ask. */
  INVALID_PLAN(ErrorCode.PLAN_INVALID, false, "the model's plan failed the program's check, also after a corrective re-ask");

  private final ErrorCode code;
  private final boolean transientFault;
  private final String description;

  ModelFault(ErrorCode code, boolean transientFault, String description) {
    this.code = code;
    this.transientFault = transientFault;
    this.description = description;
  }

  /**
   * What happened, in words for a plan's rationale or a narrative (no page text, no values).
   *
   * @return a lower-case clause, such as {@code the model did not answer in time}
   */
  public String description() {
    return description;
  }

  /**
   * The error code a {@link ModelException} of this fault carries.
   *
   * @return {@link ErrorCode#MODEL_UNAVAILABLE} for a transient fault, {@link ErrorCode#CONFIG_INVALID}
   *     for one the configuration must fix, else a reply or plan code
   */
  public ErrorCode code() {
    return code;
  }

  /**
   * Whether the same request may succeed later (the gateway retries these within its bounds).
   *
   * @return true for a rate limit, a server error, a timeout and an unreachable endpoint
   */
  public boolean isTransient() {
    return transientFault;
  }
}
