package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.classifier.OutcomeClassifiers;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.FieldError;
import dev.autopilot.core.model.OutcomeClass;
import dev.autopilot.core.model.OutcomeSignals;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmissionOutcome;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Errors a page shows after it blocked a submit in script, in words and markup no rule knows: an
 * error summary ({@code role="alert"}) whose links point at the fields ({@code href="#id"}), and
 * plain text that appeared after the submit gesture in the box of one field or one question. Each
 * is an error of its field, so the rule classifier reads the submit as a validation error; text
 * that was there before the gesture (a hint rendered anew), a status beside the button, and a
 * character counter that changes as one types afterwards are none.
 */
class BlockedSubmitErrorsIT extends BrowserTestSupport {
  private final PlaywrightActionExecutor executor = PlaywrightActionExecutor.create();

  private static Map<String, String> byText(SemanticSnapshot s) {
    return s.errors().stream().collect(Collectors.toMap(FieldError::text,
        e -> e.ref() != null ? s.element(e.ref()).map(SemanticElement::name).orElse("?") : "group " + e.groupId(), (a, b) -> a, java.util.LinkedHashMap::new));
  }

  @Test
  void errorsShownAfterABlockedSubmitAreTiedToTheirFieldsAndReadAsAValidationError() {
    open("blocked-submit.html");
    page().fill("#name", "x");
    page().fill("#name", "");
    SemanticSnapshot before = snapshot();
    assertEquals(List.of(), before.errors(), "before any submit, nothing is an error: " + before.errors());

    String url = session.url();
    Action submit = new Action.Submit(named(before, "Send").ref(), Action.SubmitMethod.CLICK, ActionMeta.of("submit", null))
        .withOutcomeDeadline(Duration.ofSeconds(3));
    ExecutionResult r = executor.execute(pipeline, submit, before);
    assertTrue(r.performed(), r.detail());
    SemanticSnapshot after = snapshot();
    Map<String, String> errors = byText(after);
    String plan = "group " + named(after, "Basic").groupId();
    assertEquals(Map.of(
        "Tell us your name", "Name",
        "Choose a plan", "Basic",
        "Agree to the house rules to go on", "I agree to the house rules",
        "Who are you?", "Name",
        "That does not look right.", "Email",
        "Pick one.", plan), errors, "the summary's links and the texts that appeared at the fields; no hint, status or counter");
    assertEquals(named(after, "Basic").groupId(), after.errors().stream().filter(e -> e.text().equals("Choose a plan")).findFirst().orElseThrow().groupId());
    assertTrue(after.errors().stream().allMatch(FieldError::visible), after.errors().toString());
    assertEquals(List.of("Tell us your name", "Who are you?"), after.errorsFor(named(after, "Name")).stream().map(FieldError::text).sorted().toList());

    dev.autopilot.core.model.Verification proof = PlaywrightVerifier.create().verify(pipeline, r, before, after);
    assertTrue(proof.verified(), proof.toString());
    assertEquals("submit proven by: announcement appeared, text appeared in the form, field errors appeared", proof.reason(),
        "nothing was sent; the page checked the form and refused it (the summary is an alert)");

    OutcomeSignals signals = OutcomeSignals.read(session, url, null, after, OutcomeSignals.PAGE_TEXT_LIMIT)
        .withSubmitEffects(r.navigation() == null ? null : r.navigation().effects());
    SubmissionOutcome outcome = OutcomeClassifiers.rules().classify(signals);
    assertEquals(OutcomeClass.VALIDATION_ERROR, outcome.outcomeClass(), outcome.toString());

    // an edit after the submit: the counter's new text is not the submit's doing; the errors stay
    page().fill("#name", "Ada");
    SemanticSnapshot edited = snapshot();
    assertEquals(errors.keySet(), byText(edited).keySet(), "the counter '3/40 characters' is no error: " + edited.errors());
    assertNull(edited.errors().stream().filter(e -> e.text().contains("/40")).findFirst().orElse(null));
  }
}
