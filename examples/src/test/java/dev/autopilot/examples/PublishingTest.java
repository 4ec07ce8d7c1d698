package dev.autopilot.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The BOM pins exactly the published artifacts, at the project's version and nothing else, and
 * every published jar names its module.
 */
class PublishingTest {
  private static final Path ROOT = Path.of("..");

  @Test
  void theBomPinsEveryPublishedArtifactAndNothingElse() throws Exception {
    String parent = Files.readString(ROOT.resolve("pom.xml"));
    String version = first(Pattern.compile("<artifactId>autopilot-parent</artifactId>\\s*<version>([^<]+)</version>"), parent);
    Set<String> published = new TreeSet<>();
    for (String module : all(Pattern.compile("<module>([^<]+)</module>"), parent)) {
      if (module.equals("bom")) {
        continue;
      }
      String pom = Files.readString(ROOT.resolve(module).resolve("pom.xml"));
      if (!pom.contains("<maven.deploy.skip>true</maven.deploy.skip>")) {
        published.add(first(Pattern.compile("</parent>\\s*<artifactId>([^<]+)</artifactId>"), pom));
        assertTrue(pom.contains("<autopilot.module.name>dev.autopilot."), module + " names its Automatic-Module-Name");
      }
    }
    String bom = Files.readString(ROOT.resolve("bom/pom.xml"));
    assertTrue(!bom.contains("<parent>"), "the BOM inherits nothing: the parent's pins of Jackson, JUnit and the rest stay out of it");
    assertEquals(version, first(Pattern.compile("<artifactId>autopilot-bom</artifactId>\\s*<version>([^<]+)</version>"), bom), "the BOM's version is the project's");
    String managed = bom.substring(bom.indexOf("<dependencyManagement>"), bom.indexOf("</dependencyManagement>"));
    assertEquals(List.of("dev.autopilot"), new ArrayList<>(new TreeSet<>(all(Pattern.compile("<groupId>([^<]+)</groupId>"), managed))), "only the project's own group");
    assertEquals(published, new TreeSet<>(all(Pattern.compile("<artifactId>([^<]+)</artifactId>"), managed)), "the BOM lists the published artifacts");
  }

  private static String first(Pattern p, String text) {
    Matcher m = p.matcher(text);
    assertTrue(m.find(), p.pattern());
    return m.group(1);
  }

  private static List<String> all(Pattern p, String text) {
    List<String> found = new ArrayList<>();
    Matcher m = p.matcher(text);
    while (m.find()) {
      found.add(m.group(1));
    }
    return found;
  }
}
