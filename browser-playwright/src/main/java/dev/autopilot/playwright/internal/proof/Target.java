package dev.autopilot.playwright.internal.proof;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Page;
import dev.autopilot.core.StaleRefException;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.playwright.internal.act.Rematch;
import dev.autopilot.playwright.internal.snapshot.RefState;
import dev.autopilot.playwright.internal.snapshot.Refs;
import java.util.List;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The target of a verified action in both snapshots, and on the live page. In the snapshot before,
 * an element whose ref the executor re-resolved is found by role, name and question. Immutable.
 */
public final class Target {
  private final String ref;
  private final SemanticSnapshot beforeSnapshot;
  private final SemanticSnapshot afterSnapshot;
  private final @Nullable SemanticElement before;

  /**
   * Finds the target in both snapshots.
   *
   * @param ref the ref the executed action names (after any re-resolution)
   * @param beforeSnapshot the snapshot the action was planned from
   * @param afterSnapshot the snapshot taken after it
   */
  public Target(String ref, SemanticSnapshot beforeSnapshot, SemanticSnapshot afterSnapshot) {
    this.ref = ref;
    this.beforeSnapshot = beforeSnapshot;
    this.afterSnapshot = afterSnapshot;
    SemanticElement direct = beforeSnapshot.element(ref).orElse(null);
    SemanticElement now = afterSnapshot.element(ref).orElse(null);
    if (direct == null && now != null) {
      List<SemanticElement> found = Rematch.candidates(afterSnapshot, now, beforeSnapshot);
      direct = found.size() == 1 ? found.get(0) : null;
    }
    this.before = direct;
  }

  /** {@return the target's ref, as the action names it} */
  public String ref() {
    return ref;
  }

  /** {@return the snapshot taken before the action} */
  public SemanticSnapshot beforeSnapshot() {
    return beforeSnapshot;
  }

  /** {@return the snapshot taken after the action} */
  public SemanticSnapshot afterSnapshot() {
    return afterSnapshot;
  }

  /** {@return the target in the snapshot before, or null when it is not found there} */
  public @Nullable SemanticElement before() {
    return before;
  }

  /** {@return the target in the snapshot after, or null when it is not there} */
  public @Nullable SemanticElement after() {
    return afterSnapshot.element(ref).orElse(null);
  }

  /**
   * Reads the live element of the ref.
   *
   * @param <T> what is read
   * @param page the page, owned by the calling thread
   * @param refs the page's ref state
   * @param purpose the verb named in a failure's detail
   * @param gone what to return when the ref no longer resolves
   * @param read reads the element, which is disposed after
   * @return what {@code read} returned, or {@code gone}
   */
  public <T> T onElement(Page page, RefState refs, String purpose, T gone, Function<ElementHandle, T> read) {
    ElementHandle el;
    try {
      el = Refs.resolve(page, refs, ref, purpose);
    } catch (StaleRefException e) {
      return gone;
    }
    try {
      return read.apply(el);
    } finally {
      el.dispose();
    }
  }
}
