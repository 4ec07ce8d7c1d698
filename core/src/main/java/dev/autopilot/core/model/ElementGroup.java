package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * Elements that answer one question: a fieldset, a radio group, a question container.
 *
 * @param id the group's id within the snapshot, such as {@code g3}
 * @param kind what ties the members together
 * @param question the question text (legend, group label, or the text preceding the controls)
 * @param required whether an answer is required
 * @param memberRefs the refs of its interactive members, in document order
 */
public record ElementGroup(String id, GroupKind kind, String question, boolean required, List<String> memberRefs) {
  /**
   * Checks the group and copies its members.
   *
   * @param id the group's id, not null
   * @param kind what ties the members, not null
   * @param question the question text, not null (empty when the page words none)
   * @param required whether an answer is required
   * @param memberRefs the members' refs, copied
   * @throws NullPointerException when a value, the list or a ref in it is null
   */
  public ElementGroup {
    requireNonNull(id, "id");
    requireNonNull(kind, "kind");
    requireNonNull(question, "question");
    memberRefs = List.copyOf(memberRefs);
  }
}
