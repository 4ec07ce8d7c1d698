package dev.autopilot.playwright.internal;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Frame;
import com.microsoft.playwright.JSHandle;
import com.microsoft.playwright.TimeoutError;
import java.util.Arrays;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Small in-page scripts the executor runs on one element. Each is a single evaluation.
 * Stateless.
 */
public final class ElementScripts {

  /**
   * Helpers shared by the scripts: {@code visible(n)}, {@code describe(n)} (such as
   * {@code <div#cookie-banner>}) and {@code hitOf(el)}, which scrolls the element into view when
   * it is not and says what a pointer at its center would hit.
   */
  private static final String HELPERS = """
        const visible = (n) => {
          const r = n.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && (!n.checkVisibility || n.checkVisibility({ visibilityProperty: true }));
        };
        const describe = (n) => {
          let s = n.localName;
          if (n.id) s += '#' + n.id;
          else if (typeof n.className === 'string' && n.className.trim()) s += '.' + n.className.trim().split(/\\s+/).slice(0, 2).join('.');
          return '<' + s + '>';
        };
        const disabledOf = (el) => (['input', 'select', 'textarea', 'button', 'fieldset', 'option'].includes(el.localName) && el.matches(':disabled'))
          || el.getAttribute('aria-disabled') === 'true';
        const hitOf = (el) => {
          if (!visible(el)) return { state: 'hidden' };
          let r = el.getBoundingClientRect();
          if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) {
            el.scrollIntoView({ block: 'center', inline: 'center' });
            r = el.getBoundingClientRect();
          }
          const root = el.getRootNode();
          const hit = (root.elementFromPoint ? root : document).elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          if (!hit) return { state: 'hidden' };
          if (hit === el || el.contains(hit)) return { state: 'self' };
          const labels = el.labels ? Array.from(el.labels) : [];
          if (labels.some((l) => l === hit || l.contains(hit))) return { state: 'label' };
          if (hit.contains(el)) return { state: 'ancestor' };
          let top = hit;
          while (top.parentElement && top.parentElement !== document.body && !top.parentElement.contains(el)) top = top.parentElement;
          let named = hit;
          while (named !== top && !named.id) named = named.parentElement;
          return { state: 'covered', cover: describe(named.id ? named : top) };
        };
      """;

  private static final String INSPECT = "(el, pointer) => {" + HELPERS + """
        const tag = el.localName;
        const type = tag === 'input' ? el.type : '';
        const r = el.getAttribute('role');
        const role = r ? r.trim().split(/\\s+/)[0].toLowerCase() : '';
        const nativeToggle = tag === 'input' && (type === 'checkbox' || type === 'radio');
        const checked = nativeToggle ? el.checked
          : el.hasAttribute('aria-checked') ? el.getAttribute('aria-checked') === 'true' : null;
        const control = tag === 'label' ? el.control : null;
        const hit = pointer ? hitOf(el) : { state: '' };
        return {
          tag, type, role, nativeToggle, checked,
          disabled: disabledOf(el),
          editable: el.isContentEditable,
          readOnly: !!el.readOnly,
          hasList: tag === 'input' && !!el.list,
          autocomplete: el.getAttribute('aria-autocomplete') || '',
          expanded: el.getAttribute('aria-expanded') === 'true',
          labelsFile: !!(control && control.localName === 'input' && control.type === 'file'),
          hit: hit.state, cover: hit.cover || '',
        };
      }""";

  /**
   * Truthy once the element is enabled and, for pointer gestures, reachable by the pointer; for
   * typing, visible.
   */
  private static final String READY = "([el, pointer, typing]) => {" + HELPERS + """
        if (!el.isConnected || disabledOf(el)) return false;
        if (typing) return visible(el);
        if (!pointer) return true;
        const s = hitOf(el).state;
        return s === 'self' || s === 'label' || s === 'ancestor';
      }""";

  private static final String STATE = "(el, pointer) => {" + HELPERS + """
        const hit = pointer ? hitOf(el) : { state: '' };
        return { disabled: disabledOf(el), hit: hit.state, cover: hit.cover || '' };
      }""";

  private static final String VISIBLE_LABEL = "(el) => {" + HELPERS + """
        const labels = el.labels ? Array.from(el.labels) : [];
        return labels.find((l) => visible(l) && ['self', 'ancestor'].includes(hitOf(l).state)) || labels.find(visible) || null;
      }""";

  /**
   * Types into a plain text input or textarea in one evaluation when it can: focus, select all,
   * insert the text through the browser's editing command (trusted {@code input} events,
   * {@code maxlength} honoured; like Playwright's fill it sends no key events, unlike it no
   * {@code beforeinput}), blur (so {@code change} and blur handlers run). Says
   * why not otherwise: disabled, read-only, hidden, no text field, or "slow" for other fields
   * (contenteditable editors, which may rely on {@code beforeinput}, date and number inputs) and
   * when the browser refused the command.
   */
  private static final String TYPE_FAST = "(el, [text, fast]) => {" + HELPERS + """
        const tag = el.localName;
        const type = tag === 'input' ? el.type : '';
        const r = el.getAttribute('role');
        const role = r ? r.trim().split(/\\s+/)[0].toLowerCase() : '';
        const fillable = tag === 'textarea' || (tag === 'input' && !['checkbox', 'radio', 'file', 'button', 'submit', 'reset', 'image', 'hidden'].includes(type));
        const editable = !fillable && el.isContentEditable;
        const info = { tag, type, role, fillable, editable };
        if (disabledOf(el)) return { status: 'disabled', ...info };
        if (fillable && el.readOnly) return { status: 'readonly', ...info };
        if (!fillable && !editable) return { status: 'notext', ...info };
        if (!visible(el)) return { status: 'hidden', ...info };
        const textLike = tag === 'textarea' || ['text', 'search', 'url', 'tel', 'password', 'email'].includes(type);
        if (!fast || !textLike) return { status: 'slow', ...info };
        el.focus();
        const root = el.getRootNode();
        const active = root.activeElement || document.activeElement;
        if (active !== el) return { status: 'slow', ...info };
        if (!document.execCommand('selectAll', false)) return { status: 'slow', ...info };
        const done = text === '' ? (el.value === '' || document.execCommand('delete', false)) : document.execCommand('insertText', false, text);
        if (!done) return { status: 'slow', ...info };
        el.blur();
        return { status: 'typed', ...info };
      }""";

  /**
   * Chooses a native select's option by label, else value, in one evaluation, as a person's
   * choice arrives: focus, select, {@code input} and {@code change} events, blur.
   */
  private static final String SELECT_NATIVE = "(el, wanted) => {" + HELPERS + """
        if (el.localName !== 'select') return { status: 'notselect' };
        const key = (s) => (s || '').replace(/\\s+/g, ' ').trim().toLowerCase();
        const w = key(wanted);
        const opts = Array.from(el.options);
        let i = opts.findIndex((o) => key(o.label) === w);
        if (i < 0) i = opts.findIndex((o) => o.value === wanted);
        if (i < 0) i = opts.findIndex((o) => key(o.value) === w);
        const out = { index: i, count: opts.length };
        if (disabledOf(el)) return { status: 'disabled', ...out };
        if (i < 0) return { status: 'nomatch', ...out };
        if (opts[i].disabled) return { status: 'optdisabled', ...out };
        el.focus();
        opts.forEach((o, j) => { o.selected = j === i; });
        el.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
        el.dispatchEvent(new Event('change', { bubbles: true }));
        el.blur();
        return { status: 'selected', ...out };
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
        return { index: i, count: opts.length, disabled: i >= 0 && opts[i].disabled };
      }""";

  private static final String DATALIST_VALUE = """
      (el, wanted) => {
        const key = (s) => (s || '').replace(/\\s+/g, ' ').trim().toLowerCase();
        const w = key(wanted);
        const opts = el.list ? Array.from(el.list.options) : [];
        const hit = opts.find((o) => key(o.label) === w) || opts.find((o) => key(o.value) === w);
        return hit ? hit.value : null;
      }""";

  /**
   * Finds the visible option to choose: among {@code role=option} elements of the listboxes the
   * element controls, owns or contains (or, when those hold no role=option, their list items and
   * children), else among every visible {@code role=option} of the page. An exact name wins, else
   * a unique partial match.
   */
  private static final String FIND_OPTION = "([el, wanted]) => {" + HELPERS + """
        const key = (s) => (s || '').replace(/\\s+/g, ' ').trim().toLowerCase();
        const w = key(wanted);
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
          const shown = options.filter((o) => visible(o) && !disabledOf(o));
          const exact = shown.find((o) => nameOf(o) === w);
          if (exact) return exact;
          const partial = shown.filter((o) => nameOf(o).includes(w));
          return partial.length === 1 ? partial[0] : null;
        };
        let scoped = [];
        for (const s of scopes) {
          const opts = Array.from(s.querySelectorAll('[role="option"]'));
          scoped = scoped.concat(opts.length ? opts : Array.from(s.querySelectorAll('li')).concat(s.querySelector('li') ? [] : Array.from(s.children)));
        }
        if (scoped.some(visible)) return pick(scoped);
        return pick(Array.from(document.querySelectorAll('[role="option"]')));
      }""";

  private static final String CONTROL = "(el) => el.control || null";

  private ElementScripts() {}

  /** What a pointer aimed at the element's center would hit. */
  public enum Hit {
    /** Not checked (the gesture does not use the pointer). */
    UNCHECKED,
    /** The element itself or one of its descendants. */
    SELF,
    /** One of its labels (a styled label drawn over a native control). */
    LABEL,
    /** An ancestor: the element lets pointer events through to its container. */
    ANCESTOR,
    /** Something else: an overlay, a banner, a modal. */
    COVERED,
    /** Nothing: the element has no visible box. */
    HIDDEN;

    static Hit of(String s) {
      return switch (s) {
        case "self" -> SELF;
        case "label" -> LABEL;
        case "ancestor" -> ANCESTOR;
        case "covered" -> COVERED;
        case "hidden" -> HIDDEN;
        default -> UNCHECKED;
      };
    }

    /** Whether a pointer gesture at the element's center would reach it. */
    public boolean reachable() {
      return this == SELF || this == LABEL || this == ANCESTOR;
    }
  }

  /**
   * What the executor needs to know about an element before acting on it.
   *
   * @param hit what a pointer would hit, {@link Hit#UNCHECKED} unless asked for
   * @param cover the covering element when {@code hit} is {@link Hit#COVERED}, such as
   *     {@code <div#cookie-banner>}; else empty
   */
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
      boolean labelsFile,
      Hit hit,
      String cover) {

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

    /** A copy with a fresher readiness state. */
    Inspection with(Readiness r) {
      return new Inspection(tag, type, role, r.disabled(), nativeToggle, checked, editable, readOnly, hasList, autocomplete, expanded,
          labelsFile, r.hit(), r.cover());
    }
  }

  /** Whether an element is disabled and what a pointer would hit. */
  record Readiness(boolean disabled, Hit hit, String cover) {}

  /**
   * Inspects an element; with {@code pointer}, scrolls it into view when needed and tests what a
   * pointer at its center would hit.
   */
  public static Inspection inspect(ElementHandle el, boolean pointer) {
    Map<?, ?> m = (Map<?, ?>) el.evaluate(INSPECT, pointer);
    Object checked = m.get("checked");
    return new Inspection(
        str(m.get("tag")), str(m.get("type")), str(m.get("role")), bool(m.get("disabled")), bool(m.get("nativeToggle")),
        checked instanceof Boolean b ? b : null, bool(m.get("editable")), bool(m.get("readOnly")), bool(m.get("hasList")),
        str(m.get("autocomplete")), bool(m.get("expanded")), bool(m.get("labelsFile")), Hit.of(str(m.get("hit"))), str(m.get("cover")));
  }

  /**
   * Waits, polling every animation frame for at most {@code millis}, until the element is enabled
   * and, with {@code pointer}, reachable by the pointer; then inspects it again.
   *
   * @return the fresh inspection: whether it became ready or not
   */
  public static Inspection awaitReady(ElementHandle el, Inspection info, boolean pointer, double millis) {
    await(el, pointer, false, millis);
    Map<?, ?> m = (Map<?, ?>) el.evaluate(STATE, pointer);
    return info.with(new Readiness(bool(m.get("disabled")), Hit.of(str(m.get("hit"))), str(m.get("cover"))));
  }

  /**
   * Waits, polling every animation frame for at most {@code millis}, until the element is enabled
   * and, with {@code typing}, visible, or with {@code pointer}, reachable by the pointer.
   *
   * @return whether it became so in time
   */
  public static boolean await(ElementHandle el, boolean pointer, boolean typing, double millis) {
    Frame frame = el.ownerFrame();
    if (frame == null) {
      return false;
    }
    try {
      frame.waitForFunction(READY, Arrays.asList(el, pointer, typing), new Frame.WaitForFunctionOptions().setTimeout(millis)).dispose();
      return true;
    } catch (TimeoutError e) {
      return false;
    }
  }

  /**
   * What {@link #typeFast} found: {@code typed}, or why it did not type ({@code disabled},
   * {@code readonly}, {@code hidden}, {@code notext}, {@code slow}), with the element's kind.
   */
  public record Typing(String status, String tag, String type, String role, boolean fillable, boolean editable) {

    /** A short description, such as {@code input[type=email]}. */
    public String describe() {
      if (!type.isEmpty()) {
        return tag + "[type=" + type + "]";
      }
      return role.isEmpty() ? tag : tag + "[role=" + role + "]";
    }
  }

  /**
   * Types the text in one evaluation when the element is a plain text field, textarea or
   * contenteditable element and {@code fast} is set; else only inspects it. See
   * {@link Typing#status()}.
   */
  public static Typing typeFast(ElementHandle el, String text, boolean fast) {
    Map<?, ?> m = (Map<?, ?>) el.evaluate(TYPE_FAST, Arrays.asList(text, fast));
    return new Typing(str(m.get("status")), str(m.get("tag")), str(m.get("type")), str(m.get("role")), bool(m.get("fillable")), bool(m.get("editable")));
  }

  /**
   * What {@link #selectNative} did: {@code selected}, or {@code notselect}, {@code disabled},
   * {@code nomatch}, {@code optdisabled}; with the option's index (-1 when none) and the count.
   */
  public record NativeChoice(String status, int index, int count) {}

  /** Chooses a native select's option by label, else value, in one evaluation. */
  public static NativeChoice selectNative(ElementHandle el, String wanted) {
    Map<?, ?> m = (Map<?, ?>) el.evaluate(SELECT_NATIVE, wanted);
    return new NativeChoice(str(m.get("status")), m.get("index") instanceof Number n ? n.intValue() : -1,
        m.get("count") instanceof Number n ? n.intValue() : 0);
  }

  /**
   * The visible label of a labelable element that a pointer can reach, else any visible label,
   * else null.
   */
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

  /** A native select's option matching by label, else by value. */
  public record NativeOption(int index, int count, boolean disabled) {}

  /** The native option matching by label, else by value; index -1 when none. */
  public static NativeOption nativeOption(ElementHandle select, String wanted) {
    Map<?, ?> m = (Map<?, ?>) select.evaluate(NATIVE_OPTION_INDEX, wanted);
    return new NativeOption(((Number) m.get("index")).intValue(), ((Number) m.get("count")).intValue(), bool(m.get("disabled")));
  }

  /** The value of the datalist option matching by label or value, or null. */
  public static @Nullable String datalistValue(ElementHandle input, String wanted) {
    Object v = input.evaluate(DATALIST_VALUE, wanted);
    return v == null ? null : v.toString();
  }

  /**
   * Waits for a visible, enabled option whose name matches (case and spacing ignored; a unique
   * partial match is accepted): first among the options the element controls, owns or contains,
   * else anywhere on the page.
   *
   * @return the option, or null when none appeared in time
   */
  public static @Nullable ElementHandle awaitOption(ElementHandle el, String wanted, double timeoutMillis) {
    Frame frame = el.ownerFrame();
    if (frame == null) {
      return null;
    }
    try {
      JSHandle h = frame.waitForFunction(FIND_OPTION, Arrays.asList(el, wanted), new Frame.WaitForFunctionOptions().setTimeout(timeoutMillis));
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
