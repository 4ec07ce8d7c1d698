package dev.autopilot.examples.blind;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.microsoft.playwright.options.AriaRole;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;

/**
 * What every check that a corpus's pages work for a person shares, independently of the
 * library: the corpus's site and one headless Chromium for the class (raw Playwright, no
 * Autopilot code in the way), a fresh browser context per page, and the steps the person-style
 * fill scripts are written with. A subclass names its corpus folder and holds its per-page fill
 * scripts ({@link #fillers()}); the checks of the domains corpora are in {@link
 * DomainCorpusPagesCheck}.
 *
 * <p>One instance serves the whole class ({@code PER_CLASS}), so that the site and the browser it
 * starts before the first test belong to the subclass's own corpus. Not thread-safe: the class's
 * tests run one at a time.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class CorpusPagesCheck {
  private final String corpus;
  private BlindCorpusSite site;
  private Playwright playwright;
  private Browser browser;

  /**
   * @param corpus the corpus folder under {@link BlindCorpusSite#ROOT}, such as {@link
   *     BlindCorpusSite#DOMAINS2}
   */
  CorpusPagesCheck(String corpus) {
    this.corpus = corpus;
  }

  /**
   * The fill script of each page, by page name: what a person does on it, from the first field to
   * the page's confirmation.
   *
   * @return the scripts; a page without one is the subclass's to judge
   */
  abstract Map<String, Consumer<Page>> fillers();

  @BeforeAll
  final void startSiteAndBrowser() {
    site = BlindCorpusSite.start(corpus);
    playwright = Playwright.create(new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
    BrowserType.LaunchOptions options = new BrowserType.LaunchOptions().setHeadless(true)
        .setArgs(List.of("--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"));
    Path chromium = Path.of("/usr/bin/chromium");
    if (Files.isExecutable(chromium)) {
      options.setExecutablePath(chromium);
    }
    browser = playwright.chromium().launch(options);
  }

  @AfterAll
  final void stopSiteAndBrowser() {
    if (browser != null) {
      browser.close();
    }
    if (playwright != null) {
      playwright.close();
    }
    if (site != null) {
      site.close();
    }
  }

  /** The corpus's pages, in the order of its {@code pages/index.txt}: the parameters of a page test. */
  final Stream<String> pages() {
    return site.pages().stream();
  }

  /** The corpus folder, such as {@link BlindCorpusSite#DOMAINS2}. */
  final String corpus() {
    return corpus;
  }

  /** The corpus's site, started before the class's first test. */
  final BlindCorpusSite site() {
    return site;
  }

  /**
   * Opens a page of the corpus in a fresh browser context and runs a fill script on it; the
   * context is closed when the script returns or throws.
   *
   * @param name the page
   * @param steps what a person does on the page
   */
  final void fillAsAPerson(String name, Consumer<Page> steps) {
    try (BrowserContext context = browser.newContext()) {
      Page page = context.newPage();
      page.setDefaultTimeout(30_000); // a loose bound: the suite runs test classes side by side on two cores
      page.navigate(site.pageUri(name).toString());
      steps.accept(page);
    }
  }

  /** Presses the button of this accessible name, waiting until it is there and enabled. */
  static void press(Page p, String button) {
    p.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName(button)).click();
  }

  /** Waits until this text shows on the page. */
  static void seen(Page p, String text) {
    p.getByText(text).first().waitFor();
  }

  /** The group (a fieldset, by its legend) of this accessible name. */
  static Locator group(Page p, String legend) {
    // a fieldset (group) or a radiogroup, by its accessible name
    return p.getByRole(AriaRole.GROUP, new Page.GetByRoleOptions().setName(legend))
        .or(p.getByRole(AriaRole.RADIOGROUP, new Page.GetByRoleOptions().setName(legend)));
  }

  /** A label looked up in the page by its whole text, not by a part of it. */
  static Page.GetByLabelOptions exact() {
    return new Page.GetByLabelOptions().setExact(true);
  }

  /** A label looked up inside a locator (a {@link #group}) by its whole text. */
  static Locator.GetByLabelOptions exactIn() {
    return new Locator.GetByLabelOptions().setExact(true);
  }
}
