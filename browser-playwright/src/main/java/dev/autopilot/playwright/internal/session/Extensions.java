package dev.autopilot.playwright.internal.session;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.CDPSession;
import com.microsoft.playwright.PlaywrightException;
import com.google.gson.JsonElement;
import dev.autopilot.playwright.BrowserExtension;
import dev.autopilot.playwright.BrowserExtension.State;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * Unpacked extensions for a launch: each folder checked before the browser sees it (Chromium
 * skips a bad one silently, so the check is ours), the switches that load the good ones, and,
 * after the launch, whether each declared service worker is running. Stateless; {@link #confirm}
 * blocks the calling thread for up to its wait.
 */
public final class Extensions {
  private static final ObjectMapper JSON = new ObjectMapper();

  private Extensions() {}

  /** An extension folder as checked before launch, with whether it declares a service worker. */
  public record Checked(BrowserExtension extension, boolean hasWorker) {}

  /**
   * Reads each folder's manifest; never throws for a bad folder.
   *
   * @param folders the configured extension folders, in order
   * @return one result per folder, in order: loaded so far, missing or invalid
   */
  public static List<Checked> check(List<Path> folders) {
    List<Checked> out = new ArrayList<>();
    for (Path folder : folders) {
      out.add(check(folder));
    }
    return out;
  }

  private static Checked check(Path folder) {
    Path manifest = folder.resolve("manifest.json");
    if (!Files.isRegularFile(manifest)) {
      String why = Files.isDirectory(folder) ? "no manifest.json in the folder" : "no such folder";
      return new Checked(new BrowserExtension(folder, null, null, State.MISSING, why), false);
    }
    JsonNode root;
    try {
      root = JSON.readTree(Files.readString(manifest, StandardCharsets.UTF_8));
    } catch (IOException e) {
      return new Checked(new BrowserExtension(folder, null, null, State.INVALID, "manifest.json is not valid JSON"), false);
    }
    if (root == null || !root.isObject() || !root.path("manifest_version").canConvertToInt() || !root.path("name").isTextual()
        || !root.path("version").isTextual()) {
      return new Checked(new BrowserExtension(folder, null, null, State.INVALID, "manifest.json lacks manifest_version, name or version"), false);
    }
    String name = root.get("name").asText();
    String id;
    try {
      id = root.path("key").isTextual() ? idOf(Base64.getMimeDecoder().decode(root.get("key").asText())) : idOf(folder.toRealPath().toString().getBytes(StandardCharsets.UTF_8));
    } catch (IOException | IllegalArgumentException e) {
      return new Checked(new BrowserExtension(folder, name, null, State.INVALID, "its key or folder cannot be read: " + e.getClass().getSimpleName()), false);
    }
    boolean worker = root.path("background").path("service_worker").isTextual();
    return new Checked(new BrowserExtension(folder, name, id, State.LOADED, worker ? "its service worker is running" : "given to the browser (it declares no service worker to watch)"), worker);
  }

  /** Chromium's id of an extension: the first 16 bytes of a SHA-256, written with the letters a to p. */
  static String idOf(byte[] input) {
    try {
      byte[] hash = MessageDigest.getInstance("SHA-256").digest(input);
      StringBuilder id = new StringBuilder(32);
      for (int i = 0; i < 16; i++) {
        id.append((char) ('a' + ((hash[i] >> 4) & 0xf))).append((char) ('a' + (hash[i] & 0xf)));
      }
      return id.toString();
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
    }
  }

  /**
   * The switches that load the extensions that passed the check.
   *
   * @param checked what {@link #check} returned
   * @return the switches for the browser's command line; empty when none passed
   */
  public static List<String> launchArgs(List<Checked> checked) {
    String folders = checked.stream().filter(c -> c.extension().loaded()).map(c -> c.extension().folder().toString()).collect(Collectors.joining(","));
    return folders.isEmpty() ? List.of() : List.of("--disable-extensions-except=" + folders, "--load-extension=" + folders);
  }

  /**
   * After the launch: waits up to {@code waitMillis} for the service worker of each extension that
   * declares one, and marks those whose worker never showed {@link State#NOT_STARTED}.
   *
   * @param checked what {@link #check} returned
   * @param browser the launched browser, or null when there is none to ask: then every declared
   *     worker counts as not started
   * @param waitMillis the longest wait for all the workers together, in milliseconds
   * @return what became of each extension, in the configured order
   */
  public static List<BrowserExtension> confirm(List<Checked> checked, @Nullable Browser browser, long waitMillis) {
    Set<String> waiting = new HashSet<>();
    for (Checked c : checked) {
      if (c.extension().loaded() && c.hasWorker()) {
        waiting.add(c.extension().id());
      }
    }
    long end = System.nanoTime() + waitMillis * 1_000_000;
    while (!waiting.isEmpty() && browser != null) {
      @Nullable Set<String> running = runningWorkers(browser);
      if (running == null) {
        // a browser that lists no DevTools targets tells nothing: the extensions stay as checked
        waiting.clear();
        break;
      }
      waiting.removeAll(running);
      if (waiting.isEmpty() || System.nanoTime() > end) {
        break;
      }
      try {
        Thread.sleep(50);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
    }
    List<BrowserExtension> out = new ArrayList<>();
    for (Checked c : checked) {
      BrowserExtension e = c.extension();
      out.add(waiting.contains(e.id())
          ? new BrowserExtension(e.folder(), e.name(), e.id(), State.NOT_STARTED, "the browser did not start its service worker within " + waitMillis + " ms")
          : e);
    }
    return List.copyOf(out);
  }

  /** The ids of the extensions whose service worker runs, from the browser's DevTools targets; null when they cannot be listed. */
  private static @Nullable Set<String> runningWorkers(Browser browser) {
    Set<String> ids = new HashSet<>();
    try {
      CDPSession cdp = browser.newBrowserCDPSession();
      try {
        for (JsonElement t : cdp.send("Target.getTargets").getAsJsonArray("targetInfos")) {
          String url = t.getAsJsonObject().get("url").getAsString();
          if ("service_worker".equals(t.getAsJsonObject().get("type").getAsString()) && url.startsWith("chrome-extension://")) {
            ids.add(url.substring("chrome-extension://".length()).split("/", 2)[0]);
          }
        }
      } finally {
        cdp.detach();
      }
    } catch (PlaywrightException e) {
      return null;
    }
    return ids;
  }
}
