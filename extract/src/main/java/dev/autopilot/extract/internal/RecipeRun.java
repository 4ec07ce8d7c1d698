package dev.autopilot.extract.internal;

import static java.util.Objects.requireNonNull;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.SnapshotProvider;
import dev.autopilot.extract.Bounds;
import dev.autopilot.extract.Locator;
import dev.autopilot.extract.Pagination;
import dev.autopilot.extract.Recipe;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.LongSupplier;
import org.jspecify.annotations.Nullable;

/**
 * Runs a recipe read-only on a session's page: reads the rows, then pages as the recipe says
 * until the pagination ends or a bound is reached. Before a paging control is clicked, the
 * session's snapshot tells whether it is one of a form's submit controls ({@link SubmitCheck},
 * the project's one judgement of a submit): such a control is never clicked.
 * Waits for new rows are event-based (a polled page condition), bounded by {@link Bounds#settle()}.
 * One run per call; used on the thread that owns the session.
 */
public final class RecipeRun {
  /**
   * What a run read.
   *
   * @param rows per record, the text per field name
   * @param pages per record, the page URL it was read on
   * @param pagesRead pages read
   * @param stop why reading stopped
   * @param error a recipe fault (a selector that is not CSS), or null
   */
  public record Outcome(List<Map<String, String>> rows, List<String> pages, int pagesRead, String stop, @Nullable String error) {}

  private final PlaywrightBrowserSession session;
  private final Page page;
  private final SnapshotProvider snapshots;
  private final Bounds bounds;
  private final LongSupplier nanoTime;
  private final long deadline;
  /** Per control selector, whether the snapshot called it a submit: judged once per run. */
  private final Map<String, Boolean> submits = new HashMap<>();

  /**
   * A run on this session; nothing happens until {@link #run}.
   *
   * @param session the session whose current page is read, on its owning thread
   * @param snapshots judges, once per control selector, whether a paging control submits a form
   * @param bounds the pages, records and settle wait of the run
   * @param nanoTime the clock {@code deadline} is on
   * @param deadline the {@code nanoTime} value past which no further page is read
   */
  public RecipeRun(PlaywrightBrowserSession session, SnapshotProvider snapshots, Bounds bounds, LongSupplier nanoTime, long deadline) {
    this.session = session;
    this.page = session.unwrap(Page.class);
    this.snapshots = snapshots;
    this.bounds = bounds;
    this.nanoTime = nanoTime;
    this.deadline = deadline;
  }

  /**
   * Runs the recipe from the current page.
   *
   * @param recipe the recipe to run
   * @param followLinks whether a {@link Pagination.NextLink} is followed (a crawl follows links itself)
   * @return the raw rows with their pages, how many pages were read, why reading stopped, and
   *     the error that ended it early, if any
   */
  public Outcome run(Recipe recipe, boolean followLinks) {
    List<Map<String, Object>> fieldArgs = new ArrayList<>();
    List<String> names = new ArrayList<>(recipe.fields().keySet());
    for (Map.Entry<String, Locator> e : recipe.fields().entrySet()) {
      Map<String, Object> f = new LinkedHashMap<>();
      f.put("name", e.getKey());
      f.put("css", e.getValue().css());
      f.put("attribute", e.getValue().attribute());
      f.put("label", e.getValue().label());
      fieldArgs.add(f);
    }
    List<Map<String, String>> rows = new ArrayList<>();
    List<String> pages = new ArrayList<>();
    Set<String> seenSigs = new HashSet<>();
    Set<String> seenUrls = new HashSet<>();
    Pagination p = recipe.pagination();
    boolean accumulates = p instanceof Pagination.LoadMore || p instanceof Pagination.Scroll;
    int pagesRead = 0;
    int readSoFar = 0;
    // a page that renders its rows after it loaded (a fetch, a framework): wait for the first row
    waitForRows(recipe.rows(), null, 0);
    while (true) {
      Map<String, Object> arg = new HashMap<>();
      arg.put("rows", recipe.rows());
      arg.put("fields", fieldArgs);
      arg.put("from", accumulates ? readSoFar : 0);
      Object raw = evaluate(PageScripts.READ_ROWS, arg);
      if (!(raw instanceof Map<?, ?> read)) {
        return new Outcome(rows, pages, pagesRead, "the page could not be read", "the row script returned nothing");
      }
      if (read.get("error") != null) {
        return new Outcome(rows, pages, pagesRead, "the recipe is not valid", String.valueOf(read.get("error")));
      }
      pagesRead++;
      seenUrls.add(page.url());
      String sig = String.valueOf(read.get("sig"));
      seenSigs.add(sig);
      int count = ((Number) requireNonNull(read.get("count"), "read-rows.js gives count")).intValue();
      for (Object r : (List<?>) requireNonNull(read.get("rows"), "read-rows.js gives rows")) {
        if (rows.size() >= bounds.maxRecords()) {
          break;
        }
        List<?> values = (List<?>) r;
        Map<String, String> record = new LinkedHashMap<>();
        for (int i = 0; i < names.size(); i++) {
          Object v = values.get(i);
          record.put(names.get(i), v == null ? "" : v.toString());
        }
        rows.add(record);
        pages.add(page.url());
      }
      readSoFar = count;
      if (rows.size() >= bounds.maxRecords()) {
        return new Outcome(rows, pages, pagesRead, "the record bound (" + bounds.maxRecords() + ") was reached", null);
      }
      if (pagesRead >= bounds.maxPages() && !(p instanceof Pagination.None)) {
        return new Outcome(rows, pages, pagesRead, "the page bound (" + bounds.maxPages() + ") was reached", null);
      }
      if (nanoTime.getAsLong() > deadline) {
        return new Outcome(rows, pages, pagesRead, "the time bound (" + bounds.timeout().toSeconds() + " s) was reached", null);
      }
      String next = step(p, recipe.rows(), sig, count, followLinks, seenUrls);
      if (next != null) {
        return new Outcome(rows, pages, pagesRead, next, null);
      }
      if (!accumulates) {
        // a page seen before means the pager went round: stop rather than read it twice
        Object now = evaluate(PageScripts.READ_ROWS, Map.of("rows", recipe.rows(), "fields", List.of(), "from", 0));
        if (now instanceof Map<?, ?> m && seenSigs.contains(String.valueOf(m.get("sig"))) && !(p instanceof Pagination.NextLink)) {
          return new Outcome(rows, pages, pagesRead, "the pager showed a page read before", null);
        }
      }
    }
  }

  /** One paging step; null when it reached new rows, else why paging ended. */
  private @Nullable String step(Pagination p, String rowsSelector, String sig, int count, boolean followLinks, Set<String> seenUrls) {
    if (p instanceof Pagination.None) {
      return "one page";
    }
    if (p instanceof Pagination.Scroll) {
      page.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight)");
      return waitForRows(rowsSelector, null, count) ? null : "scrolling to the end brought no more rows";
    }
    String selector = p instanceof Pagination.NextLink n ? n.selector() : p instanceof Pagination.NextButton b ? b.selector() : ((Pagination.LoadMore) p).selector();
    Object raw = evaluate(PageScripts.CONTROL, selector);
    if (!(raw instanceof Map<?, ?> control) || !Boolean.TRUE.equals(control.get("exists"))) {
      return "the paging control is gone: the last page";
    }
    if (Boolean.TRUE.equals(control.get("disabled")) || Boolean.FALSE.equals(control.get("visible"))) {
      return "the paging control is disabled: the last page";
    }
    if (p instanceof Pagination.NextLink) {
      if (!followLinks) {
        return "one page (the crawl follows links itself)";
      }
      String href = String.valueOf(control.get("href"));
      if (href.isEmpty() || seenUrls.contains(href)) {
        return href.isEmpty() ? "the next link has no address" : "the next link leads to a page read before";
      }
      if (!sameHost(href, page.url())) {
        return "the next link leads to another host (" + href + "): not followed";
      }
      session.navigate(href); // a GET; the session's boundary applies
      return null;
    }
    String refused = submitRefusal(selector);
    if (refused != null) {
      return refused;
    }
    try {
      page.locator(selector).first().click(new com.microsoft.playwright.Locator.ClickOptions().setTimeout(bounds.settle().toMillis()));
    } catch (PlaywrightException e) {
      return "the paging control could not be clicked: " + firstLine(e.getMessage());
    }
    boolean appended = p instanceof Pagination.LoadMore;
    return waitForRows(rowsSelector, appended ? null : sig, appended ? count : -1) ? null
        : appended ? "the load-more control brought no more rows" : "the rows did not change after the next control";
  }

  /** Null when the control may be clicked; else why not. */
  private @Nullable String submitRefusal(String selector) {
    Boolean submit = submits.get(selector);
    if (submit == null) {
      submit = SubmitCheck.isSubmit(session, snapshots, selector);
      submits.put(selector, submit);
    }
    return submit ? "the paging control '" + selector + "' submits a form: an extraction never submits" : null;
  }

  private boolean waitForRows(String rows, @Nullable String sig, int count) {
    Map<String, Object> arg = new HashMap<>();
    arg.put("rows", rows);
    arg.put("sig", sig == null ? "" : sig);
    arg.put("count", sig == null ? count : -1);
    try {
      page.waitForFunction(PageScripts.ROWS_CHANGED, arg, new Page.WaitForFunctionOptions().setTimeout(bounds.settle().toMillis()).setPollingInterval(50));
      return true;
    } catch (PlaywrightException e) {
      return false;
    }
  }

  private @Nullable Object evaluate(String script, Object arg) {
    try {
      return page.evaluate(script, arg);
    } catch (PlaywrightException e) {
      throw new AutopilotException(dev.autopilot.core.ErrorCode.BROWSER_NAVIGATION_FAILED, "the page could not be read: " + firstLine(e.getMessage()), e);
    }
  }

  private static boolean sameHost(String a, String b) {
    try {
      String ha = java.net.URI.create(a).getHost();
      return ha != null && ha.equalsIgnoreCase(java.net.URI.create(b).getHost());
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  private static String firstLine(@Nullable String s) {
    if (s == null) {
      return "";
    }
    int nl = s.indexOf('\n');
    return nl < 0 ? s : s.substring(0, nl);
  }
}
