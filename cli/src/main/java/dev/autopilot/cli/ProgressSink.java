package dev.autopilot.cli;

import static java.util.Objects.requireNonNull;

import dev.autopilot.core.event.EventEnvelope;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.RunState;
import dev.autopilot.observability.Redactor;
import java.io.PrintStream;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * Prints a run's progress as it happens, one line per step: each state the run enters, each
 * action with the question it answers and whether it was proven, the outcome after a submit and
 * how the run ended; an assist plugin's prefill as one line. No value typed or chosen is printed (an action is named by its verb and
 * question); page text goes through the redactor.
 *
 * <pre>
 *   state FILL
 *   step 1  type_ref    'Email'                       verified
 *   step 2  select_ref  'Country'                     NOT verified: value matches did not hold
 *   outcome success_confirmed: 'Thanks, we received your message'
 *   finished DONE
 * </pre>
 *
 * <p>Events of one run arrive in order on the run's thread; the sink is not meant to be shared by
 * concurrent runs (their lines would interleave).
 */
public final class ProgressSink implements EventSink {
  private static final int QUESTION_WIDTH = 32;
  private final PrintStream out;
  private final Redactor redactor;
  private @Nullable String executedQuestion;
  private @Nullable RunState state;

  /**
   * @param out where lines go; flushed after each
   * @param redactor applied to every text that comes from the page
   */
  public ProgressSink(PrintStream out, Redactor redactor) {
    this.out = requireNonNull(out, "out");
    this.redactor = requireNonNull(redactor, "redactor");
  }

  @Override
  public void accept(EventEnvelope envelope) {
    RunEvent event = envelope.event();
    String line = null;
    if (event instanceof RunEvent.RunStarted s) {
      line = "run " + envelope.requestId() + ": " + redactor.redact(s.goal()) + " at " + redactor.redact(s.startUrl());
    } else if (event instanceof RunEvent.StateTransition t) {
      line = t.to() == state ? null : "  state " + t.to();
      state = t.to();
    } else if (event instanceof RunEvent.AssistInvoked a) {
      line = a.attempted() ? "  assist  " + a.plugin() + ": " + a.fieldsTouched() + " field" + (a.fieldsTouched() == 1 ? "" : "s") + " touched" : null;
    } else if (event instanceof RunEvent.ActionExecuted x) {
      executedQuestion = question(x.action());
      if (!x.performed()) {
        line = step(envelope, x.action().verb(), executedQuestion) + "not performed: " + redactor.redact(x.detail());
        executedQuestion = null;
      }
    } else if (event instanceof RunEvent.ActionVerified v) {
      if (executedQuestion != null) {
        line = step(envelope, v.verb(), executedQuestion) + (v.verified() ? "verified" : "NOT verified: " + redactor.redact(v.reason()));
      }
      executedQuestion = null;
    } else if (event instanceof RunEvent.SubmissionOutcomeClassified o) {
      String evidence = o.outcome().evidenceSnippet();
      line = "  outcome " + o.outcome().outcomeClass().wireName() + (evidence.isBlank() ? "" : ": '" + redactor.redact(evidence) + "'");
    } else if (event instanceof RunEvent.RunFinished f) {
      line = "  finished " + f.finalState() + (f.manualReason() == null ? ""
          : " (" + f.manualReason().code().name().toLowerCase(Locale.ROOT) + ": " + redactor.redact(f.manualReason().message()) + ")");
    }
    if (line != null) {
      out.println(line);
      out.flush();
    }
  }

  private static String question(Action action) {
    String q = action.meta().targetQuestion();
    return q == null || q.isBlank() ? action.meta().intent() : q;
  }

  private String step(EventEnvelope envelope, String verb, String question) {
    String q = "'" + redactor.redact(question) + "'";
    if (q.length() > QUESTION_WIDTH) {
      q = q.substring(0, QUESTION_WIDTH - 4) + "...'";
    }
    return String.format(Locale.ROOT, "  step %-3d %-12s %-" + QUESTION_WIDTH + "s  ", envelope.step(), verb, q);
  }
}
