package dev.autopilot.core.model;

/** What ties the members of an {@link ElementGroup} together. */
public enum GroupKind {
  /** A {@code <fieldset>} with its {@code <legend>}. */
  FIELDSET,
  /** An ARIA {@code radiogroup}, or native radios sharing a name. */
  RADIOGROUP,
  /** Checkboxes answering one question. */
  CHECKBOX_GROUP,
  /** A container whose question text is not a label (a div, a paragraph, a table cell). */
  QUESTION
}
