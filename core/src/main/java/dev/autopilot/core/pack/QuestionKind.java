package dev.autopilot.core.pack;

/** What kind of answer a question takes. */
public enum QuestionKind {
  /** Free text: a text input, a textarea, a contenteditable. */
  TEXT,
  /** One of several options: a radio group, a select, a combobox. */
  CHOICE,
  /** Yes or no, as a single checkbox or switch. */
  TOGGLE,
  /** A file. */
  FILE
}
