package dev.autopilot.examples.site;

import static java.util.Objects.requireNonNull;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An application the site accepted. Immutable.
 *
 * @param applicationId the id in the confirmation URL, {@code /applications/{id}/confirmation}
 * @param slug the posting's slug
 * @param postingId the posting's numeric id
 * @param fields the text fields as posted, name to value, in the order they were posted (the
 *     first value when a name repeats)
 * @param files the files, including a resume the site remembered from an earlier attempt
 * @param receivedAt when the site accepted it
 */
public record Submission(
    String applicationId, String slug, int postingId, Map<String, String> fields, List<UploadedFile> files, Instant receivedAt) {
  public Submission {
    requireNonNull(applicationId, "applicationId");
    requireNonNull(slug, "slug");
    fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    files = List.copyOf(files);
    requireNonNull(receivedAt, "receivedAt");
  }

  /** The value posted for this field, if any. */
  public Optional<String> field(String name) {
    return Optional.ofNullable(fields.get(name));
  }

  /** The file posted under this field, if any. */
  public Optional<UploadedFile> file(String fieldName) {
    return files.stream().filter(f -> f.fieldName().equals(fieldName)).findFirst();
  }
}
