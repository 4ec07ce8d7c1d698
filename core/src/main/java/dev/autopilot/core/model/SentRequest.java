package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.annotation.JsonValue;
import org.jspecify.annotations.Nullable;

/**
 * A request the page sent after a submit gesture, and how it ended.
 *
 * @param method the HTTP method
 * @param kind how the page sent it
 * @param url the request's URL without its query and fragment (they may carry personal data)
 * @param allowedHost whether it went to a host the run allows: inside the session's {@link
 *     dev.autopilot.core.HostBoundary} (see {@code BrowserSession#restrictTo}), or to the host of the
 *     page the submit was made on when the session has no boundary
 * @param status the response status, or null when no response came (yet)
 * @param failure why it failed (the connection dropped, say), or null when it did not fail
 */
public record SentRequest(String method, Kind kind, String url, boolean allowedHost, @Nullable Integer status, @Nullable String failure) {
  /**
   * Checks the request.
   *
   * @param method the HTTP method, not null, upper case as the browser reports it
   * @param kind how it was sent, not null
   * @param url its URL without query and fragment, not null
   * @param allowedHost whether its host is one the run allows
   * @param status the response status, or null
   * @param failure why it failed, or null
   * @throws NullPointerException when the method, the kind or the URL is null
   */
  public SentRequest {
    requireNonNull(method, "method");
    requireNonNull(kind, "kind");
    requireNonNull(url, "url");
  }

  /**
   * Whether it may carry the form to its site: a document navigation or a request other than a
   * GET, to a host the run allows. The one reading of "the form went out" for the submit rule, the
   * run's submit facts, the submit's evidence and the classifier: a GET fetch (a lookup, a
   * suggestion list) cannot carry the form and proves nothing.
   *
   * @return true for a document navigation or a non-GET request to an allowed host
   */
  public boolean mayCarryForm() {
    return allowedHost && (kind == Kind.DOCUMENT || !"GET".equals(method));
  }

  /**
   * Whether it {@linkplain #mayCarryForm may carry the form} and the site accepted it: answered
   * with a 2xx or 3xx status. Sending the form again would send it a second time.
   *
   * @return true when it may carry the form and its status is from 200 to 399
   */
  public boolean carriedFormAccepted() {
    return mayCarryForm() && status != null && status >= 200 && status < 400;
  }

  /**
   * Whether it {@linkplain #mayCarryForm may carry the form} and its answer was never seen: it was
   * still waiting when the gesture's deadline passed, or its connection dropped. The form may have
   * been submitted; only the site can tell.
   *
   * @return true when it may carry the form and it has no response, or failed
   */
  public boolean carriedFormUnanswered() {
    return mayCarryForm() && (!ended() || failure != null);
  }

  /** {@return whether it ended, with a response status or a failure} */
  public boolean ended() {
    return status != null || failure != null;
  }

  /** How a page sends a request. */
  public enum Kind {
    /** A navigation of the main frame: a form post, a link, a redirect. */
    DOCUMENT("document"),
    /** {@code fetch()}. */
    FETCH("fetch"),
    /** {@code XMLHttpRequest}, jQuery's ajax. */
    XHR("xhr"),
    /** {@code navigator.sendBeacon()}. */
    BEACON("beacon"),
    /** Anything else that is not a static asset (an iframe's form post, say). */
    OTHER("other");

    private final String wireName;

    Kind(String wireName) {
      this.wireName = wireName;
    }

    /** {@return the name in events, such as {@code fetch}} */
    @JsonValue
    public String wireName() {
      return wireName;
    }
  }
}
