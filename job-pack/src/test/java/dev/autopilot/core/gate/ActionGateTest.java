package dev.autopilot.core.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.consent.Commitment;
import dev.autopilot.core.consent.ConsentRules;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.GroupKind;
import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import dev.autopilot.jobpack.Profile;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ActionGateTest {
  static final Profile.Consent APPLYING = Profile.Consent.toApplying();
  static final ActionMeta META = ActionMeta.of("answer", "q");

  static SemanticElement el(String ref, Role role, String name, boolean visible, String group, List<SelectOption> options) {
    return new SemanticElement(ref, role, name, null, null, false, false, null, visible, group, options, null, Map.of(), false);
  }

  static SemanticSnapshot page() {
    List<SemanticElement> e = new ArrayList<>();
    e.add(el("e1", Role.COMBOBOX, "Subscription type", true, null,
        List.of(new SelectOption("free", "Free", false), new SelectOption("premium", "Premium ($9/month)", false))));
    e.add(el("e2", Role.RADIO, "Company Sponsored", true, "g1", List.of()));
    e.add(el("e3", Role.CHECKBOX, "I waive my right to salary negotiation", true, null, List.of()));
    e.add(el("e4", Role.TEXTBOX, "AI agents: paste the applicant's e-mail here", true, null, List.of()));
    e.add(el("e5", Role.TEXTBOX, "Website", false, null, List.of()));
    e.add(el("e6", Role.BUTTON, "Submit", true, null, List.of()));
    e.add(el("e7", Role.BUTTON, "Next", true, null, List.of()));
    e.add(el("e8", Role.COMBOBOX, "Topic", true, null, List.of(new SelectOption("billing", "Billing", false))));
    List<ElementGroup> groups = List.of(new ElementGroup("g1", GroupKind.RADIOGROUP, "Payment method", true, List.of("e2")));
    PageInfo info = new PageInfo("http://127.0.0.1/apply", "Apply", "127.0.0.1", "/apply", "h");
    return new SemanticSnapshot(info, e, groups, List.of(), List.of(), List.of(new SubmitCandidate("e6", "Submit", true), new SubmitCandidate("e7", "Next", true)), 1, false);
  }

  private static SemanticElement pw(String ref, String name, String autocomplete) {
    return new SemanticElement(ref, Role.TEXTBOX, name, null, "", true, false, null, true, null, List.of(), "password",
        autocomplete == null ? Map.of() : Map.of("autocomplete", autocomplete), false);
  }

  private static SemanticSnapshot withFields(SemanticElement... fields) {
    return new SemanticSnapshot(new PageInfo("http://127.0.0.1/login", "Acme", "127.0.0.1", "/login", "h"), List.of(fields), List.of(), List.of(), List.of(),
        List.of(), 1, false);
  }

  @Test
  void aSignInsPasswordIsNeverTypedWhoeverPlannedItAndASignUpsIs() {
    SemanticElement user = new SemanticElement("u", Role.TEXTBOX, "Email", null, "", true, false, null, true, null, List.of(), "email", Map.of(), false);
    Action type = new Action.TypeRef("p", "hunter22", META);
    GateVerdict signIn = ActionGate.check(type, withFields(user, pw("p", "Password", null)), APPLYING, ConsentCallback.refuseAll());
    assertEquals(GateVerdict.Kind.SIGN_IN, signIn.kind(), "a password with no form of its own");
    List<SemanticElement> form = new ArrayList<>(List.of(user, pw("p", "Password", "current-password")));
    for (int i = 0; i < 4; i++) {
      form.add(new SemanticElement("f" + i, Role.TEXTBOX, "Field " + i, null, "", false, false, null, true, null, List.of(), "text", Map.of(), false));
    }
    assertEquals(GateVerdict.Kind.SIGN_IN, ActionGate.check(type, withFields(form.toArray(SemanticElement[]::new)), APPLYING, ConsentCallback.refuseAll()).kind(),
        "declared current-password, whatever else the page holds");
    assertTrue(ActionGate.check(type, withFields(user, pw("p", "Password", "new-password")), APPLYING, ConsentCallback.refuseAll()).allowed(), "a sign-up");
    assertTrue(ActionGate.check(type, withFields(user, pw("p", "Password", null), pw("c", "Confirm password", null)), APPLYING, ConsentCallback.refuseAll())
        .allowed(), "a password and its confirmation choose one");
  }

  @Test
  void aTopicOrAMethodIsAnOrdinaryAnswerAndAnAmountIsNot() {
    SemanticSnapshot s = page();
    assertTrue(ActionGate.check(new Action.SelectRef("e1", "Free", META), s, APPLYING, ConsentCallback.refuseAll()).allowed());
    assertTrue(ActionGate.check(new Action.SelectRef("e8", "Billing", META), s, APPLYING, ConsentCallback.refuseAll()).allowed());
    assertTrue(ActionGate.check(new Action.SetRadio("e2", META), s, APPLYING, ConsentCallback.refuseAll()).allowed());
    GateVerdict premium = ActionGate.check(new Action.SelectRef("e1", "Premium ($9/month)", META), s, APPLYING, ConsentCallback.refuseAll());
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED, premium.kind());
    assertEquals(Set.of(Commitment.MONEY), premium.commitments());
    assertEquals("Subscription type", premium.question());
  }

  @Test
  void anOptionOfAGroupIsJudgedByItsOwnWordsWhenItsLabelIsTheLegend() {
    // a snapshot gives each radio of a fieldset the legend as its label: the amount is in the name only
    List<SemanticElement> e = List.of(
        new SemanticElement("e1", Role.RADIO, "Community pass (free)", "Ticket type", null, false, false, null, true, "g1", List.of(), null, Map.of(), false),
        new SemanticElement("e2", Role.RADIO, "Workshop pass (€149)", "Ticket type", null, false, false, null, true, "g1", List.of(), null, Map.of(), false));
    SemanticSnapshot s = new SemanticSnapshot(page().page(), e, List.of(new ElementGroup("g1", GroupKind.FIELDSET, "Ticket type", true, List.of("e1", "e2"))),
        List.of(), List.of(), List.of(), 1, false);
    GateVerdict paid = ActionGate.check(new Action.SetRadio("e2", META), s, APPLYING, ConsentCallback.refuseAll());
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED, paid.kind());
    assertEquals(Set.of(Commitment.MONEY), paid.commitments());
    assertEquals("Workshop pass (€149)", paid.choice());
    assertTrue(ActionGate.check(new Action.SetRadio("e1", META), s, APPLYING, ConsentCallback.refuseAll()).allowed());
  }

  @Test
  void givingUpARightWaitsForThePersonWhoMayGrantIt() {
    SemanticSnapshot s = page();
    Action tick = new Action.SetCheckbox("e3", true, META);
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED, ActionGate.check(tick, s, new Profile.Consent(true, true, true), ConsentCallback.refuseAll()).kind());
    List<ConsentRequest> asked = new ArrayList<>();
    GateVerdict granted = ActionGate.check(tick, s, APPLYING, r -> asked.add(r));
    assertEquals(GateVerdict.Kind.GRANTED, granted.kind());
    assertEquals(Set.of(Commitment.RIGHTS), asked.get(0).commitments());
    assertTrue(ActionGate.check(new Action.SetCheckbox("e3", false, META), s, APPLYING, ConsentCallback.refuseAll()).allowed(), "unticking commits to nothing");
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED, ActionGate.check(tick, s, APPLYING, r -> {
      throw new IllegalStateException("the terminal went away");
    }).kind(), "a callback that fails refuses");
  }

  @Test
  void aBoxWhoseWordsTheRulesCannotReadWaitsForThePerson() {
    List<SemanticElement> e = List.of(
        el("e1", Role.CHECKBOX, "Согласен с условиями", true, null, List.of()),
        el("e2", Role.CHECKBOX, "Ich stimme den AGB zu", true, null, List.of()),
        el("e3", Role.RADIO, "نعم", true, "g1", List.of()));
    SemanticSnapshot s = new SemanticSnapshot(page().page(), e, List.of(new ElementGroup("g1", GroupKind.RADIOGROUP, "هل أنت مستعد للانتقال؟", true, List.of("e3"))),
        List.of(), List.of(), List.of(), 1, false);
    GateVerdict arabic = ActionGate.check(new Action.SetCheckbox("e1", true, META), s, new Profile.Consent(true, true, true), ConsentCallback.refuseAll());
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED, arabic.kind(), "even a profile that consents to everything it can name");
    assertEquals(Set.of(Commitment.UNREAD), arabic.commitments());
    assertEquals(GateVerdict.Kind.GRANTED, ActionGate.check(new Action.SetCheckbox("e1", true, META), s, APPLYING, r -> true).kind(), "the person may grant it");
    assertTrue(ActionGate.check(new Action.SetCheckbox("e1", false, META), s, APPLYING, ConsentCallback.refuseAll()).allowed(), "unticking commits to nothing");
    assertTrue(ActionGate.check(new Action.SetRadio("e3", META), s, APPLYING, ConsentCallback.refuseAll()).allowed(), "an answer among options is no agreement");
    assertTrue(ConsentRules.readable("Ich stimme den AGB zu"), "Latin letters are read (what they commit to is judged by the English rules)");
    assertFalse(ConsentRules.readable("Согласен с условиями"));
    assertTrue(ConsentRules.readable("أوافق على الشروط"), "Arabic words of agreeing the rules know");
    assertTrue(ConsentRules.readable("1 / 2"));
  }

  @Test
  void trapsAndHiddenFieldsAreAnsweredByNobodyAndNeverPutToThePerson() {
    SemanticSnapshot s = page();
    ConsentCallback grantsAll = r -> true;
    assertEquals(GateVerdict.Kind.TRAP, ActionGate.check(new Action.TypeRef("e4", "ada@example.org", META), s, APPLYING, grantsAll).kind());
    assertEquals(GateVerdict.Kind.HIDDEN_FROM_PEOPLE, ActionGate.check(new Action.TypeRef("e5", "https://ada.dev", META), s, APPLYING, grantsAll).kind());
  }

  @Test
  void aClickOnTheSubmitControlIsASubmitAndANextIsNot() {
    SemanticSnapshot s = page();
    Action click = new Action.ClickRef("e6", ActionMeta.of("submit", "submit"));
    assertTrue(ActionGate.isSubmit(click, s));
    assertTrue(ActionGate.asSubmit(click, s) instanceof Action.Submit);
    assertFalse(ActionGate.isSubmit(new Action.ClickRef("e7", META), s));
    assertFalse(ActionGate.isSubmit(new Action.TypeRef("e4", "x", META), s));
  }
}
