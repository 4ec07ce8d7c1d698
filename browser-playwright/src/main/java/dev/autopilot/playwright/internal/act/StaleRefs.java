package dev.autopilot.playwright.internal.act;

import static dev.autopilot.playwright.PlaywrightActionExecutor.REMATCH;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Page;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.StaleRefException;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.playwright.internal.snapshot.RefState;
import dev.autopilot.playwright.internal.snapshot.Refs;
import java.util.List;

/**
 * Re-resolves a ref that went stale since the planning snapshot (its element re-rendered, say):
 * one fresh snapshot through the pipeline (purpose {@code PlaywrightActionExecutor.REMATCH}), and
 * the one element in it with the same role, accessible name and group question ({@link Rematch}).
 * When no single element matches, or the page is no longer the one planned on, the ref stays
 * stale. Stateless.
 */
public final class StaleRefs {
  private StaleRefs() {}

  /** The element acted on instead, the action retargeted to its ref, and a note for the detail. */
  public record Resolved(ElementHandle element, Action action, String note) {}

  /**
   * Re-resolves the stale ref of an action, or confirms it stale.
   *
   * @param pipeline the pipeline the one fresh snapshot is taken through
   * @param page the page acted on
   * @param refs the page's ref state, to resolve the successor's ref
   * @param action the action whose ref went stale
   * @param planned the snapshot the action was planned from
   * @param stale what resolving the ref threw
   * @return the element to act on instead, which the caller disposes, and the retargeted action
   * @throws StaleRefException with {@link ErrorCode#UNKNOWN_REF} when the planning snapshot lacks
   *     the ref, else with {@link ErrorCode#STALE_REF} when the page changed or not exactly one
   *     element matches
   */
  public static Resolved reresolve(SnapshotPipeline pipeline, Page page, RefState refs, Action action, SemanticSnapshot planned,
      StaleRefException stale) {
    String ref = stale.ref();
    SemanticElement was = planned.element(ref).orElse(null);
    if (was == null) {
      throw new StaleRefException(ErrorCode.UNKNOWN_REF, ref,
          "ref " + ref + " is not in the snapshot the " + action.verb() + " was planned from; take a new snapshot and plan again");
    }
    if (!withoutFragment(planned.page().url()).equals(withoutFragment(page.url()))) {
      throw new StaleRefException(ref, stale.getMessage() + " (the page is no longer the one the action was planned on)");
    }
    SemanticSnapshot fresh = pipeline.take(REMATCH);
    List<SemanticElement> found = Rematch.candidates(planned, was, fresh);
    if (found.size() != 1) {
      throw new StaleRefException(ref, "ref " + ref + " is stale and a fresh snapshot has " + (found.isEmpty() ? "no element" : found.size() + " elements")
          + " with its role, name and question; take a new snapshot and plan again");
    }
    String successor = found.get(0).ref();
    ElementHandle el = Refs.resolve(page, refs, successor, action.verb());
    return new Resolved(el, Rematch.retarget(action, successor), "ref " + ref + " was stale; re-resolved to " + successor + " by role, name and question");
  }

  private static String withoutFragment(String url) {
    int hash = url.indexOf('#');
    return hash < 0 ? url : url.substring(0, hash);
  }
}
