package dev.autopilot.fsm;

/** Small text helpers for messages. Stateless. */
final class Texts {
  private Texts() {}

  /** A throwable's message, or its class's simple name when it has none. */
  static String message(Throwable e) {
    String m = e.getMessage();
    return m == null ? e.getClass().getSimpleName() : m;
  }
}
