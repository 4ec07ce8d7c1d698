package dev.autopilot.core;

import static java.util.Objects.requireNonNull;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Where a run may go: the start URL's host plus the hosts the host application allows, over
 * {@code http} or {@code https} only, with no user name or password in any URL. A run checks its
 * start URL with {@link #checkStartUrl}; a browser session stops every redirect, navigation or
 * form submission to a URL {@link #allows} refuses before anything is sent there.
 *
 * <pre>{@code
 * HostBoundary boundary = HostBoundary.forStart(task.startUrl()).allowHost("boards.example-ats.com");
 * }</pre>
 *
 * <p>Hosts compare case-insensitively and exactly: {@code example.com} does not allow
 * {@code www.example.com} (allow it too) nor {@code example.com.evil.test}. Ports are not
 * compared. {@code about:blank} (an empty page) is always allowed; {@code file:}, {@code data:},
 * {@code javascript:} and every other scheme are refused unless {@link #allowingAnyScheme()} was
 * asked for (tests with local files only).
 *
 * <p>Immutable and thread-safe; methods never return null.
 */
public final class HostBoundary {
  private static final Set<String> WEB_SCHEMES = Set.of("http", "https");

  private final Set<String> hosts;
  private final boolean anyScheme;

  private HostBoundary(Set<String> hosts, boolean anyScheme) {
    this.hosts = Set.copyOf(hosts);
    this.anyScheme = anyScheme;
  }

  /**
   * The boundary of a run that starts at this URL: its host only.
   *
   * @param startUrl the run's start URL, checked as {@link #checkStartUrl} checks it (with no
   *     scheme but {@code http} or {@code https})
   * @return a boundary that allows the start URL's host, lower case
   * @throws AutopilotException with {@link ErrorCode#URL_NOT_ALLOWED} when the start URL is not
   *     {@code http}/{@code https} or carries credentials
   */
  public static HostBoundary forStart(URI startUrl) {
    checkStartUrl(startUrl, false);
    return new HostBoundary(Set.of(normalizeHost(requireNonNull(startUrl.getHost(), "host"))), false);
  }

  /**
   * Checks a run's start URL: {@code http} or {@code https} with a host, no user name or
   * password.
   *
   * @param url the start URL to check
   * @param allowAnyScheme true only in tests that open local {@code file:} or {@code data:} pages
   * @return the URL
   * @throws AutopilotException with {@link ErrorCode#URL_NOT_ALLOWED} saying why and what to do
   */
  public static URI checkStartUrl(URI url, boolean allowAnyScheme) {
    requireNonNull(url, "url");
    String scheme = url.getScheme() == null ? "" : url.getScheme().toLowerCase(Locale.ROOT);
    if (!WEB_SCHEMES.contains(scheme)) {
      if (allowAnyScheme) {
        return url;
      }
      throw new AutopilotException(ErrorCode.URL_NOT_ALLOWED, "the start URL's scheme is \"" + (scheme.isEmpty() ? "(none)" : scheme)
          + ":\"; a run starts only on an http or https page (give the form's web address, such as https://jobs.example.com/apply)");
    }
    if (url.getRawUserInfo() != null) {
      throw new AutopilotException(ErrorCode.URL_NOT_ALLOWED, "the start URL carries a user name or password (" + scheme + "://[userinfo]@" + url.getHost()
          + "); remove them from the URL: a run never sends credentials it was not given as a secret");
    }
    if (url.getHost() == null || url.getHost().isBlank()) {
      throw new AutopilotException(ErrorCode.URL_NOT_ALLOWED, "the start URL has no host; give an absolute http or https URL");
    }
    return url;
  }

  /**
   * A copy that also allows this host; this boundary is unchanged.
   *
   * @param host a bare host name such as {@code boards.example-ats.com}, compared case-insensitively,
   *     a trailing dot ignored; no scheme, port or path ({@code [..]} IPv6 literals are accepted)
   * @return the wider boundary
   * @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} when {@code host} is blank or
   *     carries a scheme, port or path
   */
  public HostBoundary allowHost(String host) {
    requireNonNull(host, "host");
    if (host.isBlank() || host.contains("/") || host.contains(":") && !host.startsWith("[")) {
      throw new AutopilotException(ErrorCode.CONFIG_INVALID, "an allowed host is a bare host name such as jobs.example.com, without scheme, port or path");
    }
    Set<String> more = new LinkedHashSet<>(hosts);
    more.add(normalizeHost(host));
    return new HostBoundary(more, anyScheme);
  }

  /**
   * A copy that also allows these hosts, each checked as {@link #allowHost} checks it.
   *
   * @param more bare host names; empty gives this boundary back
   * @return the wider boundary
   * @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} at the first host that is not
   *     a bare host name
   */
  public HostBoundary allowHosts(Collection<String> more) {
    HostBoundary b = this;
    for (String host : requireNonNull(more, "more")) {
      b = b.allowHost(host);
    }
    return b;
  }

  /**
   * {@return a copy that lets pages of any scheme through ({@code file:}, {@code data:}): for tests
   * only; web URLs are still held to the hosts}
   */
  public HostBoundary allowingAnyScheme() {
    return new HostBoundary(hosts, true);
  }

  /** {@return the allowed hosts, lower case, unmodifiable; never empty for a run's boundary} */
  public Set<String> hosts() {
    return hosts;
  }

  /**
   * Whether a page may be opened or a form sent to this URL.
   *
   * @param url the URL as the browser would request it
   * @return true when {@link #refusal} finds nothing against it
   */
  public boolean allows(String url) {
    return refusal(url) == null;
  }

  /**
   * Why a URL is outside the boundary, in words that name its host but none of its path or
   * query, or null when it is inside.
   *
   * @param url the URL as the browser would request it; one that cannot be parsed is refused
   * @return the reason, safe to log and show, or null when the URL is allowed
   */
  public @Nullable String refusal(String url) {
    requireNonNull(url, "url");
    if (url.equals("about:blank") || url.startsWith("about:blank#") || url.equals("about:srcdoc")) {
      return null;
    }
    URI uri;
    try {
      uri = new URI(url);
    } catch (URISyntaxException e) {
      return "the URL cannot be parsed";
    }
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    if (!WEB_SCHEMES.contains(scheme)) {
      return anyScheme ? null : "the scheme \"" + scheme + ":\" is not http or https";
    }
    if (uri.getRawUserInfo() != null) {
      return "the URL to " + uri.getHost() + " carries a user name or password";
    }
    String host = uri.getHost();
    if (host == null) {
      return "the URL has no host";
    }
    if (!hosts.contains(normalizeHost(host))) {
      return "the host " + host + " is not one the run may visit (allowed: " + String.join(", ", sorted()) + ")";
    }
    return null;
  }

  private List<String> sorted() {
    List<String> list = new ArrayList<>(hosts);
    list.sort(null);
    return list;
  }

  private static String normalizeHost(String host) {
    String h = host.toLowerCase(Locale.ROOT);
    return h.endsWith(".") ? h.substring(0, h.length() - 1) : h;
  }

  @Override
  public String toString() {
    return "HostBoundary" + sorted() + (anyScheme ? " (any scheme)" : "");
  }
}
