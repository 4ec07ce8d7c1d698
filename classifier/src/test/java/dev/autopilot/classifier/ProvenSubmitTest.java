package dev.autopilot.classifier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.OutcomeClassifier;
import dev.autopilot.core.model.FormState;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.OutcomeSignals;
import dev.autopilot.core.model.RegionKind;
import dev.autopilot.core.model.SentRequest;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.core.model.SubmitEffects;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** A submit proven by what happened is a confirmation, whatever words the page uses; error signals keep it from one. */
class ProvenSubmitTest {
  private final OutcomeClassifier classifier = OutcomeClassifiers.rules();
  static final FormState FILLED = new FormState(true, true, 4, "d1", true, false, "Send", "");

  static SubmitEffects effects(Integer status, FormState after) {
    return new SubmitEffects(List.of(new SentRequest("POST", SentRequest.Kind.FETCH, "http://127.0.0.1/api/tickets", true, status, null)), List.of(),
        FILLED, after, 30_000, false);
  }

  @ParameterizedTest
  @ValueSource(strings = {"Thanks, ticket #123", "All set!", "We got it — reference 4411"})
  void aRequestTheSiteAcceptedAndNewTextIsAConfirmationWithoutAPhrase(String announced) {
    OutcomeSignals s = Signals.page().region(RegionKind.LIVE, announced).withForm().build()
        .withSubmitEffects(effects(201, new FormState(true, true, 0, "d0", true, false, "Send", announced)));
    SubmissionOutcome o = classifier.classify(s);
    assertEquals(OutcomeClass.SUCCESS_CONFIRMED, o.outcomeClass(), o::toString);
    assertTrue(o.evidenceSnippet().contains("answered 201"), o.evidenceSnippet());
  }

  @Test
  void aFormReplacedByNewTextWithNoRequestIsAConfirmation() {
    OutcomeSignals s = Signals.page().text("Ticket Submitted! Your reference number is REF-77").build()
        .withSubmitEffects(new SubmitEffects(List.of(), List.of(), FILLED, new FormState(true, false, 4, "d1", false, false, "", "Your reference number is REF-77"), 30_000, false));
    assertEquals(OutcomeClass.SUCCESS_CONFIRMED, classifier.classify(s).outcomeClass());
  }

  @Test
  void errorSignalsKeepWhatHappenedFromCountingAsAConfirmation() {
    FormState announced = new FormState(true, true, 4, "d1", true, false, "Send", "Saved");
    assertTrue(classifier.classify(Signals.page().text("Saved").withForm().fieldError("Enter a valid phone number").build()
        .withSubmitEffects(effects(200, announced))).outcomeClass() != OutcomeClass.SUCCESS_CONFIRMED, "a field error");
    assertTrue(classifier.classify(Signals.page().text("Saved").withForm().build().withSubmitEffects(effects(500, announced))).outcomeClass()
        != OutcomeClass.SUCCESS_CONFIRMED, "a refused request");
    assertTrue(classifier.classify(Signals.page().text("Hello").withForm().build().withSubmitEffects(effects(200, FILLED))).outcomeClass()
        != OutcomeClass.SUCCESS_CONFIRMED, "an accepted request and nothing a person sees changed");
  }

  @Test
  void theFormsOwnInstructionIsNoRefusalOnceTheFormGaveWayToAConfirmation() {
    String instruction = "Les champs marqués d'un astérisque (*) sont obligatoires.";
    FormState hidden = new FormState(true, false, 11, "d1", true, false, "Valider mon inscription", "Inscription confirmée. Votre numéro de participant : P-2041.");
    OutcomeSignals s = Signals.page().region(RegionKind.MAIN, "Formulaire d'inscription " + instruction).region(RegionKind.LIVE, "Inscription confirmée. Votre numéro de participant : P-2041.")
        .build().withSubmitEffects(effects(200, hidden));
    SubmissionOutcome o = classifier.classify(s);
    assertEquals(OutcomeClass.SUCCESS_CONFIRMED, o.outcomeClass(), o::toString);
    assertTrue(o.evidenceSnippet().contains("form was hidden") && o.evidenceSnippet().contains("not new"), o.evidenceSnippet());
  }

  @Test
  void validationWordsThatCameWithTheChangeStillRefuse() {
    String said = "Veuillez remplir tous les champs obligatoires.";
    FormState hidden = new FormState(true, false, 11, "d1", true, false, "Valider", said);
    OutcomeSignals s = Signals.page().region(RegionKind.LIVE, said).build().withSubmitEffects(effects(200, hidden));
    assertEquals(OutcomeClass.VALIDATION_ERROR, classifier.classify(s).outcomeClass(), "the words are what the page said after the submit");
    FormState stays = new FormState(true, true, 11, "d1", true, false, "Valider", "Inscription confirmée");
    OutcomeSignals formStays = Signals.page().region(RegionKind.MAIN, "Les champs marqués d'un astérisque (*) sont obligatoires.").region(RegionKind.LIVE, "Inscription confirmée")
        .withForm().build().withSubmitEffects(effects(200, stays));
    assertEquals(OutcomeClass.VALIDATION_ERROR, classifier.classify(formStays).outcomeClass(), "the form is still there to correct: the words are weighed as before");
    FormState hiddenSilently = new FormState(true, false, 11, "d1", true, false, "Valider", "");
    OutcomeSignals nothingNew = Signals.page().region(RegionKind.MAIN, "Les champs marqués d'un astérisque (*) sont obligatoires.").build()
        .withSubmitEffects(effects(200, hiddenSilently));
    assertEquals(OutcomeClass.VALIDATION_ERROR, classifier.classify(nothingNew).outcomeClass(), "a form that vanished with nothing new said is no confirmation to outweigh words");
  }

  @Test
  void aDocumentTheSubmitLoadedSpeaksWithAllItsWords() {
    String said = "Please correct the errors below: this field is required.";
    FormState gone = new FormState(false, false, 0, "", false, false, "", "");
    SubmitEffects posted = new SubmitEffects(List.of(new SentRequest("POST", SentRequest.Kind.DOCUMENT, "http://127.0.0.1/apply", true, 200, null)), List.of(),
        FILLED, gone, 30_000, false);
    OutcomeSignals s = Signals.page().region(RegionKind.MAIN, said).build().withSubmitEffects(posted);
    assertEquals(OutcomeClass.VALIDATION_ERROR, classifier.classify(s).outcomeClass(), "a page of errors the post loaded is a refusal, form or no form");
  }
}
