package dev.autopilot.fsm;

import org.jspecify.annotations.Nullable;

/** Small text helpers for messages. Stateless. */
final class Texts {
  private Texts() {}

  /** A throwable's message, or its class's simple name when it has none. */
  static String message(Throwable e) {
    String m = e.getMessage();
    return m == null ? e.getClass().getSimpleName() : m;
  }

  /** An enum code's name for events, or null. */
  static @Nullable String codeName(@Nullable Enum<?> code) {
    return code == null ? null : code.name();
  }
}
