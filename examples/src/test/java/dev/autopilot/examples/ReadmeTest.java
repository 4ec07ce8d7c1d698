package dev.autopilot.examples;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Keeps the README true: its embedding example is QuickStart's code and its host loop is
 * HostLoop's, both compiled by the build.
 */
class ReadmeTest {

  @Test
  void theReadmeShowsTheCompiledEmbeddingExample() throws Exception {
    assertReadmeShows("QuickStart.java", "embedding");
  }

  @Test
  void theReadmeShowsTheCompiledHostLoop() throws Exception {
    assertReadmeShows("HostLoop.java", "host-loop");
  }

  private static void assertReadmeShows(String file, String marker) throws Exception {
    Pattern snippet = Pattern.compile("// README:" + marker + ":start\\n(.*?)\\n\\s*// README:" + marker + ":end", Pattern.DOTALL);
    String source = Files.readString(Path.of("src/main/java/dev/autopilot/examples", file));
    Matcher m = snippet.matcher(source);
    assertTrue(m.find(), file + " has the snippet markers");
    String readme = Files.readString(Path.of("..", "README.md"));
    for (String line : m.group(1).lines().map(String::strip).filter(l -> !l.isEmpty()).toList()) {
      assertTrue(readme.contains(line), "README.md lacks the " + marker + " line: " + line);
    }
  }

  @Test
  void theReadmeGivesTheTwoCommandsThatCiAndPeopleRun() throws Exception {
    String readme = Files.readString(Path.of("..", "README.md"));
    String ci = Files.readString(Path.of("..", ".ci", "run"));
    for (String command : List.of("bin/demo", "bin/test")) {
      assertTrue(readme.contains(command), "README names " + command);
    }
    assertTrue(ci.contains("bin/test"), ".ci/run calls the README's test command");
  }
}
