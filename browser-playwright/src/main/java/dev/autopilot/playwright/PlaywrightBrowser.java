package dev.autopilot.playwright;

import static java.util.Objects.requireNonNull;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.CDPSession;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.PlaywrightException;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.playwright.internal.session.BrowserResolver;
import dev.autopilot.playwright.internal.session.DevToolsPort;
import dev.autopilot.playwright.internal.session.DriverProcess;
import dev.autopilot.playwright.internal.session.Extensions;
import dev.autopilot.playwright.internal.session.Failures;
import dev.autopilot.playwright.internal.session.PageCallGuard;
import dev.autopilot.playwright.internal.session.LaunchArgs;
import dev.autopilot.playwright.internal.session.RemoteLaunchOptions;
import dev.autopilot.playwright.internal.session.ThreadOwner;
import dev.autopilot.playwright.internal.session.WorkFolders;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One Playwright driver and one browser, shared by many sessions: starting them costs seconds, a
 * session (its own {@link BrowserContext}) costs milliseconds.
 *
 * <p>Not thread-safe: Playwright objects must be used from one thread, so this browser and every
 * session it made belong to the thread that launched it; a call from another thread fails at once
 * with {@link ErrorCode#BROWSER_WRONG_THREAD}. A host running runs in parallel uses a {@link
 * PlaywrightBrowserPool}, which gives each thread its own browser. Only {@link #close()} may be
 * called from another thread, once no call is in progress. No method returns null.
 *
 * <p>A browser configured with a {@linkplain BrowserConfig#userDataDir() profile folder} (one a
 * person signed into by hand) or with {@linkplain BrowserConfig#extensions() extensions} (which
 * Chromium loads only so) runs on one persistent profile: its sessions are pages of that one
 * context and share its cookies and storage; {@link #extensions()} says which extensions run.
 *
 * <p>The driver and the browsers keep their temporary files (the unpacked driver, browser
 * profiles) in a folder of this process under the system's temporary folder ({@code
 * java.io.tmpdir}), {@code autopilot-<pid>-<start>}; a launch first deletes the folders of
 * processes that are gone, such as a JVM that was killed in the middle of a run.
 */
public final class PlaywrightBrowser implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(PlaywrightBrowser.class);
  private static final AtomicLong SESSION_IDS = new AtomicLong();

  private static final String DRIVER_TMPDIR = "playwright.driver.tmpdir";

  /**
   * The features Playwright 1.62 switches off at launch. Chromium reads one {@code
   * --disable-features} switch, the last, so ours must repeat them.
   */
  private static final List<String> PLAYWRIGHT_DISABLED_FEATURES = List.of(
      "AvoidUnnecessaryBeforeUnloadCheckSync", "BoundaryEventDispatchTracksNodeRemoval", "DestroyProfileOnBrowserClose",
      "DialMediaRouteProvider", "GlobalMediaControls", "HttpsUpgrades", "LensOverlay", "MediaRouter", "PaintHolding",
      "ThirdPartyStoragePartitioning", "BlockOriginHeaderModificationOnRedirect", "Translate", "AutoDeElevate",
      "OptimizationHints", "msForceBrowserSignIn", "msEdgeUpdateLaunchServicesPreferredVersion");

  /**
   * The browser's own interface pages, which a headless browser never shows: since Chromium 15x
   * every browser window loads its address bar's suggestion popup as a web page, in a renderer of
   * its own, and that renderer took as much processor time as the pages under test (measured with
   * {@code ps} during the form corpus on Chromium 156).
   */
  private static final List<String> BROWSER_UI_FEATURES = List.of(
      "WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup", "PreloadTopChromeWebUI");

  /**
   * Switches that keep a launched browser quiet and deterministic: no background traffic, and
   * no interface pages nobody sees.
   */
  static final List<String> STABLE_ARGS = List.of(
      "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
      LaunchArgs.DISABLE_FEATURES + String.join(",", PLAYWRIGHT_DISABLED_FEATURES) + "," + String.join(",", BROWSER_UI_FEATURES));

  private final Playwright playwright;
  private final Browser browser;
  /** The one context of a browser launched on a profile folder or with extensions, or null. */
  private final @Nullable BrowserContext persistent;
  private final List<BrowserExtension> extensions;
  private boolean firstPageTaken;
  private final BrowserConfig config;
  private final String source;
  private final ThreadOwner owner;
  private final @Nullable DevToolsPort devtools;
  private volatile boolean closed;
  private volatile boolean aborted;

  private PlaywrightBrowser(Playwright playwright, Launched launched, BrowserConfig config, ThreadOwner owner) {
    this.owner = owner;
    this.persistent = launched.persistent;
    this.extensions = launched.extensions;
    this.devtools = config.remoteEndpoint() != null || !config.devToolsPort() ? null
        : DriverProcess.of(playwright).flatMap(DevToolsPort::of).orElse(null);
    this.playwright = playwright;
    this.browser = launched.browser;
    this.config = config;
    this.source = launched.source;
  }

  /**
   * Launches a browser with the default configuration; see {@link #launch(BrowserConfig)}.
   *
   * @return the browser, owned by the calling thread; the caller closes it
   * @throws BrowserException with {@link ErrorCode#BROWSER_UNAVAILABLE} when no browser could be
   *     started
   */
  public static PlaywrightBrowser launch() {
    return launch(BrowserConfig.defaults());
  }

  /**
   * Starts a browser. With an executable path or a remote endpoint in the configuration, exactly
   * that is used. Otherwise the first that works of: a Playwright-managed Chromium (when
   * Playwright's browser cache holds one), a system Chromium or Chrome ({@code /usr/bin/chromium},
   * {@code chromium-browser}, {@code google-chrome}, or one on the {@code PATH}).
   *
   * @param config what to launch or connect to, and the timeouts of its sessions
   * @return the browser, owned by the calling thread; the caller closes it, which ends the driver
   *     and the browser
   * @throws BrowserException with {@link ErrorCode#BROWSER_UNAVAILABLE} when no browser could be
   *     started; the message says what was tried and how to install one
   */
  public static PlaywrightBrowser launch(BrowserConfig config) {
    requireNonNull(config, "config");
    List<BrowserResolver.Candidate> candidates = BrowserResolver.candidates(config, BrowserResolver.systemProbe());
    if (candidates.isEmpty()) {
      throw BrowserResolver.unavailable(List.of());
    }
    Path work;
    try {
      work = WorkFolders.forThisProcess(Path.of(System.getProperty("java.io.tmpdir")));
    } catch (IOException e) {
      throw new BrowserException(ErrorCode.BROWSER_UNAVAILABLE, "cannot create a temporary folder under " + System.getProperty("java.io.tmpdir")
          + " (" + e + "); point the system property java.io.tmpdir at a writable folder", e);
    }
    if (System.getProperty(DRIVER_TMPDIR) == null) {
      // where the driver unpacks itself, read once per JVM by Playwright
      System.setProperty(DRIVER_TMPDIR, work.toString());
    }
    Playwright playwright;
    try {
      playwright = Playwright.create(new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1", "TMPDIR", work.toString())));
    } catch (PlaywrightException e) {
      throw new BrowserException(ErrorCode.BROWSER_UNAVAILABLE, "The Playwright driver could not start: " + Failures.summary(e), e);
    }
    try {
      Launched launched = BrowserResolver.launchFirst(candidates, c -> start(playwright, c, config, work));
      LOG.debug("browser {} started from {}", launched.browser.version(), launched.source);
      return new PlaywrightBrowser(playwright, launched, config, ThreadOwner.current("PlaywrightBrowser (" + launched.source + ")"));
    } catch (RuntimeException e) {
      playwright.close();
      throw e;
    }
  }

  private record Launched(Browser browser, String source, @Nullable BrowserContext persistent, List<BrowserExtension> extensions) {
    Launched(Browser browser, String source) {
      this(browser, source, null, List.of());
    }
  }

  /** How long a launch waits for the service workers of the extensions it loaded. */
  private static final long EXTENSION_START_MILLIS = 3_000;

  private static Launched start(Playwright playwright, BrowserResolver.Candidate candidate, BrowserConfig config, Path work) {
    double timeout = config.launchTimeout().toMillis();
    BrowserType chromium = playwright.chromium();
    if (candidate instanceof BrowserResolver.Remote remote) {
      Browser b = remote.protocol() == BrowserConfig.RemoteProtocol.CDP
          ? chromium.connectOverCDP(remote.endpoint(), new BrowserType.ConnectOverCDPOptions().setTimeout(timeout))
          : chromium.connect(remote.endpoint(), new BrowserType.ConnectOptions().setTimeout(timeout)
              .setHeaders(Map.of(RemoteLaunchOptions.HEADER, RemoteLaunchOptions.json(config, STABLE_ARGS))));
      return new Launched(b, candidate.describe());
    }
    if (config.persistent()) {
      return startPersistent(chromium, candidate, config, work);
    }
    BrowserType.LaunchOptions options = new BrowserType.LaunchOptions()
        .setHeadless(config.headless())
        .setArgs(launchArgs(config))
        .setTimeout(timeout);
    if (candidate instanceof BrowserResolver.Executable executable) {
      options.setExecutablePath(executable.path());
    }
    return new Launched(chromium.launch(options), candidate.describe());
  }

  /** A browser on one persistent context: the configured profile folder, else a fresh one for extensions. */
  private static Launched startPersistent(BrowserType chromium, BrowserResolver.Candidate candidate, BrowserConfig config, Path work) {
    List<Extensions.Checked> checked = Extensions.check(config.extensions());
    List<String> args = new ArrayList<>(launchArgs(config));
    args.addAll(Extensions.launchArgs(checked));
    BrowserType.LaunchPersistentContextOptions options = new BrowserType.LaunchPersistentContextOptions()
        .setHeadless(config.headless())
        .setArgs(args)
        .setTimeout(config.launchTimeout().toMillis());
    if (candidate instanceof BrowserResolver.Executable executable) {
      options.setExecutablePath(executable.path());
    } else if (candidate instanceof BrowserResolver.Managed && !checked.isEmpty()) {
      // Playwright's headless default is its headless shell, which loads no extension; its full
      // Chromium in the new headless mode does
      options.setChannel("chromium");
    }
    Path profile = config.userDataDir();
    try {
      if (profile == null) {
        profile = Files.createTempDirectory(work, "profile-");
      } else {
        Files.createDirectories(profile);
      }
    } catch (IOException e) {
      throw new BrowserException(ErrorCode.BROWSER_UNAVAILABLE, "cannot create a browser profile " + (profile == null ? "under " + work : profile) + " (" + e + ")", e);
    }
    BrowserContext context = chromium.launchPersistentContext(profile, options);
    Browser browser = context.browser();
    if (browser == null) {
      closeQuietly(context);
      throw new BrowserException(ErrorCode.BROWSER_UNAVAILABLE, "the persistent context of " + candidate.describe() + " has no browser", null);
    }
    List<BrowserExtension> extensions = Extensions.confirm(checked, browser, EXTENSION_START_MILLIS);
    for (BrowserExtension e : extensions) {
      if (!e.loaded()) {
        LOG.warn("extension {} is not running: {} ({})", e.folder(), e.state(), e.detail());
      }
    }
    String on = config.userDataDir() == null ? "" : " on profile " + config.userDataDir();
    String with = checked.isEmpty() ? "" : " with " + extensions.stream().filter(BrowserExtension::loaded).count() + " extension(s)";
    return new Launched(browser, candidate.describe() + on + with, context, extensions);
  }

  static List<String> launchArgs(BrowserConfig config) {
    List<String> args = new ArrayList<>(STABLE_ARGS);
    if ("root".equals(System.getProperty("user.name"))) {
      args.add("--no-sandbox");
    }
    if (config.devToolsPort()) {
      args.add(DevToolsPort.LAUNCH_ARG);
    }
    return LaunchArgs.join(args, config.extraArgs());
  }

  /**
   * Opens a session: a new browser context (its own cookies and storage) with one page; on a
   * persistent profile, a new page of its one context (its cookies and storage shared).
   *
   * @return the session, owned by the calling thread; the caller closes it, which closes its
   *     context (or, on a persistent profile, its page)
   * @throws BrowserException with {@link ErrorCode#BROWSER_CRASHED} when the browser is gone, or
   *     {@link ErrorCode#BROWSER_UNAVAILABLE} when the context cannot be made
   * @throws IllegalStateException when this browser was closed
   */
  public PlaywrightBrowserSession newSession() {
    BrowserContext shared = persistent;
    if (shared == null) {
      return newSession(new Browser.NewContextOptions());
    }
    owner.check("newSession");
    if (closed) {
      throw new IllegalStateException("the browser is closed");
    }
    try {
      // the profile opens with one blank page: the first session takes it
      Page page = !firstPageTaken && !shared.pages().isEmpty() ? shared.pages().get(0) : shared.newPage();
      firstPageTaken = true;
      return session(shared, page, PlaywrightBrowserSession.Closes.PAGE);
    } catch (PlaywrightException e) {
      throw Failures.wrap(e, ErrorCode.BROWSER_UNAVAILABLE, "could not open a browser session", null, null, null);
    }
  }

  /**
   * Opens a session whose context is made with these Playwright options (locale, viewport,
   * storage state, ...).
   *
   * @param options Playwright's options for the new context; the configuration's action and
   *     navigation timeouts are set on the context after it is made
   * @return the session, owned by the calling thread; the caller closes it, which closes its context
   * @throws BrowserException as {@link #newSession()}
   * @throws IllegalStateException when this browser was closed, or runs on a persistent profile
   *     (a profile folder or extensions: its one context takes no options; use {@link #newSession()})
   */
  public PlaywrightBrowserSession newSession(Browser.NewContextOptions options) {
    requireNonNull(options, "options");
    owner.check("newSession");
    if (closed) {
      throw new IllegalStateException("the browser is closed");
    }
    if (persistent != null) {
      throw new IllegalStateException("a browser on a persistent profile (a profile folder or extensions) has one context, which takes no options: use newSession()");
    }
    BrowserContext context = null;
    try {
      context = browser.newContext(options);
      return session(context, context.newPage(), PlaywrightBrowserSession.Closes.CONTEXT);
    } catch (PlaywrightException e) {
      if (context != null) {
        closeQuietly(context);
      }
      throw Failures.wrap(e, ErrorCode.BROWSER_UNAVAILABLE, "could not open a browser session", null, null, null);
    }
  }

  private PlaywrightBrowserSession session(BrowserContext context, Page page, PlaywrightBrowserSession.Closes closes) {
    context.setDefaultTimeout(config.actionTimeout().toMillis());
    context.setDefaultNavigationTimeout(config.navigationTimeout().toMillis());
    String id = "pw-" + SESSION_IDS.incrementAndGet();
    PageCallGuard guard = PageCallGuard.of(devtools == null ? null : devtools.page(targetId(context, page)), this::abort);
    return new PlaywrightBrowserSession(id, context, page, config, ThreadOwner.current("PlaywrightBrowserSession " + id), this, guard, closes);
  }

  /**
   * {@return the extensions this browser was configured to load, in order, and what became of
   * each; empty when none was configured} Readable from any thread.
   */
  public List<BrowserExtension> extensions() {
    return extensions;
  }

  /** The DevTools id of a page, read through a CDP session of Playwright's own connection. */
  private static String targetId(BrowserContext context, Page page) {
    CDPSession cdp = context.newCDPSession(page);
    try {
      return cdp.send("Target.getTargetInfo").getAsJsonObject("targetInfo").get("targetId").getAsString();
    } finally {
      cdp.detach();
    }
  }

  /** {@return the configuration this browser was started with} */
  public BrowserConfig config() {
    return config;
  }

  /** {@return where the browser came from, such as {@code system browser /usr/bin/chromium}; for logs} */
  public String source() {
    return source;
  }

  /**
   * {@return the browser's version string, as the browser reports it}
   *
   * @throws BrowserException with {@link ErrorCode#BROWSER_WRONG_THREAD} when called from a thread
   *     other than the owner
   */
  public String version() {
    owner.check("version");
    return browser.version();
  }

  /**
   * {@return whether the browser is still connected: false once closed, ended after a hung call, or
   * disconnected}
   */
  public boolean isConnected() {
    owner.check("isConnected");
    return !closed && !aborted && browser.isConnected();
  }

  /**
   * The Playwright {@link Browser} or {@link Playwright} object, for what this class does not
   * offer.
   *
   * @param <T> the type asked for
   * @param type {@code Browser.class} or {@code Playwright.class} (or a supertype of either)
   * @return the object, still owned by this browser and its thread: do not close it
   * @throws IllegalArgumentException for any other type
   */
  public <T> T unwrap(Class<T> type) {
    owner.check("unwrap");
    if (type.isInstance(browser)) {
      return type.cast(browser);
    }
    if (type.isInstance(playwright)) {
      return type.cast(playwright);
    }
    throw new IllegalArgumentException("a PlaywrightBrowser has no " + type.getName());
  }

  /**
   * Ends whatever call hangs in this browser, from any thread: the driver process and the
   * browsers it launched are ended, so the blocked call fails at once with {@link
   * ErrorCode#BROWSER_CRASHED}, and this browser and all its sessions are unusable afterwards (a
   * {@link PlaywrightBrowserPool} launches a new one). A remote browser keeps running; only the
   * connection to it ends. This is what a run's watchdog uses when a page call will not end.
   *
   * @return false when the driver process could not be found (nothing was ended)
   */
  public boolean abort() {
    aborted = true;
    Optional<DriverProcess> driver = DriverProcess.of(playwright);
    driver.ifPresent(DriverProcess::end);
    return driver.isPresent();
  }

  /**
   * The pool's health check: whether the browser still answers, by a round trip that opens and
   * closes a context (a local check of the connection alone misses a browser whose death the
   * driver has not yet reported). A browser on a persistent profile is only checked locally.
   */
  boolean healthy() {
    owner.check("healthy");
    if (closed || aborted || !browser.isConnected()) {
      return false;
    }
    if (persistent != null) {
      return true;
    }
    try {
      browser.newContext().close();
      return browser.isConnected();
    } catch (PlaywrightException e) {
      LOG.debug("health check of {} failed: {}", source, Failures.summary(e));
      return false;
    }
  }

  /** Whether {@link #abort()} was called. */
  boolean aborted() {
    return aborted;
  }

  /** Closes every session, the browser (or the connection to it) and the driver. Idempotent. */
  @Override
  public void close() {
    if (closed) {
      return;
    }
    closed = true;
    try {
      if (persistent != null) {
        persistent.close();
      }
      browser.close();
    } catch (PlaywrightException e) {
      LOG.debug("closing the browser failed: {}", Failures.summary(e));
    } finally {
      playwright.close();
    }
  }

  private static void closeQuietly(BrowserContext context) {
    try {
      context.close();
    } catch (PlaywrightException e) {
      LOG.debug("closing a context failed: {}", Failures.summary(e));
    }
  }

  @Override
  public String toString() {
    return "PlaywrightBrowser[" + source + (closed ? ", closed" : "") + "]";
  }
}
