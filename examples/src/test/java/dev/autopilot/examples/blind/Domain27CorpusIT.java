package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The twenty-seventh domains corpus ({@code domains27}: 14 forms of fourteen domains, six not in
 * English, two of those filled from values the person wrote in English, written without reading
 * the library or the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report
 * {@code target/domain27-corpus-report.md} ({@code target/domain27-meaning-corpus-report.md} with
 * {@code -Dcorpus.meaning=true}). A submit waits 5 s for its outcome, as in the third to
 * twenty-fifth corpora: the site answers at once (one page after 0.7 s). Run by {@code
 * bin/test-corpora}.
 */
class Domain27CorpusIT extends DomainCorpusMeasurement {
  Domain27CorpusIT() {
    super(BlindCorpusSite.DOMAINS27, "domain27", "Twenty-seventh domains corpus", Duration.ofSeconds(5));
  }
}
