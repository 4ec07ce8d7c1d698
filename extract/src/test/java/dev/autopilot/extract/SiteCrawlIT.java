package dev.autopilot.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Extraction and crawling on a small multi-page shop served on 127.0.0.1: a list paged by next
 * links, detail pages reached by a crawl (robots.txt honoured, other hosts never visited, bounds
 * kept), a "load more" feed, an infinite scroll, pagers that would send a form (never pressed; a
 * scripted POST aborted), a download captured as an export, and CSV / JSON Lines output. One
 * browser for the class.
 */
class SiteCrawlIT {
  private static final int ITEMS = 15;
  private static TestSite site;
  private static PlaywrightBrowser browser;

  @TempDir Path tmp;

  @BeforeAll
  static void start() {
    site = TestSite.start();
    browser = PlaywrightBrowser.launch();
    site.route("/robots.txt", q -> new TestSite.Response(200, "text/plain", "User-agent: *\nDisallow: /shop/admin\n".getBytes(StandardCharsets.UTF_8), Map.of()));
    int port = site.uri("/").getPort();
    site.page("/shop/", "<html><body><h1>Shop</h1><a href=\"/shop/list?page=1\">All items</a> <a href=\"/shop/admin/report\">Admin</a> "
        + "<a href=\"http://localhost:" + port + "/shop/elsewhere\">Elsewhere</a></body></html>");
    site.page("/shop/admin/report", "<html><body>never to be read</body></html>");
    site.page("/shop/elsewhere", "<html><body>another host</body></html>");
    site.route("/shop/list", q -> {
      int page = Integer.parseInt(q.replace("page=", ""));
      String items = IntStream.rangeClosed((page - 1) * 5 + 1, page * 5)
          .mapToObj(i -> "<li class=\"product\"><a class=\"title\" href=\"/shop/item/" + i + "\">Item " + i + "</a> <span class=\"price\">$" + i + ".50</span></li>")
          .collect(Collectors.joining());
      String next = page < 3 ? "<a class=\"next\" href=\"/shop/list?page=" + (page + 1) + "\">Next ›</a>" : "";
      return TestSite.Response.html("<html><body><nav><a href=\"/shop/\">Home</a></nav><ul class=\"products\">" + items + "</ul>" + next + "</body></html>");
    });
    for (int i = 1; i <= ITEMS; i++) {
      site.page("/shop/item/" + i, "<html><body><h1>Item " + i + "</h1><dl class=\"specs\"><dt>SKU</dt><dd>SKU-" + (1000 + i) + "</dd><dt>Price</dt><dd>$" + i
          + ".50</dd><dt>Weight</dt><dd>1." + i + " kg</dd></dl><a href=\"/shop/list?page=1\">Back to the list</a></body></html>");
    }
    site.page("/feed", "<html><body><div id=\"feed\"></div><button type=\"button\" id=\"more\">Load more</button><script>"
        + "let n = 0; const feed = document.getElementById('feed');"
        + "function add() { for (let k = 0; k < 5; k++) { n++; const a = document.createElement('article'); a.className = 'post';"
        + " a.innerHTML = '<h2 class=\"headline\">Post ' + n + '</h2><span class=\"author\">Author ' + n + '</span>'; feed.appendChild(a); }"
        + " if (n >= 15) document.getElementById('more').remove(); }"
        + "add(); document.getElementById('more').addEventListener('click', () => setTimeout(add, 30));</script></body></html>");
    site.page("/scroll", "<html><body style=\"margin:0\"><div id=\"stream\"></div><script>"
        + "let n = 0; const s = document.getElementById('stream');"
        + "function add() { for (let k = 0; k < 10 && n < 30; k++) { n++; const c = document.createElement('div'); c.className = 'card'; c.style.height = '120px';"
        + " c.innerHTML = '<span class=\"title\">Card ' + n + '</span> <span class=\"score\">' + (n * 3) + '</span>'; s.appendChild(c); } }"
        + "add(); window.addEventListener('scroll', () => { if (innerHeight + scrollY >= document.body.scrollHeight - 20) setTimeout(add, 30); });</script></body></html>");
    String rows = IntStream.rangeClosed(1, 3).mapToObj(i -> "<tr><td>Row " + i + "</td><td>" + i + "</td></tr>").collect(Collectors.joining());
    site.page("/form-pager", "<html><body><form method=\"post\" action=\"/posted\"><table id=\"t\"><thead><tr><th>Name</th><th>Count</th></tr></thead><tbody>" + rows
        + "</tbody></table><button type=\"submit\">Next</button></form></body></html>");
    site.page("/script-pager", "<html><body><table id=\"t\"><thead><tr><th>Name</th><th>Count</th></tr></thead><tbody>" + rows
        + "</tbody></table><form id=\"f\" method=\"post\" action=\"/posted\"></form><span role=\"button\" tabindex=\"0\" aria-label=\"Next page\" onclick=\"document.getElementById('f').submit()\">›</span></body></html>");
    site.page("/late", "<html><body><div id=\"root\"></div><script>window.addEventListener('load', () => setTimeout(() => {"
        + " document.getElementById('root').innerHTML = '<table><thead><tr><th>Name</th><th>Count</th></tr></thead><tbody>" + rows.replace("'", "\\'") + "</tbody></table>'; }, 300));"
        + "</script></body></html>");
    site.route("/posted", q -> TestSite.Response.html("<html><body>posted</body></html>"));
    site.page("/download", "<html><body><a id=\"csv\" href=\"/export.csv\" download>Download CSV</a><button type=\"button\" id=\"nothing\">Nothing</button></body></html>");
    site.page("/statement", "<html><body><table id=\"s\"><thead><tr><th>Date</th><th>Amount</th></tr></thead><tbody><tr><td>2026-01-02</td><td>10.00</td></tr>"
        + "<tr><td>2026-01-03</td><td>12.00</td></tr></tbody></table><a id=\"auto\" href=\"/export.csv\" download hidden></a>"
        + "<script>document.getElementById('auto').click();</script></body></html>");
    site.route("/export.csv", q -> new TestSite.Response(200, "text/csv", "sku,price\nSKU-1001,1.50\n".getBytes(StandardCharsets.UTF_8),
        Map.of("Content-Disposition", "attachment; filename=\"statement 2026-01.csv\"")));
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

  private static Schema listing() {
    return Schema.of("items", Field.of("title", FieldType.TEXT), Field.of("price", FieldType.NUMBER), Field.of("link", FieldType.URL)).withMinRecords(5);
  }

  @Test
  void aListPagedByNextLinksThenWrittenAsCsvAndJsonLines() throws IOException {
    try (PlaywrightBrowserSession session = browser.newSession()) {
      ExtractionResult r = Extractor.builder().build().extract(session, site.uri("/shop/list?page=1"), listing());
      assertTrue(r.passed(), () -> String.join("\n", r.attempts()));
      assertEquals(ExtractionResult.Source.RULES, r.source());
      assertInstanceOf(Pagination.NextLink.class, r.recipe().pagination());
      assertEquals(ITEMS, r.records().size());
      assertEquals(3, r.pages());
      assertEquals("Item 15", r.records().get(14).get("title"));
      assertEquals(new BigDecimal("15.50"), r.records().get(14).get("price"));
      assertEquals(site.uri("/shop/item/15"), r.records().get(14).get("link"));
      assertEquals(site.uri("/shop/list?page=3").toString(), r.records().get(14).page());

      Path csv = RecordExport.raw().csv(listing(), r.records(), tmp.resolve("out/items.csv"));
      List<String> lines = Files.readAllLines(csv);
      assertEquals("title,price,link", lines.get(0));
      assertEquals("Item 1,1.50," + site.uri("/shop/item/1"), lines.get(1));
      assertEquals(ITEMS + 1, lines.size());
      Path jsonl = RecordExport.raw().jsonLines(listing(), r.records(), tmp.resolve("out/items.jsonl"));
      assertEquals("{\"title\":\"Item 1\",\"price\":1.50,\"link\":\"" + site.uri("/shop/item/1") + "\"}", Files.readAllLines(jsonl).get(0));

      ExtractionResult bounded = Extractor.builder().bounds(Bounds.defaults().withMaxPages(2)).build().extract(session, site.uri("/shop/list?page=1"), listing());
      assertEquals(10, bounded.records().size());
      assertTrue(bounded.stop().contains("page bound"), bounded.stop());
    }
  }

  @Test
  void aCrawlReadsEveryDetailPageWithOneRecipeAndKeepsItsBounds() {
    Schema specs = Schema.of("specs", Field.of("sku", FieldType.TEXT), Field.of("price", FieldType.NUMBER), Field.of("weight", FieldType.TEXT).optional());
    CrawlBounds bounds = CrawlBounds.defaults().withMaxDepth(4).following("/shop/").extractingOn("/shop/item/");
    try (PlaywrightBrowserSession session = browser.newSession()) {
      CrawlResult crawl = Extractor.builder().build().crawl(session, site.uri("/shop/"), specs, bounds);
      List<CrawlResult.Visit> extracted = crawl.visits().stream().filter(v -> v.outcome() == CrawlResult.Outcome.EXTRACTED).toList();
      assertEquals(ITEMS, extracted.size(), crawl.visits().toString());
      assertEquals(ExtractionResult.Source.RULES, extracted.get(0).source());
      assertTrue(extracted.stream().skip(1).allMatch(v -> v.source() == ExtractionResult.Source.CACHE), extracted.toString());
      assertEquals(ITEMS, crawl.records().size());
      assertEquals(IntStream.rangeClosed(1, ITEMS).mapToObj(i -> "SKU-" + (1000 + i)).sorted().toList(),
          crawl.records().stream().map(x -> (String) x.get("sku")).sorted().toList());
      assertTrue(crawl.visits().stream().anyMatch(v -> v.outcome() == CrawlResult.Outcome.ROBOTS_DISALLOWED && v.url().endsWith("/shop/admin/report")));
      assertEquals(0, crawl.modelUsage().calls());
    }
    assertTrue(site.requests().stream().noneMatch(q -> q.contains("/shop/admin") || q.contains("/shop/elsewhere")), site.requests().toString());

    try (PlaywrightBrowserSession session = browser.newSession()) {
      CrawlResult few = Extractor.builder().build().crawl(session, site.uri("/shop/"), specs, bounds.withMaxPages(3));
      assertEquals(3, few.visits().stream().filter(v -> v.outcome() != CrawlResult.Outcome.ROBOTS_DISALLOWED).count(), few.visits().toString());
      assertTrue(few.stop().contains("page bound"), few.stop());
      CrawlResult start = Extractor.builder().build().crawl(session, site.uri("/shop/"), specs, bounds.withMaxDepth(0));
      assertEquals(1, start.visits().size());
      assertEquals("no link left to follow", start.stop());
    }
  }

  @Test
  void loadMoreAndInfiniteScroll() {
    Bounds quick = Bounds.defaults().withTimeout(Duration.ofSeconds(60));
    try (PlaywrightBrowserSession session = browser.newSession()) {
      Schema posts = Schema.of("posts", Field.of("headline", FieldType.TEXT), Field.of("author", FieldType.TEXT));
      ExtractionResult feed = Extractor.builder().bounds(quick).build().extract(session, site.uri("/feed"), posts);
      assertTrue(feed.passed(), () -> String.join("\n", feed.attempts()));
      assertInstanceOf(Pagination.LoadMore.class, feed.recipe().pagination());
      assertEquals(IntStream.rangeClosed(1, 15).mapToObj(i -> "Post " + i).toList(), feed.records().stream().map(x -> x.get("headline")).toList());

      Schema cards = Schema.of("cards", Field.of("title", FieldType.TEXT), Field.of("score", FieldType.INTEGER));
      Bounds shortSettle = new Bounds(10, 1000, Duration.ofSeconds(60), Duration.ofSeconds(1));
      ExtractionResult scroll = Extractor.builder().bounds(shortSettle).build().extract(session, site.uri("/scroll"), cards);
      assertTrue(scroll.passed(), () -> String.join("\n", scroll.attempts()));
      assertInstanceOf(Pagination.Scroll.class, scroll.recipe().pagination());
      assertEquals(30, scroll.records().size(), scroll.stop());
      assertEquals(90L, scroll.records().get(29).get("score"));
    }
  }

  @Test
  void rowsAFrameworkRendersAfterLoadAreWaitedFor() {
    Schema schema = Schema.of("rows", Field.of("name", FieldType.TEXT), Field.of("count", FieldType.INTEGER)).withMinRecords(3);
    Extractor extractor = Extractor.builder().build();
    try (PlaywrightBrowserSession session = browser.newSession()) {
      ExtractionResult first = extractor.extract(session, site.uri("/late"), schema);
      assertTrue(first.passed(), () -> String.join("\n", first.attempts()));
      assertEquals(ExtractionResult.Source.RULES, first.source());
      ExtractionResult cached = extractor.extract(session, site.uri("/late"), schema);
      assertTrue(cached.passed(), () -> String.join("\n", cached.attempts()));
      assertEquals(ExtractionResult.Source.CACHE, cached.source());
      assertEquals(3, cached.records().size());
    }
  }

  @Test
  void aPagerThatWouldSendAFormIsNeverPressed() {
    Schema schema = Schema.of("rows", Field.of("name", FieldType.TEXT), Field.of("count", FieldType.INTEGER));
    try (PlaywrightBrowserSession session = browser.newSession()) {
      ExtractionResult r = Extractor.builder().build().extract(session, site.uri("/form-pager"), schema);
      assertTrue(r.passed(), () -> String.join("\n", r.attempts()));
      assertInstanceOf(Pagination.NextButton.class, r.recipe().pagination());
      assertEquals(3, r.records().size());
      assertTrue(r.stop().contains("submits a form"), r.stop());

      ExtractionResult scripted = Extractor.builder().bounds(new Bounds(5, 100, Duration.ofSeconds(30), Duration.ofSeconds(1))).build()
          .extract(session, site.uri("/script-pager"), schema);
      assertEquals(3, scripted.records().size());
      assertEquals(1, scripted.refusedNavigations().size(), scripted.refusedNavigations().toString());
      assertTrue(scripted.refusedNavigations().get(0).startsWith("POST "), scripted.refusedNavigations().toString());
    }
    assertTrue(site.requests().stream().noneMatch(q -> q.startsWith("POST") || q.contains("/posted")), site.requests().toString());
  }

  @Test
  void aDownloadIsSavedAsAnExportAndAControlWithoutOneFailsTyped() throws IOException {
    Extractor extractor = Extractor.builder().bounds(new Bounds(5, 100, Duration.ofSeconds(30), Duration.ofSeconds(2))).build();
    try (PlaywrightBrowserSession session = browser.newSession()) {
      session.navigate(site.uri("/download").toString());
      ExportFile file = extractor.download(session, "#csv", tmp.resolve("exports"));
      assertEquals("statement 2026-01.csv", file.suggestedName());
      assertEquals("statement_2026-01.csv", file.file().getFileName().toString());
      assertEquals("sku,price\nSKU-1001,1.50\n", Files.readString(file.file()));
      AutopilotException e = assertThrows(AutopilotException.class, () -> extractor.download(session, "#nothing", tmp.resolve("exports")));
      assertEquals(ErrorCode.EXPORT_FAILED, e.code());
      assertFalse(e.getMessage().isBlank());
    }
    Schema statement = Schema.of("statement", Field.of("date", FieldType.DATE), Field.of("amount", FieldType.NUMBER));
    try (PlaywrightBrowserSession session = browser.newSession()) {
      ExtractionResult r = Extractor.builder().exports(tmp.resolve("bundle/exports")).build().extract(session, site.uri("/statement"), statement);
      assertTrue(r.passed(), () -> String.join("\n", r.attempts()));
      assertEquals(2, r.records().size());
      assertEquals(1, r.exports().size(), "the download the page started is saved as an export");
      assertEquals("sku,price\nSKU-1001,1.50\n", Files.readString(r.exports().get(0).file()));
    }
  }
}
