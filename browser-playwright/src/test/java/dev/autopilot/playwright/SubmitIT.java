package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.Navigation;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.Verification;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class SubmitIT extends BrowserTestSupport {
  private final PlaywrightActionExecutor executor = PlaywrightActionExecutor.create();
  private final PlaywrightVerifier verifier = PlaywrightVerifier.create();

  @BeforeAll
  static void routes() {
    server.handle("/apply-fail", ex -> {
      ex.getRequestBody().readAllBytes();
      TestServer.send(ex, 503, "text/html", "<title>Unavailable</title><h1>Service unavailable, try later</h1>");
    });
    server.handle("/apply", ex -> TestServer.redirect(ex, 303, "/thanks"));
    server.handle("/thanks", ex -> TestServer.send(ex, 200, "text/html", "<title>Thanks</title><h1>Application received</h1>"));
    server.handle("/api/apply", ex -> {
      ex.getRequestBody().readAllBytes();
      TestServer.send(ex, 201, "application/json", "{\"id\": 7}");
    });
  }

  private Verification verify(ExecutionResult r, SemanticSnapshot before) {
    return verifier.verify(pipeline, r, before, snapshot());
  }

  @Test
  void aFormTheBrowserHoldsBackIsNotSubmittedAndSaysWhy() {
    open("native-invalid.html");
    SemanticSnapshot s = snapshot();
    ExecutionResult r = executor.execute(pipeline, new Action.Submit(named(s, "Apply for the grant").ref(), Action.SubmitMethod.CLICK,
        ActionMeta.of("submit", null).withTimeoutMillis(3_000)), s);
    assertFalse(r.performed(), r.detail());
    assertEquals(dev.autopilot.core.ErrorCode.FORM_INVALID, r.errorCode());
    assertTrue(r.detail().contains("Amount requested (USD): "), r.detail());
    assertEquals(server.url("/pages/native-invalid.html"), session.page().url(), "nothing was sent");
  }

  @Test
  void aFailingServerStatusIsCaptured() {
    open("submit.html");
    SemanticSnapshot s = snapshot();
    ExecutionResult r = executor.execute(pipeline, new Action.Submit(named(s, "Send to the failing server").ref(), Action.SubmitMethod.CLICK,
        ActionMeta.of("submit", null)), s);
    assertTrue(r.performed(), r.detail());
    Navigation nav = r.navigation();
    assertEquals(Integer.valueOf(503), nav.responseStatus());
    assertEquals(server.url("/apply-fail"), nav.responseUrl());
    assertEquals(server.url("/pages/submit.html"), nav.urlBefore());
    assertEquals(server.url("/apply-fail"), nav.urlAfter());
    assertEquals("Unavailable", session.title(), "the executor waited for the new document");
    Verification v = verify(r, s);
    assertTrue(v.verified(), v.reason());
    assertTrue(v.evidence().get(0).after().contains("HTTP 503"));
  }

  @Test
  void aRedirectAfterPostIsFollowedToItsFinalResponse() {
    open("submit.html");
    SemanticSnapshot s = snapshot();
    ExecutionResult r = executor.execute(pipeline, new Action.Submit(named(s, "Send and follow the redirect").ref(), Action.SubmitMethod.CLICK,
        ActionMeta.of("submit", null)), s);
    assertTrue(r.performed(), r.detail());
    assertEquals(Integer.valueOf(200), r.navigation().responseStatus());
    assertEquals(server.url("/thanks"), r.navigation().responseUrl());
    assertEquals(server.url("/thanks"), r.navigation().urlAfter());
    assertTrue(session.visibleText(1000).contains("Application received"));
    assertTrue(server.requests().contains("POST /apply"));
    assertTrue(verify(r, s).verified());
  }

  @Test
  void enterInAFieldSubmitsItsForm() {
    open("submit.html");
    SemanticSnapshot s = snapshot();
    ExecutionResult r = executor.execute(pipeline, new Action.Submit(named(s, "Name for the redirecting form").ref(), Action.SubmitMethod.ENTER,
        ActionMeta.of("submit", null)), s);
    assertTrue(r.performed(), r.detail());
    assertEquals(server.url("/thanks"), r.navigation().urlAfter());
    assertEquals(Integer.valueOf(200), r.navigation().responseStatus());
  }

  @Test
  void aScriptSubmissionReportsItsFetchResponse() {
    open("submit.html");
    SemanticSnapshot s = snapshot();
    ExecutionResult r = executor.execute(pipeline, new Action.Submit(named(s, "Send by script").ref(), Action.SubmitMethod.CLICK,
        ActionMeta.of("submit", null)), s);
    assertTrue(r.performed(), r.detail());
    assertEquals(Integer.valueOf(201), r.navigation().responseStatus());
    assertEquals(server.url("/api/apply"), r.navigation().responseUrl());
    assertEquals(r.navigation().urlBefore(), r.navigation().urlAfter(), "no navigation");
    Verification v = verify(r, s);
    assertTrue(v.verified(), "a captured response is evidence: " + v.reason());
  }

  @Test
  void aSubmitThatDoesNothingIsNotVerified() {
    open("submit.html");
    SemanticSnapshot s = snapshot();
    ExecutionResult r = executor.execute(pipeline, new Action.Submit(named(s, "Send nowhere").ref(), Action.SubmitMethod.CLICK,
        ActionMeta.of("submit", null)), s);
    assertTrue(r.performed());
    assertNull(r.navigation().responseStatus());
    Verification v = verify(r, s);
    assertFalse(v.verified());
  }
}
