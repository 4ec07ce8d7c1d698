package dev.autopilot.fsm;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.event.EventSink;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * Per-run settings: the request id that threads through every event and artifact, sinks that
 * only this run feeds (its NDJSON file, say), where its screenshots go, and a plan of the host's
 * to keep with its evidence.
 *
 * @param requestId the run's request id
 * @param eventSinks sinks for this run only, fed after the orchestrator's own
 * @param evidenceDirectory where screenshots are written, or null for the evidence recorder's
 *     folder ({@link OrchestratorBuilder#evidence}), or none without one
 * @param planJson a plan the host made for this run (a prepared plan the person confirmed), as
 *     JSON, handed to the run's evidence as {@code plan.json}'s {@code host_plan}; or null
 */
public record RunOptions(String requestId, List<EventSink> eventSinks, @Nullable Path evidenceDirectory, @Nullable String planJson) {
  /**
   * Checks the request id and copies the sinks.
   *
   * @param requestId not blank; it names the run in every event and file, so it should be unique
   * @param eventSinks not null, may be empty; copied, so later changes to the list do not reach
   *     the run
   * @param evidenceDirectory the folder screenshots are written to (as {@code 001_label.png},
   *     numbered in order), or null
   * @param planJson the host's plan as JSON, or null
   * @throws NullPointerException when {@code requestId}, {@code eventSinks} or one of the sinks
   *     is null
   * @throws IllegalArgumentException when {@code requestId} is blank
   */
  public RunOptions {
    requireNonNull(requestId, "requestId");
    if (requestId.isBlank()) {
      throw new IllegalArgumentException("requestId cannot be blank");
    }
    eventSinks = List.copyOf(eventSinks);
  }

  /**
   * Options without a plan of the host's.
   *
   * @param requestId the run's request id, not blank
   * @param eventSinks sinks for this run only, fed after the orchestrator's own; may be empty
   * @param evidenceDirectory where screenshots are written, or null for the evidence recorder's
   *     folder
   * @throws IllegalArgumentException when {@code requestId} is blank
   */
  public RunOptions(String requestId, List<EventSink> eventSinks, @Nullable Path evidenceDirectory) {
    this(requestId, eventSinks, evidenceDirectory, null);
  }

  /**
   * A fresh random request id, no extra sinks, no evidence directory.
   *
   * @return new options with an id from {@link #newRequestId()}
   */
  public static RunOptions defaults() {
    return new RunOptions(newRequestId(), List.of(), null, null);
  }

  /**
   * A new random request id.
   *
   * @return {@code req-} followed by a random UUID, unique for practical purposes
   */
  public static String newRequestId() {
    return "req-" + UUID.randomUUID();
  }

  /**
   * A copy with this request id, such as one the host already logs under.
   *
   * @param id the run's request id, not blank
   * @return new options; these are unchanged
   * @throws IllegalArgumentException when {@code id} is blank
   */
  public RunOptions withRequestId(String id) {
    return new RunOptions(id, eventSinks, evidenceDirectory, planJson);
  }

  /**
   * A copy with one more sink.
   *
   * @param sink fed after the sinks already here; the run does not close it
   * @return new options; these are unchanged
   */
  public RunOptions withEventSink(EventSink sink) {
    List<EventSink> sinks = new ArrayList<>(eventSinks);
    sinks.add(requireNonNull(sink, "sink"));
    return new RunOptions(requestId, sinks, evidenceDirectory, planJson);
  }

  /**
   * A copy that writes evidence (screenshots before and after submit) to this folder.
   *
   * @param directory the folder screenshots are written to, numbered in order; the run leaves
   *     the files there
   * @return new options; these are unchanged
   */
  public RunOptions withEvidenceDirectory(Path directory) {
    return new RunOptions(requestId, eventSinks, requireNonNull(directory, "directory"), planJson);
  }

  /**
   * A copy that hands this plan (JSON) to the run's evidence, where the bundle keeps it, redacted,
   * beside the steps the run planned itself.
   *
   * @param json the plan as JSON text
   * @return new options; these are unchanged
   */
  public RunOptions withPlanJson(String json) {
    return new RunOptions(requestId, eventSinks, evidenceDirectory, requireNonNull(json, "json"));
  }
}
