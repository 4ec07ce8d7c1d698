package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.autopilot.core.SnapshotProvider;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No component of this module keeps page state behind the session's back: no class holds a
 * static map or collection, and the executor and verifier hold no snapshot provider (they take
 * snapshots through the pipeline they are given).
 */
class NoHiddenStateTest {

  private static List<Class<?>> moduleClasses() throws IOException, URISyntaxException, ClassNotFoundException {
    Path root = Path.of(PlaywrightBrowserSession.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    List<Class<?>> out = new ArrayList<>();
    try (Stream<Path> files = Files.walk(root)) {
      for (Path f : files.filter(p -> p.toString().endsWith(".class")).toList()) {
        String name = root.relativize(f).toString().replace(f.getFileSystem().getSeparator(), ".").replaceAll("\\.class$", "");
        out.add(Class.forName(name, false, NoHiddenStateTest.class.getClassLoader()));
      }
    }
    return out;
  }

  @Test
  void noClassHoldsAStaticMapOrCollection() throws Exception {
    List<String> found = new ArrayList<>();
    List<Class<?>> classes = moduleClasses();
    for (Class<?> c : classes) {
      for (Field f : c.getDeclaredFields()) {
        boolean container = Map.class.isAssignableFrom(f.getType()) || Collection.class.isAssignableFrom(f.getType());
        if (Modifier.isStatic(f.getModifiers()) && container && !isConstantSet(f)) {
          found.add(c.getName() + "." + f.getName());
        }
      }
    }
    assertEquals(List.of(), found, "static maps or collections in " + classes.size() + " classes");
  }

  /** An immutable set of constants (input types, say) is configuration, not state. */
  private static boolean isConstantSet(Field f) throws IllegalAccessException {
    if (!Modifier.isFinal(f.getModifiers())) {
      return false;
    }
    f.setAccessible(true);
    Object value = f.get(null);
    return value != null && value.getClass().getName().startsWith("java.util.ImmutableCollections");
  }

  @Test
  void theExecutorAndVerifierHoldNoSnapshotProvider() throws Exception {
    List<Class<?>> pieces = new ArrayList<>(List.of(PlaywrightActionExecutor.class, PlaywrightActionExecutor.Builder.class, PlaywrightVerifier.class,
        PlaywrightVerifier.Builder.class));
    // and the pieces they delegate to, per verb and per criterion
    moduleClasses().stream().filter(c -> c.getPackageName().startsWith("dev.autopilot.playwright.internal.act")
        || c.getPackageName().equals("dev.autopilot.playwright.internal.proof")).forEach(pieces::add);
    for (Class<?> c : pieces) {
      for (Field f : c.getDeclaredFields()) {
        assertEquals(false, SnapshotProvider.class.isAssignableFrom(f.getType()), c.getSimpleName() + "." + f.getName());
      }
    }
  }
}
