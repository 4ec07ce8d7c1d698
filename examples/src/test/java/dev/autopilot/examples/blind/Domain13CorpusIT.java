package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The thirteenth domains corpus ({@code domains13}: 14 forms of eleven domains, five not in
 * English, two of those filled from values the person wrote in English, written without reading
 * the library or the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report
 * {@code target/domain13-corpus-report.md} ({@code target/domain13-meaning-corpus-report.md} with
 * {@code -Dcorpus.meaning=true}). A submit waits 5 s for its outcome, as in the third to eleventh
 * corpora: the site answers at once. Run by {@code bin/test-corpora}.
 */
class Domain13CorpusIT extends DomainCorpusMeasurement {
  Domain13CorpusIT() {
    super(BlindCorpusSite.DOMAINS13, "domain13", "Thirteenth domains corpus", Duration.ofSeconds(5));
  }
}
