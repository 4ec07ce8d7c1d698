package dev.autopilot.playwright.internal.act;

import static java.util.Objects.requireNonNull;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Frame;
import com.microsoft.playwright.JSHandle;
import com.microsoft.playwright.TimeoutError;
import dev.autopilot.playwright.internal.Scripts;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Small in-page scripts the executor runs on one element, from the resource files
 * {@code dev/autopilot/playwright/element/*.js} (see {@link Scripts}). Each is a single
 * evaluation. Stateless.
 */
public final class ElementScripts {

  // The scripts, in resources/dev/autopilot/playwright/element/; most include
  // lib/element-helpers.js: visible(n), describe(n), disabledOf(el) and hitOf(el), which scrolls
  // the element into view when it is not and says what a pointer at its center would hit.

  private static final String INSPECT = Scripts.load("act/inspect.js");

  /**
   * Truthy once the element is enabled and, for pointer gestures, reachable by the pointer; for
   * typing, visible.
   */
  private static final String READY = Scripts.load("act/ready.js");

  private static final String STATE = Scripts.load("act/state.js");

  private static final String VISIBLE_LABEL = Scripts.load("act/visible-label.js");

  /**
   * Types into a plain text input or textarea in one evaluation when it can: focus, select all,
   * insert the text through the browser's editing command (trusted {@code input} events,
   * {@code maxlength} honoured; like Playwright's fill it sends no key events, unlike it no
   * {@code beforeinput}), blur (so {@code change} and blur handlers run). Says
   * why not otherwise: disabled, read-only, hidden, no text field, or "slow" for other fields
   * (contenteditable editors, which may rely on {@code beforeinput}, date and number inputs) and
   * when the browser refused the command.
   */
  private static final String TYPE_FAST = Scripts.load("act/type-fast.js");

  /**
   * Chooses a native select's option by label, else value, in one evaluation, as a person's
   * choice arrives: focus, select, {@code input} and {@code change} events, blur.
   */
  private static final String SELECT_NATIVE = Scripts.load("act/select-native.js");

  private static final String BLUR = Scripts.load("act/blur.js");

  private static final String ENTER_SUBMITS = Scripts.load("act/enter-submits.js");

  private static final String HAS_FOCUS = Scripts.load("act/has-focus.js");

  private static final String NATIVE_OPTION_INDEX = Scripts.load("act/native-option.js");

  private static final String DATALIST_VALUE = Scripts.load("act/datalist-value.js");

  /**
   * Finds the visible option to choose: among {@code role=option} elements of the listboxes the
   * element controls, owns or contains (or, when those hold no role=option, their list items and
   * children), else among every visible {@code role=option} of the page. An exact name wins, else
   * a unique partial match.
   */
  private static final String FIND_OPTION = Scripts.load("act/find-option.js");

  private static final String CONTROL = Scripts.load("act/label-control.js");

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

    /** {@return whether a pointer gesture at the element's center would reach it: self, its label or an ancestor} */
    public boolean reachable() {
      return this == SELF || this == LABEL || this == ANCESTOR;
    }
  }

  /**
   * What the executor needs to know about an element before acting on it.
   *
   * @param hasList whether the element is an input with the browser's own list (a datalist its
   *     {@code list} attribute names; {@code hasDatalist} of {@code lib/field-kind.js}, the
   *     snapshot's reading too)
   * @param suggests whether the element is a text field that suggests as one types (see
   *     {@code lib/field-kind.js}: a combobox, {@code aria-autocomplete=list|both}, an autocomplete
   *     library's input), the one reading of "listens to keys" for typing and choosing
   * @param hit what a pointer would hit, {@link Hit#UNCHECKED} unless asked for
   * @param cover the covering element when {@code hit} is {@link Hit#COVERED}, such as
   *     {@code <div#cookie-banner>}; else empty
   * @param seen whether a person sees the element: for a native checkbox or radio, {@code
   *     seenByPeople} of {@code lib/widget-select.js} (the snapshot's reading: not clipped away,
   *     transparent or shrunk to a pixel); true for every other element
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
      boolean suggests,
      boolean expanded,
      boolean labelsFile,
      Hit hit,
      String cover,
      boolean seen) {

    /** {@return a short description, such as {@code input[type=email]} or {@code div[role=radio]}, for an execution's detail} */
    public String describe() {
      if (!type.isEmpty()) {
        return tag + "[type=" + type + "]";
      }
      return role.isEmpty() ? tag : tag + "[role=" + role + "]";
    }

    /** {@return whether the element is a text field a value can be filled into: a textarea, or an input that is no checkbox, radio or file input} */
    public boolean fillable() {
      return tag.equals("textarea") || (tag.equals("input") && !nativeToggle && !type.equals("file"));
    }

    /** A copy with a fresher readiness state. */
    Inspection with(Readiness r) {
      return new Inspection(tag, type, role, r.disabled(), nativeToggle, checked, editable, readOnly, hasList, suggests, expanded,
          labelsFile, r.hit(), r.cover(), seen);
    }
  }

  /** Whether an element is disabled and what a pointer would hit. */
  record Readiness(boolean disabled, Hit hit, String cover) {}

  /**
   * Inspects an element; with {@code pointer}, scrolls it into view when needed and tests what a
   * pointer at its center would hit.
   *
   * @param el the element, in its own frame
   * @param pointer whether the gesture uses the pointer; false leaves the hit {@link Hit#UNCHECKED}
   * @return what the element is and, with {@code pointer}, what a pointer would hit
   */
  public static Inspection inspect(ElementHandle el, boolean pointer) {
    Map<?, ?> m = (Map<?, ?>) el.evaluate(INSPECT, pointer);
    Object checked = m.get("checked");
    return new Inspection(
        str(m.get("tag")), str(m.get("type")), str(m.get("role")), bool(m.get("disabled")), bool(m.get("nativeToggle")),
        checked instanceof Boolean b ? b : null, bool(m.get("editable")), bool(m.get("readOnly")), bool(m.get("hasList")),
        bool(m.get("suggests")), bool(m.get("expanded")), bool(m.get("labelsFile")), Hit.of(str(m.get("hit"))), str(m.get("cover")),
        !Boolean.FALSE.equals(m.get("seen")));
  }

  /**
   * Waits, polling every animation frame for at most {@code millis}, until the element is enabled
   * and, with {@code pointer}, reachable by the pointer; then inspects it again.
   *
   * @param el the element, in its own frame
   * @param info the inspection before waiting; its other facts are kept
   * @param pointer whether the gesture uses the pointer, so reachability counts
   * @param millis the longest wait, in milliseconds
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
   * @param el the element, in its own frame
   * @param pointer whether the element must be reachable by the pointer
   * @param typing whether the element must be visible
   * @param millis the longest wait, in milliseconds
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
   * {@code readonly}, {@code hidden}, {@code notext}, {@code slow}, or {@code keys}: a field of
   * one of the kinds to be typed with key events, named by {@code fieldKind}), with the element's
   * kind.
   *
   * @param fieldKind the in-page field kind ({@code autocomplete}, {@code masked}, {@code date})
   *     when the status is {@code keys}, else empty
   */
  public record Typing(String status, String tag, String type, String role, boolean fillable, boolean editable, String fieldKind) {

    /** {@return a short description, such as {@code input[type=email]}, for an execution's detail} */
    public String describe() {
      if (!type.isEmpty()) {
        return tag + "[type=" + type + "]";
      }
      return role.isEmpty() ? tag : tag + "[role=" + role + "]";
    }
  }

  /**
   * Types the text in one evaluation when the element is a plain text field, textarea or
   * contenteditable element and {@code fast} is set, and no input of one of {@code keyKinds} (the
   * in-page names of the field kinds to be typed with key events); else only inspects it. See
   * {@link Typing#status()}.
   *
   * @param el the element, in its own frame
   * @param text the text that replaces the field's; personal data, never put in a detail
   * @param fast false to only inspect (pacing is on)
   * @param keyKinds the in-page names of the kinds typed with key events instead
   * @return whether it typed, or why not, with the element's kind
   */
  public static Typing typeFast(ElementHandle el, String text, boolean fast, List<String> keyKinds) {
    Map<?, ?> m = (Map<?, ?>) el.evaluate(TYPE_FAST, Arrays.asList(text, fast, keyKinds));
    return new Typing(str(m.get("status")), str(m.get("tag")), str(m.get("type")), str(m.get("role")), bool(m.get("fillable")), bool(m.get("editable")),
        str(m.get("kind")));
  }

  /**
   * What {@link #selectNative} did: {@code selected}, or {@code notselect}, {@code disabled},
   * {@code nomatch}, {@code optdisabled}; with the option's index (-1 when none) and the count.
   */
  public record NativeChoice(String status, int index, int count) {}

  /**
   * Chooses a native select's option by label, else value, in one evaluation.
   *
   * @param el a {@code select} element
   * @param wanted the option's label or value
   * @return how it went, with the chosen option's index and the number of options
   */
  public static NativeChoice selectNative(ElementHandle el, String wanted) {
    Map<?, ?> m = (Map<?, ?>) el.evaluate(SELECT_NATIVE, wanted);
    return new NativeChoice(str(m.get("status")), m.get("index") instanceof Number n ? n.intValue() : -1,
        m.get("count") instanceof Number n ? n.intValue() : 0);
  }

  /**
   * The visible label of a labelable element that a pointer can reach, else any visible label,
   * else null.
   *
   * @param el a labelable element, such as a hidden checkbox
   * @return the label, which the caller disposes; null when it has no visible label
   */
  public static @Nullable ElementHandle visibleLabel(ElementHandle el) {
    return element(el.evaluateHandle(VISIBLE_LABEL));
  }

  /**
   * The control of a label.
   *
   * @param label a {@code label} element, or any other element (which has no control)
   * @return the control, which the caller disposes; null when the label names none
   */
  public static @Nullable ElementHandle labelControl(ElementHandle label) {
    return element(label.evaluateHandle(CONTROL));
  }

  /**
   * Moves the focus away from the element, so change and blur handlers run.
   *
   * @param el the element typed into
   */
  public static void blur(ElementHandle el) {
    el.evaluate(BLUR);
  }

  /**
   * {@return whether Enter in the element would submit its form (a submit button, or an input
   * with a form)}
   *
   * @param el the element a key is about to be pressed in
   */
  public static boolean enterSubmits(ElementHandle el) {
    return bool(el.evaluate(ENTER_SUBMITS));
  }

  /**
   * {@return whether the element, or something inside it, has the focus}
   *
   * @param el the element
   */
  public static boolean hasFocus(ElementHandle el) {
    return bool(el.evaluate(HAS_FOCUS));
  }

  /** A native select's option matching by label, else by value ({@link dev.autopilot.core.match.Match#exactOption}). */
  public record NativeOption(int index, int count, boolean disabled) {}

  /**
   * Finds the native option matching by label, else by value ({@link
   * dev.autopilot.core.match.Match#exactOption}), without choosing it.
   *
   * @param select a {@code select} element
   * @param wanted the option's label or value
   * @return the option's index (-1 when none matches), the number of options and whether the
   *     match is disabled
   */
  public static NativeOption nativeOption(ElementHandle select, String wanted) {
    Map<?, ?> m = (Map<?, ?>) select.evaluate(NATIVE_OPTION_INDEX);
    List<String> labels = strings(m.get("labels"));
    List<?> disabled = (List<?>) requireNonNull(m.get("disabled"), "act/native-option.js gives disabled");
    int i = dev.autopilot.core.match.Match.exactOption(labels, strings(m.get("values")), wanted);
    return new NativeOption(i, labels.size(), i >= 0 && bool(disabled.get(i)));
  }

  /**
   * Finds the datalist option matching by label, else by value ({@link
   * dev.autopilot.core.match.Match#exactOption}).
   *
   * @param input an input whose {@code list} attribute names a datalist
   * @param wanted the option's label or value
   * @return the matching option's value, to fill into the input; null when none matches
   */
  public static @Nullable String datalistValue(ElementHandle input, String wanted) {
    Map<?, ?> m = (Map<?, ?>) input.evaluate(DATALIST_VALUE);
    List<String> values = strings(m.get("values"));
    int i = dev.autopilot.core.match.Match.exactOption(strings(m.get("labels")), values, wanted);
    return i < 0 ? null : values.get(i);
  }

  /**
   * Waits for a visible, enabled option that names the wanted one, by the rule suggestions are
   * chosen by ({@code Suggestions.pick}, loose: an equal name, else {@link
   * dev.autopilot.core.match.Match#bestOption}; never a bare substring): first among the options
   * the element controls, owns or contains, else anywhere on the page.
   *
   * @param el the opened combobox or listbox
   * @param wanted the option's name
   * @param timeoutMillis the longest wait, in milliseconds
   * @return the option, which the caller disposes, or null when none appeared in time
   */
  public static @Nullable ElementHandle awaitOption(ElementHandle el, String wanted, double timeoutMillis) {
    Frame frame = el.ownerFrame();
    if (frame == null) {
      return null;
    }
    long end = System.nanoTime() + (long) (timeoutMillis * 1_000_000);
    while (true) {
      Object names = frame.evaluate(FIND_OPTION, Arrays.asList(el, -1));
      if (names instanceof List<?> list) {
        List<String> shown = strings(list);
        int pick = dev.autopilot.playwright.internal.act.widgets.Suggestions.pick(shown, wanted, true);
        if (pick >= 0) {
          ElementHandle option = element(frame.evaluateHandle(FIND_OPTION, Arrays.asList(el, pick)));
          if (option != null) {
            return option;
          }
        }
      }
      if (System.nanoTime() >= end) {
        return null;
      }
      frame.waitForTimeout(Math.min(100, Math.max(1, (end - System.nanoTime()) / 1_000_000.0)));
    }
  }

  private static List<String> strings(@Nullable Object o) {
    List<String> out = new java.util.ArrayList<>();
    if (o instanceof List<?> l) {
      for (Object x : l) {
        out.add(x == null ? "" : x.toString());
      }
    }
    return out;
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
