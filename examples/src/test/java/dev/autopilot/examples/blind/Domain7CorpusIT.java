package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The seventh domains corpus ({@code domains7}: 14 forms of many domains, several not in English,
 * two of those filled from values the person wrote in English, written without reading the
 * library or the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report {@code
 * target/domain7-corpus-report.md}. A submit waits 5 s for its outcome, as in the third to sixth
 * corpora: the site answers at once. Run by {@code bin/test-corpora}.
 */
class Domain7CorpusIT extends DomainCorpusMeasurement {
  Domain7CorpusIT() {
    super(BlindCorpusSite.DOMAINS7, "domain7", "Seventh domains corpus", Duration.ofSeconds(5));
  }
}
