package dev.autopilot.observability.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Writes a file whole or not at all: to a temporary sibling, then moved over the target. Stateless. */
public final class AtomicFiles {
  private AtomicFiles() {}

  /**
   * Writes the text (UTF-8), replacing the file; a reader sees the old file or the new, never half of one.
   *
   * @param target the file to replace; its directory must exist
   * @param text written whole
   * @throws IOException when the temporary file cannot be written or moved; the target is then
   *     unchanged (a {@code .tmp} sibling may remain only if a move failed)
   */
  public static void write(Path target, String text) throws IOException {
    write(target, text.getBytes(StandardCharsets.UTF_8));
  }

  /**
   * Writes the bytes, replacing the file, whole or not at all. Uses the sibling
   * {@code <name>.tmp}, so two writers of one target at once may overwrite each other's
   * temporary file: callers write a target from one thread.
   *
   * @param target the file to replace; its directory must exist
   * @param bytes written whole
   * @throws IOException when the temporary file cannot be written (it is deleted again) or moved
   *     over the target; the target is then unchanged
   */
  public static void write(Path target, byte[] bytes) throws IOException {
    Path temp = target.resolveSibling(target.getFileName() + ".tmp");
    try {
      Files.write(temp, bytes);
    } catch (IOException e) {
      // a full disk leaves a part of the temporary file: give its space back, keep the target as it was
      try {
        Files.deleteIfExists(temp);
      } catch (IOException delete) {
        e.addSuppressed(delete);
      }
      throw e;
    }
    try {
      Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
    }
  }
}
