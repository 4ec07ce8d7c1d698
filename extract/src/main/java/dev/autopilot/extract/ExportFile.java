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
  public ExportFile {
    requireNonNull(file, "file");
    requireNonNull(suggestedName, "suggestedName");
    requireNonNull(url, "url");
  }
}
