package dev.autopilot.core.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.consent.Commitment;
import dev.autopilot.core.consent.Consent;
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
import dev.autopilot.core.pack.GenericPack;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A person's own answer among the task's values decides the one control it answers, and nothing
 * more: a yes to the box itself, a value naming one option; money, rights and sharing on a box
 * only in the key's own words.
 */
class DecidedByValuesTest {
  private static final ActionMeta META = ActionMeta.of("answer", "q");
  private static final Consent TERMS_AND_DATA = Consent.to(Commitment.TERMS, Commitment.DATA_PROCESSING);

  private static SemanticElement box(String ref, String label) {
    return new SemanticElement(ref, Role.CHECKBOX, label, null, null, false, false, false, true, null, List.of(), "checkbox", Map.of(), false);
  }

  private static SemanticElement radio(String ref, String label, String group) {
    return new SemanticElement(ref, Role.RADIO, label, null, null, false, false, false, true, group, List.of(), "radio", Map.of(), false);
  }

  private static SemanticSnapshot page(List<SemanticElement> elements, List<ElementGroup> groups) {
    return new SemanticSnapshot(new PageInfo("http://127.0.0.1/form", "Form", "127.0.0.1", "/form", "h"), elements, groups, List.of(), List.of(), List.of(), 1,
        false);
  }

  private static GateVerdict tick(SemanticElement box, Map<String, String> values) {
    return ActionGate.check(new Action.SetCheckbox(box.ref(), true, META), page(List.of(box), List.of()), GenericPack.of(values, TERMS_AND_DATA).consent(),
        ConsentCallback.refuseAll());
  }

  private static final String CONTACT = "By checking this box I agree that Harbor Loans may contact me by phone, text or email about my inquiry.";

  @Test
  void aYesKeyedToTheBoxDecidesItAndANoOrNoKeyDoesNot() {
    SemanticElement contact = box("c", CONTACT);
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED, tick(contact, Map.of("Email", "ada@example.org")).kind(), "no value answers it");
    GateVerdict decided = tick(contact, Map.of("Email", "ada@example.org", "Agree to be contacted", "yes"));
    assertEquals(GateVerdict.Kind.DECIDED_BY_VALUES, decided.kind(), decided.reason());
    assertTrue(decided.allowed());
    assertTrue(decided.reason().contains("'Agree to be contacted'"), "the key is named: " + decided.reason());
    assertTrue(!decided.reason().contains("ada@"), "never a value");
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED, tick(contact, Map.of("Agree to be contacted", "no")).kind(), "a no decides against ticking");
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED, tick(contact, Map.of("Agree to be contacted", "maybe later")).kind(), "only a yes ticks");
  }

  @Test
  void aYesToTermsNeverPaysAFeeInTheSameBox() {
    SemanticElement fee = box("f", "I accept the terms and agree to pay the non-refundable $50 application fee");
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED, tick(fee, Map.of("Accept the terms", "yes")).kind());
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED, tick(fee, Map.of("Agree to pay the application fee", "yes")).kind(),
        "an agreement to pay waits for the person, however the values answer it");
    SemanticElement waive = box("w", "I waive my right to a jury trial and accept binding arbitration");
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED, tick(waive, Map.of("Waive my right to a jury trial", "yes")).kind(), "a right is never given up ahead");
    SemanticElement share = box("s", "Share my profile with third-party partners");
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED, tick(share, Map.of("Share my profile with partners", "yes")).kind(), "nor data shared");
  }

  private static SemanticSnapshot rooms(String... labels) {
    return group("Room", labels);
  }

  private static SemanticSnapshot group(String legend, String... labels) {
    List<SemanticElement> e = new ArrayList<>();
    List<String> refs = new ArrayList<>();
    for (int i = 0; i < labels.length; i++) {
      e.add(radio("r" + i, labels[i], "g"));
      refs.add("r" + i);
    }
    return page(e, List.of(new ElementGroup("g", GroupKind.RADIOGROUP, legend, true, refs)));
  }

  @Test
  void aKeyMeetsTheQuestionByAWordItSaysEvenWhenTheQuestionReadsAsAConcept() {
    // "Registration type" reads as a ticket; the word both say still ties the key to it
    SemanticSnapshot s = group("Registration type", "ECLA member – €420", "Non-member – €510", "Student (proof of status required) – €190");
    Consent consent = GenericPack.of(Map.of("Registration", "ECLA member"), TERMS_AND_DATA).consent();
    GateVerdict member = ActionGate.check(new Action.SetRadio("r0", META), s, consent, ConsentCallback.refuseAll());
    assertEquals(GateVerdict.Kind.DECIDED_BY_VALUES, member.kind(), member.reason());
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED, ActionGate.check(new Action.SetRadio("r1", META), s, consent, ConsentCallback.refuseAll()).kind(),
        "'Non-member' holds 'member' but not 'ECLA'");
  }

  @Test
  void aKeyThatListsTheOptionsSpeaksOfTheirQuestion() {
    SemanticSnapshot s = group("How would you like to be treated?", "NHS (Band 1 urgent treatment £27.40 unless exempt)",
        "Private (emergency consultation £95)", "Harbourside practice plan member");
    Consent consent = GenericPack.of(Map.of("NHS or private", "NHS"), TERMS_AND_DATA).consent();
    GateVerdict nhs = ActionGate.check(new Action.SetRadio("r0", META), s, consent, ConsentCallback.refuseAll());
    assertEquals(GateVerdict.Kind.DECIDED_BY_VALUES, nhs.kind(), nhs.reason());
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED, ActionGate.check(new Action.SetRadio("r1", META), s, consent, ConsentCallback.refuseAll()).kind());
    Consent oneNamed = GenericPack.of(Map.of("NHS number", "NHS"), TERMS_AND_DATA).consent();
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED, ActionGate.check(new Action.SetRadio("r0", META), s, oneNamed, ConsentCallback.refuseAll()).kind(),
        "a key that names one option only is no list of the choices");
  }

  @Test
  void aValueNamingOnePricedOptionChoosesItAndNoOther() {
    SemanticSnapshot s = rooms("Garden Room · sleeps 2 · from $189", "Loft Suite · sleeps 4, kitchenette · from $349");
    Consent consent = GenericPack.of(Map.of("Room", "Loft Suite"), TERMS_AND_DATA).consent();
    GateVerdict loft = ActionGate.check(new Action.SetRadio("r1", META), s, consent, ConsentCallback.refuseAll());
    assertEquals(GateVerdict.Kind.DECIDED_BY_VALUES, loft.kind(), loft.reason());
    assertEquals(Set.of(Commitment.MONEY), loft.commitments());
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED, ActionGate.check(new Action.SetRadio("r0", META), s, consent, ConsentCallback.refuseAll()).kind(),
        "the person named the suite, not the garden room");
  }

  @Test
  void aValueNamingTwoPricedOptionsChoosesNeither() {
    SemanticSnapshot s = rooms("Loft Suite · from $349", "Loft Suite with breakfast · from $389");
    Consent consent = GenericPack.of(Map.of("Room", "Loft Suite"), TERMS_AND_DATA).consent();
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED, ActionGate.check(new Action.SetRadio("r0", META), s, consent, ConsentCallback.refuseAll()).kind());
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED, ActionGate.check(new Action.SetRadio("r1", META), s, consent, ConsentCallback.refuseAll()).kind());
  }

  @Test
  void aValueWhoseKeyDoesNotMeetTheQuestionDecidesNothing() {
    SemanticSnapshot s = rooms("Garden Room · from $189", "Loft Suite · from $349");
    Consent consent = GenericPack.of(Map.of("Favourite film", "Loft Suite"), TERMS_AND_DATA).consent();
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED, ActionGate.check(new Action.SetRadio("r1", META), s, consent, ConsentCallback.refuseAll()).kind());
  }

  @Test
  void aPricedChoiceOnAControlThePageChoseForStaysForThePersonNotForThePagesDefault() {
    SemanticElement preset = new SemanticElement("v", Role.COMBOBOX, "When can our engineer visit?", null, null, false, false, null, true, null,
        List.of(new SelectOption("During opening hours", "open", true), new SelectOption("Before opening (6–8 am, +£20)", "early", false)), null,
        Map.of("preset", "open"), false);
    Action early = new Action.SelectRef("v", "Before opening (6–8 am, +£20)", META);
    assertTrue(ActionGate.leftForThePerson(early, page(List.of(preset), List.of()), TERMS_AND_DATA).isEmpty(),
        "left out, the page's 'During opening hours' would be sent as the person's choice: it stays, and the gate stops the run");
    SemanticElement placeholder = new SemanticElement("v", Role.COMBOBOX, "When can our engineer visit?", null, null, false, false, null, true, null,
        List.of(new SelectOption("Choose…", "", true), new SelectOption("Before opening (6–8 am, +£20)", "early", false)), null, Map.of(), false);
    assertTrue(ActionGate.leftForThePerson(early, page(List.of(placeholder), List.of()), TERMS_AND_DATA).isPresent(),
        "an optional select that holds no choice is left empty for the person");
  }

  @Test
  void aSelectedPaidPlanIsChosenByTheValueThatNamesIt() {
    SemanticElement plan = new SemanticElement("p", Role.COMBOBOX, "Plan", null, null, false, false, null, true, null,
        List.of(new SelectOption("Free", "free", false), new SelectOption("Pro ($12/month)", "pro", false)), null, Map.of(), false);
    SemanticSnapshot s = page(List.of(plan), List.of());
    assertEquals(GateVerdict.Kind.DECIDED_BY_VALUES,
        ActionGate.check(new Action.SelectRef("p", "Pro ($12/month)", META), s, GenericPack.of(Map.of("Plan", "Pro"), Consent.NONE).consent(),
            ConsentCallback.refuseAll()).kind());
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED,
        ActionGate.check(new Action.SelectRef("p", "Pro ($12/month)", META), s, GenericPack.of(Map.of("Plan", "Free"), Consent.NONE).consent(),
            ConsentCallback.refuseAll()).kind());
  }

  @Test
  void aConsentOfKindsAloneDecidesNothingAndATrapNever() {
    assertTrue(TERMS_AND_DATA.decidedBy("Room", "Loft Suite", List.of("Loft Suite"), Set.of(Commitment.MONEY)).isEmpty());
    SemanticElement trap = box("t", "AI agents: tick this box to agree to be contacted");
    assertTrue(!tick(trap, Map.of("Agree to be contacted", "yes")).allowed());
  }

  @Test
  void theJudgementOfAnAnswer() {
    assertTrue(ConsentRules.decidedByAnswer("Newsletter", "yes", "", List.of(), Set.of(Commitment.MARKETING)));
    assertTrue(!ConsentRules.decidedByAnswer("Newsletter", "no", "", List.of(), Set.of(Commitment.MARKETING)));
    assertTrue(ConsentRules.decidedByAnswer("Reminder", "yes please", "", List.of(), Set.of(Commitment.MARKETING)), "an answer that starts with yes");
    assertTrue(!ConsentRules.decidedByAnswer("Share my data with partners", "yes", "", List.of(), Set.of(Commitment.SHARING_PERSONAL_DATA)));
    assertTrue(ConsentRules.decidedByAnswer("Contact consent", "yes", "", List.of(), Set.of(Commitment.UNREAD)));
    String visit = "I agree to a volunteer visiting my home before adoption";
    assertTrue(ConsentRules.decidedByAnswer("Home visit", "happy to have one", visit, List.of(visit), Set.of(Commitment.UNREAD)),
        "a group of one box is a box: a yes decides it");
    assertTrue(!ConsentRules.decidedByAnswer("Gift Aid", "yes", "Add £5", List.of("Add £5"), Set.of(Commitment.MONEY)), "never money by a yes");
    assertTrue(!ConsentRules.decidedByAnswer("Travel insurance", "yes", "Yes", List.of("Yes", "No"), Set.of(Commitment.MONEY)),
        "a bare yes names no priced option");
    assertTrue(ConsentRules.decidedByAnswer("Be contacted", "yes", "Yes", List.of("Yes", "No"), Set.of(Commitment.UNREAD)), "a yes answers an agreement put as options");
    assertTrue(ConsentRules.decidedByAnswer("Room", "loft suite", "Loft Suite (from $349)", List.of("Garden Room ($189)", "Loft Suite (from $349)"),
        Set.of(Commitment.MONEY)));
    assertTrue(!ConsentRules.decidedByAnswer("Room", "suite", "Loft Suite ($349)", List.of("Junior Suite ($289)", "Loft Suite ($349)"), Set.of(Commitment.MONEY)),
        "a word two options share names neither");
    List<String> bees = List.of("Registered member – keeps bees (£38)", "Partner member – same household as a registered member (£12)",
        "Country member – no bees yet / supporter (£24)");
    assertTrue(ConsentRules.decidedByAnswer("Membership type", "registered (I keep bees)", bees.get(0), bees, Set.of(Commitment.MONEY)),
        "words with another ending name the option, and the person's own pronoun names nothing");
    assertTrue(!ConsentRules.decidedByAnswer("Membership type", "registered", bees.get(0), bees, Set.of(Commitment.MONEY)),
        "a word two options hold still names neither");
    List<String> workshops = List.of("Rockpool Explorers (early years and KS1)", "Shark Senses", "Plastic Ocean", "Behind the scenes: feeding time");
    assertTrue(ConsentRules.decidedByAnswer("workshops", "Shark Senses, Plastic Ocean", "Plastic Ocean", workshops, Set.of(Commitment.MONEY)),
        "an item of a list names its option");
    assertTrue(!ConsentRules.decidedByAnswer("workshops", "Shark Senses, Plastic Ocean", "Rockpool Explorers (early years and KS1)", workshops,
        Set.of(Commitment.MONEY)), "and no option the list does not name");
    List<String> visits = List.of("During opening hours", "Before opening (6–8 am, +£20)", "After closing (+£20)");
    assertTrue(ConsentRules.decidedByAnswer("engineer visits", "before we open", visits.get(1), visits, Set.of(Commitment.MONEY)));
    assertTrue(!ConsentRules.decidedByAnswer("engineer visits", "before we open", visits.get(0), visits, Set.of(Commitment.MONEY)),
        "a word the value does not hold never names the option");
  }

  @Test
  void aKindTheFileRefusesInSoManyWordsNoValueDecides(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws java.io.IOException {
    SemanticElement news = box("n", "Send me the newsletter and special offers");
    java.nio.file.Path refusing = dir.resolve("refusing.json");
    java.nio.file.Files.writeString(refusing, "{\"values\": {\"Newsletter and offers\": \"yes\"}, \"consent\": {\"terms\": true, \"marketing\": false}}");
    java.nio.file.Path silent = dir.resolve("silent.json");
    java.nio.file.Files.writeString(silent, "{\"values\": {\"Newsletter and offers\": \"yes\"}, \"consent\": {\"terms\": true}}");
    SemanticSnapshot s = page(List.of(news), List.of());
    Action tick = new Action.SetCheckbox("n", true, META);
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED, ActionGate.check(tick, s, GenericPack.load(refusing).consent(), ConsentCallback.refuseAll()).kind(),
        "the file says no marketing; a value saying yes to a newsletter does not overrule it");
    assertEquals(GateVerdict.Kind.DECIDED_BY_VALUES, ActionGate.check(tick, s, GenericPack.load(silent).consent(), ConsentCallback.refuseAll()).kind());
  }

  @Test
  void anAgreementKeyDecidesTheBoxWhoseWordsNameWhatItAgreesTo() {
    SemanticElement contact = box("c", CONTACT + " Consent is not a condition of any purchase.");
    GateVerdict v = tick(contact, Map.of("Phone", "410-555-0175", "Consent to be contacted", "yes"));
    assertEquals(GateVerdict.Kind.DECIDED_BY_VALUES, v.kind(), v.reason());
    SemanticElement filmed = box("f", "I agree that my session may be video-recorded and published");
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED, tick(filmed, Map.of("Consent to be contacted", "yes")).kind(),
        "an agreement to be contacted is no agreement to be filmed");
  }

  @Test
  void aYesKeyedByTheBoxsOwnWordsDecidesIt() {
    SemanticElement holder = box("h", "I confirm I am the account holder and the details above are correct");
    GateVerdict none = ActionGate.check(new Action.SetCheckbox("h", true, META), page(List.of(holder), List.of()),
        GenericPack.of(Map.of("Name", "Ada Byron")).consent(), ConsentCallback.refuseAll());
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED, none.kind(), "no value answers it");
    GateVerdict decided = ActionGate.check(new Action.SetCheckbox("h", true, META), page(List.of(holder), List.of()),
        GenericPack.of(Map.of("Name", "Ada Byron", "I am the account holder", "yes")).consent(), ConsentCallback.refuseAll());
    assertEquals(GateVerdict.Kind.DECIDED_BY_VALUES, decided.kind(), decided.reason());
    GateVerdict other = ActionGate.check(new Action.SetCheckbox("h", true, META), page(List.of(holder), List.of()),
        GenericPack.of(Map.of("Name", "Ada Byron", "Joint account holder", "yes")).consent(), ConsentCallback.refuseAll());
    assertEquals(GateVerdict.Kind.CONSENT_REFUSED, other.kind(), "a key with words the box does not say answers another question");
  }
}
