package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The twenty-fifth domains corpus ({@code domains25}: 14 forms of fourteen domains, five not in
 * English, two of those filled from values the person wrote in English, written without reading
 * the library or the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report
 * {@code target/domain25-corpus-report.md} ({@code target/domain25-meaning-corpus-report.md} with
 * {@code -Dcorpus.meaning=true}). A submit waits 5 s for its outcome, as in the third to
 * twenty-third corpora: the site answers at once (one page after 0.7 s). Run by {@code
 * bin/test-corpora}.
 */
class Domain25CorpusIT extends DomainCorpusMeasurement {
  Domain25CorpusIT() {
    super(BlindCorpusSite.DOMAINS25, "domain25", "Twenty-fifth domains corpus", Duration.ofSeconds(5));
  }
}
