package dev.autopilot.examples.blind;

/**
 * The second domains corpus ({@code domains2}: 16 forms of 16 other domains, seven not in English,
 * written without reading the pack), measured as {@link DomainCorpusMeasurement} says; report
 * {@code target/domain2-corpus-report.md}. Run by {@code bin/test-corpora}.
 */
class Domain2CorpusIT extends DomainCorpusMeasurement {
  Domain2CorpusIT() {
    super(BlindCorpusSite.DOMAINS2, "domain2", "Second domains corpus", null);
  }
}
