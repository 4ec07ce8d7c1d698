package dev.autopilot.benchmarks;

import dev.autopilot.core.Planner;
import dev.autopilot.core.PlanningContext;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.GenericPack;
import dev.autopilot.semantic.MiniLmSimilarity;
import java.net.URI;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What pairing by meaning adds to a plan, side by side in one run: the rules planner by words
 * alone and with {@link MiniLmSimilarity} behind it, on one page of twelve questions built in
 * memory (a home energy check) whose values name three of them unlike the page. Reports the
 * model's load, the first plan of a fresh model (every key and question embedded once), and the
 * median and 90th percentile of warm plans, each way. No browser.
 * {@code java -cp benchmarks/target/benchmarks.jar dev.autopilot.benchmarks.MeaningCostHarness 200}.
 */
public final class MeaningCostHarness {
  private MeaningCostHarness() {}

  private static SemanticElement select(String ref, String name, String... options) {
    SemanticElement.Builder b = SemanticElement.builder(ref, Role.COMBOBOX, name).required(true).addOption(new SelectOption("Please select", "", false));
    for (String l : options) {
      b.addOption(l, l.toLowerCase(Locale.ROOT), false);
    }
    return b.build();
  }

  private static SemanticElement text(String ref, String name, String type) {
    return SemanticElement.builder(ref, Role.TEXTBOX, name).inputType(type).required(true).value("").build();
  }

  /** The page: twelve questions and a submit button. */
  static SemanticSnapshot page() {
    SemanticSnapshot.Builder b = SemanticSnapshot.builder("http://127.0.0.1:8080/energy-check").title("Book a home energy check");
    b.addElement(text("e1", "Address line 1", "text"));
    b.addElement(text("e2", "Postcode", "text"));
    b.addElement(select("e3", "Property type", "Detached house", "Semi-detached house", "Terraced house", "Flat or maisonette", "Bungalow"));
    b.addElement(text("e4", "When was it built?", "number"));
    b.addElement(select("e5", "Main heating", "Gas boiler", "Oil boiler", "Heat pump", "Electric heaters"));
    b.addElement(select("e6", "Do you own or rent the home?", "Own", "Rent"));
    b.addElement(text("e7", "Full name", "text"));
    b.addElement(text("e8", "Email", "email"));
    b.addElement(text("e9", "Daytime phone", "tel"));
    b.addElement(text("e10", "Preferred visit date", "date"));
    b.addElement(select("e11", "Who needs the visit?", "Me", "My parent", "My landlord"));
    b.addElement(SemanticElement.builder("e12", Role.TEXTBOX, "Anything else we should know?").value("").build());
    b.addElement(SemanticElement.builder("e13", Role.BUTTON, "Request my check").inputType("submit").build());
    b.addSubmitCandidate("e13", "Request my check", true);
    return b.build();
  }

  static GenericPack pack() {
    Map<String, String> v = new LinkedHashMap<>();
    v.put("Address", "41 Crookesmoor Road, Sheffield");
    v.put("Postcode", "S10 1BA");
    v.put("House type", "Victorian terrace");
    v.put("Year built", "1890");
    v.put("Heating", "gas boiler");
    v.put("Own or rent", "own");
    v.put("Name", "Peter Lindqvist");
    v.put("Email", "peter.lindqvist@example.com");
    v.put("Phone", "0114 496 0873");
    v.put("Visit date", "2027-02-01");
    v.put("Visit is for", "my mum");
    v.put("Notes", "The loft hatch is in the back bedroom.");
    return GenericPack.of(v);
  }

  private static double[] time(Planner planner, PlanningContext context, int rounds) {
    planner.plan(context);
    double[] millis = new double[rounds];
    for (int r = 0; r < rounds; r++) {
      long start = System.nanoTime();
      planner.plan(context);
      millis[r] = (System.nanoTime() - start) / 1e6;
    }
    Arrays.sort(millis);
    return millis;
  }

  /**
   * Runs the comparison and prints it.
   *
   * @param args the number of warm plans each way (default 200)
   */
  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 200;
    GenericPack pack = pack();
    PlanningContext context = new PlanningContext(Task.of("Book a home energy check", URI.create("http://127.0.0.1:8080/energy-check")), RunState.FILL,
        page(), List.of());
    long loadStart = System.nanoTime();
    MiniLmSimilarity fresh = MiniLmSimilarity.load();
    double loadMillis = (System.nanoTime() - loadStart) / 1e6;
    Planner meaning = Planner.rules(pack, fresh);
    long firstStart = System.nanoTime();
    ActionPlan first = meaning.plan(context);
    double firstMillis = (System.nanoTime() - firstStart) / 1e6;
    Planner words = Planner.rules(pack);
    ActionPlan byWords = words.plan(context);
    double[] w = time(words, context, rounds);
    double[] m = time(meaning, context, rounds);
    System.out.printf(Locale.ROOT, "model load: %.0f ms; first plan with a fresh model (every text embedded once): %.1f ms%n", loadMillis, firstMillis);
    System.out.printf(Locale.ROOT, "words alone:       %d actions, %d unresolved; warm plan median %.2f ms, p90 %.2f ms (%d plans)%n", byWords.actions().size(),
        byWords.unresolved().size(), w[rounds / 2], w[(int) (rounds * 0.9)], rounds);
    System.out.printf(Locale.ROOT, "words and meaning: %d actions, %d unresolved; warm plan median %.2f ms, p90 %.2f ms (%d plans)%n", first.actions().size(),
        first.unresolved().size(), m[rounds / 2], m[(int) (rounds * 0.9)], rounds);
    System.out.printf(Locale.ROOT, "warm ratio (meaning / words, medians): %.2f%n", m[rounds / 2] / w[rounds / 2]);
  }
}
