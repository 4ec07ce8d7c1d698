package dev.autopilot.playwright.internal;

import com.microsoft.playwright.Page;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import org.jspecify.annotations.Nullable;

/**
 * What must outlive one document of a page: the highest ref number issued, so that a new
 * document's refs continue above it and an old ref can never name an element of the new
 * document, and the ref epoch with the structure hash it was computed from.
 *
 * <p>Kept per {@link Page} in a weak map, so the stateless snapshot provider and executor share
 * it without holding the page alive. Thread-safe.
 */
public final class RefState {
  private static final Map<Page, RefState> STATES = Collections.synchronizedMap(new WeakHashMap<>());

  private long issued;
  private long epoch;
  private @Nullable String lastHash;

  RefState() {}

  /** The state of this page, created empty on first use. */
  public static RefState of(Page page) {
    return STATES.computeIfAbsent(page, p -> new RefState());
  }

  /** The highest ref number issued on the page so far, in any of its documents. */
  public synchronized long issued() {
    return issued;
  }

  /**
   * Records a snapshot: the registry's highest ref number, whether the registry was created by
   * this snapshot (a new document), and the structure hash.
   *
   * @return the snapshot's epoch and whether its structure changed since the previous snapshot
   */
  public synchronized Epoch record(long highestRef, boolean newDocument, String structureHash) {
    issued = Math.max(issued, highestRef);
    boolean changed = lastHash == null || newDocument || !lastHash.equals(structureHash);
    if (changed) {
      epoch++;
    }
    lastHash = structureHash;
    return new Epoch(epoch, changed);
  }

  /** A snapshot's epoch and whether the structure changed with it. */
  public record Epoch(long value, boolean changed) {}
}
