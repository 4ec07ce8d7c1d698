package dev.autopilot.cli.command;

import static java.util.Objects.requireNonNull;
import static java.util.Objects.requireNonNullElse;

import dev.autopilot.cli.ExitCode;
import dev.autopilot.cli.Terminal;
import dev.autopilot.core.AutopilotException;
import dev.autopilot.llm.LlmConfig;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import dev.autopilot.store.Store;
import dev.autopilot.store.StoreConfig;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code autopilot doctor}: checks what a run needs, a line per check, and exits {@link
 * ExitCode#DONE} when every configured check passed, {@link ExitCode#ERROR} otherwise:
 * <ul>
 *   <li>the browser: one is found and launched, and a page opens in it;
 *   <li>the store, when {@code --store DIR} (a SQLite store's folder) or {@code
 *       AUTOPILOT_STORE_URL} (a {@code jdbc:postgresql:} URL, with {@code AUTOPILOT_STORE_USER} and
 *       {@code AUTOPILOT_STORE_PASSWORD}, or {@code jdbc:sqlite:DIR/autopilot.db}) names one: it
 *       opens through {@link Store#open} as a host opens it, which checks its schema version
 *       (an older schema is migrated forward, a newer one refused, a missing SQLite store created);
 *   <li>the model endpoint, when {@code AUTOPILOT_LLM_MODEL} is set (see {@link LlmConfig}): the
 *       configuration is valid and the endpoint lists its models for the key.
 * </ul>
 * A check that is not configured is reported as skipped and does not fail.
 */
@Command(name = "doctor", description = "Check the browser, the store (if configured) and the model endpoint (if configured).")
public final class DoctorCommand implements Callable<Integer> {
  /** The environment variable naming the store, a JDBC URL. */
  public static final String STORE_URL = "AUTOPILOT_STORE_URL";
  /** The environment variables of a PostgreSQL store's user and password. */
  public static final String STORE_USER = "AUTOPILOT_STORE_USER";
  /** See {@link #STORE_USER}. */
  public static final String STORE_PASSWORD = "AUTOPILOT_STORE_PASSWORD";

  @Option(names = "--store", paramLabel = "DIR", description = "a SQLite store's folder (overrides AUTOPILOT_STORE_URL)")
  @Nullable Path storeFolder;
  private static final Duration TIMEOUT = Duration.ofSeconds(10);

  private final Terminal terminal;
  private boolean failed;

  /** The command, talking to this terminal. */
  public DoctorCommand(Terminal terminal) {
    this.terminal = terminal;
  }

  @Override
  public Integer call() {
    terminal.out().println("java     ok    " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")");
    browser();
    store();
    model();
    return (failed ? ExitCode.ERROR : ExitCode.DONE).code();
  }

  private void line(String check, boolean ok, String detail) {
    terminal.out().println(String.format("%-8s %-5s %s", check, ok ? "ok" : "FAIL", detail));
    failed |= !ok;
  }

  private void skipped(String check, String detail) {
    terminal.out().println(String.format("%-8s %-5s %s", check, "skip", detail));
  }

  private void browser() {
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch(); PlaywrightBrowserSession session = browser.newSession()) {
      session.navigate("about:blank");
      line("browser", true, browser.version() + " (" + browser.source() + "), a page opened");
    } catch (AutopilotException e) {
      line("browser", false, e.code() + ": " + e.getMessage());
    }
  }

  private void store() {
    String url = terminal.env().get(STORE_URL);
    StoreConfig config;
    try {
      if (storeFolder != null) {
        config = StoreConfig.sqlite(storeFolder);
      } else if (url == null || url.isBlank()) {
        skipped("store", "not configured (--store DIR, or " + STORE_URL + " names a store by its JDBC URL)");
        return;
      } else if (url.startsWith("jdbc:sqlite:") && url.endsWith("/" + StoreConfig.SQLITE_FILE)) {
        Path file = Path.of(url.substring("jdbc:sqlite:".length()));
        config = StoreConfig.sqlite(requireNonNull(file.toAbsolutePath().getParent(), "the URL names a file in a folder"));
      } else if (url.startsWith("jdbc:postgresql:")) {
        config = StoreConfig.postgres(url, terminal.env().getOrDefault(STORE_USER, ""), terminal.env().getOrDefault(STORE_PASSWORD, ""));
      } else {
        line("store", false, STORE_URL + " is not a store's URL: use jdbc:postgresql://HOST:PORT/DB (with " + STORE_USER + ", " + STORE_PASSWORD
            + ") or jdbc:sqlite:DIR/" + StoreConfig.SQLITE_FILE + ", or --store DIR");
        return;
      }
    } catch (IllegalArgumentException e) {
      line("store", false, requireNonNullElse(e.getMessage(), e.toString()));
      return;
    }
    try (Store store = Store.open(config)) {
      line("store", true, "opened " + config.where() + ", schema version " + store.schemaVersion() + " (this release knows " + Store.knownSchemaVersion() + ")");
    } catch (AutopilotException e) {
      line("store", false, "cannot open " + config.where() + ": " + e.getMessage());
    }
  }

  private void model() {
    if (!LlmConfig.presentIn(terminal.env())) {
      skipped("model", "not configured (AUTOPILOT_LLM_MODEL, AUTOPILOT_LLM_BASE_URL, AUTOPILOT_LLM_API_KEY)");
      return;
    }
    LlmConfig config;
    try {
      config = LlmConfig.fromEnvironment(terminal.env());
    } catch (AutopilotException e) {
      line("model", false, e.getMessage());
      return;
    }
    URI models = URI.create(config.baseUrl().toString().replaceAll("/+$", "") + "/models");
    HttpRequest.Builder request = HttpRequest.newBuilder(models).timeout(TIMEOUT).GET();
    String key = config.apiKey();
    if (key != null) {
      if (config.provider() == LlmConfig.Provider.ANTHROPIC) {
        request.header("x-api-key", key).header("anthropic-version", "2023-06-01");
      } else {
        request.header("Authorization", "Bearer " + key);
      }
    }
    HttpClient client = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();
    try {
      HttpResponse<String> response = client.send(request.build(), HttpResponse.BodyHandlers.ofString());
      int status = response.statusCode();
      if (status / 100 == 2) {
        boolean listed = response.body().contains("\"" + config.model() + "\"");
        line("model", true, models + " answered " + status + (listed ? "; lists " + config.model() : "; " + config.model() + " is not in its list"));
      } else {
        line("model", false, models + " answered " + status + (status == 401 || status == 403 ? ": the key was refused (AUTOPILOT_LLM_API_KEY)" : ""));
      }
    } catch (IOException e) {
      line("model", false, "cannot reach " + models + " (" + e + ")");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      line("model", false, "interrupted");
    }
  }
}
