package dev.autopilot.core.spec;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A frozen spec a task carries: what the run is for, what bounds it, and when it is done. A run
 * with a spec ends in {@code DONE} only when every completion gate passes (the required evidence
 * counts as gates: {@code evidence <label>}); otherwise the failed gates are in the run's result
 * and its {@code gates_evaluated} event. Immutable and thread-safe.
 *
 * @param version the spec's version, such as {@code v1}; never blank
 * @param goal what the run is for, in words; never blank
 * @param constraints the bounds of the run
 * @param gates the completion gates, at least one
 * @param requiredEvidence the labels of the evidence the run must write ({@code before_submit},
 *     {@code after_submit}, {@code plan})
 */
public record SpecContract(String version, String goal, SpecConstraints constraints, List<CompletionGate> gates, List<String> requiredEvidence) {
  /**
   * Checks the spec and copies the lists.
   *
   * @param version the spec's version, not blank
   * @param goal what the run is for, not blank
   * @param constraints the bounds of the run, not null ({@link SpecConstraints#none()} for none)
   * @param gates the completion gates, copied; at least one
   * @param requiredEvidence the labels of the evidence the run must write, copied; may be empty
   * @throws IllegalArgumentException for a blank version or goal, or no gate
   * @throws NullPointerException when an argument or an element of a list is null
   */
  public SpecContract {
    requireNonNull(version, "version");
    requireNonNull(goal, "goal");
    requireNonNull(constraints, "constraints");
    gates = List.copyOf(gates);
    requiredEvidence = List.copyOf(requiredEvidence);
    if (version.isBlank()) {
      throw new IllegalArgumentException("a spec needs a version");
    }
    if (goal.isBlank()) {
      throw new IllegalArgumentException("a spec needs a goal");
    }
    if (gates.isEmpty()) {
      throw new IllegalArgumentException("a spec needs at least one completion gate");
    }
  }

  /**
   * {@return every gate the run must pass: the completion gates, then one {@code evidence <label>}
   * gate per required evidence, each gate once (by its text) in that order}
   */
  public List<CompletionGate> allGates() {
    Set<String> seen = new LinkedHashSet<>();
    List<CompletionGate> all = new ArrayList<>();
    for (CompletionGate g : gates) {
      if (seen.add(g.text())) {
        all.add(g);
      }
    }
    for (String label : requiredEvidence) {
      CompletionGate g = CompletionGate.evidence(label);
      if (seen.add(g.text())) {
        all.add(g);
      }
    }
    return all;
  }

  /**
   * Judges every gate.
   *
   * @param facts what the run established when it ended
   * @return the gates that failed, each as {@code gate: why}; empty when all passed
   */
  public List<String> failedGates(GateFacts facts) {
    List<String> failed = new ArrayList<>();
    for (CompletionGate g : allGates()) {
      g.failure(facts).ifPresent(why -> failed.add(g.text() + ": " + why));
    }
    return failed;
  }
}
