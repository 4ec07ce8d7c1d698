package dev.autopilot.playwright.internal.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.playwright.BrowserExtension.State;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExtensionsTest {
  @TempDir
  Path dir;

  @Test
  void theIdIsChromiumsForAnUnpackedFolder() {
    // the id Chromium 156 showed for this folder path (chrome-extension://<id>/ of its service worker)
    String path = "/work/wt-ext/assist-simplify/src/test/resources/extensions/test-autofill";
    assertEquals("feicmbiijpaioioegpkogfklfhepfiej", Extensions.idOf(path.getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void aFolderIsCheckedBeforeTheBrowserSeesIt() throws IOException {
    Path good = Files.createDirectories(dir.resolve("good"));
    Files.writeString(good.resolve("manifest.json"), "{\"manifest_version\": 3, \"name\": \"Fill\", \"version\": \"1\", \"background\": {\"service_worker\": \"w.js\"}}");
    Path noManifest = Files.createDirectories(dir.resolve("empty"));
    Path notJson = Files.createDirectories(dir.resolve("bad"));
    Files.writeString(notJson.resolve("manifest.json"), "{\"manifest_version\": 3,");
    Path noVersion = Files.createDirectories(dir.resolve("partial"));
    Files.writeString(noVersion.resolve("manifest.json"), "{\"manifest_version\": 3, \"name\": \"Fill\"}");
    List<Extensions.Checked> checked = Extensions.check(List.of(good, noManifest, dir.resolve("gone"), notJson, noVersion));
    assertEquals(List.of(State.LOADED, State.MISSING, State.MISSING, State.INVALID, State.INVALID), checked.stream().map(c -> c.extension().state()).toList());
    assertTrue(checked.get(0).hasWorker());
    assertEquals("Fill", checked.get(0).extension().name());
    assertEquals(Extensions.idOf(good.toRealPath().toString().getBytes(StandardCharsets.UTF_8)), checked.get(0).extension().id());
    List<String> args = Extensions.launchArgs(checked);
    assertEquals(List.of("--disable-extensions-except=" + good, "--load-extension=" + good), args, "only the folder that passed");
    assertFalse(Extensions.launchArgs(checked.subList(1, 5)).iterator().hasNext(), "no switch when none passed");
  }
}
