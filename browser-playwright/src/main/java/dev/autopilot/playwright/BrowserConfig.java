package dev.autopilot.playwright;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * How {@link PlaywrightBrowser#launch(BrowserConfig)} finds and starts a browser.
 *
 * <p>With neither an executable nor a remote endpoint, the launcher looks for a browser itself:
 * Playwright-managed browsers first, then a system Chromium or Chrome. Instances are immutable and
 * thread-safe; build them with {@link #builder()} and derive variants with {@link #toBuilder()}.
 */
public final class BrowserConfig {

  /** The protocol spoken to a remote browser. */
  public enum RemoteProtocol {
    /** Chrome DevTools Protocol: an {@code http://host:9222} URL or a {@code ws://.../devtools/browser/...} URL. */
    CDP,
    /** A Playwright browser server ({@code launchServer}, {@code npx playwright run-server}): a {@code ws://} URL. */
    PLAYWRIGHT
  }

  private static final BrowserConfig DEFAULTS = builder().build();

  private final @Nullable Path executablePath;
  private final @Nullable String remoteEndpoint;
  private final RemoteProtocol remoteProtocol;
  private final boolean headless;
  private final List<String> extraArgs;
  private final Duration actionTimeout;
  private final Duration navigationTimeout;
  private final Duration launchTimeout;
  private final Duration callTimeout;
  private final boolean devToolsPort;
  private final boolean revealInputsInScreenshots;
  private final List<Path> extensions;
  private final @Nullable Path userDataDir;

  private BrowserConfig(Builder b) {
    this.userDataDir = b.userDataDir;
    this.extensions = List.copyOf(b.extensions);
    this.revealInputsInScreenshots = b.revealInputsInScreenshots;
    this.executablePath = b.executablePath;
    this.remoteEndpoint = b.remoteEndpoint;
    this.remoteProtocol = b.remoteProtocol;
    this.headless = b.headless;
    this.extraArgs = List.copyOf(b.extraArgs);
    this.actionTimeout = b.actionTimeout;
    this.navigationTimeout = b.navigationTimeout;
    this.launchTimeout = b.launchTimeout;
    this.callTimeout = b.callTimeout;
    this.devToolsPort = b.devToolsPort;
  }

  /**
   * {@return a new builder with the defaults: headless, no extra args, 6 s actions, 30 s
   * navigations and launch, 60 s per call into the page}
   */
  public static Builder builder() {
    return new Builder();
  }

  /** {@return the default configuration: find a browser, headless; one shared instance} */
  public static BrowserConfig defaults() {
    return DEFAULTS;
  }

  /** {@return a new builder holding this configuration's values; changing it leaves this one as it is} */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.executablePath = executablePath;
    b.remoteEndpoint = remoteEndpoint;
    b.remoteProtocol = remoteProtocol;
    b.headless = headless;
    b.extraArgs.addAll(extraArgs);
    b.actionTimeout = actionTimeout;
    b.navigationTimeout = navigationTimeout;
    b.launchTimeout = launchTimeout;
    b.callTimeout = callTimeout;
    b.devToolsPort = devToolsPort;
    b.revealInputsInScreenshots = revealInputsInScreenshots;
    b.extensions.addAll(extensions);
    b.userDataDir = userDataDir;
    return b;
  }

  /**
   * {@return the browser executable to launch, or null to look for one} With a {@linkplain
   * RemoteProtocol#PLAYWRIGHT Playwright server} endpoint, the executable on the server's machine
   * that the server launches for this connection (sent with the headless flag and the switches in
   * the connection's launch options; a {@code playwright run-server} uses them only when started
   * with {@code --unsafe}, see docs/scale-out.md).
   */
  public @Nullable Path executablePath() {
    return executablePath;
  }

  /** {@return the endpoint of a remote browser to connect to, or null to launch one locally} */
  public @Nullable String remoteEndpoint() {
    return remoteEndpoint;
  }

  /** {@return how to talk to {@link #remoteEndpoint()}; meaningless when it is null} */
  public RemoteProtocol remoteProtocol() {
    return remoteProtocol;
  }

  /** {@return whether a launched browser runs without a window} */
  public boolean headless() {
    return headless;
  }

  /** {@return the command-line switches added after the launcher's own, in order; unmodifiable} */
  public List<String> extraArgs() {
    return extraArgs;
  }

  /** {@return the default timeout of Playwright calls in a session (clicks, fills, waits); positive} */
  public Duration actionTimeout() {
    return actionTimeout;
  }

  /** {@return the timeout of {@link PlaywrightBrowserSession#navigate(String)} and of a full-page screenshot; positive} */
  public Duration navigationTimeout() {
    return navigationTimeout;
  }

  /** {@return how long launching or connecting may take; positive} */
  public Duration launchTimeout() {
    return launchTimeout;
  }

  /**
   * {@return the deadline of one call into the page; positive} One call is a snapshot, an action with the waits that follow it,
   * a verification, reading the page's text (a navigation gets its own timeout plus this). A call
   * that outlives it has the page's running script ended and fails with {@link
   * ErrorCode#PAGE_UNRESPONSIVE}; see the "every run ends on time" guarantee in docs/safety.md.
   */
  public Duration callTimeout() {
    return callTimeout;
  }

  /**
   * {@return whether a launched browser opens its DevTools port on 127.0.0.1} Through it, a call that
   * outlives its {@linkplain #callTimeout() deadline} has only the page's script ended. False by
   * default: a DevTools client attached to a page for its whole life changes how some widgets see
   * focus (flatpickr's calendar neither opens on a click nor closes on Escape), and while the
   * browser runs other processes of the same machine can reach that port. Without it, a hung call
   * is ended by ending the whole browser (the call still fails with {@code PAGE_UNRESPONSIVE}, and the
   * browser cannot be used again); the run still ends on time.
   */
  public boolean devToolsPort() {
    return devToolsPort;
  }

  /**
   * {@return whether screenshots show what form fields hold} False by default: fields (text, choices,
   * selects, editable regions) are masked, because screenshots are evidence files that leave
   * the run. True only for local debugging.
   */
  public boolean revealInputsInScreenshots() {
    return revealInputsInScreenshots;
  }

  /**
   * {@return the folders of unpacked browser extensions to load, in order; empty by default} With any,
   * {@link PlaywrightBrowser#launch(BrowserConfig)} starts the browser on a persistent profile (a
   * fresh one in the browser's temporary folder), the only way Chromium loads extensions, and
   * checks each folder first: a missing folder or an unreadable manifest is not given to the
   * browser, and {@link PlaywrightBrowser#extensions()} says why. Headless works with Chromium's
   * headless mode, which a system Chromium has (Debian's Chromium 156 knows no other), and which a
   * Playwright-managed browser is launched in (its full Chromium, never its headless shell, which
   * loads no extension). A browser reached through a remote endpoint cannot load extensions.
   */
  public List<Path> extensions() {
    return extensions;
  }

  /**
   * {@return the browser profile folder to run on, or null (the default) for none} With none,
   * each session gets a fresh context with no cookies. With one, {@link PlaywrightBrowser#launch(BrowserConfig)} starts
   * the browser on that persistent profile (Playwright's {@code launchPersistentContext}, the same
   * way {@linkplain #extensions() extensions} are loaded, then on this folder rather than a fresh
   * one): its sessions are pages of that one context and share its cookies and storage, so a site
   * a person signed into by hand in this profile opens signed in.
   *
   * <p>How a person prepares it: start a normal Chromium on the folder ({@code chromium
   * --user-data-dir=/path/to/profile}), sign into the site, close that browser, then give the
   * folder here. The library never signs in and never stores a password: there is no credential
   * setting anywhere, a run stops with {@code LOGIN_REQUIRED} at a sign-in page, and only the
   * session cookies the site set for the person's own sign-in are used. The folder holds those
   * cookies: keep it private, like a signed-in browser. Chromium locks a profile while it runs:
   * close the person's browser first, and launch one {@code PlaywrightBrowser} per folder at a
   * time (a {@link PlaywrightBrowserPool} on it serves one thread). A missing folder is created
   * as an empty profile. A browser reached through a remote endpoint keeps its own profile.
   */
  public @Nullable Path userDataDir() {
    return userDataDir;
  }

  /** Whether a launched browser runs on one persistent context: with a profile folder or extensions. */
  boolean persistent() {
    return userDataDir != null || !extensions.isEmpty();
  }

  @Override
  public String toString() {
    return "BrowserConfig[executablePath=" + executablePath + ", remoteEndpoint=" + remoteEndpoint
        + (remoteEndpoint == null ? "" : " (" + remoteProtocol + ")") + ", headless=" + headless
        + ", extraArgs=" + extraArgs + ", actionTimeout=" + actionTimeout + ", navigationTimeout="
        + navigationTimeout + ", launchTimeout=" + launchTimeout + ", callTimeout=" + callTimeout + ", devToolsPort=" + devToolsPort
        + ", revealInputsInScreenshots=" + revealInputsInScreenshots + (extensions.isEmpty() ? "" : ", extensions=" + extensions)
        + (userDataDir == null ? "" : ", userDataDir=" + userDataDir) + "]";
  }

  /** Builds a {@link BrowserConfig}. Not thread-safe. */
  public static final class Builder {
    private @Nullable Path executablePath;
    private @Nullable String remoteEndpoint;
    private RemoteProtocol remoteProtocol = RemoteProtocol.CDP;
    private boolean headless = true;
    private final List<String> extraArgs = new ArrayList<>();
    private Duration actionTimeout = Duration.ofSeconds(6);
    private Duration navigationTimeout = Duration.ofSeconds(30);
    private Duration launchTimeout = Duration.ofSeconds(30);
    private Duration callTimeout = Duration.ofSeconds(60);
    private boolean devToolsPort = false;
    private boolean revealInputsInScreenshots;
    private final List<Path> extensions = new ArrayList<>();
    private @Nullable Path userDataDir;

    private Builder() {}

    /**
     * Runs the browser on this profile folder, which a person signed into by hand; see {@link
     * BrowserConfig#userDataDir()}.
     *
     * @param folder the profile folder, made absolute; created empty at launch when missing, and
     *     rejected at {@link #build()} when it is a file
     * @return this builder
     */
    public Builder userDataDir(Path folder) {
      this.userDataDir = requireNonNull(folder, "folder").toAbsolutePath().normalize();
      return this;
    }

    /**
     * Runs on no profile folder (the default): every session starts with no cookies.
     *
     * @return this builder
     */
    public Builder clearUserDataDir() {
      this.userDataDir = null;
      return this;
    }

    /**
     * Loads the unpacked extension in this folder; see {@link BrowserConfig#extensions()}.
     *
     * @param folder the folder holding the extension's {@code manifest.json}, made absolute; checked
     *     at launch, not here
     * @return this builder
     */
    public Builder addExtension(Path folder) {
      extensions.add(requireNonNull(folder, "folder").toAbsolutePath().normalize());
      return this;
    }

    /**
     * Loads no extension, whatever was added before.
     *
     * @return this builder
     */
    public Builder clearExtensions() {
      extensions.clear();
      return this;
    }

    /**
     * Debug only: shows what fields hold in screenshots; masked by default.
     *
     * @param reveal true to leave fields unmasked in screenshots, which then may hold personal data
     * @return this builder
     */
    public Builder revealInputsInScreenshots(boolean reveal) {
      this.revealInputsInScreenshots = reveal;
      return this;
    }

    /**
     * Launches this executable (a Chromium or Chrome binary) and nothing else.
     *
     * @param path the binary; with a {@linkplain #connectOverCdp CDP endpoint} set as well, {@link
     *     #build()} fails
     * @return this builder
     */
    public Builder executablePath(Path path) {
      this.executablePath = requireNonNull(path, "path");
      return this;
    }

    /**
     * Connects to a running Chromium over the DevTools protocol instead of launching one.
     *
     * @param endpoint an {@code http://host:9222} URL or a {@code ws://.../devtools/browser/...}
     *     URL; not blank
     * @return this builder
     */
    public Builder connectOverCdp(String endpoint) {
      this.remoteEndpoint = requireNonNull(endpoint, "endpoint");
      this.remoteProtocol = RemoteProtocol.CDP;
      return this;
    }

    /**
     * Connects to a Playwright browser server at this {@code ws://} URL instead of launching one:
     * {@code playwright launch-server} (the server's configuration names the browser) or {@code
     * playwright run-server} (it launches a browser per connection with the launch options this
     * client sends: headless, the switches, and an {@linkplain #executablePath(Path) executable}
     * when one is set). The server's npm {@code playwright} must be the Java client's exact version.
     *
     * @param wsEndpoint the server's {@code ws://} URL; not blank
     * @return this builder
     */
    public Builder connect(String wsEndpoint) {
      this.remoteEndpoint = requireNonNull(wsEndpoint, "wsEndpoint");
      this.remoteProtocol = RemoteProtocol.PLAYWRIGHT;
      return this;
    }

    /**
     * Sets whether a launched browser runs without a window (default true).
     *
     * @param headless false to show a window, for watching a run locally
     * @return this builder
     */
    public Builder headless(boolean headless) {
      this.headless = headless;
      return this;
    }

    /**
     * Adds a command-line switch for a launched browser.
     *
     * @param arg one switch, such as {@code --lang=de}, passed as it is after the launcher's own
     * @return this builder
     */
    public Builder addArg(String arg) {
      extraArgs.add(requireNonNull(arg, "arg"));
      return this;
    }

    /**
     * Sets the default timeout of Playwright calls in a session (default 6 s).
     *
     * @param timeout positive, else {@link #build()} fails
     * @return this builder
     */
    public Builder actionTimeout(Duration timeout) {
      this.actionTimeout = requireNonNull(timeout, "timeout");
      return this;
    }

    /**
     * Sets the timeout of a session's navigations (default 30 s).
     *
     * @param timeout positive, else {@link #build()} fails
     * @return this builder
     */
    public Builder navigationTimeout(Duration timeout) {
      this.navigationTimeout = requireNonNull(timeout, "timeout");
      return this;
    }

    /**
     * Sets how long launching or connecting may take (default 30 s).
     *
     * @param timeout positive, else {@link #build()} fails
     * @return this builder
     */
    public Builder launchTimeout(Duration timeout) {
      this.launchTimeout = requireNonNull(timeout, "timeout");
      return this;
    }

    /**
     * Sets whether a launched browser opens its DevTools port (default false); see {@link
     * BrowserConfig#devToolsPort()} for what it costs.
     *
     * @param open true to open the port on 127.0.0.1 so a hung call ends only the page's script
     * @return this builder
     */
    public Builder devToolsPort(boolean open) {
      this.devToolsPort = open;
      return this;
    }

    /**
     * Sets the deadline of one call into the page (default 60 s); see {@link
     * BrowserConfig#callTimeout()}.
     *
     * @param timeout positive, else {@link #build()} fails
     * @return this builder
     */
    public Builder callTimeout(Duration timeout) {
      this.callTimeout = requireNonNull(timeout, "timeout");
      return this;
    }

    /**
     * Checks the values and builds the configuration.
     *
     * @return an immutable configuration; this builder can go on being used
     * @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} when both an executable
     *     and a CDP endpoint are set, the endpoint is blank, a timeout is not positive, or
     *     extensions or a profile folder are given for a remote browser, or the profile folder is a file
     */
    public BrowserConfig build() {
      if (userDataDir != null && remoteEndpoint != null) {
        throw new AutopilotException(ErrorCode.CONFIG_INVALID, "a profile folder (userDataDir) is used only by a browser launched here; a remote browser keeps its own");
      }
      if (userDataDir != null && java.nio.file.Files.exists(userDataDir) && !java.nio.file.Files.isDirectory(userDataDir)) {
        throw new AutopilotException(ErrorCode.CONFIG_INVALID, "the profile folder (userDataDir) " + userDataDir + " is a file, not a folder");
      }
      if (!extensions.isEmpty() && remoteEndpoint != null) {
        throw new AutopilotException(ErrorCode.CONFIG_INVALID, "extensions load only into a browser launched here, not through a remote endpoint");
      }
      if (executablePath != null && remoteEndpoint != null && remoteProtocol == RemoteProtocol.CDP) {
        throw new AutopilotException(ErrorCode.CONFIG_INVALID, "a CDP endpoint is a browser already running: set either executablePath or connectOverCdp, not both");
      }
      if (remoteEndpoint != null && remoteEndpoint.isBlank()) {
        throw new AutopilotException(ErrorCode.CONFIG_INVALID, "the remote endpoint is blank");
      }
      requirePositive(actionTimeout, "actionTimeout");
      requirePositive(navigationTimeout, "navigationTimeout");
      requirePositive(launchTimeout, "launchTimeout");
      requirePositive(callTimeout, "callTimeout");
      return new BrowserConfig(this);
    }

    private static void requirePositive(Duration d, String name) {
      if (d.isZero() || d.isNegative()) {
        throw new AutopilotException(ErrorCode.CONFIG_INVALID, name + " must be positive, was " + d);
      }
    }
  }
}
