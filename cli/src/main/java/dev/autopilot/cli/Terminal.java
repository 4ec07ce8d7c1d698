package dev.autopilot.cli;

import static java.util.Objects.requireNonNull;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.util.Map;

/**
 * What a command talks to: the person's input, the output and error streams, the environment,
 * and whether a person is at the terminal to answer questions. {@link #system()} is the real
 * one; tests build their own.
 *
 * @param in the person's answers, read a line at a time
 * @param out progress and results
 * @param err errors and usage
 * @param env the environment variables (the model's {@code AUTOPILOT_LLM_*}, the store's {@code AUTOPILOT_STORE_URL})
 * @param interactive whether a person can answer: false when input is not a terminal, and then
 *     no question is asked and no consent is given
 */
public record Terminal(BufferedReader in, PrintStream out, PrintStream err, Map<String, String> env, boolean interactive) {
  public Terminal {
    requireNonNull(in, "in");
    requireNonNull(out, "out");
    requireNonNull(err, "err");
    env = Map.copyOf(env);
  }

  /**
   * The process's own: {@code System.in}, {@code System.out}, {@code System.err}, {@code
   * System.getenv()}, interactive when the JVM has a console (both input and output are a
   * terminal).
   */
  public static Terminal system() {
    return of(System.in, System.out, System.err, System.getenv(), System.console() != null);
  }

  /** A terminal over these streams. */
  public static Terminal of(InputStream in, PrintStream out, PrintStream err, Map<String, String> env, boolean interactive) {
    return new Terminal(new BufferedReader(new InputStreamReader(in, Charset.defaultCharset())), out, err, env, interactive);
  }
}
