package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The ninth domains corpus ({@code domains9}: 14 forms of many domains, five not in English, two
 * of those filled from values the person wrote in English, written without reading the library or
 * the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report {@code
 * target/domain9-corpus-report.md}. A submit waits 5 s for its outcome, as in the third to eighth
 * corpora: the site answers at once. Run by {@code bin/test-corpora}.
 */
class Domain9CorpusIT extends DomainCorpusMeasurement {
  Domain9CorpusIT() {
    super(BlindCorpusSite.DOMAINS9, "domain9", "Ninth domains corpus", Duration.ofSeconds(5));
  }
}
