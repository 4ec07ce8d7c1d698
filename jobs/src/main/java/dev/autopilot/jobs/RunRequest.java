package dev.autopilot.jobs;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import java.net.URI;
import java.util.Map;
import java.util.TreeMap;

/**
 * A run to be done by some worker: what to do, where it starts, and the serial lane it runs in.
 * Stored as it is in the shared database, so it carries keys, never personal data: a worker's
 * {@link RunHandler} turns {@code attributes} (an applicant id, a pack name) into the profile and
 * pipeline it keeps itself. Immutable.
 *
 * @param requestId the request's id, unique across the fleet; the same id is never run twice
 * @param goal what the run is for, as the task's goal
 * @param startUrl the page the run starts at
 * @param lane the serial lane: runs with the same lane never run at once on one worker
 * @param attributes keys the handler needs; sorted
 */
public record RunRequest(String requestId, String goal, URI startUrl, String lane, Map<String, String> attributes) {
  /** @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} when the id, goal or lane is blank */
  public RunRequest {
    requireNonNull(requestId, "requestId");
    requireNonNull(goal, "goal");
    requireNonNull(startUrl, "startUrl");
    requireNonNull(lane, "lane");
    if (requestId.isBlank() || goal.isBlank() || lane.isBlank()) {
      throw new AutopilotException(ErrorCode.CONFIG_INVALID, "a run request needs a request id, a goal and a lane");
    }
    attributes = Map.copyOf(new TreeMap<>(attributes));
  }

  /** A request in the lane of its start URL's site: one run at a time per site and worker. */
  public static RunRequest of(String requestId, String goal, URI startUrl, Map<String, String> attributes) {
    return new RunRequest(requestId, goal, startUrl, dev.autopilot.playwright.Lane.site(startUrl).key(), attributes);
  }
}
