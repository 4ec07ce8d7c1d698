package dev.autopilot.core.pack;

import static java.util.Objects.requireNonNull;

import java.nio.file.Path;

/**
 * An answer a domain pack gives: text, a choice, a toggle or a file. A planner shapes it into the
 * action the field takes. Every implementation is an immutable record, thread-safe.
 */
public sealed interface Answer {

  /**
   * Free text, typed as is.
   *
   * @param value the text to type; may be empty
   */
  record Text(String value) implements Answer {
    /**
     * Checks that there is a text.
     *
     * @param value the text to type
     * @throws NullPointerException when {@code value} is null
     */
    public Text {
      requireNonNull(value, "value");
    }
  }

  /**
   * An option, matched against the question's choices by label or value.
   *
   * @param option the option's label or value as the pack words it
   */
  record Choice(String option) implements Answer {
    /**
     * Checks that there is an option.
     *
     * @param option the option's label or value
     * @throws NullPointerException when {@code option} is null
     */
    public Choice {
      requireNonNull(option, "option");
    }
  }

  /**
   * A checkbox or switch state.
   *
   * @param on true to tick or switch on, false to leave or make it unticked
   */
  record Toggle(boolean on) implements Answer {}

  /**
   * A file to upload.
   *
   * @param path the file on the host's disk; whether it exists is checked when it is uploaded
   */
  record File(Path path) implements Answer {
    /**
     * Checks that there is a path.
     *
     * @param path the file to upload
     * @throws NullPointerException when {@code path} is null
     */
    public File {
      requireNonNull(path, "path");
    }
  }
}
