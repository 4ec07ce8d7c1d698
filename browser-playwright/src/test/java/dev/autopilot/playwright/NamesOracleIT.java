package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.microsoft.playwright.CDPSession;
import com.microsoft.playwright.Page;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Compares the accessible names and roles the snapshot script computes with Chromium's own
 * accessibility tree (CDP {@code Accessibility.getFullAXTree}), target by target, on the corpus
 * under {@code src/test/resources/pages/names}: every element with a {@code data-t} attribute is a
 * target. Writes {@code target/names-oracle-report.md} with the figures and every disagreement;
 * the disagreements are explained in {@code docs/accessible-names.md}.
 */
class NamesOracleIT extends BrowserTestSupport {
  static final List<String> PAGES = List.of("labels.html", "labelledby.html", "content.html", "embedded.html",
      "hidden.html", "css.html", "native.html", "roles.html", "shadow.html", "real-world.html", "tables.html",
      "widgets.html");
  private static final Pattern SPACE = Pattern.compile("\\s+");
  /** Chromium's internal role names for the ARIA / HTML-AAM roles they stand for. */
  private static final Map<String, String> CHROMIUM_ROLES = Map.ofEntries(
      Map.entry("image", "img"), Map.entry("RootWebArea", "document"), Map.entry("Section", "region"),
      Map.entry("DescriptionListTerm", "term"), Map.entry("DescriptionListDetail", "definition"),
      Map.entry("Abbr", ""), Map.entry("LabelText", ""), Map.entry("Legend", ""), Map.entry("DisclosureTriangle", ""),
      Map.entry("Pre", "generic"), Map.entry("Canvas", ""), Map.entry("Iframe", ""), Map.entry("Details", "group"),
      Map.entry("Date", ""), Map.entry("DateTime", ""), Map.entry("InputTime", ""), Map.entry("ColorWell", ""),
      Map.entry("Figcaption", ""), Map.entry("ListMarker", ""), Map.entry("MathMLMath", "math"),
      Map.entry("SectionWithoutName", "generic"), Map.entry("presentation", "none"),
      Map.entry("LayoutTable", "generic"), Map.entry("LayoutTableRow", "generic"), Map.entry("LayoutTableCell", "generic"));

  record Target(String page, String id, String note, String ourRole, String ourName, String axRole, String axName,
      boolean found) {
    boolean nameAgrees() {
      return ourName.equals(axName);
    }

    /** Chromium leaves out or ignores generic and presentational nodes: both count as none there. */
    boolean roleAgrees() {
      return ourRole.equals(axRole) || (axRole.equals("none") && ourRole.equals("generic"));
    }
  }

  @Test
  void namesAndRolesAgreeWithChromium() throws IOException {
    List<Target> all = new ArrayList<>();
    for (String p : PAGES) {
      all.addAll(compare(p));
    }
    long names = all.stream().filter(Target::nameAgrees).count();
    long roles = all.stream().filter(Target::roleAgrees).count();
    double nameRate = (double) names / all.size();
    double roleRate = (double) roles / all.size();
    StringBuilder report = new StringBuilder();
    report.append("# Accessible names and roles against Chromium's accessibility tree\n\n")
        .append("Chromium ").append(browser.version()).append("; ").append(all.size()).append(" targets on ")
        .append(PAGES.size()).append(" pages.\n\n")
        .append(String.format(Locale.ROOT, "- names agree: %d of %d (%.1f%%)%n", names, all.size(), 100 * nameRate))
        .append(String.format(Locale.ROOT, "- roles agree: %d of %d (%.1f%%)%n%n", roles, all.size(), 100 * roleRate))
        .append("Names and roles are compared with whitespace collapsed. A target absent from Chromium's tree, or\n")
        .append("ignored there, has the role none and no name; our generic counts as none for it. Chromium's\n")
        .append("internal role names are mapped to the ARIA roles they stand for (see CHROMIUM_ROLES in the test).\n\n")
        .append("## Disagreements\n\n| page | target | what | ours | Chromium | note |\n|---|---|---|---|---|---|\n");
    for (Target t : all) {
      if (!t.nameAgrees()) {
        report.append(row(t, "name", t.ourName(), t.axName()));
      }
      if (!t.roleAgrees()) {
        report.append(row(t, "role", t.ourRole(), t.axRole()));
      }
    }
    Path out = Path.of("target", "names-oracle-report.md");
    Files.createDirectories(out.getParent());
    Files.writeString(out, report.toString(), StandardCharsets.UTF_8);
    System.out.println(report);
    assertTrue(all.size() >= 300, "the corpus has at least 300 targets: " + all.size());
    assertTrue(nameRate >= 0.97, "names agree with Chromium on at least 97% of the targets; see " + out.toAbsolutePath());
    assertTrue(roleRate >= 0.98, "roles agree with Chromium on at least 98% of the targets; see " + out.toAbsolutePath());
  }

  private static String row(Target t, String what, String ours, String theirs) {
    return "| " + t.page() + " | " + t.id() + " | " + what + " | `" + cell(ours) + "` | `" + cell(theirs) + "` | "
        + cell(t.note()) + " |\n";
  }

  private static String cell(String s) {
    return s.replace("|", "\\|").replace("\n", " ");
  }

  private List<Target> compare(String pageName) {
    open("names/" + pageName);
    snapshot(); // installs the snapshot script, whose names and roles the test reads
    Page page = page();
    @SuppressWarnings("unchecked")
    List<List<String>> ours = (List<List<String>>) page.evaluate(OURS);
    CDPSession cdp = page.context().newCDPSession(page);
    try {
      JsonObject params = new JsonObject();
      params.addProperty("depth", -1);
      params.addProperty("pierce", true);
      JsonObject doc = cdp.send("DOM.getDocument", params).getAsJsonObject("root");
      Map<String, Integer> backendByTarget = new LinkedHashMap<>();
      collectTargets(doc, backendByTarget);
      JsonArray nodes = cdp.send("Accessibility.getFullAXTree").getAsJsonArray("nodes");
      Map<Integer, JsonObject> axByBackend = new HashMap<>();
      for (JsonElement n : nodes) {
        JsonObject o = n.getAsJsonObject();
        if (o.has("backendDOMNodeId")) {
          axByBackend.putIfAbsent(o.get("backendDOMNodeId").getAsInt(), o);
        }
      }
      List<Target> result = new ArrayList<>();
      for (List<String> o : ours) {
        String id = o.get(0);
        Integer backend = backendByTarget.get(id);
        JsonObject ax = backend == null ? null : axByBackend.get(backend);
        String axRole = ax == null ? "none" : role(ax);
        String axName = ax == null ? "" : value(ax, "name");
        result.add(new Target(pageName, id, o.get(3), o.get(1), norm(o.get(2)), axRole, norm(axName), ax != null));
      }
      return result;
    } finally {
      cdp.detach();
    }
  }

  private static String role(JsonObject ax) {
    String r = value(ax, "role");
    if (ax.has("ignored") && ax.get("ignored").getAsBoolean() && (r.isEmpty() || r.equals("none"))) {
      return "none";
    }
    return CHROMIUM_ROLES.getOrDefault(r, r);
  }

  private static String value(JsonObject ax, String field) {
    if (!ax.has(field)) {
      return "";
    }
    JsonObject v = ax.getAsJsonObject(field);
    return v.has("value") && !v.get("value").isJsonNull() ? v.get("value").getAsString() : "";
  }

  private static void collectTargets(JsonObject node, Map<String, Integer> out) {
    if (node.has("attributes")) {
      JsonArray a = node.getAsJsonArray("attributes");
      for (int i = 0; i + 1 < a.size(); i += 2) {
        if (a.get(i).getAsString().equals("data-t")) {
          out.put(a.get(i + 1).getAsString(), node.get("backendNodeId").getAsInt());
        }
      }
    }
    for (String kids : List.of("children", "shadowRoots")) {
      if (node.has(kids)) {
        for (JsonElement c : node.getAsJsonArray(kids)) {
          collectTargets(c.getAsJsonObject(), out);
        }
      }
    }
  }

  static String norm(String s) {
    return SPACE.matcher(s).replaceAll(" ").strip();
  }

  /** Every data-t element, open shadow roots included: [id, role, name, note]. */
  private static final String OURS = """
      () => {
        const sym = Object.getOwnPropertySymbols(window).find((s) => String(s.description).startsWith('dev.autopilot.snapshot@'));
        const names = window[sym].names;
        names.begin(null);
        const out = [];
        const visit = (root) => {
          for (const el of root.querySelectorAll('*')) {
            if (el.hasAttribute('data-t')) out.push([el.getAttribute('data-t'), names.role(el), names.name(el), el.getAttribute('data-note') || '']);
            if (el.shadowRoot) visit(el.shadowRoot);
          }
        };
        visit(document);
        return out;
      }""";

  static String resource(String path) {
    try (InputStream in = NamesOracleIT.class.getResourceAsStream(path)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
