package dev.autopilot.playwright.internal.snapshot;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.match.RequiredQuestions;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.FieldError;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SubmitCandidate;
import java.util.List;

/**
 * What the snapshot script read in one frame, parsed: the frame's elements (refs and group ids
 * already carry the frame's prefix), groups, errors and submit controls, where its child frames
 * stand, and the token of the in-page result it equals (an incremental snapshot is taken against
 * it). Immutable.
 *
 * @param frameId the frame's id within its page: empty for the main frame, {@code f1}, {@code f2}
 *     ... for the others
 * @param token the in-page token of this result
 * @param next the highest ref number the frame's document has issued
 * @param fresh whether the snapshot found a new document (its ref registry was created by it)
 * @param url the frame's URL
 * @param title the frame's document title
 * @param elements the frame's interactive elements in document order
 * @param groups the frame's groups ordered by their first member
 * @param errors the frame's validation messages in document order
 * @param submits the frame's submit controls
 * @param markers where the frame's child frames stand among its elements
 * @param structureHash the structure hash of the frame's own elements and groups (see
 *     {@link SnapshotParser}); a page without child frames has this hash
 * @param required the frame's required questions
 */
public record FramePart(
    String frameId,
    String token,
    long next,
    boolean fresh,
    String url,
    String title,
    List<SemanticElement> elements,
    List<ElementGroup> groups,
    List<FieldError> errors,
    List<SubmitCandidate> submits,
    List<Marker> markers,
    String structureHash,
    RequiredQuestions required) {

  /**
   * Checks the components and copies the lists.
   *
   * @param frameId the frame's id within its page
   * @param token the in-page token of this result
   * @param next the highest ref number the frame's document has issued
   * @param fresh whether the snapshot found a new document
   * @param url the frame's URL
   * @param title the frame's document title
   * @param elements the frame's interactive elements; copied
   * @param groups the frame's groups; copied
   * @param errors the frame's validation messages; copied
   * @param submits the frame's submit controls; copied
   * @param markers where the frame's child frames stand; copied
   * @param structureHash the structure hash of the frame's own elements and groups
   * @param required the frame's required questions
   * @throws NullPointerException when a component is null
   */
  public FramePart {
    requireNonNull(frameId, "frameId");
    requireNonNull(token, "token");
    requireNonNull(url, "url");
    requireNonNull(title, "title");
    requireNonNull(structureHash, "structureHash");
    requireNonNull(required, "required");
    elements = List.copyOf(elements);
    groups = List.copyOf(groups);
    errors = List.copyOf(errors);
    submits = List.copyOf(submits);
    markers = List.copyOf(markers);
  }

  /**
   * A child frame's place among its parent's elements.
   *
   * @param frameId the child frame's id
   * @param at the index of the parent's element the child's elements come before (the element
   *     count when they come last)
   * @param hidden whether the frame element is hidden, so everything in it is
   * @param isolated whether the frame element sits in a foreign panel, so everything in it does
   */
  public record Marker(String frameId, int at, boolean hidden, boolean isolated) {
    /**
     * Checks the frame id.
     *
     * @param frameId the child frame's id
     * @param at the index of the parent's element the child's elements come before
     * @param hidden whether the frame element is hidden
     * @param isolated whether the frame element sits in a foreign panel
     * @throws NullPointerException when the frame id is null
     */
    public Marker {
      requireNonNull(frameId, "frameId");
    }
  }
}
