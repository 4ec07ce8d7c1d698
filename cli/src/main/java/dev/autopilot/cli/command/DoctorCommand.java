package dev.autopilot.cli.command;

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
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/**
 * {@code autopilot doctor}: checks what a run needs, a line per check, and exits {@link
 * ExitCode#DONE} when every configured check passed, {@link ExitCode#ERROR} otherwise:
 * <ul>
 *   <li>the browser: one is found and launched, and a page opens in it;
 *   <li>the store, when {@code AUTOPILOT_STORE_URL} names one (a JDBC URL): a connection opens
 *       and is valid (the driver must be on the class path);
 *   <li>the model endpoint, when {@code AUTOPILOT_LLM_MODEL} is set (see {@link LlmConfig}): the
 *       configuration is valid and the endpoint lists its models for the key.
 * </ul>
 * A check that is not configured is reported as skipped and does not fail.
 */
@Command(name = "doctor", description = "Check the browser, the store (if configured) and the model endpoint (if configured).")
public final class DoctorCommand implements Callable<Integer> {
  /** The environment variable naming the store, a JDBC URL. */
  public static final String STORE_URL = "AUTOPILOT_STORE_URL";
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
    if (url == null || url.isBlank()) {
      skipped("store", "not configured (" + STORE_URL + " names a store by its JDBC URL)");
      return;
    }
    try (Connection c = DriverManager.getConnection(url)) {
      boolean valid = c.isValid((int) TIMEOUT.toSeconds());
      line("store", valid, (valid ? "connected: " : "connection not valid: ") + c.getMetaData().getDatabaseProductName());
    } catch (SQLException e) {
      line("store", false, "cannot connect to " + STORE_URL + " (" + e.getMessage() + "); check the URL and that its JDBC driver is on the class path");
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
