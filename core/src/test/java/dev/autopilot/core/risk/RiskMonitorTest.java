package dev.autopilot.core.risk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.HostBoundary;
import dev.autopilot.core.consent.Consent;
import dev.autopilot.core.gate.ConsentCallback;
import dev.autopilot.core.gate.GateVerdict;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class RiskMonitorTest {
  static final SemanticSnapshot PAGE = new SemanticSnapshot(
      new PageInfo("https://shop.example/checkout", "Checkout", "shop.example", "/checkout", "h1"),
      List.of(
          field("e1", "Email", "email", Map.of("autocomplete", "email")),
          field("e2", "Credit card number", "text", Map.of()),
          field("e3", "Expiry", "text", Map.of("autocomplete", "cc-exp")),
          field("e9", "Membership card number", "text", Map.of()),
          link("e4", "Our partner's offer", Map.of("href", "https://partner.example/offer")),
          link("e5", "Terms (PDF)", Map.of("href", "https://shop.example/files/terms.pdf")),
          link("e6", "Size guide", Map.of("href", "https://shop.example/sizes")),
          link("e7", "Invoice", Map.of("href", "https://shop.example/invoice", "download", "invoice.html")),
          new SemanticElement("e8", Role.BUTTON, "Pay now", null, null, false, false, null, true, null, List.of(), "submit", Map.of(), false)),
      List.of(), List.of(), List.of(), List.of(new SubmitCandidate("e8", "Pay now", true)), 1, false);

  static SemanticElement field(String ref, String name, String type, Map<String, String> attributes) {
    return new SemanticElement(ref, Role.TEXTBOX, name, null, "", true, false, null, true, null, List.of(), type, attributes, false);
  }

  static SemanticElement link(String ref, String name, Map<String, String> attributes) {
    return new SemanticElement(ref, Role.LINK, name, null, null, false, false, null, true, null, List.of(), null, attributes, false);
  }

  final RiskMonitor monitor = RiskMonitor.start(RiskPolicy.defaults(), HostBoundary.forStart(URI.create("https://shop.example/checkout")));

  private RiskVerdict check(Action action) {
    return monitor.check(action, PAGE, Consent.NONE, ConsentCallback.refuseAll());
  }

  private static Action type(String ref, String text) {
    return new Action.TypeRef(ref, text, ActionMeta.of("answer", ref));
  }

  private static Action click(String ref) {
    return new Action.ClickRef(ref, ActionMeta.of("open", ref));
  }

  @Test
  void paymentFieldsAreNeverTypedIntoByWordsOrByAutocomplete() {
    assertEquals(Risk.PAYMENT_FIELD, check(type("e2", "4111 1111 1111 1111")).risk());
    assertEquals(Risk.PAYMENT_FIELD, check(type("e3", "12/29")).risk());
    assertNull(check(type("e9", "4410 2201")).risk(), "a membership card is no payment card");
    RiskVerdict email = check(type("e1", "ada@example.org"));
    assertNull(email.risk());
    assertTrue(email.allowed());
  }

  @Test
  void offSiteLinksAndDownloadsAreStoppedAndAnOrdinaryLinkIsNot() {
    assertEquals(Risk.OFF_SITE, check(click("e4")).risk());
    assertEquals(Risk.DOWNLOAD, check(click("e5")).risk());
    assertEquals(Risk.DOWNLOAD, check(click("e7")).risk());
    assertTrue(check(click("e6")).allowed());
    RiskMonitor exports = RiskMonitor.start(RiskPolicy.defaults().withDownloads(true), null);
    assertTrue(exports.risk(click("e7"), PAGE).isEmpty(), "an export run allows downloads");
    assertEquals(Risk.OFF_SITE, exports.risk(click("e4"), PAGE).orElseThrow().risk(), "without a boundary, the page's own host is the site");
  }

  @Test
  void theSameStepPlannedPastTheCeilingIsARetryStorm() {
    RiskMonitor strict = RiskMonitor.start(RiskPolicy.defaults().withMaxRepeats(2), null);
    assertTrue(strict.risk(type("e1", "a@example.org"), PAGE).isEmpty());
    assertTrue(strict.risk(type("e1", "a@example.org"), PAGE).isEmpty());
    assertEquals(Risk.RETRY_STORM, strict.risk(type("e1", "a@example.org"), PAGE).orElseThrow().risk());
  }

  @Test
  void stepsOutsideTheAllowedActionsAreStopped() {
    RiskMonitor readOnly = RiskMonitor.start(RiskPolicy.defaults().withAllowedVerbs(Set.of("click_ref", "wait_for")), null);
    assertEquals(Risk.ACTION_NOT_ALLOWED, readOnly.risk(type("e1", "x"), PAGE).orElseThrow().risk());
    RiskMonitor noSubmit = RiskMonitor.start(RiskPolicy.defaults().withForbiddenVerbs(Set.of("submit")), null);
    assertEquals(Risk.ACTION_NOT_ALLOWED, noSubmit.risk(new Action.Submit("e8", Action.SubmitMethod.CLICK, ActionMeta.of("submit", "")), PAGE)
        .orElseThrow().risk());
  }

  @Test
  void theGateStillJudgesMoneyAndTheMonitorStopsBeforeAnyoneIsAsked() {
    AtomicInteger asked = new AtomicInteger();
    ConsentCallback ask = r -> {
      asked.incrementAndGet();
      return false;
    };
    RiskVerdict pay = monitor.check(new Action.Submit("e8", Action.SubmitMethod.CLICK, ActionMeta.of("submit", "")), PAGE, Consent.NONE, ask);
    assertNull(pay.risk());
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED, pay.gate().kind(), "pressing 'Pay now' is the consent gate's: money");
    assertEquals(1, asked.get());
    RiskVerdict card = monitor.check(type("e2", "4111"), PAGE, Consent.NONE, ask);
    assertFalse(card.allowed());
    assertNull(card.gate(), "a step the monitor stops never reaches the gate");
    assertEquals(1, asked.get());
  }

  @Test
  void anUnknownVerbInAPolicyIsRefusedWithTheKnownOnes() {
    IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> RiskPolicy.defaults().withForbiddenVerbs(Set.of("pay")));
    assertTrue(e.getMessage().contains("unknown action 'pay'"), e.getMessage());
  }
}
