package dev.autopilot.core.match;

import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import java.nio.file.Path;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * What an element of a snapshot says about its question: whether it holds an answer, whether a
 * person could answer it now, and whether it already holds what an action would put there.
 * Stateless and thread-safe.
 */
public final class Fields {
  private Fields() {}

  /**
   * Whether the element holds an answer: a toggle that is checked, a select whose selected option
   * has a non-blank value, or a non-blank value ({@link Match#isBlank}: no-break spaces are blank).
   *
   * @param e an element of a snapshot
   * @return true when it holds an answer; false for an unchecked toggle, a select on a blank option
   *     and an empty or blank field
   */
  public static boolean answered(SemanticElement e) {
    Boolean checked = e.checked();
    if (checked != null) {
      return checked;
    }
    List<SelectOption> options = e.options();
    if (!options.isEmpty()) {
      for (int i = 0, n = options.size(); i < n; i++) {
        SelectOption o = options.get(i);
        if (o.selected() && !Match.isBlank(o.value())) {
          return true;
        }
      }
      return false;
    }
    return !Match.isBlank(e.value());
  }

  /**
   * Whether the page requires the element's question: the element says so, or its group is
   * {@linkplain #required(SemanticSnapshot, ElementGroup) required}. The one reading of
   * "required" for the rule planner, the gate, the model layer's open questions, VALIDATE's stop
   * and {@link RequiredQuestions}.
   *
   * @param snapshot the snapshot that holds {@code e}, for its group
   * @param e the element
   * @return true when the element or its group is required
   */
  public static boolean required(SemanticSnapshot snapshot, SemanticElement e) {
    if (e.required()) {
      return true;
    }
    return snapshot.groupOf(e).map(g -> required(snapshot, g)).orElse(false);
  }

  /**
   * Whether the element's question holds an answer: the element is {@linkplain #answered
   * answered}, or, for a toggle that is not required by itself, another toggle of its group is
   * (one ticked box answers a group of boxes, as {@link RequiredQuestions} reads a required
   * group). A field required by itself, and each part of a split answer (the selects of a date),
   * answers only for itself.
   *
   * @param snapshot the snapshot that holds {@code e}, for its group
   * @param e the element
   * @return true when the element, or for an optional toggle another toggle of its group, holds an
   *     answer
   */
  public static boolean questionAnswered(SemanticSnapshot snapshot, SemanticElement e) {
    if (answered(e)) {
      return true;
    }
    if (e.required() || !e.role().isToggle()) {
      return false;
    }
    return snapshot.groupOf(e).map(g -> snapshot.members(g).stream().anyMatch(m -> m.role().isToggle() && answered(m))).orElse(false);
  }


  private static final java.util.regex.Pattern SAYS_OPTIONAL = java.util.regex.Pattern.compile(
      "(?<![\\p{L}])(?:optional|facultatif|facultative|opcional|freiwillig|fakultativ|facoltativo)(?![\\p{L}])|可选|选填|非必填|اختياري",
      java.util.regex.Pattern.CASE_INSENSITIVE | java.util.regex.Pattern.UNICODE_CASE);

  /**
   * Whether a question's own words say it may be left empty ("Company (optional)", "Téléphone
   * (facultatif)", "备注（选填）", "اختياري"): a page that marks nothing required still does not
   * ask it.
   *
   * @param question the question as the page words it; page text, read as data only
   * @return true when a word of the question says it is optional
   * @throws NullPointerException when the question is null
   */
  public static boolean saysOptional(String question) {
    return SAYS_OPTIONAL.matcher(java.util.Objects.requireNonNull(question, "question")).find();
  }

  /**
   * A label as a person reads what it asks: its {@linkplain SemanticKey#questionSignature
   * signature} without the word that says it is optional ("Phone number (optional)" and "Phone
   * number *" both read {@code "phone number"}).
   *
   * @param label the label as the page words it; page text, read as data only
   * @return the signature without the optional word; empty for a label of no letter or digit
   * @throws NullPointerException when the label is null
   */
  public static String askedAs(String label) {
    return SemanticKey.questionSignature(SAYS_OPTIONAL.matcher(java.util.Objects.requireNonNull(label, "label")).replaceAll(" "));
  }

  /**
   * Whether the page requires a group's question: the group says so, or one of its radios does (a
   * native radio marked {@code required} makes its whole group required, as the browser's
   * validation reads it; a required checkbox requires only itself).
   *
   * @param snapshot the snapshot that holds the group
   * @param g the group
   * @return true when the group, or one of its radios, is required
   */
  public static boolean required(SemanticSnapshot snapshot, ElementGroup g) {
    if (g.required()) {
      return true;
    }
    for (SemanticElement m : snapshot.members(g)) {
      if (radioRequiresGroup(m)) {
        return true;
      }
    }
    return false;
  }

  /** Whether the element is a required radio, which makes its group required. */
  static boolean radioRequiresGroup(SemanticElement m) {
    return m.required() && m.role().isRadio();
  }

  /**
   * Whether the element takes a secret: a password field. Its value is never read into a
   * snapshot or shown in an event; only a secret the task gives explicitly is typed into it.
   *
   * @param e an element of a snapshot
   * @return true for an input of type {@code password}, whatever its case
   */
  public static boolean isSecret(SemanticElement e) {
    return "password".equalsIgnoreCase(e.inputType());
  }

  /**
   * Whether a person could answer the element now: not in a foreign panel, not disabled, and
   * visible. A snapshot reports a hidden checkbox, radio or file input as visible when a person
   * operates it through something visible (a styled label, the button of an upload); one that
   * is hidden with nothing visible to operate it through is not askable, like a hidden text
   * field (a person would never fill it; such fields are often honeypots). Only askable elements
   * make a question required, see {@link RequiredQuestions}.
   *
   * @param e an element of a snapshot
   * @return true when it is visible, enabled and not in a foreign panel
   */
  public static boolean askable(SemanticElement e) {
    return !e.isolated() && !e.disabled() && e.visible();
  }

  /**
   * Whether the element already holds what the action would put there, judged by
   * {@link Match#holds} for the element's {@link ValueKind}: a typed text, a chosen option (a
   * selected option whose label or value names it, or for option-less comboboxes the value), a
   * checked state, an uploaded file's name. Always false for other actions.
   *
   * @param e the target of {@code action}, as a snapshot read it
   * @param action the action about to be carried out
   * @return true when carrying it out would change nothing (for a password field: when it holds any
   *     text, since its value is never read)
   */
  public static boolean holds(SemanticElement e, Action action) {
    if (action instanceof Action.TypeRef && isSecret(e)) {
      // a password field's value is never read: that it holds text is all anyone may know
      return !Match.isBlank(e.value());
    }
    if (action instanceof Action.TypeRef t) {
      return Match.holds(e, t.text(), e.value());
    }
    if (action instanceof Action.SelectRef s) {
      if (e.options().isEmpty()) {
        return Match.sameOption(s.option(), e.value());
      }
      for (SelectOption o : e.options()) {
        if (o.selected() && (Match.sameOption(s.option(), o.label()) || Match.sameOption(s.option(), o.value()))) {
          return true;
        }
      }
      return false;
    }
    if (action instanceof Action.SetCheckbox c) {
      return e.checked() != null && e.checked() == c.checked();
    }
    if (action instanceof Action.SetRadio) {
      return Boolean.TRUE.equals(e.checked());
    }
    if (action instanceof Action.UploadFile u) {
      Path name = u.file().getFileName();
      return name != null && Match.sameFile(name.toString(), e.value());
    }
    return false;
  }

  /**
   * Whether a control holds a choice the page made and nobody has changed since (the snapshot's
   * {@code preset}): a checked radio the page checked, a select whose selected option is the one
   * the page had selected, no placeholder, or a field typed into that still holds the value it
   * held when the run first saw it ("0" in "Number of colonies"). A choice this run made is no
   * such choice.
   *
   * @param element a radio, a select or a field typed into, of a snapshot
   * @return true when its present choice is the page's own; false for a checkbox or a switch
   * @throws NullPointerException when the element is null
   */
  public static boolean holdsThePagesChoice(SemanticElement element) {
    @Nullable String preset = element.attribute("preset");
    if (preset == null) {
      return false;
    }
    if (element.role() == dev.autopilot.core.model.Role.RADIO) {
      return Boolean.TRUE.equals(element.checked()) && "true".equals(preset);
    }
    if (element.options().isEmpty() && typedInto(element.role())) {
      return preset.equals(element.value());
    }
    return element.options().stream().anyMatch(o -> o.selected() && !o.isPlaceholder() && o.value().equals(preset));
  }

  private static boolean typedInto(dev.autopilot.core.model.Role role) {
    return switch (role) {
      case TEXTBOX, SEARCHBOX, SPINBUTTON, COMBOBOX -> true;
      default -> false;
    };
  }
}
