package dev.autopilot.cli;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.consent.ConsentRules;
import dev.autopilot.core.gate.ConsentCallback;
import dev.autopilot.core.gate.ConsentRequest;
import java.io.IOException;

/**
 * The consent callback of the command line: asks the person at the terminal, for one action,
 * whether it may commit them beyond their consent, and waits for the answer. Only {@code y} or
 * {@code yes} grants; anything else, an empty line (the default) or the end of input refuses.
 * When no person is at the terminal ({@link Terminal#interactive()} false: input piped or
 * redirected) nothing is asked and nothing is granted, and the refusal is printed.
 *
 * <p>Thread-safe: concurrent questions are asked one after the other.
 */
public final class TerminalConsent implements ConsentCallback {
  private final Terminal terminal;

  /** A callback asking at this terminal. */
  public TerminalConsent(Terminal terminal) {
    this.terminal = requireNonNull(terminal, "terminal");
  }

  @Override
  public synchronized boolean grants(ConsentRequest request) {
    String commits = ConsentRules.describe(request.commitments());
    String what = request.choice().isEmpty() ? "'" + request.question() + "'" : "'" + request.choice() + "' for '" + request.question() + "'";
    terminal.out().println();
    terminal.out().println("  consent: " + what + " would commit you to " + commits + " (" + request.url() + ")");
    if (!terminal.interactive()) {
      terminal.out().println("  consent: not asked, input is not a terminal: not given");
      return false;
    }
    terminal.out().print("  allow it, for this one action? [y/N] ");
    terminal.out().flush();
    String answer;
    try {
      answer = terminal.in().readLine();
    } catch (IOException e) {
      answer = null;
    }
    boolean granted = answer != null && (answer.strip().equalsIgnoreCase("y") || answer.strip().equalsIgnoreCase("yes"));
    terminal.out().println(granted ? "  consent: given" : "  consent: not given");
    return granted;
  }
}
