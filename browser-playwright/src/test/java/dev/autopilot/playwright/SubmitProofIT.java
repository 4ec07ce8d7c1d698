package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.HostBoundary;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.BrowserDialog;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SentRequest;
import dev.autopilot.core.model.SubmitEffects;
import dev.autopilot.core.model.Verification;
import java.net.URI;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A submit is proven by what happened, kind by kind; a click that changes nothing is not. */
class SubmitProofIT extends BrowserTestSupport {
  static final AtomicInteger received = new AtomicInteger();
  private final PlaywrightActionExecutor executor = PlaywrightActionExecutor.builder().submitDeadline(Duration.ofMillis(1_500)).build();
  private final PlaywrightVerifier verifier = PlaywrightVerifier.create();

  @BeforeAll
  static void routes() {
    server.handle("/api/submit-kinds", ex -> {
      ex.getRequestBody().readAllBytes();
      received.incrementAndGet();
      TestServer.send(ex, 200, "application/json", "{\"ok\":true}");
    });
    server.handle("/api/slow", ex -> {
      ex.getRequestBody().readAllBytes();
      received.incrementAndGet();
      try {
        Thread.sleep(4_000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      TestServer.send(ex, 200, "application/json", "{\"ok\":true}");
    });
    server.handle("/api/drop", ex -> {
      ex.getRequestBody().readAllBytes();
      received.incrementAndGet();
      ex.close();
    });
  }

  @BeforeEach
  void openPage() {
    received.set(0);
    open("submit-kinds.html");
  }

  private Verification submit(String button) {
    return submit(button, null);
  }

  private Verification submit(String button, Duration outcomeDeadline) {
    SemanticSnapshot before = snapshot();
    Action.Submit submit = new Action.Submit(named(before, button).ref(), Action.SubmitMethod.CLICK, ActionMeta.of("submit", null));
    ExecutionResult r = executor.execute(pipeline, outcomeDeadline == null ? submit : submit.withOutcomeDeadline(outcomeDeadline), before);
    assertTrue(r.performed(), r.detail());
    lastEffects = r.navigation().effects();
    return verifier.verify(pipeline, r, before, snapshot());
  }

  private SubmitEffects lastEffects;

  private static boolean held(Verification v, String criterion) {
    return v.evidence().stream().anyMatch(e -> e.criterion().equals(criterion) && e.held() && e.deciding());
  }

  @Test
  void aFetchAloneProvesTheSubmit() {
    Verification v = submit("Send by fetch");
    assertTrue(v.verified(), v::toString);
    assertTrue(held(v, "request sent"), v::toString);
    SentRequest sent = lastEffects.requests().get(0);
    assertEquals("POST", sent.method());
    assertEquals(SentRequest.Kind.FETCH, sent.kind());
    assertEquals(Integer.valueOf(200), sent.status());
    assertTrue(sent.allowedHost());
    assertFalse(held(v, "navigation"));
    assertEquals(1, received.get());
  }

  @Test
  void aStatusMessageAloneProvesIt() {
    Verification v = submit("Save locally");
    assertTrue(v.verified(), v::toString);
    assertTrue(held(v, "announcement appeared"), v::toString);
    assertTrue(lastEffects.requests().isEmpty());
  }

  @Test
  void theFormHiddenIsEvidence() {
    Verification v = submit("Send and hide");
    assertTrue(held(v, "form hidden"), v::toString);
    assertTrue(held(v, "request sent"), v::toString);
  }

  @Test
  void aFormBackToItsDefaultsWasReset() {
    page().fill("#reset-text", "Gareth");
    page().check("#reset-help");
    page().selectOption("select[name=when]", "Morning");
    page().selectOption("select[name=size]", "Large");
    Verification v = submit("Send and reset");
    assertTrue(v.verified(), v::toString);
    assertTrue(held(v, "form reset"), v::toString);
    assertEquals("4 field(s) filled", v.evidence().stream().filter(e -> e.criterion().equals("form reset")).findFirst().orElseThrow().before());
  }

  @Test
  void theControlDisabledIsEvidence() {
    Verification v = submit("Send and wait");
    assertTrue(v.verified(), v::toString);
    assertTrue(held(v, "submit control disabled"), v::toString);
  }

  @Test
  void anAlertIsCaughtRecordedAndEvidence() {
    Verification v = submit("Send with alert");
    assertTrue(held(v, "dialog opened"), v::toString);
    BrowserDialog d = lastEffects.dialogs().get(0);
    assertEquals(BrowserDialog.Type.ALERT, d.type());
    assertEquals("Thank you!", d.message());
    assertEquals(d, session.dialogs().get(session.dialogs().size() - 1), "the session keeps every dialog");
  }

  @Test
  void aClickThatChangesNothingIsUnverifiedWithThatReason() {
    Verification v = submit("Dead button");
    assertFalse(v.verified());
    assertTrue(v.reason().startsWith("the submit changed nothing"), v.reason());
    Evidence nothing = v.evidence().get(v.evidence().size() - 1);
    assertEquals("something happened", nothing.criterion());
    assertEquals(0, received.get());
  }

  @Test
  void noAnswerWithinTheDeadlineMeansItMayHaveBeenSubmitted() {
    Verification v = submit("Send slowly");
    assertTrue(v.verified(), "the request went out: " + v);
    assertTrue(lastEffects.timedOut());
    assertTrue(lastEffects.mayHaveBeenSubmitted(), lastEffects::toString);
    assertEquals(1, received.get());
  }

  @Test
  void aDroppedConnectionAfterTheRequestWentOutMeansItMayHaveBeenSubmitted() {
    Verification v = submit("Send to a dropped connection");
    assertTrue(v.verified(), v::toString);
    SentRequest sent = lastEffects.requests().get(0);
    assertTrue(sent.failure() != null, sent::toString);
    assertTrue(lastEffects.mayHaveBeenSubmitted());
  }

  @Test
  void aConfirmThatAsksToSendIsAcceptedWhileSubmitting() {
    Verification v = submit("Send after confirm");
    assertTrue(v.verified(), v::toString);
    BrowserDialog d = lastEffects.dialogs().get(0);
    assertEquals(BrowserDialog.Type.CONFIRM, d.type());
    assertTrue(d.accepted(), d::toString);
    assertEquals(1, received.get());
  }

  @Test
  void aConfirmOutsideASubmitIsDismissed() {
    page().evaluate("() => { window.answer = confirm('Submit your application now?'); }");
    assertEquals(false, page().evaluate("() => window.answer"));
    BrowserDialog d = session.dialogs().get(session.dialogs().size() - 1);
    assertFalse(d.accepted());
    assertEquals("no submit is under way", d.reason());
  }

  @Test
  void aBeaconProvesTheSubmit() {
    Verification v = submit("Send by beacon");
    assertTrue(v.verified(), v::toString);
    assertEquals(SentRequest.Kind.BEACON, lastEffects.requests().get(0).kind(), lastEffects::toString);
  }

  @Test
  void theSubmitsOwnOutcomeDeadlineIsTheOneWaitedFor() {
    Verification v = submit("Send slowly", Duration.ofMillis(900));
    assertTrue(v.verified(), "the request went out: " + v);
    assertEquals(900, lastEffects.deadlineMillis());
    assertTrue(lastEffects.timedOut());
    assertTrue(lastEffects.mayHaveBeenSubmitted(), lastEffects::toString);
  }

  @Test
  void aRequestToAHostTheRunsBoundaryAllowsProvesTheSubmit() {
    session.restrictTo(HostBoundary.forStart(URI.create(page().url())).allowHost("localhost"));
    try {
      Verification v = submit("Send to the other host name");
      assertTrue(v.verified(), v::toString);
      assertTrue(held(v, "request sent"), v::toString);
      SentRequest sent = lastEffects.requests().get(0);
      assertTrue(sent.allowedHost(), sent::toString);
      assertTrue(sent.url().startsWith("http://localhost:"), sent::toString);
    } finally {
      session.restrictTo(HostBoundary.forStart(URI.create(page().url())));
    }
  }

  @Test
  void aRequestToAHostOutsideTheBoundaryIsNoEvidence() {
    session.restrictTo(HostBoundary.forStart(URI.create(page().url())));
    Verification v = submit("Send to the other host name");
    assertFalse(v.verified(), v::toString);
    assertFalse(lastEffects.requests().get(0).allowedHost(), lastEffects::toString);
    assertTrue(v.evidence().stream().anyMatch(e -> e.criterion().equals("request to a host outside the run's boundary") && !e.deciding()), v::toString);
  }
}
