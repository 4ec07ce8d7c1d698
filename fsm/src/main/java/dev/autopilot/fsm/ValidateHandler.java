package dev.autopilot.fsm;

import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.core.gate.ActionGate;
import dev.autopilot.core.gate.GateVerdict;
import dev.autopilot.core.match.Fields;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * VALIDATE: the planner has nothing left to do; decides whether the form may be submitted.
 * Required questions still empty, or reported unresolved by the planner, stop the run
 * ({@link ManualCode#UNANSWERED_REQUIRED}); a rejection by the site, or errors on the page, that no verified action has addressed since the
 * last submit stop it too ({@link ManualCode#VALIDATION_UNRESOLVED}), since submitting again
 * unchanged would be a blind retry. Otherwise SUBMIT.
 *
 * <p>After an assist plugin was invoked, the page is looked at afresh first: a helper the run gave
 * up on (an extension that fills after its deadline) may still write into fields the run has
 * filled and verified. Fields that changed since the run's last snapshot send it back to FILL,
 * which writes them again, at most {@value #ASSIST_RECHECKS} times; then the fresh snapshot is
 * judged as any other.
 */
final class ValidateHandler implements StateHandler {
  /** How often VALIDATE sends the run back to FILL for fields changed behind its back after an assist. */
  static final int ASSIST_RECHECKS = 2;

  @Override
  public Next handle(RunContext run, RunLedger ledger) {
    SemanticSnapshot s = run.current();
    if (ledger.assist != null) {
      SemanticSnapshot last = s;
      s = run.snapshot("validate");
      List<String> moved = FieldStates.changed(last, s);
      if (!moved.isEmpty() && ledger.assistRechecks < ASSIST_RECHECKS) {
        ledger.assistRechecks++;
        return Next.go(RunState.FILL, moved.size() + " field(s) changed since the run last looked (an assist may still be writing); answer them again");
      }
    }
    if (!s.requiredUnfilled().isEmpty() || !ledger.lastUnresolved.isEmpty()) {
      ManualReason consent = consentRequired(run, s);
      if (consent != null) {
        return Next.stop(consent);
      }
      List<String> questions = ledger.lastUnresolved.isEmpty() ? s.requiredUnfilled() : ledger.lastUnresolved;
      List<String> near = new java.util.ArrayList<>();
      for (String q : questions) {
        List<String> keys = ledger.lastClosestKeys.getOrDefault(q, List.of());
        if (!keys.isEmpty()) {
          near.add("'" + q + "': " + keys.stream().map(k -> "\"" + k + "\"").collect(java.util.stream.Collectors.joining(", ")));
        }
      }
      Map<String, String> details = new java.util.LinkedHashMap<>();
      details.put("questions", String.join("; ", questions));
      if (!near.isEmpty()) {
        details.put("closest_keys", String.join("; ", near));
      }
      return Next.stop(run.stop(ManualCode.UNANSWERED_REQUIRED,
          questions.size() + " required question(s) have no answer: " + String.join("; ", questions)
              + ". Add a value for each to the task's values, keyed by the question as the page asks it (a values file's keys, a profile's \"answers\" map), or fill them by hand"
              + (near.isEmpty() ? "" : "; the closest keys the task has: " + String.join("; ", near)),
          null, details));
    }
    SubmissionOutcome last = ledger.lastOutcome;
    Map<String, String> rejected = rejectedFields(s);
    if (last != null && last.outcomeClass() == OutcomeClass.VALIDATION_ERROR && ledger.verifiedSinceSubmit == 0) {
      Map<String, String> details = new java.util.LinkedHashMap<>(VerifyOutcomeHandler.outcomeDetails(last));
      if (!rejected.isEmpty()) {
        details.put("fields", String.join("; ", rejected.keySet()));
      }
      return Next.stop(run.stop(ManualCode.VALIDATION_UNRESOLVED, "the site rejected the submission (" + last.code()
          + ") and no verified action has changed a field since; submitting again unchanged would be a blind retry: " + last.evidenceSnippet()
          + describe(rejected), null, details));
    }
    if (!s.visibleErrors().isEmpty() && ledger.verifiedSinceSubmit == 0) {
      Map<String, String> details = new java.util.LinkedHashMap<>();
      details.put("errors", String.valueOf(s.visibleErrors().size()));
      if (!rejected.isEmpty()) {
        details.put("fields", String.join("; ", rejected.keySet()));
      }
      return Next.stop(run.stop(ManualCode.VALIDATION_UNRESOLVED, "the page shows " + s.visibleErrors().size()
          + " error(s) that no verified action addressed; submitting, or pressing the next step's control, again unchanged would be a blind retry" + describe(rejected),
          null, details));
    }
    return Next.go(RunState.SUBMIT, "no required question is empty");
  }

  /**
   * The questions the page's visible errors are tied to, in page order, each with its first
   * error's text: what a person must look at when a rejection stays unresolved.
   */
  static Map<String, String> rejectedFields(SemanticSnapshot s) {
    Map<String, String> out = new java.util.LinkedHashMap<>();
    for (dev.autopilot.core.model.FieldError error : s.visibleErrors()) {
      String question = null;
      if (error.ref() != null) {
        question = s.element(error.ref()).map(s::questionOf).orElse(null);
      }
      if (question == null && error.groupId() != null) {
        question = s.group(error.groupId()).map(dev.autopilot.core.model.ElementGroup::question).orElse(null);
      }
      if (question != null && !question.isBlank()) {
        out.putIfAbsent(question, error.text());
      }
    }
    return out;
  }

  /** The fields as a message's tail ("; the fields in question: 'Q' (error); ..."), or empty. */
  static String describe(Map<String, String> rejected) {
    if (rejected.isEmpty()) {
      return "";
    }
    return "; the fields in question: " + rejected.entrySet().stream().map(e -> "'" + e.getKey() + "' (" + e.getValue() + ")")
        .collect(java.util.stream.Collectors.joining("; "));
  }

  /**
   * A required box left unticked because ticking it commits the person beyond their consent: the
   * stop names the question and the kinds ({@link ManualCode#CONSENT_REQUIRED}), never "no answer".
   */
  private static @Nullable ManualReason consentRequired(RunContext run, SemanticSnapshot s) {
    for (SemanticElement e : s.elements()) {
      boolean box = e.role() == Role.CHECKBOX || e.role() == Role.SWITCH;
      if (!box || !e.required() || Boolean.TRUE.equals(e.checked()) || !Fields.askable(e)) {
        continue;
      }
      Optional<GateVerdict> refused = ActionGate.tickRefused(e, s, run.config().consent());
      if (refused.isPresent()) {
        GateVerdict v = refused.get();
        Map<String, String> details = new java.util.LinkedHashMap<>();
        details.put("question", v.question());
        details.put("commitments", v.commitmentNames());
        return run.stop(ManualCode.CONSENT_REQUIRED, "a person must decide '" + v.question() + "': it " + v.reason()
            + ". Nothing was ticked; tick it by hand, or give that consent and run again", null, details);
      }
    }
    return null;
  }
}
