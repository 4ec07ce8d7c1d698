package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The twenty-sixth domains corpus ({@code domains26}: 14 forms of fourteen domains, five not in
 * English, two of those filled from values the person wrote in English, written without reading
 * the library or the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report
 * {@code target/domain26-corpus-report.md} ({@code target/domain26-meaning-corpus-report.md} with
 * {@code -Dcorpus.meaning=true}). A submit waits 5 s for its outcome, as in the third to
 * twenty-fifth corpora: the site answers at once. Run by {@code bin/test-corpora}.
 */
class Domain26CorpusIT extends DomainCorpusMeasurement {
  Domain26CorpusIT() {
    super(BlindCorpusSite.DOMAINS26, "domain26", "Twenty-sixth domains corpus", Duration.ofSeconds(5));
  }
}
