package dev.autopilot.playwright.internal;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.JSHandle;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.TimeoutError;
import java.util.Arrays;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Small in-page scripts the executor and verifier run on one element. Each is a single
 * evaluation. Stateless.
 */
public final class ElementScripts {

  private static final String INSPECT = """
      (el) => {
        const tag = el.localName;
        const type = tag === 'input' ? el.type : '';
        const r = el.getAttribute('role');
        const role = r ? r.trim().split(/\\s+/)[0].toLowerCase() : '';
        const disabled = (['input', 'select', 'textarea', 'button'].includes(tag) && el.matches(':disabled'))
          || el.getAttribute('aria-disabled') === 'true';
        const nativeToggle = tag === 'input' && (type === 'checkbox' || type === 'radio');
        const checked = nativeToggle ? el.checked
          : el.hasAttribute('aria-checked') ? el.getAttribute('aria-checked') === 'true' : null;
        const control = tag === 'label' ? el.control : null;
        return {
          tag, type, role, disabled, nativeToggle, checked,
          editable: el.isContentEditable,
          readOnly: !!el.readOnly,
          hasList: tag === 'input' && !!el.list,
          autocomplete: el.getAttribute('aria-autocomplete') || '',
          expanded: el.getAttribute('aria-expanded') === 'true',
          labelsFile: !!(control && control.localName === 'input' && control.type === 'file'),
        };
      }""";

  private static final String HIT_TEST = """
      (el) => {
        const box = (n) => {
          const r = n.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && (!n.checkVisibility || n.checkVisibility({ visibilityProperty: true })) ? r : null;
        };
        const r = box(el);
        if (!r) return 'hidden';
        if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) el.scrollIntoView({ block: 'center', inline: 'center' });
        const s = el.getBoundingClientRect();
        const root = el.getRootNode();
        const hit = (root.elementFromPoint ? root : document).elementFromPoint(s.left + s.width / 2, s.top + s.height / 2);
        if (!hit) return 'hidden';
        if (hit === el || el.contains(hit)) return 'self';
        const labels = el.labels ? Array.from(el.labels) : [];
        if (labels.some((l) => l === hit || l.contains(hit))) return 'label';
        return 'covered';
      }""";

  private static final String VISIBLE_LABEL = """
      (el) => {
        const labels = el.labels ? Array.from(el.labels) : [];
        return labels.find((l) => {
          const r = l.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && (!l.checkVisibility || l.checkVisibility({ visibilityProperty: true }));
        }) || null;
      }""";

  private static final String BLUR = """
      (el) => {
        const active = el.getRootNode().activeElement;
        if (active === el || (active && el.contains(active))) el.blur();
      }""";

  private static final String NATIVE_OPTION_INDEX = """
      (el, wanted) => {
        const key = (s) => (s || '').replace(/\\s+/g, ' ').trim().toLowerCase();
        const w = key(wanted);
        const opts = Array.from(el.options);
        let i = opts.findIndex((o) => key(o.label) === w);
        if (i < 0) i = opts.findIndex((o) => o.value === wanted);
        if (i < 0) i = opts.findIndex((o) => key(o.value) === w);
        return { index: i, count: opts.length };
      }""";

  private static final String DATALIST_VALUE = """
      (el, wanted) => {
        const key = (s) => (s || '').replace(/\\s+/g, ' ').trim().toLowerCase();
        const w = key(wanted);
        const opts = el.list ? Array.from(el.list.options) : [];
        const hit = opts.find((o) => key(o.label) === w) || opts.find((o) => key(o.value) === w);
        return hit ? hit.value : null;
      }""";

  private static final String FIND_OPTION = """
      ([el, wanted]) => {
        const key = (s) => (s || '').replace(/\\s+/g, ' ').trim().toLowerCase();
        const w = key(wanted);
        const visible = (o) => {
          const r = o.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && (!o.checkVisibility || o.checkVisibility({ visibilityProperty: true }));
        };
        const root = el.getRootNode();
        const byId = (id) => (root.getElementById && root.getElementById(id)) || document.getElementById(id);
        const scopes = [];
        if ((el.getAttribute('role') || '').trim() === 'listbox') scopes.push(el);
        for (const attr of ['aria-controls', 'aria-owns']) {
          for (const id of (el.getAttribute(attr) || '').trim().split(/\\s+/)) {
            const t = id && byId(id);
            if (t) scopes.push(t);
          }
        }
        const inner = el.querySelector('[role="listbox"]');
        if (inner) scopes.push(inner);
        const nameOf = (o) => key(o.getAttribute('aria-label') || o.textContent);
        const pick = (options) => {
          const shown = options.filter(visible);
          const exact = shown.find((o) => nameOf(o) === w);
          if (exact) return exact;
          const partial = shown.filter((o) => nameOf(o).includes(w));
          return partial.length === 1 ? partial[0] : null;
        };
        let scoped = [];
        for (const s of scopes) scoped = scoped.concat(Array.from(s.querySelectorAll('[role="option"]')));
        if (scoped.some(visible)) return pick(scoped);
        return pick(Array.from(document.querySelectorAll('[role="option"]')));
      }""";

  private static final String CONTROL = "(el) => el.control || null";

  private ElementScripts() {}

  /** What the executor needs to know about an element before acting on it. */
  public record Inspection(
      String tag,
      String type,
      String role,
      boolean disabled,
      boolean nativeToggle,
      @Nullable Boolean checked,
      boolean editable,
      boolean readOnly,
      boolean hasList,
      String autocomplete,
      boolean expanded,
      boolean labelsFile) {

    /** A short description, such as {@code input[type=email]} or {@code div[role=radio]}. */
    public String describe() {
      if (!type.isEmpty()) {
        return tag + "[type=" + type + "]";
      }
      return role.isEmpty() ? tag : tag + "[role=" + role + "]";
    }

    /** Whether the element is a text field a value can be filled into. */
    public boolean fillable() {
      return tag.equals("textarea") || (tag.equals("input") && !nativeToggle && !type.equals("file"));
    }
  }

  /** Inspects an element. */
  public static Inspection inspect(ElementHandle el) {
    Map<?, ?> m = (Map<?, ?>) el.evaluate(INSPECT);
    Object checked = m.get("checked");
    return new Inspection(
        str(m.get("tag")), str(m.get("type")), str(m.get("role")), bool(m.get("disabled")), bool(m.get("nativeToggle")),
        checked instanceof Boolean b ? b : null, bool(m.get("editable")), bool(m.get("readOnly")), bool(m.get("hasList")),
        str(m.get("autocomplete")), bool(m.get("expanded")), bool(m.get("labelsFile")));
  }

  /**
   * Scrolls a native control into view if needed and says what a click at its center would hit:
   * {@code self}, {@code label} (one of its labels), {@code covered} (something else) or
   * {@code hidden} (it has no box).
   */
  public static String hitTest(ElementHandle el) {
    return str(el.evaluate(HIT_TEST));
  }

  /** The first visible label of a labelable element, or null. */
  public static @Nullable ElementHandle visibleLabel(ElementHandle el) {
    return element(el.evaluateHandle(VISIBLE_LABEL));
  }

  /** The control of a label, or null. */
  public static @Nullable ElementHandle labelControl(ElementHandle label) {
    return element(label.evaluateHandle(CONTROL));
  }

  /** Moves the focus away from the element, so change and blur handlers run. */
  public static void blur(ElementHandle el) {
    el.evaluate(BLUR);
  }

  /** The index of the native option matching by label, else by value, and the option count. */
  public static int[] nativeOptionIndex(ElementHandle select, String wanted) {
    Map<?, ?> m = (Map<?, ?>) select.evaluate(NATIVE_OPTION_INDEX, wanted);
    return new int[] {((Number) m.get("index")).intValue(), ((Number) m.get("count")).intValue()};
  }

  /** The value of the datalist option matching by label or value, or null. */
  public static @Nullable String datalistValue(ElementHandle input, String wanted) {
    Object v = input.evaluate(DATALIST_VALUE, wanted);
    return v == null ? null : v.toString();
  }

  /**
   * Waits for a visible {@code role=option} whose name matches (case and spacing ignored; a
   * unique partial match is accepted): first among the options the element controls or owns,
   * else anywhere on the page.
   *
   * @return the option, or null when none appeared in time
   */
  public static @Nullable ElementHandle awaitOption(Page page, ElementHandle el, String wanted, double timeoutMillis) {
    try {
      JSHandle h = page.waitForFunction(FIND_OPTION, Arrays.asList(el, wanted), new Page.WaitForFunctionOptions().setTimeout(timeoutMillis));
      return element(h);
    } catch (TimeoutError e) {
      return null;
    }
  }

  private static @Nullable ElementHandle element(JSHandle h) {
    ElementHandle e = h.asElement();
    if (e == null) {
      h.dispose();
    }
    return e;
  }

  private static String str(@Nullable Object o) {
    return o == null ? "" : o.toString();
  }

  private static boolean bool(@Nullable Object o) {
    return Boolean.TRUE.equals(o);
  }
}
