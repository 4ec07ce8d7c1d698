package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The twenty-first domains corpus ({@code domains21}: 14 forms of fourteen domains, five not in
 * English, two of those filled from values the person wrote in English, written without reading
 * the library or the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report
 * {@code target/domain21-corpus-report.md} ({@code target/domain21-meaning-corpus-report.md} with
 * {@code -Dcorpus.meaning=true}). A submit waits 5 s for its outcome, as in the third to
 * nineteenth corpora: the site answers at once (one page after 0.7 s). Run by {@code
 * bin/test-corpora}.
 */
class Domain21CorpusIT extends DomainCorpusMeasurement {
  Domain21CorpusIT() {
    super(BlindCorpusSite.DOMAINS21, "domain21", "Twenty-first domains corpus", Duration.ofSeconds(5));
  }
}
