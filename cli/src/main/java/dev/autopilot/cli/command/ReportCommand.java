package dev.autopilot.cli.command;

import dev.autopilot.cli.ExitCode;
import dev.autopilot.cli.Terminal;
import dev.autopilot.observability.RunIndex;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code autopilot report RUNS_DIR}: writes the index of the run folders under {@code RUNS_DIR}
 * ({@link RunIndex#write}: {@code index.html}, every run with its outcome and failure code, the
 * failure clusters, the trend per day) and prints its path. It reads only the runs' redacted
 * events and adds no data. Exits {@link ExitCode#ERROR} when the folder is missing or the index
 * cannot be written.
 */
@Command(name = "report", description = "Write index.html over the run folders under RUNS_DIR and print its path.")
public final class ReportCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "RUNS_DIR", description = "the folder holding the dated run folders (run's --runs)")
  @SuppressWarnings("NullAway.Init") Path root; // required: picocli sets it before call()

  private final Terminal terminal;

  /** The command, talking to this terminal. */
  public ReportCommand(Terminal terminal) {
    this.terminal = terminal;
  }

  @Override
  public Integer call() {
    if (!Files.isDirectory(root)) {
      terminal.err().println("no folder " + root.toAbsolutePath() + ": give the folder that holds the dated run folders (the --runs of run)");
      return ExitCode.ERROR.code();
    }
    try {
      terminal.out().println("index: " + RunIndex.write(root).toAbsolutePath());
      return ExitCode.DONE.code();
    } catch (IOException e) {
      terminal.err().println("autopilot could not write the index under " + root.toAbsolutePath() + ": " + e);
      return ExitCode.ERROR.code();
    }
  }
}
