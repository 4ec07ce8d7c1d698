package dev.autopilot.playwright;

import static java.util.Objects.requireNonNull;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import com.microsoft.playwright.options.LoadState;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.SnapshotProvider;
import dev.autopilot.core.Features;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.playwright.internal.snapshot.FrameSnapshots;
import dev.autopilot.playwright.internal.snapshot.Refs;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The {@link SnapshotProvider} for Playwright sessions: one evaluation of an in-page script per
 * frame, which reads every interactive element (native controls, links, contenteditable, ARIA
 * widgets; hidden ones too, marked invisible), their accessible names, the groups that tie them to
 * a question (fieldsets, radio groups, question containers whose text is not a label), the
 * validation messages beside them, and the submit controls. Open shadow roots are read where their
 * host stands, and child frames (same-origin or not) where their frame element stands; a ref in a
 * child frame names it: {@code f1e3}.
 *
 * <p>Refs live in the page: an element keeps its ref across snapshots while it stays in the
 * document, a new element gets a new ref, and a ref number is never issued twice in a frame, not
 * even across navigations. The epoch grows when the structure hash changes or a frame loaded a new
 * document.
 *
 * <p>Incremental by default: the script watches its document (a mutation observer and input
 * listeners), and when nothing but values and checked states changed since the last snapshot of
 * the same session, it recomputes and sends only the controls that changed, and the result is
 * applied to the last snapshot the session keeps. A script setting the value of a text field or
 * select without an event is still caught (those values are compared on every snapshot); checkboxes
 * and radios change by clicks, which fire events, and are read again with the other options of
 * their question. A change of visibility around the changed control or of its error messages (CSS
 * such as {@code :checked ~ .more} or {@code :invalid + .error}) makes the snapshot a full one, and
 * so does any change of the document's structure, attributes or text. Switch it off with
 * {@link Builder#incremental(boolean)}.
 *
 * <p>Works with a {@link PlaywrightBrowserSession}, or a session whose {@link
 * BrowserSession#unwrap(Class)} gives one. Immutable and thread-safe: what lives across snapshots
 * (the refs issued, the last result for an incremental snapshot) is kept by the session, not
 * here; each call must come from the thread that owns the session. Never returns null.
 */
public final class PlaywrightSnapshotProvider implements SnapshotProvider {
  /** How often a snapshot reads a page that keeps navigating while it is read. */
  private static final int MAX_READS = 3;
  /** How long a snapshot waits for the new document of a page that navigated while it was read. */
  private static final double NEW_DOCUMENT_MILLIS = 5_000;


  private final @Nullable String isolatedSelector;
  private final boolean incremental;

  private PlaywrightSnapshotProvider(@Nullable String isolatedSelector, boolean incremental) {
    this.isolatedSelector = isolatedSelector;
    this.incremental = incremental;
  }

  /**
   * {@return a new provider that marks elements inside {@code [data-autopilot-isolated]} as
   * isolated and takes incremental snapshots}
   */
  public static PlaywrightSnapshotProvider create() {
    return builder().build();
  }

  /** {@return a new builder starting from the settings of {@link #create()}} */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Takes a snapshot of the session's page.
   *
   * @throws BrowserException with {@link ErrorCode#BROWSER_CRASHED} when the page or browser is
   *     gone, or {@link ErrorCode#BROWSER_NAVIGATION_FAILED} when the page cannot be read now (it
   *     is navigating, say)
   * @throws dev.autopilot.core.AutopilotException with {@link ErrorCode#CONFIG_INVALID} when the
   *     page rejects the isolated selector as CSS
   * @throws IllegalArgumentException when the session is not a Playwright session
   */
  @Override
  public SemanticSnapshot snapshot(BrowserSession session) {
    PlaywrightBrowserSession playwright = PlaywrightBrowserSession.of(session);
    Page page = playwright.page();
    if (page.isClosed()) {
      throw playwright.closed("could not take a snapshot", null, null);
    }
    return playwright.withDeadline("taking a snapshot", Duration.ZERO, () -> {
      for (int attempt = 1; ; attempt++) {
        try {
          return FrameSnapshots.take(page, playwright.refState(), playwright.mainWorld(), isolatedSelector, incremental);
        } catch (BrowserException e) {
          // a page that navigates while it is read (it submitted itself, say): read the new document
          if (attempt >= MAX_READS || e.code() == ErrorCode.BROWSER_CRASHED || !Refs.isContextGone(e)) {
            throw e;
          }
          awaitDocument(page);
        }
      }
    });
  }

  /**
   * {@return this provider with incremental snapshots off when {@link
   * Features.Flag#SNAPSHOT_INCREMENTAL} is off (every snapshot reads the whole page); itself
   * otherwise}
   *
   * @param features the flags of the run or page using the provider
   */
  @Override
  public PlaywrightSnapshotProvider withFeatures(Features features) {
    return !incremental || features.isOn(Features.Flag.SNAPSHOT_INCREMENTAL) ? this : new PlaywrightSnapshotProvider(isolatedSelector, false);
  }

  /** {@return whether this provider takes incremental snapshots} */
  public boolean incremental() {
    return incremental;
  }

  private static void awaitDocument(Page page) {
    try {
      page.waitForLoadState(LoadState.DOMCONTENTLOADED, new Page.WaitForLoadStateOptions().setTimeout(NEW_DOCUMENT_MILLIS));
    } catch (PlaywrightException e) {
      // the next read tells whether the page is readable
    }
  }


  /** Builds a {@link PlaywrightSnapshotProvider}. Not thread-safe. */
  public static final class Builder {
    private final List<String> isolated = new ArrayList<>(List.of("[data-autopilot-isolated]"));
    private boolean incremental = true;

    private Builder() {}

    /**
     * The CSS selector of foreign panels (a browser extension's UI, a chat widget), replacing the
     * ones set so far: elements inside a match, in its shadow roots and frames, are reported with
     * {@code isolated=true}, in no group, and left out of the structure hash, the required count,
     * the errors and the submit candidates. Default {@code [data-autopilot-isolated]}.
     *
     * @param selector a CSS selector, not blank; checked as CSS by the page at the first snapshot
     * @return this builder
     * @throws IllegalArgumentException when the selector is blank
     */
    public Builder isolatedSelector(String selector) {
      checkSelector(selector);
      isolated.clear();
      isolated.add(selector);
      return this;
    }

    /**
     * Adds the CSS selector of one more kind of foreign panel; see {@link #isolatedSelector}.
     *
     * @param selector a CSS selector, not blank; checked as CSS by the page at the first snapshot
     * @return this builder
     * @throws IllegalArgumentException when the selector is blank
     */
    public Builder addIsolatedSelector(String selector) {
      checkSelector(selector);
      isolated.add(selector);
      return this;
    }

    /**
     * Marks no element as isolated, whatever selectors were set before.
     *
     * @return this builder
     */
    public Builder noIsolation() {
      isolated.clear();
      return this;
    }

    /**
     * Whether a snapshot of an unchanged structure may recompute and send only the controls whose
     * state changed (default true). Off, every snapshot reads the whole page.
     *
     * @param incremental false to read the whole page every time
     * @return this builder
     */
    public Builder incremental(boolean incremental) {
      this.incremental = incremental;
      return this;
    }

    /** {@return a new immutable, thread-safe provider with these settings} */
    public PlaywrightSnapshotProvider build() {
      return new PlaywrightSnapshotProvider(isolated.isEmpty() ? null : String.join(",", isolated), incremental);
    }

    private static void checkSelector(String selector) {
      requireNonNull(selector, "selector");
      if (selector.isBlank()) {
        throw new IllegalArgumentException("the isolated selector is blank; use noIsolation() instead");
      }
    }
  }
}
