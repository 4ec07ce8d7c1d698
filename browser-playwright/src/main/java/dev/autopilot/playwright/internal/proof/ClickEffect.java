package dev.autopilot.playwright.internal.proof;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import dev.autopilot.core.proof.PageChanges;
import dev.autopilot.playwright.internal.Scripts;
import dev.autopilot.playwright.internal.session.Failures;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A click judged by its effect on the page ({@code proof/click-effect.js}): the executor arms the
 * watch just before the click, the verifier reads what changed after it ({@link PageChanges}, judged
 * by {@link dev.autopilot.core.proof.ClickChange}). A change counts when it
 * came after the click, shows (a visible element's content, text, or a visual attribute such as
 * {@code class}, {@code style}, {@code hidden}, {@code open}) and is not part of a change already
 * going on before the click: a node, or another child of its parent, that changed twice within
 * the 10 s before the click or once within the last second (a ticking clock, a carousel) is the
 * page's own doing. The page's changes are watched from the start of every document (the init
 * script {@link #START} that {@code PlaywrightBrowserSession} adds); on a page that lacks it, arming
 * installs it and watches for {@value #BASELINE_MILLIS} ms first. Stateless; each call must come
 * from the thread that owns the page.
 */
public final class ClickEffect {
  /**
   * The document-start watch as an init script: records the elements that get pointer or key
   * handlers (for the snapshot's clickables) and the page's own changes.
   */
  public static final String START = "(" + Scripts.load("lib/widget-w-click-watch.js") + ")();";
  /** How long a page that lacked the document-start watch is watched before a click, as baseline. */
  static final int BASELINE_MILLIS = 1_000;
  private static final String SCRIPT = Scripts.load("proof/click-effect.js");

  private ClickEffect() {}

  /**
   * Arms the watch just before a click.
   *
   * @param page the page about to be clicked, owned by the calling thread
   * @param dialogs the number of JavaScript dialogs the session has answered so far
   * @throws PlaywrightException when the page died
   */
  public static void arm(Page page, int dialogs) {
    try {
      page.evaluate(SCRIPT, Map.of("op", "arm", "baselineMillis", BASELINE_MILLIS, "dialogs", dialogs));
    } catch (PlaywrightException e) {
      if (Failures.isClosed(e)) {
        throw e;
      }
      // A document on its way out: the click is judged by the navigation it causes.
    }
  }

  /**
   * Reads what the armed click changed and disarms the watch.
   *
   * @param page the page clicked, armed before the click
   * @return what the click changed, apart from the page's own changes
   * @throws PlaywrightException when the page died
   */
  public static PageChanges read(Page page) {
    Object raw;
    try {
      raw = page.evaluate(SCRIPT, Map.of("op", "read", "baselineMillis", 0, "dialogs", 0));
    } catch (PlaywrightException e) {
      if (Failures.isClosed(e)) {
        throw e;
      }
      return PageChanges.none();
    }
    if (!(raw instanceof Map<?, ?> m) || !Boolean.TRUE.equals(m.get("armed"))) {
      return PageChanges.none();
    }
    List<String> seen = new ArrayList<>();
    if (m.get("seen") instanceof List<?> l) {
      for (Object o : l) {
        seen.add(String.valueOf(o));
      }
    }
    return new PageChanges(true, num(m.get("changes")), num(m.get("ignored")), seen, num(m.get("dialogs")));
  }

  private static int num(@Nullable Object o) {
    return o instanceof Number n ? n.intValue() : 0;
  }
}
