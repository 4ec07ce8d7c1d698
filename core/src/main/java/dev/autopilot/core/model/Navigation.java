package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import org.jspecify.annotations.Nullable;

/**
 * What a submit did to the page: where it was, where it went, and what the server answered.
 *
 * @param urlBefore the URL before the action
 * @param urlAfter the URL once the page settled
 * @param responseStatus the HTTP status of the main response the action caused (the form post
 *     or the request a script made), or null when none was seen
 * @param responseUrl the URL of that response, or null
 * @param effects for a submit, everything the gesture was seen to cause (requests, dialogs, the
 *     form before and after); null for other actions
 */
public record Navigation(String urlBefore, String urlAfter, @Nullable Integer responseStatus, @Nullable String responseUrl,
    @Nullable SubmitEffects effects) {
  /**
   * Checks the URLs.
   *
   * @param urlBefore the URL before, not null
   * @param urlAfter the URL after, not null (equal to {@code urlBefore} when the page stayed)
   * @param responseStatus the main response's status, or null
   * @param responseUrl the main response's URL, or null
   * @param effects a submit's effects, or null
   * @throws NullPointerException when a URL is null
   */
  public Navigation {
    requireNonNull(urlBefore, "urlBefore");
    requireNonNull(urlAfter, "urlAfter");
  }

  /**
   * A navigation without the effects of a submit gesture.
   *
   * @param urlBefore the URL before the action
   * @param urlAfter the URL once the page settled
   * @param responseStatus the main response's HTTP status, or null when none was seen
   * @param responseUrl that response's URL, or null
   * @throws NullPointerException when a URL is null
   */
  public Navigation(String urlBefore, String urlAfter, @Nullable Integer responseStatus, @Nullable String responseUrl) {
    this(urlBefore, urlAfter, responseStatus, responseUrl, null);
  }
}
