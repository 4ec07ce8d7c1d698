package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The twenty-third domains corpus ({@code domains23}: 14 forms of fourteen domains, five not in
 * English, two of those filled from values the person wrote in English, written without reading
 * the library or the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report
 * {@code target/domain23-corpus-report.md} ({@code target/domain23-meaning-corpus-report.md} with
 * {@code -Dcorpus.meaning=true}). A submit waits 5 s for its outcome, as in the third to
 * twenty-first corpora: the site answers at once (one page after 0.7 s). Run by {@code
 * bin/test-corpora}.
 */
class Domain23CorpusIT extends DomainCorpusMeasurement {
  Domain23CorpusIT() {
    super(BlindCorpusSite.DOMAINS23, "domain23", "Twenty-third domains corpus", Duration.ofSeconds(5));
  }
}
