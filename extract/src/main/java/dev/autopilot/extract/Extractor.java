package dev.autopilot.extract;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Download;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.HostBoundary;
import dev.autopilot.core.ModelBudget;
import dev.autopilot.core.ModelLedger;
import dev.autopilot.core.SnapshotProvider;
import dev.autopilot.extract.internal.ModelRecipes;
import dev.autopilot.extract.internal.PageScripts;
import dev.autopilot.extract.internal.ReadOnlyGuard;
import dev.autopilot.extract.internal.RecipeRun;
import dev.autopilot.extract.internal.Robots;
import dev.autopilot.extract.internal.RuleRecipes;
import dev.autopilot.extract.internal.SubmitCheck;
import dev.autopilot.llm.ModelException;
import dev.autopilot.llm.ModelGateway;
import dev.autopilot.observability.Redactor;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import dev.autopilot.playwright.PlaywrightSnapshotProvider;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;

/**
 * Reads typed records out of web pages, read-only, program first:
 *
 * <ol>
 *   <li>a recipe the {@link RecipeCache} holds for the page's site, signature and schema runs with
 *       no rule and no model;
 *   <li>else the rules write one from the page's structure (table and grid column headers, list
 *       keys, detail labels matched to the field names);
 *   <li>else, or when the rules' recipe fails the gate, a model writes one from the part of the
 *       page the schema needs, and repairs it with its failures fed back, at most {@link
 *       Builder#maxRepairs} times;
 * </ol>
 *
 * <p>each recipe runs read-only ({@link Pagination} within {@link Bounds}) and is judged by the
 * {@link QualityGate}; a passing one is cached. When none passes, the result carries a report of
 * every attempt and the records of the best one.
 *
 * <p>Read-only means: nothing is typed; a paging control that the snapshot counts among a form's
 * submit controls is never clicked; links are followed by GET; and while an extraction runs, a
 * route aborts every non-GET navigation the page starts (listed in the result).
 *
 * <pre>{@code
 * Extractor extractor = Extractor.builder().cache(RecipeCache.files(dir)).build();
 * ExtractionResult r = extractor.extract(session, URI.create("https://shop.example/products"), schema);
 * RecordExport.redacted().csv(schema, r.records(), out.resolve("products.csv"));
 * }</pre>
 *
 * <p>The extractor is immutable and may be shared; each call works on the session it is given,
 * on the thread that owns that session (Playwright's rule).
 */
public final class Extractor {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final long SCROLL_PROBE_MILLIS = 1_500;

  private final RecipeCache cache;
  private final SnapshotProvider snapshots;
  private final @Nullable ModelGateway gateway;
  private final ModelBudget budget;
  private final int maxRepairs;
  private final QualityGate gate;
  private final Bounds bounds;
  private final Redactor redactor;
  private final @Nullable Path exports;
  private final LongSupplier nanoTime;
  private final HttpClient http;

  private Extractor(Builder b) {
    this.cache = b.cache;
    this.snapshots = b.snapshots;
    this.gateway = b.gateway;
    this.budget = b.budget;
    this.maxRepairs = b.maxRepairs;
    this.gate = b.gate;
    this.bounds = b.bounds;
    this.redactor = b.redactor;
    this.exports = b.exports;
    this.nanoTime = b.nanoTime;
    this.http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).followRedirects(HttpClient.Redirect.NORMAL).build();
  }

  /**
   * A builder with the defaults: an in-memory cache, rules only, {@link Bounds#defaults()}.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Opens a page (a GET) and extracts from it.
   *
   * @param session the Playwright session to read in, used on its owning thread; the caller
   *     opened it and closes it
   * @param url an absolute {@code http} or {@code https} URL
   * @param schema the fields each record has
   * @return the records and how they were read; a recipe or model failure is in the result
   *     ({@link ExtractionResult#passed()} false), not thrown
   * @throws AutopilotException with {@code BROWSER_NAVIGATION_FAILED}, {@code HOST_NOT_ALLOWED} or
   *     {@code URL_NOT_ALLOWED} when the page cannot be opened
   */
  public ExtractionResult extract(PlaywrightBrowserSession session, URI url, Schema schema) {
    requireNonNull(session, "session");
    requireNonNull(url, "url");
    requireNonNull(schema, "schema");
    HostBoundary.checkStartUrl(url, false);
    Page page = session.unwrap(Page.class);
    List<Download> downloads = new ArrayList<>();
    Consumer<Download> onDownload = downloads::add;
    page.onDownload(onDownload);
    try {
      session.navigate(url.toString());
      ModelLedger ledger = ModelLedger.create(budget);
      return extractHere(session, schema, bounds, true, ledger, nanoTime.getAsLong() + bounds.timeout().toNanos(), downloads);
    } finally {
      page.offDownload(onDownload);
    }
  }

  /**
   * Extracts from the page the session shows now.
   *
   * @param session the Playwright session to read in, used on its owning thread; the caller
   *     opened it and closes it
   * @param schema the fields each record has
   * @return the records and how they were read; when a recipe paged away, the session may be
   *     left on another page than it started on
   * @throws AutopilotException when the page cannot be read (its code says why); a recipe or
   *     model failure is no exception: it is in the result
   */
  public ExtractionResult extract(PlaywrightBrowserSession session, Schema schema) {
    requireNonNull(session, "session");
    requireNonNull(schema, "schema");
    Page page = session.unwrap(Page.class);
    List<Download> downloads = new ArrayList<>();
    Consumer<Download> onDownload = downloads::add;
    page.onDownload(onDownload);
    try {
      ModelLedger ledger = ModelLedger.create(budget);
      return extractHere(session, schema, bounds, true, ledger, nanoTime.getAsLong() + bounds.timeout().toNanos(), downloads);
    } finally {
      page.offDownload(onDownload);
    }
  }

  /**
   * Crawls a site from a start page: a breadth-first queue of links, the allowed hosts only,
   * within the bounds' depth, pages and time, honouring robots.txt; the pages that match {@link
   * CrawlBounds#extractOn()} are extracted from (a recipe written on the first page of a template
   * is cached and reused on the others). A next link of a recipe is not followed during a crawl:
   * the crawl's own queue reaches it. The session is {@linkplain
   * PlaywrightBrowserSession#restrictTo restricted} to the crawl's hosts, so a redirect elsewhere
   * is stopped too; the restriction stays on the session. With a model configured, a page whose
   * structure the rules cannot read costs model calls: limit the pages extracted from with {@link
   * CrawlBounds#extractingOn} (all calls of a crawl share one {@link ModelBudget}).
   *
   * @param session the Playwright session to crawl in, used on its owning thread; the caller
   *     opened it and closes it, and it stays restricted to the crawl's hosts afterwards
   * @param start the first page, an absolute {@code http} or {@code https} URL; its host is
   *     allowed
   * @param schema the fields each record has
   * @param crawl the crawl's bounds: hosts, depth, pages, time, which links to follow and which
   *     pages to extract from
   * @return the records of every page extracted from, in visit order (a page whose records failed
   *     the gate included), and each page's visit; a page that fails to open or to extract is a
   *     visit, not an exception
   * @throws AutopilotException with {@code URL_NOT_ALLOWED} for a start URL that is not http(s)
   */
  public CrawlResult crawl(PlaywrightBrowserSession session, URI start, Schema schema, CrawlBounds crawl) {
    requireNonNull(session, "session");
    requireNonNull(schema, "schema");
    requireNonNull(crawl, "crawl");
    HostBoundary boundary = HostBoundary.forStart(start).allowHosts(crawl.allowedHosts());
    session.restrictTo(boundary);
    long deadline = nanoTime.getAsLong() + crawl.timeout().toNanos();
    ModelLedger ledger = ModelLedger.create(budget);
    Map<String, Robots> robots = new HashMap<>();
    Deque<Map.Entry<String, Integer>> queue = new ArrayDeque<>();
    Set<String> seen = new HashSet<>();
    List<ExtractedRecord> records = new ArrayList<>();
    List<CrawlResult.Visit> visits = new ArrayList<>();
    String startUrl = withoutFragment(start.toString());
    queue.add(Map.entry(startUrl, 0));
    seen.add(startUrl);
    int opened = 0;
    String stop = "no link left to follow";
    Page page = session.unwrap(Page.class);
    List<Download> downloads = new ArrayList<>();
    List<ExportFile> exported = new ArrayList<>();
    Consumer<Download> onDownload = downloads::add;
    page.onDownload(onDownload);
    try {
      while (!queue.isEmpty()) {
        if (opened >= crawl.maxPages()) {
          stop = "the page bound (" + crawl.maxPages() + ") was reached";
          break;
        }
        if (nanoTime.getAsLong() > deadline) {
          stop = "the time bound (" + crawl.timeout().toSeconds() + " s) was reached";
          break;
        }
        Map.Entry<String, Integer> next = queue.poll();
        String url = next.getKey();
        int depth = next.getValue();
        URI uri = URI.create(url);
        if (crawl.robots() && !robots.computeIfAbsent(origin(uri), o -> fetchRobots(o, crawl.userAgent())).allows(uri)) {
          visits.add(new CrawlResult.Visit(url, depth, CrawlResult.Outcome.ROBOTS_DISALLOWED, 0, ExtractionResult.Source.NONE, "robots.txt disallows it"));
          continue;
        }
        opened++;
        try {
          session.navigate(url);
        } catch (AutopilotException e) {
          visits.add(new CrawlResult.Visit(url, depth, CrawlResult.Outcome.NAVIGATION_FAILED, 0, ExtractionResult.Source.NONE, e.code() + ": " + e.getMessage()));
          continue;
        }
        if (depth < crawl.maxDepth()) {
          for (Object link : (List<?>) session.unwrap(Page.class).evaluate(PageScripts.LINKS, null)) {
            String l = link.toString();
            if (boundary.allows(l) && (crawl.follow() == null || crawl.follow().matcher(l).find()) && seen.add(l)) {
              queue.add(Map.entry(l, depth + 1));
            }
          }
        }
        if (crawl.extractOn() != null && !crawl.extractOn().matcher(url).find()) {
          visits.add(new CrawlResult.Visit(url, depth, CrawlResult.Outcome.LINKS_ONLY, 0, ExtractionResult.Source.NONE, ""));
          continue;
        }
        ExtractionResult r = extractHere(session, schema, bounds, false, ledger, Math.min(deadline, nanoTime.getAsLong() + bounds.timeout().toNanos()), downloads);
        exported.addAll(r.exports());
        records.addAll(r.records());
        visits.add(new CrawlResult.Visit(url, depth, r.passed() ? CrawlResult.Outcome.EXTRACTED : CrawlResult.Outcome.EXTRACTION_FAILED, r.records().size(), r.source(),
            r.passed() ? "" : String.join("; ", r.quality().failures())));
      }
      exported.addAll(saveDownloads(downloads));
    } finally {
      page.offDownload(onDownload);
    }
    return new CrawlResult(records, visits, stop, exported, ledger.usage());
  }

  /**
   * Clicks a download control (a link or button that is no form submit) and saves the file it
   * downloads into a folder, under the name the site suggests (made unique).
   *
   * @param session the Playwright session to read in, used on its owning thread; the caller
   *     opened it and closes it
   * @param selector a Playwright selector of the control; the first match is clicked, within
   *     {@link Bounds#settle()}
   * @param folder where the file is saved, created when missing; an existing file is never
   *     overwritten (a {@code -2}, {@code -3}, ... suffix is added)
   * @return the saved file, its suggested name, its URL and size
   * @throws AutopilotException with {@link ErrorCode#BROWSER_EXPORT_FAILED} when no download started or
   *     it failed or could not be saved, or the control submits a form (nothing is clicked then)
   */
  public ExportFile download(PlaywrightBrowserSession session, String selector, Path folder) {
    requireNonNull(session, "session");
    requireNonNull(selector, "selector");
    requireNonNull(folder, "folder");
    Page page = session.unwrap(Page.class);
    if (SubmitCheck.isSubmit(session, snapshots, selector)) {
      throw new AutopilotException(ErrorCode.BROWSER_EXPORT_FAILED, "'" + selector + "' submits a form; an export never submits: name the download link instead");
    }
    ReadOnlyGuard guard = ReadOnlyGuard.install(session.unwrap(BrowserContext.class));
    try {
      Download d = page.waitForDownload(new Page.WaitForDownloadOptions().setTimeout(bounds.settle().toMillis()),
          () -> page.locator(selector).first().click(new com.microsoft.playwright.Locator.ClickOptions().setTimeout(bounds.settle().toMillis())));
      return save(d, folder);
    } catch (PlaywrightException e) {
      String refused = guard.refused().isEmpty() ? "" : "; it started a navigation that is no GET, which was stopped: " + guard.refused().get(0);
      throw new AutopilotException(ErrorCode.BROWSER_EXPORT_FAILED, "no download started from '" + selector + "' within " + bounds.settle().toSeconds()
          + " s: check that it names a download link (" + firstLine(e.getMessage()) + ")" + refused, e);
    } finally {
      guard.close();
    }
  }

  /**
   * One extraction on the page the session shows.
   *
   * @param downloads the downloads the caller's listener collected, from before the page opened
   *     on; those collected by the end are saved as exports (and the list emptied)
   */
  private ExtractionResult extractHere(PlaywrightBrowserSession session, Schema schema, Bounds b, boolean followLinks, ModelLedger ledger, long deadline,
      List<Download> downloads) {
    Page page = session.unwrap(Page.class);
    try (ReadOnlyGuard guard = ReadOnlyGuard.install(session.unwrap(BrowserContext.class))) {
      Attempts attempts = new Attempts(session, schema, b, followLinks, deadline);
      RecipeKey key = RecipeKey.of(URI.create(page.url()), schema);
      Optional<Recipe> cached = cache.get(key);
      ExtractionResult.PromptSize promptSize = null;
      Attempt passed = null;
      if (cached.isPresent()) {
        passed = attempts.run(cached.get(), ExtractionResult.Source.CACHE);
        if (passed == null) {
          cache.remove(key);
        }
      }
      if (passed == null) {
        Optional<Recipe> rules = rulesRecipe(page, schema, b);
        if (rules.isPresent()) {
          Recipe r = rules.get();
          if (r.pagination() instanceof Pagination.None && b.maxPages() > 1 && scrollLoadsMore(page, r.rows())) {
            r = r.withPagination(new Pagination.Scroll());
          }
          passed = attempts.run(r, ExtractionResult.Source.RULES);
        } else {
          attempts.note("rules: no table, grid, list or detail of the page has every required field (" + String.join(", ", schema.fieldNames()) + ")");
        }
      }
      if (passed == null && gateway != null) {
        attempts.restart();
        Map<String, Object> arg = Map.of("words", words(schema), "types", schema.fields().stream().map(f -> f.type().name().toLowerCase(java.util.Locale.ROOT)).toList());
        Map<?, ?> part = (Map<?, ?>) page.evaluate(PageScripts.PROMPT_PART, arg);
        String partText = String.valueOf(part.get("part"));
        promptSize = new ExtractionResult.PromptSize(((Number) requireNonNull(part.get("html"), "prompt-part.js gives html")).intValue(), String.valueOf(part.get("full")).length(), partText.length());
        for (int i = 0; i <= maxRepairs && passed == null; i++) {
          Recipe recipe;
          try {
            recipe = ModelRecipes.ask(gateway, ledger, redactor, schema, partText, attempts.lastRecipe, attempts.lastFailures);
          } catch (IllegalArgumentException e) {
            attempts.failed(null, List.of("the model's reply: " + e.getMessage()), "model");
            continue;
          } catch (ModelException e) {
            attempts.note("model: no usable reply (" + e.getMessage() + ")");
            break;
          } catch (AutopilotException e) {
            attempts.note("model: " + e.code() + " " + e.getMessage());
            break;
          }
          passed = attempts.run(recipe, ExtractionResult.Source.MODEL);
        }
      }
      List<ExportFile> files = saveDownloads(downloads);
      if (passed != null) {
        if (passed.source != ExtractionResult.Source.CACHE) {
          cache.put(key, passed.recipe);
        }
        return new ExtractionResult(true, passed.judged.records(), passed.recipe, passed.source, passed.judged.report(), attempts.lines, passed.outcome.pagesRead(),
            passed.outcome.stop(), files, guard.refused(), ledger.usage(), promptSize);
      }
      Attempt best = attempts.best;
      if (best == null) {
        return new ExtractionResult(false, List.of(), null, ExtractionResult.Source.NONE, new QualityReport(false, 0, attempts.lastFailures.isEmpty() ? List.of("no recipe could be written") : attempts.lastFailures),
            attempts.lines, 0, "no recipe", files, guard.refused(), ledger.usage(), promptSize);
      }
      return new ExtractionResult(false, best.judged.records(), best.recipe, best.source, best.judged.report(), attempts.lines, best.outcome.pagesRead(), best.outcome.stop(), files,
          guard.refused(), ledger.usage(), promptSize);
    }
  }

  /** One recipe's run and verdict. */
  private record Attempt(Recipe recipe, ExtractionResult.Source source, RecipeRun.Outcome outcome, QualityGate.Judged judged) {}

  /** The attempts of one extraction: each run starts from the page the extraction started on. */
  private final class Attempts {
    final PlaywrightBrowserSession session;
    final Schema schema;
    final Bounds b;
    final boolean followLinks;
    final long deadline;
    final String startUrl;
    final List<String> lines = new ArrayList<>();
    @Nullable Attempt best;
    @Nullable Recipe lastRecipe;
    List<String> lastFailures = List.of();
    boolean moved;

    Attempts(PlaywrightBrowserSession session, Schema schema, Bounds b, boolean followLinks, long deadline) {
      this.session = session;
      this.schema = schema;
      this.b = b;
      this.followLinks = followLinks;
      this.deadline = deadline;
      this.startUrl = session.url();
    }

    /** Runs a recipe from the start page; the attempt when it passed, else null. */
    @Nullable Attempt run(Recipe recipe, ExtractionResult.Source source) {
      restart();
      RecipeRun.Outcome outcome = new RecipeRun(session, snapshots, b, nanoTime, deadline).run(recipe, followLinks);
      moved = outcome.pagesRead() > 1 || !session.url().equals(startUrl);
      QualityGate.Judged judged = gate.judge(schema, outcome.rows(), outcome.pages());
      Attempt a = new Attempt(recipe, source, outcome, judged);
      if (outcome.error() == null && judged.report().passed()) {
        lines.add(label(source) + ": passed, " + judged.records().size() + " records on " + outcome.pagesRead() + " page(s); " + outcome.stop());
        return a;
      }
      List<String> failures = new ArrayList<>();
      if (outcome.error() != null) {
        failures.add(outcome.error());
      }
      failures.addAll(judged.report().failures());
      failed(recipe, failures, label(source));
      if (best == null || judged.records().size() > best.judged.records().size()) {
        best = a;
      }
      return null;
    }

    void failed(@Nullable Recipe recipe, List<String> failures, String who) {
      lines.add(who + ": failed: " + String.join("; ", failures));
      lastRecipe = recipe != null ? recipe : lastRecipe;
      lastFailures = List.copyOf(failures);
    }

    void note(String line) {
      lines.add(line);
    }

    /** Back to the start page when a run paged away from it. */
    void restart() {
      if (moved) {
        session.navigate(startUrl);
        moved = false;
      }
    }

    private String label(ExtractionResult.Source source) {
      return source.name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /**
   * The rules' recipe. A page that shows no table, grid, list or detail yet may still be rendering
   * (a framework, a fetch after load): its next change is waited for, within {@link
   * Bounds#settle()}, and the page read again.
   */
  private Optional<Recipe> rulesRecipe(Page page, Schema schema, Bounds b) {
    long until = nanoTime.getAsLong() + b.settle().toNanos();
    while (true) {
      page.evaluate(PageScripts.WATCH_CHANGES);
      JsonNode outline = JSON.valueToTree(page.evaluate(PageScripts.OUTLINE));
      Optional<Recipe> rules = RuleRecipes.write(outline, schema);
      boolean structures = outline.path("tables").size() + outline.path("grids").size() + outline.path("lists").size() + outline.path("details").size() > 0;
      long left = (until - nanoTime.getAsLong()) / 1_000_000;
      if (rules.isPresent() || structures || left <= 0) {
        return rules;
      }
      try {
        page.waitForFunction(PageScripts.CHANGED, null, new Page.WaitForFunctionOptions().setTimeout(left).setPollingInterval(50));
      } catch (PlaywrightException e) {
        return rules;
      }
    }
  }

  /** Whether scrolling to the end brings more rows (infinite scroll), waiting at most a moment. */
  private static boolean scrollLoadsMore(Page page, String rows) {
    Object scrollable = page.evaluate("() => document.documentElement.scrollHeight > window.innerHeight + 50");
    if (!Boolean.TRUE.equals(scrollable)) {
      return false;
    }
    Object count = page.evaluate("(s) => { try { return document.querySelectorAll(s).length; } catch (e) { return -1; } }", rows);
    int n = count instanceof Number c ? c.intValue() : -1;
    if (n < 0) {
      return false;
    }
    page.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight)");
    try {
      page.waitForFunction(PageScripts.ROWS_CHANGED, Map.of("rows", rows, "sig", "", "count", n),
          new Page.WaitForFunctionOptions().setTimeout(SCROLL_PROBE_MILLIS).setPollingInterval(50));
      return true;
    } catch (PlaywrightException e) {
      return false;
    } finally {
      page.evaluate("() => window.scrollTo(0, 0)");
    }
  }

  private static List<String> words(Schema schema) {
    List<String> out = new ArrayList<>();
    for (Field f : schema.fields()) {
      for (String w : f.words()) {
        out.add(w.replace('_', ' '));
      }
    }
    return out;
  }

  private List<ExportFile> saveDownloads(List<Download> downloads) {
    List<ExportFile> out = new ArrayList<>();
    List<Download> taken = List.copyOf(downloads);
    downloads.clear();
    for (Download d : taken) {
      if (exports == null) {
        d.cancel();
        continue;
      }
      out.add(save(d, exports));
    }
    return out;
  }

  private static ExportFile save(Download d, Path folder) {
    String failure = d.failure();
    if (failure != null) {
      throw new AutopilotException(ErrorCode.BROWSER_EXPORT_FAILED, "the download from " + d.url() + " failed: " + failure);
    }
    try {
      Files.createDirectories(folder);
      String name = d.suggestedFilename().replaceAll("[^A-Za-z0-9._-]", "_");
      if (name.isBlank() || name.startsWith(".")) {
        name = "download" + name;
      }
      Path target = folder.resolve(name);
      for (int i = 2; Files.exists(target); i++) {
        int dot = name.lastIndexOf('.');
        target = folder.resolve(dot > 0 ? name.substring(0, dot) + "-" + i + name.substring(dot) : name + "-" + i);
      }
      d.saveAs(target);
      return new ExportFile(target, d.suggestedFilename(), d.url(), Files.size(target));
    } catch (IOException | PlaywrightException e) {
      throw new AutopilotException(ErrorCode.BROWSER_EXPORT_FAILED, "the download from " + d.url() + " could not be saved in " + folder + ": " + e.getMessage(), e);
    }
  }

  private Robots fetchRobots(String origin, String agent) {
    HttpRequest request = HttpRequest.newBuilder(URI.create(origin + "/robots.txt")).timeout(Duration.ofSeconds(10)).header("User-Agent", agent).GET().build();
    try {
      HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
      int s = response.statusCode();
      if (s >= 200 && s < 300) {
        return Robots.parse(response.body(), agent);
      }
      return s >= 400 && s < 500 ? Robots.allowAll() : Robots.disallowAll();
    } catch (IOException e) {
      return Robots.disallowAll();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Robots.disallowAll();
    }
  }

  private static String origin(URI u) {
    return u.getScheme() + "://" + u.getRawAuthority();
  }

  private static String withoutFragment(String url) {
    int hash = url.indexOf('#');
    return hash < 0 ? url : url.substring(0, hash);
  }

  private static String firstLine(@Nullable String s) {
    if (s == null) {
      return "";
    }
    int nl = s.indexOf('\n');
    return nl < 0 ? s : s.substring(0, nl);
  }

  /** Builds an {@link Extractor}. Not thread-safe. */
  public static final class Builder {
    private RecipeCache cache = RecipeCache.inMemory();
    private SnapshotProvider snapshots = PlaywrightSnapshotProvider.create();
    private @Nullable ModelGateway gateway;
    private ModelBudget budget = ModelBudget.defaults();
    private int maxRepairs = 2;
    private QualityGate gate = QualityGate.defaults();
    private Bounds bounds = Bounds.defaults();
    private Redactor redactor = Redactor.standard();
    private @Nullable Path exports;
    private LongSupplier nanoTime = System::nanoTime;

    private Builder() {}

    /**
     * Where passing recipes are kept; default in memory.
     *
     * @param cache the cache every extraction and crawl of the built extractor reads and writes;
     *     thread-safe when the extractor is shared
     * @return this builder
     */
    public Builder cache(RecipeCache cache) {
      this.cache = requireNonNull(cache, "cache");
      return this;
    }

    /**
     * The snapshot provider whose snapshot judges paging controls; default Playwright's.
     *
     * @param snapshots a provider for Playwright sessions; a control it counts among a form's
     *     submit controls is never clicked
     * @return this builder
     */
    public Builder snapshots(SnapshotProvider snapshots) {
      this.snapshots = requireNonNull(snapshots, "snapshots");
      return this;
    }

    /**
     * A model to write recipes the rules cannot; default none (rules and cache only).
     *
     * @param gateway the model; it sees the redacted part of the page the schema needs, never the
     *     whole page
     * @return this builder
     */
    public Builder model(ModelGateway gateway) {
      this.gateway = requireNonNull(gateway, "gateway");
      return this;
    }

    /**
     * The model calls and tokens one extraction (or crawl) may spend; default {@link
     * ModelBudget#defaults()}.
     *
     * @param budget the caps; when they are reached the model is not asked again and the result
     *     says so
     * @return this builder
     */
    public Builder budget(ModelBudget budget) {
      this.budget = requireNonNull(budget, "budget");
      return this;
    }

    /**
     * How many times a model may repair a failing recipe after its first one; default 2.
     *
     * @param n 0 or more; 0 asks the model for one recipe only
     * @return this builder
     * @throws IllegalArgumentException when {@code n} is negative
     */
    public Builder maxRepairs(int n) {
      if (n < 0) {
        throw new IllegalArgumentException("maxRepairs must be >= 0, was " + n);
      }
      this.maxRepairs = n;
      return this;
    }

    /**
     * The quality gate; default {@link QualityGate#defaults()}.
     *
     * @param gate what a recipe's records must meet to pass and be cached
     * @return this builder
     */
    public Builder gate(QualityGate gate) {
      this.gate = requireNonNull(gate, "gate");
      return this;
    }

    /**
     * The bounds of one extraction; default {@link Bounds#defaults()}.
     *
     * @param bounds the pages, rows, time and settle wait of each extraction, also of each page
     *     of a crawl
     * @return this builder
     */
    public Builder bounds(Bounds bounds) {
      this.bounds = requireNonNull(bounds, "bounds");
      return this;
    }

    /**
     * What redacts page text before it goes to a model; default {@link Redactor#standard()}.
     *
     * @param redactor applied to the page part sent to the model; records and exports are not
     *     redacted by it
     * @return this builder
     */
    public Builder redactor(Redactor redactor) {
      this.redactor = requireNonNull(redactor, "redactor");
      return this;
    }

    /**
     * The folder where files a page downloads during an extraction are saved; default none (they
     * are cancelled).
     *
     * @param folder created when missing; files are saved under their suggested names, made
     *     unique, and listed in the result's exports
     * @return this builder
     */
    public Builder exports(Path folder) {
      this.exports = requireNonNull(folder, "folder");
      return this;
    }

    /**
     * The clock of the time bounds (tests); default {@link System#nanoTime()}.
     *
     * @param nanoTime a monotonic time in nanoseconds, as {@link System#nanoTime()} gives it
     * @return this builder
     */
    public Builder nanoTime(LongSupplier nanoTime) {
      this.nanoTime = requireNonNull(nanoTime, "nanoTime");
      return this;
    }

    /**
     * The extractor.
     *
     * @return a new immutable extractor with these settings; the builder may be reused
     */
    public Extractor build() {
      return new Extractor(this);
    }
  }
}
