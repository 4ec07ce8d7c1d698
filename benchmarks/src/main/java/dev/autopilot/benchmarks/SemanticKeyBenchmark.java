package dev.autopilot.benchmarks;

import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.SemanticKey;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The semantic key is computed for every action: question normalization plus path
 * normalization. Baseline: a plain string concatenation of the raw parts, measured in the same
 * run.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class SemanticKeyBenchmark {
  private final PageInfo page = new PageInfo("https://jobs.example.com/jobs/48213/apply", "Apply", "jobs.example.com", "/jobs/{n}/apply", "h");
  private final String question = "Will you now or in the future require visa sponsorship to work in the United States? *";
  private final String path = "/companies/acme/jobs/48213/applications/3f2b8c1e-9a4d-4e1b-8c2f-0a1b2c3d4e5f/step/2";

  @Benchmark
  public SemanticKey key() {
    return SemanticKey.of(page, "answer", question);
  }

  @Benchmark
  public String normalizePath() {
    return SemanticKey.normalizePath(path);
  }

  @Benchmark
  public String baselineConcat() {
    return page.domain() + '|' + page.normalizedPath() + '|' + "answer" + '|' + question;
  }
}
