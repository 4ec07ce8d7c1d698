package dev.autopilot.fsm;

import dev.autopilot.core.ActionExecutor;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.SnapshotProvider;
import dev.autopilot.core.StaleRefException;
import dev.autopilot.core.Verifier;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.Evidence;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.FieldError;
import dev.autopilot.core.model.GroupKind;
import dev.autopilot.core.model.Navigation;
import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticKey;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import dev.autopilot.core.model.Verification;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.jspecify.annotations.Nullable;

/**
 * An in-memory form standing in for a page, so the state machine can be tested without a
 * browser: an email field, a required yes/no question and a submit button. The server's answer
 * to each submit is scripted. Browser behaviour is covered by the integration tests.
 */
final class FakeForm implements BrowserSession, SnapshotProvider, ActionExecutor, Verifier {
  static final String FORM_URL = "http://127.0.0.1:9/jobs/1001";

  /** What the fake server does with the n-th submit (1-based). */
  enum Reply { CONFIRM, REJECT_FIELDS, BLOCK, UNAVAILABLE, UNKNOWN }

  final Map<String, String> values = new LinkedHashMap<>();
  final Map<String, Boolean> checked = new LinkedHashMap<>();
  final List<String> executed = new ArrayList<>();
  IntFunction<Reply> replies = n -> Reply.CONFIRM;
  boolean radioCancelsCheck;
  /** Thrown by every submit click, when set: the fault comes after the click may have reached the page. */
  @Nullable RuntimeException submitFailure;
  boolean extraRequiredAfterReject;
  /** Thrown by the next navigation, when set. */
  @Nullable RuntimeException navigationFailure;
  /** What the session reports as stopped at its boundary, or null. */
  @Nullable String boundaryViolation;
  /** Whether each filling action makes the page load a new document (a page that submits itself). */
  boolean loadsOnFill;
  private long pageLoads;
  /** The dialogs the page has answered; {@link #alertOnType} adds one per typed value. */
  final List<dev.autopilot.core.model.BrowserDialog> dialogs = new ArrayList<>();
  /** The submit button's name: "Continue" makes it a "next" control that really sends the form. */
  String submitLabel = "Submit";
  /** Whether the e-mail field shows an error (the site's, after a submit). */
  boolean emailError;
  /** The e-mail field's label. */
  String emailLabel = "Email";
  /** Whether typing a value makes the page show an alert. */
  boolean alertOnType;

  @Override
  public List<dev.autopilot.core.model.BrowserDialog> dialogs() {
    return List.copyOf(dialogs);
  }

  @Override
  public @Nullable String boundaryViolation() {
    return boundaryViolation;
  }

  @Override
  public long pageLoads() {
    return pageLoads;
  }
  /** The error code every non-submit action fails with (not performed), when set. */
  @Nullable ErrorCode failActionsWith;
  /** Thrown by every non-submit action, when set. */
  @Nullable RuntimeException actionFailure;
  /** Whether the page has no form at all. */
  boolean blank;
  /** Whether opening the form sends the browser to a sign-in page (e-mail, password, "Sign in"). */
  boolean loginWall;
  /** Whether the form also asks for the password of an existing account (ref e5, current-password). */
  boolean accountPassword;
  static final String LOGIN_URL = "http://127.0.0.1:9/login?next=%2Fjobs%2F1001";
  /** How many snapshots still see the page without its form (a form a script builds late). */
  int snapshotsBeforeForm;
  /** The form is hidden behind a button with this name (ref s1) until the button is clicked, when set. */
  @Nullable String startButton;
  /** Whether the page also shows a "Pay now" button (ref p1), which nothing may press. */
  boolean payButton;
  int submits;
  String url = FORM_URL;
  String text = "";
  @Nullable Integer lastStatus;
  long epoch;

  FakeForm() {
    reset();
  }

  void reset() {
    values.put("e1", "");
    checked.put("e2", false);
    checked.put("e3", false);
  }

  // ---- BrowserSession ----

  @Override
  public String id() {
    return "fake-" + System.identityHashCode(this);
  }

  @Override
  public String url() {
    return url;
  }

  @Override
  public String title() {
    return url.contains("confirmation") ? "Thanks" : "Apply";
  }

  @Override
  public void navigate(String target) {
    RuntimeException failure = navigationFailure;
    if (failure != null) {
      throw failure;
    }
    url = loginWall && target.equals(FORM_URL) ? LOGIN_URL : target;
    text = "";
    if (target.equals(FORM_URL)) {
      reset();
    }
  }

  @Override
  public String visibleText(int maxChars) {
    return text;
  }

  /** How many screenshots fail before one is taken; every attempt is counted in {@link #screenshotAttempts}. */
  int screenshotFailures;
  int screenshotAttempts;

  @Override
  public Path screenshot(Path file) {
    screenshotAttempts++;
    if (screenshotFailures > 0) {
      screenshotFailures--;
      throw new BrowserException(ErrorCode.BROWSER_NAVIGATION_FAILED, "could not take a screenshot: Timeout 6000ms exceeded", null, "screenshot", url, null);
    }
    return file;
  }

  @Override
  public <T> T unwrap(Class<T> type) {
    throw new IllegalArgumentException("no " + type);
  }

  @Override
  public void close() {}

  // ---- SnapshotProvider ----

  @Override
  public SemanticSnapshot snapshot(BrowserSession session) {
    PageInfo page = new PageInfo(url, title(), "127.0.0.1", SemanticKey.normalizePath(url.replace("http://127.0.0.1:9", "")), "h" + epoch);
    if (url.equals(LOGIN_URL)) {
      return new SemanticSnapshot(new PageInfo(url, "Sign in", "127.0.0.1", "/login", "login"), List.of(
          new SemanticElement("l1", Role.TEXTBOX, "Email", null, "", true, false, null, true, null, List.of(), "email", Map.of("autocomplete", "username"), false),
          new SemanticElement("l2", Role.TEXTBOX, "Password", null, "", true, false, null, true, null, List.of(), "password", Map.of("autocomplete", "current-password"), false),
          new SemanticElement("l3", Role.BUTTON, "Sign in", null, null, false, false, null, true, null, List.of(), "submit", Map.of(), false)),
          List.of(), List.of(), List.of("email", "password"), List.of(new SubmitCandidate("l3", "Sign in", true)), epoch, false);
    }
    if (!url.equals(FORM_URL) || blank) {
      return new SemanticSnapshot(page, List.of(), List.of(), List.of(), List.of(), List.of(), epoch, false);
    }
    if (snapshotsBeforeForm > 0) {
      snapshotsBeforeForm--;
      return new SemanticSnapshot(page, List.of(), List.of(), List.of(), List.of(), List.of(), epoch, false);
    }
    if (startButton != null) {
      List<SemanticElement> shown = new ArrayList<>();
      if (payButton) {
        shown.add(new SemanticElement("p1", Role.BUTTON, "Pay now", null, null, false, false, null, true, null, List.of(), "button", Map.of(), false));
      }
      shown.add(new SemanticElement("s1", Role.BUTTON, startButton, null, null, false, false, null, true, null, List.of(), "button", Map.of(), false));
      return new SemanticSnapshot(page, shown, List.of(), List.of(), List.of(), List.of(), epoch, false);
    }
    List<SemanticElement> elements = new ArrayList<>();
    elements.add(new SemanticElement("e1", Role.TEXTBOX, emailLabel, null, values.get("e1"), true, false, null, true, null, List.of(), "email", Map.of(), false));
    elements.add(new SemanticElement("e2", Role.RADIO, "Yes", null, null, true, false, checked.get("e2"), true, "g1", List.of(), "radio", Map.of(), false));
    elements.add(new SemanticElement("e3", Role.RADIO, "No", null, null, true, false, checked.get("e3"), true, "g1", List.of(), "radio", Map.of(), false));
    List<FieldError> errors = new ArrayList<>();
    if (emailError) {
      errors.add(new FieldError("Please use your work e-mail", true, "e1", null));
    }
    List<String> unfilled = new ArrayList<>();
    if (values.containsKey("e4")) {
      elements.add(new SemanticElement("e4", Role.TEXTBOX, "Confirm email", null, values.get("e4"), true, false, null, true, null, List.of(), "email", Map.of(), false));
      if (values.get("e4").isEmpty()) {
        errors.add(new FieldError("This field is required", true, "e4", null));
        unfilled.add("confirm email");
      }
    }
    if (values.get("e1").isEmpty()) {
      unfilled.add("email");
    }
    if (!checked.get("e2") && !checked.get("e3")) {
      unfilled.add("authorized to work");
    }
    if (accountPassword) {
      elements.add(new SemanticElement("e5", Role.TEXTBOX, "Your account password", null, "", true, false, null, true, null, List.of(), "password",
          Map.of("autocomplete", "current-password"), false));
    }
    elements.add(new SemanticElement("e9", Role.BUTTON, submitLabel, null, null, false, false, null, true, null, List.of(), "submit", Map.of(), false));
    List<ElementGroup> groups = List.of(new ElementGroup("g1", GroupKind.FIELDSET, "Authorized to work?", true, List.of("e2", "e3")));
    return new SemanticSnapshot(page, elements, groups, errors, unfilled, List.of(new SubmitCandidate("e9", submitLabel, true)), epoch, false);
  }

  // ---- ActionExecutor ----

  @Override
  public ExecutionResult execute(SnapshotPipeline page, Action action, SemanticSnapshot snapshot) {
    executed.add(action.verb() + ":" + action.targetRef());
    if (loadsOnFill && !(action instanceof Action.Submit)) {
      pageLoads++;
    }
    String ref = action.targetRef();
    if (startButton != null && "s1".equals(ref) && action instanceof Action.ClickRef) {
      startButton = null;
      epoch++;
      return ExecutionResult.performed(action, "click done", null, 1);
    }
    if (ref != null && !ref.equals("e9") && !values.containsKey(ref) && !checked.containsKey(ref)) {
      throw new StaleRefException(ref, "ref " + ref + " is gone");
    }
    if (!(action instanceof Action.Submit)) {
      if (actionFailure != null) {
        throw actionFailure;
      }
      if (failActionsWith != null) {
        return ExecutionResult.failed(action, failActionsWith, "scripted failure " + failActionsWith, 1);
      }
    }
    if (action instanceof Action.ClickRef && "e9".equals(ref)) {
      return submit(action);
    }
    if (action instanceof Action.TypeRef t) {
      values.put(t.ref(), t.text());
      if (alertOnType) {
        dialogs.add(new dev.autopilot.core.model.BrowserDialog(dev.autopilot.core.model.BrowserDialog.Type.ALERT, "Please check " + t.text(),
            FORM_URL, true, "an alert has only OK"));
      }
    } else if (action instanceof Action.SetRadio || action instanceof Action.ClickRef) {
      if (!(radioCancelsCheck && ref.equals("e2"))) {
        checked.replaceAll((k, v) -> k.equals(ref));
      }
    } else if (action instanceof Action.Submit) {
      return submit(action);
    }
    return ExecutionResult.performed(action, action.verb() + " done", null, 1);
  }

  private ExecutionResult submit(Action action) {
    if (submitFailure != null) {
      throw submitFailure;
    }
    submits++;
    String before = url;
    Reply reply = replies.apply(submits);
    switch (reply) {
      case CONFIRM -> {
        url = "http://127.0.0.1:9/applications/5/confirmation";
        text = "Application received. Thank you for applying.";
        lastStatus = 200;
      }
      case REJECT_FIELDS -> {
        if (extraRequiredAfterReject) {
          values.put("e4", "");
          epoch++;
        }
        text = "Please correct the errors below";
        lastStatus = 422;
      }
      case BLOCK -> {
        url = "http://127.0.0.1:9/jobs/1001/apply";
        text = "Flagged as spam";
        lastStatus = 429;
      }
      case UNAVAILABLE -> {
        url = "http://127.0.0.1:9/jobs/1001/apply";
        text = "Service temporarily unavailable";
        lastStatus = 503;
      }
      case UNKNOWN -> {
        text = "Hmm.";
        lastStatus = 200;
      }
    }
    return ExecutionResult.performed(action, "submitted", new Navigation(before, url, lastStatus, url), 1);
  }

  // ---- Verifier ----

  @Override
  public Verification verify(SnapshotPipeline page, ExecutionResult execution, SemanticSnapshot before, SemanticSnapshot after) {
    Action action = execution.action();
    List<Evidence> evidence = new ArrayList<>();
    if (action instanceof Action.TypeRef t) {
      String v = after.element(t.ref()).map(SemanticElement::value).orElse(null);
      evidence.add(new Evidence("value matches", t.text().equals(v), null, v));
    } else if (action instanceof Action.SetRadio || action instanceof Action.ClickRef) {
      Boolean c = after.element(action.targetRef()).map(SemanticElement::checked).orElse(null);
      evidence.add(new Evidence("target checked", Boolean.TRUE.equals(c), "false", String.valueOf(c)));
    } else if (action instanceof Action.Submit) {
      Navigation nav = execution.navigation();
      evidence.add(new Evidence("response captured", nav != null && nav.responseStatus() != null, null, nav == null ? null : String.valueOf(nav.responseStatus())));
    }
    return Verification.fromEvidence(action, evidence);
  }
}
