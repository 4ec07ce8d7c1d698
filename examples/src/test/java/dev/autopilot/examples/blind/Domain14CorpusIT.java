package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The fourteenth domains corpus ({@code domains14}: 14 forms of fourteen domains, five not in
 * English, two of those filled from values the person wrote in English, written without reading
 * the library or the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report
 * {@code target/domain14-corpus-report.md} ({@code target/domain14-meaning-corpus-report.md} with
 * {@code -Dcorpus.meaning=true}). A submit waits 5 s for its outcome, as in the third to
 * thirteenth corpora: the site answers at once. Run by {@code bin/test-corpora}.
 */
class Domain14CorpusIT extends DomainCorpusMeasurement {
  Domain14CorpusIT() {
    super(BlindCorpusSite.DOMAINS14, "domain14", "Fourteenth domains corpus", Duration.ofSeconds(5));
  }
}
