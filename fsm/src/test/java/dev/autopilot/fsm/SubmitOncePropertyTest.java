package dev.autopilot.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ActionExecutor;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.OutcomeClassifier;
import dev.autopilot.core.Planner;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.BrowserDialog;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.FormState;
import dev.autopilot.core.model.Navigation;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SentRequest;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.core.model.SubmitEffects;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.testkit.EventOrderValidator;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Never two submit clicks without a proven rejection between them: the whole orchestrator, with
 * the stock rule planner and a planner that submits while filling, drives a form whose reaction to
 * each submit click is drawn at random (nothing, a request with any status, a navigation, content
 * revealed, a field error, a dialog, a click that never reached the control, a request never
 * answered). The oracle knows only the reactions: a second click is allowed only after a click
 * that never reached its control, a field error, or a request the site refused.
 */
class SubmitOncePropertyTest {
  private static final dev.autopilot.core.model.Task TASK = dev.autopilot.core.model.Task.of("apply", java.net.URI.create(FakeForm.FORM_URL));
  /** How a page reacts to one submit click. */
  enum Reaction {
    NOTHING, NOT_REACHED, FIELD_ERROR, REQUEST_200_NOTHING_SHOWN, REQUEST_201_REVEALED, REQUEST_422, REQUEST_429, REQUEST_503, REQUEST_500_WITH_SUCCESS_WORDS,
    NAVIGATION_CONFIRMED, DIALOG, NEVER_ANSWERED;

    boolean rejects() {
      return this == NOT_REACHED || this == FIELD_ERROR || this == REQUEST_422 || this == REQUEST_429 || this == REQUEST_503 || this == REQUEST_500_WITH_SUCCESS_WORDS;
    }
  }

  /** The classifier's word on the page: what a rule classifier says to each reaction's page. */
  private static final OutcomeClassifier CLASSIFIER = s -> {
    if (s.url().contains("confirmation")) {
      return new SubmissionOutcome(OutcomeClass.SUCCESS_CONFIRMED, "CONFIRMATION_PAGE", 0.95, s.pageText(), false);
    }
    Integer status = s.httpStatus();
    if (status != null && status == 422) {
      return new SubmissionOutcome(OutcomeClass.VALIDATION_ERROR, "HTTP_422", 0.9, s.pageText(), false);
    }
    if (status != null && status == 429) {
      return new SubmissionOutcome(OutcomeClass.EXTERNAL_BLOCKED, "SPAM_BLOCKED", 0.9, s.pageText(), true);
    }
    if (s.pageText().contains("Thanks")) {
      return new SubmissionOutcome(OutcomeClass.SUCCESS_CONFIRMED, "PHRASE", 0.9, s.pageText(), false);
    }
    if (status != null && status >= 500) {
      return new SubmissionOutcome(OutcomeClass.TRANSIENT_NETWORK, "HTTP_" + status, 0.9, s.pageText(), true);
    }
    return new SubmissionOutcome(OutcomeClass.UNKNOWN_BLOCKED, "NO_SIGNAL", 0.2, s.pageText(), false);
  };

  @Test
  void noSecondClickWithoutAProvenRejection() {
    Random random = new Random(20261126L);
    int sequences = 400;
    int secondClicks = 0;
    for (int i = 0; i < sequences; i++) {
      List<Reaction> script = new ArrayList<>();
      for (int k = 0; k < 5; k++) {
        script.add(Reaction.values()[random.nextInt(Reaction.values().length)]);
      }
      boolean submitWhileFilling = random.nextBoolean();
      Outcome o = run(script, submitWhileFilling);
      for (int k = 1; k < o.clicks; k++) {
        Reaction previous = script.get(k - 1);
        assertTrue(previous.rejects(), () -> "click " + "after " + previous + " with nothing proving a rejection; script " + script + " ended "
            + o.result.finalState() + " " + o.result.manualReason());
      }
      secondClicks += o.clicks > 1 ? 1 : 0;
      assertEquals(List.of(), o.violations, () -> "event order, script " + script);
      assertTrue(o.result.finalState().isFinal());
    }
    assertTrue(secondClicks > sequences / 10, "the generator reaches second clicks (after rejections): " + secondClicks);
  }

  record Outcome(RunResult result, int clicks, List<String> violations) {}

  private static Outcome run(List<Reaction> script, boolean submitWhileFilling) {
    FakeForm form = new FakeForm();
    form.extraRequiredAfterReject = true;
    int[] clicks = {0};
    ActionExecutor executor = (page, action, snapshot) -> {
      if (!(action instanceof Action.Submit)) {
        if (action.targetRef() != null && action.targetRef().equals("e1")) {
          form.emailError = false;
        }
        return form.execute(page, action, snapshot);
      }
      Reaction r = script.get(Math.min(clicks[0], script.size() - 1));
      clicks[0]++;
      return react(form, action, r);
    };
    Planner rules = Planner.rules(JobApplicationPack.of(OrchestratorTest.PROFILE));
    Planner planner = !submitWhileFilling ? rules : ctx -> {
      var plan = rules.plan(ctx);
      if (ctx.state() == RunState.FILL && !plan.actions().isEmpty()) {
        // a host's planner that plans the submit with the answers, as a click on the submit control
        List<Action> withSubmit = new ArrayList<>(plan.actions());
        withSubmit.add(new Action.ClickRef("e9", dev.autopilot.core.model.ActionMeta.of("submit", "submit")));
        return new dev.autopilot.core.model.ActionPlan(withSubmit, "answers and submit", plan.source(), plan.unresolved());
      }
      return plan;
    };
    InMemoryEventSink events = EventSink.inMemory();
    EventOrderValidator ordering = new EventOrderValidator();
    Orchestrator o = Orchestrator.builder().snapshotProvider(form).planner(planner).executor(executor).verifier(form).classifier(CLASSIFIER)
        .addEventSink(events).addEventSink(ordering).sleeper(d -> {}).clock(Clock.fixed(Instant.EPOCH, ZoneOffset.UTC)).build();
    RunResult result = o.run(form, TASK);
    return new Outcome(result, clicks[0], ordering.violations());
  }

  private static ExecutionResult react(FakeForm form, Action action, Reaction r) {
    String before = form.url;
    FormState shown = new FormState(true, true, 2, "d1", true, false, "Submit", "");
    return switch (r) {
      case NOTHING -> ExecutionResult.performed(action, "clicked; nothing happened", null, 5);
      case NOT_REACHED -> ExecutionResult.failed(action, ErrorCode.ACTION_FAILED, "the click was intercepted by an overlay", 5);
      case FIELD_ERROR -> {
        form.emailError = true;
        yield ExecutionResult.performed(action, "clicked; an error shows at a field", null, 5);
      }
      case REQUEST_200_NOTHING_SHOWN -> request(action, before, 200, shown, shown, false);
      case REQUEST_201_REVEALED -> {
        form.text = "All set! Reference 4411";
        yield request(action, before, 201, shown, new FormState(true, false, 2, "d1", true, false, "Submit", "All set! Reference 4411"), false);
      }
      case REQUEST_422 -> {
        form.values.put("e4", "");
        form.epoch++;
        yield request(action, before, 422, shown, shown, false);
      }
      case REQUEST_429 -> request(action, before, 429, shown, shown, false);
      case REQUEST_503 -> request(action, before, 503, shown, shown, false);
      case REQUEST_500_WITH_SUCCESS_WORDS -> {
        form.text = "Thanks";
        yield request(action, before, 500, shown, shown, false);
      }
      case NAVIGATION_CONFIRMED -> {
        form.url = "http://127.0.0.1:9/applications/5/confirmation";
        form.text = "Application received";
        yield ExecutionResult.performed(action, "navigated", new Navigation(before, form.url, 200, form.url,
            new SubmitEffects(List.of(new SentRequest("POST", SentRequest.Kind.DOCUMENT, before, true, 200, null)), List.of(), shown, FormState.gone(""), 30_000, false)), 5);
      }
      case DIALOG -> {
        form.dialogs.add(new BrowserDialog(BrowserDialog.Type.ALERT, "Are you sure?", before, true, "an alert has only OK"));
        yield ExecutionResult.performed(action, "clicked; an alert", null, 5);
      }
      case NEVER_ANSWERED -> request(action, before, null, shown, shown, true);
    };
  }

  private static ExecutionResult request(Action action, String url, Integer status, FormState before, FormState after, boolean timedOut) {
    SubmitEffects fx = new SubmitEffects(List.of(new SentRequest("POST", SentRequest.Kind.FETCH, "http://127.0.0.1:9/api/apply", true, status, null)),
        List.of(), before, after, 30_000, timedOut);
    return ExecutionResult.performed(action, "sent", new Navigation(url, url, status, url, fx), 5);
  }
}
