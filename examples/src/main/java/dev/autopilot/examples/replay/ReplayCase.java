package dev.autopilot.examples.replay;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One recorded case of the replay set: a folder with {@code case.json} and the files of the pages
 * its server answers with. {@code case.json} holds:
 *
 * <pre>
 * {
 *   "name": "anti-spam-block", "family": "anti-spam block", "about": "what the case pins",
 *   "start": "/apply",                          the path the run starts at
 *   "values": {"Full name": "Replay Person"},   what the run fills in (a generic pack's values)
 *   "submit_deadline_ms": 30000,                optional
 *   "routes": [{"method": "POST", "path": "/apply",
 *               "responses": [{"status": 429, "body": "blocked.html"}, {"hang": true}]}],   (and "delay_ms", "location", "content_type")
 *   "max_posts": 3,                             at most this many form posts reach the server
 *   "expected_events": [{"type": "submission_outcome_classified", "outcome.outcome_class": "external_blocked"}],
 *   "absent_events": [{"type": "semantic_loop_guard"}]
 * }
 * </pre>
 *
 * <p>A route answers its responses in turn, the last one again and again; {@code "hang": true}
 * never answers. Expected events must appear in that order among the run's events (others may
 * come between); an event matches when each named field, a dotted path into its JSON line, has
 * that text. Absent events must match no event of the run. Immutable.
 *
 * @param folder the case's folder
 * @param json the parsed {@code case.json}
 */
public record ReplayCase(Path folder, JsonNode json) {
  static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  public ReplayCase {
    requireNonNull(folder, "folder");
    requireNonNull(json, "json");
  }

  /**
   * Reads the case in a folder.
   *
   * @throws IOException when {@code case.json} cannot be read or is not JSON
   */
  public static ReplayCase read(Path folder) throws IOException {
    return new ReplayCase(folder, JSON.readTree(folder.resolve("case.json").toFile()));
  }

  /** The cases of a replay set: every sub-folder holding a {@code case.json}, by name. */
  public static List<ReplayCase> readAll(Path set) throws IOException {
    List<ReplayCase> cases = new ArrayList<>();
    try (var folders = Files.list(set)) {
      for (Path folder : folders.filter(f -> Files.isRegularFile(f.resolve("case.json"))).sorted().toList()) {
        cases.add(read(folder));
      }
    }
    return cases;
  }

  public String name() {
    return json.path("name").asText(String.valueOf(folder.getFileName()));
  }

  public String start() {
    return json.path("start").asText("/");
  }

  /** The values the run fills in. */
  public Map<String, String> values() {
    Map<String, String> values = new LinkedHashMap<>();
    json.path("values").properties().forEach(e -> values.put(e.getKey(), e.getValue().asText()));
    return values;
  }

  /** The most form posts the server may receive, or -1 for no bound. */
  public int maxPosts() {
    return json.path("max_posts").asInt(-1);
  }

  /** Writes a case as {@code case.json} into a folder. */
  static void write(Path folder, ObjectNode json) throws IOException {
    Files.createDirectories(folder);
    JSON.writeValue(folder.resolve("case.json").toFile(), json);
  }

  static ObjectNode object() {
    return JSON.createObjectNode();
  }

  static ArrayNode array() {
    return JSON.createArrayNode();
  }
}
