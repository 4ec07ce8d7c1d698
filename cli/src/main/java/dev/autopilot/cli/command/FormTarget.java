package dev.autopilot.cli.command;

import dev.autopilot.cli.Terminal;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.GenericPack;
import dev.autopilot.fsm.OrchestratorBuilder;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * What the commands that go to a form by its URL share ({@code run}, {@code prepare}): the URL,
 * the hosts the run may go to besides the URL's ({@code --allow-host}), and the task and stock
 * pipeline made of them. A picocli mixin; picocli fills it before the command is called, and it is
 * used on that one thread.
 */
public final class FormTarget {
  @Option(names = "--allow-host", paramLabel = "HOST", description = "a host the run may go to besides the URL's (repeatable)")
  List<String> allowedHosts = new ArrayList<>();

  @Option(names = "--llm", description = "ask the model the AUTOPILOT_LLM_* variables configure (docs/llm.md) what the rules leave open; identity values never leave the machine")
  boolean model;

  @Option(names = "--meaning", description = "also pair by meaning what the words leave over (keys and questions, options, required statements): "
      + "a sentence-embedding model run in process, no endpoint (docs/keys-and-questions.md)")
  boolean meaning;

  @Parameters(index = "0", paramLabel = "URL", description = "the form's http(s) address")
  @SuppressWarnings("NullAway.Init") URI url; // required: picocli sets it before call()

  /**
   * The task at the form's URL.
   *
   * @param goal what the run is to do there, such as {@code Fill and submit the form}
   * @return the task
   */
  public Task task(String goal) {
    return Task.of(goal, url);
  }

  /**
   * The stock pipeline over a values file's pack, allowed to go to the hosts given besides the
   * URL's, asking at the terminal for consent, pairing by meaning as well when {@code --meaning}
   * is given, with the model behind the rules when {@code --llm} is given: the pipeline {@code
   * confirm} builds too.
   *
   * @param pack the values file's pack
   * @param terminal where consent is asked and the model's configuration is read
   * @return a builder the command may add to before it builds
   * @throws dev.autopilot.core.AutopilotException {@code CONFIG_INVALID} when {@code --llm} is given
   *     and the model's variables are missing or wrong
   */
  public OrchestratorBuilder stock(GenericPack pack, Terminal terminal) {
    return RunCommand.stock(pack, terminal, allowedHosts, model, meaning);
  }
}
