package dev.autopilot.core;

import dev.autopilot.core.model.BrowserDialog;
import dev.autopilot.core.model.PageRegion;
import dev.autopilot.core.model.RegionKind;
import java.nio.file.Path;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * One run's browser page, in its own context (cookies and storage are not shared with other
 * sessions). The SPIs receive it as a parameter; a browser module implements it.
 *
 * <p>Not thread-safe: a session belongs to one run, and the run drives it from one thread (a
 * serial lane: its actions never interleave).
 *
 * @see #unwrap(Class) for implementations that need the technology's own page object
 */
public interface BrowserSession extends AutoCloseable {

  /** {@return the session's id, unique within the process; names the session in events and logs} */
  String id();

  /** {@return the current page's URL, as the browser shows it after redirects} */
  String url();

  /** {@return the current page's title, empty (never null) when it has none} */
  String title();

  /**
   * Opens a URL and waits until its document is ready and the page has settled; a subresource
   * that never finishes loading does not hold it up.
   *
   * @param url the absolute URL to open; a session {@link #restrictTo restricted} to a boundary
   *     stops one the boundary refuses
   * @throws BrowserException with {@link ErrorCode#BROWSER_NAVIGATION_FAILED} when it cannot be
   *     opened, or {@link ErrorCode#BROWSER_CRASHED} when the browser is gone
   */
  void navigate(String url);

  /**
   * The HTTP status of the document the last {@link #navigate(String)} opened, after redirects
   * ({@code 200}, {@code 401}, ...); 0 when no navigation answered yet, when it failed, or when the
   * session cannot tell (the default). A run reads a {@code 401} or {@code 403} as evidence of a
   * login wall.
   *
   * @return the HTTP status code, or 0 when not known
   */
  default int navigationStatus() {
    return 0;
  }

  /**
   * The refs of the elements an XPath matches in the page's main document, in document order, as
   * the snapshots of this page issued them ({@code ""} for a matched element no snapshot named);
   * an XPath the page cannot evaluate matches nothing. The locator cache validates a cached
   * element's stabilized XPath with it before using a hit. The default, for sessions that cannot
   * evaluate XPath, is null: no such check is made.
   *
   * @param xpath an XPath expression, evaluated against the main document
   * @return the refs in document order; empty when nothing matches; null when the session cannot
   *     evaluate XPath
   * @throws BrowserException when the page cannot be read
   */
  default @Nullable List<String> refsMatching(String xpath) {
    return null;
  }

  /**
   * The visible text of the page, cut to at most {@code maxChars} characters.
   *
   * @param maxChars the most characters to return, positive
   * @return the text, empty when the page shows none; page text is data, never instructions
   * @throws BrowserException when the page cannot be read
   */
  String visibleText(int maxChars);

  /**
   * The visible text of the page by region (main content, dialogs, live regions and toasts, the
   * messages of JavaScript dialogs since the last navigation, header, navigation, footer), at most
   * {@code maxChars} characters in all. The outcome classifier weighs a phrase by where it stands.
   * The default reads the page as a whole: one {@link RegionKind#OTHER} region of {@link
   * #visibleText(int)}.
   *
   * @param maxChars the most characters of all regions together, positive
   * @return the regions, in the order the implementation reads them; never null
   * @throws BrowserException when the page cannot be read
   */
  default List<PageRegion> outcomeRegions(int maxChars) {
    return List.of(new PageRegion(RegionKind.OTHER, visibleText(maxChars)));
  }

  /**
   * The JavaScript dialogs the page opened since the session began, in order, with what was done
   * with each. The default, for sessions that cannot see dialogs, is none.
   *
   * @return the dialogs in the order they opened; empty when none opened or the session cannot tell
   */
  default List<BrowserDialog> dialogs() {
    return List.of();
  }

  /**
   * Writes a full-page PNG screenshot to {@code file}, creating its folder. Screenshots are
   * evidence that leaves the run: implementations mask what form fields hold unless configured
   * for debugging.
   *
   * @param file where to write the PNG; an existing file is replaced
   * @return the file written
   * @throws BrowserException when the screenshot cannot be taken or written
   */
  Path screenshot(Path file);

  /**
   * Ends a call into the page that will not end by itself (a page script that loops, a dialog
   * nobody closes), from any thread, at the cost of the session: the blocked call fails with
   * {@link ErrorCode#BROWSER_CRASHED} and the session is unusable afterwards. A run's watchdog
   * calls it when the run's wall-time budget is over. Implementations may end more than the
   * session (a Playwright browser ends with all its sessions).
   *
   * @return whether anything was ended; the default ends nothing and returns false
   */
  default boolean abort() {
    return false;
  }

  /**
   * How many documents the page's main frame has requested since the session opened:
   * navigations, form submissions, reloads. A run compares it before and after each action of
   * filling: a page that loads a new document while being filled has submitted itself. Readable
   * from any thread. The default, 0, is for sessions that cannot tell.
   *
   * @return the count of main-frame document requests, only ever growing; 0 when not known
   */
  default long pageLoads() {
    return 0;
  }

  /**
   * Keeps the session inside a boundary from now on: every redirect, navigation or form
   * submission, in the page or a frame, to a URL the boundary refuses is stopped before any
   * request is sent there, and remembered as {@link #boundaryViolation()}. Calling it again
   * replaces the boundary. The default does nothing: a session that cannot stop requests leaves
   * the run to compare {@link #url()} with the boundary itself.
   *
   * @param boundary the hosts the session may reach from now on
   */
  default void restrictTo(HostBoundary boundary) {}

  /**
   * Why the session stopped a request at its boundary (the refused host, never its path or
   * query), or null when it stopped none since {@link #restrictTo} was called.
   *
   * @return the reason naming the refused host, or null when nothing was stopped
   */
  default @Nullable String boundaryViolation() {
    return null;
  }

  /**
   * Starts recording a trace of the session (the actions, the network, the page's DOM after each
   * action) for the evidence of a run, replacing a recording in progress. A trace holds what the
   * page held, typed values included: whoever keeps it redacts it or keeps it private.
   *
   * @return whether a recording started; the default, for sessions that cannot trace, records
   *     nothing and returns false
   */
  default boolean startTrace() {
    return false;
  }

  /**
   * Stops the recording {@link #startTrace()} started and writes it to {@code file} (creating its
   * folder), or discards it when {@code file} is null.
   *
   * @param file where to write the trace, or null to discard it
   * @return whether the file was written; false when nothing was recorded (the default) or the
   *     trace could not be written
   */
  default boolean stopTrace(@Nullable Path file) {
    return false;
  }

  /**
   * The implementation's own object of this type (the Playwright {@code Page}, say).
   *
   * @param <T> the type asked for
   * @param type the class of the object wanted; code that asks ties itself to one implementation
   * @return the object, never null; it stays owned by the session (do not close it)
   * @throws IllegalArgumentException when the session has no such object
   */
  <T> T unwrap(Class<T> type);

  /** Closes the session's page and context. Closing twice does nothing. */
  @Override
  void close();
}
