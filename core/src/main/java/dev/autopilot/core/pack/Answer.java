package dev.autopilot.core.pack;

import static java.util.Objects.requireNonNull;

import java.nio.file.Path;

/** An answer a domain pack gives. */
public sealed interface Answer {

  /** Free text, typed as is. */
  record Text(String value) implements Answer {
    public Text {
      requireNonNull(value, "value");
    }
  }

  /** An option, matched against the question's choices by label or value. */
  record Choice(String option) implements Answer {
    public Choice {
      requireNonNull(option, "option");
    }
  }

  /** A checkbox or switch state. */
  record Toggle(boolean on) implements Answer {}

  /** A file to upload. */
  record File(Path path) implements Answer {
    public File {
      requireNonNull(path, "path");
    }
  }
}
