package dev.autopilot.playwright.internal.proof;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.JSHandle;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import com.microsoft.playwright.Response;
import dev.autopilot.core.model.BrowserDialog;
import dev.autopilot.core.model.FormState;
import dev.autopilot.core.model.Navigation;
import dev.autopilot.core.model.PageRegion;
import dev.autopilot.core.model.RegionKind;
import dev.autopilot.core.model.SubmitEffects;
import dev.autopilot.playwright.internal.Scripts;
import dev.autopilot.playwright.internal.session.Deadline;
import dev.autopilot.playwright.internal.session.DialogWatch;
import dev.autopilot.playwright.internal.session.Failures;
import dev.autopilot.playwright.internal.session.NetworkWatch;
import java.net.URI;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * Performs a submit gesture and watches what it causes: the form's state before and after
 * ({@code proof/submit-form.js}, {@code proof/submit-state.js}), the requests the page sends, the dialogs it
 * opens, and the page's announcements (live regions, alerts, toasts, dialogs). It waits for an
 * outcome signal up to the submit deadline: a navigation that loaded, or every request that may
 * carry the form answered. A navigation still unanswered at the deadline is stopped (the form's
 * request may have arrived; the page is then readable again). Not thread-safe; use from the
 * thread that owns the page.
 */
public final class SubmitWatch {
  private static final String FORM = Scripts.load("proof/submit-form.js");
  private static final String STATE = Scripts.load("proof/submit-state.js");
  /**
   * Lets the page render what the response changed: resolves once the document has not changed
   * for {@code quiet} ms (an animation that slides the form away, then shows a message), or after
   * {@code max} ms at most.
   */
  private static final String DOM_QUIET = "({quiet, max}) => new Promise((resolve) => {"
      + " let timer; const done = () => { observer.disconnect(); clearTimeout(cap); resolve(); };"
      + " const observer = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(done, quiet); });"
      + " observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });"
      + " timer = setTimeout(done, quiet); const cap = setTimeout(done, max); })";
  /** How long the document must stay unchanged after the answer before the form is read again. */
  static final int QUIET_MILLIS = 250;
  /** The longest the gesture waits for the document to stop changing. */
  static final int QUIET_MAX_MILLIS = 3_000;
  private static final int ANNOUNCEMENT_CHARS = 2_000;

  private SubmitWatch() {}

  /** What the gesture did: the navigation with its effects, and whether the page settled in time. */
  public record Outcome(Navigation navigation, boolean settled) {}

  /**
   * Reads the form's state, performs {@code gesture}, waits for an outcome signal until {@code
   * deadline} (the first request must start within {@code graceMillis}, else none did), then reads
   * the state again. A request counts as evidence when {@code allowed} accepts its URL (the
   * run's boundary); null allows the host of the page the gesture is made on.
   *
   * @param page the page, owned by the calling thread
   * @param control the submit control; its form's state is read before and after
   * @param dialogs the session's dialog watch, or null when it has none
   * @param allowed accepts the URLs of requests that count as the form's, or null
   * @param gesture clicks the control or presses Enter
   * @param deadline the submit's deadline
   * @param graceMillis how long the first request may take to start
   * @return the navigation with everything the gesture was seen to cause, and whether the page
   *     settled before the deadline
   * @throws PlaywrightException when the page died meanwhile
   */
  public static Outcome perform(Page page, ElementHandle control, @Nullable DialogWatch dialogs, @Nullable Predicate<String> allowed, Runnable gesture,
      Deadline deadline, long graceMillis) {
    String urlBefore = page.url();
    String host = host(urlBefore);
    Predicate<String> toAllowed = allowed != null ? allowed : url -> host(url).equalsIgnoreCase(host);
    @Nullable JSHandle form = null;
    @Nullable FormState before = null;
    try {
      form = control.evaluateHandle(FORM);
      before = state(page, control, form, true);
    } catch (PlaywrightException e) {
      if (Failures.isClosed(e)) {
        throw e;
      }
    }
    int dialogsBefore = dialogs == null ? 0 : dialogs.all().size();
    try (NetworkWatch watch = NetworkWatch.start(page, NetworkWatch.Scope.NAVIGATION_AND_FETCH)) {
      if (dialogs != null) {
        dialogs.submitting(true);
      }
      boolean settled;
      try {
        gesture.run();
        settled = watch.settle(deadline, graceMillis);
      } finally {
        if (dialogs != null) {
          dialogs.submitting(false);
        }
      }
      if (!settled && watch.navigationPending()) {
        // the form's document request got no answer by the submit deadline: stop waiting for it,
        // so that the page can be read (it answers no script while the navigation is pending)
        watch.stopLoading();
      }
      try {
        page.evaluate(DOM_QUIET, Map.of("quiet", QUIET_MILLIS, "max", (int) Math.max(0, Math.min(QUIET_MAX_MILLIS, deadline.remaining()))));
      } catch (PlaywrightException e) {
        if (Failures.isClosed(e)) {
          throw e;
        }
      }
      FormState after = null;
      try {
        after = watch.navigated() && !page.url().equals(urlBefore) ? FormState.gone(announcements(page)) : state(page, control, form, false);
      } catch (PlaywrightException e) {
        if (Failures.isClosed(e)) {
          throw e;
        }
        after = FormState.gone(announcementsQuietly(page));
      }
      List<BrowserDialog> opened = dialogs == null ? List.of() : dialogs.all().subList(dialogsBefore, dialogs.all().size());
      boolean timedOut = !settled || watch.sendingOutstanding();
      SubmitEffects effects = new SubmitEffects(watch.sent(toAllowed), opened, before, after, (long) deadline.totalMillis(), timedOut);
      Response r = watch.mainResponse();
      Integer status = r == null ? null : r.status();
      return new Outcome(new Navigation(urlBefore, page.url(), status, r == null ? null : r.url(), effects), settled);
    } finally {
      if (form != null) {
        try {
          form.dispose();
        } catch (PlaywrightException e) {
          // The document it belonged to is gone.
        }
      }
    }
  }

  /**
   * The form's state; with {@code mark} (just before the gesture), the document's texts are
   * recorded too, so that the snapshot can tell the texts that appeared after it ({@code
   * lib/submit-mark.js}).
   */
  private static FormState state(Page page, ElementHandle control, @Nullable JSHandle form, boolean mark) {
    Object raw = page.evaluate(STATE, Arrays.asList(control, form, mark));
    String ann = announcements(page);
    if (!(raw instanceof Map<?, ?> m)) {
      return FormState.gone(ann);
    }
    List<String> invalid = m.get("invalidFields") instanceof List<?> l ? l.stream().map(String::valueOf).toList() : List.of();
    return new FormState(bool(m.get("formPresent")), bool(m.get("formVisible")), num(m.get("filledFields")), str(m.get("valuesDigest")),
        bool(m.get("controlPresent")), bool(m.get("controlDisabled")), str(m.get("controlLabel")), ann, str(m.get("revealed")), invalid);
  }

  /** The text of the page's dialogs and live regions: one reading, shared with outcome classification. */
  private static String announcements(Page page) {
    return OutcomeRegions.read(page, 20_000).stream()
        .filter(r -> r.kind() == RegionKind.DIALOG || r.kind() == RegionKind.LIVE)
        .map(PageRegion::text)
        .collect(Collectors.joining("\n"))
        .transform(t -> t.length() > ANNOUNCEMENT_CHARS ? t.substring(0, ANNOUNCEMENT_CHARS) : t);
  }

  private static String announcementsQuietly(Page page) {
    try {
      return announcements(page);
    } catch (PlaywrightException e) {
      if (Failures.isClosed(e)) {
        throw e;
      }
      return "";
    }
  }

  private static String host(String url) {
    try {
      String h = URI.create(url).getHost();
      return h == null ? "" : h;
    } catch (IllegalArgumentException e) {
      return "";
    }
  }

  private static boolean bool(@Nullable Object o) {
    return Boolean.TRUE.equals(o);
  }

  private static int num(@Nullable Object o) {
    return o instanceof Number n ? n.intValue() : 0;
  }

  private static String str(@Nullable Object o) {
    return o == null ? "" : o.toString();
  }
}
