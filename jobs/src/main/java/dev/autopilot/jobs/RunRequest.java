package dev.autopilot.jobs;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.fsm.prepare.Confirmation;
import dev.autopilot.fsm.prepare.PreparedPlan;
import java.net.URI;
import java.util.Map;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

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
 * @param plan for a request that confirms a prepared plan ({@link #confirm}): the plan; null for a
 *     run from the start
 * @param confirmationPhrase with a plan: the phrase the person typed to confirm it; null otherwise
 */
public record RunRequest(String requestId, String goal, URI startUrl, String lane, Map<String, String> attributes,
    @Nullable PreparedPlan plan, @Nullable String confirmationPhrase) {
  /**
   * A request; the attributes are copied in key order.
   *
   * @param requestId the request's id, unique across the fleet; not blank
   * @param goal what the run is for; not blank
   * @param startUrl the page the run starts at
   * @param lane the serial lane; not blank
   * @param attributes keys the handler needs, stored in the shared database; no personal data
   * @param plan the prepared plan it confirms; null for a run from the start
   * @param confirmationPhrase the phrase the person typed, given exactly when a plan is; null
   *     otherwise
   * @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} when the id, goal or lane is
   *     blank, or a plan comes without a phrase (or a phrase without a plan), or the request id is
   *     not the plan's id
   */
  public RunRequest {
    requireNonNull(requestId, "requestId");
    requireNonNull(goal, "goal");
    requireNonNull(startUrl, "startUrl");
    requireNonNull(lane, "lane");
    if (requestId.isBlank() || goal.isBlank() || lane.isBlank()) {
      throw new AutopilotException(ErrorCode.CONFIG_INVALID, "a run request needs a request id, a goal and a lane");
    }
    attributes = Map.copyOf(new TreeMap<>(attributes));
    if ((plan == null) != (confirmationPhrase == null)) {
      throw new AutopilotException(ErrorCode.CONFIG_INVALID, "a request that confirms a plan needs both the plan and the phrase the person typed");
    }
    if (plan != null && !plan.planId().equals(requestId)) {
      throw new AutopilotException(ErrorCode.CONFIG_INVALID, "a request that confirms a plan has the plan's id as its request id");
    }
  }

  /**
   * A run from the start (no plan to confirm).
   *
   * @param requestId the request's id, unique across the fleet; not blank
   * @param goal what the run is for; not blank
   * @param startUrl the page the run starts at
   * @param lane the serial lane; not blank ({@link #of} takes the site's)
   * @param attributes keys the handler needs, stored in the shared database; no personal data
   * @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} when the id, goal or lane is
   *     blank
   */
  public RunRequest(String requestId, String goal, URI startUrl, String lane, Map<String, String> attributes) {
    this(requestId, goal, startUrl, lane, attributes, null, null);
  }

  /**
   * A request that confirms a prepared plan: a worker opens the plan's start page again, fills it,
   * checks the live page against the plan and submits once ({@link
   * dev.autopilot.fsm.Orchestrator#confirm}). The plan's id is the request id, so enqueueing the
   * same plan twice queues it once; the worker claims the plan in the shared database, so no two
   * workers ever submit it. The person confirms: {@code typedPhrase} is what they typed back, checked
   * here so that a wrong phrase is refused before anything is queued.
   *
   * @param plan a ready plan ({@link PreparedPlan#ready()})
   * @param typedPhrase the plan's confirmation phrase as the person typed it
   * @param lane the serial lane the confirm run takes (a session or the site, as the prepare took)
   * @param attributes keys the handler needs to build the same pipeline the prepare used
   * @return the request, its id the plan's id, to hand to {@link RunQueue#enqueue}
   * @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} when the plan is not ready or
   *     the phrase is not the plan's: show the plan's requirements, or ask the person again
   */
  public static RunRequest confirm(PreparedPlan plan, String typedPhrase, String lane, Map<String, String> attributes) {
    requireNonNull(plan, "plan");
    requireNonNull(typedPhrase, "typedPhrase");
    if (!plan.ready()) {
      throw new AutopilotException(ErrorCode.CONFIG_INVALID, "plan " + plan.planId() + " is not ready to confirm: " + plan.requirements()
          + "; do what it needs and prepare again");
    }
    if (!new Confirmation.Phrase(typedPhrase).confirms(plan)) {
      throw new AutopilotException(ErrorCode.CONFIG_INVALID, "the phrase typed is not plan " + plan.planId()
          + "'s confirmation phrase; ask the person to type it again");
    }
    return new RunRequest(plan.planId(), plan.goal(), URI.create(plan.startUrl()), lane, attributes, plan, typedPhrase);
  }

  /**
   * Whether this request confirms a prepared plan rather than running from the start.
   *
   * @return true when {@link #plan()} (and so {@link #confirmationPhrase()}) is not null
   */
  public boolean confirms() {
    return plan != null;
  }

  @Override
  public String toString() {
    // the phrase is not personal data, but it is the person's act: kept out of logs all the same
    return "RunRequest[" + requestId + ", " + goal + ", " + startUrl + ", " + lane + ", " + attributes + (plan == null ? "" : ", confirms a plan") + "]";
  }

  /**
   * A request in the lane of its start URL's site: one run at a time per site and worker.
   *
   * @param requestId the request's id, unique across the fleet; not blank
   * @param goal what the run is for; not blank
   * @param startUrl the page the run starts at; its site names the lane
   * @param attributes keys the handler needs, stored in the shared database; no personal data
   * @return a run from the start
   * @throws AutopilotException with {@link ErrorCode#CONFIG_INVALID} when the id or goal is blank
   */
  public static RunRequest of(String requestId, String goal, URI startUrl, Map<String, String> attributes) {
    return new RunRequest(requestId, goal, startUrl, dev.autopilot.playwright.Lane.site(startUrl).key(), attributes);
  }
}
