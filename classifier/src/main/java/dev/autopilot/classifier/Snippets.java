package dev.autopilot.classifier;

import dev.autopilot.core.match.Match;

/** Short, whitespace-collapsed excerpts for evidence. */
final class Snippets {
  /** The longest evidence snippet, in characters. */
  static final int MAX_LENGTH = 200;
  /** How much text around a match an excerpt keeps, on each side. */
  static final int CONTEXT = 50;
  private static final char ELLIPSIS = '\u2026';

  private Snippets() {}

  /** The match at [start, end) of text with some context on each side, collapsed and cut. */
  static String around(CharSequence text, int start, int end) {
    int from = Math.max(0, start - CONTEXT);
    int to = Math.min(text.length(), Math.max(end, start) + CONTEXT);
    String core = collapse(text.subSequence(from, to));
    String out = (from > 0 ? ELLIPSIS + core : core) + (to < text.length() ? String.valueOf(ELLIPSIS) : "");
    return cut(out);
  }

  /** Runs of whitespace become one space; leading and trailing whitespace goes. */
  static String collapse(CharSequence text) {
    return Match.collapse(text);
  }

  /** The text cut to {@link #MAX_LENGTH}, with an ellipsis where it was cut. */
  static String cut(String text) {
    if (text.length() <= MAX_LENGTH) {
      return text;
    }
    return text.substring(0, MAX_LENGTH - 1) + ELLIPSIS;
  }
}
