package dev.autopilot.playwright.internal.act.widgets;

import com.microsoft.playwright.ElementHandle;
import dev.autopilot.playwright.internal.session.Deadline;
import java.util.List;
import java.util.function.Consumer;

/**
 * Typing with real key events into fields that listen to keys, keeping the focus while their
 * suggestions are awaited, and choosing a suggestion by typing a prefix. The caller types (its
 * {@code typist} sends the keys, paced as it wants) and moves the focus away afterwards; this
 * class decides what to type and when to look, and closes any suggestion list it leaves open.
 * Stateless; each call must come from the thread that owns the page.
 */
public final class KeyedTyping {
  /** How long typed text may take to bring its suggestions (a server's answer, a debounce). */
  public static final long SUGGESTION_GRACE_MILLIS = 2_000;
  /** How long a prefix that is not yet the whole text may take to bring suggestions. */
  private static final long PREFIX_GRACE_MILLIS = 1_000;
  /** The first prefix typed to bring suggestions: a few characters, as a person types. */
  private static final int FIRST_PREFIX = 3;

  private KeyedTyping() {}

  /** What came of typing into a field that may suggest. */
  public enum Outcome {
    /** A suggestion naming the text was clicked. */
    CHOSEN,
    /** The text was typed; no suggestion names it (none showed, or they were closed). */
    TYPED,
    /** The whole text was typed and no suggestion named it: nothing was chosen. */
    NO_MATCH
  }

  /**
   * The result.
   *
   * @param outcome what came of it
   * @param typedChars how many characters were typed
   * @param shown how many suggestions the last look found
   */
  public record Result(Outcome outcome, int typedChars, int shown) {}

  /**
   * Types the whole text into the focused, emptied field with key events, then takes the
   * suggestion that names it exactly (case and spacing ignored) when the field shows one within
   * {@link #SUGGESTION_GRACE_MILLIS} (a widget may keep only chosen values).
   *
   * @param field the focused, emptied field
   * @param text the text to type; personal data, never put in a result
   * @param suggests whether the field is one that suggests at all (others are not waited for)
   * @param typist types a text into the focused field key by key (the executor's, with its pacing)
   * @param d the action's deadline
   * @return whether a suggestion was chosen, with how many characters were typed
   */
  public static Result type(ElementHandle field, String text, boolean suggests, Consumer<String> typist, Deadline d) {
    Suggestions.mark(field);
    typist.accept(text);
    if (!suggests || text.isEmpty()) {
      return new Result(Outcome.TYPED, text.length(), 0);
    }
    List<String> shown = Suggestions.await(field, d.atMost(SUGGESTION_GRACE_MILLIS));
    int i = Suggestions.pick(shown, text, false);
    if (i >= 0 && Suggestions.choose(field, shown.get(i), d)) {
      return new Result(Outcome.CHOSEN, text.length(), shown.size());
    }
    return new Result(Outcome.TYPED, text.length(), shown.size());
  }

  /**
   * Chooses the suggestion naming the wanted text: types a prefix ({@value #FIRST_PREFIX}
   * characters, then twice as many, then the whole text) into the focused, emptied field, waits
   * after each for the suggestions to hold still, and clicks the one that names the text (equal,
   * case and spacing ignored; else the best match by the rule planner's option rule).
   *
   * @param field the focused, emptied field
   * @param wanted the option to choose; personal data, never put in a result
   * @param typist types a text into the focused field key by key (the executor's, with its pacing)
   * @param d the action's deadline
   * @return whether a suggestion was chosen, with how many characters were typed and how many
   *     suggestions the last look found
   */
  public static Result choose(ElementHandle field, String wanted, Consumer<String> typist, Deadline d) {
    Suggestions.mark(field);
    int typed = 0;
    int shown = 0;
    for (int len : prefixes(wanted.length())) {
      typist.accept(wanted.substring(typed, len));
      typed = len;
      boolean whole = len == wanted.length();
      List<String> texts = Suggestions.await(field, d.atMost(whole ? SUGGESTION_GRACE_MILLIS : PREFIX_GRACE_MILLIS));
      shown = texts.size();
      int i = Suggestions.pick(texts, wanted, whole);
      if (i >= 0 && Suggestions.choose(field, texts.get(i), d)) {
        return new Result(Outcome.CHOSEN, typed, shown);
      }
      if (d.expired()) {
        break;
      }
    }
    return new Result(Outcome.NO_MATCH, typed, shown);
  }

  private static int[] prefixes(int length) {
    if (length <= FIRST_PREFIX) {
      return new int[] {length};
    }
    if (length <= 2 * FIRST_PREFIX) {
      return new int[] {FIRST_PREFIX, length};
    }
    return new int[] {FIRST_PREFIX, 2 * FIRST_PREFIX, length};
  }
}
