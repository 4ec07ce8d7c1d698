package dev.autopilot.cli.command;

import static java.util.Objects.requireNonNull;

import dev.autopilot.cli.ExitCode;
import dev.autopilot.cli.Terminal;
import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.GenericPack;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.prepare.Prepared;
import dev.autopilot.fsm.prepare.PreparedPlan;
import dev.autopilot.observability.Redactor;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code autopilot prepare --values FILE URL --plan-dir DIR}: the first phase of a two-phase run
 * ({@link Orchestrator#prepare}): fills and verifies the form at the URL as {@code run} does and
 * stops before its final submit, with the plan written to {@code DIR/plan.json}. Nothing is sent
 * to the site. Prints where the plan is and the phrase the person types to {@code confirm} it;
 * exits {@link ExitCode#DONE} when the plan is ready, else with the code of the reason it stopped
 * (the plan then says what it needs).
 */
@Command(name = "prepare", description = "Fill the form at URL and stop before the submit, writing plan.json for confirm.", sortOptions = false)
public final class PrepareCommand implements Callable<Integer> {
  @Option(names = "--values", required = true, paramLabel = "FILE", description = "JSON values keyed by meaning, as for run")
  @SuppressWarnings("NullAway.Init") Path values; // required: picocli sets it before call()

  @Option(names = "--plan-dir", required = true, paramLabel = "DIR",
      description = "where plan.json (and the prepare's screenshots) go; confirm claims the plan in this folder")
  @SuppressWarnings("NullAway.Init") Path planDir; // required: picocli sets it before call()

  @Mixin
  @SuppressWarnings("NullAway.Init") FormTarget form; // the mixin: picocli creates it before call()

  @Mixin
  @SuppressWarnings("NullAway.Init") Runs runs; // the mixin: picocli creates it before call()

  private final Terminal terminal;

  /** The command, talking to this terminal. */
  public PrepareCommand(Terminal terminal) {
    this.terminal = terminal;
  }

  @Override
  public Integer call() {
    GenericPack pack;
    Orchestrator autopilot;
    try {
      pack = GenericPack.load(values);
      autopilot = form.stock(pack, terminal).build();
      Files.createDirectories(planDir);
    } catch (AutopilotException e) {
      return Runs.failed(terminal, e).code();
    } catch (IOException e) {
      terminal.err().println("autopilot could not create the plan folder " + planDir.toAbsolutePath() + ": " + e);
      return ExitCode.ERROR.code();
    }
    Redactor redactor = runs.redactor(pack.values().values());
    Task task = form.task("Fill the form and prepare its submit");
    AtomicReference<Prepared> prepared = new AtomicReference<>();
    return runs.run(terminal, redactor, planDir, (session, options) -> {
      Prepared p = autopilot.prepare(session, task, options);
      prepared.set(p);
      return p.result();
    }, (result, out) -> describe(requireNonNull(prepared.get(), "the epilogue runs once the prepare returned"), planDir.resolve("plan.json"), redactor, out)).code();
  }

  private static void describe(Prepared prepared, Path planFile, Redactor redactor, PrintStream out) {
    PreparedPlan plan = prepared.plan();
    if (!prepared.ready()) {
      out.println("not prepared: the plan cannot be confirmed; it needs "
          + plan.requirements().stream().map(n -> n.kind().wireName() + (n.detail().isBlank() ? "" : " (" + redactor.redact(n.detail()) + ")")).toList()
          + "; do what it needs and prepare again");
      return;
    }
    out.println("prepared, not submitted: " + plan.fields().size() + " fields, submit '"
        + (plan.submit() == null ? "?" : redactor.redact(plan.submit().name())) + "'");
    out.println("plan: " + planFile.toAbsolutePath());
    out.println("to submit it, once: autopilot confirm " + planFile.toAbsolutePath() + " --values FILE --phrase '" + plan.confirmationPhrase() + "'");
    out.println("confirmation phrase: " + plan.confirmationPhrase());
  }
}
