package dev.autopilot.playwright.internal.snapshot;

import static java.util.Objects.requireNonNull;

import com.microsoft.playwright.Frame;
import java.lang.ref.WeakReference;
import java.util.HashMap;
import java.util.Map;
import java.util.WeakHashMap;
import org.jspecify.annotations.Nullable;

/**
 * What must outlive one document of a page, owned by the session of that page: the id of each frame (the main
 * frame's is empty, the others get {@code f1}, {@code f2}, ... in the order they are first seen,
 * never reused), the highest ref number issued in each frame (a new document's refs continue
 * above it, so an old ref can never name an element of the new document), the last result of
 * each frame (an incremental snapshot is taken against it), and the ref epoch with the structure
 * hash it was computed from.
 *
 * <p>The session creates one and keeps it for its page's life; the stateless snapshot provider,
 * executor and verifier read it from the session. It holds frames only weakly, so frames that
 * went away are not kept alive. Thread-safe.
 */
public final class RefState {
  private final Map<Frame, FrameState> byFrame = new WeakHashMap<>();
  private final Map<String, FrameState> byId = new HashMap<>();
  private int frameCount;
  private long epoch;
  private @Nullable String lastHash;

  /** An empty state, for a page no snapshot was taken of yet. */
  public RefState() {}

  /**
   * The state of a frame, created on first use: the main frame's id is empty, another frame gets
   * the next {@code fN}.
   *
   * @param frame the frame
   * @param main whether it is the page's main frame
   * @return the frame's state, the same object on every call for the frame
   */
  public synchronized FrameState frame(Frame frame, boolean main) {
    FrameState fs = byFrame.get(frame);
    if (fs == null) {
      String id = main ? "" : "f" + (++frameCount);
      fs = new FrameState(id, frame);
      byFrame.put(frame, fs);
      byId.put(id, fs);
    }
    return fs;
  }

  /**
   * {@return whether the frame already has an id: a snapshot read it before}
   *
   * @param frame the frame
   */
  public synchronized boolean knows(Frame frame) {
    return byFrame.containsKey(frame);
  }

  /**
   * The state of the frame with this id.
   *
   * @param id a frame id: empty for the main frame, else {@code fN}
   * @return the state, or null when no snapshot of this page gave that id
   */
  public synchronized @Nullable FrameState frame(String id) {
    return byId.get(id);
  }

  /**
   * Records a snapshot: whether one of its frames holds a new document, and its structure hash.
   *
   * @param newDocument whether one of the snapshot's frames holds a new document
   * @param structureHash the snapshot's structure hash
   * @return the snapshot's epoch and whether its structure changed since the previous snapshot
   */
  public synchronized Epoch record(boolean newDocument, String structureHash) {
    boolean changed = lastHash == null || newDocument || !lastHash.equals(structureHash);
    if (changed) {
      epoch++;
    }
    lastHash = structureHash;
    return new Epoch(epoch, changed);
  }

  /** A snapshot's epoch and whether the structure changed with it. */
  public record Epoch(long value, boolean changed) {}

  /** One frame's id, the refs issued in it, and its last result. Thread-safe. */
  public static final class FrameState {
    private final String id;
    private final WeakReference<Frame> frame;
    private long issued;
    private boolean seen;
    private @Nullable FramePart last;

    FrameState(String id, Frame frame) {
      this.id = requireNonNull(id, "id");
      this.frame = new WeakReference<>(frame);
    }

    /** {@return the frame's id: empty for the main frame, else {@code fN}} */
    public String id() {
      return id;
    }

    /** {@return the frame, or null once it was collected} */
    public @Nullable Frame frame() {
      return frame.get();
    }

    /** {@return the highest ref number issued in the frame, in any of its documents; 0 before the first} */
    public synchronized long issued() {
      return issued;
    }

    /** {@return whether a snapshot of the frame succeeded before (in any of its documents)} */
    public synchronized boolean seen() {
      return seen;
    }

    /** {@return the frame's last result kept for an incremental snapshot, or null} */
    public synchronized @Nullable FramePart last() {
      return last;
    }

    /**
     * Records the frame's result (or forgets the last one, with null): the refs it issued and
     * the part a later incremental snapshot is taken against.
     *
     * @param part the frame's result, or null to forget the last one
     * @param keep whether to keep the part for a later incremental snapshot
     */
    public synchronized void update(@Nullable FramePart part, boolean keep) {
      if (part != null) {
        issued = Math.max(issued, part.next());
        seen = true;
      }
      last = keep ? part : null;
    }
  }
}
