package dev.autopilot.cli.command;

import dev.autopilot.examples.WithModel;
import dev.autopilot.llm.LlmConfig;
import dev.autopilot.llm.PersonalData;
import dev.autopilot.cli.ExitCode;
import dev.autopilot.cli.Terminal;
import dev.autopilot.cli.TerminalConsent;
import dev.autopilot.classifier.OutcomeClassifiers;
import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.Planner;
import dev.autopilot.semantic.MiniLmSimilarity;
import dev.autopilot.core.pack.GenericPack;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.OrchestratorBuilder;
import dev.autopilot.playwright.PlaywrightActionExecutor;
import dev.autopilot.playwright.PlaywrightSnapshotProvider;
import dev.autopilot.playwright.PlaywrightVerifier;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code autopilot run --values FILE URL}: fills and submits the form at the URL with the values
 * of a JSON file keyed by meaning ({@link GenericPack}: {@code "Email"}, {@code "given-name"},
 * a question's own text), with the stock pipeline (rules; with {@code --llm}, a model for what they leave open), asking at the terminal
 * before any action that would commit the person beyond the consent the file declares.
 */
@Command(name = "run", description = "Fill and submit the form at URL with the values of a JSON file.", sortOptions = false)
public final class RunCommand implements Callable<Integer> {
  @Option(names = "--values", required = true, paramLabel = "FILE",
      description = "JSON values keyed by meaning ({\"Email\": \"ada@example.org\", \"given-name\": \"Ada\"}), or {\"values\": {...}, \"files\": {...}, \"consent\": {...}}")
  @SuppressWarnings("NullAway.Init") Path values; // required: picocli sets it before call()

  @Mixin
  @SuppressWarnings("NullAway.Init") FormTarget form; // the mixin: picocli creates it before call()

  @Mixin
  @SuppressWarnings("NullAway.Init") Runs runs; // the mixin: picocli creates it before call()

  private final Terminal terminal;

  /** The command, talking to this terminal. */
  public RunCommand(Terminal terminal) {
    this.terminal = terminal;
  }

  @Override
  public Integer call() {
    GenericPack pack;
    Orchestrator autopilot;
    try {
      pack = GenericPack.load(values);
      autopilot = form.stock(pack, terminal).build();
    } catch (AutopilotException e) {
      return Runs.failed(terminal, e).code();
    }
    ExitCode code = runs.run(terminal, autopilot, form.task("Fill and submit the form"), runs.redactor(pack.values().values()));
    return code.code();
  }

  /**
   * The stock pipeline over a values file's pack (Playwright perception, execution and
   * verification, the pack's rules, the rule outcome classifier), asking at the terminal for
   * consent: what {@code run}, {@code prepare} and {@code confirm} share; with {@code meaning}, the
   * rules also pair by meaning what their words leave over ({@code MiniLmSimilarity}); with {@code model}, the
   * model configured by the {@code AUTOPILOT_LLM_*} variables behind its rules ({@link WithModel#onto}): asked only what the rules leave open,
   * given the values as placeholders ({@link PersonalData#fromValues}), identity values never sent.
   *
   * @throws dev.autopilot.core.AutopilotException {@code CONFIG_INVALID} when the model's
   *     variables are missing or wrong, naming the variable
   */
  static OrchestratorBuilder stock(GenericPack pack, Terminal terminal, List<String> allowedHosts, boolean model, boolean meaning) {
    Planner rules = meaning ? Planner.rules(pack, MiniLmSimilarity.shared()) : Planner.rules(pack);
    OrchestratorBuilder b = Orchestrator.builder()
        .snapshotProvider(PlaywrightSnapshotProvider.create())
        .planner(rules)
        .executor(PlaywrightActionExecutor.create())
        .verifier(PlaywrightVerifier.create())
        .classifier(OutcomeClassifiers.rules())
        .consentCallback(new TerminalConsent(terminal));
    allowedHosts.forEach(b::allowHost);
    if (model) {
      LlmConfig config = LlmConfig.fromEnvironment(terminal.env());
      WithModel.onto(b, rules, pack, PersonalData.fromValues(pack), config);
      terminal.out().println("model: " + config);
    }
    return b;
  }
}
