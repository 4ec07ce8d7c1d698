package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The sixteenth domains corpus ({@code domains16}: 14 forms of fourteen domains, five not in
 * English, two of those filled from values the person wrote in English, written without reading
 * the library or the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report
 * {@code target/domain16-corpus-report.md} ({@code target/domain16-meaning-corpus-report.md} with
 * {@code -Dcorpus.meaning=true}). A submit waits 5 s for its outcome, as in the earlier corpora:
 * the site answers at once. Run by {@code bin/test-corpora}.
 */
class Domain16CorpusIT extends DomainCorpusMeasurement {
  Domain16CorpusIT() {
    super(BlindCorpusSite.DOMAINS16, "domain16", "Sixteenth domains corpus", Duration.ofSeconds(5));
  }
}
