package dev.autopilot.cli.command;

import static java.util.Objects.requireNonNull;

import dev.autopilot.cli.ExitCode;
import dev.autopilot.cli.Terminal;
import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.pack.GenericPack;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.prepare.Confirmation;
import dev.autopilot.fsm.prepare.PlanClaims;
import dev.autopilot.fsm.prepare.PreparedPlan;
import dev.autopilot.observability.Redactor;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code autopilot confirm PLAN_JSON --values FILE [--phrase PHRASE]}: the second phase of a
 * two-phase run ({@link Orchestrator#confirm}): fills the form again with the values, checks the
 * live page against the plan, claims the plan in the plan's own folder ({@link
 * PlanClaims#inFolder}: a plan is submitted at most once, whichever process confirms it) and
 * submits. The person's confirmation is the plan's phrase: given with {@code --phrase}, or typed
 * at the terminal when a person is there. Without either nothing is opened and the command exits
 * {@link ExitCode#CONSENT_REQUIRED}.
 */
@Command(name = "confirm", description = "Submit a plan prepared by prepare, once, with its confirmation phrase.", sortOptions = false)
public final class ConfirmCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "PLAN_JSON", description = "the plan.json prepare wrote")
  @SuppressWarnings("NullAway.Init") Path planFile; // required: picocli sets it before call()

  @Option(names = "--values", required = true, paramLabel = "FILE", description = "the values file the plan was prepared with")
  @SuppressWarnings("NullAway.Init") Path values; // required: picocli sets it before call()

  @Option(names = "--phrase", paramLabel = "PHRASE", description = "the plan's confirmation phrase; asked at the terminal when not given")
  @Nullable String phrase;

  @Option(names = "--allow-host", paramLabel = "HOST", description = "a host the run may go to besides the plan's (repeatable)")
  List<String> allowedHosts = new ArrayList<>();

  @Option(names = "--llm", description = "the model behind the rules, as the plan was prepared with (docs/llm.md)")
  boolean model;

  @Option(names = "--meaning", description = "pairing by meaning as well, as the plan was prepared with (docs/keys-and-questions.md)")
  boolean meaning;

  @Mixin
  @SuppressWarnings("NullAway.Init") Runs runs; // the mixin: picocli creates it before call()

  private final Terminal terminal;

  /** The command, talking to this terminal. */
  public ConfirmCommand(Terminal terminal) {
    this.terminal = terminal;
  }

  @Override
  public Integer call() {
    GenericPack pack;
    PreparedPlan plan;
    Orchestrator autopilot;
    try {
      plan = PreparedPlan.read(planFile);
      pack = GenericPack.load(values);
      Path folder = requireNonNull(planFile.toAbsolutePath().getParent(), "a plan file that was read is in a folder");
      autopilot = RunCommand.stock(pack, terminal, allowedHosts, model, meaning).planClaims(PlanClaims.inFolder(folder)).build();
    } catch (AutopilotException e) {
      return Runs.failed(terminal, e).code();
    }
    Redactor redactor = runs.redactor(pack.values().values());
    String typed = phrase;
    if (typed == null) {
      typed = ask(plan, redactor);
      if (typed == null) {
        return ExitCode.CONSENT_REQUIRED.code();
      }
    }
    Confirmation confirmation = Confirmation.phrase(typed);
    return runs.run(terminal, redactor, null, (session, options) -> autopilot.confirm(session, plan, confirmation, options), (result, out) -> {}).code();
  }

  /** Shows the plan and reads the phrase the person types; null when nobody can answer. */
  private @Nullable String ask(PreparedPlan plan, Redactor redactor) {
    if (!terminal.interactive()) {
      terminal.err().println("not confirmed: input is not a terminal and no --phrase was given; nothing was opened or sent."
          + " Pass --phrase with the plan's confirmation phrase to submit it.");
      return null;
    }
    terminal.out().println("plan " + plan.planId() + ": " + redactor.redact(plan.goal()) + " at " + redactor.redact(plan.formUrl()));
    for (PreparedPlan.Field f : plan.fields()) {
      terminal.out().println("  " + redactor.redact(f.question()) + " (" + f.role() + ")");
    }
    terminal.out().println("  then press '" + (plan.submit() == null ? "?" : redactor.redact(plan.submit().name())) + "'");
    terminal.out().println("to submit it, type '" + plan.confirmationPhrase() + "'; anything else cancels");
    terminal.out().print("[type the phrase] ");
    terminal.out().flush();
    try {
      String line = terminal.in().readLine();
      return line == null ? "" : line;
    } catch (IOException e) {
      return ""; // input that cannot be read confirms nothing
    }
  }
}
