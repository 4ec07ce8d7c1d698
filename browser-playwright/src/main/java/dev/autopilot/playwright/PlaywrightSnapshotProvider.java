package dev.autopilot.playwright;

import static java.util.Objects.requireNonNull;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.SnapshotProvider;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.playwright.internal.Failures;
import dev.autopilot.playwright.internal.RefState;
import dev.autopilot.playwright.internal.Scripts;
import dev.autopilot.playwright.internal.SnapshotParser;
import java.util.HashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The {@link SnapshotProvider} for Playwright sessions: one evaluation of an in-page script per
 * snapshot, which reads every interactive element (native controls, links, contenteditable, ARIA
 * widgets; hidden ones too, marked invisible), their accessible names, the groups that tie them to
 * a question (fieldsets, radio groups, question containers whose text is not a label), the
 * validation messages beside them, and the submit controls.
 *
 * <p>Refs live in the page: an element keeps its ref across snapshots while it stays in the
 * document, a new element gets a new ref, and a ref number is never issued twice in a session, not
 * even across navigations. The epoch grows when the structure hash changes or a new document was
 * loaded.
 *
 * <p>Works with any session whose {@link BrowserSession#unwrap(Class)} gives a Playwright
 * {@link Page}. Immutable and thread-safe; each call must come from the thread that owns the
 * session. Never returns null.
 */
public final class PlaywrightSnapshotProvider implements SnapshotProvider {

  private final @Nullable String isolatedSelector;

  private PlaywrightSnapshotProvider(@Nullable String isolatedSelector) {
    this.isolatedSelector = isolatedSelector;
  }

  /** A provider that marks elements inside {@code [data-autopilot-isolated]} as isolated. */
  public static PlaywrightSnapshotProvider create() {
    return builder().build();
  }

  /** A builder for a provider with other settings. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Takes a snapshot of the session's page.
   *
   * @throws BrowserException with {@link ErrorCode#BROWSER_CRASHED} when the page or browser is
   *     gone, or {@link ErrorCode#BROWSER_NAVIGATION_FAILED} when the page cannot be read now (it
   *     is navigating, say)
   * @throws IllegalArgumentException when the session has no Playwright page
   */
  @Override
  public SemanticSnapshot snapshot(BrowserSession session) {
    Page page = session.unwrap(Page.class);
    RefState state = RefState.of(page);
    Map<String, Object> arg = new HashMap<>();
    arg.put("floor", (double) state.issued());
    arg.put("isolated", isolatedSelector);
    Object json;
    try {
      json = page.evaluate(Scripts.SNAPSHOT, arg);
    } catch (PlaywrightException e) {
      throw Failures.wrap(e, ErrorCode.BROWSER_NAVIGATION_FAILED, "could not take a snapshot", null, null, page.url());
    }
    if (!(json instanceof String s)) {
      throw new BrowserException(ErrorCode.INTERNAL, "the snapshot script returned no result", null, null, page.url(), null);
    }
    return SnapshotParser.parse(s, state);
  }

  /** Builds a {@link PlaywrightSnapshotProvider}. Not thread-safe. */
  public static final class Builder {
    private @Nullable String isolatedSelector = "[data-autopilot-isolated]";

    private Builder() {}

    /**
     * The CSS selector of foreign panels (a browser extension's UI, a chat widget): elements
     * inside a match are reported with {@code isolated=true} and left out of the structure hash
     * and the required count. Default {@code [data-autopilot-isolated]}.
     */
    public Builder isolatedSelector(String selector) {
      requireNonNull(selector, "selector");
      if (selector.isBlank()) {
        throw new IllegalArgumentException("the isolated selector is blank; use noIsolation() instead");
      }
      this.isolatedSelector = selector;
      return this;
    }

    /** Marks no element as isolated. */
    public Builder noIsolation() {
      this.isolatedSelector = null;
      return this;
    }

    /** The provider. */
    public PlaywrightSnapshotProvider build() {
      return new PlaywrightSnapshotProvider(isolatedSelector);
    }
  }
}
