package dev.autopilot.core.gate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.FieldError;
import dev.autopilot.core.model.Navigation;
import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SentRequest;
import dev.autopilot.core.model.SubmitEffects;
import java.util.List;
import org.junit.jupiter.api.Test;

class SubmitRuleTest {
  static final Action SUBMIT = new Action.Submit("e9", Action.SubmitMethod.CLICK, ActionMeta.of("submit", "submit"));

  static SemanticSnapshot withErrors(List<FieldError> errors) {
    return new SemanticSnapshot(new PageInfo("http://127.0.0.1/a", "A", "127.0.0.1", "/a", "h"), List.of(), List.of(), errors, List.of(), List.of(), 1, false);
  }

  static ExecutionResult sent(Integer... statuses) {
    List<SentRequest> requests = java.util.Arrays.stream(statuses).map(s -> new SentRequest("POST", SentRequest.Kind.FETCH, "http://127.0.0.1/api", true, s, null)).toList();
    return ExecutionResult.performed(SUBMIT, "sent", new Navigation("u", "u", statuses[0], "u", new SubmitEffects(requests, List.of(), null, null, 1000, false)), 1);
  }

  @Test
  void theFirstClickIsFreeAndASecondNeedsAProvenRejection() {
    SubmitRule rule = SubmitRule.create();
    assertTrue(rule.mayClick().allowed());
    rule.rejected(SubmitRule.Rejection.FIELD_ERROR); // before any click: means nothing
    rule.clicked();
    assertFalse(rule.mayClick().allowed());
    rule.rejected(SubmitRule.Rejection.VALIDATION_ERROR);
    assertTrue(rule.mayClick().allowed());
    rule.clicked();
    assertFalse(rule.mayClick().allowed(), "one rejection allows one click");
    assertEquals(2, rule.clicks());
  }

  @Test
  void aClickNothingProvedRejectedMayHaveSentTheForm() {
    SubmitRule rule = SubmitRule.create();
    assertFalse(rule.mayBeOut(), "nothing clicked");
    rule.rejected(SubmitRule.Rejection.FIELD_ERROR);
    assertFalse(rule.mayBeOut(), "a rejection before any click means nothing");
    rule.clicked();
    assertTrue(rule.mayBeOut());
    rule.rejected(SubmitRule.Rejection.NOT_REACHED);
    assertFalse(rule.mayBeOut());
    rule.clicked();
    assertTrue(rule.mayBeOut(), "a new click is out again");
  }

  @Test
  void whatAClickProvesByItself() {
    SemanticSnapshot clean = withErrors(List.of());
    assertEquals(SubmitRule.Rejection.NOT_REACHED, SubmitRule.provenBy(ExecutionResult.failed(SUBMIT, ErrorCode.ACTION_FAILED, "intercepted", 1), clean, clean));
    assertEquals(SubmitRule.Rejection.FIELD_ERROR, SubmitRule.provenBy(ExecutionResult.performed(SUBMIT, "clicked", null, 1), clean,
        withErrors(List.of(new FieldError("Enter a valid e-mail", true, "e1", null)))));
    assertNull(SubmitRule.provenBy(ExecutionResult.performed(SUBMIT, "clicked", null, 1), clean,
        withErrors(List.of(new FieldError("Something went wrong", true, null, null)))), "an error tied to no field is no field error");
    assertEquals(SubmitRule.Rejection.REFUSED_BY_SITE, SubmitRule.provenBy(sent(503), clean, clean));
    assertNull(SubmitRule.provenBy(sent(503, 201), clean, clean), "one request accepted: the form may have gone out");
    assertNull(SubmitRule.provenBy(sent(200), clean, clean));
    assertNull(SubmitRule.provenBy(ExecutionResult.performed(SUBMIT, "clicked; nothing seen", null, 1), clean, clean), "nothing seen is no rejection");
  }
}
