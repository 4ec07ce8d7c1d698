package dev.autopilot.playwright.internal.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.playwright.BrowserConfig;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

class BrowserResolverTest {

  /** A machine described by maps instead of the real environment and file system. */
  static final class FakeProbe implements BrowserResolver.Probe {
    final Map<String, String> env = new HashMap<>();
    final Map<String, String> props = new HashMap<>(Map.of("os.name", "Linux", "user.home", "/home/ada"));
    final Set<Path> executables = new HashSet<>();
    final Map<Path, List<String>> dirs = new HashMap<>();

    @Override
    public @Nullable String env(String name) {
      return env.get(name);
    }

    @Override
    public @Nullable String property(String name) {
      return props.get(name);
    }

    @Override
    public boolean isExecutable(Path path) {
      return executables.contains(path);
    }

    @Override
    public List<String> list(Path directory) {
      return dirs.getOrDefault(directory, List.of());
    }
  }

  private static List<String> described(List<BrowserResolver.Candidate> candidates) {
    return candidates.stream().map(BrowserResolver.Candidate::describe).toList();
  }

  @Test
  void anExplicitExecutableIsTheOnlyCandidate() {
    FakeProbe probe = new FakeProbe();
    probe.executables.add(Path.of("/usr/bin/chromium"));
    probe.dirs.put(Path.of("/home/ada/.cache/ms-playwright"), List.of("chromium-1200"));
    List<BrowserResolver.Candidate> c = BrowserResolver.candidates(BrowserConfig.builder().executablePath(Path.of("/opt/chrome/chrome")).build(), probe);
    assertEquals(List.of(new BrowserResolver.Executable(Path.of("/opt/chrome/chrome"), true)), c);
  }

  @Test
  void aRemoteEndpointIsTheOnlyCandidate() {
    FakeProbe probe = new FakeProbe();
    probe.executables.add(Path.of("/usr/bin/chromium"));
    assertEquals(List.of(new BrowserResolver.Remote("http://127.0.0.1:9222", BrowserConfig.RemoteProtocol.CDP)),
        BrowserResolver.candidates(BrowserConfig.builder().connectOverCdp("http://127.0.0.1:9222").build(), probe));
    assertEquals(List.of(new BrowserResolver.Remote("ws://127.0.0.1:3000/pw", BrowserConfig.RemoteProtocol.PLAYWRIGHT)),
        BrowserResolver.candidates(BrowserConfig.builder().connect("ws://127.0.0.1:3000/pw").build(), probe));
  }

  @Test
  void managedBrowsersComeBeforeSystemOnes() {
    FakeProbe probe = new FakeProbe();
    probe.dirs.put(Path.of("/home/ada/.cache/ms-playwright"), List.of("ffmpeg-1011", "chromium_headless_shell-1200"));
    probe.executables.add(Path.of("/usr/bin/google-chrome"));
    probe.executables.add(Path.of("/usr/bin/chromium"));
    probe.env.put("PATH", "/usr/local/bin:/usr/bin");
    probe.executables.add(Path.of("/usr/local/bin/chromium"));
    assertEquals(List.of(
            "Playwright-managed Chromium in /home/ada/.cache/ms-playwright",
            "system browser /usr/bin/chromium",
            "system browser /usr/bin/google-chrome",
            "system browser /usr/local/bin/chromium"),
        described(BrowserResolver.candidates(BrowserConfig.defaults(), probe)));
  }

  @Test
  void aManagedCacheWithoutChromiumIsSkippedAndTheBrowsersPathVariableWins() {
    FakeProbe probe = new FakeProbe();
    probe.dirs.put(Path.of("/home/ada/.cache/ms-playwright"), List.of("chromium-1200"));
    probe.env.put("PLAYWRIGHT_BROWSERS_PATH", "/srv/browsers");
    probe.dirs.put(Path.of("/srv/browsers"), List.of("firefox-1400"));
    probe.executables.add(Path.of("/usr/bin/chromium-browser"));
    assertEquals(List.of("system browser /usr/bin/chromium-browser"), described(BrowserResolver.candidates(BrowserConfig.defaults(), probe)));

    probe.dirs.put(Path.of("/srv/browsers"), List.of("chromium-1200"));
    assertEquals("Playwright-managed Chromium in /srv/browsers", BrowserResolver.candidates(BrowserConfig.defaults(), probe).get(0).describe());
  }

  @Test
  void macAndWindowsLocations() {
    FakeProbe mac = new FakeProbe();
    mac.props.put("os.name", "Mac OS X");
    mac.props.put("user.home", "/Users/ada");
    mac.dirs.put(Path.of("/Users/ada/Library/Caches/ms-playwright"), List.of("chromium-1200"));
    mac.executables.add(Path.of("/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"));
    assertEquals(List.of("Playwright-managed Chromium in /Users/ada/Library/Caches/ms-playwright",
        "system browser /Applications/Google Chrome.app/Contents/MacOS/Google Chrome"), described(BrowserResolver.candidates(BrowserConfig.defaults(), mac)));

    FakeProbe win = new FakeProbe();
    win.props.put("os.name", "Windows 11");
    win.env.put("PROGRAMFILES", "C:\\Program Files");
    win.executables.add(Path.of("C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe"));
    assertEquals(List.of(new BrowserResolver.Executable(Path.of("C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe"), false)),
        BrowserResolver.candidates(BrowserConfig.defaults(), win));
  }

  @Test
  void launchingFallsThroughToTheNextCandidate() {
    List<BrowserResolver.Candidate> candidates = List.of(new BrowserResolver.Managed(Path.of("/cache")),
        new BrowserResolver.Executable(Path.of("/usr/bin/chromium"), false), new BrowserResolver.Executable(Path.of("/usr/bin/google-chrome"), false));
    List<String> tried = new ArrayList<>();
    String got = BrowserResolver.launchFirst(candidates, c -> {
      tried.add(c.describe());
      if (c instanceof BrowserResolver.Managed) {
        throw new IllegalStateException("Executable doesn't exist at /cache/chromium-1200/chrome");
      }
      return c.describe();
    });
    assertEquals("system browser /usr/bin/chromium", got);
    assertEquals(2, tried.size(), "stops at the first success");
  }

  @Test
  void anExplicitFailureEndsTheSearch() {
    List<BrowserResolver.Candidate> candidates = List.of(new BrowserResolver.Executable(Path.of("/opt/broken"), true),
        new BrowserResolver.Executable(Path.of("/usr/bin/chromium"), false));
    BrowserException e = assertThrows(BrowserException.class, () -> BrowserResolver.launchFirst(candidates, c -> {
      throw new IllegalStateException("spawn ENOENT\nmore lines");
    }));
    assertEquals(ErrorCode.BROWSER_UNAVAILABLE, e.code());
    assertEquals("Could not start the configured executable /opt/broken: spawn ENOENT", e.getMessage());
  }

  @Test
  void nothingFoundSaysHowToInstallABrowser() {
    FakeProbe bare = new FakeProbe();
    List<BrowserResolver.Candidate> none = BrowserResolver.candidates(BrowserConfig.defaults(), bare);
    assertTrue(none.isEmpty());
    BrowserException e = assertThrows(BrowserException.class, () -> BrowserResolver.launchFirst(none, c -> "never"));
    assertEquals(ErrorCode.BROWSER_UNAVAILABLE, e.code());
    assertTrue(e.getMessage().contains("apt-get install -y chromium"), e.getMessage());
    assertTrue(e.getMessage().contains("-Dexec.mainClass=com.microsoft.playwright.CLI"), e.getMessage());
    assertTrue(e.getMessage().contains("executablePath"), e.getMessage());

    BrowserException all = assertThrows(BrowserException.class, () -> BrowserResolver.launchFirst(
        List.of(new BrowserResolver.Executable(Path.of("/usr/bin/chromium"), false)), c -> {
          throw new IllegalStateException("crashed on start");
        }));
    assertTrue(all.getMessage().startsWith("No browser could be started. Tried: system browser /usr/bin/chromium: crashed on start."), all.getMessage());
    assertTrue(all.getMessage().contains("apt-get install -y chromium"));
  }
}
