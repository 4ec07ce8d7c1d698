package dev.autopilot.playwright;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.ActionProof;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.match.Fields;
import dev.autopilot.core.model.Action;
import dev.autopilot.core.model.ActionMeta;
import dev.autopilot.core.model.ExecutionResult;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Contenteditable editors (plain and Quill), custom radios and checkboxes (Bootstrap's btn-check
 * toggles, a hidden input inside a styled label, a visually hidden input, ARIA radios and a
 * checkbox, options named only by their title) and uploads through a button beside a hidden file
 * input, on the real libraries: each perceived as one control with its question, operated by
 * what a person uses, and proven by its state. Hidden controls with nothing visible to operate
 * them through stay traps.
 */
class WidgetChoicesIT extends BrowserTestSupport {
  final PlaywrightActionExecutor executor = PlaywrightActionExecutor.create();
  final PlaywrightVerifier verifier = PlaywrightVerifier.create();
  SemanticSnapshot s;

  @TempDir
  Path tmp;

  @BeforeEach
  void openPage() {
    open("widgets/choices-editors-uploads.html");
    page().waitForFunction("() => !!window.quill");
    s = snapshot();
  }

  ActionProof prove(Action action) {
    ActionProof proof = ActionProof.prove(pipeline, executor, verifier, action, s);
    s = proof.after();
    assertTrue(proof.execution().performed(), proof.execution().detail());
    assertTrue(proof.verified(), proof.verification().reason() + " " + proof.verification().evidence());
    return proof;
  }

  SemanticElement answering(String question, String name) {
    List<SemanticElement> found = s.elements().stream().filter(e -> e.name().equals(name) && s.questionOf(e).equals(question)).toList();
    assertEquals(1, found.size(), () -> "one '" + name + "' under '" + question + "' in " + names(s));
    return found.get(0);
  }

  static ActionMeta meta() {
    return ActionMeta.of("answer", null);
  }

  @Test
  void editorsAreTextboxesWithTheirQuestions() {
    SemanticElement summary = named(s, "Summary of your experience");
    SemanticElement letter = named(s, "Cover letter");
    for (SemanticElement e : List.of(summary, letter)) {
      assertEquals(Role.TEXTBOX, e.role(), e.toString());
      assertTrue(e.visible() && Fields.askable(e), e.toString());
      assertEquals("", e.value());
    }
    assertEquals(1, s.elements().stream().filter(e -> e.visible() && e.name().equals("Cover letter")).count(),
        "Quill's clipboard is no second field: " + names(s));
  }

  @Test
  void typingFillsPlainAndQuillEditorsVerifiedByTheirText() {
    ActionProof summary = prove(new Action.TypeRef(named(s, "Summary of your experience").ref(), "Ten years of field service.", meta()));
    assertEquals("Ten years of field service.", summary.after().element(summary.action().targetRef()).orElseThrow().value());
    ActionProof letter = prove(new Action.TypeRef(named(s, "Cover letter").ref(), "I enjoy careful work.", meta()));
    assertEquals("I enjoy careful work.\n", page().evaluate("() => window.quill.getText()"), "Quill's own model holds the text");
    assertEquals("I enjoy careful work.", letter.after().element(letter.action().targetRef()).orElseThrow().value());
    prove(new Action.TypeRef(named(s, "Cover letter").ref(), "Second thoughts.", meta()));
    assertEquals("Second thoughts.\n", page().evaluate("() => window.quill.getText()"), "the old text was replaced");
  }

  @Test
  void customRadiosAndCheckboxesArePerceivedWithTheirOptionsAndState() {
    SemanticElement day = answering("Preferred shift", "Day");
    assertEquals(Role.RADIO, day.role());
    assertEquals(Boolean.FALSE, day.checked());
    assertEquals(Role.RADIO, answering("Preferred shift", "Night").role());
    assertEquals(Role.CHECKBOX, named(s, "Open to remote work").role());
    SemanticElement terms = named(s, "I accept the terms");
    assertTrue(terms.visible() && Fields.askable(terms), "display:none inside a visible label: operable through it " + terms);
    assertTrue(Fields.askable(named(s, "Willing to relocate")));
    assertEquals(Role.RADIO, answering("Contract type", "Permanent").role());
    assertEquals(Role.RADIO, answering("Team size", "Small team").role(), "an option named only by its title");
    assertEquals(Role.RADIO, answering("Team size", "Large team").role());
    SemanticElement alerts = named(s, "Send me job alerts");
    assertEquals(Role.CHECKBOX, alerts.role());
    assertEquals(Boolean.FALSE, alerts.checked());
  }

  @Test
  void customRadiosAndCheckboxesAreOperatedByWhatAPersonClicks() {
    ActionProof night = prove(new Action.SetRadio(answering("Preferred shift", "Night").ref(), meta()));
    assertTrue(night.execution().detail().startsWith("clicked the label"), night.execution().detail());
    assertEquals(Boolean.TRUE, page().evaluate("() => document.getElementById('shift-night').checked"));
    prove(new Action.SetCheckbox(named(s, "Open to remote work").ref(), true, meta()));
    prove(new Action.SetCheckbox(named(s, "I accept the terms").ref(), true, meta()));
    assertEquals(Boolean.TRUE, page().evaluate("() => document.getElementById('terms').checked"));
    prove(new Action.SetCheckbox(named(s, "Willing to relocate").ref(), true, meta()));
    prove(new Action.SetRadio(answering("Contract type", "Fixed term").ref(), meta()));
    assertEquals(Boolean.TRUE, answering("Contract type", "Fixed term").checked());
    assertEquals(Boolean.FALSE, answering("Contract type", "Permanent").checked());
    prove(new Action.SetRadio(answering("Team size", "Large team").ref(), meta()));
    assertEquals("true", page().getAttribute("[title='Large team']", "aria-checked"));
    prove(new Action.SetCheckbox(named(s, "Send me job alerts").ref(), true, meta()));
    prove(new Action.SetCheckbox(named(s, "Send me job alerts").ref(), false, meta()));
    assertEquals("false", page().getAttribute("#alerts", "aria-checked"));
  }

  @Test
  void anUploadButtonAndItsHiddenInputAreOneControl() {
    SemanticElement cv = named(s, "Résumé");
    assertEquals(Role.FILE, cv.role());
    assertTrue(cv.visible() && Fields.askable(cv), cv.toString());
    SemanticElement sample = named(s, "Upload a writing sample");
    assertEquals(Role.FILE, sample.role(), "without a question of its own, the upload is named by its button");
    assertTrue(s.elements().stream().noneMatch(e -> e.role() == Role.BUTTON && (e.name().equals("Attach file") || e.name().equals("Upload a writing sample"))),
        "the buttons are part of their uploads: " + names(s));
    assertEquals(2, s.elements().stream().filter(e -> e.role() == Role.FILE && e.visible()).count(), "two uploads: " + names(s));
  }

  @Test
  void anUploadIsOperatedOnItsInputAndVerifiedByTheFile() throws IOException {
    Path file = Files.writeString(tmp.resolve("ada-cv.pdf"), "%PDF-1.4 cv");
    ActionProof cv = prove(new Action.UploadFile(named(s, "Résumé").ref(), file, meta()));
    assertEquals("ada-cv.pdf", cv.after().element(cv.action().targetRef()).orElseThrow().value());
    assertEquals("ada-cv.pdf", page().textContent("#cv-name"), "the page's change handler ran");
    Path sample = Files.writeString(tmp.resolve("sample.txt"), "words");
    prove(new Action.UploadFile(named(s, "Upload a writing sample").ref(), sample, meta()));
    assertEquals("sample.txt", page().textContent("#sample-name"));
  }

  @Test
  void hiddenControlsWithNothingVisibleToOperateThemThroughStayTraps() {
    List<SemanticElement> traps = s.elements().stream()
        .filter(e -> "stash".equals(e.attribute("name")) || (e.role() == Role.CHECKBOX && s.questionOf(e).startsWith("Confirm you are not a robot"))).toList();
    assertEquals(2, traps.size(), names(s));
    for (SemanticElement trap : traps) {
      assertFalse(trap.visible(), trap.toString());
      assertFalse(Fields.askable(trap), trap.toString());
    }
    SemanticElement robot = traps.stream().filter(e -> e.role() == Role.CHECKBOX).findFirst().orElseThrow();
    ExecutionResult refused = executor.execute(pipeline, new Action.SetCheckbox(robot.ref(), true, meta()), s);
    assertFalse(refused.performed(), "a host asking directly is refused too: " + refused.detail());
    assertEquals(ErrorCode.ACTION_FAILED, refused.errorCode());
    assertEquals(Boolean.FALSE, page().evaluate("() => document.getElementById('robot').checked"));
  }
}
