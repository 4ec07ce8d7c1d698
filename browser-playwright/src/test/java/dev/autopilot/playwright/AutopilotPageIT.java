package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ActionProof;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.StaleRefException;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The act API on a page the host made itself (its own context and page on the browser, not a
 * session of {@link PlaywrightBrowser}), serving the controls fixture on 127.0.0.1.
 */
class AutopilotPageIT extends HostPageSupport {
  AutopilotPage ap;
  final List<String> purposes = new ArrayList<>();

  @BeforeEach
  void openControls() {
    page.navigate(server.url("/pages/controls.html"));
    ap = AutopilotPage.builder(page).listener((s, purpose, millis) -> purposes.add(purpose)).consent(dev.autopilot.jobpack.Profile.Consent.toApplying()).build();
  }

  @Test
  void observeLocateAndClickThroughPlaywrightItself() {
    SemanticSnapshot s = ap.observe();
    assertSame(s, ap.latest());
    SemanticElement subscribe = named(s, "Subscribe");
    ap.locator(subscribe.ref()).click();
    assertTrue(page.locator("input[name=subscribe]").isChecked(), "the host's own Playwright click went to the ref's element");
    assertEquals(Boolean.TRUE, named(ap.observe(), "Subscribe").checked());

    ap.locator(named(s, "Full name").ref()).fill("Ada");
    assertEquals("Ada", page.locator("#name").inputValue());
    assertEquals(List.of("observe", "observe"), purposes);
  }

  @Test
  void actProvesTypeSelectAndCheckbox() {
    SemanticSnapshot s = ap.observe();
    ActionProof typed = ap.act(new Action.TypeRef(named(s, "Full name").ref(), "Ada Lovelace", meta("Full name")));
    assertTrue(typed.execution().performed(), typed.execution().detail());
    assertTrue(typed.verified(), typed.verification().reason());
    assertSame(s, typed.before());
    assertSame(typed.after(), ap.latest(), "the snapshot after went through the page's one pipeline");
    assertEquals("Ada Lovelace", page.locator("#name").inputValue());

    ActionProof chosen = ap.act(new Action.SelectRef(named(ap.latest(), "Country").ref(), "France", meta("Country")));
    assertTrue(chosen.verified(), chosen.verification().reason());
    assertEquals("fr", page.locator("#country").inputValue());

    ActionProof checked = ap.act(new Action.SetCheckbox(named(ap.latest(), "I agree to the policy").ref(), true, meta("I agree to the policy")));
    assertTrue(checked.verified(), checked.verification().reason());
    assertTrue(page.locator("#agree").isChecked());
    assertEquals(List.of("observe", ActionProof.VERIFY, ActionProof.VERIFY, ActionProof.VERIFY), purposes);
  }

  @Test
  void theHostsActionsPassTheRunsGateAndTheSubmitRule() {
    page.navigate(server.url("/pages/host-gate.html"));
    AutopilotPage gated = AutopilotPage.wrap(page);
    SemanticSnapshot s = gated.observe();
    dev.autopilot.core.gate.ActionRefusedException fee = assertThrows(dev.autopilot.core.gate.ActionRefusedException.class,
        () -> gated.act(new Action.SetCheckbox(named(s, "I agree to pay the $40 membership fee").ref(), true, meta("fee"))));
    assertEquals(ErrorCode.ACTION_REFUSED, fee.code());
    assertTrue(fee.getMessage().contains("paying money"), fee.getMessage());
    assertFalse(page.locator("#fee").isChecked(), "a refused action never reaches the page");
    assertThrows(dev.autopilot.core.gate.ActionRefusedException.class,
        () -> gated.act(new Action.SetCheckbox(named(s, "I agree to the terms of membership").ref(), true, meta("terms"))),
        "no consent given: the terms are the person's to accept");

    ActionProof first = gated.act(new Action.ClickRef(named(s, "Join").ref(), meta("join")));
    assertEquals("submit", first.action().verb(), "a click on the form's submit control is a submit");
    assertEquals(1, gated.submitClicks());
    dev.autopilot.core.gate.ActionRefusedException again = assertThrows(dev.autopilot.core.gate.ActionRefusedException.class,
        () -> gated.act(new Action.Submit(named(gated.observe(), "Join").ref(), Action.SubmitMethod.CLICK, meta("join"))));
    assertTrue(again.getMessage().contains("twice"), again.getMessage());
    assertEquals(1, ((Number) page.evaluate("() => window.__joins")).intValue(), "nothing proved a rejection: one submit only");

    gated.submitRejected(dev.autopilot.core.gate.SubmitRule.Rejection.VALIDATION_ERROR);
    gated.act(new Action.Submit(named(gated.observe(), "Join").ref(), Action.SubmitMethod.CLICK, meta("join")));
    assertEquals(2, ((Number) page.evaluate("() => window.__joins")).intValue(), "a rejection the host proved allows one more");
  }

  @Test
  void aHostLoopsSubmitIsClassifiedAsARunsIsAndARejectionAllowsOneMore() {
    server.handle("/echo", ex -> TestServer.send(ex, 201, "application/json", "{\"ok\":true}"));
    page.navigate(server.url("/pages/host-submit.html"));
    AutopilotPage host = AutopilotPage.wrap(page);
    SemanticSnapshot s = host.observe();
    ActionProof typed = host.act(new Action.TypeRef(named(s, "Email").ref(), "ada", meta("Email")));
    ActionProof first = host.act(new Action.ClickRef(named(host.latest(), "Sign up").ref(), meta("sign up")));
    dev.autopilot.core.model.SubmissionOutcome rejected = host.classify(first, dev.autopilot.classifier.OutcomeClassifiers.rules());
    assertEquals(dev.autopilot.core.model.OutcomeClass.VALIDATION_ERROR, rejected.outcomeClass(), String.valueOf(rejected));
    host.act(new Action.TypeRef(named(host.latest(), "Email").ref(), "ada@example.org", meta("Email")));
    ActionProof second = host.act(new Action.Submit(named(host.latest(), "Sign up").ref(), Action.SubmitMethod.CLICK, meta("sign up")));
    dev.autopilot.core.model.SubmissionOutcome accepted = host.classify(second, dev.autopilot.classifier.OutcomeClassifiers.rules());
    assertEquals(dev.autopilot.core.model.OutcomeClass.SUCCESS_CONFIRMED, accepted.outcomeClass(), String.valueOf(accepted));
    assertEquals(2, host.submitClicks());
    assertEquals(1, ((Number) page.evaluate("() => window.__sent")).intValue(), "one request: the first click was refused by the page itself");
    assertThrows(IllegalArgumentException.class, () -> host.classify(typed, dev.autopilot.classifier.OutcomeClassifiers.rules()));
  }

  @Test
  void anEffectThePageRevertsComesBackUnverified() {
    SemanticSnapshot s = ap.observe();
    ActionProof nick = ap.act(new Action.TypeRef(named(s, "Nickname").ref(), "Ada", meta("Nickname")));
    assertTrue(nick.execution().performed(), "the gesture was carried out");
    assertFalse(nick.verified(), "the page cleared the value on blur");
    assertEquals("", page.locator("#nick").inputValue());

    ActionProof sticky = ap.act(new Action.SetCheckbox(named(ap.latest(), "Sticky").ref(), true, meta("Sticky")));
    assertFalse(sticky.verified(), "the page prevents the check");
  }

  @Test
  void staleAndUnknownRefsGiveTheTypedError() {
    SemanticSnapshot s = ap.observe();
    String name = named(s, "Full name").ref();
    StaleRefException unknown = assertThrows(StaleRefException.class, () -> ap.locator("e99999"));
    assertEquals(ErrorCode.UNKNOWN_REF, unknown.code());
    assertThrows(StaleRefException.class, () -> ap.locator("not-a-ref"));

    page.evaluate("() => document.getElementById('name').remove()");
    StaleRefException stale = assertThrows(StaleRefException.class, () -> ap.locator(name));
    assertEquals(ErrorCode.STALE_REF, stale.code());
    assertEquals(name, stale.ref());

    page.navigate(server.url("/pages/controls.html"));
    String agree = named(s, "I agree to the policy").ref();
    assertEquals(ErrorCode.STALE_REF, assertThrows(StaleRefException.class, () -> ap.locator(agree)).code(), "a ref of the previous document");
    ActionProof proof = ap.act(new Action.TypeRef("e99999", "x", meta("Full name")), s);
    assertFalse(proof.execution().performed());
    assertFalse(proof.verified());
    assertEquals(ErrorCode.UNKNOWN_REF, proof.execution().errorCode());
  }

  @Test
  void theHostsPageOutlivesTheWrapper() {
    ap.observe();
    ap.close();
    assertFalse(page.isClosed());
    assertEquals("Controls", page.title());
    assertThrows(IllegalStateException.class, () -> AutopilotPage.wrap(page).act(new Action.ClickRef("e1", meta("x"))));
    assertNotEquals(ap.session().id(), AutopilotPage.wrap(page).session().id());
  }
}
