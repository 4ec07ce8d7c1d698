package dev.autopilot.core.proof;

import static dev.autopilot.core.model.SnapshotFixtures.page;
import static dev.autopilot.core.model.SnapshotFixtures.textbox;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.BrowserDialog;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.FormState;
import dev.autopilot.core.model.Navigation;
import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SentRequest;
import dev.autopilot.core.model.SubmitEffects;
import dev.autopilot.core.model.Verification;
import java.util.List;
import org.junit.jupiter.api.Test;

class SubmitEvidenceTest {
  private static final String URL = page().url();
  private static final Action.Submit SUBMIT = new Action.Submit("e9", Action.SubmitMethod.CLICK, ActionMeta.of("submit", null), null);
  private static final FormState FILLED = new FormState(true, true, 2, "d1", true, false, "Send", "");
  private final SemanticSnapshot before = snap(page());

  private static SemanticSnapshot snap(PageInfo page) {
    return new SemanticSnapshot(page, List.of(textbox("e1", "Name", "Ada", true, "text")), List.of(), List.of(), List.of(), List.of(), 1, false);
  }

  private static Navigation nav(String after, List<SentRequest> requests, List<BrowserDialog> dialogs, FormState was, FormState now) {
    return new Navigation(URL, after, null, null, new SubmitEffects(requests, dialogs, was, now, 30_000, false));
  }

  private static List<String> held(List<Evidence> evidence) {
    return evidence.stream().filter(e -> e.held() && e.deciding()).map(Evidence::criterion).toList();
  }

  @Test
  void aRequestToTheOwnSiteAndTheFormGoneProveTheSubmit() {
    SentRequest post = new SentRequest("POST", SentRequest.Kind.FETCH, URL + "/apply", true, 201, null);
    Navigation nav = nav(URL, List.of(post), List.of(), FILLED, FormState.gone("Thanks"));
    Verification v = SubmitEvidence.verification(ExecutionResult.performed(SUBMIT, "clicked", nav, 5), before, before);
    assertTrue(v.verified(), v::toString);
    assertEquals("submit proven by: request sent, form removed or replaced, announcement appeared", v.reason());
  }

  @Test
  void aRequestOutsideTheBoundaryIsInformativeOnly() {
    SentRequest beacon = new SentRequest("POST", SentRequest.Kind.BEACON, "https://tracker.example/b", false, 204, null);
    List<Evidence> evidence = SubmitEvidence.of(nav(URL, List.of(beacon), List.of(), FILLED, FILLED), before, before);
    assertEquals(List.of(), held(evidence));
    assertEquals(List.of("request to a host outside the run's boundary", "something happened"), evidence.stream().map(Evidence::criterion).toList());
  }

  @Test
  void aNavigationADialogAndTheControlProveIt() {
    FormState disabled = new FormState(true, true, 2, "d1", true, true, "Sending...", "");
    BrowserDialog alert = new BrowserDialog(BrowserDialog.Type.ALERT, "Sent", URL, false, "not a submit confirmation");
    List<Evidence> evidence = SubmitEvidence.of(nav(URL + "/done", List.of(), List.of(alert), FILLED, disabled), before, before);
    assertEquals(List.of("navigation", "submit control disabled", "submit control relabelled", "dialog opened"), held(evidence));
  }

  @Test
  void aRequestLeftUnansweredSaysTheFormMayHaveBeenSubmitted() {
    SentRequest post = new SentRequest("POST", SentRequest.Kind.XHR, URL + "/apply", true, null, null);
    Navigation nav = new Navigation(URL, URL, null, null, new SubmitEffects(List.of(post), List.of(), FILLED, FILLED, 30_000, true));
    List<Evidence> evidence = SubmitEvidence.of(nav, before, before);
    Evidence last = evidence.get(evidence.size() - 1);
    assertEquals("every request answered", last.criterion());
    assertFalse(last.deciding());
    assertTrue(last.after().contains("within 30000 ms"), last.after());
  }

  @Test
  void aGestureThatChangedNothingIsUnverified() {
    Verification v = SubmitEvidence.verification(ExecutionResult.performed(SUBMIT, "clicked", nav(URL, List.of(), List.of(), FILLED, FILLED), 5),
        before, before);
    assertFalse(v.verified());
    assertTrue(v.reason().startsWith("the submit changed nothing"), v.reason());
    assertEquals(List.of("something happened"), v.evidence().stream().map(Evidence::criterion).toList());
  }

  @Test
  void errorsAppearingAtFieldsProveTheGestureTookEffectThoughNothingWasSent() {
    SemanticSnapshot rejected = new SemanticSnapshot(page(), List.of(textbox("e1", "Name", "", true, "text")), List.of(),
        List.of(new dev.autopilot.core.model.FieldError("Who are you?", true, "e1", null), new dev.autopilot.core.model.FieldError("Loose banner", true, null, null),
            new dev.autopilot.core.model.FieldError("Hidden", false, "e1", null)),
        List.of(), List.of(), 1, false);
    Verification v = SubmitEvidence.verification(ExecutionResult.performed(SUBMIT, "clicked", nav(URL, List.of(), List.of(), FILLED, FILLED), 5),
        before, rejected);
    assertTrue(v.verified(), v::toString);
    assertEquals("submit proven by: field errors appeared", v.reason());
    assertEquals("1: Who are you?", v.evidence().get(0).after(), "only a visible error at a field counts");
    // the same errors shown before the gesture are nothing it did
    assertFalse(SubmitEvidence.verification(ExecutionResult.performed(SUBMIT, "clicked", nav(URL, List.of(), List.of(), FILLED, FILLED), 5),
        rejected, rejected).verified());
  }

  @Test
  void withoutEffectsACapturedResponseProvesIt() {
    Navigation nav = new Navigation(URL, URL, 200, URL + "/apply");
    assertEquals(List.of("response captured"), held(SubmitEvidence.of(nav, before, before)));
    assertEquals(List.of(), held(SubmitEvidence.of(null, before, before)));
  }

  @Test
  void textAppearingInTheFormsBoxProvesTheGestureTookEffectAndFailingFieldsOnlyInform() {
    FormState refused = new FormState(true, true, 2, "d1", true, false, "Send", "", "Please complete every field.", List.of("Details: Please fill out this field."));
    Verification v = SubmitEvidence.verification(ExecutionResult.performed(SUBMIT, "clicked", nav(URL, List.of(), List.of(), FILLED, refused), 5),
        before, before);
    assertTrue(v.verified(), v::toString);
    assertEquals("submit proven by: text appeared in the form", v.reason());
    FormState onlyInvalid = new FormState(true, true, 2, "d1", true, false, "Send", "", "", List.of("Details: Please fill out this field."));
    List<Evidence> evidence = SubmitEvidence.of(nav(URL, List.of(), List.of(), FILLED, onlyInvalid), before, before);
    Evidence invalid = evidence.stream().filter(e -> e.criterion().equals("fields that fail their own constraints")).findFirst().orElseThrow();
    assertFalse(invalid.deciding(), "fields failing their constraints say why, not that the gesture did anything");
    assertFalse(SubmitEvidence.verification(ExecutionResult.performed(SUBMIT, "clicked", nav(URL, List.of(), List.of(), FILLED, onlyInvalid), 5),
        before, before).verified());
  }
}
