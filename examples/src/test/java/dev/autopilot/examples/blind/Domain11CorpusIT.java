package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The eleventh domains corpus ({@code domains11}: 14 forms of thirteen domains, five not in
 * English, two of those filled from values the person wrote in English, written without reading
 * the library or the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report
 * {@code target/domain11-corpus-report.md} ({@code target/domain11-meaning-corpus-report.md} with
 * {@code -Dcorpus.meaning=true}). A submit waits 5 s for its outcome, as in the third to tenth
 * corpora: the site answers at once. Run by {@code bin/test-corpora}.
 */
class Domain11CorpusIT extends DomainCorpusMeasurement {
  Domain11CorpusIT() {
    super(BlindCorpusSite.DOMAINS11, "domain11", "Eleventh domains corpus", Duration.ofSeconds(5));
  }
}
