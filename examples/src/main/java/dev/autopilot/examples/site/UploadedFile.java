package dev.autopilot.examples.site;

import static java.util.Objects.requireNonNull;

/**
 * A file the site received with an application (its content is not kept). Immutable.
 *
 * @param fieldName the form field it was posted under, such as {@code resume}
 * @param filename the file name the browser sent
 * @param contentType the content type the browser sent, {@code application/octet-stream} when
 *     none
 * @param size its size in bytes
 */
public record UploadedFile(String fieldName, String filename, String contentType, long size) {
  public UploadedFile {
    requireNonNull(fieldName, "fieldName");
    requireNonNull(filename, "filename");
    requireNonNull(contentType, "contentType");
    if (size < 0) {
      throw new IllegalArgumentException("size must not be negative, was " + size);
    }
  }
}
