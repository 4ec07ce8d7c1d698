package dev.autopilot.playwright;

import java.util.Locale;

/**
 * What a text field does with the keys a person types, as the executor judges it before typing.
 * Fields of the kinds given to {@link PlaywrightActionExecutor.Builder#typeWithKeys} are typed
 * with real key events ({@code keydown}, {@code keypress}, {@code input}, {@code keyup} per
 * character): {@link #DATE_PICKER} and {@link #MASKED} fields in their own format (a mask's slot
 * characters only), the others keeping the focus while their suggestions are awaited. Fields of
 * the other kinds take the text in one evaluation without key events, which is faster and what
 * most fields need; with no kinds at all, no field gets key events.
 *
 * <p>The kind is decided in one place in the page ({@code lib/field-kind.js}): a date picker or
 * mask a library owns first (jQuery UI datepicker, flatpickr, Inputmask, read from the library),
 * else the pattern a person sees, with the class names and attributes of widely used libraries as
 * hints: {@link #AUTOCOMPLETE} for {@code role=combobox}, {@code
 * aria-autocomplete=list|both}, {@code aria-haspopup=listbox} and autocomplete libraries
 * (jQuery UI, typeahead, awesomplete); {@link #MASKED} for mask libraries (Inputmask, IMask,
 * Cleave) and placeholders drawn as a mask ({@code (___) ___-____}); {@link #DATE_PICKER} for
 * date-picker inputs (jQuery UI datepicker, flatpickr, bootstrap-datepicker, Pikaday). Inputs
 * with a {@code <datalist>} are {@link #PLAIN}: the browser's own list needs no keys.
 */
public enum FieldKind {
  /** A field that suggests as one types; a suggestion equal to the typed text is chosen. */
  AUTOCOMPLETE,
  /** A field whose mask formats each key. */
  MASKED,
  /** A text field a date picker reads key by key. */
  DATE_PICKER,
  /** Any other text field. */
  PLAIN;

  /** The kind of the in-page name ({@code autocomplete}, {@code masked}, {@code date}, {@code plain}). */
  static FieldKind ofScript(String name) {
    return switch (name.toLowerCase(Locale.ROOT)) {
      case "autocomplete" -> AUTOCOMPLETE;
      case "masked" -> MASKED;
      case "date" -> DATE_PICKER;
      default -> PLAIN;
    };
  }

  /** {@return the in-page name of the kind ({@code autocomplete}, {@code masked}, {@code date}, {@code plain})} */
  public String scriptName() {
    return switch (this) {
      case AUTOCOMPLETE -> "autocomplete";
      case MASKED -> "masked";
      case DATE_PICKER -> "date";
      case PLAIN -> "plain";
    };
  }
}
