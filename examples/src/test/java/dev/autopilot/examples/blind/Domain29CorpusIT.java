package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The twenty-ninth domains corpus ({@code domains29}: 14 forms of fourteen domains, seven not in
 * English, two of those filled from values the person wrote in English, written without reading
 * the library or the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report
 * {@code target/domain29-corpus-report.md} ({@code target/domain29-meaning-corpus-report.md} with
 * {@code -Dcorpus.meaning=true}). A submit waits 5 s for its outcome, as in the third to
 * twenty-eighth corpora: the site answers at once. Run by {@code bin/test-corpora}.
 */
class Domain29CorpusIT extends DomainCorpusMeasurement {
  Domain29CorpusIT() {
    super(BlindCorpusSite.DOMAINS29, "domain29", "Twenty-ninth domains corpus", Duration.ofSeconds(5));
  }
}
