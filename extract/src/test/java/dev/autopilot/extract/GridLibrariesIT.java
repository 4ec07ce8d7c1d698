package dev.autopilot.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.math.BigDecimal;
import java.net.URI;
import java.time.LocalDate;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Extraction from pages built on the real grid and table libraries the build fetches: DataTables
 * (WebJar, with its jQuery) and AG Grid community (npm), each paging its rows in place with its
 * own pager. The rules write the recipe from the column headers; the second extraction runs the
 * cached recipe. One browser for the class; the site is served on 127.0.0.1.
 */
class GridLibrariesIT {
  private static final String DATATABLES = "/webjars/datatables.net/" + System.getProperty("webjars.datatables.version");
  private static final String AG_GRID = "/webjars/ag-grid-community/" + System.getProperty("npm.ag-grid.version");

  private static TestSite site;
  private static PlaywrightBrowser browser;

  @BeforeAll
  static void start() {
    site = TestSite.start();
    browser = PlaywrightBrowser.launch();
    String rows = IntStream.rangeClosed(1, 30)
        .mapToObj(i -> "<tr><td>Widget " + i + "</td><td>$" + (10 + i) + ".50</td><td>2026-01-" + String.format("%02d", i) + "</td><td><a href=\"/item/" + i + "\">details</a></td></tr>")
        .collect(Collectors.joining("\n"));
    site.page("/datatables", "<!doctype html><html><head><title>Products</title>"
        + "<script src=\"/webjars/jquery/3.7.1/dist/jquery.min.js\"></script>"
        + "<script src=\"" + DATATABLES + "/js/dataTables.min.js\"></script></head><body>"
        + "<h1>Products</h1><table id=\"products\"><thead><tr><th>Name</th><th>Price</th><th>Released</th><th>Link</th></tr></thead><tbody>" + rows + "</tbody></table>"
        + "<script>new DataTable('#products', { pageLength: 10, order: [] });</script></body></html>");
    String data = IntStream.rangeClosed(1, 45)
        .mapToObj(i -> "{make: 'Make " + (i % 5) + "', model: 'Model " + i + "', price: " + (20000 + i * 100) + "}")
        .collect(Collectors.joining(",", "[", "]"));
    site.page("/aggrid", "<!doctype html><html><head><title>Cars</title>"
        + "<link rel=\"stylesheet\" href=\"" + AG_GRID + "/styles/ag-grid.css\"><link rel=\"stylesheet\" href=\"" + AG_GRID + "/styles/ag-theme-quartz.css\">"
        + "<script src=\"" + AG_GRID + "/dist/ag-grid-community.min.js\"></script></head><body>"
        + "<div id=\"cars\" class=\"ag-theme-quartz\" style=\"width: 700px\"></div>"
        + "<script>agGrid.createGrid(document.getElementById('cars'), {columnDefs: [{field: 'make'}, {field: 'model'}, {field: 'price'}], rowData: " + data
        + ", pagination: true, paginationPageSize: 20, paginationPageSizeSelector: false, domLayout: 'autoHeight'});</script></body></html>");
  }

  @AfterAll
  static void stop() {
    if (browser != null) {
      browser.close();
    }
    if (site != null) {
      site.close();
    }
  }

  @Test
  void dataTablesRowsOverItsPagerThenFromTheCache() {
    Schema schema = Schema.of("products", Field.of("name", FieldType.TEXT), Field.of("price", FieldType.NUMBER), Field.of("released", FieldType.DATE),
        Field.of("link", FieldType.URL).optional()).withMinRecords(10);
    Extractor extractor = Extractor.builder().build();
    try (PlaywrightBrowserSession session = browser.newSession()) {
      URI url = site.uri("/datatables");
      ExtractionResult first = extractor.extract(session, url, schema);
      assertTrue(first.passed(), () -> String.join("\n", first.attempts()));
      assertEquals(ExtractionResult.Source.RULES, first.source());
      assertInstanceOf(Pagination.NextButton.class, first.recipe().pagination());
      assertEquals(30, first.records().size(), first.stop());
      assertEquals(3, first.pages());
      ExtractedRecord r = first.records().get(29);
      assertEquals("Widget 30", r.get("name"));
      assertEquals(new BigDecimal("40.50"), r.get("price"));
      assertEquals(LocalDate.of(2026, 1, 30), r.get("released"));
      assertEquals(site.uri("/item/30"), r.get("link"));
      assertEquals(0, first.modelUsage().calls());

      ExtractionResult again = extractor.extract(session, url, schema);
      assertTrue(again.passed());
      assertEquals(ExtractionResult.Source.CACHE, again.source());
      assertEquals(first.records(), again.records());
    }
    assertTrue(site.requests().stream().noneMatch(q -> !q.startsWith("GET ")), site.requests().toString());
  }

  @Test
  void agGridRowsOverItsPager() {
    Schema schema = Schema.of("cars", Field.of("make", FieldType.TEXT), Field.of("model", FieldType.TEXT), Field.of("price", FieldType.INTEGER)).withMinRecords(20);
    try (PlaywrightBrowserSession session = browser.newSession()) {
      ExtractionResult r = Extractor.builder().build().extract(session, site.uri("/aggrid"), schema);
      assertTrue(r.passed(), () -> String.join("\n", r.attempts()) + "\n" + r.quality());
      assertEquals(ExtractionResult.Source.RULES, r.source());
      assertInstanceOf(Pagination.NextButton.class, r.recipe().pagination());
      assertEquals(45, r.records().size(), r.stop());
      assertEquals(3, r.pages());
      List<Object> models = r.records().stream().map(x -> x.get("model")).toList();
      assertEquals(IntStream.rangeClosed(1, 45).mapToObj(i -> "Model " + i).toList(), models);
      assertEquals(24500L, r.records().get(44).get("price"));
    }
  }
}
