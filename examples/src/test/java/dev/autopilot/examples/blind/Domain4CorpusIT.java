package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The fourth domains corpus ({@code domains4}: 14 forms of 13 further domains, seven not in
 * English, written without reading the library or the earlier corpora), measured as {@link
 * DomainCorpusMeasurement} says; report {@code target/domain4-corpus-report.md}. A submit waits 5 s
 * for its outcome, as in the third corpus: the site answers at once. Run by {@code
 * bin/test-corpora}.
 */
class Domain4CorpusIT extends DomainCorpusMeasurement {
  Domain4CorpusIT() {
    super(BlindCorpusSite.DOMAINS4, "domain4", "Fourth domains corpus", Duration.ofSeconds(5));
  }
}
