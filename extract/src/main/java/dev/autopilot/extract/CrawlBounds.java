package dev.autopilot.extract;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * How far a crawl may go. It visits the start page's host and the {@link #allowedHosts} only;
 * links deeper than {@link #maxDepth} clicks from the start are not followed; it stops after
 * {@link #maxPages} pages or {@link #timeout}; robots.txt is honoured unless turned off for a site
 * the host owns. Immutable.
 *
 * @param maxDepth link hops from the start page, 0 for the start page only
 * @param maxPages pages opened, at least 1
 * @param timeout wall time of the whole crawl
 * @param allowedHosts hosts besides the start's that may be visited
 * @param follow links followed must match this (a regular expression found in the URL), or null for all
 * @param extractOn pages whose URL matches it (found in the URL) are extracted from, or null for all
 * @param robots whether robots.txt is read and honoured
 * @param userAgent the product token robots.txt groups are matched against
 */
public record CrawlBounds(int maxDepth, int maxPages, Duration timeout, List<String> allowedHosts, @Nullable Pattern follow, @Nullable Pattern extractOn,
    boolean robots, String userAgent) {
  /**
   * Checks the bounds and copies the hosts. Hosts are checked when a crawl starts ({@link
   * dev.autopilot.core.HostBoundary#allowHost}).
   *
   * @param maxDepth 0 or more
   * @param maxPages at least 1
   * @param timeout positive, not null
   * @param allowedHosts bare host names; copied, may be empty
   * @param follow null to follow every link within the hosts
   * @param extractOn null to extract on every page opened
   * @param robots false only for a site the host owns
   * @param userAgent not null; also sent as the {@code User-Agent} of the robots.txt request
   * @throws NullPointerException when {@code timeout}, {@code allowedHosts}, a host or {@code
   *     userAgent} is null
   * @throws IllegalArgumentException when a number is out of its range or the timeout is not
   *     positive
   */
  public CrawlBounds {
    requireNonNull(timeout, "timeout");
    allowedHosts = List.copyOf(allowedHosts);
    requireNonNull(userAgent, "userAgent");
    if (maxDepth < 0 || maxPages < 1) {
      throw new IllegalArgumentException("maxDepth is at least 0 and maxPages at least 1: " + maxDepth + ", " + maxPages);
    }
    if (timeout.isNegative() || timeout.isZero()) {
      throw new IllegalArgumentException("the crawl's timeout must be positive, not " + timeout + "; give the whole crawl's time budget, such as Duration.ofMinutes(5)");
    }
  }

  /**
   * Depth 2, 50 pages, five minutes, the start's host only, every link, robots.txt honoured.
   *
   * @return the default bounds, with the user agent {@code AutopilotExtract}
   */
  public static CrawlBounds defaults() {
    return new CrawlBounds(2, 50, Duration.ofMinutes(5), List.of(), null, null, true, "AutopilotExtract");
  }

  /**
   * These bounds with another depth.
   *
   * @param depth link hops from the start page, 0 or more
   * @return new bounds; these are unchanged
   * @throws IllegalArgumentException when {@code depth} is negative
   */
  public CrawlBounds withMaxDepth(int depth) {
    return new CrawlBounds(depth, maxPages, timeout, allowedHosts, follow, extractOn, robots, userAgent);
  }

  /**
   * These bounds with another page limit.
   *
   * @param pages the most pages opened, at least 1; pages robots.txt disallows are not counted
   * @return new bounds; these are unchanged
   * @throws IllegalArgumentException when {@code pages} is below 1
   */
  public CrawlBounds withMaxPages(int pages) {
    return new CrawlBounds(maxDepth, pages, timeout, allowedHosts, follow, extractOn, robots, userAgent);
  }

  /**
   * These bounds with another time limit.
   *
   * @param t the wall time of the whole crawl; checked before each page, so the page under way
   *     finishes (within its own extraction bounds); positive
   * @return new bounds; these are unchanged
   * @throws IllegalArgumentException when {@code t} is zero or negative
   */
  public CrawlBounds withTimeout(Duration t) {
    return new CrawlBounds(maxDepth, maxPages, t, allowedHosts, follow, extractOn, robots, userAgent);
  }

  /**
   * These bounds following only links whose URL holds a match of this expression.
   *
   * @param regex a Java regular expression, case-sensitive, found anywhere in the absolute URL
   * @return new bounds; these are unchanged
   * @throws java.util.regex.PatternSyntaxException when the expression is invalid
   */
  public CrawlBounds following(String regex) {
    return new CrawlBounds(maxDepth, maxPages, timeout, allowedHosts, Pattern.compile(regex), extractOn, robots, userAgent);
  }

  /**
   * These bounds extracting only on pages whose URL holds a match of this expression; the others
   * are opened for their links only.
   *
   * @param regex a Java regular expression, case-sensitive, found anywhere in the page's URL
   * @return new bounds; these are unchanged
   * @throws java.util.regex.PatternSyntaxException when the expression is invalid
   */
  public CrawlBounds extractingOn(String regex) {
    return new CrawlBounds(maxDepth, maxPages, timeout, allowedHosts, follow, Pattern.compile(regex), robots, userAgent);
  }

  /**
   * These bounds with more hosts allowed.
   *
   * @param hosts bare host names such as {@code docs.example.com}, added to those already allowed
   * @return new bounds; these are unchanged
   */
  public CrawlBounds allowingHosts(String... hosts) {
    List<String> all = new java.util.ArrayList<>(allowedHosts);
    all.addAll(List.of(hosts));
    return new CrawlBounds(maxDepth, maxPages, timeout, all, follow, extractOn, robots, userAgent);
  }

  /**
   * These bounds with robots.txt honoured or not (only for a site the host owns).
   *
   * @param honour false to skip reading robots.txt; true to read it once per origin and skip
   *     the pages it disallows (an unreachable robots.txt disallows the whole origin)
   * @return new bounds; these are unchanged
   */
  public CrawlBounds withRobots(boolean honour) {
    return new CrawlBounds(maxDepth, maxPages, timeout, allowedHosts, follow, extractOn, honour, userAgent);
  }
}
