package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * What changed on a page between two snapshots of it, element by element: for a host loop that
 * reads only the news after each step instead of the whole page. Elements are matched by ref (a
 * ref names one element for as long as it lives and is never given to another), so an element
 * replaced by the page counts as removed and added.
 *
 * @param current the snapshot the delta leads to; the whole page is still there when needed
 * @param pageChanged whether {@code current} shows another page than the previous snapshot (its
 *     URL differs) or there was no previous snapshot: then every element is {@code added}
 * @param added the elements of {@code current} the previous snapshot did not have, in document order
 * @param changed the elements of both whose record differs (value, checked, visible, name,
 *     options...), as {@code current} has them, in document order
 * @param removed the refs of the previous snapshot's elements that {@code current} no longer has
 * @param errorsChanged whether the validation messages ({@link SemanticSnapshot#errors()}) differ
 *     from the previous snapshot's
 */
public record SnapshotDelta(SemanticSnapshot current, boolean pageChanged, List<SemanticElement> added, List<SemanticElement> changed,
    List<String> removed, boolean errorsChanged) {

  /**
   * Checks the delta and copies its lists; {@link #between} makes deltas that agree with their
   * snapshots.
   *
   * @param current the snapshot the delta leads to, not null
   * @param pageChanged whether the page changed
   * @param added the elements added, copied
   * @param changed the elements changed, copied
   * @param removed the refs removed, copied
   * @param errorsChanged whether the validation messages differ
   * @throws NullPointerException when {@code current}, a list or an element of one is null
   */
  public SnapshotDelta {
    requireNonNull(current, "current");
    added = List.copyOf(added);
    changed = List.copyOf(changed);
    removed = List.copyOf(removed);
  }

  /**
   * The delta from {@code previous} to {@code current}.
   *
   * @param previous the snapshot read before, or null when there was none (everything is added)
   * @param current the snapshot read now, of the same session as {@code previous} (refs are
   *     compared)
   * @return the delta; {@link #isEmpty()} when nothing changed
   * @throws NullPointerException when {@code current} is null
   */
  public static SnapshotDelta between(@Nullable SemanticSnapshot previous, SemanticSnapshot current) {
    requireNonNull(current, "current");
    if (previous == null) {
      return new SnapshotDelta(current, true, current.elements(), List.of(), List.of(), !current.errors().isEmpty());
    }
    boolean pageChanged = !previous.page().url().equals(current.page().url());
    Map<String, SemanticElement> before = new HashMap<>();
    for (SemanticElement e : previous.elements()) {
      before.put(e.ref(), e);
    }
    List<SemanticElement> added = new ArrayList<>();
    List<SemanticElement> changed = new ArrayList<>();
    for (SemanticElement e : current.elements()) {
      SemanticElement was = before.remove(e.ref());
      if (was == null) {
        added.add(e);
      } else if (!was.equals(e)) {
        changed.add(e);
      }
    }
    List<String> removed = previous.elements().stream().map(SemanticElement::ref).filter(before::containsKey).toList();
    return new SnapshotDelta(current, pageChanged, added, changed, removed, !previous.errors().equals(current.errors()));
  }

  /** {@return whether nothing changed: no element added, changed or removed, the same errors, the same page} */
  public boolean isEmpty() {
    return !pageChanged && added.isEmpty() && changed.isEmpty() && removed.isEmpty() && !errorsChanged;
  }
}
