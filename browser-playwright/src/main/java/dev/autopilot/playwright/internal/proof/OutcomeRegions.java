package dev.autopilot.playwright.internal.proof;

import com.microsoft.playwright.Page;
import dev.autopilot.core.model.PageRegion;
import dev.autopilot.core.model.RegionKind;
import dev.autopilot.playwright.internal.Scripts;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads a page's visible text by region with {@code proof/outcome-regions.js}: main content, dialogs,
 * live regions and toasts, text outside landmarks, complementary content, header, navigation,
 * footer. Stateless and thread-safe; each call must come from the thread that owns the page.
 */
public final class OutcomeRegions {
  private static final String SCRIPT = Scripts.load("proof/outcome-regions.js");

  private OutcomeRegions() {}

  /**
   * The page's regions, at most {@code maxChars} characters in all, in the order main, dialog,
   * live, other, aside, header, navigation, footer; kinds without text are left out.
   *
   * @param page the page after a submit
   * @param maxChars the most characters of text in all the regions together
   * @return the regions in that order; empty when the page shows no text
   * @throws com.microsoft.playwright.PlaywrightException when the page cannot be read
   */
  public static List<PageRegion> read(Page page, int maxChars) {
    Object result = page.evaluate(SCRIPT, Map.of("max", maxChars));
    List<PageRegion> out = new ArrayList<>();
    if (result instanceof List<?> list) {
      for (Object item : list) {
        if (item instanceof Map<?, ?> m && m.get("kind") instanceof String kind && m.get("text") instanceof String text) {
          out.add(new PageRegion(RegionKind.fromWireName(kind), text));
        }
      }
    }
    return out;
  }
}
