package dev.autopilot.playwright.internal.act.widgets;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Frame;
import com.microsoft.playwright.JSHandle;
import com.microsoft.playwright.PlaywrightException;
import com.microsoft.playwright.TimeoutError;
import dev.autopilot.core.match.Match;
import dev.autopilot.playwright.internal.Scripts;
import dev.autopilot.playwright.internal.proof.ReadBack;
import dev.autopilot.playwright.internal.session.Deadline;
import java.util.Arrays;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The suggestions a field shows next to itself after key events: a listbox it controls or owns
 * ({@code role=option} items), or a list with no roles that appeared next to it (above or below,
 * overlapping it horizontally) after {@link #mark} — as jQuery UI's autocomplete draws them. The
 * one place that finds, waits for and clicks suggestions (lib/suggestions.js in the page). Whether
 * a list is still open is {@link Overlays}' judgement, not this class's.
 * Stateless; each call must come from the thread that owns the page.
 */
public final class Suggestions {
  /** How long a list must hold still before it is read: lists rebuilt after each key are not clicked mid-rebuild. */
  public static final long STABLE_MILLIS = 150;
  private static final double POLL_MILLIS = 40;

  private static final String MARK = Scripts.load("act/suggestions-mark.js");
  private static final String SHOWN = Scripts.load("act/suggestions.js");
  private static final String ITEM = Scripts.load("act/suggestion-item.js");

  private Suggestions() {}

  /**
   * Remembers the lists shown now, before typing: only lists that appear afterwards are
   * suggestions.
   *
   * @param field the field about to be typed into
   */
  public static void mark(ElementHandle field) {
    field.evaluate(MARK, false);
  }

  /**
   * The texts of the suggestions shown next to the field once they held still for {@link
   * #STABLE_MILLIS} from this call on (a list read before the last keys were answered does not
   * count: a page may answer them after a debounce); empty when none showed within the time.
   *
   * @param field the field typed into, marked before
   * @param timeoutMillis the longest wait, in milliseconds
   * @return the texts in document order; empty when none showed in time
   */
  public static List<String> await(ElementHandle field, double timeoutMillis) {
    Frame frame = field.ownerFrame();
    if (frame == null) {
      return List.of();
    }
    field.evaluate(MARK, true);
    JSHandle h;
    try {
      h = frame.waitForFunction(SHOWN, Arrays.asList(field, (double) STABLE_MILLIS),
          new Frame.WaitForFunctionOptions().setTimeout(Math.max(1, timeoutMillis)).setPollingInterval(POLL_MILLIS));
    } catch (TimeoutError e) {
      return List.of();
    }
    try {
      return ReadBack.strings(h.jsonValue());
    } finally {
      h.dispose();
    }
  }

  /**
   * The index of the suggestion that names the wanted text, by {@link Match#sameOption} (case and
   * spacing ignored); when {@code loose}, else by {@link Match#bestOption}; -1 when none does.
   *
   * @param texts the suggestions' texts, as {@link #await} read them
   * @param wanted the text to choose
   * @param loose whether a best match is accepted when no text is the same option
   * @return the index in {@code texts}, or -1
   */
  public static int pick(List<String> texts, String wanted, boolean loose) {
    for (int i = 0; i < texts.size(); i++) {
      if (Match.sameOption(wanted, texts.get(i))) {
        return i;
      }
    }
    return loose ? Match.bestOption(texts, wanted) : -1;
  }

  /**
   * Clicks the suggestion with exactly this text, found anew at the click; when the list was
   * rebuilt between finding and clicking (the element went stale), finds it once more by text.
   *
   * @param field the field typed into
   * @param text the suggestion's exact text, one of {@link #await}'s
   * @param d the action's deadline
   * @return whether a suggestion with the text was there to click
   */
  public static boolean choose(ElementHandle field, String text, Deadline d) {
    for (int attempt = 0; attempt < 2; attempt++) {
      ElementHandle item = item(field, text);
      if (item == null) {
        return false;
      }
      try {
        item.click(new ElementHandle.ClickOptions().setTimeout(d.atMost(5_000)));
        return true;
      } catch (PlaywrightException e) {
        if (attempt == 1 || !stale(e)) {
          throw e;
        }
      } finally {
        try {
          item.dispose();
        } catch (PlaywrightException e) {
          // gone with its document
        }
      }
    }
    return false;
  }

  private static @Nullable ElementHandle item(ElementHandle field, String text) {
    JSHandle h = field.evaluateHandle(ITEM, text);
    ElementHandle e = h.asElement();
    if (e == null) {
      h.dispose();
    }
    return e;
  }

  private static boolean stale(PlaywrightException e) {
    String m = String.valueOf(e.getMessage());
    return m.contains("not attached") || m.contains("detached");
  }
}
