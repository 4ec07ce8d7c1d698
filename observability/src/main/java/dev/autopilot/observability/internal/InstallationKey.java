package dev.autopilot.observability.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;
import org.slf4j.LoggerFactory;

/**
 * The per-installation secret that keys value digests, so that a digest in a log cannot be
 * reversed by hashing a dictionary of likely values (names, e-mail addresses, phone numbers).
 *
 * <p>It lives in {@code digest.key} (256 random bits, hex) in the user's configuration folder:
 * the system property {@code autopilot.config.dir} when set, else {@code $XDG_CONFIG_HOME/autopilot},
 * {@code %APPDATA%\autopilot} on Windows, or {@code ~/.config/autopilot}. It is created on first
 * use, readable by its owner only where the file system has POSIX permissions. Processes that
 * race to create it agree on one file. When the folder cannot be written, a random key for this
 * process is used and a warning logged: digests then differ between processes. Thread-safe.
 */
public final class InstallationKey {
  /** The key file's name. */
  public static final String FILE_NAME = "digest.key";
  /** The system property that moves the configuration folder. */
  public static final String CONFIG_DIR_PROPERTY = "autopilot.config.dir";

  private static final int KEY_BYTES = 32;
  private static final Map<Path, byte[]> LOADED = new ConcurrentHashMap<>();

  private InstallationKey() {}

  /**
   * The key of this installation, read or created once per folder per process.
   *
   * @return a copy of the key of {@link #configDirectory()}; a folder that cannot hold it gives
   *     a key for this process only, with a warning logged
   */
  public static byte[] get() {
    return at(configDirectory());
  }

  /**
   * The key in this folder, read or created once per process.
   *
   * @param directory the folder of {@link #FILE_NAME}; created when missing
   * @return a copy of the key; a random key for this process, with a warning logged, when the
   *     file cannot be read or written or holds no valid key
   */
  public static byte[] at(Path directory) {
    return LOADED.computeIfAbsent(directory.toAbsolutePath().normalize(), InstallationKey::readOrCreate).clone();
  }

  /**
   * The folder that holds the key, as the class comment orders the choices.
   *
   * @return the folder, which may not exist yet
   */
  public static Path configDirectory() {
    String property = System.getProperty(CONFIG_DIR_PROPERTY);
    if (property != null && !property.isBlank()) {
      return Path.of(property);
    }
    String xdg = System.getenv("XDG_CONFIG_HOME");
    if (xdg != null && !xdg.isBlank()) {
      return Path.of(xdg, "autopilot");
    }
    String appData = System.getenv("APPDATA");
    if (appData != null && !appData.isBlank() && System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows")) {
      return Path.of(appData, "autopilot");
    }
    return Path.of(System.getProperty("user.home"), ".config", "autopilot");
  }

  private static byte[] readOrCreate(Path directory) {
    Path file = directory.resolve(FILE_NAME);
    try {
      byte[] existing = read(file);
      if (existing != null) {
        return existing;
      }
      Files.createDirectories(directory);
      byte[] key = new byte[KEY_BYTES];
      new SecureRandom().nextBytes(key);
      Path temp = Files.createTempFile(directory, FILE_NAME, ".tmp");
      try {
        restrict(temp);
        Files.writeString(temp, HexFormat.of().formatHex(key) + "\n", StandardCharsets.US_ASCII);
        try {
          // a hard link never replaces an existing file: of processes that race, the first wins
          Files.createLink(file, temp);
        } catch (FileAlreadyExistsException raced) {
          // another process made it first; use theirs
        } catch (UnsupportedOperationException | IOException noLinks) {
          if (!Files.exists(file)) {
            Files.move(temp, file);
          }
        }
      } finally {
        Files.deleteIfExists(temp);
      }
      byte[] stored = read(file);
      if (stored == null) {
        throw new IOException("the key file " + FILE_NAME + " was written but cannot be read back");
      }
      return stored;
    } catch (IOException | UncheckedIOException | SecurityException e) {
      LoggerFactory.getLogger(InstallationKey.class)
          .warn("cannot keep a digest key in {} ({}); using a key for this process only, so digests differ between runs of different processes", directory, e.toString());
      byte[] key = new byte[KEY_BYTES];
      new SecureRandom().nextBytes(key);
      return key;
    }
  }

  private static byte @Nullable [] read(Path file) throws IOException {
    if (!Files.isRegularFile(file)) {
      return null;
    }
    String hex = Files.readString(file, StandardCharsets.US_ASCII).strip();
    if (hex.length() < 16 || hex.length() % 2 != 0) {
      throw new IOException("the key file " + FILE_NAME + " does not hold at least 64 bits of hex; delete it to make a new one");
    }
    try {
      return HexFormat.of().parseHex(hex);
    } catch (IllegalArgumentException e) {
      throw new IOException("the key file " + FILE_NAME + " is not hex; delete it to make a new one", e);
    }
  }

  private static void restrict(Path file) throws IOException {
    try {
      Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
    } catch (UnsupportedOperationException e) {
      // not a POSIX file system: the folder's own protection applies
    }
  }
}
