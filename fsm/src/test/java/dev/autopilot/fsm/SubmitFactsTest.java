package dev.autopilot.fsm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.FormState;
import dev.autopilot.core.model.Navigation;
import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SentRequest;
import dev.autopilot.core.model.SentRequest.Kind;
import dev.autopilot.core.model.SubmitEffects;
import dev.autopilot.core.proof.SubmitEvidence;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The submit's facts (sent, accepted, may have been submitted), the submit's evidence and the
 * effects read one rule of "a request that may carry the form": they used to disagree on a GET
 * fetch (evidence counted it, the facts did not) and on a document navigation (the facts' sent
 * counted it, accepted and may-have-been-submitted did not).
 */
class SubmitFactsTest {
  private static final String URL = "http://127.0.0.1:1/form";
  private static final Action.Submit SUBMIT = new Action.Submit("e9", Action.SubmitMethod.CLICK, ActionMeta.of("submit", null), null);
  private static final FormState SAME = new FormState(true, true, 2, "d1", true, false, "Send", "");
  private static final SemanticSnapshot SNAP = new SemanticSnapshot(new PageInfo(URL, "Form", "127.0.0.1", "/form", "d1"), List.of(), List.of(), List.of(),
      List.of(), List.of(), 1, false);

  private static ExecutionResult submit(SentRequest r) {
    Navigation nav = new Navigation(URL, URL, null, null, new SubmitEffects(List.of(r), List.of(), SAME, SAME, 1_000, r.status() == null));
    return ExecutionResult.performed(SUBMIT, "clicked", nav, 5);
  }

  @Test
  void everyReaderAgreesOnEveryKindOfRequest() {
    List<SentRequest> all = new ArrayList<>();
    for (String method : List.of("GET", "POST", "PUT")) {
      for (Kind kind : Kind.values()) {
        for (boolean allowed : List.of(true, false)) {
          for (Integer status : java.util.Arrays.asList(200, 302, 422, 503, null)) {
            all.add(new SentRequest(method, kind, URL, allowed, status, null));
          }
          all.add(new SentRequest(method, kind, URL, allowed, null, "net::ERR_CONNECTION_RESET"));
        }
      }
    }
    for (SentRequest r : all) {
      ExecutionResult ex = submit(r);
      boolean carries = r.mayCarryForm();
      assertEquals(carries, SubmitFacts.sent(ex), r::toString);
      boolean proven = SubmitEvidence.of(ex.navigation(), SNAP, SNAP).stream().anyMatch(e -> e.deciding() && e.held()
          && e.criterion().equals("request sent"));
      assertEquals(carries, proven, r::toString);
      boolean answeredOk = r.status() != null && r.status() >= 200 && r.status() < 400;
      assertEquals(carries && answeredOk, SubmitFacts.accepted(ex), r::toString);
      boolean unanswered = r.status() == null;
      assertEquals(carries && unanswered, SubmitFacts.mayHaveBeenSubmitted(ex), r::toString);
    }
  }

  @Test
  void aGetFetchAloneProvesNoSubmit() {
    ExecutionResult ex = submit(new SentRequest("GET", Kind.FETCH, URL + "/suggest", true, 200, null));
    List<Evidence> evidence = SubmitEvidence.of(ex.navigation(), SNAP, SNAP);
    assertEquals(List.of("a read that cannot carry the form", "something happened"), evidence.stream().map(Evidence::criterion).toList());
    assertEquals(false, SubmitEvidence.verification(ex, SNAP, SNAP).verified());
  }

  @Test
  void aFormPostedByADocumentNavigationLeftUnansweredMayHaveBeenSubmitted() {
    ExecutionResult ex = submit(new SentRequest("GET", Kind.DOCUMENT, URL + "/apply", true, null, null));
    assertEquals(true, SubmitFacts.sent(ex));
    assertEquals(true, SubmitFacts.mayHaveBeenSubmitted(ex));
    assertEquals(false, SubmitFacts.accepted(ex));
  }
}
