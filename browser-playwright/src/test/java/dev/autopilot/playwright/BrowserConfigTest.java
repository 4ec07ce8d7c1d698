package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class BrowserConfigTest {

  @Test
  void defaults() {
    BrowserConfig c = BrowserConfig.defaults();
    assertNull(c.executablePath());
    assertNull(c.remoteEndpoint());
    assertTrue(c.headless());
    assertEquals(List.of(), c.extraArgs());
    assertEquals(Duration.ofSeconds(6), c.actionTimeout());
  }

  @Test
  void toBuilderDerivesAVariant() {
    BrowserConfig base = BrowserConfig.builder().executablePath(Path.of("/usr/bin/chromium")).addArg("--lang=de").build();
    BrowserConfig variant = base.toBuilder().headless(false).addArg("--mute-audio").build();
    assertEquals(List.of("--lang=de"), base.extraArgs());
    assertEquals(List.of("--lang=de", "--mute-audio"), variant.extraArgs());
    assertEquals(Path.of("/usr/bin/chromium"), variant.executablePath());
    assertTrue(base.headless());
  }

  @Test
  void launchArgsStartWithTheStableSwitchesAndEndWithTheExtraOnes() {
    List<String> args = PlaywrightBrowser.launchArgs(BrowserConfig.builder().addArg("--lang=de").build());
    assertEquals(PlaywrightBrowser.STABLE_ARGS, args.subList(0, PlaywrightBrowser.STABLE_ARGS.size()));
    assertEquals("--lang=de", args.get(args.size() - 1));
  }

  @Test
  void aHostsDisabledFeaturesJoinOursInOneSwitch() {
    List<String> args = PlaywrightBrowser.launchArgs(BrowserConfig.builder().addArg("--disable-features=Foo,Bar").addArg("--lang=de").build());
    List<String> features = args.stream().filter(a -> a.startsWith("--disable-features=")).toList();
    assertEquals(1, features.size(), args.toString());
    assertTrue(features.get(0).endsWith(",Foo,Bar"), features.get(0));
    assertTrue(features.get(0).contains("WebUIOmniboxPopup") && features.get(0).contains("PaintHolding"), features.get(0));
    assertEquals("--lang=de", args.get(args.size() - 1));
  }

  @Test
  void contradictionsFailAtBuild() {
    AutopilotException both = assertThrows(AutopilotException.class,
        () -> BrowserConfig.builder().executablePath(Path.of("/usr/bin/chromium")).connectOverCdp("http://127.0.0.1:9222").build());
    assertEquals(ErrorCode.CONFIG_INVALID, both.code());
    assertThrows(AutopilotException.class, () -> BrowserConfig.builder().actionTimeout(Duration.ZERO).build());
    assertThrows(AutopilotException.class, () -> BrowserConfig.builder().connect(" ").build());
    assertThrows(NullPointerException.class, () -> BrowserConfig.builder().addArg(null));
  }

  @Test
  void aPlaywrightServerIsToldWhichExecutableToLaunchAndHow() throws Exception {
    BrowserConfig c = BrowserConfig.builder().connect("ws://127.0.0.1:3000/pw").executablePath(Path.of("/usr/bin/chromium")).addArg("--lang=de").build();
    com.fasterxml.jackson.databind.JsonNode options = new com.fasterxml.jackson.databind.ObjectMapper()
        .readTree(dev.autopilot.playwright.internal.session.RemoteLaunchOptions.json(c, PlaywrightBrowser.STABLE_ARGS));
    assertEquals("/usr/bin/chromium", options.get("executablePath").asText());
    assertEquals(true, options.get("headless").asBoolean());
    assertEquals("--lang=de", options.get("args").get(PlaywrightBrowser.STABLE_ARGS.size()).asText());
    assertEquals(30_000, options.get("timeout").asLong());
    assertNull(new com.fasterxml.jackson.databind.ObjectMapper().readTree(dev.autopilot.playwright.internal.session.RemoteLaunchOptions.json(
        BrowserConfig.builder().connect("ws://127.0.0.1:3000/pw").build(), List.of())).get("executablePath"));
  }

  @Test
  void extensionsAreKeptAbsoluteAndCannotGoToARemoteBrowser() {
    BrowserConfig c = BrowserConfig.builder().addExtension(Path.of("ext/autofill")).build();
    assertEquals(List.of(Path.of("ext/autofill").toAbsolutePath().normalize()), c.extensions());
    assertEquals(List.of(), c.toBuilder().clearExtensions().build().extensions());
    AutopilotException e = assertThrows(AutopilotException.class,
        () -> BrowserConfig.builder().addExtension(Path.of("ext")).connect("ws://127.0.0.1:3000/pw").build());
    assertEquals(ErrorCode.CONFIG_INVALID, e.code());
  }

  @Test
  void aProfileFolderIsKeptAbsoluteIsAFolderAndCannotGoToARemoteBrowser(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
    assertNull(BrowserConfig.defaults().userDataDir());
    BrowserConfig c = BrowserConfig.builder().userDataDir(Path.of("profiles/../profiles/me")).build();
    assertEquals(Path.of("profiles/me").toAbsolutePath().normalize(), c.userDataDir());
    assertTrue(c.persistent(), "one persistent context, its sessions sharing the person's cookies");
    assertEquals(c.userDataDir(), c.toBuilder().build().userDataDir());
    assertNull(c.toBuilder().clearUserDataDir().build().userDataDir());
    assertEquals(ErrorCode.CONFIG_INVALID, assertThrows(AutopilotException.class,
        () -> BrowserConfig.builder().userDataDir(dir).connectOverCdp("http://127.0.0.1:9222").build()).code());
    Path file = java.nio.file.Files.writeString(dir.resolve("cookies.txt"), "x");
    assertEquals(ErrorCode.CONFIG_INVALID, assertThrows(AutopilotException.class, () -> BrowserConfig.builder().userDataDir(file).build()).code());
  }
}
