package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * A JavaScript dialog the page opened ({@code alert}, {@code confirm}, {@code prompt}, {@code
 * beforeunload}) and what was done with it. A session answers every dialog at once, so no run
 * waits on one: a confirm that asks to send the form is accepted only while a submit is under
 * way; every other dialog is dismissed (an alert has only the one button).
 *
 * @param type the dialog's type
 * @param message the dialog's text, as the page gave it
 * @param url the URL of the page that opened it
 * @param accepted whether it was accepted (OK) rather than dismissed (Cancel)
 * @param reason why it was answered so, for the narrative
 */
public record BrowserDialog(Type type, String message, String url, boolean accepted, String reason) {
  /**
   * Checks the dialog.
   *
   * @param type the dialog's type, not null
   * @param message its text, not null (empty when it has none)
   * @param url the page that opened it, not null
   * @param accepted whether it was accepted
   * @param reason why it was answered so, not null
   * @throws NullPointerException when a value that may not be null is
   */
  public BrowserDialog {
    requireNonNull(type, "type");
    requireNonNull(message, "message");
    requireNonNull(url, "url");
    requireNonNull(reason, "reason");
  }

  /** The kinds of JavaScript dialog. */
  public enum Type {
    /** {@code window.alert()}: a message with one button, OK, which answering it presses (accepted). */
    ALERT("alert"),
    /** {@code window.confirm()}: OK or Cancel; accepted only while a submit is under way and when it asks to send the form. */
    CONFIRM("confirm"),
    /** {@code window.prompt()}: asks for a text; dismissed, so nothing is typed into it. */
    PROMPT("prompt"),
    /** The page asks whether to leave it ({@code beforeunload}); dismissed, as every dialog but a submit's confirm. */
    BEFOREUNLOAD("beforeunload");

    private final String wireName;

    Type(String wireName) {
      this.wireName = wireName;
    }

    /** {@return the name in events and in the browser's own API, such as {@code confirm}} */
    @JsonValue
    public String wireName() {
      return wireName;
    }

    /**
     * The type with this wire name.
     *
     * @param name a name as {@link #wireName()} gives it, such as the browser reports; exact,
     *     case-sensitive
     * @return the type of that name
     * @throws IllegalArgumentException when no type has it
     */
    public static Type fromWireName(String name) {
      for (Type t : values()) {
        if (t.wireName.equals(name)) {
          return t;
        }
      }
      throw new IllegalArgumentException("unknown dialog type '" + name + "'");
    }
  }
}
