package dev.autopilot.examples.blind;

/**
 * The domains corpus (issue 22's acceptance corpus: 30 forms of 13 domains, written without reading
 * the pack), measured as {@link DomainCorpusMeasurement} says; report {@code
 * target/domain-corpus-report.md}.
 */
class DomainCorpusIT extends DomainCorpusMeasurement {
  DomainCorpusIT() {
    super(BlindCorpusSite.DOMAINS, "domain", "Domains corpus", null);
  }
}
