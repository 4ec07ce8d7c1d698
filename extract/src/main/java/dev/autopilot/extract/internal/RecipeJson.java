package dev.autopilot.extract.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.autopilot.extract.Locator;
import dev.autopilot.extract.Pagination;
import dev.autopilot.extract.Recipe;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A recipe's JSON form, the one the file cache writes and a model replies in:
 *
 * <pre>{@code
 * {"rows": "#products > tbody > tr",
 *  "fields": {"name": {"css": ":scope > td:nth-child(1)"},
 *             "link": {"css": "a", "attribute": "href"},
 *             "sku":  {"label": "SKU"}},
 *  "pagination": {"kind": "next_link", "selector": "a[rel=next]"},
 *  "origin": "rules"}
 * }</pre>
 *
 * Pagination kinds: {@code none}, {@code next_link}, {@code next_button}, {@code load_more},
 * {@code scroll}. Stateless.
 */
public final class RecipeJson {
  private static final ObjectMapper JSON = new ObjectMapper();

  private RecipeJson() {}

  /**
   * The recipe as JSON.
   *
   * @param recipe the recipe, written with its origin
   * @return pretty-printed JSON in the form above
   */
  public static String write(Recipe recipe) {
    ObjectNode root = JSON.createObjectNode();
    root.put("rows", recipe.rows());
    ObjectNode fields = root.putObject("fields");
    recipe.fields().forEach((name, l) -> {
      ObjectNode f = fields.putObject(name);
      f.put("css", l.css());
      if (l.attribute() != null) {
        f.put("attribute", l.attribute());
      }
      if (l.label() != null) {
        f.put("label", l.label());
      }
    });
    ObjectNode p = root.putObject("pagination");
    Pagination pg = recipe.pagination();
    if (pg instanceof Pagination.NextLink n) {
      p.put("kind", "next_link").put("selector", n.selector());
    } else if (pg instanceof Pagination.NextButton n) {
      p.put("kind", "next_button").put("selector", n.selector());
    } else if (pg instanceof Pagination.LoadMore n) {
      p.put("kind", "load_more").put("selector", n.selector());
    } else if (pg instanceof Pagination.Scroll) {
      p.put("kind", "scroll");
    } else {
      p.put("kind", "none");
    }
    root.put("origin", recipe.origin().name().toLowerCase(Locale.ROOT));
    try {
      return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a recipe could not be written as JSON", e);
    }
  }

  /**
   * The origin a recipe's JSON names, MODEL when it names none.
   *
   * @param json a recipe's JSON
   * @return {@code RULES} when its {@code origin} is {@code rules} in any case, else {@code MODEL}
   * @throws IllegalArgumentException when the text is not JSON
   */
  public static Recipe.Origin origin(String json) {
    try {
      String o = JSON.readTree(json).path("origin").asText("model");
      return o.equalsIgnoreCase("rules") ? Recipe.Origin.RULES : Recipe.Origin.MODEL;
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("not JSON: " + e.getOriginalMessage(), e);
    }
  }

  /**
   * Reads a recipe; a model's reply may wrap it in a Markdown code fence.
   *
   * @param text the JSON, fenced or not
   * @param origin given to the recipe; the text's own {@code origin} is not read here
   * @return the recipe
   * @throws IllegalArgumentException saying what is missing or wrong
   */
  public static Recipe read(String text, Recipe.Origin origin) {
    String json = unfenced(text);
    JsonNode root;
    try {
      root = JSON.readTree(json);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("the recipe is not JSON: " + e.getOriginalMessage(), e);
    }
    if (root == null || !root.isObject()) {
      throw new IllegalArgumentException("the recipe is not a JSON object");
    }
    String rows = text(root, "rows");
    if (rows == null || rows.isBlank()) {
      throw new IllegalArgumentException("the recipe has no 'rows' selector");
    }
    JsonNode fieldsNode = root.path("fields");
    if (!fieldsNode.isObject() || fieldsNode.isEmpty()) {
      throw new IllegalArgumentException("the recipe has no 'fields' object");
    }
    Map<String, Locator> fields = new LinkedHashMap<>();
    for (Map.Entry<String, JsonNode> e : fieldsNode.properties()) {
      JsonNode f = e.getValue();
      if (f.isTextual()) {
        fields.put(e.getKey(), Locator.text(f.asText()));
        continue;
      }
      String css = text(f, "css");
      fields.put(e.getKey(), new Locator(css == null ? "" : css, blankToNull(text(f, "attribute")), blankToNull(text(f, "label"))));
    }
    JsonNode p = root.path("pagination");
    String kind = p.isObject() ? p.path("kind").asText("none").toLowerCase(Locale.ROOT) : "none";
    String selector = p.isObject() ? text(p, "selector") : null;
    Pagination pagination = switch (kind) {
      case "none", "" -> new Pagination.None();
      case "scroll", "infinite_scroll" -> new Pagination.Scroll();
      case "next_link", "next_button", "load_more" -> {
        if (selector == null || selector.isBlank()) {
          throw new IllegalArgumentException("pagination '" + kind + "' needs a 'selector'");
        }
        yield kind.equals("next_link") ? new Pagination.NextLink(selector) : kind.equals("next_button") ? new Pagination.NextButton(selector) : new Pagination.LoadMore(selector);
      }
      default -> throw new IllegalArgumentException("unknown pagination kind '" + kind + "' (none, next_link, next_button, load_more, scroll)");
    };
    return new Recipe(rows, fields, pagination, origin);
  }

  private static String unfenced(String text) {
    String t = text.strip();
    if (t.startsWith("```")) {
      int start = t.indexOf('\n');
      int end = t.lastIndexOf("```");
      if (start > 0 && end > start) {
        return t.substring(start + 1, end);
      }
    }
    int open = t.indexOf('{');
    int close = t.lastIndexOf('}');
    return open >= 0 && close > open ? t.substring(open, close + 1) : t;
  }

  private static @Nullable String text(JsonNode node, String field) {
    JsonNode v = node.get(field);
    return v == null || v.isNull() ? null : v.asText();
  }

  private static @Nullable String blankToNull(@Nullable String s) {
    return s == null || s.isBlank() ? null : s;
  }
}
