package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A JVM killed in the middle of a run leaves its temporary folders; the next launch removes them. */
class LeftoversIT {
  @TempDir Path root;

  @Test
  void theFoldersOfAKilledJvmAreRemovedAtTheNextLaunch() throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process child = new ProcessBuilder(java, "-Djava.io.tmpdir=" + root, "-cp", System.getProperty("java.class.path"), Child.class.getName(), "wait")
        .redirectErrorStream(true).start();
    List<ProcessHandle> descendants;
    Path folder;
    try {
      BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
      String line;
      StringBuilder seen = new StringBuilder();
      while ((line = out.readLine()) != null && !line.equals("READY")) {
        seen.append(line).append('\n');
      }
      assertEquals("READY", line, "the child JVM did not start a browser:\n" + seen);
      folder = root.resolve("autopilot-" + child.pid() + "-" + child.info().startInstant().orElseThrow().toEpochMilli());
      assertTrue(Files.isDirectory(folder), () -> "the child's folder " + folder + " in " + list(root));
      assertTrue(list(folder).stream().anyMatch(name -> name.startsWith("playwright_chromiumdev_profile-")), () -> "a browser profile in " + list(folder));
      assertTrue(list(folder).stream().anyMatch(name -> name.startsWith("playwright-java-")), () -> "the unpacked driver in " + list(folder));
      descendants = child.descendants().toList();
      child.destroyForcibly();
      assertTrue(child.waitFor(30, TimeUnit.SECONDS));
      assertTrue(Files.isDirectory(folder), "a killed JVM cannot clean up after itself");
    } finally {
      child.destroyForcibly();
    }
    // the driver and browser notice their parent is gone and quit; make sure nothing lingers
    for (ProcessHandle p : descendants) {
      p.onExit().get(10, TimeUnit.SECONDS);
    }

    // the next launch, in another JVM with the same temporary folder, removes what the killed one left
    Process next = new ProcessBuilder(java, "-Djava.io.tmpdir=" + root, "-cp", System.getProperty("java.class.path"), Child.class.getName(), "exit")
        .redirectErrorStream(true).start();
    String output = new String(next.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(next.waitFor(60, TimeUnit.SECONDS) && next.exitValue() == 0, output);
    assertFalse(Files.exists(folder), () -> "left over: " + list(root) + "\n" + output);
  }

  private static List<String> list(Path dir) {
    try (Stream<Path> s = Files.list(dir)) {
      return s.map(p -> p.getFileName().toString()).toList();
    } catch (java.io.IOException e) {
      return List.of(e.toString());
    }
  }

  /** The child JVM: a browser and a page, then wait to be killed ({@code wait}) or close them and exit ({@code exit}). */
  public static final class Child {
    public static void main(String[] args) throws Exception {
      PlaywrightBrowser browser = PlaywrightBrowser.launch();
      PlaywrightBrowserSession session = browser.newSession();
      session.navigate("about:blank");
      if (args[0].equals("exit")) {
        session.close();
        browser.close();
        return;
      }
      System.out.println("READY");
      System.out.flush();
      Thread.sleep(TimeUnit.MINUTES.toMillis(5));
      session.close();
      browser.close();
    }
  }
}
