package dev.autopilot.extract.internal;

import com.fasterxml.jackson.databind.JsonNode;
import dev.autopilot.core.match.StepControls;
import dev.autopilot.extract.Field;
import dev.autopilot.extract.FieldType;
import dev.autopilot.extract.Locator;
import dev.autopilot.extract.Pagination;
import dev.autopilot.extract.Recipe;
import dev.autopilot.extract.Schema;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The rules that write a recipe from a page's outline ({@code outline.js}): a table's or grid's
 * column headers, a list's keys (class names, {@code itemprop}, {@code data-field}) or a detail
 * page's labels matched to the schema's field words ({@link Words}); the paging control by its
 * name or {@code rel=next}. The structure that matches every required field and the most fields
 * wins; none does: empty, and a model may write the recipe. Stateless.
 */
public final class RuleRecipes {
  /** Names of a control that shows the next page, beside {@link StepControls#isNext}: "Next page", "›", "»", "Older". */
  private static final Pattern NEXT = Pattern.compile("(?i)[\\s\\p{P}\\p{S}]*(next( page)?|older( posts| entries)?|more results|[›»→>]|page suivante|nächste seite|siguiente|下一页)[\\s\\p{P}\\p{S}]*");
  /** Names of a control that appends more records. */
  private static final Pattern LOAD_MORE = Pattern.compile("(?i)[\\s\\p{P}\\p{S}]*(load|show|see|view) more( \\w+)?[\\s\\p{P}\\p{S}]*");

  private RuleRecipes() {}

  /**
   * The best recipe the outline allows, if one covers every required field.
   *
   * @param outline the page outline {@code PageScripts.OUTLINE} returns: tables, grids, lists,
   *     details and controls
   * @param schema the fields headers, keys and labels are matched to
   * @return the recipe, with the paging control the outline shows; empty when no structure
   *     covers every required field
   */
  public static Optional<Recipe> write(JsonNode outline, Schema schema) {
    Candidate best = null;
    for (JsonNode t : outline.path("tables")) {
      best = better(best, columns(t, schema));
    }
    for (JsonNode g : outline.path("grids")) {
      best = better(best, columns(g, schema));
    }
    for (JsonNode l : outline.path("lists")) {
      best = better(best, list(l, schema));
    }
    for (JsonNode d : outline.path("details")) {
      best = better(best, detail(d, schema));
    }
    if (best == null || !best.coversRequired) {
      return Optional.empty();
    }
    return Optional.of(new Recipe(best.rows, best.fields, pagination(outline), Recipe.Origin.RULES));
  }

  /**
   * The paging control the outline's controls hold, or none.
   *
   * @param outline the page outline; its {@code controls} are read
   * @return the first enabled next control (a link with a real URL, else a button), else the
   *     first enabled load-more control, else {@link Pagination.None}
   */
  public static Pagination pagination(JsonNode outline) {
    for (JsonNode c : outline.path("controls")) {
      String name = c.path("name").asText();
      boolean rel = c.path("rel").asText().toLowerCase(java.util.Locale.ROOT).contains("next");
      if (!(rel || NEXT.matcher(name).matches() || StepControls.isNext(name)) || c.path("disabled").asBoolean()) {
        continue;
      }
      String href = c.path("href").asText();
      boolean link = c.path("tag").asText().equals("a") && href.startsWith("http") && !href.contains("#") && !href.startsWith("javascript");
      return link ? new Pagination.NextLink(c.path("selector").asText()) : new Pagination.NextButton(c.path("selector").asText());
    }
    for (JsonNode c : outline.path("controls")) {
      if (LOAD_MORE.matcher(c.path("name").asText()).matches() && !c.path("disabled").asBoolean()) {
        return new Pagination.LoadMore(c.path("selector").asText());
      }
    }
    return new Pagination.None();
  }

  private record Candidate(String rows, Map<String, Locator> fields, boolean coversRequired, int score) {}

  private static @Nullable Candidate better(@Nullable Candidate a, @Nullable Candidate b) {
    if (b == null) {
      return a;
    }
    if (a == null) {
      return b;
    }
    if (a.coversRequired != b.coversRequired) {
      return a.coversRequired ? a : b;
    }
    return b.score > a.score ? b : a;
  }

  private static Candidate columns(JsonNode structure, Schema schema) {
    List<String> headers = new ArrayList<>();
    List<String> css = new ArrayList<>();
    List<Boolean> links = new ArrayList<>();
    for (JsonNode c : structure.path("columns")) {
      headers.add(c.path("header").asText());
      css.add(c.path("css").asText());
      links.add(c.path("link").asBoolean(false));
    }
    Map<String, Locator> fields = new LinkedHashMap<>();
    Set<Integer> used = new HashSet<>();
    int score = 0;
    for (Field f : schema.fields()) {
      int bestCol = -1;
      int bestScore = 0;
      for (int i = 0; i < headers.size(); i++) {
        int s = used.contains(i) ? 0 : Words.score(headers.get(i), f.words());
        if (s > bestScore) {
          bestScore = s;
          bestCol = i;
        }
      }
      if (bestCol < 0 && f.type() == FieldType.URL) {
        bestCol = links.indexOf(Boolean.TRUE); // a link field takes the first column holding links
        bestScore = bestCol >= 0 ? Words.HOLDS : 0;
      }
      if (bestCol >= 0) {
        if (f.type() != FieldType.URL) {
          used.add(bestCol);
        }
        score += bestScore;
        fields.put(f.name(), f.type() == FieldType.URL ? Locator.attribute(css.get(bestCol) + " a[href]", "href") : Locator.text(css.get(bestCol)));
      }
    }
    return candidate(structure.path("rows").asText(), fields, schema, score);
  }

  private static Candidate list(JsonNode structure, Schema schema) {
    Map<String, Locator> fields = new LinkedHashMap<>();
    int score = 0;
    for (Field f : schema.fields()) {
      Locator best = null;
      int bestScore = 0;
      for (JsonNode k : structure.path("keys")) {
        boolean attr = !k.path("attribute").isNull() && !k.path("attribute").isMissingNode();
        if (attr != (f.type() == FieldType.URL)) {
          continue;
        }
        int s = Words.score(k.path("key").asText(), f.words());
        if (s > bestScore) {
          bestScore = s;
          best = attr ? Locator.attribute(k.path("css").asText(), k.path("attribute").asText()) : Locator.text(k.path("css").asText());
        }
      }
      if (best == null && f.type() == FieldType.URL) {
        for (JsonNode k : structure.path("keys")) {
          if ("href".equals(k.path("attribute").asText())) {
            best = Locator.attribute(k.path("css").asText(), "href");
            bestScore = Words.HOLDS;
            break;
          }
        }
      }
      if (best != null) {
        fields.put(f.name(), best);
        score += bestScore;
      }
    }
    return candidate(structure.path("rows").asText(), fields, schema, score);
  }

  private static Candidate detail(JsonNode structure, Schema schema) {
    Map<String, Locator> fields = new LinkedHashMap<>();
    int score = 0;
    for (Field f : schema.fields()) {
      String best = null;
      int bestScore = 0;
      for (JsonNode l : structure.path("labels")) {
        int s = Words.score(l.asText(), f.words());
        if (s > bestScore) {
          bestScore = s;
          best = l.asText();
        }
      }
      if (best != null) {
        fields.put(f.name(), f.type() == FieldType.URL ? new Locator("", "href", best) : Locator.labelled(best));
        score += bestScore;
      }
    }
    return candidate(structure.path("rows").asText(), fields, schema, score);
  }

  private static Candidate candidate(String rows, Map<String, Locator> fields, Schema schema, int score) {
    boolean covers = schema.fields().stream().filter(Field::required).allMatch(f -> fields.containsKey(f.name()));
    return new Candidate(rows, fields, covers && !fields.isEmpty(), score);
  }
}
