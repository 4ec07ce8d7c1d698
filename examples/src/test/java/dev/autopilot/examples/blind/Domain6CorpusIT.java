package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The sixth domains corpus ({@code domains6}: 14 forms of 13 domains, five not in English, two
 * of those filled from values the person wrote in English, written without reading the library
 * or the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report {@code
 * target/domain6-corpus-report.md}. A submit waits 5 s for its outcome, as in the third to fifth
 * corpora: the site answers at once. Run by {@code bin/test-corpora}.
 */
class Domain6CorpusIT extends DomainCorpusMeasurement {
  Domain6CorpusIT() {
    super(BlindCorpusSite.DOMAINS6, "domain6", "Sixth domains corpus", Duration.ofSeconds(5));
  }
}
