package dev.autopilot.examples.blind;

import java.time.Duration;

/**
 * The thirty-third domains corpus ({@code domains33}: 14 forms of fourteen domains in the markup
 * that popular form builders and component libraries render by default, six not in English, two
 * of those filled from values the person wrote in English, written without reading the library
 * or the earlier corpora), measured as {@link DomainCorpusMeasurement} says; report {@code
 * target/domain33-corpus-report.md} ({@code target/domain33-meaning-corpus-report.md} with {@code
 * -Dcorpus.meaning=true}). A submit waits 5 s for its outcome, as in the third to thirty-second
 * corpora: the site answers at once. Run by {@code bin/test-corpora}.
 */
class Domain33CorpusIT extends DomainCorpusMeasurement {
  Domain33CorpusIT() {
    super(BlindCorpusSite.DOMAINS33, "domain33", "Thirty-third domains corpus", Duration.ofSeconds(5));
  }
}
