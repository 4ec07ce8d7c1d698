package dev.autopilot.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.Planner;
import dev.autopilot.core.consent.Commitment;
import dev.autopilot.core.consent.Consent;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.match.Values;
import dev.autopilot.core.pack.GenericPack;
import dev.autopilot.examples.blind.BlindCorpusSite;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightSnapshotProvider;
import dev.autopilot.semantic.MiniLmSimilarity;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * How the rule planner's first plan of each corpus page compares with what the page's case says
 * the server must receive, field by field: a fast way to weigh a change to the rules on hundreds
 * of pages before the corpus runs (about two minutes for the 466 pages: 30 + 16 + 30 × 14, against a
 * quarter of an hour for the runs), and to list what it changes (diff two outputs).
 *
 * <p>Each page is opened on the blind corpus site on 127.0.0.1, snapshotted once, and planned once
 * with {@code Planner.rules(GenericPack.of(values, TERMS and DATA_PROCESSING))} (with {@code
 * --meaning}, by words and meaning), as the corpus measurements build it. What would be sent is the
 * snapshot's own state (typed text, selected options, ticked boxes) with the plan's actions laid
 * over it; each field the case expects is then {@code right}, {@code wrong} (another value) or
 * {@code missing}, and a field sent that the case does not expect is {@code extra}. Only the
 * first step of a form is planned, and no action is carried out: a field a widget, a script or a
 * later step fills reads as missing here, and a page whose script renames its fields before it
 * posts them (nested JSON) reads as missing and extra. The corpus runs ({@code bin/test-corpora})
 * remain the measurement; this is the quick look.
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar dev.autopilot.benchmarks.PlanSurveyHarness
 * [--meaning] [--out fields.tsv] [corpus ...]} (default: every corpus, {@code domains} and {@code
 * domains2} to {@code domains33}). Prints one line a corpus and a total; the TSV has one line a
 * field: corpus, page, field, verdict, planned, expected.
 */
public final class PlanSurveyHarness {
  private static final ObjectMapper JSON = new ObjectMapper();

  private PlanSurveyHarness() {}

  /**
   * Plans every page of the corpora and compares.
   *
   * @param args {@code --meaning}, {@code --out FILE}, then corpus names
   * @throws IOException when a page's files or the output cannot be read or written
   */
  public static void main(String[] args) throws IOException {
    boolean meaning = false;
    Path out = null;
    List<String> corpora = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--meaning" -> meaning = true;
        case "--out" -> out = Path.of(args[++i]);
        default -> corpora.add(args[i]);
      }
    }
    if (corpora.isEmpty()) {
      corpora.add(BlindCorpusSite.DOMAINS);
      for (int n = 2; n <= 33; n++) {
        corpora.add("domains" + n);
      }
    }
    int[] total = new int[4];
    List<String> lines = new ArrayList<>();
    try (PlaywrightBrowser browser = PlaywrightBrowser.launch()) {
      for (String corpus : corpora) {
        int[] counts = new int[4];
        try (BlindCorpusSite site = BlindCorpusSite.start(corpus)) {
          for (String page : site.pages()) {
            for (String[] row : page(browser, site, corpus, page, meaning)) {
              counts[verdictIndex(row[3])]++;
              lines.add(String.join("\t", row));
            }
          }
        }
        for (int i = 0; i < 4; i++) {
          total[i] += counts[i];
        }
        System.out.println(summary(corpus, counts));
      }
    }
    System.out.println(summary("all", total));
    if (out != null) {
      Files.write(out, lines, StandardCharsets.UTF_8);
    }
  }

  private static String summary(String name, int[] c) {
    int expected = c[0] + c[1] + c[2];
    return String.format(Locale.ROOT, "%-10s right %4d of %4d (%.1f%%), wrong %3d, missing %4d, extra %3d", name, c[0], expected,
        expected == 0 ? 0.0 : 100.0 * c[0] / expected, c[1], c[2], c[3]);
  }

  private static int verdictIndex(String verdict) {
    return switch (verdict) {
      case "right" -> 0;
      case "wrong" -> 1;
      case "missing" -> 2;
      default -> 3;
    };
  }

  private static List<String[]> page(PlaywrightBrowser browser, BlindCorpusSite site, String corpus, String page, boolean meaning) throws IOException {
    JsonNode c = JSON.readTree(BlindCorpusSite.pageFile(corpus, page, "case.json"));
    Map<String, String> values = new LinkedHashMap<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = c.path("values").fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      values.put(e.getKey(), e.getValue().asText());
    }
    GenericPack pack = GenericPack.of(values, Consent.to(Commitment.TERMS, Commitment.DATA_PROCESSING));
    Planner planner = meaning ? Planner.rules(pack, MiniLmSimilarity.shared()) : Planner.rules(pack);
    Map<String, String> sent;
    try (var session = browser.newSession()) {
      site.reset(page);
      session.navigate(site.pageUri(page).toString());
      SemanticSnapshot snapshot = PlaywrightSnapshotProvider.create().snapshot(session);
      ActionPlan plan = planner.plan(new PlanningContext(Task.of("Fill: " + page, site.pageUri(page)), RunState.FILL, snapshot, List.of()));
      sent = sent(snapshot, plan);
    }
    List<String[]> rows = new ArrayList<>();
    JsonNode received = c.path("expect").path("received");
    TreeSet<String> fields = new TreeSet<>(sent.keySet());
    received.fieldNames().forEachRemaining(fields::add);
    for (String field : fields) {
      String want = received.has(field) ? flat(received.get(field)) : null;
      String got = sent.get(field);
      String verdict = want == null ? (got == null || got.isEmpty() ? null : "extra")
          : got == null || got.isEmpty() ? (want.isEmpty() ? "right" : "missing") : sameItems(got, want) ? "right" : "wrong";
      if (verdict != null) {
        rows.add(new String[] {corpus, page, field, verdict, String.valueOf(got), String.valueOf(want)});
      }
    }
    return rows;
  }

  /** What a submit after the plan would send, by field name: the page's own state with the plan laid over it. */
  private static Map<String, String> sent(SemanticSnapshot snapshot, ActionPlan plan) {
    Map<String, String> text = new LinkedHashMap<>();
    Map<String, Boolean> ticked = new LinkedHashMap<>();
    Map<String, String> chosen = new LinkedHashMap<>();
    for (SemanticElement e : snapshot.elements()) {
      if (e.attribute("name") == null) {
        continue;
      }
      if (e.role() == Role.CHECKBOX || e.role() == Role.RADIO || e.role() == Role.SWITCH) {
        ticked.put(e.ref(), Boolean.TRUE.equals(e.checked()));
      } else if (e.role().isChoice()) {
        e.options().stream().filter(SelectOption::selected).findFirst().ifPresent(o -> chosen.put(e.ref(), o.value()));
      } else if (e.value() != null) {
        text.put(e.ref(), e.value());
      }
    }
    for (Action a : plan.actions()) {
      if (a instanceof Action.TypeRef t) {
        text.put(t.ref(), t.text());
      } else if (a instanceof Action.SelectRef s) {
        snapshot.element(s.ref()).ifPresent(e -> chosen.put(e.ref(),
            e.options().stream().filter(o -> o.label().equals(s.option())).map(SelectOption::value).findFirst().orElse(s.option())));
      } else if (a instanceof Action.SetCheckbox box) {
        ticked.put(box.ref(), box.checked());
      } else if (a instanceof Action.SetRadio radio) {
        snapshot.element(radio.ref()).flatMap(snapshot::groupOf).ifPresent(g -> snapshot.members(g).forEach(m -> ticked.put(m.ref(), false)));
        ticked.put(radio.ref(), true);
      }
    }
    Map<String, String> out = new LinkedHashMap<>();
    for (SemanticElement e : snapshot.elements()) {
      String name = e.attribute("name");
      if (name == null) {
        continue;
      }
      if (ticked.containsKey(e.ref())) {
        if (ticked.get(e.ref())) {
          String v = e.attribute("value") == null ? "on" : e.attribute("value");
          out.merge(name, v, (x, y) -> x + "," + y);
        }
      } else if (chosen.containsKey(e.ref())) {
        out.put(name, chosen.get(e.ref()));
      } else if (text.containsKey(e.ref())) {
        out.put(name, text.get(e.ref()));
      }
    }
    return out;
  }

  private static String flat(JsonNode n) {
    if (!n.isArray()) {
      return n.asText();
    }
    List<String> items = new ArrayList<>();
    n.forEach(x -> items.add(x.asText()));
    return String.join(",", items);
  }

  /**
   * The same value as the server would receive it: equal, the same items of a list in any order
   * ("a,b" and "b,a"), the same date however written (the executor types a date in the input's
   * own format), the same digits of a number or a telephone that the page strips ("$85,000" and
   * "85000"), or a box's default "on" where the page's script sends its own word for ticked.
   */
  private static boolean sameItems(String got, String want) {
    String g = got.strip();
    String w = want.strip();
    if (g.equals(w) || new TreeSet<>(List.of(g.split("\\s*,\\s*"))).equals(new TreeSet<>(List.of(w.split("\\s*,\\s*"))))) {
      return true;
    }
    java.time.LocalDate gd = Values.date(g);
    if (gd != null && gd.equals(Values.date(w))) {
      return true;
    }
    if (g.matches("[\\d\\s()+\\-.,$€£]+") && w.matches("[\\d\\s()+\\-.,$€£]+") && g.replaceAll("\\D", "").equals(w.replaceAll("\\D", ""))) {
      return true;
    }
    return g.equals("on") && TICKED.contains(w.toLowerCase(Locale.ROOT));
  }

  private static final java.util.Set<String> TICKED = java.util.Set.of("true", "1", "yes", "on", "y", "checked");
}
