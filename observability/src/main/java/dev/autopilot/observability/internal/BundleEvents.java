package dev.autopilot.observability.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.MissingNode;
import dev.autopilot.observability.RunFolder;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * A run folder's {@code events.ndjson} read back: its events, and how the run ended. A line that
 * is not JSON (the half-written last line of a killed run) is skipped. Immutable.
 *
 * @param directory the run folder
 * @param events every event, in order
 */
public record BundleEvents(Path directory, List<JsonNode> events) {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  /**
   * Copies the events.
   *
   * @param directory the run folder; its name is the request id of last resort
   * @param events the events in file order; copied
   */
  public BundleEvents {
    events = List.copyOf(events);
  }

  /**
   * Reads the events of a run folder; none when it has no events file.
   *
   * @param directory a run folder, holding {@link RunFolder#EVENTS_FILE} or not
   * @return the events read; empty when the folder has no events file or only unreadable lines
   * @throws IOException when the events file exists but cannot be read
   */
  public static BundleEvents read(Path directory) throws IOException {
    List<JsonNode> events = new ArrayList<>();
    Path file = directory.resolve(RunFolder.EVENTS_FILE);
    if (Files.isRegularFile(file)) {
      try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
        String line;
        while ((line = in.readLine()) != null) {
          if (line.isBlank()) {
            continue;
          }
          try {
            events.add(MAPPER.readTree(line));
          } catch (IOException e) {
            // the last line of a run killed while writing it
          }
        }
      }
    }
    return new BundleEvents(directory, events);
  }

  /**
   * The {@code run_finished} event, or null when the run has not ended (or was killed).
   *
   * @return the last {@code run_finished} event, or null when there is none
   */
  public @Nullable JsonNode finished() {
    for (int i = events.size() - 1; i >= 0; i--) {
      if ("run_finished".equals(events.get(i).path("type").asText())) {
        return events.get(i);
      }
    }
    return null;
  }

  /**
   * The first event of this type, or a missing node.
   *
   * @param type an event type as on the wire, such as {@code run_started}
   * @return the event; a {@link MissingNode} (never null) when no event has this type, so that
   *     paths into it read as missing
   */
  public JsonNode first(String type) {
    for (JsonNode e : events) {
      if (type.equals(e.path("type").asText())) {
        return e;
      }
    }
    return MissingNode.getInstance();
  }

  /**
   * The request id: the events', else the folder's name.
   *
   * @return the first event's {@code request_id}, or the folder's name when there are no events
   *     or the first has none
   */
  public String requestId() {
    return events.isEmpty() ? String.valueOf(directory.getFileName()) : events.get(0).path("request_id").asText(String.valueOf(directory.getFileName()));
  }

  /**
   * When the run started, as written ({@code ts} of its first event), or empty.
   *
   * @return an ISO-8601 instant as the events file holds it; empty when there are no events
   */
  public String startedAt() {
    return events.isEmpty() ? "" : events.get(0).path("ts").asText("");
  }

  /**
   * How the run ended.
   *
   * @return the {@code final_state} of {@code run_finished} ({@code DONE} or
   *     {@code MANUAL_REQUIRED}), or {@code INCOMPLETE} for a run that has not ended
   */
  public String finalState() {
    JsonNode f = finished();
    return f == null ? "INCOMPLETE" : f.path("final_state").asText("INCOMPLETE");
  }

  /**
   * The outcome class of the submit.
   *
   * @return the class in lower case, such as {@code success_confirmed}; {@code none} when the run
   *     never submitted or has not ended
   */
  public String outcome() {
    JsonNode f = finished();
    JsonNode o = f == null ? MissingNode.getInstance() : f.path("outcome").path("outcome_class");
    return o.isTextual() ? o.asText().toLowerCase(Locale.ROOT) : "none";
  }

  /**
   * The manual reason's code (the failure code).
   *
   * @return the code, such as {@code BROWSER_LOGIN_REQUIRED}; empty when the run ended without a
   *     manual reason; {@code INCOMPLETE} when it has not ended
   */
  public String failureCode() {
    JsonNode f = finished();
    if (f == null) {
      return "INCOMPLETE";
    }
    return f.path("manual_reason").path("code").asText("");
  }

  /**
   * The manual reason's message, as the (redacted) events file holds it.
   *
   * @return the message; empty when the run ended without a manual reason or has not ended
   */
  public String failureMessage() {
    JsonNode f = finished();
    return f == null ? "" : f.path("manual_reason").path("message").asText("");
  }

  /**
   * The semantic key of the field the run stopped on.
   *
   * @return the key; empty when the reason names no field, there is no manual reason, or the run
   *     has not ended
   */
  public String semanticKey() {
    JsonNode f = finished();
    return f == null ? "" : f.path("manual_reason").path("semantic_key").asText("");
  }
}
