package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.match.RequiredQuestions;
import java.util.ArrayList;
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

  /**
   * Checks the snapshot and copies its lists; it does not check that refs, groups and
   * {@code requiredUnfilled} agree (a provider, or the {@link Builder}, makes them agree).
   *
   * @param page where it was taken, not null
   * @param elements the elements, copied
   * @param groups the groups, copied
   * @param errors the validation messages, copied
   * @param requiredUnfilled the signatures of unanswered required questions, copied
   * @param submitCandidates the submit controls, copied
   * @param epoch the ref epoch
   * @param structureChanged whether the structure changed since the session's previous snapshot
   * @throws NullPointerException when the page, a list or an element of one is null
   */
  public SemanticSnapshot {
    requireNonNull(page, "page");
    elements = List.copyOf(elements);
    groups = List.copyOf(groups);
    errors = List.copyOf(errors);
    requiredUnfilled = List.copyOf(requiredUnfilled);
    submitCandidates = List.copyOf(submitCandidates);
  }

  /**
   * The element with this ref, if the snapshot has it.
   *
   * @param ref an element ref, such as {@code e12}
   * @return the element, or empty when this snapshot has no element with that ref (it may be
   *     stale, or from another snapshot)
   */
  public Optional<SemanticElement> element(String ref) {
    for (SemanticElement e : elements) {
      if (e.ref().equals(ref)) {
        return Optional.of(e);
      }
    }
    return Optional.empty();
  }

  /**
   * The group with this id, if the snapshot has it.
   *
   * @param id a group id, such as {@code g3}
   * @return the group, or empty when this snapshot has none with that id
   */
  public Optional<ElementGroup> group(String id) {
    for (ElementGroup g : groups) {
      if (g.id().equals(id)) {
        return Optional.of(g);
      }
    }
    return Optional.empty();
  }

  /**
   * The group the element belongs to, if any.
   *
   * @param element an element of this snapshot
   * @return its group, or empty when it has no group id or this snapshot has no such group
   */
  public Optional<ElementGroup> groupOf(SemanticElement element) {
    String id = element.groupId();
    return id == null ? Optional.empty() : group(id);
  }

  /**
   * The members of a group, in document order.
   *
   * @param group a group of this snapshot
   * @return its members this snapshot holds, in the group's order; a member ref with no element
   *     here is left out
   */
  public List<SemanticElement> members(ElementGroup group) {
    Map<String, SemanticElement> byRef = new HashMap<>();
    for (SemanticElement e : elements) {
      byRef.put(e.ref(), e);
    }
    return group.memberRefs().stream().map(byRef::get).filter(e -> e != null).toList();
  }

  /** {@return the visible errors, in document order; empty when the page shows none} */
  public List<FieldError> visibleErrors() {
    return errors.stream().filter(FieldError::visible).toList();
  }

  /**
   * The visible errors tied to this element or to its group.
   *
   * @param element an element of this snapshot
   * @return the visible errors whose ref is the element's or whose group is its group, in
   *     document order; empty when none
   */
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
   *
   * @param element an element of this snapshot
   * @return the signature, comparable with {@link #requiredUnfilled()}
   */
  public String questionSignatureOf(SemanticElement element) {
    return SemanticKey.questionSignature(questionOf(element));
  }

  /**
   * The question an element answers: its group's question when it has one (not blank), else its
   * own ({@link SemanticElement#questionText()}).
   *
   * @param element an element of this snapshot
   * @return the question, as the page words it
   */
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
   *
   * @return the number of required questions, 0 or more
   */
  public int requiredCount() {
    return RequiredQuestions.count(elements, groups);
  }

  /** {@return the number of required questions that hold an answer: {@link #requiredCount()} less the unfilled ones, never below 0} */
  public int requiredFilledCount() {
    return Math.max(0, requiredCount() - requiredUnfilled.size());
  }

  /**
   * A builder for a snapshot of the page at this URL, for snapshots built in memory (tests,
   * contract kits, replays). Unless set, the page is {@link PageInfo#of(String, String, List, List)}
   * of the URL, the title (empty) and the elements and groups added; {@code requiredUnfilled} is
   * what {@link RequiredQuestions} finds unanswered among them, as a browser snapshot computes it;
   * the epoch is 1 and the structure changed (a first snapshot).
   *
   * <pre>{@code
   * SemanticSnapshot form = SemanticSnapshot.builder("http://127.0.0.1:8080/apply")
   *     .addElement(SemanticElement.builder("e1", Role.TEXTBOX, "Email").inputType("email").required(true).value("").build())
   *     .addElement(SemanticElement.builder("e2", Role.BUTTON, "Send").build())
   *     .addSubmitCandidate("e2", "Send", true)
   *     .build();
   * }</pre>
   *
   * @param url the page's absolute URL, with a host
   * @return a new builder
   */
  public static Builder builder(String url) {
    return new Builder(url);
  }

  /**
   * A builder holding every component of this snapshot, its page and required-unfilled list
   * included as they are (call {@link Builder#derivePage()} and {@link
   * Builder#deriveRequiredUnfilled()} on a variant whose elements changed).
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    Builder b = new Builder(page.url());
    b.title = page.title();
    b.page = page;
    b.elements.addAll(elements);
    b.groups.addAll(groups);
    b.errors.addAll(errors);
    b.requiredUnfilled = requiredUnfilled;
    b.submitCandidates.addAll(submitCandidates);
    b.epoch = epoch;
    b.structureChanged = structureChanged;
    return b;
  }

  /**
   * Builds a {@link SemanticSnapshot}; lists grow with {@code add*} methods, in document order.
   * Not thread-safe.
   */
  public static final class Builder {
    private String url;
    private String title = "";
    private @Nullable PageInfo page;
    private final List<SemanticElement> elements = new ArrayList<>();
    private final List<ElementGroup> groups = new ArrayList<>();
    private final List<FieldError> errors = new ArrayList<>();
    private @Nullable List<String> requiredUnfilled;
    private final List<SubmitCandidate> submitCandidates = new ArrayList<>();
    private long epoch = 1;
    private boolean structureChanged = true;

    private Builder(String url) {
      this.url = requireNonNull(url, "url");
    }

    /**
     * Sets the page's URL; the page is derived from it again at {@link #build()}.
     *
     * @param url the page's absolute URL, with a host
     * @return this builder
     */
    public Builder url(String url) {
      this.url = requireNonNull(url, "url");
      this.page = null;
      return this;
    }

    /**
     * Sets the document title; the page is derived again at {@link #build()}.
     *
     * @param title the title, empty for none
     * @return this builder
     */
    public Builder title(String title) {
      this.title = requireNonNull(title, "title");
      this.page = null;
      return this;
    }

    /**
     * Sets the page as given, instead of deriving it from the URL, title, elements and groups.
     *
     * @param page the page
     * @return this builder
     */
    public Builder page(PageInfo page) {
      this.page = requireNonNull(page, "page");
      this.url = page.url();
      this.title = page.title();
      return this;
    }

    /**
     * Derives the page from the URL, title, elements and groups at {@link #build()}, dropping a
     * page set or copied by {@link SemanticSnapshot#toBuilder()}.
     *
     * @return this builder
     */
    public Builder derivePage() {
      this.page = null;
      return this;
    }

    /**
     * Adds an element.
     *
     * @param element the element, after those added before it
     * @return this builder
     */
    public Builder addElement(SemanticElement element) {
      elements.add(requireNonNull(element, "element"));
      return this;
    }

    /**
     * Replaces the elements.
     *
     * @param elements the elements in document order
     * @return this builder
     */
    public Builder elements(List<SemanticElement> elements) {
      this.elements.clear();
      this.elements.addAll(List.copyOf(elements));
      return this;
    }

    /**
     * Adds a group.
     *
     * @param group the group
     * @return this builder
     */
    public Builder addGroup(ElementGroup group) {
      groups.add(requireNonNull(group, "group"));
      return this;
    }

    /**
     * Adds a group.
     *
     * @param id the group's id, such as {@code g1}, which its members name as their group id
     * @param kind what ties the members together
     * @param question the question text
     * @param required whether an answer is required
     * @param memberRefs the members' refs in document order
     * @return this builder
     */
    public Builder addGroup(String id, GroupKind kind, String question, boolean required, List<String> memberRefs) {
      return addGroup(new ElementGroup(id, kind, question, required, memberRefs));
    }

    /**
     * Adds a validation message.
     *
     * @param error the message
     * @return this builder
     */
    public Builder addError(FieldError error) {
      errors.add(requireNonNull(error, "error"));
      return this;
    }

    /**
     * Adds a control that would submit the form (add its element too).
     *
     * @param candidate the control
     * @return this builder
     */
    public Builder addSubmitCandidate(SubmitCandidate candidate) {
      submitCandidates.add(requireNonNull(candidate, "candidate"));
      return this;
    }

    /**
     * Adds a control that would submit the form (add its element too).
     *
     * @param ref its element's ref
     * @param name its accessible name
     * @param enabled whether it can be used now
     * @return this builder
     */
    public Builder addSubmitCandidate(String ref, String name, boolean enabled) {
      return addSubmitCandidate(new SubmitCandidate(ref, name, enabled));
    }

    /**
     * Sets the signatures of the required questions that hold no answer, instead of deriving
     * them from the elements and groups.
     *
     * @param signatures question signatures (see {@link SemanticKey#questionSignature})
     * @return this builder
     */
    public Builder requiredUnfilled(List<String> signatures) {
      this.requiredUnfilled = List.copyOf(signatures);
      return this;
    }

    /**
     * Derives the required questions that hold no answer from the elements and groups at {@link
     * #build()}, dropping a list set or copied by {@link SemanticSnapshot#toBuilder()}.
     *
     * @return this builder
     */
    public Builder deriveRequiredUnfilled() {
      this.requiredUnfilled = null;
      return this;
    }

    /**
     * Sets the ref epoch.
     *
     * @param epoch the epoch, growing when the page's structure changed
     * @return this builder
     */
    public Builder epoch(long epoch) {
      this.epoch = epoch;
      return this;
    }

    /**
     * Sets whether the structure changed since the previous snapshot of the session.
     *
     * @param structureChanged true for a first snapshot or a changed structure
     * @return this builder
     */
    public Builder structureChanged(boolean structureChanged) {
      this.structureChanged = structureChanged;
      return this;
    }

    /**
     * The snapshot.
     *
     * @return a new immutable snapshot
     * @throws IllegalArgumentException when the page is derived and the URL is not absolute or has no host
     */
    public SemanticSnapshot build() {
      PageInfo p = page != null ? page : PageInfo.of(url, title, elements, groups);
      List<String> unfilled = requiredUnfilled != null ? requiredUnfilled : RequiredQuestions.of(elements, groups).unanswered(elements);
      return new SemanticSnapshot(p, elements, groups, errors, unfilled, submitCandidates, epoch, structureChanged);
    }
  }
}
