package dev.autopilot.core.consent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.pack.Answer;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import dev.autopilot.core.pack.ProfileException;
import dev.autopilot.core.pack.Question;
import dev.autopilot.core.pack.QuestionKind;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class ConsentRulesTest {
  static final Profile.Consent APPLYING = Profile.Consent.toApplying();
  static final Profile.Consent EVERYTHING = new Profile.Consent(true, true, true);

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "I agree to pay the $25 application processing fee | MONEY",
      "Subscribe to Premium Apply for 9.99 EUR per month | MONEY",
      "Yes, charge my credit card | MONEY",
      "I agree that you may sell my personal information to partners | SHARING_PERSONAL_DATA",
      "Share my profile with third parties and recruiters | SHARING_PERSONAL_DATA",
      "Send me job alerts and our newsletter | MARKETING",
      "I would like to receive special offers | MARKETING",
      "I have read the privacy notice and consent to the processing of my data | DATA_PROCESSING",
      "Keep my details in your talent pool for future opportunities | DATA_PROCESSING",
      "I certify that my answers are true and complete | TERMS",
      "I agree to the terms and conditions | TERMS",
      "I accept the speaker terms (travel within Europe reimbursed for accepted speakers) | TERMS",
      "I have read and accept the competition rules | TERMS",
      "I agree that Harborline may contact me about my inquiry | UNREAD",
      // agreeing to a thing none of the kinds names: the person decides, whatever the profile agrees to
      "I agree that my session may be video-recorded and published on the Summit's YouTube channel | UNREAD",
      "I consent to appearing in photographs taken at the event | UNREAD",
      "Ich bin einverstanden, dass Fotos von mir veröffentlicht werden | UNREAD",
      "我同意 | UNREAD",
  })
  void namesWhatAControlCommitsTo(String text, Commitment expected) {
    assertTrue(ConsentRules.commitments(text).contains(expected), () -> text + " -> " + ConsentRules.commitments(text));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {"First name", "Are you legally authorized to work in the United States?", "Remote", "Python"})
  void ordinaryQuestionsCommitToNothing(String text) {
    assertEquals(Set.of(), ConsentRules.commitments(text));
    assertTrue(ConsentRules.decide(text, "", Profile.Consent.NONE).allowed());
  }

  @Test
  void moneyAndSharingAreNeverCoveredWhateverTheProfileSays() {
    assertFalse(ConsentRules.decide("I agree to pay the $25 application fee", "", EVERYTHING).allowed());
    assertFalse(ConsentRules.decide("Share my data with third parties", "Yes", EVERYTHING).allowed());
    ConsentDecision d = ConsentRules.decide("Upgrade to premium", "", EVERYTHING);
    assertTrue(d.reason().contains("paying money"), d.reason());
  }

  @Test
  void anAgreementToAnUnnamedThingIsNeverGivenAheadEvenWithEveryKindAgreed() {
    Consent all = Consent.to(Commitment.TERMS, Commitment.DATA_PROCESSING, Commitment.MARKETING);
    ConsentDecision filmed = ConsentRules.decide("I agree that my session may be video-recorded and published on the Summit's YouTube channel", "", all);
    assertFalse(filmed.allowed(), filmed.toString());
    assertEquals(Set.of(Commitment.UNREAD), filmed.uncovered());
    assertTrue(ConsentRules.decide("I accept the speaker terms", "", all).allowed());
    assertFalse(ConsentRules.decide("Agree", "", all).allowed(), "a bare 'Agree' names nothing it agrees to");
  }

  @Test
  void aBracketOfAmountsDescribesAndChargesNothingButAPriceDoes() {
    assertTrue(ConsentRules.decide("Gross annual income", "$50,000 – $99,999", APPLYING).allowed());
    assertTrue(ConsentRules.decide("Gross annual income", "Under $25,000", APPLYING).allowed());
    assertTrue(ConsentRules.decide("Project budget", "$1M or more", APPLYING).allowed());
    assertFalse(ConsentRules.decide("Ticket type", "Standard ($299)", APPLYING).allowed());
    assertFalse(ConsentRules.decide("Ticket type", "Workshop pass - €149", APPLYING).allowed(), "a price after a dash is a price");
    assertTrue(ConsentRules.decide("Purchase timeline", "Within 1-3 months", APPLYING).allowed(), "a purchase named as a topic commits nothing");
    assertFalse(ConsentRules.commitments("I agree that Harborline may contact me about my inquiry. Consent is not a condition of any purchase.").contains(Commitment.MONEY),
        "a purchase named as what consent is not a condition of commits no money");
    assertFalse(ConsentRules.decide("Purchase the premium plan", "", APPLYING).allowed());
    assertFalse(ConsentRules.decide("Ticket type", "Workshop pass – 149 EUR", APPLYING).allowed());
    assertFalse(ConsentRules.decide("Subscription type", "Premium ($9/month)", APPLYING).allowed());
    assertFalse(ConsentRules.decide("Support us", "Donate $25 - $50 to the fund", APPLYING).allowed(), "a verb of paying commits, bracket or not");
  }

  @Test
  void theCommonestWordsOfGermanFrenchAndSpanishAreRead() {
    assertEquals(Set.of(Commitment.TERMS, Commitment.DATA_PROCESSING).containsAll(
        ConsentRules.commitments("He leído y acepto la política de privacidad.")), true);
    assertTrue(ConsentRules.commitments("J'accepte que mes données soient traitées pour la gestion de mon inscription.").contains(Commitment.DATA_PROCESSING));
    assertTrue(ConsentRules.commitments("Ich habe die Datenschutzerklärung gelesen und stimme der Verarbeitung meiner Daten zu.").contains(Commitment.DATA_PROCESSING));
    assertTrue(ConsentRules.commitments("Ich akzeptiere die AGB").contains(Commitment.TERMS));
    assertTrue(ConsentRules.commitments("Je souhaite recevoir des offres commerciales").contains(Commitment.MARKETING));
    assertTrue(ConsentRules.commitments("Acepto pagar la cuota de inscripción").contains(Commitment.MONEY));
    assertTrue(ConsentRules.decide("He leído y acepto la política de privacidad.", "", APPLYING).allowed());
    assertTrue(ConsentRules.decide("أوافق على الشروط والأحكام وسياسة الخصوصية", "", APPLYING).allowed());
    assertTrue(ConsentRules.commitments("我已阅读并同意隐私政策").contains(Commitment.DATA_PROCESSING));
    assertTrue(ConsentRules.commitments("我同意支付报名费").contains(Commitment.MONEY));
    assertTrue(ConsentRules.commitments("أرغب في تلقي العروض").contains(Commitment.MARKETING));
  }

  @Test
  void eachKindIsCoveredOnlyByItsOwnFlag() {
    assertTrue(ConsentRules.decide("I certify that my answers are accurate", "", APPLYING).allowed());
    assertTrue(ConsentRules.decide("I consent to the processing of my personal data (privacy policy)", "", APPLYING).allowed());
    assertFalse(ConsentRules.decide("Send me marketing e-mails", "", APPLYING).allowed());
    assertTrue(ConsentRules.decide("Send me marketing e-mails", "", EVERYTHING).allowed());
    assertFalse(ConsentRules.decide("I agree to the terms", "", new Profile.Consent(false, true, true)).allowed());
    assertFalse(ConsentRules.decide("I agree to the privacy notice", "", new Profile.Consent(true, false, true)).allowed());
  }

  @Test
  void aRefusalCommitsToNothing() {
    assertTrue(ConsentRules.decide("May we send you marketing e-mails?", "No", Profile.Consent.NONE).allowed());
    assertTrue(ConsentRules.decide("May we share your data with partners?", "I do not agree", Profile.Consent.NONE).allowed());
    assertFalse(ConsentRules.decide("May we send you marketing e-mails?", "Yes", APPLYING).allowed());
  }

  static final Profile PROFILE = new Profile("Ada", "Lovelace", "ada@example.org", "+44 20 7946 0000", null, Map.of(), null, null, null, APPLYING,
      Map.of("Would you like our newsletter?", "Yes", "Pay the processing fee?", "Yes"));

  @Test
  void whatTheProfileAnswersYesIsStillHeldToItsConsent() {
    JobApplicationPack pack = JobApplicationPack.of(PROFILE);
    assertEquals(Optional.of(new Answer.Toggle(true)), pack.answer(toggle("I certify that the information above is true and complete")));
    assertEquals(Optional.of(new Answer.Toggle(true)), pack.answer(toggle("I have read and accept the privacy policy")));
    // the pack gives the profile's answers; the gate in front of the executor holds them to the consent
    assertFalse(ConsentRules.decide("Would you like our newsletter?", "", pack.consent()).allowed());
    assertFalse(ConsentRules.decide("Pay the processing fee?", "", pack.consent()).allowed());
    assertFalse(ConsentRules.decide("Would you like our newsletter?", "Yes", pack.consent()).allowed());
    assertFalse(ConsentRules.decide("I agree to the terms and conditions", "", Profile.Consent.NONE).allowed(), "no consent in the profile: nothing implied");
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "Subscription type | Free", "Topic | Billing", "Billing address | ''", "Study type | Clinical Trial", "Payment method | Company Sponsored",
      "Pay frequency | Hourly", "Plan | Basic ($0/month)", "Do you need a fee waiver? | Yes"})
  void aTopicOrMethodCommitsToNoMoney(String question, String choice) {
    assertFalse(ConsentRules.commitments(question + " " + choice).contains(Commitment.MONEY), () -> question + ": " + choice);
    assertTrue(ConsentRules.decide(question, choice, Profile.Consent.NONE).allowed(), () -> question + ": " + choice);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "Subscription type | Premium ($9/month) | MONEY", "Plan | Pro - 12 EUR per month | MONEY", "Donation | I want to donate | MONEY",
      "Salary | I waive my right to salary negotiation | RIGHTS", "Disputes | I agree to binding arbitration | RIGHTS",
      "I waive my right to salary negotiation | '' | RIGHTS"})
  void aChoiceWithAnAmountOrAGivenRightCommits(String question, String choice, Commitment expected) {
    ConsentDecision d = ConsentRules.decide(question, choice, new Profile.Consent(true, true, true));
    assertFalse(d.allowed(), () -> question + ": " + choice);
    assertTrue(d.uncovered().contains(expected), d::toString);
  }

  @Test
  void aProfileWithOneYesForEverythingIsRefusedAtLoad() {
    ProfileException e = org.junit.jupiter.api.Assertions.assertThrows(ProfileException.class,
        () -> Profile.parse("{\"firstName\":\"A\",\"lastName\":\"B\",\"email\":\"a@b.org\",\"phone\":\"+1 415 555 0100\",\"consent\":true}", "p.json"));
    assertEquals("consent", e.field());
    assertTrue(e.getMessage().contains("applicationTerms"), e.getMessage());
  }

  private static Question toggle(String text) {
    return new Question(text, QuestionKind.TOGGLE, List.of(), "checkbox", null, false);
  }
}
