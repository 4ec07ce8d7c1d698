package dev.autopilot.assist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;

import dev.autopilot.core.ActionExecutor;
import dev.autopilot.core.AssistFailureCode;
import dev.autopilot.core.AssistPlugin;
import dev.autopilot.core.AssistResult;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.BrowserSession;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.SnapshotPipeline;
import dev.autopilot.core.model.ElementGroup;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.GroupKind;
import dev.autopilot.core.model.PageInfo;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.jobpack.JobApplicationPack;
import dev.autopilot.jobpack.Profile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ProfileAutofillAssistTest {
  static final Profile PROFILE = new Profile("Ada", "Lovelace", "ada@example.org", "+1 415 555 0100", null, Map.of(), Path.of("/tmp/cv.pdf"), null,
      new Profile.WorkAuthorization(true, false), Profile.Consent.toApplying(), Map.of());

  final BrowserSession session = mock(BrowserSession.class);
  final SnapshotPipeline page = SnapshotPipeline.of(session, s -> form());
  final List<String> done = new ArrayList<>();

  static SemanticSnapshot form() {
    PageInfo page = new PageInfo("http://127.0.0.1/jobs/1", "Apply", "127.0.0.1", "/jobs/{n}", "h");
    List<SemanticElement> elements = List.of(
        new SemanticElement("e1", Role.TEXTBOX, "Email", null, "", true, false, null, true, null, List.of(), "email", Map.of(), false),
        new SemanticElement("e2", Role.FILE, "Resume", null, null, true, false, null, true, null, List.of(), "file", Map.of(), false),
        new SemanticElement("e3", Role.RADIO, "Yes", null, null, true, false, false, true, "g1", List.of(), "radio", Map.of(), false),
        new SemanticElement("e4", Role.RADIO, "No", null, null, true, false, false, true, "g1", List.of(), "radio", Map.of(), false),
        new SemanticElement("e5", Role.CHECKBOX, "I agree to the privacy policy", null, null, true, false, false, true, null, List.of(), "checkbox", Map.of(), false));
    return new SemanticSnapshot(page, elements, List.of(new ElementGroup("g1", GroupKind.FIELDSET, "Authorized to work?", true, List.of("e3", "e4"))),
        List.of(), List.of("email", "resume", "authorized to work", "i agree to the privacy policy"), List.of(), 1, true);
  }

  @Test
  void fillsTextSelectsAndCheckboxesButLeavesFilesAndRadiosToTheMainLoop() {
    ActionExecutor executor = (p, action, snap) -> {
      assertSame(page, p, "the executor gets the pipeline the plugin was given");
      done.add(action.verb() + ":" + action.targetRef());
      return ExecutionResult.performed(action, "ok", null, 1);
    };
    AssistPlugin plugin = AssistPlugins.profileAutofill(JobApplicationPack.of(PROFILE), executor);
    assertTrue(plugin.isAvailable(session, form()));
    AssistResult result = plugin.prefill(page, form());
    assertEquals(List.of("type_ref:e1", "set_checkbox:e5"), done);
    assertTrue(result.attempted());
    assertEquals(2, result.fieldsTouched());
  }

  @Test
  void reportsAFailureInsteadOfThrowing() {
    ActionExecutor failing = (s, action, snap) -> ExecutionResult.failed(action, ErrorCode.ACTION_TIMEOUT, "timed out", 6000);
    AssistResult result = AssistPlugins.profileAutofill(JobApplicationPack.of(PROFILE), failing).prefill(page, form());
    assertFalse(result.attempted());
    assertEquals(AssistFailureCode.NOTHING_FILLED, result.failureCode());
  }

  @Test
  void aDeadBrowserIsNotSwallowed() {
    ActionExecutor dead = (s, action, snap) -> {
      throw new BrowserException(ErrorCode.BROWSER_CRASHED, "browser closed", null);
    };
    assertThrows(BrowserException.class, () -> AssistPlugins.profileAutofill(JobApplicationPack.of(PROFILE), dead).prefill(page, form()));
  }
}
