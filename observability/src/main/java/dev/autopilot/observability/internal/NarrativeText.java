package dev.autopilot.observability.internal;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.observability.Redactor;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * The narrative's wording: free text redacted, clipped and on one line, actions and readings in
 * words, optional ANSI emphasis. Immutable and thread-safe.
 */
final class NarrativeText {
  static final int QUESTION_WIDTH = 40;

  private final Redactor redactor;
  private final boolean ansi;

  NarrativeText(Redactor redactor, boolean ansi) {
    this.redactor = requireNonNull(redactor, "redactor");
    this.ansi = ansi;
  }

  /** Free text for the narrative: redacted, on one line, clipped (redacted first: a value cut in two escapes every rule). */
  String text(String value, int max) {
    return Texts.clip(redactor.redact(value), max);
  }

  /** An action in words: its id, verb, ref, question, and the value in its redacted form. */
  String describe(@Nullable String actionId, Action action) {
    StringBuilder out = new StringBuilder();
    if (actionId != null) {
      out.append(actionId).append(' ');
    }
    out.append(action.verb());
    String ref = action.targetRef();
    if (ref != null) {
      out.append(' ').append(ref);
    }
    String question = action.meta().targetQuestion();
    if (question != null && !question.isBlank()) {
      out.append(" \u2014 '").append(text(question, QUESTION_WIDTH)).append('\'');
    }
    if (action instanceof Action.TypeRef type) {
      out.append(" -> ").append(typed(type.text()));
    } else if (action instanceof Action.SelectRef select) {
      out.append(" -> ").append(typed(select.option()));
    } else if (action instanceof Action.SetCheckbox box) {
      out.append(" -> ").append(box.checked() ? "checked" : "unchecked");
    } else if (action instanceof Action.UploadFile upload) {
      out.append(" -> ").append(Texts.oneLine(redactor.file(upload.file())));
    } else if (action instanceof Action.Submit submit) {
      out.append(" (").append(submit.method().name().toLowerCase(Locale.ROOT)).append(')');
    } else if (action instanceof Action.PressKey key) {
      out.append(" (").append(key.key().domKey()).append(')');
    } else if (action instanceof Action.WaitFor wait) {
      out.append(' ').append(wait.condition().name().toLowerCase(Locale.ROOT)).append(" '").append(text(wait.value(), 60)).append('\'');
    }
    out.append(" [").append(text(action.meta().intent(), 30)).append(']');
    return out.toString();
  }

  /** A typed or chosen value: «18 chars» when redacting, quoted when not. */
  String typed(String value) {
    if (redactor.isEnabled()) {
      return "\u00ab" + Texts.count(value.codePointCount(0, value.length()), "char", "chars") + "\u00bb";
    }
    return "\"" + Texts.oneLine(value) + "\"";
  }

  /** A verifier's reading: booleans and absence as they are, anything else as a typed value. */
  String reading(@Nullable String value) {
    if (value == null) {
      return "(none)";
    }
    if (value.isEmpty() || value.equals("true") || value.equals("false")) {
      return value.isEmpty() ? "(empty)" : value;
    }
    return typed(value);
  }

  /** A classified outcome in words. */
  String outcome(SubmissionOutcome o) {
    return o.outcomeClass().wireName() + " (" + text(o.code(), 60) + "), confidence " + Texts.confidence(o.confidence())
        + (o.retryable() ? ", retryable" : ", not retryable");
  }

  String bold(String s) {
    return ansi ? "\u001b[1m" + s + "\u001b[0m" : s;
  }

  String good(String s) {
    return ansi ? "\u001b[32m" + s + "\u001b[0m" : s;
  }

  String bad(String s) {
    return ansi ? "\u001b[31m" + s + "\u001b[0m" : s;
  }
}
