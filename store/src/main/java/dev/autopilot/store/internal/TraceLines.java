package dev.autopilot.store.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.autopilot.store.RunStatus;
import dev.autopilot.store.TraceSummary;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Builds a {@link TraceSummary} from a run's stored event lines, whose payloads are the redacted
 * JSON every writer of the project writes. Not thread-safe: one per summary.
 */
public final class TraceLines {
  private static final Logger LOG = LoggerFactory.getLogger(TraceLines.class);
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final int MAX_TEXT = 300;

  private final String requestId;
  private final Map<String, Integer> byType = new TreeMap<>();
  private final Map<String, Integer> planSources = new TreeMap<>();
  private final List<TraceSummary.Line> timeline = new ArrayList<>();
  private int events;
  private int steps;
  private @Nullable Instant first;
  private @Nullable Instant last;
  private int skipped;

  /**
   * An empty summary.
   *
   * @param requestId the run whose lines are added, named in the summary and in warnings
   */
  public TraceLines(String requestId) {
    this.requestId = requestId;
  }

  /**
   * Adds one stored event, in {@code seq} order; a line whose payload cannot be read is counted,
   * kept out of the timeline and logged (the first of a run only).
   *
   * @param seq the event's position in the run
   * @param at when the event happened; the first and last added bound the summary
   * @param state the run's state at the event
   * @param step the run's step at the event; the highest is the summary's step count
   * @param type the event's type, such as {@code state_transition}
   * @param payload the event's redacted JSON object; null or unreadable counts as unreadable
   */
  public void add(long seq, Instant at, String state, int step, String type, @Nullable String payload) {
    events++;
    byType.merge(type, 1, Integer::sum);
    steps = Math.max(steps, step);
    first = first == null ? at : first;
    last = at;
    JsonNode p;
    try {
      p = JSON.readTree(payload == null ? "" : payload);
      if (p == null || !p.isObject()) {
        throw new IllegalArgumentException("not a JSON object");
      }
    } catch (Exception e) {
      if (skipped++ == 0) {
        LOG.warn("skipping unreadable event lines of run {} (first at seq {}): {}", requestId, seq, e.toString());
      }
      return;
    }
    String text = telling(type, p);
    if (type.equals("plan_proposed")) {
      planSources.merge(p.path("source").asText("unknown").toLowerCase(java.util.Locale.ROOT), 1, Integer::sum);
    }
    if (text != null) {
      timeline.add(new TraceSummary.Line(seq, at, state, step, type, clip(text)));
    }
  }

  /**
   * The summary of the lines added so far.
   *
   * @param status the run's status, as its row in {@code runs} says
   * @return a summary that later {@link #add} calls do not change
   */
  public TraceSummary summary(RunStatus status) {
    return new TraceSummary(requestId, status, events, first, last, byType, planSources, steps, timeline);
  }

  /** The line of an event that tells the run's story, or null for the others. */
  private static @Nullable String telling(String type, JsonNode p) {
    return switch (type) {
      case "run_started" -> "started at " + p.path("start_url").asText();
      case "state_transition" -> p.path("from").asText() + " -> " + p.path("to").asText() + ": " + p.path("reason").asText();
      case "plan_proposed" -> "plan from " + p.path("source").asText() + ": " + p.path("actions").size() + " actions, "
          + p.path("unresolved").size() + " unresolved" + modelCalls(p.path("model_usage"));
      case "action_executed" -> p.path("performed").asBoolean(true) ? null
          : "not performed: " + verb(p.path("action")) + " " + p.path("semantic_key").asText() + ": " + text(p, "error_code") + p.path("detail").asText();
      case "action_verified" -> p.path("verified").asBoolean(true) ? null
          : "not verified: " + p.path("verb").asText() + " " + p.path("semantic_key").asText() + ": " + p.path("reason").asText();
      case "semantic_loop_guard" -> "loop guard on " + p.path("semantic_key").asText() + " after " + p.path("failures").asInt() + " failures: "
          + p.path("escalation").asText();
      case "submission_outcome_classified" -> "outcome " + p.path("outcome").path("outcome_class").asText() + " (" + p.path("outcome").path("code").asText()
          + ") on attempt " + p.path("attempt").asInt();
      case "retry_policy_applied" -> "retry policy: " + p.path("decision").asText() + " (attempt " + p.path("attempt").asInt() + " of "
          + p.path("max_attempts").asInt() + "): " + p.path("reason").asText();
      case "memory_recalled" -> "memory: " + p.path("trajectories").asInt() + " past runs recalled, " + p.path("mappings").asInt() + " known mappings, "
          + p.path("avoid").asInt() + " failures to avoid";
      case "locator_cache_miss", "locator_cache_healed", "locator_cache_heal_failed", "locator_cache_failed" ->
          "locator cache " + type.substring("locator_cache_".length()).replace('_', ' ') + (p.path("question").asText().isEmpty() ? "" : " for " + p.path("question").asText())
              + (p.path("level").asText().isEmpty() ? "" : " (" + p.path("level").asText() + ")") + ": " + p.path("detail").asText();
      case "dialog_handled" -> "dialog " + p.path("kind").asText() + (p.path("accepted").asBoolean() ? " accepted" : " dismissed");
      case "run_finished" -> "finished " + p.path("final_state").asText()
          + (p.path("manual_reason").isObject() ? ": " + p.path("manual_reason").path("code").asText() + " " + p.path("manual_reason").path("message").asText() : "");
      default -> null;
    };
  }

  private static String modelCalls(JsonNode usage) {
    int calls = usage.path("calls").asInt(0);
    return calls == 0 ? "" : ", " + calls + " model calls";
  }

  private static String verb(JsonNode action) {
    return action.path("action").asText(action.path("verb").asText("action"));
  }

  private static String text(JsonNode p, String field) {
    JsonNode value = p.get(field);
    return value == null || value.isNull() ? "" : value.asText() + " ";
  }

  private static String clip(String text) {
    String one = text.replaceAll("\\s+", " ").strip();
    return one.length() <= MAX_TEXT ? one : one.substring(0, MAX_TEXT - 1) + "…";
  }
}
