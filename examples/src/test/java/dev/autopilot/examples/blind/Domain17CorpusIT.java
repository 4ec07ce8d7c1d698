package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The seventeenth domains corpus ({@code domains17}: 14 forms of twelve domains, six not in
 * English, two of those filled from values the person wrote in English, written without reading
 * the library or the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report
 * {@code target/domain17-corpus-report.md} ({@code target/domain17-meaning-corpus-report.md} with
 * {@code -Dcorpus.meaning=true}). A submit waits 5 s for its outcome, as in the third to
 * fifteenth corpora: the site answers at once. Run by {@code bin/test-corpora}.
 */
class Domain17CorpusIT extends DomainCorpusMeasurement {
  Domain17CorpusIT() {
    super(BlindCorpusSite.DOMAINS17, "domain17", "Seventeenth domains corpus", Duration.ofSeconds(5));
  }
}
