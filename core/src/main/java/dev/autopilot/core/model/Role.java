package dev.autopilot.core.model;

import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The role of an interactive element: the ARIA role, explicit or implicit, that a snapshot gives
 * it, plus {@link #FILE} for file inputs (which have no ARIA role of their own but a planner must
 * tell apart from buttons).
 *
 * <p>A role string that names none of these constants parses to {@link #UNKNOWN}; the element
 * keeps the raw string in its attributes under the key {@code role}, and
 * {@link SemanticElement#rawRole()} returns it. Each constant's {@link #id()} is the lower-case
 * ARIA name ({@code textbox}, {@code menuitemcheckbox}) used in snapshot text, JSON and events.
 */
public enum Role {
  /** A text input or textarea ({@code textbox}). */
  TEXTBOX("textbox"),
  /** A search input ({@code searchbox}). */
  SEARCHBOX("searchbox"),
  /** A select element or an ARIA combobox ({@code combobox}). */
  COMBOBOX("combobox"),
  /** A list of options, such as a multi-select ({@code listbox}). */
  LISTBOX("listbox"),
  /** One option of a listbox or combobox popup ({@code option}). */
  OPTION("option"),
  /** A checkbox ({@code checkbox}). */
  CHECKBOX("checkbox"),
  /** A radio button ({@code radio}). */
  RADIO("radio"),
  /** An on/off switch ({@code switch}). */
  SWITCH("switch"),
  /** A number input ({@code spinbutton}). */
  SPINBUTTON("spinbutton"),
  /** A range input ({@code slider}). */
  SLIDER("slider"),
  /** A button, including submit buttons ({@code button}). */
  BUTTON("button"),
  /** A link ({@code link}). */
  LINK("link"),
  /** A checkable menu item ({@code menuitemcheckbox}). */
  MENUITEMCHECKBOX("menuitemcheckbox"),
  /** A menu item in a group of which one is checked ({@code menuitemradio}). */
  MENUITEMRADIO("menuitemradio"),
  /** A tab of a tab list ({@code tab}): pressing it shows its panel. */
  TAB("tab"),
  /** An item of a menu or menu bar ({@code menuitem}): pressing it runs its command or opens a submenu. */
  MENUITEM("menuitem"),
  /** An item of a tree ({@code treeitem}): pressing it selects it, and may expand or collapse it. */
  TREEITEM("treeitem"),
  /** A file input ({@code file}); not an ARIA role, see the type's description. */
  FILE("file"),
  /** A role none of the others names; the raw string is kept, see the type's description. */
  UNKNOWN("unknown");

  private static final Map<String, Role> BY_ID =
      Stream.of(values()).filter(r -> r != UNKNOWN).collect(Collectors.toUnmodifiableMap(Role::id, Function.identity()));

  private final String id;

  Role(String id) {
    this.id = id;
  }

  /** {@return the lower-case role name, as snapshots and events write it, such as {@code textbox}} */
  public String id() {
    return id;
  }

  /**
   * The role a string names, ignoring case and surrounding whitespace; {@link #UNKNOWN} for
   * anything else (including {@code "unknown"} itself). Never throws for a string.
   *
   * @param raw a role name, such as an ARIA role a snapshot read; not null
   * @return the role, never null
   */
  public static Role of(String raw) {
    return BY_ID.getOrDefault(raw.strip().toLowerCase(Locale.ROOT), UNKNOWN);
  }

  /**
   * Whether an element of this role is a form toggle a question is answered with: checkbox, radio
   * or switch. The checkable menu items are not: they belong to menus, not to forms.
   *
   * @return true for {@link #CHECKBOX}, {@link #RADIO} and {@link #SWITCH}
   */
  public boolean isToggle() {
    return this == CHECKBOX || this == RADIO || this == SWITCH;
  }

  /** {@return whether exactly one of a group of elements of this role is checked: true for radio and menuitemradio} */
  public boolean isRadio() {
    return this == RADIO || this == MENUITEMRADIO;
  }

  /**
   * Whether an element of this role is a form field a question is answered with: a text box, search
   * box, spin button, slider, combobox, listbox, checkbox, switch, radio or file input. The one
   * reading of "is a field" for the rule planner, the step transition and the model layer.
   *
   * @return true for the roles listed; false for buttons, links, text and the rest
   */
  public boolean isField() {
    return switch (this) {
      case TEXTBOX, SEARCHBOX, COMBOBOX, LISTBOX, CHECKBOX, SWITCH, RADIO, FILE, SPINBUTTON, SLIDER -> true;
      default -> false;
    };
  }

  /** {@return whether an element of this role offers options to choose from: true for combobox and listbox} */
  public boolean isChoice() {
    return this == COMBOBOX || this == LISTBOX;
  }

  /** The role's {@link #id()}. */
  @Override
  public String toString() {
    return id;
  }
}
