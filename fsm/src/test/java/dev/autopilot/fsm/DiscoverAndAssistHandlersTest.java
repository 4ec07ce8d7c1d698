package dev.autopilot.fsm;

import static dev.autopilot.fsm.HandlerFixture.goesTo;
import static dev.autopilot.fsm.HandlerFixture.stops;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.AssistPlugin;
import dev.autopilot.core.AssistResult;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.SemanticSnapshot;
import java.time.Duration;
import java.util.List;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;

class DiscoverAndAssistHandlersTest {
  final HandlerFixture f = new HandlerFixture();

  static AssistPlugin plugin(boolean available, BiFunction<SnapshotPipeline, SemanticSnapshot, AssistResult> prefill) {
    return new AssistPlugin() {
      @Override
      public String name() {
        return "test-assist";
      }

      @Override
      public boolean isAvailable(BrowserSession session, SemanticSnapshot snapshot) {
        return available;
      }

      @Override
      public AssistResult prefill(SnapshotPipeline page, SemanticSnapshot snapshot) {
        return prefill.apply(page, snapshot);
      }
    };
  }

  @Test
  void discoverOpensTheStartPageTakesOneSnapshotAndGoesToFill() {
    f.form.url = "about:blank";
    Next next = f.in(RunState.DISCOVER).handle(new DiscoverHandler());
    assertEquals(RunState.FILL, goesTo(next));
    assertEquals(FakeForm.FORM_URL, f.form.url);
    assertNull(f.ledger.navigateTo, "navigates once");
    assertEquals(1, f.ledger.snapshots);
    assertEquals("discover", f.events.payloads(RunEvent.SnapshotGenerated.class).get(0).purpose());
  }

  @Test
  void discoverStopsOnAPageWithoutAForm() {
    f.form.blank = true;
    assertEquals(ManualCode.NO_FORM, stops(f.in(RunState.DISCOVER).handle(new DiscoverHandler())).code());
  }

  @Test
  void discoverStopsWithoutAFormOnlyAfterTheFormWait() {
    f.form.blank = true;
    f.settings.formWait(Duration.ofSeconds(3));
    assertEquals(ManualCode.NO_FORM, stops(f.in(RunState.DISCOVER).handle(new DiscoverHandler())).code());
    assertEquals(3_000, f.sleeps.stream().mapToLong(Duration::toMillis).sum(), "waited the whole form wait, no more");
    assertTrue(f.sleeps.stream().allMatch(d -> d.toMillis() <= 1_000), "looked again at least every second");
    assertEquals(1 + f.sleeps.size(), f.ledger.snapshots, "one snapshot after each pause");

    HandlerFixture g = new HandlerFixture();
    g.form.blank = true;
    g.settings.formWait(Duration.ZERO);
    assertEquals(ManualCode.NO_FORM, stops(g.in(RunState.DISCOVER).handle(new DiscoverHandler())).code());
    assertTrue(g.sleeps.isEmpty(), "no wait: decided on the first snapshot");
  }

  @Test
  void discoverWaitsForAFormAScriptBuildsAfterLoad() {
    f.form.snapshotsBeforeForm = 4;
    assertEquals(RunState.FILL, goesTo(f.in(RunState.DISCOVER).handle(new DiscoverHandler())));
    long waited = f.sleeps.stream().mapToLong(Duration::toMillis).sum();
    assertTrue(waited > 0 && waited < Orchestrator.DEFAULT_FORM_WAIT.toMillis(), "waited " + waited + " ms, and went on when the form showed");
    assertTrue(f.events.payloads(RunEvent.SnapshotGenerated.class).stream().anyMatch(e -> e.purpose().equals("await_form")));
    assertTrue(f.form.executed.isEmpty(), "nothing pressed: no start control on the page");
  }

  @Test
  void discoverPressesAStartControlAndGoesOnWhenTheFormShows() {
    f.form.startButton = "Start application";
    f.form.payButton = true;
    assertEquals(RunState.FILL, goesTo(f.in(RunState.DISCOVER).handle(new DiscoverHandler())));
    assertEquals(List.of("click_ref:s1"), f.form.executed, "pressed the start control once, never 'Pay now'");
    assertEquals(0, f.ledger.valuesPlaced, "opening the form places no value");
    assertTrue(f.events.payloads(RunEvent.PlanProposed.class).get(0).rationale().contains("Start application"));
  }

  @Test
  void discoverNeverPressesAControlThatDoesNotReadAsStarting() {
    f.form.startButton = "Delete my account";
    f.form.payButton = true;
    f.settings.formWait(Duration.ofSeconds(2));
    assertEquals(ManualCode.NO_FORM, stops(f.in(RunState.DISCOVER).handle(new DiscoverHandler())).code());
    assertTrue(f.form.executed.isEmpty());
  }

  @Test
  void discoverOffersAMostlyEmptyFormToAnAssistOnce() {
    f.settings.addAssistPlugin(plugin(true, (s, p) -> AssistResult.attempted(0, "")));
    assertEquals(RunState.ASSIST_PREFILL, goesTo(f.in(RunState.DISCOVER).handle(new DiscoverHandler())));
    f.ledger.assistAttempts = 1;
    f.ledger.navigateTo = FakeForm.FORM_URL;
    assertEquals(RunState.FILL, goesTo(f.handle(new DiscoverHandler())), "never a second time in a run");
  }

  @Test
  void discoverDoesNotOfferAFormFilledBeyondTheThreshold() {
    f.settings.addAssistPlugin(plugin(true, (s, p) -> AssistResult.attempted(0, ""))).assistThreshold(1.0);
    f.form.values.put("e1", "ada@example.org");
    f.in(RunState.DISCOVER);
    f.ledger.navigateTo = null; // stay on the page as it is: opening it afresh would empty it
    assertEquals(RunState.FILL, goesTo(f.handle(new DiscoverHandler())), "half the required questions empty is below a threshold of 1.0");
  }

  @Test
  void assistPrefillSkipsUnavailablePluginsAndKeepsTheInvocationForVerification() {
    f.settings.addAssistPlugin(plugin(false, (s, p) -> {
      throw new AssertionError("an unavailable plugin is never asked to prefill");
    })).addAssistPlugin(plugin(true, (s, p) -> AssistResult.attempted(2, "filled 2")));
    Next next = f.onTheForm(RunState.ASSIST_PREFILL).handle(new AssistPrefillHandler());
    assertEquals(RunState.VERIFY_PREFILL, goesTo(next));
    assertEquals(1, f.ledger.assistAttempts);
    assertNotNull(f.ledger.assist);
    assertEquals(2, f.ledger.assist.result().fieldsTouched());
    assertEquals(2, f.events.payloads(RunEvent.AssistInvoked.class).size());
    assertFalse(f.events.payloads(RunEvent.AssistInvoked.class).get(0).available());
  }

  @Test
  void assistPrefillWithoutAnAvailablePluginGoesToFill() {
    f.settings.addAssistPlugin(plugin(false, (s, p) -> AssistResult.attempted(0, "")));
    assertEquals(RunState.FILL, goesTo(f.onTheForm(RunState.ASSIST_PREFILL).handle(new AssistPrefillHandler())));
    assertNull(f.ledger.assist);
  }

  @Test
  void verifyPrefillJudgesTheFillRateFromAFreshSnapshot() {
    f.settings.addAssistPlugin(plugin(true, (s, p) -> {
      f.form.values.put("e1", "ada@example.org");
      return AssistResult.attempted(1, "filled 1");
    }));
    f.onTheForm(RunState.ASSIST_PREFILL).handle(new AssistPrefillHandler());
    f.ledger.state = RunState.VERIFY_PREFILL;
    assertEquals(RunState.FILL, goesTo(f.handle(new VerifyPrefillHandler())));
    RunEvent.AssistEffectEvaluated effect = f.events.payloads(RunEvent.AssistEffectEvaluated.class).get(0);
    assertEquals(1, effect.delta());
    assertTrue(effect.verified());
    assertEquals("prefill", f.events.payloads(RunEvent.SnapshotGenerated.class).get(1).purpose());
  }

  @Test
  void verifyPrefillCallsAPrefillWithoutGainUnverified() {
    f.settings.addAssistPlugin(plugin(true, (s, p) -> AssistResult.attempted(3, "claims 3")));
    f.onTheForm(RunState.ASSIST_PREFILL).handle(new AssistPrefillHandler());
    f.ledger.state = RunState.VERIFY_PREFILL;
    f.handle(new VerifyPrefillHandler());
    RunEvent.AssistEffectEvaluated effect = f.events.payloads(RunEvent.AssistEffectEvaluated.class).get(0);
    assertFalse(effect.verified());
    assertEquals("NO_FILL_GAIN", effect.assistFailureCode());
  }

  @Test
  void verifyPrefillJudgesEachChangedFieldWithTheRunsVerifier() {
    f.settings.addAssistPlugin(plugin(true, (s, p) -> {
      f.form.values.put("e1", "ada@example.org");
      return AssistResult.attempted(1, "filled 1", List.of("e1"));
    }));
    f.onTheForm(RunState.ASSIST_PREFILL).handle(new AssistPrefillHandler());
    f.ledger.state = RunState.VERIFY_PREFILL;
    f.handle(new VerifyPrefillHandler());
    RunEvent.AssistEffectEvaluated effect = f.events.payloads(RunEvent.AssistEffectEvaluated.class).get(0);
    assertEquals(List.of("e1"), effect.fields().stream().map(RunEvent.AssistEffectEvaluated.FieldEffect::ref).toList());
    assertEquals(RunEvent.AssistEffectEvaluated.FieldVerdict.VERIFIED, effect.fields().get(0).verdict());
    assertEquals(0.5, effect.fillRate(), 1e-9, "one of two required questions answered");
    assertEquals(1, f.ledger.valuesPlaced);
  }

  @Test
  void verifyPrefillCallsAWrongValueWrongAndAFieldFilledAndEmptiedAgainCleared() {
    f.settings.addAssistPlugin(plugin(true, (s, p) -> {
      f.form.values.put("e1", "someone@else.example");
      return AssistResult.attempted(1, "filled 1", List.of("e1"));
    }));
    f.onTheForm(RunState.ASSIST_PREFILL).handle(new AssistPrefillHandler());
    f.ledger.state = RunState.VERIFY_PREFILL;
    f.handle(new VerifyPrefillHandler());
    RunEvent.AssistEffectEvaluated wrong = f.events.payloads(RunEvent.AssistEffectEvaluated.class).get(0);
    assertEquals(RunEvent.AssistEffectEvaluated.FieldVerdict.WRONG, wrong.fields().get(0).verdict());

    HandlerFixture g = new HandlerFixture();
    g.settings.addAssistPlugin(plugin(true, (s, p) -> AssistResult.attempted(1, "filled 1", List.of("e1"))));
    g.onTheForm(RunState.ASSIST_PREFILL).handle(new AssistPrefillHandler());
    g.ledger.state = RunState.VERIFY_PREFILL;
    g.handle(new VerifyPrefillHandler());
    RunEvent.AssistEffectEvaluated cleared = g.events.payloads(RunEvent.AssistEffectEvaluated.class).get(0);
    assertEquals(RunEvent.AssistEffectEvaluated.FieldVerdict.CLEARED, cleared.fields().get(0).verdict(), "seen filled, empty now");
    assertEquals(0, g.ledger.valuesPlaced);
  }
}
