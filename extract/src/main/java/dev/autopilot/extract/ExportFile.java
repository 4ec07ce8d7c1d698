package dev.autopilot.extract;

import static java.util.Objects.requireNonNull;

import java.nio.file.Path;

/**
 * A file a page's download produced, saved as an export.
 *
 * @param file where it was saved
 * @param suggestedName the name the site gave it
 * @param url the URL it was downloaded from
 * @param bytes its size
 */
public record ExportFile(Path file, String suggestedName, String url, long bytes) {
  /**
   * Checks the references.
   *
   * @param file not null; the caller owns the file from now on
   * @param suggestedName not null; the file's own name may differ (made safe and unique)
   * @param url not null
   * @param bytes the size in bytes when it was saved
   * @throws NullPointerException when a reference component is null
   */
  public ExportFile {
    requireNonNull(file, "file");
    requireNonNull(suggestedName, "suggestedName");
    requireNonNull(url, "url");
  }
}
