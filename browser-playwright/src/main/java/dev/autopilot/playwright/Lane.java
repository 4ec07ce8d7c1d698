package dev.autopilot.playwright;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import java.net.URI;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A serial lane of a {@link PlaywrightBrowserPool}: runs submitted on the same lane run one at a
 * time, in the order submitted; runs on different lanes run side by side. Two runs on one site (or
 * on one person's session) never interleave their actions, whatever the pool's size.
 *
 * <p>Immutable and thread-safe; two lanes are the same lane when their keys are equal.
 *
 * @param key what names the lane; not blank
 */
public record Lane(String key) {
  private static final AtomicLong INDEPENDENT = new AtomicLong();

  /**
   * Checks the key.
   *
   * @param key what names the lane; lanes with equal keys run their runs one at a time
   * @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} when the key is blank
   */
  public Lane {
    requireNonNull(key, "key");
    if (key.isBlank()) {
      throw new AutopilotException(ErrorCode.CONFIG_INVALID, "a lane key must not be blank");
    }
  }

  /**
   * The lane of a site: one run at a time per host and port of this URL, whatever its path.
   *
   * @param url a URL of the site; its host is compared without case
   * @return the lane keyed by the host and, when the URL names one, the port
   * @throws AutopilotException with {@link ErrorCode#URL_NOT_ALLOWED} when the URL has no host
   */
  public static Lane site(URI url) {
    requireNonNull(url, "url");
    String host = url.getHost();
    if (host == null || host.isBlank()) {
      throw new AutopilotException(ErrorCode.URL_NOT_ALLOWED, "a site lane needs a URL with a host, got " + url);
    }
    return new Lane("site:" + host.toLowerCase(Locale.ROOT) + (url.getPort() < 0 ? "" : ":" + url.getPort()));
  }

  /**
   * The lane of one session or workspace of the host's own naming (a person, an account).
   *
   * @param id the host's name for the session; equal ids share a lane
   * @return the lane
   */
  public static Lane session(String id) {
    return new Lane("session:" + requireNonNull(id, "id"));
  }

  /** {@return a new lane of its own, equal to no other: the run waits for no other run} */
  public static Lane independent() {
    return new Lane("run:" + INDEPENDENT.incrementAndGet());
  }
}
