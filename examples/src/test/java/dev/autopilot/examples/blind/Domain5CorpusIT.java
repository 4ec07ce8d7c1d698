package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The fifth domains corpus ({@code domains5}: 14 forms of 10 further domains, six not in English,
 * two of those filled from values the person wrote in English, written without reading the
 * library or the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report
 * {@code target/domain5-corpus-report.md}. A submit waits 5 s for its outcome, as in the third and
 * fourth corpora: the site answers at once. Run by {@code bin/test-corpora}.
 */
class Domain5CorpusIT extends DomainCorpusMeasurement {
  Domain5CorpusIT() {
    super(BlindCorpusSite.DOMAINS5, "domain5", "Fifth domains corpus", Duration.ofSeconds(5));
  }
}
