package dev.autopilot.core.model;

import static java.util.Objects.requireNonNull;

import org.jspecify.annotations.Nullable;

/**
 * A validation message shown by the page.
 *
 * @param text the message
 * @param visible whether it is visible now
 * @param ref the field it belongs to, or null when it belongs to none (a form-level banner)
 * @param groupId the group it belongs to, or null
 */
public record FieldError(String text, boolean visible, @Nullable String ref, @Nullable String groupId) {
  /**
   * Checks the message.
   *
   * @param text the message, not null
   * @param visible whether it is visible now
   * @param ref the field it belongs to, or null
   * @param groupId the group it belongs to, or null
   * @throws NullPointerException when the text is null
   */
  public FieldError {
    requireNonNull(text, "text");
  }
}
