package dev.autopilot.cli.command;

import dev.autopilot.cli.ExitCode;
import dev.autopilot.cli.Terminal;
import dev.autopilot.cli.TerminalConsent;
import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.model.Task;
import dev.autopilot.examples.QuickStart;
import dev.autopilot.examples.SampleProfile;
import dev.autopilot.examples.WithModel;
import dev.autopilot.examples.site.DemoJobSite;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.llm.LlmConfig;
import dev.autopilot.llm.PersonalData;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code autopilot demo [POSTING]}: starts the demo job site on 127.0.0.1, applies to one of its
 * postings with the sample profile in a headless Chromium, and stops the site. The profile and
 * resume are extracted to a temporary folder outside the run folder and deleted at the end.
 * Only the runnable jar carries the demo site (the unpublished examples module).
 */
@Command(name = "demo", description = "Run the demo: the demo job site on 127.0.0.1, an application with the sample profile.")
public final class DemoCommand implements Callable<Integer> {
  @Parameters(index = "0", arity = "0..1", paramLabel = "POSTING", defaultValue = "classic",
      description = "classic (default), modern, validation, flaky, spam, cancel-radio")
  String posting = "classic";

  @Option(names = "--llm", description = "ask the model configured by the AUTOPILOT_LLM_* variables for what the rules cannot answer")
  boolean llm;

  @Mixin
  @SuppressWarnings("NullAway.Init") Runs runs; // the mixin: picocli creates it before call()

  private final Terminal terminal;

  /** The command, talking to this terminal. */
  public DemoCommand(Terminal terminal) {
    this.terminal = terminal;
  }

  @Override
  public Integer call() {
    Path input = null;
    try (DemoJobSite site = DemoJobSite.start()) {
      if (!site.postings().contains(posting)) {
        terminal.err().println("no posting '" + posting + "'; the demo site has " + site.postings());
        return ExitCode.USAGE.code();
      }
      input = Files.createTempDirectory("autopilot-demo-profile-");
      Profile profile = SampleProfile.extractTo(input);
      JobApplicationPack pack = JobApplicationPack.of(profile);
      Orchestrator autopilot = QuickStart.autopilot(pack).toBuilder().consentCallback(new TerminalConsent(terminal)).build();
      if (llm) {
        LlmConfig config = LlmConfig.fromEnvironment(terminal.env());
        autopilot = WithModel.withModel(autopilot, pack, PersonalData.fromProfile(profile), config);
        terminal.out().println("model: " + config);
      }
      terminal.out().println("demo job site on " + site.baseUri());
      return runs.run(terminal, autopilot, Task.of("Apply to the '" + posting + "' posting", site.postingUri(posting)),
          runs.redactor(profile.personalValues())).code();
    } catch (IOException e) {
      terminal.err().println("autopilot could not run: cannot create a temporary folder for the sample profile (" + e + ")");
      return ExitCode.ERROR.code();
    } catch (AutopilotException e) {
      return Runs.failed(terminal, e).code();
    } finally {
      deleteQuietly(input);
    }
  }

  private static void deleteQuietly(@Nullable Path folder) {
    if (folder == null) {
      return;
    }
    try (Stream<Path> files = Files.walk(folder)) {
      files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException | UncheckedIOException e) {
      // a temporary folder; the system cleans it eventually
    }
  }
}
