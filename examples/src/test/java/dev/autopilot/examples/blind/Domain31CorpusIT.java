package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The thirty-first domains corpus ({@code domains31}: 14 forms of fourteen domains, seven not in
 * English, two of those filled from values the person wrote in English, written without reading
 * the library or the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report
 * {@code target/domain31-corpus-report.md} ({@code target/domain31-meaning-corpus-report.md} with
 * {@code -Dcorpus.meaning=true}). A submit waits 5 s for its outcome, as in the third to
 * thirtieth corpora: the site answers at once. Run by {@code bin/test-corpora}.
 */
class Domain31CorpusIT extends DomainCorpusMeasurement {
  Domain31CorpusIT() {
    super(BlindCorpusSite.DOMAINS31, "domain31", "Thirty-first domains corpus", Duration.ofSeconds(5));
  }
}
