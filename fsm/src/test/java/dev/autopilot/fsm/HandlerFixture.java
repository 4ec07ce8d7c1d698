package dev.autopilot.fsm;

import dev.autopilot.core.OutcomeClassifier;
import dev.autopilot.core.Planner;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.model.ManualReason;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * One state handler on its own: a {@link FakeForm}, an orchestrator's settings, and a fresh
 * {@link RunLedger} and {@link RunContext} in the state under test, so a test calls
 * {@link StateHandler#handle} once and looks at what it returned, the ledger and the events.
 */
final class HandlerFixture {
  final FakeForm form = new FakeForm();
  final InMemoryEventSink events = EventSink.inMemory();
  final List<Duration> sleeps = new ArrayList<>();
  final OrchestratorBuilder settings = Orchestrator.builder()
      .snapshotProvider(form).planner(Planner.rules(JobApplicationPack.of(OrchestratorTest.PROFILE))).executor(form).verifier(form)
      .classifier(OrchestratorTest.CLASSIFIER).sleeper(sleeps::add);
  RunLedger ledger = new RunLedger(FakeForm.FORM_URL, dev.autopilot.core.ModelBudget.defaults());
  RunContext run;

  /** Builds the run in this state, with the settings as they are now. */
  HandlerFixture in(RunState state) {
    ledger = new RunLedger(FakeForm.FORM_URL, dev.autopilot.core.ModelBudget.defaults());
    ledger.state = state;
    run = new RunContext(settings.build(), form, Task.of("apply", URI.create(FakeForm.FORM_URL)), RunOptions.defaults(), events, ledger);
    return this;
  }

  /** The same, on the form as DISCOVER would leave it: opened, with a snapshot taken. */
  HandlerFixture onTheForm(RunState state) {
    in(state);
    ledger.navigateTo = null;
    form.navigate(FakeForm.FORM_URL);
    run.snapshot("discover");
    return this;
  }

  HandlerFixture classifier(OutcomeClassifier classifier) {
    settings.classifier(classifier);
    return this;
  }

  Next handle(StateHandler handler) {
    try {
      return handler.handle(run, ledger);
    } catch (InterruptedException e) {
      throw new AssertionError(e);
    }
  }

  static RunState goesTo(Next next) {
    if (next instanceof Next.Go go) {
      return go.to();
    }
    throw new AssertionError("expected a transition, got " + next);
  }

  static ManualReason stops(Next next) {
    if (next instanceof Next.Stop stop) {
      return stop.reason();
    }
    throw new AssertionError("expected a stop, got " + next);
  }
}
