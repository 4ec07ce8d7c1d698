package dev.autopilot.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.Planner;
import dev.autopilot.core.event.EventSink;
import dev.autopilot.core.event.InMemoryEventSink;
import dev.autopilot.core.event.RunEvent;
import dev.autopilot.core.model.ManualCode;
import dev.autopilot.core.model.RunResult;
import dev.autopilot.core.model.RunState;
import dev.autopilot.core.model.Task;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.fsm.prepare.Confirmation;
import dev.autopilot.fsm.prepare.PlanClaims;
import dev.autopilot.fsm.prepare.Prepared;
import dev.autopilot.fsm.prepare.PreparedPlan;
import dev.autopilot.fsm.prepare.Requirement;
import dev.autopilot.fsm.prepare.SideEffect;
import dev.autopilot.testkit.EventOrderValidator;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two phases on the fake form: prepare fills and stops at the submit with a plan; confirm, by
 * another orchestrator on another "page", submits it once and only with the confirmation.
 */
class PrepareConfirmTest {
  static final Task TASK = Task.of("apply", URI.create(FakeForm.FORM_URL));

  final InMemoryEventSink events = EventSink.inMemory();
  final EventOrderValidator ordering = new EventOrderValidator();

  private Orchestrator orchestrator(FakeForm form, Profile profile, PlanClaims claims) {
    return Orchestrator.builder().snapshotProvider(form).planner(Planner.rules(JobApplicationPack.of(profile))).executor(form).verifier(form)
        .classifier(OrchestratorTest.CLASSIFIER).addEventSink(events).addEventSink(ordering).sleeper(d -> {}).planClaims(claims).build();
  }

  private Prepared prepare(FakeForm form, Path evidence) {
    return orchestrator(form, OrchestratorTest.PROFILE, PlanClaims.inMemory()).prepare(form, TASK, RunOptions.defaults().withEvidenceDirectory(evidence));
  }

  @Test
  void prepareFillsVerifiesAndStopsBeforeTheSubmitWithAPlanThatConcealsTheValues(@TempDir Path dir) throws Exception {
    FakeForm form = new FakeForm();
    Prepared prepared = prepare(form, dir);
    assertEquals(RunState.PREPARED, prepared.result().finalState(), String.valueOf(prepared.result()));
    assertNull(prepared.result().manualReason());
    assertTrue(prepared.ready());
    assertEquals(0, form.submits, "nothing submitted");
    assertEquals("ada@example.org", form.values.get("e1"), "the form is filled");
    PreparedPlan plan = prepared.plan();
    assertEquals("Submit", plan.submit().name());
    assertEquals(List.of(Requirement.PERSON_CONFIRMS), plan.requirements().stream().map(PreparedPlan.Need::kind).toList());
    assertEquals(3, plan.fields().size());
    assertTrue(plan.fields().get(0).value().matches("len=15 digest=[0-9a-f]{8}"), plan.fields().get(0).value());
    PreparedPlan.Step submit = plan.steps().stream().filter(s -> s.verb().equals("submit")).findFirst().orElseThrow();
    assertEquals(SideEffect.BROWSER_ACT, submit.sideEffect());
    assertEquals("awaits_confirmation", submit.status());
    assertTrue(plan.steps().stream().anyMatch(s -> s.verb().equals("type_ref") && s.status().equals("done")));
    assertTrue(plan.steps().stream().anyMatch(s -> s.sideEffect() == SideEffect.LOCAL_WRITE && s.verb().equals("write_plan")));
    String json = Files.readString(dir.resolve("plan.json"));
    assertFalse(json.contains("ada@example.org"), "no value in the clear");
    assertTrue(json.contains("\"side_effect\" : \"browser-act\""), json);
    assertEquals(plan, PreparedPlan.read(dir.resolve("plan.json")));
    RunEvent.PlanPrepared event = events.payloads(RunEvent.PlanPrepared.class).get(0);
    assertEquals(plan.planId(), event.planId());
    assertEquals(List.of(), ordering.violations());
  }

  @Test
  void anotherOrchestratorConfirmsThePlanFromItsFileExactlyOnce(@TempDir Path dir) {
    prepare(new FakeForm(), dir);
    PreparedPlan plan = PreparedPlan.read(dir.resolve("plan.json"));
    PlanClaims claims = PlanClaims.inFolder(dir.resolve("claims"));
    FakeForm page = new FakeForm();
    RunResult confirmed = orchestrator(page, OrchestratorTest.PROFILE, claims).confirm(page, plan, Confirmation.phrase(plan.confirmationPhrase()),
        RunOptions.defaults().withEvidenceDirectory(dir));
    assertEquals(RunState.DONE, confirmed.finalState(), String.valueOf(confirmed.manualReason()));
    assertTrue(confirmed.isSuccess());
    assertEquals(1, page.submits);
    FakeForm again = new FakeForm();
    RunResult second = orchestrator(again, OrchestratorTest.PROFILE, PlanClaims.inFolder(dir.resolve("claims")))
        .confirm(again, plan, Confirmation.phrase(plan.confirmationPhrase()));
    assertEquals(ManualCode.ALREADY_CONFIRMED, second.manualReason().code());
    assertEquals(0, again.submits, "a plan is submitted at most once");
    List<String> checks = events.payloads(RunEvent.ConfirmationChecked.class).stream().map(c -> c.check() + "=" + c.passed()).toList();
    assertEquals(List.of("phrase=true", "live_page=true", "claim=true", "phrase=true", "live_page=true", "claim=false"), checks);
    assertEquals(List.of(), ordering.violations());
  }

  @Test
  void withoutThePhraseNothingIsOpenedOrSubmitted(@TempDir Path dir) {
    PreparedPlan plan = prepare(new FakeForm(), dir).plan();
    FakeForm page = new FakeForm();
    page.url = "about:blank";
    RunResult result = orchestrator(page, OrchestratorTest.PROFILE, PlanClaims.inMemory()).confirm(page, plan, Confirmation.none());
    assertEquals(ManualCode.CONFIRM_REQUIRED, result.manualReason().code());
    assertEquals("BROWSER_CONFIRM_REQUIRED", result.manualReason().details().get("error_code"));
    assertEquals("about:blank", page.url, "the page was never opened");
    assertEquals(0, page.submits);
  }

  @Test
  void aConfirmThatStopsBeforeTheSubmitLeavesNoTemporaryEvidenceFolder(@TempDir Path dir) throws Exception {
    PreparedPlan plan = prepare(new FakeForm(), dir).plan();
    FakeForm page = new FakeForm();
    List<String> before = confirmFolders();
    RunResult result = orchestrator(page, OrchestratorTest.PROFILE, PlanClaims.inMemory()).confirm(page, plan, Confirmation.none());
    assertEquals(ManualCode.CONFIRM_REQUIRED, result.manualReason().code());
    assertEquals(before, confirmFolders(), "the empty temporary folder the confirm made is removed again");
  }

  private static List<String> confirmFolders() throws java.io.IOException {
    try (java.util.stream.Stream<Path> all = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
      return all.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("autopilot-confirm-")).sorted().toList();
    }
  }

  @Test
  void aRefusedApprovalStopsAfterTheFormIsFilledAgainAndBeforeTheSubmit(@TempDir Path dir) {
    PreparedPlan plan = prepare(new FakeForm(), dir).plan();
    FakeForm page = new FakeForm();
    AtomicInteger asked = new AtomicInteger();
    RunResult result = orchestrator(page, OrchestratorTest.PROFILE, PlanClaims.inMemory()).confirm(page, plan, Confirmation.approval(p -> {
      asked.incrementAndGet();
      return false;
    }));
    assertEquals(ManualCode.CONFIRM_REQUIRED, result.manualReason().code());
    assertEquals(1, asked.get());
    assertEquals("ada@example.org", page.values.get("e1"), "filled again from the task");
    assertEquals(0, page.submits);
  }

  @Test
  void otherValuesThanThePlansAreRefusedAsAChangedSite(@TempDir Path dir) {
    PreparedPlan plan = prepare(new FakeForm(), dir).plan();
    FakeForm page = new FakeForm();
    Profile other = new Profile("Ada", "Lovelace", "ada@other.example", "+1 415 555 0100", null, Map.of(), null, null,
        new Profile.WorkAuthorization(true, false), Profile.Consent.toApplying(), Map.of());
    RunResult result = orchestrator(page, other, PlanClaims.inMemory()).confirm(page, plan, Confirmation.phrase(plan.confirmationPhrase()));
    assertEquals(ManualCode.SITE_CHANGED, result.manualReason().code());
    assertEquals("values", result.manualReason().details().get("changed"));
    assertFalse(result.manualReason().message().contains("ada@other.example"), "the difference names the question, not the value");
    assertEquals(0, page.submits);
  }

  @Test
  void aPrepareStoppedByALoginWallReturnsAPlanThatNeedsALoginAndCannotBeConfirmed(@TempDir Path dir) {
    FakeForm form = new FakeForm();
    form.loginWall = true;
    Prepared prepared = prepare(form, dir);
    assertEquals(ManualCode.LOGIN_REQUIRED, prepared.result().manualReason().code());
    assertEquals("BROWSER_LOGIN_REQUIRED", prepared.result().manualReason().details().get("error_code"));
    assertFalse(prepared.ready());
    assertTrue(prepared.plan().requirements().stream().anyMatch(n -> n.kind() == Requirement.LOGIN));
    FakeForm page = new FakeForm();
    RunResult result = orchestrator(page, OrchestratorTest.PROFILE, PlanClaims.inMemory()).confirm(page, prepared.plan(),
        Confirmation.phrase(prepared.plan().confirmationPhrase()));
    assertEquals(ManualCode.CONFIRM_REQUIRED, result.manualReason().code());
    assertEquals(0, page.submits);
  }
}
