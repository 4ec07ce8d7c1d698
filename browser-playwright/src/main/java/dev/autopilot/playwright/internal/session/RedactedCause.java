package dev.autopilot.playwright.internal.session;

/**
 * Stands in for a Playwright exception as the cause of an Autopilot exception: the same stack
 * trace and the error line, without Playwright's call log, which quotes the arguments of the
 * failed call (the text being typed, say). The original class is named in the message.
 */
final class RedactedCause extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private RedactedCause(String message) {
    super(message);
  }

  static RedactedCause of(Throwable e) {
    RedactedCause cause = new RedactedCause(e.getClass().getName() + ": " + Failures.summary(e));
    cause.setStackTrace(e.getStackTrace());
    return cause;
  }
}
