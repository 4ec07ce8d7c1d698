package dev.autopilot.playwright.internal.act;

import static dev.autopilot.playwright.PlaywrightActionExecutor.READY_GRACE_MILLIS;
import static dev.autopilot.playwright.internal.act.Gestures.closeOverlays;
import static dev.autopilot.playwright.internal.act.Gestures.failed;
import static dev.autopilot.playwright.internal.act.Gestures.markOverlays;
import static dev.autopilot.playwright.internal.act.Gestures.widget;

import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Frame;
import com.microsoft.playwright.Page;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.match.ValueKind;
import dev.autopilot.core.match.Values;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.playwright.FieldKind;
import dev.autopilot.playwright.internal.act.widgets.KeyedTyping;
import dev.autopilot.playwright.internal.act.widgets.Overlays;
import dev.autopilot.playwright.internal.act.widgets.PickerTyping;
import dev.autopilot.playwright.internal.act.widgets.SliderKeys;
import dev.autopilot.playwright.internal.act.widgets.Suggestions;
import dev.autopilot.playwright.internal.act.widgets.WidgetProbe;
import dev.autopilot.playwright.internal.session.Deadline;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;

/**
 * {@code type_ref}: in one evaluation for plain text fields without pacing; through Playwright's
 * fill (or key by key with pacing) for the others, with dates, times and numbers written the way
 * the input holds them; with real key events for the field kinds that listen to keys (a date
 * picker or mask in its own format, an autocomplete keeping the focus until its suggestion is
 * chosen); a read-only date picker through its calendar, a slider by its keys. Immutable and
 * thread-safe.
 */
public final class Typing {
  /** Input types that take no keystrokes reliably: filled at once even with pacing. */
  private static final Set<String> FILLED_TYPES = Set.of("date", "time", "datetime-local", "month", "week", "color", "range");

  private final Gestures g;
  private final List<String> keyKindNames;
  private final Function<String, FieldKind> kindOf;

  /**
   * Makes the type verb.
   *
   * @param g the shared gestures, with the executor's pacing
   * @param keyKindNames the in-page names of the field kinds typed with key events
   * @param kindOf the field kind an in-page name stands for
   */
  public Typing(Gestures g, List<String> keyKindNames, Function<String, FieldKind> kindOf) {
    this.g = g;
    this.keyKindNames = List.copyOf(keyKindNames);
    this.kindOf = kindOf;
  }

  /**
   * Types: in one evaluation for plain text fields without pacing; through Playwright's fill (or
   * key by key with pacing) for the others, with dates, times and numbers written the way the
   * input holds them.
   */
  ExecutionResult type(Page page, Action.TypeRef action, ElementHandle el, Deadline d) {
    if (action.keepOpen()) {
      return typeKeepingOpen(page, action, el, d);
    }
    int chars = action.text().length();
    boolean fast = g.pacing().isOff();
    List<String> kinds = keyKindsFor(action);
    ElementScripts.Typing t = ElementScripts.typeFast(el, action.text(), fast, kinds);
    if (t.status().equals("disabled") || t.status().equals("hidden")) {
      boolean ready = ElementScripts.await(el, false, true, d.atMost(READY_GRACE_MILLIS));
      t = ready ? ElementScripts.typeFast(el, action.text(), fast, kinds) : t;
    }
    String what = t.describe();
    switch (t.status()) {
      case "typed" -> {
        return ExecutionResult.performed(action, "typed " + chars + " chars into " + what, null, d.elapsedMillis());
      }
      case "keys" -> {
        return typeKeys(page, action, el, t, d);
      }
      case "disabled" -> {
        return failed(action, ErrorCode.ACTION_FAILED, "type_ref: " + what + " is disabled", d);
      }
      case "hidden" -> {
        return failed(action, ErrorCode.ACTION_FAILED, "type_ref: " + what + " is not visible", d);
      }
      case "readonly" -> {
        if (WidgetProbe.of(el).picker()) {
          markOverlays(el.ownerFrame(), action.ref());
          return widget(PickerTyping.choose(page, action.ref(), el, action.text(), d), action, d);
        }
        return failed(action, ErrorCode.ACTION_FAILED, "type_ref: " + what + " is read-only", d);
      }
      case "notext" -> {
        WidgetProbe probe = WidgetProbe.of(el);
        if (SliderKeys.isSlider(probe)) {
          return widget(SliderKeys.set(el, probe, action.text(), d), action, d);
        }
        return failed(action, ErrorCode.ACTION_FAILED, "type_ref: " + what + " does not take text", d);
      }
      default -> {
        // a field the one-evaluation path does not handle: Playwright's own input
      }
    }
    if (t.fillable()) {
      String value = Values.forInput(ValueKind.ofInputType(t.type()), action.text());
      if (value == null) {
        return failed(action, ErrorCode.ACTION_FAILED, "type_ref: the text is no value " + what + " can hold", d);
      }
      if (g.pacing().keystroke().isZero() || FILLED_TYPES.contains(t.type())) {
        g.focusPrelude(el, d);
        el.fill(value, new ElementHandle.FillOptions().setTimeout(d.remaining()));
      } else {
        el.fill("", new ElementHandle.FillOptions().setTimeout(d.remaining()));
        g.focusPrelude(el, d);
        el.focus();
        g.keys(page, value, d);
      }
    } else {
      g.focusPrelude(el, d);
      if (g.pacing().keystroke().isZero()) {
        el.fill(action.text(), new ElementHandle.FillOptions().setTimeout(d.remaining()));
      } else {
        el.focus();
        page.keyboard().press("ControlOrMeta+A");
        if (action.text().isEmpty()) {
          page.keyboard().press("Delete");
        } else {
          g.keys(page, action.text(), d);
        }
      }
    }
    ElementScripts.blur(el);
    return ExecutionResult.performed(action, "typed " + chars + " chars into " + what, null, d.elapsedMillis());
  }

  /**
   * The field kinds typed with key events for this action: the executor's own, and every kind
   * when the action asks for {@link ActionMeta#KEYBOARD} (the escalation ladder, or trajectory
   * memory, knows that this field takes its text only from keys).
   */
  private List<String> keyKindsFor(Action.TypeRef action) {
    if (!ActionMeta.KEYBOARD.equals(action.meta().technique())) {
      return keyKindNames;
    }
    List<String> all = new java.util.ArrayList<>(keyKindNames);
    for (FieldKind k : FieldKind.values()) {
      String name = k.scriptName();
      if (!all.contains(name)) {
        all.add(name);
      }
    }
    return all;
  }

  /**
   * Types as a person types a prefix and leaves the field to the caller's choice ({@link
   * Action.TypeRef#keepOpen()}): the field emptied, focused and sent the text with key events; the
   * suggestions it brings awaited until they hold still (a date picker's calendar needs no wait:
   * it opens with the focus); every popup the typing opened left open for choosing ({@link
   * Overlays#leaveOpenForChoosing}), the focus left in the field, nothing chosen. A read-only date
   * picker takes no keys: given an empty text, it is clicked to open its calendar.
   */
  ExecutionResult typeKeepingOpen(Page page, Action.TypeRef action, ElementHandle el, Deadline d) {
    String text = action.text();
    if (!el.isVisible()) {
      return failed(action, ErrorCode.ACTION_FAILED, "type_ref: the field is not visible", d);
    }
    if (!el.isEnabled()) {
      return failed(action, ErrorCode.ACTION_FAILED, "type_ref: the field is disabled", d);
    }
    Frame frame = el.ownerFrame();
    WidgetProbe probe = WidgetProbe.of(el);
    markOverlays(frame, action.ref());
    if (!el.isEditable()) {
      if (!probe.picker() || !text.isEmpty()) {
        return failed(action, ErrorCode.ACTION_FAILED, "type_ref: the field is read-only" + (probe.picker() ? "; type an empty text to open its calendar" : ""), d);
      }
      g.pointerPrelude(el, d);
      el.click(new ElementHandle.ClickOptions().setTimeout(d.remaining()));
    } else {
      Suggestions.mark(el);
      el.fill("", new ElementHandle.FillOptions().setTimeout(d.remaining()));
      g.focusPrelude(el, d);
      el.focus();
      g.keys(page, text, d);
    }
    int shown = 0;
    if (probe.picker()) {
      WidgetProbe.shownPicker(page, (long) d.atMost(KeyedTyping.SUGGESTION_GRACE_MILLIS));
    } else if (!text.isEmpty()) {
      shown = Suggestions.await(el, d.atMost(KeyedTyping.SUGGESTION_GRACE_MILLIS)).size();
    }
    List<String> open = frame == null ? List.of() : Overlays.leaveOpenForChoosing(frame, action.ref());
    String what = open.isEmpty() ? "; nothing opened to choose from"
        : (shown > 0 ? "; " + shown + " suggestion" + (shown == 1 ? "" : "s") : "") + "; left open for choosing: " + String.join(", ", open);
    return ExecutionResult.performed(action, "typed " + text.length() + " chars with key events, the field kept the focus" + what, null, d.elapsedMillis());
  }

  /**
   * Types with key events into a field of a kind that listens to keys ({@link FieldKind}, decided
   * in the page by {@code lib/field-kind.js}): a date picker or masked input in its own format
   * ({@link PickerTyping}); any other, such as an autocomplete, keeping the focus until a
   * suggestion equal to the text is chosen ({@link KeyedTyping}). Either way the popups typing
   * opened are marked before and closed after through {@link Overlays}, then the field is left.
   */
  ExecutionResult typeKeys(Page page, Action.TypeRef action, ElementHandle el, ElementScripts.Typing t, Deadline d) {
    FieldKind kind = kindOf.apply(t.fieldKind());
    Frame frame = el.ownerFrame();
    if (kind == FieldKind.DATE_PICKER || kind == FieldKind.MASKED) {
      g.focusPrelude(el, d);
      markOverlays(frame, action.ref());
      return widget(PickerTyping.type(page, action.ref(), el, action.text(), d, text -> g.keys(page, text, d)), action, d);
    }
    String value = Values.forInput(ValueKind.ofInputType(t.type()), action.text());
    String text = value == null ? action.text() : value;
    el.fill("", new ElementHandle.FillOptions().setTimeout(d.remaining()));
    g.focusPrelude(el, d);
    markOverlays(frame, action.ref());
    el.focus();
    KeyedTyping.Result r = KeyedTyping.type(el, text, kind == FieldKind.AUTOCOMPLETE, s -> g.keys(page, s, d), d);
    String closed = closeOverlays(page, frame, action.ref(), d);
    ElementScripts.blur(el);
    String how = r.outcome() == KeyedTyping.Outcome.CHOSEN ? "; chose the suggestion naming it"
        : r.shown() > 0 ? "; none of the " + r.shown() + " suggestions named it" : "";
    return ExecutionResult.performed(action, "typed " + text.length() + " chars with key events into " + t.describe()
        + " (" + kind.name().toLowerCase(Locale.ROOT) + ")" + how + closed, null, d.elapsedMillis());
  }
}
