package dev.autopilot.playwright.internal.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.autopilot.core.AutopilotException;
import dev.autopilot.core.BrowserException;
import dev.autopilot.core.ErrorCode;
import dev.autopilot.core.model.FieldError;
import dev.autopilot.core.model.GroupKind;
import dev.autopilot.core.model.Role;
import dev.autopilot.core.model.SelectOption;
import dev.autopilot.core.model.SemanticElement;
import dev.autopilot.core.model.SemanticSnapshot;
import dev.autopilot.core.model.SubmitCandidate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SnapshotParserTest {

  @Test
  void everyRoleTheScriptReportsIsARoleConstant() {
    for (String role : SnapshotParser.ROLES) {
      assertEquals(role, Role.of(role).id(), "add " + role + " to dev.autopilot.core.model.Role");
    }
  }

  /** Role codes: 0 textbox, 1 combobox, 3 radio, 4 button. Flags: see SnapshotParser.F_*. */
  private static final String PAGE = String.join("\n",
      "F\tabc.1\t6\t1\thttps://jobs.example.test/jobs/4821/apply?src=x\tApply",
      "E\te1\t3\t0\tYes\tAre you authorized?\tradio\t4\t\t0\t1\tn\tauth",
      "E\te2\t3\t0\tNo\tAre you authorized?\tradio\t4\t\t0\t1\tn\tauth",
      "E\te3\t0\t\tFirst name\t\ttext\t129\t\t0\t0",
      "E\te4\t1\t\tCountry\t\t\t129\tCanada\t2\tChoose\t0\t\tCanada\t1\tca\t0",
      "E\te5\t0\t\tChat\t\t\t177\t\t0\t0",
      "E\te6\t4\t\tApply\t\t\t66\t\t0\t0",
      "G\tR\t1\tAre you authorized?\t0 1",
      "R\t1\t\t0\tPick one",
      "R\t0\t\t\tFix the form");

  private static SemanticSnapshot parse(String raw) {
    return SnapshotParser.parse(raw, new RefState());
  }

  @Test
  void parsesElementsGroupsErrorsAndSubmits() {
    SemanticSnapshot s = parse(PAGE);
    assertEquals("jobs.example.test", s.page().domain());
    assertEquals("/jobs/{n}/apply", s.page().normalizedPath());
    assertEquals(6, s.elements().size());
    SemanticElement country = s.element("e4").orElseThrow();
    assertEquals(List.of(new SelectOption("Choose", "", false), new SelectOption("Canada", "ca", true)), country.options());
    assertEquals("Canada", country.value());
    assertNull(country.checked());
    assertNull(country.label());
    assertTrue(country.required());
    SemanticElement yes = s.element("e1").orElseThrow();
    assertEquals(Boolean.FALSE, yes.checked());
    assertEquals("Are you authorized?", yes.label());
    assertEquals("radio", yes.inputType());
    assertEquals(Map.of("name", "auth"), yes.attributes());
    assertNull(yes.value());
    SemanticElement chat = s.element("e5").orElseThrow();
    assertTrue(chat.isolated());
    assertFalse(chat.visible());
    assertEquals("g1", yes.groupId());
    assertEquals(GroupKind.RADIOGROUP, s.groups().get(0).kind());
    assertEquals(List.of("e1", "e2"), s.groups().get(0).memberRefs());
    assertEquals(List.of(new FieldError("Pick one", true, null, "g1"), new FieldError("Fix the form", false, null, null)), s.errors());
    assertEquals(List.of(new SubmitCandidate("e6", "Apply", false)), s.submitCandidates());
  }

  @Test
  void escapesAreUndone() {
    String raw = "F\tt\t1\t1\thttp://h/p\tA\\ttab\nE\te1\t0\t\tNotes \\\\ more\t\t\t128\tline one\\nline two\t0\t0";
    SemanticSnapshot s = parse(raw);
    assertEquals("A\ttab", s.page().title());
    SemanticElement notes = s.elements().get(0);
    assertEquals("Notes \\ more", notes.name());
    assertEquals("line one\nline two", notes.value());
  }

  @Test
  void requiredUnfilledAgreesWithTheCoreCount() {
    SemanticSnapshot s = parse(PAGE);
    assertEquals(List.of("are you authorized", "first name"), s.requiredUnfilled(), "the isolated chat box does not count");
    assertEquals(3, s.requiredCount());
    assertEquals(1, s.requiredFilledCount());
  }

  @Test
  void theHashIgnoresValuesButNotNames() {
    String filled = PAGE.replace("E\te3\t0\t\tFirst name\t\ttext\t129\t\t0\t0", "E\te3\t0\t\tFirst name\t\ttext\t129\tAda\t0\t0")
        .replace("E\te1\t3\t0\tYes\tAre you authorized?\tradio\t4", "E\te1\t3\t0\tYes\tAre you authorized?\tradio\t12");
    String renamed = PAGE.replace("First name", "Given name");
    String hash = parse(PAGE).page().structureHash();
    assertEquals(16, hash.length());
    assertEquals(hash, parse(filled).page().structureHash());
    assertNotEquals(hash, parse(renamed).page().structureHash());
    assertEquals(hash, parse(PAGE.replace("\tChat\t", "\tSupport\t")).page().structureHash(), "isolated panels are not part of the structure");
  }

  @Test
  void theEpochGrowsWithStructureChangesAndNewDocuments() {
    RefState state = new RefState();
    SemanticSnapshot first = SnapshotParser.parse(PAGE, state);
    assertEquals(1, first.epoch());
    assertTrue(first.structureChanged());
    String sameDocument = PAGE.replace("F\tabc.1\t6\t1\t", "F\tabc.2\t6\t0\t");
    SemanticSnapshot second = SnapshotParser.parse(sameDocument, state);
    assertEquals(1, second.epoch());
    assertFalse(second.structureChanged());
    SemanticSnapshot renamed = SnapshotParser.parse(sameDocument.replace("First name", "Given name"), state);
    assertEquals(2, renamed.epoch());
    assertTrue(renamed.structureChanged());
    SemanticSnapshot reloaded = SnapshotParser.parse(PAGE.replace("First name", "Given name"), state);
    assertEquals(3, reloaded.epoch(), "a new document is a new epoch even with the same structure");
  }

  @Test
  void aDeltaReplacesTheStateOfChangedElementsOnly() {
    FramePart part = SnapshotParser.parseFull(PAGE, "");
    FramePart next = SnapshotParser.applyDelta(part, "D\tabc.1\tabc.2\thttps://jobs.example.test/jobs/4821/apply\tApply\n"
        + "C\t2\t129\tAda\t0\n"
        + "C\t0\t12\t\t0");
    assertEquals("abc.2", next.token());
    assertEquals("Ada", next.elements().get(2).value());
    assertEquals(Boolean.TRUE, next.elements().get(0).checked());
    assertEquals("Are you authorized?", next.elements().get(0).label(), "what a delta does not carry is kept");
    assertEquals(part.elements().get(3), next.elements().get(3));
    SemanticSnapshot full = SnapshotParser.assemble(next, Map.of(), new RefState());
    assertEquals(List.of(), full.requiredUnfilled());
  }

  @Test
  void aDeltaAgainstAnotherResultIsRefused() {
    FramePart part = SnapshotParser.parseFull(PAGE, "");
    assertNull(SnapshotParser.applyDelta(part, "D\tother.7\tother.8\thttps://x/\tX"));
  }

  @Test
  void childFramesStandWhereTheirFrameElementStands() {
    FramePart main = SnapshotParser.parseFull(String.join("\n",
        "F\tm.1\t2\t1\thttp://127.0.0.1/form\tForm",
        "E\te1\t0\t\tName\t\ttext\t128\t\t0\t0",
        "M\tf1\t1\t0",
        "M\tf2\t1\t48",
        "E\te2\t4\t\tSend\t\t\t64\t\t0\t0"), "");
    FramePart inner = SnapshotParser.parseFull(String.join("\n",
        "F\ta.1\t2\t1\thttp://localhost/inner\tInner",
        "E\te1\t3\t0\tYes\t\tradio\t5\t\t0\t0",
        "E\te2\t3\t0\tNo\t\tradio\t5\t\t0\t0",
        "G\tR\t1\tWilling to relocate?\t0 1"), "f1");
    FramePart chat = SnapshotParser.parseFull(String.join("\n",
        "F\tb.1\t1\t1\thttp://localhost/chat\tChat",
        "E\te1\t0\t\tMessage\t\t\t129\t\t0\t0",
        "R\t1\t0\t\tConnection lost"), "f2");
    SemanticSnapshot s = SnapshotParser.assemble(main, Map.of("f1", inner, "f2", chat), new RefState());
    assertEquals(List.of("e1", "f1e1", "f1e2", "f2e1", "e2"), s.elements().stream().map(SemanticElement::ref).toList());
    assertEquals("f1g1", s.element("f1e1").orElseThrow().groupId());
    assertEquals(List.of("willing to relocate"), s.requiredUnfilled());
    SemanticElement message = s.element("f2e1").orElseThrow();
    assertTrue(message.isolated(), "a frame inside a foreign panel is foreign");
    assertFalse(message.visible(), "a hidden frame hides its elements");
    assertTrue(s.errors().isEmpty(), "a foreign panel's messages are not the form's errors");
  }

  @Test
  void aRefusedSelectorIsAConfigurationError() {
    AutopilotException e = assertThrows(AutopilotException.class, () -> parse("X\tCONFIG_INVALID\tthe isolated selector is not valid CSS: [["));
    assertEquals(ErrorCode.CONFIG_INVALID, e.code());
  }

  @Test
  void unreadableTextIsAnInternalError() {
    BrowserException e = assertThrows(BrowserException.class, () -> parse("{not the format"));
    assertEquals(ErrorCode.INTERNAL, e.code());
    assertThrows(BrowserException.class, () -> parse("F\tt\tnot-a-number\t1\tu\tt"));
  }
}
