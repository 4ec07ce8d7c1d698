package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The tenth domains corpus ({@code domains10}: 14 forms of ten domains, five not in English, two
 * of those filled from values the person wrote in English, written without reading the library or
 * the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report {@code
 * target/domain10-corpus-report.md} ({@code target/domain10-meaning-corpus-report.md} with {@code
 * -Dcorpus.meaning=true}). A submit waits 5 s for its outcome, as in the third to ninth corpora:
 * the site answers at once. Run by {@code bin/test-corpora}.
 */
class Domain10CorpusIT extends DomainCorpusMeasurement {
  Domain10CorpusIT() {
    super(BlindCorpusSite.DOMAINS10, "domain10", "Tenth domains corpus", Duration.ofSeconds(5));
  }
}
