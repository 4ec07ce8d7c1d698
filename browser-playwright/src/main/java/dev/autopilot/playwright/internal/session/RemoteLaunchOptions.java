package dev.autopilot.playwright.internal.session;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.autopilot.playwright.BrowserConfig;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The launch options a client sends a Playwright server ({@code playwright run-server}) in the
 * {@value #HEADER} header when it connects: how the server should launch the browser of this
 * connection. The server always honours headless and the timeout; it honours the executable path
 * and the command-line switches only when it was started with {@code --unsafe} (otherwise it drops
 * them and launches its own downloaded browser). Stateless.
 */
public final class RemoteLaunchOptions {
  /** The header Playwright's server reads the launch options from. */
  public static final String HEADER = "x-playwright-launch-options";

  private static final ObjectMapper JSON = new ObjectMapper();

  private RemoteLaunchOptions() {}

  /**
   * The header's value for this configuration.
   *
   * @param config the configuration: headless, the extra switches, the launch timeout, the
   *     executable when set
   * @param stableArgs the launcher's own switches, sent before the configuration's
   * @return the JSON object, for {@link #HEADER}
   */
  public static String json(BrowserConfig config, List<String> stableArgs) {
    Map<String, Object> options = new LinkedHashMap<>();
    options.put("headless", config.headless());
    List<String> args = LaunchArgs.join(stableArgs, config.extraArgs());
    options.put("args", args);
    options.put("timeout", config.launchTimeout().toMillis());
    Path executable = config.executablePath();
    if (executable != null) {
      options.put("executablePath", executable.toString());
    }
    try {
      return JSON.writeValueAsString(options);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("launch options of plain values could not be written", e);
    }
  }
}
