package dev.autopilot.examples.blind;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The {@code case.json} of a blind corpus page: the library it is built on, the profile that
 * answers it, and what a run should end with. Immutable and thread-safe; no method returns null.
 *
 * @param name the page
 * @param library the library and its version, such as {@code formik 2.4.6}
 * @param docs which documentation or default markup the page follows
 * @param countedOnPage whether the page counts its submission in {@code window.__blindSubmissions}
 *     (no request) rather than on the server
 * @param expectedOutcome {@code DONE} or {@code MANUAL}
 * @param why for {@code MANUAL}, what a person must do; else empty
 * @param expectedFields the fields the submission should carry, by the name they are posted under
 * @param profile the profile as JSON, its résumé path relative to the page's folder
 */
public record BlindCase(String name, String library, String docs, boolean countedOnPage, String expectedOutcome, String why,
    Map<String, String> expectedFields, JsonNode profile) {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** Copies the fields. */
  public BlindCase {
    expectedFields = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(expectedFields));
    profile = profile.deepCopy();
  }

  /**
   * Reads a page's {@code case.json} from the classpath.
   *
   * @throws IllegalArgumentException when the page has no case or it is malformed
   */
  public static BlindCase load(String name) {
    JsonNode c;
    try {
      c = JSON.readTree(BlindCorpusSite.pageFile(name, "case.json"));
    } catch (IOException e) {
      throw new IllegalArgumentException("the case.json of " + name + " is not JSON", e);
    }
    Map<String, String> fields = new LinkedHashMap<>();
    Iterator<Map.Entry<String, JsonNode>> it = c.path("expect").path("received").fields();
    while (it.hasNext()) {
      Map.Entry<String, JsonNode> e = it.next();
      fields.put(e.getKey(), e.getValue().asText());
    }
    if (!c.path("profile").isObject()) {
      throw new IllegalArgumentException("the case.json of " + name + " has no profile");
    }
    return new BlindCase(name, c.path("library").asText(""), c.path("docs").asText(""), "page".equals(c.path("counted").asText("server")),
        c.path("expect").path("outcome").asText("DONE").toUpperCase(Locale.ROOT), c.path("expect").path("why").asText(""), fields,
        c.path("profile"));
  }

  /**
   * Writes the profile into a folder as {@code profile.json}, its résumé (read from the
   * classpath, relative to the page's folder) beside it, and returns the profile file.
   *
   * @throws UncheckedIOException when the folder cannot be written or the résumé is missing
   */
  public Path writeProfile(Path directory) {
    requireNonNull(directory, "directory");
    ObjectNode p = profile.deepCopy();
    try {
      Files.createDirectories(directory);
      String resume = p.path("resume").asText("");
      if (!resume.isEmpty()) {
        String resource = URI.create(BlindCorpusSite.ROOT + "pages/" + name + "/").resolve(resume).normalize().getPath();
        String file = resource.substring(resource.lastIndexOf('/') + 1);
        try (InputStream in = BlindCase.class.getResourceAsStream(resource)) {
          if (in == null) {
            throw new IOException("the résumé " + resource + " of " + name + " is not on the classpath");
          }
          Files.write(directory.resolve(file), in.readAllBytes());
        }
        p.put("resume", file);
      }
      Path out = directory.resolve("profile.json");
      JSON.writerWithDefaultPrettyPrinter().writeValue(out.toFile(), p);
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The expected fields that the received ones carry with the expected value (trimmed, any case). */
  public List<String> rightFields(Map<String, String> received) {
    return expectedFields.entrySet().stream()
        .filter(e -> same(e.getValue(), received.get(e.getKey())))
        .map(Map.Entry::getKey)
        .toList();
  }

  private static boolean same(String expected, @Nullable String actual) {
    if (actual == null) {
      return false;
    }
    String a = actual.strip().replaceAll("\\s+", " ");
    String e = expected.strip().replaceAll("\\s+", " ");
    return e.equals("*") ? !a.isEmpty() : e.equalsIgnoreCase(a);
  }
}
