package dev.autopilot.cli;

import static java.util.Objects.requireNonNull;

import dev.autopilot.cli.command.ConfirmCommand;
import dev.autopilot.cli.command.DemoCommand;
import dev.autopilot.cli.command.DoctorCommand;
import dev.autopilot.cli.command.ExtractCommand;
import dev.autopilot.cli.command.PrepareCommand;
import dev.autopilot.cli.command.ReplayCommand;
import dev.autopilot.cli.command.ReportCommand;
import dev.autopilot.cli.command.RunCommand;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Function;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code autopilot} command: {@code run}, {@code prepare}, {@code confirm}, {@code extract},
 * {@code report}, {@code replay}, {@code doctor}, {@code demo}, {@code help}.
 *
 * <pre>
 * java -jar autopilot.jar run --values values.json https://example.org/contact
 * java -jar autopilot.jar doctor
 * java -jar autopilot.jar demo
 * </pre>
 *
 * <p>A subcommand is one class: a picocli {@code @Command} implementing {@code Callable<Integer>}
 * (its exit code, an {@link ExitCode}), built over the {@link Terminal}, and listed in {@link
 * #SUBCOMMANDS}. Exit codes are {@link ExitCode}'s; errors the person can fix are printed on the
 * error stream with what to do, never as a stack trace.
 */
@Command(name = "autopilot", mixinStandardHelpOptions = true, versionProvider = Autopilot.Version.class,
    description = "Fills and submits web forms in a real Chromium, proving every step.",
    footerHeading = "%nExit codes:%n", synopsisSubcommandLabel = "COMMAND")
public final class Autopilot implements Callable<Integer> {
  /** The subcommands, in the order the help lists them; each is built over the terminal. */
  public static final List<Function<Terminal, Object>> SUBCOMMANDS = List.of(RunCommand::new, PrepareCommand::new,
      ConfirmCommand::new, ExtractCommand::new, ReportCommand::new, ReplayCommand::new, DoctorCommand::new, DemoCommand::new);

  private final Terminal terminal;

  private Autopilot(Terminal terminal) {
    this.terminal = terminal;
  }

  /** Runs the command line on the process's terminal and exits with its code. */
  public static void main(String[] args) {
    System.exit(execute(Terminal.system(), args));
  }

  /**
   * Runs the command line and returns its exit code ({@link ExitCode#code()}).
   *
   * @param terminal what the command reads and prints
   * @param args the arguments, such as {@code run --values v.json https://example.org/form}
   */
  public static int execute(Terminal terminal, String... args) {
    requireNonNull(terminal, "terminal");
    return commandLine(terminal).execute(args);
  }

  /** The picocli command line over the terminal, with every subcommand. */
  public static CommandLine commandLine(Terminal terminal) {
    CommandLine cl = new CommandLine(new Autopilot(terminal));
    for (Function<Terminal, Object> sub : SUBCOMMANDS) {
      cl.addSubcommand(sub.apply(terminal));
    }
    cl.addSubcommand("help", new CommandLine.HelpCommand());
    cl.setOut(new PrintWriter(terminal.out(), true));
    cl.setErr(new PrintWriter(terminal.err(), true));
    cl.getCommandSpec().usageMessage().footer(exitCodes().toArray(String[]::new));
    cl.setExecutionExceptionHandler((e, line, parsed) -> {
      // a fault of our own: say so in one line, with the type, rather than a stack trace
      line.getErr().println("autopilot failed: " + e);
      return ExitCode.ERROR.code();
    });
    return cl;
  }

  private static List<String> exitCodes() {
    List<String> lines = new ArrayList<>();
    for (ExitCode c : ExitCode.values()) {
      lines.add(String.format(Locale.ROOT, "  %d  %-17s %s", c.code(), c.name().toLowerCase(Locale.ROOT), c.meaning()));
    }
    return lines;
  }

  /** Without a command: the usage, on the error stream. */
  @Override
  public Integer call() {
    commandLine(terminal).usage(terminal.err());
    return ExitCode.USAGE.code();
  }

  /** The version of the jar's manifest. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      String v = Autopilot.class.getPackage().getImplementationVersion();
      return new String[] {"autopilot " + (v == null ? "(development build)" : v)};
    }
  }
}
