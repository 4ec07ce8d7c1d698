package dev.autopilot.playwright;

import dev.autopilot.core.Sleeper;
import dev.autopilot.testkit.BuilderRoundTrip;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Every {@code toBuilder()} of the module keeps every setting its builder holds. */
class ToBuilderTest {

  private static final Sleeper SLEEPER = d -> {};

  @Test
  void theExecutorKeepsItsKeyTypingKindsAndEveryOtherSetting() {
    PlaywrightActionExecutor.Builder configured = PlaywrightActionExecutor.builder()
        .noReresolution()
        .pacing(Pacing.humanLike())
        .submitDeadline(Duration.ofSeconds(7))
        .typeWithKeys(Set.of(FieldKind.PLAIN));
    BuilderRoundTrip.assertKeepsEverySetting(PlaywrightActionExecutor.builder(), configured,
        PlaywrightActionExecutor.Builder::build, PlaywrightActionExecutor::toBuilder);
  }

  @Test
  void pacingKeepsEverySetting() {
    Pacing.Builder configured = Pacing.builder().scroll(Duration.ofMillis(1)).hover(Duration.ofMillis(2)).focus(Duration.ofMillis(3))
        .keystroke(Duration.ofMillis(4)).sleeper(SLEEPER);
    BuilderRoundTrip.assertKeepsEverySetting(Pacing.builder(), configured, Pacing.Builder::build, Pacing::toBuilder);
  }

  @Test
  void theBrowserConfigKeepsEverySetting() {
    BrowserConfig.Builder local = everyCommonSetting(BrowserConfig.builder())
        .executablePath(Path.of("/opt/chromium/chrome"))
        .addExtension(Path.of("/opt/extensions/simplify"))
        .userDataDir(Path.of("/tmp/profile"));
    BuilderRoundTrip.assertKeepsEverySetting(BrowserConfig.builder(), local, BrowserConfig.Builder::build, BrowserConfig::toBuilder,
        Set.of("remoteEndpoint", "remoteProtocol"));
    // a remote browser has its own executable, profile folder and extensions: its settings, tested without them
    BrowserConfig.Builder remote = everyCommonSetting(BrowserConfig.builder()).connect("ws://127.0.0.1:9222/playwright");
    BuilderRoundTrip.assertKeepsEverySetting(BrowserConfig.builder(), remote, BrowserConfig.Builder::build, BrowserConfig::toBuilder,
        Set.of("executablePath", "userDataDir", "extensions"));
  }

  private static BrowserConfig.Builder everyCommonSetting(BrowserConfig.Builder b) {
    return b.headless(false)
        .addArg("--lang=de")
        .actionTimeout(Duration.ofSeconds(2))
        .navigationTimeout(Duration.ofSeconds(3))
        .launchTimeout(Duration.ofSeconds(4))
        .callTimeout(Duration.ofSeconds(5))
        .devToolsPort(true)
        .revealInputsInScreenshots(true);
  }

  @Test
  void theVerifierKeepsEverySetting() {
    PlaywrightVerifier.Builder configured = PlaywrightVerifier.builder().noReread().errorsMustClear(false);
    BuilderRoundTrip.assertKeepsEverySetting(PlaywrightVerifier.builder(), configured, PlaywrightVerifier.Builder::build, PlaywrightVerifier::toBuilder);
  }
}
