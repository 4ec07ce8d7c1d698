package dev.autopilot.core.spec;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.RunState;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.ToLongFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * One completion gate of a spec, judged from what the run established ({@link GateFacts}) when it
 * ends. A gate is written as a name ({@code submission_confirmed}), a name and a bound
 * ({@code screenshots >= 2}, {@code submit_attempts <= 1}), or {@code evidence <label>}:
 *
 * <ul>
 *   <li>{@code submission_confirmed}: the site confirmed the submission;
 *   <li>{@code prepared}: the run stopped before its final submit with a prepared plan;
 *   <li>{@code all_actions_verified}: no action went unverified;
 *   <li>{@code all_values_placed}: every value the task carried is on the form;
 *   <li>{@code no_visible_errors}: the last page showed no error;
 *   <li>{@code steps}, {@code actions}, {@code submit_attempts}, {@code screenshots}, {@code
 *       llm_calls} with {@code <=}, {@code >=}, {@code ==}, {@code <}, {@code >}: a counter's bound;
 *   <li>{@code evidence <label>}: the run wrote that evidence ({@code before_submit}, {@code
 *       after_submit}, {@code plan}).
 * </ul>
 *
 * @param text the gate as the spec words it
 */
public record CompletionGate(String text) {
  /** The gates named without a bound, and what each asks. */
  public static final Map<String, String> NAMED = new TreeMap<>(Map.of(
      "submission_confirmed", "the site confirmed the submission",
      "prepared", "the run stopped before its final submit with a prepared plan",
      "all_actions_verified", "no action went unverified",
      "all_values_placed", "every value the task carried is on the form",
      "no_visible_errors", "the last page showed no error"));

  /** The counters a bound may be put on. */
  public static final Map<String, ToLongFunction<GateFacts>> COUNTERS = new TreeMap<>(Map.of(
      "steps", f -> f.counters().steps(),
      "actions", f -> f.counters().actions(),
      "submit_attempts", f -> f.counters().submitAttempts(),
      "screenshots", f -> f.counters().screenshots(),
      "llm_calls", f -> f.counters().model().calls()));

  private static final Pattern BOUND = Pattern.compile("([a-z_]+)\\s*(<=|>=|==|<|>)\\s*(\\d+)");
  private static final Pattern EVIDENCE = Pattern.compile("evidence\\s+([A-Za-z0-9_.-]+)");

  /**
   * Checks the gate's words.
   *
   * @param text the gate as the spec words it, not null; stripped of surrounding blanks
   * @throws IllegalArgumentException saying what gates there are, for words that are none
   */
  public CompletionGate {
    requireNonNull(text, "text");
    text = text.strip();
    String problem = problem(text);
    if (problem != null) {
      throw new IllegalArgumentException(problem);
    }
  }

  /** Why these words are no gate, or null when they are one. */
  static @Nullable String problem(String text) {
    String t = text.strip().toLowerCase(Locale.ROOT);
    if (NAMED.containsKey(t) || EVIDENCE.matcher(text.strip()).matches()) {
      return null;
    }
    Matcher m = BOUND.matcher(t);
    if (m.matches()) {
      return COUNTERS.containsKey(m.group(1)) ? null
          : "'" + text + "' bounds an unknown counter '" + m.group(1) + "'; the counters are " + COUNTERS.keySet();
    }
    return "'" + text + "' is no completion gate; write one of " + NAMED.keySet() + ", a counter bound such as 'screenshots >= 2' (counters: "
        + COUNTERS.keySet() + "), or 'evidence <label>'";
  }

  /**
   * A gate that the run wrote this evidence.
   *
   * @param label the evidence's label, such as {@code before_submit}: letters, digits, {@code _},
   *     {@code .} and {@code -}
   * @return the gate {@code evidence <label>}
   * @throws IllegalArgumentException when the label is empty or holds other characters
   */
  public static CompletionGate evidence(String label) {
    return new CompletionGate("evidence " + label);
  }

  /**
   * Judges the gate.
   *
   * @param facts what the run established when it ended
   * @return why it did not pass, or empty when it passed
   */
  public Optional<String> failure(GateFacts facts) {
    requireNonNull(facts, "facts");
    String t = text.toLowerCase(Locale.ROOT);
    Matcher ev = EVIDENCE.matcher(text);
    if (ev.matches()) {
      String label = ev.group(1);
      return facts.evidence().contains(label) ? Optional.empty() : Optional.of("no evidence '" + label + "' was written");
    }
    switch (t) {
      case "submission_confirmed" -> {
        return facts.outcome() == OutcomeClass.SUCCESS_CONFIRMED ? Optional.empty()
            : Optional.of(facts.outcome() == null ? "nothing was submitted" : "the outcome was " + facts.outcome().wireName());
      }
      case "prepared" -> {
        return facts.state() == RunState.PREPARED ? Optional.empty() : Optional.of("the run ended in " + facts.state() + ", not PREPARED");
      }
      case "all_actions_verified" -> {
        int n = facts.counters().unverifiedActions();
        return n == 0 ? Optional.empty() : Optional.of(n + " action(s) went unverified");
      }
      case "all_values_placed" -> {
        return facts.unplacedValues().isEmpty() ? Optional.empty() : Optional.of("not placed: " + String.join(", ", facts.unplacedValues()));
      }
      case "no_visible_errors" -> {
        return facts.visibleErrors() == 0 ? Optional.empty() : Optional.of("the last page showed " + facts.visibleErrors() + " error(s)");
      }
      default -> {
        Matcher m = BOUND.matcher(t);
        if (!m.matches()) {
          throw new IllegalStateException("a checked gate always parses: " + text);
        }
        var counter = COUNTERS.get(m.group(1));
        if (counter == null) {
          throw new IllegalStateException("a checked gate names a known counter: " + text);
        }
        long value = counter.applyAsLong(facts);
        long bound = Long.parseLong(m.group(3));
        boolean holds = switch (m.group(2)) {
          case "<=" -> value <= bound;
          case ">=" -> value >= bound;
          case "==" -> value == bound;
          case "<" -> value < bound;
          default -> value > bound;
        };
        return holds ? Optional.empty() : Optional.of(m.group(1) + " was " + value);
      }
    }
  }

  @Override
  public String toString() {
    return text;
  }
}
