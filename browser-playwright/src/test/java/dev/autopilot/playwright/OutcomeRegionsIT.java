package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.PageRegion;
import dev.autopilot.core.model.RegionKind;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OutcomeRegionsIT extends BrowserTestSupport {

  private Map<RegionKind, String> regions(int max) {
    List<PageRegion> list = session.outcomeRegions(max);
    Map<RegionKind, String> out = new EnumMap<>(RegionKind.class);
    for (PageRegion r : list) {
      out.put(r.kind(), r.text().replaceAll("\\s+", " "));
    }
    return out;
  }

  @Test
  void textLandsInItsRegion() {
    open("regions.html");
    Map<RegionKind, String> r = regions(10_000);
    assertEquals("Acme Careers Sign in", r.get(RegionKind.HEADER));
    assertEquals("Jobs Thank you notes FAQ", r.get(RegionKind.NAVIGATION));
    // An article's own header and footer belong to the main content, not to the page's.
    assertTrue(r.get(RegionKind.MAIN).startsWith("Application received We will be in touch. Posted 3 days ago"), r::toString);
    assertTrue(r.get(RegionKind.MAIN).contains("Card: Reference: AB-12345"), () -> "shadow DOM and slots: " + r);
    assertFalse(r.get(RegionKind.MAIN).contains("Hidden"), r::toString);
    assertEquals("Saved!", r.get(RegionKind.LIVE));
    assertEquals("Your application was sent.", r.get(RegionKind.DIALOG));
    assertEquals("Related jobs", r.get(RegionKind.ASIDE));
    assertEquals("Loose words", r.get(RegionKind.OTHER));
    assertEquals("Protected by spam protection. © Acme", r.get(RegionKind.FOOTER));
  }

  @Test
  void theTextIsBounded() {
    open("regions.html");
    int total = session.outcomeRegions(30).stream().mapToInt(p -> p.text().length()).sum();
    assertTrue(total <= 30, "at most 30 characters, was " + total);
  }
}
