package dev.autopilot.core.match;

import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * What kind of value a field holds, which decides how {@link Match#holds} compares a wanted value
 * with an observed one and how {@link Values#forInput} writes it. Derived in one place,
 * {@link #of(Role, String, String)}, from the element's role, input type and autocomplete token.
 */
public enum ValueKind {
  /** Free text: compared after collapsing whitespace, case kept; a reformatted date still matches. */
  TEXT,
  /** An e-mail address: whitespace collapsed, case ignored. */
  EMAIL,
  /** A phone number: digits compared, separators ignored, a country code and trunk zero forgiven. */
  PHONE,
  /** A number: compared by value, thousands separators ignored ({@code 1,000} = {@code 1000.0}). */
  NUMBER,
  /** A calendar date, in any written form {@link Values#date} reads. */
  DATE,
  /** A time of day, 12- or 24-hour. */
  TIME,
  /** A year and month. */
  MONTH,
  /** An ISO week of a year. */
  WEEK,
  /** A date and a time of day. */
  DATETIME_LOCAL,
  /** An option of a select, combobox or listbox, named by its label or its value; case and spacing ignored. */
  OPTION,
  /** The names of chosen files. */
  FILE,
  /** The checked state of a checkbox, radio or switch. */
  TOGGLE;

  /**
   * Whether a value of this kind is a moment: a date, a time, both, a month or a week, which an
   * input of the kind holds only in its own form ({@link Values#forInput}).
   *
   * @return true for {@link #DATE}, {@link #TIME}, {@link #DATETIME_LOCAL}, {@link #MONTH} and {@link #WEEK}
   */
  public boolean isTemporal() {
    return this == DATE || this == TIME || this == DATETIME_LOCAL || this == MONTH || this == WEEK;
  }

  /**
   * The kind of value this element holds; see {@link #of(Role, String, String)}.
   *
   * @param element an element of a snapshot
   * @return its kind, never null; {@link #TEXT} when nothing says otherwise
   */
  public static ValueKind of(SemanticElement element) {
    return of(element.role(), element.inputType(), element.attribute("autocomplete"));
  }

  /**
   * The kind of value an element holds: {@link #FILE} for file inputs, {@link #TOGGLE} for
   * toggles, {@link #NUMBER} for sliders, the input type's kind for {@code email}, {@code tel}, {@code number},
   * {@code range}, {@code date}, {@code time}, {@code month}, {@code week} and
   * {@code datetime-local} inputs, {@link #OPTION} for other comboboxes and listboxes; for the
   * remaining text fields the autocomplete token's kind ({@code email}, {@code tel*},
   * {@code bday}), else {@link #TEXT}.
   *
   * @param inputType the input's {@code type} attribute, null for other elements
   * @param autocomplete the {@code autocomplete} attribute, null when absent
   * @param role the element's role
   * @return the kind, never null
   */
  public static ValueKind of(Role role, @Nullable String inputType, @Nullable String autocomplete) {
    String type = inputType == null ? "" : inputType.strip().toLowerCase(Locale.ROOT);
    if (role == Role.FILE || type.equals("file")) {
      return FILE;
    }
    if (role.isToggle() || type.equals("checkbox") || type.equals("radio")) {
      return TOGGLE;
    }
    if (role == Role.SLIDER) {
      return NUMBER;
    }
    ValueKind typed = ofInputType(type);
    if (typed != TEXT) {
      return typed;
    }
    if (role.isChoice()) {
      return OPTION;
    }
    return ofAutocomplete(autocomplete);
  }

  /**
   * The kind an input of this {@code type} holds by its type alone: {@link #TEXT} for text-like
   * and unknown types (the executor uses this when it writes into a live input).
   *
   * @param inputType the input's {@code type} attribute, case and blanks ignored; null reads as text
   * @return the kind, never null
   */
  public static ValueKind ofInputType(@Nullable String inputType) {
    String type = inputType == null ? "" : inputType.strip().toLowerCase(Locale.ROOT);
    return switch (type) {
      case "email" -> EMAIL;
      case "tel" -> PHONE;
      case "number", "range" -> NUMBER;
      case "date" -> DATE;
      case "time" -> TIME;
      case "month" -> MONTH;
      case "week" -> WEEK;
      case "datetime-local", "datetime" -> DATETIME_LOCAL;
      case "file" -> FILE;
      case "checkbox", "radio" -> TOGGLE;
      default -> TEXT;
    };
  }

  private static ValueKind ofAutocomplete(@Nullable String autocomplete) {
    if (autocomplete == null || autocomplete.isBlank()) {
      return TEXT;
    }
    String[] tokens = autocomplete.strip().toLowerCase(Locale.ROOT).split("\\s+");
    String field = tokens[tokens.length - 1];
    if (field.equals("webauthn") && tokens.length > 1) {
      field = tokens[tokens.length - 2];
    }
    if (field.equals("email")) {
      return EMAIL;
    }
    if (field.equals("tel") || field.equals("tel-national") || field.equals("tel-local")) {
      return PHONE;
    }
    if (field.equals("bday")) {
      return DATE;
    }
    return TEXT;
  }
}
