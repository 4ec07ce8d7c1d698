package dev.autopilot.playwright.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.playwright.internal.snapshot.Refs;
import dev.autopilot.playwright.internal.snapshot.SnapshotProtocol;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Every in-page script is a resource file that loads, includes resolved, as one function. */
class ScriptsTest {

  private static Path root() throws URISyntaxException {
    return Path.of(ScriptsTest.class.getResource("/dev/autopilot/playwright/snapshot/snapshot.js").toURI()).getParent().getParent();
  }

  private static List<String> scripts() throws IOException, URISyntaxException {
    Path root = root();
    try (Stream<Path> files = Files.walk(root)) {
      return files.filter(p -> p.toString().endsWith(".js")).map(p -> root.relativize(p).toString().replace('\\', '/')).sorted().toList();
    }
  }

  @Test
  void everyScriptLoadsAsOneFunctionExpressionWithItsIncludesResolved() throws Exception {
    List<String> names = scripts();
    assertTrue(names.containsAll(List.of("snapshot/snapshot.js", "act/inspect.js", "proof/read-back.js", "snapshot/tag-frame.js", "lib/element-helpers.js")), names.toString());
    for (String name : names) {
      String text = Scripts.load(name);
      assertFalse(text.contains("// @include"), name + " has an unresolved include");
      if (!name.startsWith("lib/")) {
        assertTrue(text.startsWith("(") || text.startsWith("async ("), name + " is a function expression");
        assertTrue(text.endsWith("}") || text.endsWith("null"), name + " ends its function");
      }
    }
  }

  @Test
  void anIncludedFragmentIsPutInPlaceOfItsLine() {
    String inspect = Scripts.load("act/inspect.js");
    String helpers = Scripts.load("lib/element-helpers.js");
    assertTrue(inspect.contains(helpers), "the helpers stand where the include line stood");
    assertTrue(Scripts.load("proof/read-back.js").contains(Scripts.load("snapshot/resolve-ref.js")), "the read-back resolves refs as Refs does");
  }

  @Test
  void theSnapshotScriptsCarryTheirVersionAndTheProtocol() {
    assertFalse(Scripts.SNAPSHOT.contains("@VERSION"));
    assertFalse(Scripts.SNAPSHOT_STUB.contains("@VERSION"));
    assertTrue(Scripts.SNAPSHOT.contains("dev.autopilot.snapshot@" + Scripts.SNAPSHOT_VERSION));
    assertTrue(Scripts.SNAPSHOT_STUB.contains("dev.autopilot.snapshot@" + Scripts.SNAPSHOT_VERSION));
    assertFalse(Scripts.SNAPSHOT.contains(SnapshotProtocol.PLACEHOLDER));
    assertTrue(Scripts.SNAPSHOT.contains(SnapshotProtocol.javaScript()));
  }

  @Test
  void aMissingScriptSaysWhichResource() {
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> Scripts.load("act/nothing.js"));
    assertEquals("missing resource /dev/autopilot/playwright/act/nothing.js", e.getMessage());
  }
}
