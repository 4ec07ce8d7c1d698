package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The twenty-eighth domains corpus ({@code domains28}: 14 forms of fourteen domains, seven not in
 * English, two of those filled from values the person wrote in English, written without reading
 * the library or the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report
 * {@code target/domain28-corpus-report.md} ({@code target/domain28-meaning-corpus-report.md} with
 * {@code -Dcorpus.meaning=true}). A submit waits 5 s for its outcome, as in the third to
 * twenty-seventh corpora: the site answers at once. Run by {@code bin/test-corpora}.
 */
class Domain28CorpusIT extends DomainCorpusMeasurement {
  Domain28CorpusIT() {
    super(BlindCorpusSite.DOMAINS28, "domain28", "Twenty-eighth domains corpus", Duration.ofSeconds(5));
  }
}
