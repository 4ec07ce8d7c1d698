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
  public BrowserDialog {
    requireNonNull(type, "type");
    requireNonNull(message, "message");
    requireNonNull(url, "url");
    requireNonNull(reason, "reason");
  }

  /** The kinds of JavaScript dialog. */
  public enum Type {
    ALERT("alert"),
    CONFIRM("confirm"),
    PROMPT("prompt"),
    BEFOREUNLOAD("beforeunload");

    private final String wireName;

    Type(String wireName) {
      this.wireName = wireName;
    }

    /** The name in events and in the browser's own API, such as {@code confirm}. */
    @JsonValue
    public String wireName() {
      return wireName;
    }

    /**
     * The type with this wire name.
     *
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
