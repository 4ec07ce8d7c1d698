package dev.autopilot.classifier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.OutcomeClassifier;
import dev.autopilot.core.model.BrowserDialog;
import dev.autopilot.core.model.FormState;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.OutcomeSignals;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.core.model.SubmitEffects;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A gesture that sent nothing and left the form shown, after which text appeared in the form's box
 * or its fields fail their own constraints, was refused in place: a validation error quoting what
 * the page shows, whatever its words. A request, a dialog, a form gone or nothing shown is none.
 */
class RefusedInPlaceTest {
  private final OutcomeClassifier classifier = OutcomeClassifiers.rules();
  private static final FormState BEFORE = ProvenSubmitTest.FILLED;
  private static final String SHOWN = "Bitte alles ausfüllen, dann klappt's.";

  private static FormState after(String revealed, List<String> invalid) {
    return new FormState(true, true, 4, "d1", true, false, "Send", "", revealed, invalid);
  }

  private SubmissionOutcome classify(SubmitEffects fx) {
    OutcomeSignals s = Signals.page().text("Project grant " + SHOWN).withForm().build().withSubmitEffects(fx);
    return classifier.classify(s);
  }

  @Test
  void textThatAppearedBesideTheFormAfterNothingWasSentIsAValidationError() {
    SubmissionOutcome o = classify(new SubmitEffects(List.of(), List.of(), BEFORE, after(SHOWN, List.of()), 30_000, false));
    assertEquals(OutcomeClass.VALIDATION_ERROR, o.outcomeClass(), o::toString);
    assertEquals("VALIDATION_TEXT", o.code());
    assertTrue(o.evidenceSnippet().contains(SHOWN), o.evidenceSnippet());
  }

  @Test
  void fieldsThatFailTheirConstraintsAfterNothingWasSentAreFieldErrors() {
    SubmissionOutcome o = classify(new SubmitEffects(List.of(), List.of(), BEFORE, after("", List.of("What happened?: Please fill out this field.")), 30_000, false));
    assertEquals(OutcomeClass.VALIDATION_ERROR, o.outcomeClass(), o::toString);
    assertEquals("FIELD_ERRORS", o.code());
    assertTrue(o.evidenceSnippet().contains("What happened?"), o.evidenceSnippet());
  }

  @Test
  void aRequestADialogOrAFormThatLeftIsNoRefusalInPlace() {
    FormState refused = after(SHOWN, List.of());
    assertNotEquals(OutcomeClass.VALIDATION_ERROR, classify(ProvenSubmitTest.effects(200, refused)).outcomeClass(), "a request went out");
    BrowserDialog alert = new BrowserDialog(BrowserDialog.Type.ALERT, "Sent", "http://127.0.0.1/", true, "acknowledged");
    assertNotEquals("VALIDATION_TEXT", classify(new SubmitEffects(List.of(), List.of(alert), BEFORE, refused, 30_000, false)).code(), "a dialog opened");
    FormState hidden = new FormState(true, false, 4, "d1", false, false, "", "", SHOWN, List.of());
    assertNotEquals(OutcomeClass.VALIDATION_ERROR, classify(new SubmitEffects(List.of(), List.of(), BEFORE, hidden, 30_000, false)).outcomeClass(),
        "the form gave way");
    assertEquals(OutcomeClass.UNKNOWN_BLOCKED, classify(new SubmitEffects(List.of(), List.of(), BEFORE, after("", List.of()), 30_000, false)).outcomeClass(),
        "nothing shown: still unknown");
  }

  @Test
  void anAlertAboveTheFormAnnouncedAfterNothingWasSentIsAValidationError() {
    // an error summary outside the form (role=alert), as GOV.UK pages show one: the form stays,
    // nothing went out, and the page announced what is wrong
    String summary = "There is a problem Select your connection to the tree";
    FormState announced = new FormState(true, true, 4, "d1", true, false, "Send", summary, "", List.of());
    SubmissionOutcome o = classify(new SubmitEffects(List.of(), List.of(), BEFORE, announced, 30_000, false));
    assertEquals(OutcomeClass.VALIDATION_ERROR, o.outcomeClass(), o::toString);
    assertEquals("VALIDATION_TEXT", o.code());
    assertTrue(o.evidenceSnippet().contains("Select your connection"), o.evidenceSnippet());
    FormState same = new FormState(true, true, 4, "d1", true, false, "Send", "", "", List.of());
    FormState before = new FormState(true, true, 4, "d1", true, false, "Send", summary);
    FormState again = new FormState(true, true, 4, "d1", true, false, "Send", summary, "", List.of());
    assertEquals(OutcomeClass.UNKNOWN_BLOCKED, classify(new SubmitEffects(List.of(), List.of(), before, again, 30_000, false)).outcomeClass(),
        "an announcement that was there before the gesture says nothing about it");
    assertEquals(OutcomeClass.UNKNOWN_BLOCKED, classify(new SubmitEffects(List.of(), List.of(), BEFORE, same, 30_000, false)).outcomeClass());
    FormState gone = new FormState(true, false, 4, "d1", true, false, "Send", summary, "", List.of());
    assertNotEquals("VALIDATION_TEXT", classify(new SubmitEffects(List.of(), List.of(), BEFORE, gone, 30_000, false)).code(), "the form gave way");
  }
}
