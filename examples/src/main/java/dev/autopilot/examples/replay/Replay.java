package dev.autopilot.examples.replay;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.JsonNode;
import dev.autopilot.core.evidence.EvidenceRecorder;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.Task;
import dev.autopilot.core.pack.GenericPack;
import dev.autopilot.examples.QuickStart;
import dev.autopilot.fsm.Orchestrator;
import dev.autopilot.fsm.OrchestratorBuilder;
import dev.autopilot.observability.NdjsonEventSink;
import dev.autopilot.playwright.PlaywrightBrowser;
import dev.autopilot.playwright.PlaywrightBrowserSession;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Replays a {@link ReplayCase}: serves its pages, runs the stock pipeline on them with the case's
 * values, and compares the run's events (as {@code events.ndjson} writes them) with the case's
 * expectations. Pauses between retries are cut to at most 50 ms: what a run decides does not
 * depend on how long it waited, and the set stays quick. Stateless.
 */
public final class Replay {
  private static final Duration MAX_PAUSE = Duration.ofMillis(50);

  private Replay() {}

  /**
   * What a replay found.
   *
   * @param result how the run ended
   * @param events the run's events as JSON lines, redacted as in a bundle
   * @param posts how many form posts the server received
   * @param mismatches what differed from the case's expectations; empty when it passed
   */
  public record Outcome(RunResult result, List<JsonNode> events, int posts, List<String> mismatches) {
    public Outcome {
      events = List.copyOf(events);
      mismatches = List.copyOf(mismatches);
    }

    public boolean passed() {
      return mismatches.isEmpty();
    }
  }

  /**
   * Replays the case on a session of the browser, leaving evidence with the recorder given
   * ({@link EvidenceRecorder#none()} for none).
   *
   * @throws UncheckedIOException when the case's server cannot start
   */
  public static Outcome run(ReplayCase replay, PlaywrightBrowser browser, EvidenceRecorder evidence) {
    requireNonNull(replay, "replay");
    requireNonNull(browser, "browser");
    requireNonNull(evidence, "evidence");
    StringWriter lines = new StringWriter();
    NdjsonEventSink sink = NdjsonEventSink.toWriter(lines);
    try (ReplayServer server = new ReplayServer(replay)) {
      OrchestratorBuilder builder = QuickStart.autopilot(GenericPack.of(replay.values())).toBuilder()
          .addEventSink(sink)
          .evidence(evidence)
          .sleeper(d -> Thread.sleep(Math.min(d.toMillis(), MAX_PAUSE.toMillis())));
      int deadline = replay.json().path("submit_deadline_ms").asInt(0);
      if (deadline > 0) {
        builder.submitDeadline(Duration.ofMillis(deadline));
      }
      Orchestrator autopilot = builder.build();
      RunResult result;
      try (PlaywrightBrowserSession session = browser.newSession()) {
        result = autopilot.run(session, Task.of("Replay " + replay.name(), server.uri(replay.start())));
      }
      sink.close();
      List<JsonNode> events = new ArrayList<>();
      for (String line : lines.toString().split("\n")) {
        if (!line.isBlank()) {
          events.add(ReplayCase.JSON.readTree(line));
        }
      }
      return new Outcome(result, events, server.posts(), compare(replay, events, server.posts()));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot replay " + replay.name(), e);
    }
  }

  /** Each expected event in order, no absent event, no more posts than allowed. */
  static List<String> compare(ReplayCase replay, List<JsonNode> events, int posts) {
    List<String> mismatches = new ArrayList<>();
    int at = 0;
    for (JsonNode expected : replay.json().path("expected_events")) {
      int found = -1;
      for (int i = at; i < events.size(); i++) {
        if (matches(expected, events.get(i))) {
          found = i;
          break;
        }
      }
      if (found < 0) {
        mismatches.add("expected, after event " + at + ": " + expected + "; the run's events from there: " + summary(events.subList(Math.min(at, events.size()), events.size())));
        break;
      }
      at = found + 1;
    }
    for (JsonNode absent : replay.json().path("absent_events")) {
      for (JsonNode event : events) {
        if (matches(absent, event)) {
          mismatches.add("unexpected " + absent + ": " + event.path("seq") + " " + event.path("type"));
        }
      }
    }
    if (replay.maxPosts() >= 0 && posts > replay.maxPosts()) {
      mismatches.add("the server received " + posts + " form posts, at most " + replay.maxPosts() + " expected");
    }
    return mismatches;
  }

  /** Whether each field of the pattern (a dotted path) has that text in the event. */
  static boolean matches(JsonNode pattern, JsonNode event) {
    for (var field : pattern.properties()) {
      JsonNode value = event;
      for (String part : field.getKey().split("\\.")) {
        value = value.path(part);
      }
      if (value.isMissingNode() || !value.asText().equals(field.getValue().asText())) {
        return false;
      }
    }
    return true;
  }

  private static String summary(List<JsonNode> events) {
    List<String> out = new ArrayList<>();
    for (JsonNode e : events) {
      out.add(e.path("type").asText());
    }
    return out.toString();
  }
}
