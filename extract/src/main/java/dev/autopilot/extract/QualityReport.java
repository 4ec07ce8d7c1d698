package dev.autopilot.extract;

import java.util.List;

/**
 * The {@link QualityGate}'s verdict on the records of one recipe run.
 *
 * @param passed whether every check held
 * @param records how many records were read
 * @param failures each failed check in words a person, or a model repairing the recipe, can act
 *     on ("price: 4 of 10 values are not a number, such as 'call us'"); empty when passed
 */
public record QualityReport(boolean passed, int records, List<String> failures) {
  /**
   * Copies the failures.
   *
   * @param passed whether every check held
   * @param records 0 or more
   * @param failures copied; no element null
   * @throws NullPointerException when the list or an element is null
   */
  public QualityReport {
    failures = List.copyOf(failures);
  }
}
