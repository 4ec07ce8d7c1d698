package dev.autopilot.playwright.internal;

import com.microsoft.playwright.Frame;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import dev.autopilot.core.ErrorCode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The live state of one element, read in one evaluation after the page finished what the gesture
 * started: the script waits for one task, so handlers that revert a change (in the same task, a
 * microtask, or a zero-delay timer the gesture queued) have run when the state is read. The
 * snapshot after the action, which the verifier also reads, was taken before.
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
    boolean pageShowsFile) {

  public ReadBack {
    selected = List.copyOf(selected);
    listLabels = List.copyOf(listLabels);
    shown = List.copyOf(shown);
    files = List.copyOf(files);
  }

  /**
   * Resolves the ref the way {@link Refs} does, lets the page finish what the gesture started (a
   * task: handlers, microtasks and zero-delay timers queued by the gesture have run), then reads.
   */
  private static final String SCRIPT = "async ([ref, fileName]) => { const el = (" + Refs.RESOLVE + ")(ref);" + """
        if (typeof el === 'string' || !el) return { found: false };
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (!el.isConnected) return { found: false };
        const key = (s) => (s || '').replace(/\\s+/g, ' ').trim();
        const tag = el.localName;
        const type = tag === 'input' ? el.type : '';
        const r = el.getAttribute('role');
        const role = r ? r.trim().split(/\\s+/)[0].toLowerCase() : '';
        const out = { found: true, tag, type, role, othersChecked: 0, selected: [], listLabels: [], shown: [], files: [],
          expanded: el.getAttribute('aria-expanded') === 'true' };
        const nativeToggle = tag === 'input' && (type === 'checkbox' || type === 'radio');
        out.checked = nativeToggle ? el.checked
          : el.hasAttribute('aria-checked') ? el.getAttribute('aria-checked') === 'true' : null;
        if (type === 'radio' && el.name) {
          const owner = el.form || el.getRootNode();
          out.othersChecked = Array.from(owner.querySelectorAll('input[type="radio"]'))
            .filter((x) => x !== el && x.name === el.name && (x.form || x.getRootNode()) === owner && x.checked).length;
        } else if (role === 'radio') {
          const g = el.closest('[role="radiogroup"]');
          out.othersChecked = g ? Array.from(g.querySelectorAll('[role="radio"]'))
            .filter((x) => x !== el && x.getAttribute('aria-checked') === 'true').length : 0;
        }
        if (tag === 'input' || tag === 'textarea') out.value = el.value;
        else if (tag === 'select') out.value = Array.from(el.selectedOptions, (o) => key(o.label)).join(', ');
        else if (el.isContentEditable) out.value = el.innerText;
        else out.value = key(el.textContent);
        if (tag === 'select') {
          out.selected = Array.from(el.selectedOptions, (o) => [key(o.label), o.value]);
        } else if (role === 'combobox' || role === 'listbox') {
          const root = el.getRootNode();
          const byId = (id) => (root.getElementById && root.getElementById(id)) || document.getElementById(id);
          const scopes = role === 'listbox' ? [el] : [];
          for (const attr of ['aria-controls', 'aria-owns']) {
            for (const id of (el.getAttribute(attr) || '').trim().split(/\\s+/)) { const t = id && byId(id); if (t) scopes.push(t); }
          }
          for (const s of scopes) {
            for (const o of s.querySelectorAll('[role="option"][aria-selected="true"]')) {
              const l = key(o.getAttribute('aria-label') || o.textContent);
              out.selected.push([l, l]);
            }
          }
        }
        if (role === 'combobox' && tag !== 'select') {
          // The widget around the element: its ancestors up to the first that holds another
          // control, at most four levels, never the form itself.
          const CONTROLS = 'input:not([type="hidden"]),select,textarea,button,[role="combobox"],[role="listbox"],[role="radio"],[role="checkbox"],[role="switch"],[role="textbox"]';
          const popup = (n) => n.closest('[role="listbox"],[role="option"]');
          let widget = el;
          for (let i = 0; i < 4 && widget.parentElement; i++) {
            const p = widget.parentElement;
            if (['form', 'body', 'html', 'fieldset'].includes(p.localName)) break;
            const other = Array.from(p.querySelectorAll(CONTROLS)).some((c) => c !== el && !c.contains(el) && !el.contains(c) && !popup(c));
            if (other) break;
            widget = p;
          }
          const labelIds = new Set((el.getAttribute('aria-labelledby') || '').split(/\\s+/).filter(Boolean));
          const skip = (n) => ['label', 'script', 'style', 'template'].includes(n.localName) || (n.id && labelIds.has(n.id)) || popup(n);
          const walk = (n) => {
            if (n.nodeType !== 1 || skip(n)) return;
            if (n.localName === 'input') { if (n.type === 'hidden' && n.value) out.shown.push(key(n.value)); return; }
            const own = Array.from(n.childNodes).filter((c) => c.nodeType === 3).map((c) => c.textContent).join(' ');
            if (key(own) && (!n.checkVisibility || n.checkVisibility())) out.shown.push(key(own));
            for (const c of n.children) walk(c);
          };
          walk(widget);
        }
        if (tag === 'input' && el.list) {
          out.listLabels = Array.from(el.list.options).filter((o) => o.value === el.value).map((o) => key(o.label));
        }
        if (type === 'file') out.files = Array.from(el.files || [], (f) => f.name);
        if (fileName) {
          out.fileAnywhere = Array.from(document.querySelectorAll('input[type="file"]'))
            .some((i) => Array.from(i.files || []).some((f) => f.name === fileName));
          out.pageShowsFile = !!document.body && document.body.innerText.includes(fileName);
        }
        return out;
      }""";

  /**
   * Reads the live state of the element a ref names; not found when the ref is stale.
   *
   * @param fileName a file name to look for on the page, or null
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
      result = frame.evaluate(SCRIPT, Arrays.asList(Refs.localRef(ref), fileName));
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
        strings(m.get("files")), Boolean.TRUE.equals(m.get("fileAnywhere")), Boolean.TRUE.equals(m.get("pageShowsFile")));
  }

  private static ReadBack missing() {
    return new ReadBack(false, "", "", "", null, 0, null, List.of(), List.of(), List.of(), false, List.of(), false, false);
  }

  private static String str(@Nullable Object o) {
    return o == null ? "" : o.toString();
  }

  private static List<String> strings(@Nullable Object o) {
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
