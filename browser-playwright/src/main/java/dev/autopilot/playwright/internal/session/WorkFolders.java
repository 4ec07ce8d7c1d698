package dev.autopilot.playwright.internal.session;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The temporary folder of this process, where the Playwright driver unpacks itself and the
 * browsers it launches keep their profiles: {@code <root>/autopilot-<pid>-<start millis>}. A
 * process that is killed cannot delete its folder; the next launch in any process deletes the
 * folders of processes that are gone (no process with that id, or one started at another time).
 * Thread-safe.
 */
public final class WorkFolders {
  private static final Logger LOG = LoggerFactory.getLogger(WorkFolders.class);
  private static final String PREFIX = "autopilot-";
  private static final Pattern NAME = Pattern.compile(Pattern.quote(PREFIX) + "(\\d+)-(\\d+)");
  /** Whether this process has looked for leftovers already: once per process is enough. */
  private static final AtomicBoolean CLEANED = new AtomicBoolean();

  private WorkFolders() {}

  /**
   * This process's folder under {@code root}, created when missing and deleted when the JVM
   * exits normally; on the first call in the process, the folders dead processes left there are
   * deleted first.
   *
   * @param root the folder that holds every process's folder, such as {@code java.io.tmpdir}
   * @return this process's folder, absolute
   * @throws IOException when the folder cannot be created
   */
  public static Path forThisProcess(Path root) throws IOException {
    Path absolute = root.toAbsolutePath().normalize();
    Path own = absolute.resolve(PREFIX + ProcessHandle.current().pid() + "-" + startMillis(ProcessHandle.current()));
    if (CLEANED.compareAndSet(false, true)) {
      int removed = cleanLeftovers(absolute);
      if (removed > 0) {
        LOG.info("removed {} temporary folder(s) left in {} by browser processes that were killed", removed, absolute);
      }
      Files.createDirectories(own);
      Runtime.getRuntime().addShutdownHook(new Thread(() -> deleteQuietly(own), "autopilot-work-folder-cleanup"));
    }
    Files.createDirectories(own);
    return own;
  }

  /**
   * Deletes the folders under {@code root} whose process is gone.
   *
   * @param root the folder that holds every process's folder
   * @return how many were deleted; 0 when {@code root} is no folder
   */
  public static int cleanLeftovers(Path root) {
    if (!Files.isDirectory(root)) {
      return 0;
    }
    int removed = 0;
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(root, PREFIX + "*")) {
      for (Path entry : entries) {
        Matcher m = NAME.matcher(entry.getFileName().toString());
        if (m.matches() && Files.isDirectory(entry) && !isAlive(Long.parseLong(m.group(1)), Long.parseLong(m.group(2)))) {
          if (deleteQuietly(entry)) {
            removed++;
          }
        }
      }
    } catch (IOException | RuntimeException e) {
      LOG.debug("could not look for leftover folders in {}: {}", root, e.toString());
    }
    return removed;
  }

  private static boolean isAlive(long pid, long startMillis) {
    Optional<ProcessHandle> handle = ProcessHandle.of(pid);
    if (handle.isEmpty() || !handle.get().isAlive()) {
      return false;
    }
    long actual = startMillis(handle.get());
    // a process id reused by another process has another start time
    return actual == 0 || startMillis == 0 || actual == startMillis;
  }

  private static long startMillis(ProcessHandle handle) {
    return handle.info().startInstant().map(Instant::toEpochMilli).orElse(0L);
  }

  private static boolean deleteQuietly(Path folder) {
    try {
      Files.walkFileTree(folder, new SimpleFileVisitor<>() {
        @Override
        public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
          Files.deleteIfExists(file);
          return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
          Files.deleteIfExists(dir);
          return FileVisitResult.CONTINUE;
        }
      });
      return true;
    } catch (IOException e) {
      LOG.debug("could not delete {}: {}", folder, e.toString());
      return !Files.exists(folder);
    }
  }
}
