package dev.autopilot.observability.internal;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.event.RunEvent.ActionExecuted;
import dev.autopilot.core.event.RunEvent.ActionVerified;
import dev.autopilot.core.event.RunEvent.AssistEffectEvaluated;
import dev.autopilot.core.event.RunEvent.AssistInvoked;
import dev.autopilot.core.event.RunEvent.DialogHandled;
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
import dev.autopilot.core.model.QuestionRoute;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.observability.Redactor;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * The narrative of one run: events are gathered into steps by the step number each carries, and
 * each step is told in five headed parts, Summary / Analysis / Plan / Decision / Result. A step
 * is told when the first event of another step, or the end of the run, arrives. Its Summary is
 * the page it worked on: the latest snapshot when it began, or its own first snapshot. Actions
 * are named by the id their events carry; snapshots taken to verify an action are not repeated.
 *
 * <p>Not thread-safe: the sink holds one per run and serializes its events.
 */
public final class NarrativeRun {
  private static final String INDENT = "  ";

  private final String requestId;
  private final NarrativeText words;
  private @Nullable NarrativeStep step;
  private @Nullable EventEnvelope lastSnapshot;

  /**
   * The narrative of a run before its first event.
   *
   * @param requestId the run's id, printed in each step's heading
   * @param redactor applied to every text from the page, the plan or the person
   * @param ansi whether headings and verdicts get ANSI emphasis
   */
  public NarrativeRun(String requestId, Redactor redactor, boolean ansi) {
    this.requestId = requireNonNull(requestId, "requestId");
    this.words = new NarrativeText(redactor, ansi);
  }

  /**
   * Takes the run's next event; returns the text it completes (the run's opening lines, a closed
   * step, the run's end), or null when the event only adds to the open step.
   *
   * @param envelope the run's next event, in sequence order
   * @return text to print whole, ending with a line break; null when nothing is complete yet
   */
  public @Nullable String accept(EventEnvelope envelope) {
    RunEvent event = envelope.event();
    if (event instanceof RunStarted started) {
      return opening(envelope, started);
    }
    String closed = null;
    NarrativeStep open = step;
    if (open != null && open.number != envelope.step()) {
      closed = open.render(requestId, words, null);
      open = null;
    }
    if (open == null) {
      open = new NarrativeStep(envelope.step(), envelope.state(), envelope.timestamp());
      step = open;
      EventEnvelope last = lastSnapshot;
      if (last != null && !(event instanceof SnapshotGenerated && envelope.actionId() == null)) {
        open.page((SnapshotGenerated) last.event(), envelope.state(), words);
      }
    }
    if (event instanceof RunFinished finished) {
      open.finish(finished, words);
      step = null;
      String end = open.render(requestId, words, null) + words.bold("=== Run " + requestId + " ended: " + finished.finalState() + " ===") + "\n\n";
      return closed == null ? end : closed + end;
    }
    add(open, envelope);
    return closed;
  }

  /**
   * The open step, told as far as it goes, or null when nothing is open. Closes the step: a
   * second call returns null.
   *
   * @return the step's text with a note that the run had not finished, or null
   */
  public @Nullable String pending() {
    NarrativeStep open = step;
    step = null;
    return open == null ? null : open.render(requestId, words, "the run had not finished when the narrative was closed");
  }

  private String opening(EventEnvelope envelope, RunStarted started) {
    StringBuilder out = new StringBuilder(256);
    out.append(words.bold("=== Run " + requestId + " started " + envelope.timestamp() + " ===")).append('\n');
    out.append("goal: ").append(words.text(started.goal(), 200)).append('\n');
    out.append("start: ").append(words.text(started.startUrl(), 200)).append('\n');
    if (!started.settings().isEmpty()) {
      List<String> settings = new ArrayList<>();
      for (Map.Entry<String, String> e : new TreeMap<>(started.settings()).entrySet()) {
        settings.add(words.text(e.getKey(), 40) + "=" + words.text(e.getValue(), 60));
      }
      out.append("settings: ").append(String.join(", ", settings)).append('\n');
    }
    return out.append('\n').toString();
  }

  private void add(NarrativeStep s, EventEnvelope envelope) {
    RunEvent event = envelope.event();
    String id = envelope.actionId();
    String about = id == null ? "" : " (" + id + ")";
    if (event instanceof SnapshotGenerated snapshot) {
      lastSnapshot = envelope;
      if (id == null) {
        if (s.hasPage) {
          s.laterPage(snapshot, words);
        } else {
          s.page(snapshot, envelope.state(), words);
        }
      }
    } else if (event instanceof StateTransition t) {
      s.analysis.add("state " + t.from() + " -> " + t.to() + ": " + words.text(t.reason(), 160));
    } else if (event instanceof PlanProposed plan) {
      addPlan(s, plan);
    } else if (event instanceof ActionExecuted executed) {
      if (id == null) {
        s.executedWithoutId++;
      } else {
        s.executed.add(id);
      }
      if (!executed.performed()) {
        String errorCode = executed.errorCode();
        String code = errorCode == null ? "" : " (" + words.text(errorCode, 40) + ")";
        s.analysis.add("failure: " + words.describe(id, executed.action()) + " not performed" + code + ": " + words.text(executed.detail(), 160));
      }
      if (executed.action() instanceof Action.Submit submit) {
        s.decision.add("submit via " + submit.ref() + " (" + submit.method().name().toLowerCase(Locale.ROOT) + ")" + about);
      }
    } else if (event instanceof ActionVerified verified) {
      addVerification(s, id, verified);
    } else if (event instanceof SemanticLoopGuard guard) {
      String key = "'" + words.text(guard.semanticKey(), 80) + "'";
      s.analysis.add("loop guard" + about + ": " + key + " failed " + Texts.count(guard.failures(), "time", "times") + ": " + words.text(guard.reason(), 160));
      s.decision.add("escalate " + key + " to " + guard.escalation());
    } else if (event instanceof RunEvent.MemoryRecalled memory) {
      s.analysis.add("memory: " + Texts.count(memory.trajectories(), "past run", "past runs") + " recalled, " + memory.mappings() + " known mapping(s), "
          + memory.avoid() + " failure(s) not to repeat: " + words.text(memory.detail(), 160));
    } else if (event instanceof RunEvent.LocatorCacheUsed cache) {
      String question = cache.question().isEmpty() ? "" : " '" + words.text(cache.question(), 80) + "'";
      String level = cache.level().isEmpty() ? "" : " by " + cache.level().replace('_', ' ');
      s.analysis.add("locator cache " + cache.outcome().name().toLowerCase(Locale.ROOT).replace('_', ' ') + question + level + ": "
          + words.text(cache.detail(), 160));
    } else if (event instanceof SubmissionOutcomeClassified classified) {
      SubmissionOutcome o = classified.outcome();
      String http = classified.httpStatus() == null ? "" : ", HTTP " + classified.httpStatus();
      s.result.add("outcome " + words.outcome(o) + " (attempt " + classified.attempt() + http + ") at " + words.text(classified.url(), 160));
      if (!o.evidenceSnippet().isBlank()) {
        s.result.add(INDENT + "evidence: \"" + words.text(o.evidenceSnippet(), 200) + "\"");
      }
    } else if (event instanceof RetryPolicyApplied retry) {
      String wait = retry.waitMillis() > 0 ? ", after waiting " + Texts.duration(retry.waitMillis()) : "";
      s.decision.add("retry policy for " + retry.outcomeClass().wireName() + " (attempt " + retry.attempt() + " of " + retry.maxAttempts() + "): "
          + retry.decision() + wait + ": " + words.text(retry.reason(), 160));
    } else if (event instanceof AssistInvoked assist) {
      addAssist(s, assist);
    } else if (event instanceof AssistEffectEvaluated effect) {
      String verdict = effect.verified() ? words.good("verified") : words.bad("NOT VERIFIED");
      String failureCode = effect.assistFailureCode();
      String code = failureCode == null ? "" : " (" + words.text(failureCode, 40) + ")";
      s.result.add("assist '" + words.text(effect.plugin(), 40) + "': required filled " + effect.filledRequiredBefore() + " -> "
          + effect.filledRequiredAfter() + " (delta " + effect.delta() + ", " + effect.requiredEmpty() + " still empty): " + verdict + code);
      if (!effect.fields().isEmpty()) {
        // the field-by-field verdicts, by question: which of the assist's fields the run keeps and which it fills again
        List<String> byField = new ArrayList<>();
        for (AssistEffectEvaluated.FieldEffect f : effect.fields()) {
          byField.add("'" + words.text(f.question(), 40) + "' " + f.verdict().name().toLowerCase(Locale.ROOT));
        }
        s.result.add("  fill rate " + Math.round(effect.fillRate() * 100) + "%; fields: " + String.join(", ", byField));
      }
    } else if (event instanceof DialogHandled dialog) {
      // JavaScript dialogs are answered as they open; the narrative says which, what they said and how.
      String answer = dialog.accepted() ? "accepted" : "dismissed";
      s.result.add("dialog " + dialog.kind().wireName() + about + ": \"" + words.text(dialog.message(), 200) + "\" " + answer + ": "
          + words.text(dialog.reason(), 120));
    } else if (event instanceof EvidenceCaptured evidence) {
      s.result.add("evidence " + words.text(evidence.kind(), 30) + " '" + words.text(evidence.label(), 60) + "'" + about + ": "
          + words.text(evidence.path(), 200));
    } else {
      // an event type newer than this narrative: still say that it happened
      s.result.add(words.text(event.type(), 60) + about);
    }
  }

  private void addPlan(NarrativeStep s, PlanProposed plan) {
    String source = plan.source().name().toLowerCase(Locale.ROOT);
    String size = plan.actions().isEmpty() ? "nothing to do" : Texts.count(plan.actions().size(), "action", "actions");
    String cost = plan.modelUsage().calls() == 0 ? ""
        : ", " + Texts.count(plan.modelUsage().calls(), "model call", "model calls") + " " + plan.modelUsage().totalTokens() + " tokens";
    s.plan.add(source + " plan, " + size + " (" + Texts.duration(plan.durationMillis()) + cost + "): " + words.text(plan.rationale(), 200));
    for (QuestionRoute r : plan.routes()) {
      s.analysis.add("'" + words.text(r.question(), NarrativeText.QUESTION_WIDTH) + "' by " + r.route().name().toLowerCase(Locale.ROOT) + ": " + words.text(r.reason(), 120));
    }
    List<Action> actions = plan.actions();
    for (int i = 0; i < actions.size(); i++) {
      s.plan.add(INDENT + (i + 1) + ". " + words.describe(plan.actionIds().get(i), actions.get(i)));
    }
    if (!plan.unresolved().isEmpty()) {
      List<String> questions = new ArrayList<>();
      for (String q : plan.unresolved()) {
        questions.add("'" + words.text(q, NarrativeText.QUESTION_WIDTH) + "'");
      }
      s.plan.add("unanswered by the planner: " + String.join(", ", questions));
    }
    s.planned += actions.size();
  }

  private void addVerification(NarrativeStep s, @Nullable String id, ActionVerified verified) {
    String target = (id == null ? "" : id + " ") + verified.verb() + (verified.ref() == null ? "" : " " + verified.ref());
    if (verified.verified()) {
      s.verified++;
      s.result.add(words.good("verified") + "   " + target + ": " + words.text(verified.reason(), 160));
      return;
    }
    s.unverified++;
    s.result.add(words.bad("UNVERIFIED") + " " + target + ": " + words.text(verified.reason(), 160));
    for (Evidence e : verified.evidence()) {
      if (!e.held()) {
        s.result.add(INDENT + INDENT + words.text(e.criterion(), 80) + ": " + words.reading(e.before()) + " -> " + words.reading(e.after()));
      }
    }
  }

  private void addAssist(NarrativeStep s, AssistInvoked assist) {
    String plugin = "assist '" + words.text(assist.plugin(), 40) + "'";
    String detail = assist.detail().isBlank() ? "" : ": " + words.text(assist.detail(), 160);
    String failureCode = assist.failureCode();
    String code = failureCode == null ? "" : " (" + words.text(failureCode, 40) + ")";
    if (!assist.available()) {
      s.decision.add(plugin + " not available" + code + detail);
    } else if (assist.attempted()) {
      s.decision.add(plugin + " invoked, " + Texts.count(assist.fieldsTouched(), "field", "fields") + " touched" + detail);
    } else {
      s.decision.add(plugin + " offered the page but did not act" + code + detail);
    }
  }
}
