package dev.autopilot.playwright.internal.snapshot;

import static java.util.Objects.requireNonNull;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Frame;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.playwright.internal.Scripts;
import dev.autopilot.playwright.internal.session.Failures;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Takes a snapshot of every frame of a page, one evaluation of the snapshot script per frame, and
 * assembles them. A frame seen for the first time gets its id from the session's {@link RefState},
 * and its frame element is tagged with it in the parent's document, so the parent's snapshot says
 * where the frame's elements stand. A child frame that cannot be read (it is navigating, or went
 * away meanwhile) is left out of this snapshot; the main frame must be read. Stateless.
 */
public final class FrameSnapshots {
  private static final Logger LOG = LoggerFactory.getLogger(FrameSnapshots.class);

  private static final String TAG_FRAME = Scripts.load("snapshot/tag-frame.js");

  private FrameSnapshots() {}

  /**
   * A snapshot of the page.
   *
   * @param page the page, owned by the calling thread
   * @param state the ref state of the page's session
   * @param mainWorld the main frame's main world, through which the main frame is read when it can
   * @param isolated the CSS selector of foreign panels, or null
   * @param incremental whether a frame whose structure did not change may send only what changed
   * @return the snapshot of all the page's frames, recorded in {@code state}
   * @throws BrowserException with {@link ErrorCode#BROWSER_CRASHED} when the page or browser is
   *     gone, {@link ErrorCode#BROWSER_NAVIGATION_FAILED} when the main frame cannot be read now,
   *     {@link ErrorCode#INTERNAL} when the script's result cannot be read
   * @throws dev.autopilot.core.AutopilotException with {@link ErrorCode#CONFIG_INVALID} when the
   *     page rejects the isolated selector
   */
  public static SemanticSnapshot take(Page page, RefState state, MainWorld mainWorld, @Nullable String isolated, boolean incremental) {
    Frame mainFrame = page.mainFrame();
    List<Frame> frames = page.frames();
    List<Frame> childFrames = frames.size() == 1 ? List.of() : childFramesParentsFirst(frames, mainFrame, state);
    RefState.FrameState mainState = state.frame(mainFrame, true);
    FramePart main;
    try {
      main = read(mainFrame, mainState, mainWorld, isolated, incremental);
    } catch (PlaywrightException e) {
      mainState.update(null, false);
      throw Failures.wrap(e, ErrorCode.BROWSER_NAVIGATION_FAILED, "could not take a snapshot", null, null, page.url());
    }
    if (childFrames.isEmpty()) {
      return SnapshotParser.assemble(main, Map.of(), state);
    }
    Map<String, FramePart> children = new LinkedHashMap<>();
    for (Frame frame : childFrames) {
      RefState.FrameState fs = state.frame(frame, false);
      try {
        FramePart part = read(frame, fs, null, isolated, incremental);
        children.put(part.frameId(), part);
      } catch (PlaywrightException e) {
        fs.update(null, false);
        LOG.debug("frame {} left out of the snapshot: {}", fs.id(), Failures.summary(e));
      }
    }
    return SnapshotParser.assemble(main, children, state);
  }

  /**
   * The page's child frames that are still attached, each registered in the state; a frame seen
   * for the first time is tagged with its id in its parent's document. Parents come before their
   * children, so a parent's snapshot already knows its new frames' ids.
   */
  private static List<Frame> childFramesParentsFirst(List<Frame> frames, Frame mainFrame, RefState state) {
    Map<Frame, Integer> depth = new HashMap<>();
    List<Frame> out = new ArrayList<>();
    for (Frame f : frames) {
      if (f != mainFrame && !f.isDetached()) {
        out.add(f);
        int d = 0;
        for (Frame p = f.parentFrame(); p != null; p = p.parentFrame()) {
          d++;
        }
        depth.put(f, d);
      }
    }
    out.sort((a, b) -> Integer.compare(requireNonNull(depth.get(a)), requireNonNull(depth.get(b))));
    for (Frame f : out) {
      if (!state.knows(f)) {
        tag(f, state.frame(f, false).id());
      }
    }
    return out;
  }

  private static void tag(Frame frame, String id) {
    ElementHandle element = null;
    try {
      element = frame.frameElement();
      element.evaluate(TAG_FRAME, id);
    } catch (PlaywrightException e) {
      LOG.debug("frame {} could not be tagged: {}", id, Failures.summary(e));
    } finally {
      if (element != null) {
        try {
          element.dispose();
        } catch (PlaywrightException e) {
          LOG.debug("frame element {} could not be released: {}", id, Failures.summary(e));
        }
      }
    }
  }

  /**
   * One frame's part, recorded in its state: an incremental result applied to its last part when
   * the frame allows it, else a full one.
   *
   * @throws PlaywrightException when the frame cannot be evaluated
   */
  private static FramePart read(Frame frame, RefState.FrameState fs, @Nullable MainWorld direct, @Nullable String isolated, boolean incremental) {
    FramePart last = incremental ? fs.last() : null;
    String raw = evaluate(frame, direct, fs.issued(), isolated, last == null ? null : last.token(), fs.seen());
    FramePart part = null;
    if (raw.startsWith("D") && last != null) {
      part = SnapshotParser.applyDelta(last, raw);
      if (part == null) {
        raw = evaluate(frame, direct, fs.issued(), isolated, null, true);
      }
    }
    if (part == null) {
      part = SnapshotParser.parseFull(raw, fs.id());
    }
    fs.update(part, incremental);
    return part;
  }

  /**
   * Runs the snapshot script in a frame and returns its raw text.
   *
   * @param frame the frame to read
   * @param direct the frame's main world reached directly (the main frame's), or null: a document
   *     that has the script is then called through it, not through Playwright's {@code evaluate}
   * @param floor the highest ref number the frame issued so far
   * @param isolated the CSS selector of foreign panels, or null
   * @param known the token of the frame's last result the caller holds, or null for a full result
   * @param installed whether an earlier snapshot ran in the frame: the script it installed in the
   *     document is called then, and sent only when the document does not have it (a new one)
   * @return the raw result, full or incremental, for {@link SnapshotParser}
   * @throws PlaywrightException when the frame cannot be evaluated
   * @throws BrowserException with {@link ErrorCode#INTERNAL} when the script returns no text
   */
  public static String evaluate(Frame frame, @Nullable MainWorld direct, long floor, @Nullable String isolated, @Nullable String known, boolean installed) {
    Object raw = null;
    if (installed) {
      String stub = Scripts.SNAPSHOT_STUB.replace("ARGUMENT",
          "{\"floor\":" + floor + ",\"isolated\":" + jsonString(isolated) + ",\"known\":" + jsonString(known) + "}");
      raw = direct != null && direct.available() ? direct.evaluateString("(" + stub + ")()") : frame.evaluate(stub);
    }
    if (raw == null) {
      Map<String, Object> arg = new HashMap<>();
      arg.put("floor", (double) floor);
      arg.put("isolated", isolated);
      arg.put("known", known);
      raw = frame.evaluate(Scripts.SNAPSHOT, arg);
    }
    if (!(raw instanceof String s)) {
      throw new BrowserException(ErrorCode.INTERNAL, "the snapshot script returned no result", null, null, frame.url(), null);
    }
    return s;
  }

  /** The text as a JSON string literal (valid JavaScript too), or {@code null}. */
  static String jsonString(@Nullable String text) {
    if (text == null) {
      return "null";
    }
    StringBuilder sb = new StringBuilder(text.length() + 2).append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        default -> {
          if (c < 0x20 || c == '\u2028' || c == '\u2029' || Character.isSurrogate(c)) {
            sb.append(String.format("\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.append('"').toString();
  }
}
