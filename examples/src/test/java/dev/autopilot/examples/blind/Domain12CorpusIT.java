package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The twelfth domains corpus ({@code domains12}: 14 forms of ten domains, five not in English,
 * two of those filled from values the person wrote in English, written without reading the
 * library or the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report
 * {@code target/domain12-corpus-report.md} ({@code target/domain12-meaning-corpus-report.md} with
 * {@code -Dcorpus.meaning=true}). A submit waits 5 s for its outcome, as in the third to eleventh
 * corpora: the site answers at once. Run by {@code bin/test-corpora}.
 */
class Domain12CorpusIT extends DomainCorpusMeasurement {
  Domain12CorpusIT() {
    super(BlindCorpusSite.DOMAINS12, "domain12", "Twelfth domains corpus", Duration.ofSeconds(5));
  }
}
