package dev.autopilot.examples.site;

import static java.util.Objects.requireNonNull;

/**
 * A job posting of the demo site. Immutable.
 *
 * @param slug the stable name examples use, such as {@code classic}
 * @param id the numeric id in the posting's URL, {@code /jobs/{id}}
 * @param title the job title, which the confirmation page repeats
 * @param company the hiring company
 * @param location where the job is
 */
public record Posting(String slug, int id, String title, String company, String location) {
  public Posting {
    requireNonNull(slug, "slug");
    requireNonNull(title, "title");
    requireNonNull(company, "company");
    requireNonNull(location, "location");
  }

  /** The posting page's path, {@code /jobs/{id}}. */
  public String path() {
    return "/jobs/" + id;
  }
}
