package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The thirtieth domains corpus ({@code domains30}: 14 forms of fourteen domains, seven not in
 * English, two of those filled from values the person wrote in English, written without reading
 * the library or the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report
 * {@code target/domain30-corpus-report.md} ({@code target/domain30-meaning-corpus-report.md} with
 * {@code -Dcorpus.meaning=true}). A submit waits 5 s for its outcome, as in the third to
 * twenty-ninth corpora: the site answers at once. Run by {@code bin/test-corpora}.
 */
class Domain30CorpusIT extends DomainCorpusMeasurement {
  Domain30CorpusIT() {
    super(BlindCorpusSite.DOMAINS30, "domain30", "Thirtieth domains corpus", Duration.ofSeconds(5));
  }
}
