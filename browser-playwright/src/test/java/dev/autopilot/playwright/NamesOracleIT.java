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

  /**
   * Where the unpacked npm package dom-accessibility-api keeps its ES modules ({@code package/dist}),
   * to compare it with Chromium beside our own script; unset, it is left out. Get it with
   * {@code npm pack dom-accessibility-api@0.7.1} and unpack the archive.
   */
  static final String COMPARE_PROPERTY = "names.compare.dom-accessibility-api";

  record Other(String role, String name) {}

  record Target(String page, String id, String note, String ourRole, String ourName, String axRole, String axName,
      boolean found, Other other) {
    boolean otherNameAgrees() {
      return other != null && norm(other.name()).equals(axName);
    }

    boolean otherRoleAgrees() {
      return other != null && (other.role().equals(axRole) || (axRole.equals("none") && other.role().equals("generic"))
          || (axRole.equals("none") && other.role().equals("presentation")));
    }

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
    String other = System.getProperty(COMPARE_PROPERTY, "");
    if (!other.isBlank()) {
      serveModules(Path.of(other));
    }
    List<Target> all = new ArrayList<>();
    double[] timing = new double[2];
    for (String p : PAGES) {
      all.addAll(compare(p, !other.isBlank(), timing));
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
    if (!other.isBlank()) {
      long otherNames = all.stream().filter(Target::otherNameAgrees).count();
      long otherRoles = all.stream().filter(Target::otherRoleAgrees).count();
      report.append("\n## dom-accessibility-api beside it\n\n")
          .append(String.format(Locale.ROOT, "- names agree: %d of %d (%.1f%%)%n", otherNames, all.size(), 100.0 * otherNames / all.size()))
          .append(String.format(Locale.ROOT, "- roles agree: %d of %d (%.1f%%)%n", otherRoles, all.size(), 100.0 * otherRoles / all.size()))
          .append(String.format(Locale.ROOT, "- time for names and roles of every target, %d rounds per page, summed over the pages, in one run: "
              + "ours %.1f ms, dom-accessibility-api %.1f ms (%.1fx)%n%n", ROUNDS, timing[0], timing[1], timing[1] / timing[0]))
          .append("| page | target | what | dom-accessibility-api | Chromium |\n|---|---|---|---|---|\n");
      for (Target t : all) {
        if (!t.otherNameAgrees()) {
          report.append("| ").append(t.page()).append(" | ").append(t.id()).append(" | name | `").append(cell(norm(t.other().name())))
              .append("` | `").append(cell(t.axName())).append("` |\n");
        }
        if (!t.otherRoleAgrees()) {
          report.append("| ").append(t.page()).append(" | ").append(t.id()).append(" | role | `").append(cell(t.other().role()))
              .append("` | `").append(cell(t.axRole())).append("` |\n");
        }
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

  private static final int ROUNDS = 20;

  private static void serveModules(Path dist) throws IOException {
    try (var files = Files.walk(dist)) {
      for (Path f : files.filter(f -> f.toString().endsWith(".mjs")).toList()) {
        String body = Files.readString(f, StandardCharsets.UTF_8);
        String rel = dist.relativize(f).toString().replace('\\', '/');
        server.handle("/daa/" + rel, ex -> TestServer.send(ex, 200, "text/javascript; charset=utf-8", body));
      }
    }
  }

  private List<Target> compare(String pageName, boolean withOther, double[] timing) {
    open("names/" + pageName);
    snapshot(); // installs the snapshot script, whose names and roles the test reads
    Page page = page();
    @SuppressWarnings("unchecked")
    List<List<String>> ours = (List<List<String>>) page.evaluate(OURS);
    Map<String, Other> others = new HashMap<>();
    if (withOther) {
      @SuppressWarnings("unchecked")
      Map<String, Object> r = (Map<String, Object>) page.evaluate(OTHER, ROUNDS);
      @SuppressWarnings("unchecked")
      List<List<String>> rows = (List<List<String>>) r.get("rows");
      for (List<String> row : rows) {
        others.put(row.get(0), new Other(row.get(1), row.get(2)));
      }
      timing[0] += ((Number) r.get("ours")).doubleValue();
      timing[1] += ((Number) r.get("theirs")).doubleValue();
    }
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
        result.add(new Target(pageName, id, o.get(3), o.get(1), norm(o.get(2)), axRole, norm(axName), ax != null, others.get(id)));
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

  /**
   * dom-accessibility-api's computeAccessibleName and getRole for every data-t element, and the time
   * both implementations take for all targets, interleaved round by round.
   */
  private static final String OTHER = """
      async (rounds) => {
        const daa = await import('/daa/index.mjs');
        const sym = Object.getOwnPropertySymbols(window).find((s) => String(s.description).startsWith('dev.autopilot.snapshot@'));
        const names = window[sym].names;
        const targets = [];
        const visit = (root) => {
          for (const el of root.querySelectorAll('*')) {
            if (el.hasAttribute('data-t')) targets.push(el);
            if (el.shadowRoot) visit(el.shadowRoot);
          }
        };
        visit(document);
        const rows = targets.map((el) => {
          let name = '';
          let role = '';
          try { name = daa.computeAccessibleName(el); } catch (e) { name = 'ERROR ' + e.message; }
          try { role = daa.getRole(el) || ''; } catch (e) { role = 'ERROR'; }
          return [el.getAttribute('data-t'), role, name];
        });
        let ours = 0;
        let theirs = 0;
        for (let r = 0; r < rounds; r++) {
          let t = performance.now();
          names.begin(null);
          for (const el of targets) { names.name(el); names.role(el); }
          ours += performance.now() - t;
          t = performance.now();
          for (const el of targets) { daa.computeAccessibleName(el); daa.getRole(el); }
          theirs += performance.now() - t;
        }
        return { rows, ours, theirs };
      }""";

  static String resource(String path) {
    try (InputStream in = NamesOracleIT.class.getResourceAsStream(path)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
