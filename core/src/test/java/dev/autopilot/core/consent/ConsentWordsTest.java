package dev.autopilot.core.consent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** What a box commits to, read from its words: keeping or processing what the person gave is data processing; an acknowledgement is the form's own terms. */
class ConsentWordsTest {
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "I agree to the nursery keeping these details while my child is on the waiting list.",
      "I consent to you holding my contact details for this enquiry",
      "I agree that you may use my answers to assess my eligibility",
      "Ich willige ein, dass meine Angaben zur Terminvergabe verarbeitet werden.",
      "Ich bin einverstanden, dass meine Daten gespeichert werden.",
      "J'accepte que mes informations soient conservées pendant la durée du traitement de ma demande.",
      "Acepto que mis datos sean tratados para gestionar la cita.",
      "Einwilligung Datenverarbeitung"})
  void keepingOrProcessingWhatWasGivenIsDataProcessing(String text) {
    assertEquals(Set.of(Commitment.DATA_PROCESSING), ConsentRules.commitments(text), text);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {"I consent to HR sharing my employment details with the organisation named above",
      "I agree to share my medical records with the clinic", "We may pass your contact details on to partner charities"})
  void handingTheDetailsToAnotherIsSharing(String text) {
    assertTrue(ConsentRules.commitments(text).contains(Commitment.SHARING_PERSONAL_DATA), text);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {"Keep me signed in", "Use my current location", "Details of the incident", "Email me a copy of my answers",
      "Notify me when my application status changes"})
  void questionsThatOnlyMentionDetailsCommitToNothing(String text) {
    assertEquals(Set.of(), ConsentRules.commitments(text), text);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "I understand this is a pledge, not a payment, and that the charity will contact me about how to give.",
      "Ich verstehe, dass die Anmeldung verbindlich ist.", "Je comprends que ma demande sera étudiée sous dix jours.",
      "Entiendo que la cita puede cambiar.", "Ich akzeptiere die Satzung und die Allgemeinen Geschäftsbedingungen.",
      "Ich habe die Teilnahmebedingungen gelesen.", "J'accepte les statuts de l'association.", "I accept the club's by-laws",
      "أتعهد بالالتزام بتعليمات المكتبة"})
  void anAcknowledgementIsTheFormsOwnTerms(String text) {
    assertEquals(Set.of(Commitment.TERMS), ConsentRules.commitments(text), text);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {"Email me the weekly trail digest.", "Send me email updates about new courses",
      "Email me about future congresses and the club's coaching courses", "Keep me posted",
      "Quiero recibir novedades sobre conciertos y cursos de la escuela", "Ich möchte Neuigkeiten vom Verein erhalten",
      "Je souhaite recevoir la lettre d'information"})
  void aLetterSentAgainAndAgainIsMarketing(String text) {
    assertEquals(Set.of(Commitment.MARKETING), ConsentRules.commitments(text), text);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {"J'autorise le CDSS 29 à utiliser les photos et vidéos prises pendant la formation",
      "I authorise the club to film the match", "Ich erlaube dem Verein, Fotos zu veröffentlichen"})
  void givingLeaveInTheFirstPersonIsAnAgreementToBeDecidedByThePerson(String text) {
    assertEquals(Set.of(Commitment.UNREAD), ConsentRules.commitments(text), text);
  }

  @org.junit.jupiter.api.Test
  void aQuestionOfBeingAuthorisedAsksAFact() {
    assertEquals(Set.of(), ConsentRules.commitments("Are you legally authorized to work in the United States?"));
  }

  @org.junit.jupiter.api.Test
  void beingSentWordOfWhatTheOrganisationOffersIsMarketingUnderAnyLegend() {
    assertTrue(ConsentRules.commitments("Agreement: Send me information about sponsoring the festival.").contains(Commitment.MARKETING),
        "a legend of agreement does not make an offer of news the form's terms");
    assertEquals(Set.of(), ConsentRules.commitments("Send me information about my booking"), "word of the person's own booking is no marketing");
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {"Items to donate Sofa", "I agree to donate blood at the session I book", "Furniture to donate: Wardrobe"})
  void givingThingsAwayIsNoMoney(String text) {
    assertTrue(!ConsentRules.commitments(text).contains(Commitment.MONEY), text);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {"I would like to donate to the appeal", "Donate £10 a month", "Make a donation"})
  void givingMoneyIsMoney(String text) {
    assertTrue(ConsentRules.commitments(text).contains(Commitment.MONEY), text);
  }

  @ParameterizedTest
  @ValueSource(strings = {"Pass my details to partner charities and our house-clearance sponsor so they can contact me",
      "Photos of my child may be used on the group's website and social media", "Our partners may contact you about related services",
      "I agree to you giving my email address to the festival sponsors", "Show my name, team and averages on the league website",
      "List my business in the members' directory", "Include my name and telephone number in the members' handbook",
      "The club may use photos of me taken during the course on its website and social media", "Do not sell my personal information"})
  void handingTheDetailsOnOrMakingAnImagePublicIsSharing(String text) {
    assertTrue(ConsentRules.commitments(text).contains(Commitment.SHARING_PERSONAL_DATA), text);
  }

  @ParameterizedTest
  @ValueSource(strings = {"J'accepte que mes coordonnées soient transmises aux associations partenaires",
      "Ich bin einverstanden, dass meine Daten an Partnervereine weitergegeben werden", "Acepto que mis datos sean cedidos a terceros colaboradores",
      "我同意将我的信息共享给合作伙伴", "أوافق على مشاركة بياناتي مع الجهات الشريكة"})
  void detailsPassedOnToOthersIsSharingInEveryLanguage(String text) {
    assertTrue(ConsentRules.commitments(text).contains(Commitment.SHARING_PERSONAL_DATA), text);
  }

  @ParameterizedTest
  @ValueSource(strings = {"قرأت شروط التسجيل وسياسة الإلغاء وأوافق عليها", "أوافق على الشروط والأحكام"})
  void termsWithOrWithoutTheArticleAreTermsInArabic(String text) {
    assertTrue(ConsentRules.commitments(text).contains(Commitment.TERMS), text);
  }

  @ParameterizedTest
  @ValueSource(strings = {"J'accepte que mes coordonnées soient conservées par l'association", "Ich bin mit der Speicherung meiner Daten einverstanden",
      "Acepto la política de privacidad", "我已阅读并同意《隐私政策》", "أوافق على سياسة الخصوصية"})
  void keepingTheDetailsIsNoSharing(String text) {
    assertTrue(!ConsentRules.commitments(text).contains(Commitment.SHARING_PERSONAL_DATA), text);
  }

  @ParameterizedTest
  @ValueSource(strings = {"Send me a copy of my answers", "Photo ID (passport or driving licence)", "Give details of any previous claims",
      "Show my password", "Include my answers in the email I receive",
      "I confirm I am not selling new goods (unless on a trader pitch), counterfeit items, weapons or live animals",
      "I confirm this advert is legal, decent and honest and that I am entitled to sell the item"})
  void namingDetailsOrPhotosAloneSharesNothing(String text) {
    assertTrue(!ConsentRules.commitments(text).contains(Commitment.SHARING_PERSONAL_DATA), text);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {"Department|Marketing", "How did you hear about us?|Newsletter", "Which team are you in?|Legal and privacy",
      "Topic of your question|Terms and conditions"})
  void anOptionThatNamesAThingAgreesToNothing(String question, String option) {
    ConsentDecision d = ConsentRules.decide(question, option, Consent.NONE);
    assertTrue(d.allowed() && d.commitments().isEmpty(), question + " / " + option + ": " + d);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {"How would you like to hear from us?|Newsletter|MARKETING", "Communications|Send me offers|MARKETING",
      "Ticket type|Workshop pass (€149)|MONEY", "Would you like our newsletter?|Yes|MARKETING", "Contact preferences|Partner offers|MARKETING"})
  void anOptionThatAgreesOrIsAChannelOrCarriesAPriceStillCommits(String question, String option, Commitment kind) {
    ConsentDecision d = ConsentRules.decide(question, option, Consent.NONE);
    assertTrue(!d.allowed() && d.uncovered().contains(kind), question + " / " + option + ": " + d);
  }

  @ParameterizedTest
  @ValueSource(strings = {"Keep my details to invite me to other studies", "Invite me to future events", "Tell me about hospital charity fundraising events",
      "Send the Hollybrook District newsletter and fundraising appeals"})
  void beingInvitedToWhatIsToComeIsMarketing(String text) {
    assertTrue(ConsentRules.commitments(text).contains(Commitment.MARKETING), text);
  }
}
