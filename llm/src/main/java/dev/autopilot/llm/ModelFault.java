package dev.autopilot.llm;

import dev.autopilot.core.ErrorCode;

/** What went wrong with a model call, each with the {@link ErrorCode} it surfaces as. */
public enum ModelFault {
  /** HTTP 429 after the allowed retries. */
  RATE_LIMITED(ErrorCode.MODEL_UNAVAILABLE, true),
  /** HTTP 5xx after the allowed retries. */
  SERVER_ERROR(ErrorCode.MODEL_UNAVAILABLE, true),
  /** No reply within the call's deadline. */
  TIMEOUT(ErrorCode.MODEL_UNAVAILABLE, true),
  /** The endpoint could not be reached (connection refused, unknown host). */
  UNREACHABLE(ErrorCode.MODEL_UNAVAILABLE, true),
  /** HTTP 401/403: the key is missing or wrong. */
  AUTH_FAILED(ErrorCode.CONFIG_INVALID, false),
  /** HTTP 404: no such model at this endpoint. */
  MODEL_NOT_FOUND(ErrorCode.CONFIG_INVALID, false),
  /** Another 4xx: the endpoint refused the request as malformed or unsupported. */
  BAD_REQUEST(ErrorCode.CONFIG_INVALID, false),
  /** The reply's body or its JSON could not be read. */
  MALFORMED_REPLY(ErrorCode.MODEL_REPLY_INVALID, false),
  /** The reply was cut off at the output token limit. */
  TRUNCATED(ErrorCode.MODEL_REPLY_INVALID, false),
  /** The model refused to answer, or the provider filtered the reply. */
  REFUSED(ErrorCode.MODEL_REPLY_INVALID, false),
  /** The reply had no text. */
  EMPTY_REPLY(ErrorCode.MODEL_REPLY_INVALID, false),
  /** The reply was read but did not pass the program's validation, even after one re-ask. */
  INVALID_PLAN(ErrorCode.PLAN_INVALID, false);

  private final ErrorCode code;
  private final boolean transientFault;

  ModelFault(ErrorCode code, boolean transientFault) {
    this.code = code;
    this.transientFault = transientFault;
  }

  /** The error code a {@link ModelException} of this fault carries. */
  public ErrorCode code() {
    return code;
  }

  /** Whether the same request may succeed later (the gateway retries these within its bounds). */
  public boolean isTransient() {
    return transientFault;
  }
}
