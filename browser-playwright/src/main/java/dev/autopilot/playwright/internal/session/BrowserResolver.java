package dev.autopilot.playwright.internal.session;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.playwright.BrowserConfig;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * Decides which browsers to try, in order: the explicit configuration (an executable or a remote
 * endpoint, and nothing else then), Playwright-managed browsers when their cache holds a Chromium,
 * then system Chromium/Chrome installations. The machine is seen through a {@link Probe}, so the
 * order can be tested without touching the real file system. Stateless and thread-safe.
 */
public final class BrowserResolver {

  /** What to tell a user who has no browser. */
  public static final String INSTALL_HINT = "Install a browser, then try again: `apt-get install -y chromium` (Debian/Ubuntu), "
      + "or Playwright's own Chromium with `mvn exec:java -e -Dexec.mainClass=com.microsoft.playwright.CLI "
      + "-Dexec.args=\"install chromium\"`; or set BrowserConfig.builder().executablePath(...) to a Chrome/Chromium "
      + "binary, or connectOverCdp(...) to a running browser.";

  private static final List<String> EXECUTABLE_NAMES = List.of("chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome");

  private BrowserResolver() {}

  /** What the resolver may ask about the machine. */
  public interface Probe {
    /**
     * {@return an environment variable's value, or null when it is not set}
     *
     * @param name the variable's name
     */
    @Nullable String env(String name);

    /**
     * {@return a system property's value, or null when it is not set}
     *
     * @param name the property's name, such as {@code os.name} or {@code user.home}
     */
    @Nullable String property(String name);

    /**
     * {@return whether the path is a regular file this process may execute}
     *
     * @param path a candidate browser binary
     */
    boolean isExecutable(Path path);

    /**
     * {@return the names of a directory's entries; empty when it does not exist}
     *
     * @param directory a directory such as Playwright's browser cache
     */
    List<String> list(Path directory);
  }

  /** One way of getting a browser. */
  public sealed interface Candidate {
    /** {@return whether the user asked for exactly this: its failure ends the search} */
    boolean explicit();

    /** {@return a short description for messages, such as {@code system browser /usr/bin/chromium}} */
    String describe();
  }

  /** A running browser to connect to. */
  public record Remote(String endpoint, BrowserConfig.RemoteProtocol protocol) implements Candidate {
    /**
     * Checks the components.
     *
     * @param endpoint the endpoint's URL
     * @param protocol the protocol spoken there
     */
    public Remote {
      requireNonNull(endpoint, "endpoint");
      requireNonNull(protocol, "protocol");
    }

    @Override
    public boolean explicit() {
      return true;
    }

    @Override
    public String describe() {
      return "remote browser at " + endpoint + " (" + protocol + ")";
    }
  }

  /** A browser Playwright downloaded into its cache directory. */
  public record Managed(Path browsersDirectory) implements Candidate {
    /**
     * Checks the directory.
     *
     * @param browsersDirectory Playwright's browser cache directory
     */
    public Managed {
      requireNonNull(browsersDirectory, "browsersDirectory");
    }

    @Override
    public boolean explicit() {
      return false;
    }

    @Override
    public String describe() {
      return "Playwright-managed Chromium in " + browsersDirectory;
    }
  }

  /** A browser executable on this machine. */
  public record Executable(Path path, boolean explicit) implements Candidate {
    /**
     * Checks the path.
     *
     * @param path the browser binary
     * @param explicit whether the configuration named it
     */
    public Executable {
      requireNonNull(path, "path");
    }

    @Override
    public String describe() {
      return (explicit ? "configured executable " : "system browser ") + path;
    }
  }

  /** {@return the probe of the real machine: its environment, system properties and file system} */
  public static Probe systemProbe() {
    return new Probe() {
      @Override
      public @Nullable String env(String name) {
        return System.getenv(name);
      }

      @Override
      public @Nullable String property(String name) {
        return System.getProperty(name);
      }

      @Override
      public boolean isExecutable(Path path) {
        return Files.isRegularFile(path) && Files.isExecutable(path);
      }

      @Override
      public List<String> list(Path directory) {
        if (!Files.isDirectory(directory)) {
          return List.of();
        }
        try (Stream<Path> entries = Files.list(directory)) {
          return entries.map(p -> p.getFileName().toString()).toList();
        } catch (IOException e) {
          return List.of();
        }
      }
    };
  }

  /**
   * The candidates to try.
   *
   * @param config the configuration; a remote endpoint or executable in it is the one candidate
   * @param probe what the machine holds
   * @return the candidates, best first; empty when nothing usable was found
   */
  public static List<Candidate> candidates(BrowserConfig config, Probe probe) {
    String remote = config.remoteEndpoint();
    if (remote != null) {
      return List.of(new Remote(remote, config.remoteProtocol()));
    }
    Path explicit = config.executablePath();
    if (explicit != null) {
      return List.of(new Executable(explicit, true));
    }
    List<Candidate> out = new ArrayList<>();
    Path managed = managedDirectory(probe);
    if (managed != null && probe.list(managed).stream().anyMatch(n -> n.startsWith("chromium"))) {
      out.add(new Managed(managed));
    }
    for (Path p : systemExecutables(probe)) {
      out.add(new Executable(p, false));
    }
    return List.copyOf(out);
  }

  /**
   * Tries the candidates in order and returns what the first successful launch gives.
   *
   * @param <T> what a launch gives
   * @param candidates the candidates, best first
   * @param launcher launches one candidate; a {@link RuntimeException} it throws is that
   *     candidate's failure
   * @return what the first successful launch gave
   * @throws BrowserException with {@link ErrorCode#BROWSER_UNAVAILABLE} when an explicit
   *     candidate fails, or when every candidate failed or there were none; the message lists
   *     what was tried and says how to install a browser
   */
  public static <T> T launchFirst(List<Candidate> candidates, Function<Candidate, T> launcher) {
    List<String> failures = new ArrayList<>();
    for (Candidate c : candidates) {
      try {
        return launcher.apply(c);
      } catch (RuntimeException e) {
        String why = c.describe() + ": " + firstLine(e.getMessage());
        if (c.explicit()) {
          throw new BrowserException(ErrorCode.BROWSER_UNAVAILABLE, "Could not start the " + why, e);
        }
        failures.add(why);
      }
    }
    throw unavailable(failures);
  }

  /**
   * The exception for "no browser": what was tried and failed (empty when nothing was found),
   * and how to install one.
   *
   * @param failures one line per candidate tried, saying why it failed
   * @return the exception, with {@link ErrorCode#BROWSER_UNAVAILABLE}, for the caller to throw
   */
  public static BrowserException unavailable(List<String> failures) {
    String tried = failures.isEmpty() ? "No browser found (no Playwright-managed Chromium, no system Chromium or Chrome)."
        : "No browser could be started. Tried: " + String.join("; ", failures) + ".";
    return new BrowserException(ErrorCode.BROWSER_UNAVAILABLE, tried + " " + INSTALL_HINT, null);
  }

  static @Nullable Path managedDirectory(Probe probe) {
    String configured = probe.env("PLAYWRIGHT_BROWSERS_PATH");
    if (configured != null && !configured.isBlank() && !configured.equals("0")) {
      return toPath(configured);
    }
    String os = os(probe);
    String home = probe.property("user.home");
    if (os.contains("win")) {
      String local = probe.env("LOCALAPPDATA");
      return local == null ? null : toPath(local + "\\ms-playwright");
    }
    if (home == null) {
      return null;
    }
    if (os.contains("mac")) {
      return toPath(home + "/Library/Caches/ms-playwright");
    }
    String xdg = probe.env("XDG_CACHE_HOME");
    return toPath((xdg != null && !xdg.isBlank() ? xdg : home + "/.cache") + "/ms-playwright");
  }

  static List<Path> systemExecutables(Probe probe) {
    String os = os(probe);
    Set<String> paths = new LinkedHashSet<>();
    if (os.contains("win")) {
      for (String root : new String[] {probe.env("PROGRAMFILES"), probe.env("PROGRAMFILES(X86)"), probe.env("LOCALAPPDATA")}) {
        if (root != null) {
          paths.add(root + "\\Google\\Chrome\\Application\\chrome.exe");
          paths.add(root + "\\Chromium\\Application\\chrome.exe");
        }
      }
    } else if (os.contains("mac")) {
      paths.add("/Applications/Chromium.app/Contents/MacOS/Chromium");
      paths.add("/Applications/Google Chrome.app/Contents/MacOS/Google Chrome");
    } else {
      paths.add("/usr/bin/chromium");
      paths.add("/usr/bin/chromium-browser");
      paths.add("/usr/bin/google-chrome");
      paths.add("/usr/bin/google-chrome-stable");
      paths.add("/snap/bin/chromium");
    }
    String pathVar = probe.env("PATH");
    if (pathVar != null) {
      String separator = os.contains("win") ? ";" : ":";
      String suffix = os.contains("win") ? ".exe" : "";
      String slash = os.contains("win") ? "\\" : "/";
      for (String name : EXECUTABLE_NAMES) {
        for (String dir : pathVar.split(separator)) {
          if (!dir.isBlank()) {
            paths.add(dir + (dir.endsWith("/") || dir.endsWith("\\") ? "" : slash) + name + suffix);
          }
        }
      }
    }
    List<Path> out = new ArrayList<>();
    for (String s : paths) {
      Path p = toPath(s);
      if (p != null && probe.isExecutable(p)) {
        out.add(p);
      }
    }
    return out;
  }

  private static String os(Probe probe) {
    String os = probe.property("os.name");
    return os == null ? "linux" : os.toLowerCase(Locale.ROOT);
  }

  private static @Nullable Path toPath(String s) {
    try {
      return Path.of(s);
    } catch (InvalidPathException e) {
      return null;
    }
  }

  private static String firstLine(@Nullable String message) {
    if (message == null || message.isBlank()) {
      return "failed";
    }
    String line = message.strip().lines().findFirst().orElse("failed");
    return line.length() > 300 ? line.substring(0, 300) : line;
  }
}
