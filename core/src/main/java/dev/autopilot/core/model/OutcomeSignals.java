package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.ModelLedger;
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
 * @param ledger the run's account of model calls, for classifiers that ask a model
 */
public record OutcomeSignals(
    String urlBefore, String url, String title, String pageText, @Nullable Integer httpStatus, SemanticSnapshot snapshot, ModelLedger ledger) {
  public OutcomeSignals {
    requireNonNull(urlBefore, "urlBefore");
    requireNonNull(url, "url");
    requireNonNull(title, "title");
    requireNonNull(pageText, "pageText");
    requireNonNull(snapshot, "snapshot");
    requireNonNull(ledger, "ledger");
  }

  /** Signals with a ledger of their own and no caps (for rule classifiers and tests). */
  public OutcomeSignals(String urlBefore, String url, String title, String pageText, @Nullable Integer httpStatus, SemanticSnapshot snapshot) {
    this(urlBefore, url, title, pageText, httpStatus, snapshot, ModelLedger.unlimited());
  }
}
