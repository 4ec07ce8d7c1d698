package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The nineteenth domains corpus ({@code domains19}: 14 forms of fourteen domains, five not in
 * English, two of those filled from values the person wrote in English, written without reading
 * the library or the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report
 * {@code target/domain19-corpus-report.md} ({@code target/domain19-meaning-corpus-report.md} with
 * {@code -Dcorpus.meaning=true}). A submit waits 5 s for its outcome, as in the third to
 * seventeenth corpora: the site answers at once (one page after 0.7 s). Run by {@code
 * bin/test-corpora}.
 */
class Domain19CorpusIT extends DomainCorpusMeasurement {
  Domain19CorpusIT() {
    super(BlindCorpusSite.DOMAINS19, "domain19", "Nineteenth domains corpus", Duration.ofSeconds(5));
  }
}
