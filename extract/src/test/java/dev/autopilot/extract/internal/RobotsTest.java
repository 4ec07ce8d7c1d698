package dev.autopilot.extract.internal;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import org.junit.jupiter.api.Test;

class RobotsTest {
  private static final String FILE = String.join("\n",
      "# comments are read past",
      "User-agent: OtherBot",
      "Disallow: /",
      "",
      "User-agent: *",
      "Disallow: /private",
      "Allow: /private/open",
      "Disallow: /*.pdf$",
      "Disallow: /search?",
      "",
      "User-agent: AutopilotExtract",
      "User-agent: Another",
      "Disallow: /only-for-us");

  private static boolean allows(Robots r, String path) {
    return r.allows(URI.create("http://site.test" + path));
  }

  @Test
  void theStarGroupAppliesWhenNoGroupNamesTheCrawler() {
    Robots r = Robots.parse(FILE, "SomeCrawler");
    assertTrue(allows(r, "/"));
    assertFalse(allows(r, "/private/report"));
    assertTrue(allows(r, "/private/open/page"), "the longer allow wins");
    assertFalse(allows(r, "/docs/a.pdf"));
    assertTrue(allows(r, "/docs/a.pdf.html"), "$ anchors the end");
    assertFalse(allows(r, "/search?q=lamps"));
    assertTrue(allows(r, "/search"));
  }

  @Test
  void aGroupNamingTheCrawlerReplacesTheStarGroup() {
    Robots r = Robots.parse(FILE, "AutopilotExtract");
    assertFalse(allows(r, "/only-for-us"));
    assertTrue(allows(r, "/private/report"), "the * group no longer applies");
  }

  @Test
  void missingAndUnreadableFiles() {
    assertTrue(allows(Robots.allowAll(), "/anything"));
    assertFalse(allows(Robots.disallowAll(), "/"));
    assertTrue(allows(Robots.parse("", "x"), "/"));
    assertTrue(allows(Robots.parse("User-agent: *\nDisallow:\n", "x"), "/a"), "an empty disallow allows all");
  }
}
