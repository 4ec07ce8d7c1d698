package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The third domains corpus ({@code domains3}: 14 forms of 12 other domains, six not in English,
 * written without reading the library or the earlier corpora), measured as {@link
 * DomainCorpusMeasurement} says; report {@code target/domain3-corpus-report.md}. A submit waits 5 s
 * for its outcome, not 30 s: the site answers at once, so only runs whose submit the page itself
 * blocked (which end OUTCOME_UNKNOWN either way) are shortened. Run by {@code bin/test-corpora}.
 */
class Domain3CorpusIT extends DomainCorpusMeasurement {
  Domain3CorpusIT() {
    super(BlindCorpusSite.DOMAINS3, "domain3", "Third domains corpus", Duration.ofSeconds(5));
  }
}
