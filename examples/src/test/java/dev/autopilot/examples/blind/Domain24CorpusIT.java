package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The twenty-fourth domains corpus ({@code domains24}: 14 forms of fourteen domains, five not in
 * English, two of those filled from values the person wrote in English, written without reading
 * the library or the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report
 * {@code target/domain24-corpus-report.md} ({@code target/domain24-meaning-corpus-report.md} with
 * {@code -Dcorpus.meaning=true}). A submit waits 5 s for its outcome, as in the third to
 * twenty-third corpora: the site answers at once (one page after 0.7 s). Run by {@code
 * bin/test-corpora}.
 */
class Domain24CorpusIT extends DomainCorpusMeasurement {
  Domain24CorpusIT() {
    super(BlindCorpusSite.DOMAINS24, "domain24", "Twenty-fourth domains corpus", Duration.ofSeconds(5));
  }
}
