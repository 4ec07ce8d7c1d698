package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.match.RequiredQuestions;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A structured view of a page at one instant: what a planner decides on and a verifier checks
 * against.
 *
 * @param page where it was taken
 * @param elements the interactive elements in document order
 * @param groups the questions that tie elements together
 * @param errors the validation messages on the page
 * @param requiredUnfilled the question signatures (see {@link SemanticKey#questionSignature})
 *     of the required questions (as {@link #requiredCount()} counts them) that hold no answer
 * @param submitCandidates the controls that would submit the form
 * @param epoch the ref epoch: it grows when the page's structure changed since the previous
 *     snapshot of the same session
 * @param structureChanged whether the page's structure changed since the previous snapshot of
 *     the same session (always true for the first)
 */
public record SemanticSnapshot(
    PageInfo page,
    List<SemanticElement> elements,
    List<ElementGroup> groups,
    List<FieldError> errors,
    List<String> requiredUnfilled,
    List<SubmitCandidate> submitCandidates,
    long epoch,
    boolean structureChanged) {

  public SemanticSnapshot {
    requireNonNull(page, "page");
    elements = List.copyOf(elements);
    groups = List.copyOf(groups);
    errors = List.copyOf(errors);
    requiredUnfilled = List.copyOf(requiredUnfilled);
    submitCandidates = List.copyOf(submitCandidates);
  }

  /** The element with this ref, if the snapshot has it. */
  public Optional<SemanticElement> element(String ref) {
    for (SemanticElement e : elements) {
      if (e.ref().equals(ref)) {
        return Optional.of(e);
      }
    }
    return Optional.empty();
  }

  /** The group with this id, if the snapshot has it. */
  public Optional<ElementGroup> group(String id) {
    for (ElementGroup g : groups) {
      if (g.id().equals(id)) {
        return Optional.of(g);
      }
    }
    return Optional.empty();
  }

  /** The group the element belongs to, if any. */
  public Optional<ElementGroup> groupOf(SemanticElement element) {
    String id = element.groupId();
    return id == null ? Optional.empty() : group(id);
  }

  /** The members of a group, in document order. */
  public List<SemanticElement> members(ElementGroup group) {
    Map<String, SemanticElement> byRef = new HashMap<>();
    for (SemanticElement e : elements) {
      byRef.put(e.ref(), e);
    }
    return group.memberRefs().stream().map(byRef::get).filter(e -> e != null).toList();
  }

  /** The visible errors, in document order. */
  public List<FieldError> visibleErrors() {
    return errors.stream().filter(FieldError::visible).toList();
  }

  /** The visible errors tied to this element or to its group. */
  public List<FieldError> errorsFor(SemanticElement element) {
    @Nullable String groupId = element.groupId();
    return errors.stream()
        .filter(FieldError::visible)
        .filter(err -> element.ref().equals(err.ref()) || (groupId != null && groupId.equals(err.groupId())))
        .toList();
  }

  /**
   * The question signature of an element: its group's question when it has one, else its own
   * question text, normalized by {@link SemanticKey#questionSignature}.
   */
  public String questionSignatureOf(SemanticElement element) {
    return SemanticKey.questionSignature(questionOf(element));
  }

  /** The question an element answers: its group's question when it has one, else its own. */
  public String questionOf(SemanticElement element) {
    return groupOf(element)
        .map(ElementGroup::question)
        .filter(q -> !q.isBlank())
        .orElseGet(element::questionText);
  }

  /**
   * The number of required questions, as {@link RequiredQuestions} counts them: required groups
   * with an askable member once, required askable elements outside any group each (hidden
   * conditional fields and foreign panels do not count).
   */
  public int requiredCount() {
    return RequiredQuestions.count(elements, groups);
  }

  /** The number of required questions that hold an answer. */
  public int requiredFilledCount() {
    return Math.max(0, requiredCount() - requiredUnfilled.size());
  }
}
