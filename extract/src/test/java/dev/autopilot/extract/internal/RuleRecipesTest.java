package dev.autopilot.extract.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.autopilot.extract.Field;
import dev.autopilot.extract.FieldType;
import dev.autopilot.extract.Locator;
import dev.autopilot.extract.Pagination;
import dev.autopilot.extract.Recipe;
import dev.autopilot.extract.Schema;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The rules on outlines as {@code outline.js} reports them. */
class RuleRecipesTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  private static JsonNode outline(String json) throws Exception {
    return JSON.readTree(json.replace('\'', '"'));
  }

  @Test
  void tableHeadersMatchFieldNamesAndAliases() throws Exception {
    JsonNode o = outline("{'tables': [{'rows': '#t > tbody > tr', 'columns': ["
        + "{'header': 'Product name', 'css': ':scope > :nth-child(1)', 'link': true},"
        + "{'header': 'Cost ($)', 'css': ':scope > :nth-child(2)', 'link': false},"
        + "{'header': 'In stock', 'css': ':scope > :nth-child(3)', 'link': false}]}],"
        + "'controls': [{'selector': 'a.page', 'name': '2', 'rel': '', 'href': 'http://s.test/?p=2', 'tag': 'a', 'disabled': false},"
        + "{'selector': 'a[rel=\\'next\\']', 'name': 'Older', 'rel': 'next', 'href': 'http://s.test/?p=2', 'tag': 'a', 'disabled': false}]}");
    Schema s = Schema.of("p", Field.of("name", FieldType.TEXT), Field.of("price", FieldType.NUMBER).alias("cost"), Field.of("in_stock", FieldType.BOOLEAN),
        Field.of("link", FieldType.URL).optional());
    Recipe r = RuleRecipes.write(o, s).orElseThrow();
    assertEquals("#t > tbody > tr", r.rows());
    assertEquals(Locator.text(":scope > :nth-child(1)"), r.fields().get("name"), "'Product name' holds 'name' and one word more");
    assertEquals(Locator.text(":scope > :nth-child(2)"), r.fields().get("price"));
    assertEquals(Locator.text(":scope > :nth-child(3)"), r.fields().get("in_stock"));
    assertEquals(Locator.attribute(":scope > :nth-child(1) a[href]", "href"), r.fields().get("link"));
    assertInstanceOf(Pagination.NextLink.class, r.pagination());
  }

  @Test
  void aListWinsByItsKeysAndADisabledNextMeansOnePage() throws Exception {
    JsonNode o = outline("{'tables': [{'rows': '#nav tr', 'columns': [{'header': 'Menu', 'css': 'x'}, {'header': 'Help', 'css': 'y'}]}],"
        + "'lists': [{'rows': 'ul.products > li.product', 'count': 5, 'keys': [{'key': 'title', 'css': '.title', 'attribute': null},"
        + "{'key': 'price-tag', 'css': '.price-tag', 'attribute': null}, {'key': 'link', 'css': 'a[href]', 'attribute': 'href'}]}],"
        + "'controls': [{'selector': 'button.next', 'name': 'Next', 'rel': '', 'href': '', 'tag': 'button', 'disabled': true}]}");
    Schema s = Schema.of("p", Field.of("title", FieldType.TEXT), Field.of("price", FieldType.NUMBER), Field.of("url", FieldType.URL));
    Recipe r = RuleRecipes.write(o, s).orElseThrow();
    assertEquals("ul.products > li.product", r.rows());
    assertEquals(Locator.text(".price-tag"), r.fields().get("price"));
    assertEquals(Locator.attribute("a[href]", "href"), r.fields().get("url"));
    assertInstanceOf(Pagination.None.class, r.pagination());
  }

  @Test
  void detailLabelsAndLoadMore() throws Exception {
    JsonNode o = outline("{'details': [{'rows': 'dl.specs', 'labels': ['SKU', 'Unit price:', 'Weight']}],"
        + "'controls': [{'selector': '#more', 'name': 'Show more results', 'rel': '', 'href': '', 'tag': 'button', 'disabled': false}]}");
    Schema s = Schema.of("d", Field.of("sku", FieldType.TEXT), Field.of("price", FieldType.NUMBER));
    Recipe r = RuleRecipes.write(o, s).orElseThrow();
    assertEquals(Locator.labelled("SKU"), r.fields().get("sku"));
    assertEquals(Locator.labelled("Unit price:"), r.fields().get("price"));
    assertInstanceOf(Pagination.LoadMore.class, r.pagination());
  }

  @Test
  void noStructureWithEveryRequiredFieldGivesNoRecipe() throws Exception {
    JsonNode o = outline("{'lists': [{'rows': 'div.r7', 'count': 8, 'keys': [{'key': 'q2', 'css': '.q2', 'attribute': null}]}]}");
    assertTrue(RuleRecipes.write(o, Schema.of("p", Field.of("product", FieldType.TEXT))).isEmpty());
  }

  @Test
  void wordsSplitAndCompare() {
    assertEquals(List.of("unit", "price"), Words.of("unitPrice"));
    assertEquals(List.of("price"), Words.of("Prices ($)"));
    assertEquals(Words.SAME, Words.score("Release date", List.of("release_date")));
    assertEquals(Words.HOLDS, Words.score("Net price", List.of("price")));
    assertEquals(0, Words.score("Price per unit incl. tax", List.of("price")), "a header of many more words is another column");
  }
}
