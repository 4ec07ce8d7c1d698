package dev.autopilot.playwright.internal.proof;

import com.microsoft.playwright.Frame;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.proof.TargetState;
import dev.autopilot.playwright.internal.Scripts;
import dev.autopilot.playwright.internal.session.Failures;
import dev.autopilot.playwright.internal.snapshot.RefState;
import dev.autopilot.playwright.internal.snapshot.Refs;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The live state of one element, read in one evaluation after the page finished what the gesture
 * started: the script waits for one task, so handlers that revert a change (in the same task, a
 * microtask, or a zero-delay timer the gesture queued) have run when the state is read. The
 * snapshot after the action, which the verifier also reads, was taken before. Immutable.
 *
 * @param found whether the ref still names an element in the document
 * @param tag the element's tag, empty when not found
 * @param type the input type, empty for other elements
 * @param role the explicit role, empty when none
 * @param checked the native or ARIA checked state, null for elements without one
 * @param othersChecked how many other radios of its group are checked (native: same name and
 *     form; ARIA: same radiogroup)
 * @param value the value: input/textarea value, select's selected labels, contenteditable text,
 *     else the text content
 * @param selected the selected options as label/value pairs (native select, or the options a
 *     combobox or listbox controls marked {@code aria-selected})
 * @param listLabels the labels of datalist options whose value equals the input's value
 * @param shown for comboboxes and listboxes that are not native selects: the texts the widget
 *     around the element shows (each leaf text outside labels and option lists, and the values
 *     of hidden inputs), where custom selects show their chosen option; else empty
 * @param expanded whether the element says its popup is open ({@code aria-expanded=true})
 * @param files the names of the files a file input holds
 * @param fileAnywhere whether any file input of the page holds a file of the looked-for name
 * @param pageShowsFile whether the page's visible text shows the looked-for file name
 * @param marked whether the executor marked the popups open before its gesture on this ref
 *     ({@code Overlays.mark}): only then are popups and a replaced select's widget judged
 */
public record ReadBack(
    boolean found,
    String tag,
    String type,
    String role,
    @Nullable Boolean checked,
    int othersChecked,
    @Nullable String value,
    List<List<String>> selected,
    List<String> listLabels,
    List<String> shown,
    boolean expanded,
    List<String> files,
    boolean fileAnywhere,
    boolean pageShowsFile,
    boolean marked) {

  /**
   * Copies the lists.
   *
   * @param found whether the ref still names an element in the document
   * @param tag the element's tag, empty when not found
   * @param type the input type, empty for other elements
   * @param role the explicit role, empty when none
   * @param checked the checked state, null for elements without one
   * @param othersChecked how many other radios of its group are checked
   * @param value the value, or null when none could be read
   * @param selected the selected options as label/value pairs; copied
   * @param listLabels the labels of datalist options whose value equals the input's; copied
   * @param shown the texts a custom select's widget shows; copied
   * @param expanded whether the element says its popup is open
   * @param files the names of the files a file input holds; copied
   * @param fileAnywhere whether any file input of the page holds the looked-for file
   * @param pageShowsFile whether the page's visible text shows the looked-for file name
   * @param marked whether the executor marked the popups before its gesture on this ref
   */
  public ReadBack {
    selected = List.copyOf(selected);
    listLabels = List.copyOf(listLabels);
    shown = List.copyOf(shown);
    files = List.copyOf(files);
  }

  /** {@return the target's state as the judgement of a key press reads it: found, value and checked state} */
  public TargetState targetState() {
    return new TargetState(found, value, checked);
  }

  /**
   * Resolves the ref the way {@link Refs} does, lets the page finish what the gesture started (a
   * task: handlers, microtasks and zero-delay timers queued by the gesture have run), then reads.
   */
  private static final String SCRIPT = Scripts.load("proof/read-back.js");

  /**
   * Reads the live state of the element a ref names; not found when the ref is stale.
   *
   * @param page the page, owned by the calling thread
   * @param state the page's ref state
   * @param ref the target's ref
   * @param fileName a file name to look for on the page, or null
   * @return the state; {@link #found()} false when the ref is stale
   * @throws dev.autopilot.core.BrowserException with {@link ErrorCode#BROWSER_CRASHED} when the
   *     page or browser is gone
   */
  public static ReadBack of(Page page, RefState state, String ref, @Nullable String fileName) {
    Frame frame = Refs.frameOf(page, state, ref);
    if (frame == null) {
      return missing();
    }
    Object result;
    try {
      result = frame.evaluate(SCRIPT, Arrays.asList(Refs.localRef(ref), fileName, ref));
    } catch (PlaywrightException e) {
      if ((Refs.isContextGone(e) || frame.isDetached()) && !page.isClosed()) {
        return missing();
      }
      throw Failures.wrap(e, ErrorCode.BROWSER_NAVIGATION_FAILED, "could not read back " + ref, ref, null, page.url());
    }
    if (!(result instanceof Map<?, ?> m) || !Boolean.TRUE.equals(m.get("found"))) {
      return missing();
    }
    Object checked = m.get("checked");
    Object value = m.get("value");
    return new ReadBack(true, str(m.get("tag")), str(m.get("type")), str(m.get("role")),
        checked instanceof Boolean b ? b : null,
        m.get("othersChecked") instanceof Number n ? n.intValue() : 0,
        value == null ? null : value.toString(),
        pairs(m.get("selected")), strings(m.get("listLabels")), strings(m.get("shown")), Boolean.TRUE.equals(m.get("expanded")),
        strings(m.get("files")), Boolean.TRUE.equals(m.get("fileAnywhere")), Boolean.TRUE.equals(m.get("pageShowsFile")),
        Boolean.TRUE.equals(m.get("marked")));
  }

  private static ReadBack missing() {
    return new ReadBack(false, "", "", "", null, 0, null, List.of(), List.of(), List.of(), false, List.of(), false, false, false);
  }

  private static String str(@Nullable Object o) {
    return o == null ? "" : o.toString();
  }

  /**
   * The texts of a list an in-page script returned, each as a string (null as empty); empty when
   * the value is no list. The one conversion the scripts' lists of texts go through.
   *
   * @param o what a script returned, or null
   * @return the texts in the list's order; empty when {@code o} is no list
   */
  public static List<String> strings(@Nullable Object o) {
    List<String> out = new ArrayList<>();
    if (o instanceof List<?> list) {
      for (Object x : list) {
        out.add(str(x));
      }
    }
    return out;
  }

  private static List<List<String>> pairs(@Nullable Object o) {
    List<List<String>> out = new ArrayList<>();
    if (o instanceof List<?> list) {
      for (Object x : list) {
        out.add(strings(x));
      }
    }
    return out;
  }
}
