package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The eighteenth domains corpus ({@code domains18}: 14 forms of fourteen domains, five not in
 * English, two of those filled from values the person wrote in English, written without reading
 * the library or the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report
 * {@code target/domain18-corpus-report.md} ({@code target/domain18-meaning-corpus-report.md} with
 * {@code -Dcorpus.meaning=true}). A submit waits 5 s for its outcome, as in the third to
 * seventeenth corpora: the site answers at once. Run by {@code bin/test-corpora}.
 */
class Domain18CorpusIT extends DomainCorpusMeasurement {
  Domain18CorpusIT() {
    super(BlindCorpusSite.DOMAINS18, "domain18", "Eighteenth domains corpus", Duration.ofSeconds(5));
  }
}
