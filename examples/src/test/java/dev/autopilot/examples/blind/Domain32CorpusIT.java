package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The thirty-second domains corpus ({@code domains32}: 14 forms of fourteen domains, seven not in
 * English, two of those filled from values the person wrote in English, written without reading
 * the library or the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report
 * {@code target/domain32-corpus-report.md} ({@code target/domain32-meaning-corpus-report.md} with
 * {@code -Dcorpus.meaning=true}). A submit waits 5 s for its outcome, as in the third to
 * thirty-first corpora: the site answers at once. Run by {@code bin/test-corpora}.
 */
class Domain32CorpusIT extends DomainCorpusMeasurement {
  Domain32CorpusIT() {
    super(BlindCorpusSite.DOMAINS32, "domain32", "Thirty-second domains corpus", Duration.ofSeconds(5));
  }
}
