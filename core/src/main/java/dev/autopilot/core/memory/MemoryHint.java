package dev.autopilot.core.memory;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.Route;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What past runs on this site (or on forms asking the same questions) tell a planner before it
 * thinks: known mappings (which key of the task's data answered a question, with which verb) and
 * failures not to repeat (a verb that failed on a question, and what finally worked). Made from
 * recalled {@link Trajectory trajectories}, best match first; never carries a value.
 *
 * @param mappings at most one per question, from the best-matching trajectory that answered it
 * @param avoid at most one per question and verb, from the best-matching trajectory of the same
 *     site that failed it
 * @param trajectories how many trajectories it was made of
 *
 * <p>Immutable and thread-safe.
 */
public record MemoryHint(List<Mapping> mappings, List<Avoid> avoid, int trajectories) {

  /** No memory: what a run without a trajectory store, or with nothing recalled, plans with. */
  public static final MemoryHint NONE = new MemoryHint(List.of(), List.of(), 0);

  /**
   * Keeps immutable copies of the lists.
   *
   * @param mappings the known mappings; copied
   * @param avoid the failures not to repeat; copied
   * @param trajectories how many trajectories it was made of
   * @throws NullPointerException when a list, or an element of one, is null
   */
  public MemoryHint {
    mappings = List.copyOf(mappings);
    avoid = List.copyOf(avoid);
  }

  /**
   * A remembered answer's route.
   *
   * @param questionSignature the normalized question
   * @param question the question as it was asked
   * @param verb the verb that answered it
   * @param answeredBy the key of the task's data, or null
   * @param route who chose it then
   * @param technique how the executor had to act, or null
   */
  public record Mapping(String questionSignature, String question, String verb, @Nullable String answeredBy, Route route, @Nullable String technique) {
    /**
     * Checks that every component but {@code answeredBy} and {@code technique} is given.
     *
     * @param questionSignature the normalized question
     * @param question the question as it was asked
     * @param verb the verb that answered it
     * @param answeredBy the key of the task's data, or null
     * @param route who chose it then
     * @param technique how the executor had to act, or null
     * @throws NullPointerException when a component other than the two nullable ones is null
     */
    public Mapping {
      requireNonNull(questionSignature, "questionSignature");
      requireNonNull(question, "question");
      requireNonNull(verb, "verb");
      requireNonNull(route, "route");
    }
  }

  /**
   * A remembered failure.
   *
   * @param questionSignature the normalized question
   * @param verb the verb that failed
   * @param resolvedBy what finally worked, or null when nothing did
   */
  public record Avoid(String questionSignature, String verb, @Nullable String resolvedBy) {
    /**
     * Checks that the question and the verb are given.
     *
     * @param questionSignature the normalized question
     * @param verb the verb that failed
     * @param resolvedBy what finally worked, or null when nothing did
     * @throws NullPointerException when {@code questionSignature} or {@code verb} is null
     */
    public Avoid {
      requireNonNull(questionSignature, "questionSignature");
      requireNonNull(verb, "verb");
    }
  }

  /**
   * The hint of these trajectories, best match first (as {@link TrajectoryStore#recall} returns
   * them), for a run on {@code site}: mappings from any of them, failures to avoid only from runs
   * on the same site (another site's widget may fail where this one's does not).
   *
   * @param recalled the recalled trajectories, best match first; the first to name a question
   *     gives its mapping
   * @param site the host the run is on, lower case as {@link Trajectory#site()} holds it
   * @return the hint; {@link #NONE} when nothing was recalled
   */
  public static MemoryHint of(List<Trajectory> recalled, String site) {
    if (recalled.isEmpty()) {
      return NONE;
    }
    Map<String, Mapping> mappings = new LinkedHashMap<>();
    Map<String, Avoid> avoid = new LinkedHashMap<>();
    for (Trajectory t : recalled) {
      for (TrajectoryStep s : t.steps()) {
        mappings.putIfAbsent(s.questionSignature(), new Mapping(s.questionSignature(), s.question(), s.verb(), s.answeredBy(), s.route(), s.technique()));
      }
      for (TrajectoryFailure f : t.site().equals(site) ? t.failures() : List.<TrajectoryFailure>of()) {
        avoid.putIfAbsent(f.questionSignature() + '|' + f.verb(), new Avoid(f.questionSignature(), f.verb(), f.resolvedBy()));
      }
    }
    return new MemoryHint(new ArrayList<>(mappings.values()), new ArrayList<>(avoid.values()), recalled.size());
  }

  /**
   * The remembered mapping for a normalized question.
   *
   * @param questionSignature the normalized question
   * @return the mapping, or empty when no recalled run answered the question
   */
  public Optional<Mapping> mapping(String questionSignature) {
    return mappings.stream().filter(m -> m.questionSignature().equals(questionSignature)).findFirst();
  }

  /**
   * Whether a past run on this site failed this verb on this normalized question.
   *
   * @param questionSignature the normalized question
   * @param verb the DSL verb about to be planned
   * @return true when the verb failed there before, whatever worked after
   */
  public boolean failed(String questionSignature, String verb) {
    return avoid.stream().anyMatch(a -> a.questionSignature().equals(questionSignature) && a.verb().equals(verb));
  }

  /**
   * Whether a past run on this site failed this verb on this normalized question and then
   * succeeded with another verb: the gesture to skip straight to the alternate one.
   *
   * @param questionSignature the normalized question
   * @param verb the DSL verb about to be planned
   * @return true when something other than {@code verb} (a technique of it included, {@code
   *     type_ref:keyboard}) resolved the failure; false when nothing did
   */
  public boolean resolvedOtherwise(String questionSignature, String verb) {
    return avoid.stream().anyMatch(a -> a.questionSignature().equals(questionSignature) && a.verb().equals(verb) && a.resolvedBy() != null
        && !a.resolvedBy().equals(verb));
  }

  /**
   * The technique a past run on this site had to ask of the executor for this verb on this
   * normalized question, where the verb alone failed ({@code keyboard} from {@code
   * type_ref:keyboard} having resolved a failed {@code type_ref}), if any.
   *
   * @param questionSignature the normalized question
   * @param verb the DSL verb about to be planned
   * @return the technique, or empty when no failure of the verb there was resolved by one
   */
  public Optional<String> techniqueFor(String questionSignature, String verb) {
    return avoid.stream().filter(a -> a.questionSignature().equals(questionSignature) && a.verb().equals(verb) && a.resolvedBy() != null
        && a.resolvedBy().startsWith(verb + ':')).map(a -> a.resolvedBy().substring(verb.length() + 1)).findFirst();
  }

  /** {@return whether there is neither a mapping nor a failure to avoid in it} */
  public boolean isEmpty() {
    return mappings.isEmpty() && avoid.isEmpty();
  }

  /**
   * The hint as lines for a model's prompt, at most {@code maxChars} characters (whole lines only):
   * failures to avoid first, then known mappings. Question texts are the page's; no values.
   *
   * @param maxChars the most characters to return; lines stop at the first that would not fit
   * @return the lines joined by newlines, empty when the hint is empty or no line fits; page text
   *     in it is data for the model, not instructions
   */
  public String lines(int maxChars) {
    StringBuilder out = new StringBuilder();
    List<String> all = new ArrayList<>();
    for (Avoid a : avoid) {
      all.add("avoid: " + a.verb() + " on \"" + a.questionSignature() + "\" failed before"
          + (a.resolvedBy() == null ? "; nothing else worked" : "; " + a.resolvedBy() + " worked"));
    }
    for (Mapping m : mappings) {
      all.add("known: \"" + m.question() + "\" was answered with " + m.verb() + (m.answeredBy() == null ? "" : " from " + m.answeredBy())
          + (m.technique() == null ? "" : " (" + m.technique() + ")"));
    }
    for (String line : all) {
      if (out.length() + line.length() + 1 > maxChars) {
        break;
      }
      out.append(line).append('\n');
    }
    return out.toString().strip();
  }
}
