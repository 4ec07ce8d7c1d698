package dev.autopilot.examples.replay;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * Turns a failed run's evidence bundle into a new case of the replay set:
 *
 * <pre>CaptureReplayCase BUNDLE_DIR CASE_DIR</pre>
 *
 * <p>From the bundle's {@code trace.zip} (kept for a failed run by default) it takes every
 * answer the run's own site gave, in order, per method and path: the pages, redacted as the
 * bundle holds them, and the statuses (a request that got no answer becomes {@code hang}). From
 * {@code events.ndjson} it takes the start path and the expected events: each outcome the
 * classifier gave, each loop guard, and how the run ended. From {@code plan.json} it takes the
 * questions the run typed into, each with a stand-in value of the same kind (the values
 * themselves were never written); choices of radios and selects are not recorded and are left
 * for a person to add to {@code values}. The server may receive at most as many form posts as
 * the run made.
 *
 * <p>Exits 0 with the case written, 1 on a usage error, 2 when the bundle holds no trace or no
 * events.
 */
public final class CaptureReplayCase {
  private CaptureReplayCase() {}

  public static void main(String[] args) {
    System.exit(run(args, System.out));
  }

  /** Captures the case and returns the exit code. */
  public static int run(String[] args, PrintStream out) {
    if (args.length != 2) {
      out.println("usage: CaptureReplayCase BUNDLE_DIR CASE_DIR");
      return 1;
    }
    Path bundle = Path.of(args[0]);
    Path target = Path.of(args[1]);
    try {
      if (!Files.isRegularFile(bundle.resolve("trace.zip")) || !Files.isRegularFile(bundle.resolve("events.ndjson"))) {
        out.println(bundle + " holds no trace.zip or events.ndjson: a bundle keeps a trace for a failed run (EvidenceBundle.TracePolicy.ON_FAILURE)");
        return 2;
      }
      ObjectNode json = capture(bundle, target);
      ReplayCase.write(target, json);
      out.println("Replay case " + json.path("name").asText() + " written to " + target + ": " + json.path("routes").size() + " routes, "
          + json.path("expected_events").size() + " expected events");
      return 0;
    } catch (IOException | RuntimeException e) {
      out.println("cannot capture " + bundle + ": " + e);
      return 2;
    }
  }

  static ObjectNode capture(Path bundle, Path target) throws IOException {
    List<JsonNode> events = Files.readAllLines(bundle.resolve("events.ndjson")).stream().filter(l -> !l.isBlank()).map(CaptureReplayCase::parse).toList();
    JsonNode started = events.stream().filter(e -> e.path("type").asText().equals("run_started")).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no run_started event"));
    URI start = URI.create(started.path("start_url").asText());
    String origin = start.getScheme() + "://" + start.getRawAuthority();

    Map<String, byte[]> entries = new HashMap<>();
    try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(bundle.resolve("trace.zip")))) {
      for (ZipEntry e; (e = zip.getNextEntry()) != null; ) {
        entries.put(e.getName(), zip.readAllBytes());
      }
    }
    Files.createDirectories(target);
    Map<String, ArrayNode> routes = new LinkedHashMap<>();
    int posts = 0;
    int file = 0;
    for (Map.Entry<String, byte[]> entry : entries.entrySet().stream().filter(e -> e.getKey().endsWith(".network")).sorted(Map.Entry.comparingByKey()).toList()) {
      for (String line : new String(entry.getValue(), StandardCharsets.UTF_8).split("\n")) {
        JsonNode snapshot = parse(line).path("snapshot");
        String url = snapshot.path("request").path("url").asText("");
        if (!url.startsWith(origin + "/")) {
          continue;
        }
        URI uri = URI.create(url);
        String method = snapshot.path("request").path("method").asText("GET").toUpperCase(Locale.ROOT);
        if (method.equals("POST")) {
          posts++;
        }
        ObjectNode response = ReplayCase.object();
        JsonNode r = snapshot.path("response");
        int status = r.path("status").asInt(-1);
        if (status < 100) {
          response.put("hang", true);
        } else {
          response.put("status", status);
          String mime = r.path("content").path("mimeType").asText("text/html");
          response.put("content_type", mime);
          byte[] body = entries.get("resources/" + r.path("content").path("_sha1").asText(""));
          if (body != null && body.length > 0) {
            String name = String.format(Locale.ROOT, "%03d%s", ++file, mime.startsWith("text/html") ? ".html" : mime.contains("javascript") ? ".js" : mime.contains("css") ? ".css" : ".bin");
            Files.write(target.resolve(name), body);
            response.put("body", name);
          }
          for (JsonNode header : r.path("headers")) {
            if (header.path("name").asText().equalsIgnoreCase("location")) {
              response.put("location", header.path("value").asText());
            }
          }
        }
        routes.computeIfAbsent(method + " " + uri.getRawPath(), k -> ReplayCase.array()).add(response);
      }
    }

    ObjectNode json = ReplayCase.object();
    String name = String.valueOf(target.getFileName());
    json.put("name", name);
    json.put("family", "captured");
    json.put("about", "captured from run " + started.path("request_id").asText() + " with CaptureReplayCase");
    json.put("start", start.getRawPath() == null || start.getRawPath().isEmpty() ? "/" : start.getRawPath());
    json.set("values", values(bundle));
    ArrayNode routeList = json.putArray("routes");
    routes.forEach((key, responses) -> {
      ObjectNode route = routeList.addObject();
      route.put("method", key.substring(0, key.indexOf(' ')));
      route.put("path", key.substring(key.indexOf(' ') + 1));
      route.set("responses", responses);
    });
    json.put("max_posts", posts);
    ArrayNode expected = json.putArray("expected_events");
    for (JsonNode e : events) {
      switch (e.path("type").asText()) {
        case "submission_outcome_classified" -> expected.addObject().put("type", "submission_outcome_classified")
            .put("outcome.outcome_class", e.path("outcome").path("outcome_class").asText());
        case "semantic_loop_guard" -> expected.addObject().put("type", "semantic_loop_guard").put("escalation", e.path("escalation").asText());
        case "run_finished" -> {
          ObjectNode end = expected.addObject().put("type", "run_finished").put("final_state", e.path("final_state").asText());
          if (e.path("manual_reason").isObject()) {
            end.put("manual_reason.code", e.path("manual_reason").path("code").asText());
          }
        }
        default -> {}
      }
    }
    return json;
  }

  /** The questions the run typed into, each with a stand-in of the same kind. */
  private static ObjectNode values(Path bundle) throws IOException {
    ObjectNode values = ReplayCase.object();
    Path plan = bundle.resolve("plan.json");
    if (!Files.isRegularFile(plan)) {
      return values;
    }
    for (JsonNode step : ReplayCase.JSON.readTree(plan.toFile()).path("steps")) {
      for (JsonNode action : step.path("actions")) {
        String question = action.path("meta").path("target_question").asText("");
        if (action.path("action").asText().equals("type_ref") && !question.isBlank() && !values.has(question)) {
          values.put(question, standIn(question));
        }
      }
    }
    return values;
  }

  private static String standIn(String question) {
    String q = question.toLowerCase(Locale.ROOT);
    if (q.contains("mail")) {
      return "replay@example.test";
    }
    if (q.contains("phone") || q.contains("mobile")) {
      return "+1 415 555 0100";
    }
    if (q.contains("date") || q.contains("birth")) {
      return "1991-07-04";
    }
    return "Replay Person";
  }

  private static JsonNode parse(String line) {
    try {
      return ReplayCase.JSON.readTree(line);
    } catch (IOException e) {
      return ReplayCase.object();
    }
  }
}
