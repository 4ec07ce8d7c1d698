package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The eighth domains corpus ({@code domains8}: 14 forms of many domains, six not in English, two
 * of those filled from values the person wrote in English, written without reading the library or
 * the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report {@code
 * target/domain8-corpus-report.md}. A submit waits 5 s for its outcome, as in the third to seventh
 * corpora: the site answers at once. Run by {@code bin/test-corpora}.
 */
class Domain8CorpusIT extends DomainCorpusMeasurement {
  Domain8CorpusIT() {
    super(BlindCorpusSite.DOMAINS8, "domain8", "Eighth domains corpus", Duration.ofSeconds(5));
  }
}
