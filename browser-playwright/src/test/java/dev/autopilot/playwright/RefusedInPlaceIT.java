package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.classifier.OutcomeClassifiers;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.FormState;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.OutcomeSignals;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmissionOutcome;
import dev.autopilot.core.model.SubmitEffects;
import dev.autopilot.core.model.Verification;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A page that refuses a submit in place sends nothing and keeps its form; what a person sees is
 * the refusal: a message that appeared beside the form (no role, class or word that says error),
 * or fields the page marks as failing their own constraints in a form the browser does not
 * validate. The run reads either as a validation error quoting it, never as an unknown outcome;
 * the same text after a request that went out is no refusal.
 */
class RefusedInPlaceIT extends BrowserTestSupport {
  static final AtomicInteger received = new AtomicInteger();
  private final PlaywrightActionExecutor executor = PlaywrightActionExecutor.builder().submitDeadline(Duration.ofSeconds(3)).build();

  @BeforeAll
  static void routes() {
    server.handle("/api/refused-in-place", ex -> {
      ex.getRequestBody().readAllBytes();
      received.incrementAndGet();
      TestServer.send(ex, 200, "application/json", "{\"ok\":true}");
    });
  }

  @BeforeEach
  void openPage() {
    received.set(0);
    open("refused-in-place.html");
  }

  private record Submitted(Verification proof, SubmissionOutcome outcome, SubmitEffects effects) {}

  private Submitted submit(String button) {
    String url = session.url();
    SemanticSnapshot before = snapshot();
    Action submit = new Action.Submit(named(before, button).ref(), Action.SubmitMethod.CLICK, ActionMeta.of("submit", null));
    ExecutionResult r = executor.execute(pipeline, submit, before);
    assertTrue(r.performed(), r.detail());
    SemanticSnapshot after = snapshot();
    Verification proof = PlaywrightVerifier.create().verify(pipeline, r, before, after);
    SubmitEffects effects = r.navigation().effects();
    OutcomeSignals signals = OutcomeSignals.read(session, url, null, after, OutcomeSignals.PAGE_TEXT_LIMIT).withSubmitEffects(effects);
    return new Submitted(proof, OutcomeClassifiers.rules().classify(signals), effects);
  }

  @Test
  void aMessageThatAppearsBesideAFormWithoutAFormElementIsARefusal() {
    // the field keeps the focus: the submit's click blurs it, and its change event is the
    // gesture's own doing, not an edit that would end what the gesture revealed
    page().fill("#who", "Ada");
    Submitted s = submit("Send request");
    FormState after = s.effects().after();
    assertEquals("Please complete every field before sending.", after.revealed());
    assertTrue(s.effects().requests().isEmpty(), s.effects().toString());
    assertTrue(s.proof().verified(), "the page answered the gesture: " + s.proof());
    assertEquals(OutcomeClass.VALIDATION_ERROR, s.outcome().outcomeClass(), s.outcome().toString());
    assertEquals("VALIDATION_TEXT", s.outcome().code());
    assertTrue(s.outcome().evidenceSnippet().contains("Please complete every field before sending."), s.outcome().evidenceSnippet());
    assertEquals(0, received.get());
  }

  @Test
  void theSameBoxSayingSomethingAfterARequestWentOutIsNoRefusal() {
    page().fill("#who", "Ada");
    page().selectOption("#colour", "red");
    Submitted s = submit("Send request");
    assertEquals(1, received.get());
    assertEquals(1, s.effects().requests().size(), s.effects().toString());
    assertNotEquals(OutcomeClass.VALIDATION_ERROR, s.outcome().outcomeClass(), s.outcome().toString());
  }

  @Test
  void fieldsThatFailTheirConstraintsInAFormTheBrowserDoesNotValidateAreARefusal() {
    page().fill("#ref", "C-100");
    Submitted s = submit("File claim");
    FormState after = s.effects().after();
    assertEquals("", after.revealed(), "the page shows no text, only the fields it marks");
    assertEquals(1, after.invalidFields().size(), after.invalidFields().toString());
    assertTrue(after.invalidFields().get(0).startsWith("What happened?: "), after.invalidFields().toString());
    assertEquals(OutcomeClass.VALIDATION_ERROR, s.outcome().outcomeClass(), s.outcome().toString());
    assertEquals("FIELD_ERRORS", s.outcome().code());
    assertTrue(s.outcome().evidenceSnippet().contains("What happened?"), s.outcome().evidenceSnippet());
    assertEquals(0, received.get());
  }

  @Test
  void aFormWhoseFieldsAllHoldIsSentAndNotReadAsRefused() {
    page().fill("#ref", "C-100");
    page().fill("#details", "A pipe burst in the kitchen.");
    Submitted s = submit("File claim");
    assertEquals(List.of(), s.effects().after().invalidFields());
    assertEquals(1, received.get());
    assertNotEquals(OutcomeClass.VALIDATION_ERROR, s.outcome().outcomeClass(), s.outcome().toString());
  }
}
