package dev.autopilot.core;


import dev.autopilot.core.internal.RulePlanner;
import dev.autopilot.core.model.ActionPlan;
import dev.autopilot.core.pack.DomainPack;

/**
 * Decides what to do next on the current page: (task, state, snapshot, failures) to an
 * {@link ActionPlan}.
 *
 * <p>Implementations are thread-safe and keep per-run state only in the context they are given.
 * They must plan only refs present in the snapshot, and should answer a failed semantic key
 * according to its {@link dev.autopilot.core.model.Escalation}: plan again with the failure in
 * view on {@code REPLAN}, choose another gesture or control on {@code ALTERNATE}.
 */
public interface Planner {

  /**
   * Plans the next actions.
   *
   * @param context the task, the run's state, the current snapshot, the failures so far, the run's
   *     model ledger and its memory hint
   * @return the plan, never null; its actions use only refs of {@code context.snapshot()}
   * @throws AutopilotException with {@link ErrorCode#PLAN_INVALID} when no valid plan can be made
   *     (a model's reply that cannot be read, say)
   */
  ActionPlan plan(PlanningContext context);

  /**
   * What the person whose answers this planner gives consents to. The gate in front of the
   * executor holds every planned action to it ({@code dev.autopilot.core.gate.ActionGate}),
   * whatever the planner itself checked. The default is {@link dev.autopilot.core.consent.Consent#NONE}: nothing
   * is implied; a planner built on a domain pack returns the pack's consent.
   *
   * @return the consent, never null
   */
  default dev.autopilot.core.consent.Consent consent() {
    return dev.autopilot.core.consent.Consent.NONE;
  }

  /**
   * The names of every value the task carries (a values file's keys), so the run can report those
   * it placed in no field; empty when the planner does not answer from such a list (the default).
   *
   * @return the value names, never null
   */
  default java.util.Set<String> valueKeys() {
    return java.util.Set.of();
  }

  /**
   * Of {@link #valueKeys()}, those a field of this snapshot holds (the field holds the answer the
   * value gives). The run asks before each submit or step and at its end.
   *
   * @param snapshot the page as it stands now
   * @return the names of the values placed, a subset of {@link #valueKeys()}; never null, empty by
   *     default
   */
  default java.util.Set<String> valuesPlaced(dev.autopilot.core.model.SemanticSnapshot snapshot) {
    return java.util.Set.of();
  }

  /**
   * The questions of this snapshot that still hold a choice the page made ({@link
   * dev.autopilot.core.match.Fields#holdsThePagesChoice}: a preselected option, a radio the page
   * checked, a value the page typed in), that this planner has no answer for, and whose page's
   * choice none of the {@code unplaced} values would make if it were given to that question: the
   * page's choice would be sent as it stands, where one of those values may have been meant. Each
   * is the question's text and the page's choice: {@code "Number of colonies you keep (the page
   * chose '0')"}.
   *
   * <p>Before the form's last submit (never before a step to the next page of the form), the run
   * asks this with the values of {@link #valueKeys()} that were placed in no field; when it
   * returns any question, the run stops ({@link
   * dev.autopilot.core.model.ManualCode#UNANSWERED_REQUIRED}) rather than send the page's choice
   * as the person's. Implementations need not be thread-safe beyond what {@link #plan} is.
   *
   * @param snapshot the page as it stands now
   * @param unplaced the names of the task's values no field held (a subset of {@link
   *     #valueKeys()}), never null
   * @return the questions, in page order; never null, empty by default (a planner that does not
   *     say), and empty when every question holding a page's choice has an answer or a choice one
   *     of {@code unplaced} would make
   */
  default java.util.List<String> pageChoicesLeft(dev.autopilot.core.model.SemanticSnapshot snapshot, java.util.Set<String> unplaced) {
    return java.util.List.of();
  }

  /**
   * This planner under the host's feature flags: itself by default; a planner with a capability
   * behind a flag ({@link Features.Flag#MODEL_ROUTES}, {@link Features.Flag#CACHE}, {@link
   * Features.Flag#MEMORY}) returns a variant without the capabilities that are off. The
   * orchestrator calls it once, when it is built.
   *
   * @param features the host's flags
   * @return the planner to use, never null; this one when no flag concerns it
   */
  default Planner withFeatures(Features features) {
    return this;
  }

  /**
   * The action that answers a field whose question is already known to belong to it (the locator
   * cache found the field), with the value taken from this planner's data now: no matching of
   * questions across the page, no model. {@code answeredBy} is the key of the data that answered
   * it last time ({@code profile.email}), or null. Empty when the planner's data gives no answer
   * the field can take, or when answering it is left for the person (consent); the default is
   * empty, so a planner that does not implement it is never served from the cache. The action
   * may be one the field already holds (the caller checks). Never null; thread-safe.
   *
   * @param snapshot the current page, which holds {@code element}
   * @param element the field the cache found for the question
   * @param answeredBy the data key that answered the field last time, or null when not known
   * @return the action aimed at {@code element}'s ref, or empty when there is no answer to give
   *     here
   */
  default java.util.Optional<dev.autopilot.core.model.Action> answerKnown(dev.autopilot.core.model.SemanticSnapshot snapshot,
      dev.autopilot.core.model.SemanticElement element, @org.jspecify.annotations.Nullable String answeredBy) {
    return java.util.Optional.empty();
  }

  /**
   * The name and version of this planner's way of choosing, for the locator cache's key: cached
   * choices of another version are not used. The default is the class's name.
   *
   * @return the version, never null; change it whenever the way of choosing changes
   */
  default String version() {
    return getClass().getName();
  }

  /**
   * The name and version of the domain data this planner answers from, for the locator cache's
   * key; empty when it has none (the default).
   *
   * @return the pack's name and version, or empty
   */
  default String packVersion() {
    return "";
  }

  /**
   * A planner that answers questions from a domain pack's rules alone: no model, no network,
   * deterministic. Questions the pack cannot answer are reported as unresolved.
   *
   * @param pack the questions, answers and consent to plan from
   * @return a thread-safe planner
   */
  static Planner rules(DomainPack pack) {
    return new RulePlanner(pack);
  }

  /**
   * The rules planner of {@link #rules(DomainPack)}, which also pairs by meaning what its words
   * left over: a value key no question took ("Date seen") and a question nothing answered ("Date
   * of the sighting") are paired when each is clearly the other's nearest by the model, the value
   * fits the field, and neither has a standard meaning that says otherwise. Everything else is
   * as with words alone; when the model fails, the planner pairs by words alone.
   *
   * @param pack the questions, answers and consent to plan from
   * @param similarity the model of meaning, thread-safe (for example {@code
   *     MiniLmSimilarity.shared()} of {@code autopilot-semantic})
   * @return a thread-safe planner
   * @throws NullPointerException when an argument is null
   */
  static Planner rules(DomainPack pack, dev.autopilot.core.pack.TextSimilarity similarity) {
    return new RulePlanner(pack, java.util.Objects.requireNonNull(similarity, "similarity"));
  }
}
