package dev.autopilot.extract;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.ModelUsage;
import java.util.List;

/**
 * What a crawl gave: the records of every page it extracted from, each page it considered and
 * what became of it, and why it stopped. Immutable.
 *
 * @param records the records of all extracted pages, in visiting order
 * @param visits every page considered, in order
 * @param stop why the crawl stopped: the queue ran empty, or which bound was reached
 * @param exports files the pages downloaded, saved in the extractor's exports folder
 * @param modelUsage the model calls of the whole crawl
 */
public record CrawlResult(List<ExtractedRecord> records, List<Visit> visits, String stop, List<ExportFile> exports, ModelUsage modelUsage) {
  /** What became of a page. */
  public enum Outcome {
    /** Opened and extracted from; the records passed the gate. */
    EXTRACTED,
    /** Opened and extracted from; the records failed the gate (they are kept, see the note). */
    EXTRACTION_FAILED,
    /** Opened for its links only: its URL does not match {@link CrawlBounds#extractOn()}. */
    LINKS_ONLY,
    /** Not opened: robots.txt disallows it. */
    ROBOTS_DISALLOWED,
    /** Not opened, or left: the navigation failed or left the allowed hosts. */
    NAVIGATION_FAILED
  }

  /**
   * One page of the crawl.
   *
   * @param url the page
   * @param depth link hops from the start
   * @param outcome what became of it
   * @param records records read on it
   * @param source where its recipe came from (NONE when it was not extracted from)
   * @param note the failure or stop reason, empty when none
   */
  public record Visit(String url, int depth, Outcome outcome, int records, ExtractionResult.Source source, String note) {
    /**
     * Checks the visit.
     *
     * @param url not null
     * @param depth 0 for the start page
     * @param outcome not null
     * @param records 0 when the page was not extracted from
     * @param source not null
     * @param note not null; may be empty
     * @throws NullPointerException when a reference component is null
     */
    public Visit {
      requireNonNull(url, "url");
      requireNonNull(outcome, "outcome");
      requireNonNull(source, "source");
      requireNonNull(note, "note");
    }
  }

  /**
   * Checks the result and copies its lists.
   *
   * @param records copied; empty when no page gave a record
   * @param visits copied; empty when the crawl opened nothing
   * @param stop not null
   * @param exports copied; empty without an exports folder
   * @param modelUsage not null; zero when no model was asked
   * @throws NullPointerException when a component, or an element of a list, is null
   */
  public CrawlResult {
    records = List.copyOf(records);
    visits = List.copyOf(visits);
    requireNonNull(stop, "stop");
    exports = List.copyOf(exports);
    requireNonNull(modelUsage, "modelUsage");
  }
}
