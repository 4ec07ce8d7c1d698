package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.ModelLedger;
import java.util.List;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * What a classifier may look at after a submit.
 *
 * @param urlBefore the URL the submit was made from
 * @param url the URL after the submit
 * @param title the page title after the submit
 * @param pageText the visible text of the page after the submit (may be cut to a bound)
 * @param httpStatus the status of the submit's response, or null when none was seen
 * @param snapshot the snapshot taken after the submit
 * @param regions the visible text by region (main content, dialogs, live regions, the messages
 *     of JavaScript dialogs, header, navigation, footer), so that a classifier can weigh where a
 *     phrase stands; empty when the page was read as a whole, in which case {@link #regionsOrPage()}
 *     stands the whole {@code pageText} in for them
 * @param ledger the run's account of model calls, for classifiers that ask a model
 * @param submitEffects what the submit gesture was seen to cause (the requests it sent and their
 *     answers, the form's state before and after, the text that appeared), for a classifier to
 *     weigh what happened beside what the page says; null when unknown (a page that submitted
 *     itself, an executor that does not report effects)
 */
public record OutcomeSignals(
    String urlBefore, String url, String title, String pageText, @Nullable Integer httpStatus, SemanticSnapshot snapshot,
    List<PageRegion> regions, ModelLedger ledger, @Nullable SubmitEffects submitEffects) {
  /**
   * Checks the signals and copies the regions.
   *
   * @param urlBefore the URL before, not null
   * @param url the URL after, not null
   * @param title the title, not null (empty when the page has none)
   * @param pageText the page text, not null
   * @param httpStatus the response's status, or null
   * @param snapshot the snapshot after, not null
   * @param regions the text by region, copied; empty when read as a whole
   * @param ledger the model ledger, not null
   * @param submitEffects the submit's effects, or null when unknown
   * @throws NullPointerException when a value that may not be null, or a region, is null
   */
  public OutcomeSignals {
    requireNonNull(urlBefore, "urlBefore");
    requireNonNull(url, "url");
    requireNonNull(title, "title");
    requireNonNull(pageText, "pageText");
    requireNonNull(snapshot, "snapshot");
    regions = List.copyOf(regions);
    requireNonNull(ledger, "ledger");
  }

  /**
   * Signals without the submit's effects.
   *
   * @param urlBefore the URL the submit was made from
   * @param url the URL after the submit
   * @param title the page title after the submit
   * @param pageText the visible text of the page after the submit
   * @param httpStatus the status of the submit's response, or null when none was seen
   * @param snapshot the snapshot taken after the submit
   * @param regions the visible text by region; empty when the page was read as a whole
   * @param ledger the run's account of model calls
   * @throws NullPointerException when a value that may not be null, or a region, is null
   */
  public OutcomeSignals(String urlBefore, String url, String title, String pageText, @Nullable Integer httpStatus, SemanticSnapshot snapshot,
      List<PageRegion> regions, ModelLedger ledger) {
    this(urlBefore, url, title, pageText, httpStatus, snapshot, regions, ledger, null);
  }

  /**
   * Signals of a page read as a whole, with a ledger of their own and no caps (for rule
   * classifiers and tests).
   *
   * @param urlBefore the URL the submit was made from
   * @param url the URL after the submit
   * @param title the page title after the submit
   * @param pageText the visible text of the page after the submit
   * @param httpStatus the status of the submit's response, or null when none was seen
   * @param snapshot the snapshot taken after the submit
   * @throws NullPointerException when a value that may not be null is
   */
  public OutcomeSignals(String urlBefore, String url, String title, String pageText, @Nullable Integer httpStatus, SemanticSnapshot snapshot) {
    this(urlBefore, url, title, pageText, httpStatus, snapshot, List.of(), ModelLedger.unlimited());
  }

  /**
   * Signals of a page read as a whole, on the run's ledger.
   *
   * @param urlBefore the URL the submit was made from
   * @param url the URL after the submit
   * @param title the page title after the submit
   * @param pageText the visible text of the page after the submit
   * @param httpStatus the status of the submit's response, or null when none was seen
   * @param snapshot the snapshot taken after the submit
   * @param ledger the run's account of model calls, charged by a model-backed classifier
   * @throws NullPointerException when a value that may not be null is
   */
  public OutcomeSignals(String urlBefore, String url, String title, String pageText, @Nullable Integer httpStatus, SemanticSnapshot snapshot,
      ModelLedger ledger) {
    this(urlBefore, url, title, pageText, httpStatus, snapshot, List.of(), ledger);
  }

  /**
   * Signals of a page read by region, with a ledger of their own and no caps.
   *
   * @param urlBefore the URL the submit was made from
   * @param url the URL after the submit
   * @param title the page title after the submit
   * @param pageText the visible text of the page after the submit
   * @param httpStatus the status of the submit's response, or null when none was seen
   * @param snapshot the snapshot taken after the submit
   * @param regions the visible text by region
   * @throws NullPointerException when a value that may not be null, or a region, is null
   */
  public OutcomeSignals(String urlBefore, String url, String title, String pageText, @Nullable Integer httpStatus, SemanticSnapshot snapshot,
      List<PageRegion> regions) {
    this(urlBefore, url, title, pageText, httpStatus, snapshot, regions, ModelLedger.unlimited());
  }

  /**
   * Reads the signals of the page a session shows after a submit: its URL, title and text by
   * region ({@link BrowserSession#outcomeRegions(int)}), the page text being the regions' text
   * joined. Every component that classifies an outcome reads the page through this one method.
   *
   * <p>A host loop reads them after its own submit, with {@link #PAGE_TEXT_LIMIT} as a run does:
   *
   * <pre>{@code
   * Navigation sent = proof.execution().navigation();
   * OutcomeSignals signals = OutcomeSignals.read(session, urlBefore, sent == null ? null : sent.responseStatus(),
   *     proof.after(), OutcomeSignals.PAGE_TEXT_LIMIT, ModelLedger.unlimited());
   * SubmissionOutcome outcome = OutcomeClassifiers.rules().classify(signals);
   * }</pre>
   *
   * @param session the session whose page is read, on its owning thread
   * @param urlBefore the URL the submit was made from (the classifier compares it with the URL now)
   * @param httpStatus the status of the submit's main response, or null when none was seen
   * @param after the snapshot taken after the submit
   * @param maxChars the most characters of page text read, over all regions: {@link
   *     #PAGE_TEXT_LIMIT} as a run reads it; a page's text beyond it is cut
   * @param ledger the account of model calls a model-backed classifier charges and is capped by:
   *     the run's own inside a run; {@link ModelLedger#unlimited()} for a host with no caps, or
   *     {@link ModelLedger#create(dev.autopilot.core.ModelBudget)} to cap a host's classifier
   * @return the signals, never null
   * @throws dev.autopilot.core.BrowserException when the page cannot be read
   */
  public static OutcomeSignals read(BrowserSession session, String urlBefore, @Nullable Integer httpStatus, SemanticSnapshot after, int maxChars,
      ModelLedger ledger) {
    requireNonNull(session, "session");
    List<PageRegion> regions = session.outcomeRegions(maxChars);
    String text = regions.stream().map(PageRegion::text).collect(Collectors.joining("\n"));
    return new OutcomeSignals(urlBefore, session.url(), session.title(), text, httpStatus, after, regions, ledger);
  }

  /** The most page text an outcome is read from, by a run and by a host's loop alike. */
  public static final int PAGE_TEXT_LIMIT = 4_000;

  /**
   * As {@link #read(BrowserSession, String, Integer, SemanticSnapshot, int, ModelLedger)}, with a
   * ledger of its own and no caps ({@link ModelLedger#unlimited()}).
   *
   * @param session the session whose page is read, on its owning thread
   * @param urlBefore the URL the submit was made from
   * @param httpStatus the status of the submit's main response, or null when none was seen
   * @param after the snapshot taken after the submit
   * @param maxChars the most characters of page text read: {@link #PAGE_TEXT_LIMIT} as a run reads it
   * @return the signals, never null
   * @throws dev.autopilot.core.BrowserException when the page cannot be read
   */
  public static OutcomeSignals read(BrowserSession session, String urlBefore, @Nullable Integer httpStatus, SemanticSnapshot after, int maxChars) {
    return read(session, urlBefore, httpStatus, after, maxChars, ModelLedger.unlimited());
  }

  /**
   * The regions; when none were read, the whole page text as one {@link RegionKind#OTHER}
   * region.
   *
   * @return the regions a classifier weighs, never empty
   */
  public List<PageRegion> regionsOrPage() {
    return regions.isEmpty() ? List.of(new PageRegion(RegionKind.OTHER, pageText)) : regions;
  }

  /**
   * These signals with the given regions.
   *
   * @param newRegions the visible text by region, replacing these signals' (the page text is kept)
   * @return the new signals; these are unchanged
   * @throws NullPointerException when the list or a region in it is null
   */
  public OutcomeSignals withRegions(List<PageRegion> newRegions) {
    return new OutcomeSignals(urlBefore, url, title, pageText, httpStatus, snapshot, newRegions, ledger, submitEffects);
  }

  /**
   * These signals with what the submit gesture was seen to cause.
   *
   * @param effects the submit's effects, or null when unknown
   * @return the new signals; these are unchanged
   */
  public OutcomeSignals withSubmitEffects(@Nullable SubmitEffects effects) {
    return new OutcomeSignals(urlBefore, url, title, pageText, httpStatus, snapshot, regions, ledger, effects);
  }
}
