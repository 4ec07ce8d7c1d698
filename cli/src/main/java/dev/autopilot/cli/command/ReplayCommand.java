package dev.autopilot.cli.command;

import dev.autopilot.cli.ExitCode;
import dev.autopilot.cli.Terminal;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code autopilot replay BUNDLE_DIR CASE_DIR}: turns a failed run's evidence bundle (its
 * {@code trace.zip} and {@code events.ndjson}) into a case of the replay set, with {@code
 * dev.autopilot.examples.replay.CaptureReplayCase} of the unpublished examples module: only the
 * runnable jar carries it. Exits {@link ExitCode#DONE} with the case written, {@link
 * ExitCode#ERROR} when the bundle holds no trace or events (or the examples module is not on the
 * class path), {@link ExitCode#USAGE} on a wrong command line.
 */
@Command(name = "replay", description = "Turn a failed run's evidence bundle (trace.zip, events.ndjson) into a replay case.")
public final class ReplayCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "BUNDLE_DIR", description = "a run's evidence bundle, with trace.zip")
  @SuppressWarnings("NullAway.Init") Path bundle; // required: picocli sets it before call()

  @Parameters(index = "1", paramLabel = "CASE_DIR", description = "the case folder to write")
  @SuppressWarnings("NullAway.Init") Path target; // required: picocli sets it before call()

  private final Terminal terminal;

  /** The command, talking to this terminal. */
  public ReplayCommand(Terminal terminal) {
    this.terminal = terminal;
  }

  @Override
  public Integer call() {
    int code;
    try {
      code = dev.autopilot.examples.replay.CaptureReplayCase.run(new String[] {bundle.toString(), target.toString()}, terminal.out());
    } catch (NoClassDefFoundError e) {
      terminal.err().println("replay needs the examples module, which only the runnable jar (autopilot-cli-*-all.jar) carries");
      return ExitCode.ERROR.code();
    }
    return switch (code) {
      case 0 -> ExitCode.DONE.code();
      case 1 -> ExitCode.USAGE.code();
      default -> ExitCode.ERROR.code();
    };
  }
}
