package dev.autopilot.observability.internal;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.event.RunEvent.ActionExecuted;
import dev.autopilot.core.event.RunEvent.ActionVerified;
import dev.autopilot.core.event.RunEvent.AssistEffectEvaluated;
import dev.autopilot.core.event.RunEvent.AssistInvoked;
import dev.autopilot.core.event.RunEvent.EvidenceCaptured;
import dev.autopilot.core.event.RunEvent.PlanProposed;
import dev.autopilot.core.event.RunEvent.RetryPolicyApplied;
import dev.autopilot.core.event.RunEvent.RunFinished;
import dev.autopilot.core.event.RunEvent.RunStarted;
import dev.autopilot.core.event.RunEvent.SemanticLoopGuard;
import dev.autopilot.core.event.RunEvent.SnapshotGenerated;
import dev.autopilot.core.event.RunEvent.StateTransition;
import dev.autopilot.core.event.RunEvent.SubmissionOutcomeClassified;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.RunCounters;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.observability.Redactor;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * The narrative of one run (blueprint §11.4): events are gathered into steps, and each step is
 * told in five headed parts, Summary / Analysis / Plan / Decision / Result. A step opens with a
 * snapshot and closes when the next snapshot or the end of the run arrives; the events before
 * the first snapshot belong to the first step.
 *
 * <p>Not thread-safe: the sink holds one per run and serializes its events.
 */
public final class NarrativeRun {
  private static final String INDENT = "  ";
  private static final int QUESTION_WIDTH = 40;

  private final String requestId;
  private final Redactor redactor;
  private final Style style;
  private int steps;
  private @Nullable Step step;
  private @Nullable EventEnvelope lastSnapshot;

  public NarrativeRun(String requestId, Redactor redactor, boolean ansi) {
    this.requestId = requireNonNull(requestId, "requestId");
    this.redactor = requireNonNull(redactor, "redactor");
    this.style = new Style(ansi);
  }

  /**
   * Takes the run's next event; returns the text it completes (the run's opening lines, a closed
   * step, the run's end), or null when the event only adds to the open step.
   */
  public @Nullable String accept(EventEnvelope envelope) {
    RunEvent event = envelope.event();
    if (event instanceof RunStarted started) {
      return opening(envelope, started);
    }
    if (event instanceof SnapshotGenerated snapshot) {
      lastSnapshot = envelope;
      Step open = step;
      if (open != null && open.executed > open.verified + open.unverified) {
        // Taken to verify the action just executed: part of this step's result, not a new step.
        return null;
      }
      String closed = null;
      if (open != null && open.hasSnapshot) {
        closed = render(open, null);
        open = null;
      }
      if (open == null) {
        open = new Step(envelope.state(), envelope.timestamp());
        step = open;
      }
      open.snapshot(snapshot, envelope.state(), envelope.timestamp());
      return closed;
    }
    if (event instanceof PlanProposed && step != null && step.planned > 0) {
      // A new plan on the page as it is now: the previous plan's step is complete.
      Step previous = step;
      Step open = new Step(envelope.state(), envelope.timestamp());
      EventEnvelope last = lastSnapshot;
      if (last != null) {
        open.snapshot((SnapshotGenerated) last.event(), envelope.state(), envelope.timestamp());
      }
      step = open;
      add(open, event);
      return render(previous, null);
    }
    Step open = step;
    if (open == null) {
      open = new Step(envelope.state(), envelope.timestamp());
      step = open;
    }
    if (event instanceof RunFinished finished) {
      open.finish(finished);
      step = null;
      return render(open, null) + style.bold("=== Run " + requestId + " ended: " + finished.finalState() + " ===") + "\n\n";
    }
    add(open, event);
    return null;
  }

  /** The open step, told as far as it goes, or null when nothing is open. */
  public @Nullable String pending() {
    Step open = step;
    step = null;
    return open == null ? null : render(open, "the run had not finished when the narrative was closed");
  }

  private String opening(EventEnvelope envelope, RunStarted started) {
    StringBuilder out = new StringBuilder(256);
    out.append(style.bold("=== Run " + requestId + " started " + envelope.timestamp() + " ===")).append('\n');
    out.append("goal: ").append(text(started.goal(), 200)).append('\n');
    out.append("start: ").append(text(started.startUrl(), 200)).append('\n');
    if (!started.settings().isEmpty()) {
      List<String> settings = new ArrayList<>();
      for (Map.Entry<String, String> e : new TreeMap<>(started.settings()).entrySet()) {
        settings.add(text(e.getKey(), 40) + "=" + text(e.getValue(), 60));
      }
      out.append("settings: ").append(String.join(", ", settings)).append('\n');
    }
    return out.append('\n').toString();
  }

  private void add(Step s, RunEvent event) {
    if (event instanceof StateTransition t) {
      s.analysis.add("state " + t.from() + " -> " + t.to() + ": " + text(t.reason(), 160));
    } else if (event instanceof PlanProposed plan) {
      addPlan(s, plan);
    } else if (event instanceof ActionExecuted executed) {
      s.executed++;
      if (!executed.performed()) {
        String errorCode = executed.errorCode();
        String code = errorCode == null ? "" : " (" + text(errorCode, 40) + ")";
        s.analysis.add("failure: " + describe(executed.action()) + " not performed" + code + ": " + text(executed.detail(), 160));
      }
      if (executed.action() instanceof Action.Submit submit) {
        s.decision.add("submit via " + submit.ref() + " (" + submit.method().name().toLowerCase(Locale.ROOT) + ")");
      }
    } else if (event instanceof ActionVerified verified) {
      addVerification(s, verified);
    } else if (event instanceof SemanticLoopGuard guard) {
      String key = "'" + text(guard.semanticKey(), 80) + "'";
      s.analysis.add("loop guard: " + key + " failed " + Texts.count(guard.failures(), "time", "times") + ": " + text(guard.reason(), 160));
      s.decision.add("escalate " + key + " to " + guard.escalation());
    } else if (event instanceof SubmissionOutcomeClassified classified) {
      SubmissionOutcome o = classified.outcome();
      String http = classified.httpStatus() == null ? "" : ", HTTP " + classified.httpStatus();
      s.result.add("outcome " + outcome(o) + " (attempt " + classified.attempt() + http + ") at " + text(classified.url(), 160));
      if (!o.evidenceSnippet().isBlank()) {
        s.result.add(INDENT + "evidence: \"" + text(o.evidenceSnippet(), 200) + "\"");
      }
    } else if (event instanceof RetryPolicyApplied retry) {
      String wait = retry.waitMillis() > 0 ? ", after waiting " + Texts.duration(retry.waitMillis()) : "";
      s.decision.add(
          "retry policy for " + retry.outcomeClass().wireName() + " (attempt " + retry.attempt() + " of " + retry.maxAttempts() + "): "
              + retry.decision() + wait + ": " + text(retry.reason(), 160));
    } else if (event instanceof AssistInvoked assist) {
      addAssist(s, assist);
    } else if (event instanceof AssistEffectEvaluated effect) {
      String verdict = effect.verified() ? style.good("verified") : style.bad("NOT VERIFIED");
      String failureCode = effect.assistFailureCode();
      String code = failureCode == null ? "" : " (" + text(failureCode, 40) + ")";
      s.result.add(
          "assist '" + text(effect.plugin(), 40) + "': required filled " + effect.filledRequiredBefore() + " -> " + effect.filledRequiredAfter()
              + " (delta " + effect.delta() + ", " + effect.requiredEmpty() + " still empty): " + verdict + code);
    } else if (event instanceof EvidenceCaptured evidence) {
      s.result.add("evidence " + text(evidence.kind(), 30) + " '" + text(evidence.label(), 60) + "': " + text(evidence.path(), 200));
    } else {
      // an event type newer than this narrative: still say that it happened
      s.result.add(text(event.type(), 60));
    }
  }

  private void addPlan(Step s, PlanProposed plan) {
    String source = plan.source().name().toLowerCase(Locale.ROOT);
    String size = plan.actions().isEmpty() ? "nothing to do" : Texts.count(plan.actions().size(), "action", "actions");
    s.plan.add(source + " plan, " + size + " (" + Texts.duration(plan.durationMillis()) + "): " + text(plan.rationale(), 200));
    int i = 1;
    for (Action action : plan.actions()) {
      s.plan.add(INDENT + (i++) + ". " + describe(action));
    }
    if (!plan.unresolved().isEmpty()) {
      List<String> questions = new ArrayList<>();
      for (String q : plan.unresolved()) {
        questions.add("'" + text(q, QUESTION_WIDTH) + "'");
      }
      s.plan.add("unanswered by the planner: " + String.join(", ", questions));
    }
    s.planned += plan.actions().size();
  }

  private void addVerification(Step s, ActionVerified verified) {
    String target = verified.verb() + (verified.ref() == null ? "" : " " + verified.ref());
    if (verified.verified()) {
      s.verified++;
      s.result.add(style.good("verified") + "   " + target + ": " + text(verified.reason(), 160));
      return;
    }
    s.unverified++;
    s.result.add(style.bad("UNVERIFIED") + " " + target + ": " + text(verified.reason(), 160));
    for (Evidence e : verified.evidence()) {
      if (!e.held()) {
        s.result.add(INDENT + INDENT + text(e.criterion(), 80) + ": " + reading(e.before()) + " -> " + reading(e.after()));
      }
    }
  }

  private void addAssist(Step s, AssistInvoked assist) {
    String plugin = "assist '" + text(assist.plugin(), 40) + "'";
    String detail = assist.detail().isBlank() ? "" : ": " + text(assist.detail(), 160);
    String failureCode = assist.failureCode();
    String code = failureCode == null ? "" : " (" + text(failureCode, 40) + ")";
    if (!assist.available()) {
      s.decision.add(plugin + " not available" + code + detail);
    } else if (assist.attempted()) {
      s.decision.add(plugin + " invoked, " + Texts.count(assist.fieldsTouched(), "field", "fields") + " touched" + detail);
    } else {
      s.decision.add(plugin + " offered the page but did not act" + code + detail);
    }
  }

  private String render(Step s, @Nullable String note) {
    steps++;
    StringBuilder out = new StringBuilder(1024);
    out.append(style.bold("--- Step " + steps + " | run " + requestId + " | " + s.state + " | " + s.start + " ---")).append('\n');
    section(out, "Summary", s.summary, "(no new snapshot)");
    section(out, "Analysis", s.analysis, "(nothing to note)");
    section(out, "Plan", s.plan, "(no plan in this step)");
    List<String> decision = new ArrayList<>();
    if (s.executed > 0) {
      decision.add(
          s.planned > 0 && s.planned != s.executed
              ? "execute " + s.executed + " of " + s.planned + " planned actions"
              : "execute " + Texts.count(s.executed, "action", "actions"));
    } else if (s.planned > 0) {
      decision.add("execute none of the " + s.planned + " planned actions");
    }
    decision.addAll(s.decision);
    section(out, "Decision", decision, "(no decision recorded)");
    List<String> result = new ArrayList<>(s.result);
    if (s.verified + s.unverified > 1) {
      result.add(0, s.verified + " verified, " + s.unverified + " unverified");
    }
    if (note != null) {
      result.add(note);
    }
    section(out, "Result", result, "(no result yet)");
    return out.append('\n').toString();
  }

  private void section(StringBuilder out, String heading, List<String> lines, String whenEmpty) {
    out.append(style.bold(heading)).append('\n');
    if (lines.isEmpty()) {
      out.append(INDENT).append(whenEmpty).append('\n');
    }
    for (String line : lines) {
      out.append(INDENT).append(line).append('\n');
    }
  }

  /** An action in words: verb, ref, question, and the value in its redacted form. */
  private String describe(Action action) {
    StringBuilder out = new StringBuilder(action.verb());
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
    } else if (action instanceof Action.WaitFor wait) {
      out.append(' ').append(wait.condition().name().toLowerCase(Locale.ROOT)).append(" '").append(text(wait.value(), 60)).append('\'');
    }
    out.append(" [").append(text(action.meta().intent(), 30)).append(']');
    return out.toString();
  }

  /** A typed or chosen value: «18 chars» when redacting, quoted when not. */
  private String typed(String value) {
    if (redactor.isEnabled()) {
      return "\u00ab" + Texts.count(value.codePointCount(0, value.length()), "char", "chars") + "\u00bb";
    }
    return "\"" + Texts.oneLine(value) + "\"";
  }

  /** A verifier's reading: booleans and absence as they are, anything else as a typed value. */
  private String reading(@Nullable String value) {
    if (value == null) {
      return "(none)";
    }
    if (value.isEmpty() || value.equals("true") || value.equals("false")) {
      return value.isEmpty() ? "(empty)" : value;
    }
    return typed(value);
  }

  private String outcome(SubmissionOutcome o) {
    return o.outcomeClass().wireName() + " (" + text(o.code(), 60) + "), confidence " + Texts.confidence(o.confidence())
        + (o.retryable() ? ", retryable" : ", not retryable");
  }

  /** Free text for the narrative: redacted, on one line, clipped (redacted first: a value cut in two escapes every rule). */
  private String text(String value, int max) {
    return Texts.clip(redactor.redact(value), max);
  }

  /** What is known of the step in progress. */
  private final class Step {
    private RunState state;
    private Instant start;
    private boolean hasSnapshot;
    private int planned;
    private int executed;
    private int verified;
    private int unverified;
    private final List<String> summary = new ArrayList<>();
    private final List<String> analysis = new ArrayList<>();
    private final List<String> plan = new ArrayList<>();
    private final List<String> decision = new ArrayList<>();
    private final List<String> result = new ArrayList<>();

    Step(RunState state, Instant start) {
      this.state = state;
      this.start = start;
    }

    void snapshot(SnapshotGenerated s, RunState at, Instant when) {
      hasSnapshot = true;
      state = at;
      start = when;
      summary.add("page \"" + text(s.title(), 80) + "\" " + text(s.url(), 160));
      summary.add(
          Texts.count(s.elements(), "element", "elements") + " in " + Texts.count(s.groups(), "group", "groups") + "; "
              + s.requiredTotal() + " required, " + s.requiredUnfilled() + " unfilled; "
              + Texts.count(s.visibleErrors(), "visible error", "visible errors") + "; "
              + Texts.count(s.submitCandidates(), "submit candidate", "submit candidates"));
      summary.add("snapshot epoch " + s.epoch() + (s.structureChanged() ? ", structure changed" : ", same structure") + ", took "
          + Texts.duration(s.durationMillis()));
      String missing = s.requiredUnfilled() == 0
          ? "every required question answered"
          : s.requiredUnfilled() + " of " + s.requiredTotal() + " required questions unanswered";
      String errors = s.visibleErrors() == 0 ? "no errors shown" : Texts.count(s.visibleErrors(), "error", "errors") + " shown";
      String submit = s.submitCandidates() == 0 ? "; no submit control found" : "";
      analysis.add("state " + at + ": " + missing + "; " + errors + submit);
    }

    void finish(RunFinished f) {
      decision.add(f.finalState() == RunState.DONE ? "done: the run ends in DONE" : "stop: the run ends in " + f.finalState());
      result.add("final state: " + f.finalState());
      ManualReason reason = f.manualReason();
      if (reason != null) {
        StringBuilder line = new StringBuilder("manual reason: ").append(text(reason.code(), 60)).append(": ").append(text(reason.message(), 200));
        List<String> facts = new ArrayList<>();
        String key = reason.semanticKey();
        if (key != null) {
          facts.add("key '" + text(key, 80) + "'");
        }
        for (Map.Entry<String, String> d : new TreeMap<>(reason.details()).entrySet()) {
          facts.add(text(d.getKey(), 40) + "=" + text(d.getValue(), 60));
        }
        if (!facts.isEmpty()) {
          line.append(" (").append(String.join("; ", facts)).append(')');
        }
        result.add(line.toString());
      }
      SubmissionOutcome o = f.outcome();
      result.add(o == null ? "outcome: never submitted" : "outcome: " + outcome(o));
      RunCounters c = f.counters();
      result.add(
          "counters: " + Texts.count(c.steps(), "step", "steps") + ", " + Texts.count(c.actions(), "action", "actions") + " ("
              + c.unverifiedActions() + " unverified), " + Texts.count(c.submitAttempts(), "submit", "submits") + ", "
              + Texts.count(c.llmCalls(), "LLM call", "LLM calls") + " (" + Texts.count(c.llmTokens(), "token", "tokens") + "), "
              + Texts.count(c.screenshots(), "screenshot", "screenshots") + ", " + Texts.duration(c.elapsedMillis()));
    }
  }

  /** Optional ANSI emphasis; plain text unless enabled. */
  private static final class Style {
    private final boolean ansi;

    Style(boolean ansi) {
      this.ansi = ansi;
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
}
